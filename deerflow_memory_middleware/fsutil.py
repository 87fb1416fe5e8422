"""Safe file access shared by every reader and writer of memory files.

- `read_regular_file`: never follows a link, never blocks on a FIFO or device, refuses anything
  but a regular file and anything over a size cap;
- `real_folder`: a folder under ``base_dir`` whose every component is a real folder (no links);
- `atomic_write_text`: crash-safe replacement that keeps the file's mode.
"""

from __future__ import annotations

import os
import re
import stat
import tempfile
from pathlib import Path

from .storage_errors import StorageError, from_os_error

__all__ = [
    "atomic_write_text", "check_writable", "read_regular_file", "real_folder", "remove_stale_temp_files",
]

_TEMP_SUFFIX = ".tmp"
# What `tempfile.mkstemp` puts between prefix and suffix: 8 characters of this alphabet.
_TEMP_RANDOM = r"[a-z0-9_]{8}"


def _temp_prefix(path: Path) -> str:
    return f".{path.name}."


def _mode_word(mode: int) -> str:
    return f"{stat.S_IMODE(mode):04o}"


def read_regular_file(path: Path, *, max_bytes: int) -> tuple[bytes, os.stat_result] | None:
    """Reads a regular file without following a link or blocking on a special file.

    Opens with ``O_NOFOLLOW | O_NONBLOCK`` and checks ``S_ISREG`` on the open descriptor, so a
    FIFO, a device, a folder or a symlink (to ``/etc/passwd`` or anywhere) in place of the file is
    refused without reading a byte. A file whose owner removed every read bit is refused too,
    even for root.

    Args:
        path: The file.
        max_bytes: Files larger than this are refused unread.

    Returns:
        ``(content, stat)``, or None when the file does not exist.

    Raises:
        StorageError: the path is not a regular file, is unreadable or is over ``max_bytes``.
    """
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except FileNotFoundError:
        return None
    except OSError as exc:
        if os.path.islink(path):
            raise StorageError(
                "not_a_regular_file",
                f"{path.name} is a symbolic link; memory files must be regular files. Replace "
                "the link with a real file (or delete it), then retry.", path=path) from exc
        raise from_os_error(exc, path, "read") from exc
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise StorageError(
                "not_a_regular_file",
                f"{path.name} is not a regular file (a folder, FIFO or device is in its place). "
                "Move it away, then retry.", path=path)
        if not info.st_mode & 0o444:
            raise StorageError(
                "permission_denied",
                f"{path.name} has no read permission (mode {_mode_word(info.st_mode)}); "
                f"run 'chmod u+r {path}' to let memory read it.", path=path)
        if info.st_size > max_bytes:
            raise StorageError(
                "file_too_large",
                f"{path.name} is {info.st_size:,} bytes, far over its cap of {max_bytes:,} "
                "bytes, so it is neither loaded nor shown. Trim it by hand (or delete it) to "
                "fit the character limit, then retry.", path=path)
        chunks = []
        remaining = max_bytes + 1
        while remaining > 0:
            chunk = os.read(fd, min(remaining, 1 << 16))
            if not chunk:
                break
            chunks.append(chunk)
            remaining -= len(chunk)
        data = b"".join(chunks)
        if len(data) > max_bytes:  # grew while we read it
            raise StorageError(
                "file_too_large", f"{path.name} is over its cap of {max_bytes:,} bytes; trim "
                "it, then retry.", path=path)
        return data, info
    except StorageError:
        raise
    except OSError as exc:
        raise from_os_error(exc, path, "read") from exc
    finally:
        os.close(fd)


def real_folder(base_dir: Path, folder: Path, *, create: bool) -> bool:
    """Checks that ``folder`` and each folder between it and ``base_dir`` is a real folder.

    ``base_dir`` itself may be a link (operators mount data that way); nothing below it may be,
    so no write lands outside ``base_dir`` and no read comes from elsewhere.

    Args:
        base_dir: The memory data directory.
        folder: A folder inside ``base_dir``.
        create: Create missing folders (mode 0700).

    Returns:
        True when the folder exists (after creating it, with ``create``), False when it does
        not exist.

    Raises:
        StorageError: a component is a link, not a folder, or cannot be created.
    """
    relative = folder.relative_to(base_dir)
    current = base_dir
    if create and not base_dir.is_dir():
        try:
            base_dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise from_os_error(exc, base_dir, "create") from exc
    for part in relative.parts:
        current = current / part
        try:
            info = os.lstat(current)
        except FileNotFoundError:
            if not create:
                return False
            try:
                os.mkdir(current, 0o700)
            except FileExistsError:
                pass
            except OSError as exc:
                raise from_os_error(exc, current, "create") from exc
            info = os.lstat(current)
        except OSError as exc:
            raise from_os_error(exc, current, "open") from exc
        if stat.S_ISLNK(info.st_mode) or not stat.S_ISDIR(info.st_mode):
            kind = "a symbolic link" if stat.S_ISLNK(info.st_mode) else "not a folder"
            raise StorageError(
                "unsafe_path",
                f"{current} is {kind}; memory folders must be real folders inside the memory "
                "directory. Move it away, then retry.", path=current)
    return True


def check_writable(path: Path) -> os.stat_result | None:
    """Refuses to replace a file (or write in a folder) whose owner removed the write bits.

    Root bypasses permission bits, so the mode is checked explicitly: a file made read-only by
    its owner stays unchanged.

    Returns:
        The file's stat, or None when it does not exist yet.

    Raises:
        StorageError: ``read_only`` for a read-only file or folder.
    """
    folder = os.stat(path.parent)
    if not folder.st_mode & stat.S_IWUSR:
        raise StorageError(
            "read_only",
            f"The folder of {path.name} is read-only (mode {_mode_word(folder.st_mode)}); run "
            f"'chmod u+w {path.parent}' to let memory write, then retry.", path=path)
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return None
    if stat.S_ISREG(info.st_mode) and not info.st_mode & stat.S_IWUSR:
        raise StorageError(
            "read_only",
            f"{path.name} is read-only (mode {_mode_word(info.st_mode)}); run 'chmod u+w "
            f"{path}' to let memory change it, then retry.", path=path)
    return info


def atomic_write_text(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` so that readers see the old or the new file, never a mix.

    Writes a temp file in the same folder, fsyncs it, ``os.replace``s it over ``path`` and
    fsyncs the folder so the rename itself survives a power cut. The new file keeps the old
    one's permission bits (0600 for a new file). The caller holds the lock.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        old_mode = stat.S_IMODE(os.lstat(path).st_mode)
    except FileNotFoundError:
        old_mode = None
    fd, tmp_name = tempfile.mkstemp(prefix=_temp_prefix(path), suffix=_TEMP_SUFFIX, dir=path.parent)
    try:
        if old_mode is not None:
            os.fchmod(fd, old_mode)
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        Path(tmp_name).unlink(missing_ok=True)
        raise
    dir_fd = os.open(path.parent, os.O_RDONLY)
    try:
        os.fsync(dir_fd)
    finally:
        os.close(dir_fd)


def remove_stale_temp_files(path: Path) -> int:
    """Delete temp files of ``path`` that a writer killed mid-write left behind.

    Only call it while holding the lock every writer of ``path`` takes around
    `atomic_write_text`: then no live writer owns such a file, so each one is a dead writer's
    leftover (the real file was never touched by it). Returns how many were removed.
    """
    pattern = re.compile(re.escape(_temp_prefix(path)) + _TEMP_RANDOM + re.escape(_TEMP_SUFFIX))
    removed = 0
    try:
        with os.scandir(path.parent) as entries:
            stale = [e.path for e in entries
                     if pattern.fullmatch(e.name) and e.is_file(follow_symlinks=False)]
    except FileNotFoundError:
        return 0
    for name in stale:
        try:
            os.unlink(name)
            removed += 1
        except FileNotFoundError:
            pass
    return removed
