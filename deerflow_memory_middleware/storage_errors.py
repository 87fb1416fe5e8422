"""Storage faults of the memory files, each with a code, an HTTP status and advice.

A memory file is a plain file in a plain folder under ``base_dir``. Anything else (a symlink, a
FIFO, a device, a folder in place of the file, a file far over its size cap, a file or folder the
owner made read-only, a full or read-only disk, a lock path that is a folder) is refused with a
`StorageError` whose message says what is wrong and what to do. Its ``code`` is one of
`STORAGE_CODES`: the gateway turns it into an HTTP status, the memory tool returns it in its JSON
error and the CLI turns it into an exit status.
"""

from __future__ import annotations

import errno
from pathlib import Path

from .errors import ErrorCode, StorageError

__all__ = ["STORAGE_CODES", "StorageError", "from_os_error"]

#: The codes a `StorageError` carries.
STORAGE_CODES: frozenset[ErrorCode] = frozenset({
    ErrorCode.NOT_A_REGULAR_FILE, ErrorCode.UNSAFE_PATH, ErrorCode.FILE_TOO_LARGE,
    ErrorCode.PERMISSION_DENIED, ErrorCode.READ_ONLY, ErrorCode.DISK_FULL,
    ErrorCode.LOCK_UNUSABLE, ErrorCode.LOCK_TIMEOUT, ErrorCode.IO_ERROR,
    ErrorCode.STORAGE_UNAVAILABLE,
})


def from_os_error(exc: OSError, path: Path, action: str) -> StorageError:
    """Maps an `OSError` raised while ``action``-ing ``path`` to a `StorageError` with advice."""
    if isinstance(exc, StorageError):
        return exc
    name = path.name
    number = exc.errno
    if number in (errno.EACCES, errno.EPERM):
        return StorageError(
            "permission_denied",
            f"Permission denied {action} {name} ({path.parent}); give the server's user read "
            "and write access to the memory folder, then retry.", path=path)
    if number == errno.EROFS:
        return StorageError(
            "read_only",
            f"Cannot {action} {name}: the file system is read-only. Mount the memory folder "
            "read-write, then retry.", path=path)
    if number in (errno.ENOSPC, errno.EDQUOT):
        return StorageError(
            "disk_full",
            f"Cannot {action} {name}: no space left on the device (or quota exceeded). Free "
            "some space, then retry; nothing was changed.", path=path)
    if number in (errno.EISDIR, errno.ENOTDIR, errno.ELOOP, errno.ENXIO):
        return StorageError(
            "not_a_regular_file",
            f"{name} is not a regular file (a folder, link or special file is in its place). "
            "Move it away, then retry.", path=path)
    return StorageError(
        "io_error", f"Could not {action} {name}: {exc.strerror or exc}. Check the disk and the "
        "memory folder, then retry.", path=path)
