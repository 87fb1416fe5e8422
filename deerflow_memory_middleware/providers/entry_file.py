"""One ``\\n§\\n``-separated entry file (USER.md or MEMORY.md) on the real file system.

Write discipline: take the ``<file>.lock`` file lock, re-read
the file under the lock, mutate, write a temp file in the same folder, fsync, ``os.replace``.
Readers never lock: an atomic replace means they see the old or the new file, never a mix.

Drift guard: a file that does not round-trip through parse -> serialise (edited by hand into a
shape we would not write, or not UTF-8) is copied to ``<file>.bak-<timestamp>`` before a write
replaces it, so nothing a person typed is ever lost to our rewrite.

Hostile disks: the file must be a regular file (opened with ``O_NOFOLLOW | O_NONBLOCK``, so a
symlink, FIFO or device is refused without blocking), its folders real folders inside
``base_dir``, its size under a cap; a replace keeps the file's mode and refuses a file or folder
made read-only. Every fault is a `StorageError` with a code and advice.
"""

from __future__ import annotations

import logging
import os
import shutil
import stat
import time
from collections.abc import Callable
from pathlib import Path

from filelock import FileLock, Timeout

from ..domain import ENTRY_DELIMITER
from ..errors import LockTimeoutError
from ..fsutil import (
    atomic_write_text,
    check_writable,
    read_regular_file,
    real_folder,
    remove_stale_temp_files,
)
from ..storage.base import EntryState, parse_entries, revision_of, serialise_entries, state_of
from ..storage_errors import StorageError, from_os_error

logger = logging.getLogger(__name__)

__all__ = [
    "DEFAULT_MAX_BYTES", "ENTRY_DELIMITER", "EntryFile", "EntryFileState", "LockTimeoutError",
    "StorageError", "revision_of",
]

# A write holds the lock for about a millisecond; filelock's default 50 ms poll would make
# contending writers sleep far longer than the work they wait for.
_LOCK_POLL_SECONDS = 0.002
#: Read cap when none is given: far over any sensible character limit.
DEFAULT_MAX_BYTES = 1 << 20


#: One read of the file (the storage seam's `EntryState`).
EntryFileState = EntryState
parse = parse_entries
serialise = serialise_entries


class EntryFile:
    """Reads and atomically rewrites one entry file.

    Args:
        path: the file (created on first write, with its folder).
        lock_timeout: seconds to wait for the lock before `LockTimeoutError`.
        base_dir: the memory data directory; every folder between it and the file must be a
            real folder (None: not checked).
        max_bytes: files larger than this are refused unread (`StorageError` file_too_large).
    """

    def __init__(
        self,
        path: Path,
        *,
        lock_timeout: float = 10.0,
        base_dir: Path | None = None,
        max_bytes: int = DEFAULT_MAX_BYTES,
    ) -> None:
        self.path = path
        self.lock_path = path.with_name(path.name + ".lock")
        self.lock_timeout = lock_timeout
        self.base_dir = base_dir
        self.max_bytes = max_bytes

    @property
    def location(self) -> str:
        """The file's path, for messages and logs."""
        return str(self.path)

    def stamp(self) -> tuple[int, int, int, int] | None:
        """(inode, mtime_ns, size, mode) of the file itself (links not followed), None when
        absent; every atomic replace changes the inode, so an equal stamp means unchanged
        content."""
        try:
            st = os.lstat(self.path)
        except (FileNotFoundError, NotADirectoryError):
            return None
        except OSError:
            return (-1, -1, -1, -1)  # unreadable: never equal to a good stamp
        return (st.st_ino, st.st_mtime_ns, st.st_size, st.st_mode)

    def _folder_exists(self, *, create: bool) -> bool:
        if self.base_dir is None:
            if create:
                try:
                    self.path.parent.mkdir(parents=True, exist_ok=True)
                except OSError as exc:
                    raise from_os_error(exc, self.path.parent, "create") from exc
            return True
        return real_folder(self.base_dir, self.path.parent, create=create)

    def read(self) -> EntryFileState:
        """Read the current state without locking.

        Raises:
            StorageError: the file is not a regular file, is unreadable, is over the read cap,
                or a folder on its way is a link.
        """
        if not self._folder_exists(create=False):
            return state_of(None, None)
        found = read_regular_file(self.path, max_bytes=self.max_bytes)
        if found is None:
            return state_of(None, None)
        raw, info = found
        return state_of(raw, info.st_mtime)

    def update(
        self, mutate: Callable[[EntryFileState], list[str] | None]
    ) -> tuple[EntryFileState, EntryFileState]:
        """Lock, re-read, apply ``mutate`` and replace the file if it returned new entries.

        ``mutate`` sees the state read under the lock and returns the new entry list, or
        ``None`` to leave the file alone. It may raise to abort; the file is then untouched.

        Returns:
            ``(before, after)`` states; equal when nothing was written.

        Raises:
            LockTimeoutError: the lock was not acquired within ``lock_timeout``.
            StorageError: the file, its folder or its lock cannot be used (see the code).
        """
        self._folder_exists(create=True)
        self._check_lock_path()
        try:
            with self._lock():
                before = self.read()
                new_entries = mutate(before)
                if new_entries is None:
                    return before, before
                check_writable(self.path)
                if not before.round_trips:
                    self._backup()
                # A writer SIGKILLed between mkstemp and os.replace leaves its temp file; under
                # the lock no live writer owns one, so clear them instead of letting them pile up.
                remove_stale_temp_files(self.path)
                atomic_write_text(self.path, serialise(new_entries))
                return before, self.read()
        except Timeout as exc:
            raise LockTimeoutError(
                f"{self.path.name} is locked by another writer; try again in a moment."
            ) from exc
        except StorageError:
            raise
        except OSError as exc:
            raise from_os_error(exc, self.path, "write") from exc

    def _check_lock_path(self) -> None:
        """The lock file must be a regular file (or absent): a folder there would make every
        lock attempt fail until the timeout, and a link would create files elsewhere."""
        try:
            info = os.lstat(self.lock_path)
        except FileNotFoundError:
            return
        except OSError as exc:
            raise from_os_error(exc, self.lock_path, "lock") from exc
        if not stat.S_ISREG(info.st_mode):
            raise StorageError(
                "lock_unusable",
                f"The lock path {self.lock_path.name} is not a regular file (a folder or link is "
                f"in its place); remove {self.lock_path}, then retry.", path=self.lock_path)

    def delete(self) -> None:
        """Remove the file (and its lock file) under the lock; a hand-edited file is backed up.

        Never follows a link: a link in place of the file (or of a folder on its way) is removed
        itself or refused, and its target is never touched.
        """
        if not self._folder_exists(create=False):
            return
        try:
            info = os.lstat(self.path)
        except FileNotFoundError:
            return
        if stat.S_ISLNK(info.st_mode):
            self.path.unlink()  # the link only
            return
        if not stat.S_ISREG(info.st_mode):
            raise StorageError(
                "not_a_regular_file",
                f"{self.path.name} is not a regular file; remove {self.path} by hand.",
                path=self.path)
        self._check_lock_path()
        try:
            with self._lock():
                try:
                    if not self.read().round_trips:
                        self._backup()
                except StorageError as exc:  # too large or unreadable: deleted without a copy
                    logger.warning("Deleting %s without a backup: %s", self.path, exc)
                self.path.unlink(missing_ok=True)
        except Timeout as exc:
            raise LockTimeoutError(f"{self.path.name} is locked by another writer.") from exc
        except StorageError:
            raise
        except OSError as exc:
            raise from_os_error(exc, self.path, "delete") from exc

    def _lock(self) -> FileLock:
        return FileLock(
            str(self.lock_path), timeout=self.lock_timeout, poll_interval=_LOCK_POLL_SECONDS
        )

    def _backup(self) -> None:
        if not self.path.exists():
            return
        stamp = time.strftime("%Y%m%dT%H%M%S", time.gmtime())
        target = self.path.with_name(f"{self.path.name}.bak-{stamp}-{time.time_ns() % 10**9}")
        shutil.copy2(self.path, target)
        logger.warning("%s was edited outside the memory tools; backed up to %s", self.path, target)
