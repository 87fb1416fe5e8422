"""The outbox queue of the ``files`` backend: one JSON file per item in a journal folder.

Layout under the queue directory (e.g. ``{base_dir}/.outbox``):

- ``pending/``: one file per waiting item, written atomically and fsynced before `put` returns;
  names start with the creation time in nanoseconds, so sorting them gives ``put`` order;
- ``dead/``: items that can never be delivered (refused, unreadable, out of attempts);
- ``sender.lock``: held (filelock) by the one process that sends, for the length of a pass.

Several processes may share the folder (an agent and the gateway on one host): each one sees the
files the others wrote. Retry counters live in the memory of the sending process only.
"""

from __future__ import annotations

import itertools
import logging
import os
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from filelock import FileLock, Timeout

from ..fsutil import atomic_write_text
from ..providers.outbox import OutboxItem

if TYPE_CHECKING:
    from .base import OutboxQueue

logger = logging.getLogger(__name__)

__all__ = ["FilesOutboxQueue"]


class FilesOutboxQueue:
    """A durable queue of outbox items in a folder (see the module docstring for the layout).

    Args:
        directory: the queue folder; ``pending/`` is created at once.
    """

    def __init__(self, directory: Path) -> None:
        self.directory = Path(directory)
        self.pending_dir = self.directory / "pending"
        self.dead_dir = self.directory / "dead"
        self.pending_dir.mkdir(parents=True, exist_ok=True)
        self.location = str(self.pending_dir)
        self._file_lock = FileLock(str(self.directory / "sender.lock"))
        self._counter = itertools.count()
        self._attempts: dict[str, int] = {}
        self._attempts_lock = threading.Lock()

    def put(self, item: OutboxItem) -> str:
        """Write ``item`` as a new file (atomic, fsynced); returns the file name.

        Raises:
            OSError: the journal could not be written (disk full, permissions).
        """
        name = f"{time.time_ns():020d}-{os.getpid()}-{next(self._counter):08d}.json"
        atomic_write_text(self.pending_dir / name, item.to_json())
        return name

    def pending(self) -> list[tuple[str, OutboxItem]]:
        """The waiting items with their file names, oldest first; unreadable files are moved
        to ``dead/`` (logged)."""
        items = []
        for name in self._names():
            item = self._read(name)
            if item is not None:
                items.append((name, item))
        return items

    def depth(self) -> int:
        """How many files wait in ``pending/``."""
        return len(self._names())

    def hold(self, key: str) -> bool:
        """Whether the item still waits (another process may have dropped it meanwhile)."""
        return (self.pending_dir / key).exists()

    def remove(self, key: str) -> None:
        """Delete the item's file (already gone is fine)."""
        (self.pending_dir / key).unlink(missing_ok=True)
        self._forget(key)

    def bury(self, key: str, reason: str) -> None:
        """Move the item's file to ``dead/`` (``reason`` goes to the log only)."""
        self.dead_dir.mkdir(parents=True, exist_ok=True)
        self._forget(key)
        try:
            os.replace(self.pending_dir / key, self.dead_dir / key)
        except FileNotFoundError:
            return
        logger.error("Outbox item %s moved to %s: %s", key, self.dead_dir, reason)

    def record_attempt(self, key: str) -> int:
        """Count one failed attempt; the count lives in this process only."""
        with self._attempts_lock:
            self._attempts[key] = self._attempts.get(key, 0) + 1
            return self._attempts[key]

    @contextmanager
    def sending(self) -> Iterator[bool]:
        """Hold ``sender.lock`` for the block when it is free (True), else yield False."""
        try:
            self._file_lock.acquire(timeout=0)
        except Timeout:
            yield False
            return
        try:
            yield True
        finally:
            self._file_lock.release()

    # ------------------------------------------------------------------ files
    def _forget(self, key: str) -> None:
        with self._attempts_lock:
            self._attempts.pop(key, None)

    def _names(self) -> list[str]:
        try:
            return sorted(e.name for e in os.scandir(self.pending_dir)
                          if e.name.endswith(".json") and not e.name.startswith("."))
        except FileNotFoundError:
            return []

    def _read(self, name: str) -> OutboxItem | None:
        path = self.pending_dir / name
        try:
            return OutboxItem.from_json(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return None  # delivered or dropped by someone else meanwhile
        except (OSError, ValueError, TypeError) as exc:
            self.bury(name, f"unreadable ({exc})")
            return None


if TYPE_CHECKING:
    def _conforms(queue: FilesOutboxQueue) -> OutboxQueue:  # mypy checks the Protocol here
        return queue
