"""Storage faults of the memory files, each with a code, an HTTP status and advice.

A memory file is a plain file in a plain folder under ``base_dir``. Anything else (a symlink, a
FIFO, a device, a folder in place of the file, a file far over its size cap, a file or folder the
owner made read-only, a full or read-only disk, a lock path that is a folder) is refused with a
`StorageError` whose message says what is wrong and what to do. The gateway answers with
``status`` and ``code``, the memory tool returns ``code`` in its JSON error, and the CLI exits
with ``exit_code``.
"""

from __future__ import annotations

import errno
from pathlib import Path

__all__ = ["STORAGE_CODES", "StorageError", "from_os_error"]

#: code -> (HTTP status, CLI exit status).
STORAGE_CODES: dict[str, tuple[int, int]] = {
    "not_a_regular_file": (409, 5),
    "unsafe_path": (409, 5),
    "file_too_large": (409, 6),
    "permission_denied": (503, 7),
    "read_only": (503, 7),
    "disk_full": (503, 8),
    "lock_unusable": (503, 9),
    "io_error": (503, 10),
}


class StorageError(OSError):
    """A memory file or folder that cannot be used as it is.

    Args:
        code: One of `STORAGE_CODES`.
        message: What is wrong and what to do about it.
        path: The file or folder concerned.
    """

    def __init__(self, code: str, message: str, *, path: Path | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.path = path

    @property
    def status(self) -> int:
        """HTTP status for the gateway."""
        return STORAGE_CODES.get(self.code, (503, 10))[0]

    @property
    def exit_code(self) -> int:
        """Exit status for the command line."""
        return STORAGE_CODES.get(self.code, (503, 10))[1]

    def __str__(self) -> str:
        return self.message


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
