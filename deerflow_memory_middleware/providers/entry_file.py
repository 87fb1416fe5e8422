"""One ``\\n§\\n``-separated entry file (USER.md or MEMORY.md) on the real file system.

Write discipline (Hermes' rules, DESIGN.md section 3): take the ``<file>.lock`` file lock, re-read
the file under the lock, mutate, write a temp file in the same folder, fsync, ``os.replace``.
Readers never lock: an atomic replace means they see the old or the new file, never a mix.

Drift guard: a file that does not round-trip through parse -> serialise (edited by hand into a
shape we would not write, or not UTF-8) is copied to ``<file>.bak-<timestamp>`` before a write
replaces it, so nothing a person typed is ever lost to our rewrite.
"""

from __future__ import annotations

import hashlib
import logging
import shutil
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from filelock import FileLock, Timeout

from ..fsutil import atomic_write_text, remove_stale_temp_files

logger = logging.getLogger(__name__)

__all__ = ["ENTRY_DELIMITER", "EntryFile", "EntryFileState", "LockTimeoutError"]

ENTRY_DELIMITER = "\n§\n"
# A write holds the lock for about a millisecond; filelock's default 50 ms poll would make
# contending writers sleep far longer than the work they wait for.
_LOCK_POLL_SECONDS = 0.002


class LockTimeoutError(TimeoutError):
    """Another writer held the file lock for longer than the configured timeout."""


@dataclass(frozen=True)
class EntryFileState:
    """What one read of the file saw."""

    entries: tuple[str, ...]
    revision: str
    last_modified: float | None
    round_trips: bool

    @property
    def usage(self) -> int:
        return len(serialise(self.entries))


def parse(raw: str) -> list[str]:
    """Split file text into entries; blank entries are dropped, whitespace trimmed.

    CRLF line ends (a file edited on Windows) count as LF, so its separators still separate."""
    raw = raw.replace("\r\n", "\n")
    return [part.strip() for part in raw.split(ENTRY_DELIMITER) if part.strip()]


def serialise(entries: tuple[str, ...] | list[str]) -> str:
    return ENTRY_DELIMITER.join(entries)


def revision_of(raw: bytes) -> str:
    """A short content hash used as the file's version (ETag / If-Match)."""
    return hashlib.sha256(raw).hexdigest()[:16]


class EntryFile:
    """Reads and atomically rewrites one entry file.

    Args:
        path: the file (created on first write, with its folder).
        lock_timeout: seconds to wait for the lock before `LockTimeoutError`.
    """

    def __init__(self, path: Path, *, lock_timeout: float = 10.0) -> None:
        self.path = path
        self.lock_path = path.with_name(path.name + ".lock")
        self.lock_timeout = lock_timeout

    def stamp(self) -> tuple[int, int, int] | None:
        """(inode, mtime_ns, size) of the file, None when absent; every atomic replace changes
        the inode, so an equal stamp means unchanged content."""
        try:
            st = self.path.stat()
        except FileNotFoundError:
            return None
        return (st.st_ino, st.st_mtime_ns, st.st_size)

    def read(self) -> EntryFileState:
        """Read the current state without locking."""
        try:
            raw = self.path.read_bytes()
            mtime: float | None = self.path.stat().st_mtime
        except FileNotFoundError:
            return EntryFileState((), revision_of(b""), None, True)
        try:
            text = raw.decode("utf-8")
            decoded = True
        except UnicodeDecodeError:
            text = raw.decode("utf-8", errors="replace")
            decoded = False
        entries = tuple(parse(text))
        round_trips = decoded and serialise(entries) == text.rstrip("\n")
        return EntryFileState(entries, revision_of(raw), mtime, round_trips)

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
        """
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            with self._lock():
                before = self.read()
                new_entries = mutate(before)
                if new_entries is None:
                    return before, before
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

    def delete(self) -> None:
        """Remove the file (and its lock file) under the lock; a hand-edited file is backed up."""
        if not self.path.exists():
            return
        try:
            with self._lock():
                if not self.read().round_trips:
                    self._backup()
                self.path.unlink(missing_ok=True)
        except Timeout as exc:
            raise LockTimeoutError(f"{self.path.name} is locked by another writer.") from exc

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
