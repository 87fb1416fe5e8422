"""`EmptyBanks`: which Hindsight banks are known to hold nothing, so recall can skip them.

A bank is marked empty when the server says so (the bank does not exist, or a recall found
nothing and the bank lists no document). The mark lasts ``ttl_seconds`` (writes by other
processes end it at the latest then) and ends at once when this process writes to the bank:
every retain or delete it queues or sends calls `invalidate` first (which also tells
``on_write``, e.g. to drop a local copy of the bank).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

__all__ = ["EmptyBanks"]

#: Marks kept at most (oldest dropped first): a bound for processes serving many users.
_MAX_MARKS = 10_000


class EmptyBanks:
    """Thread-safe set of banks known to be empty, with an expiry.

    Args:
        ttl_seconds: how long a mark holds without a write of ours (0 disables the cache).
        clock: monotonic seconds (injectable for tests).
        on_write: also called with the bank id by every `invalidate` (a write of ours).
    """

    def __init__(self, ttl_seconds: float, *, clock: Callable[[], float] = time.monotonic,
                 on_write: Callable[[str], None] | None = None) -> None:
        self.ttl_seconds = ttl_seconds
        self._clock = clock
        self._on_write = on_write
        self._marks: dict[str, float] = {}
        self._lock = threading.Lock()
        self.skipped = 0

    def is_empty(self, bank_id: str) -> bool:
        """True while ``bank_id`` is marked empty (counts a skip)."""
        with self._lock:
            marked = self._marks.get(bank_id)
            if marked is None:
                return False
            if self._clock() - marked >= self.ttl_seconds:
                del self._marks[bank_id]
                return False
            self.skipped += 1
            return True

    def mark_empty(self, bank_id: str) -> None:
        """Remember that ``bank_id`` holds nothing (no-op when the cache is disabled)."""
        if self.ttl_seconds <= 0:
            return
        with self._lock:
            self._marks.pop(bank_id, None)
            self._marks[bank_id] = self._clock()
            while len(self._marks) > _MAX_MARKS:
                self._marks.pop(next(iter(self._marks)))

    def invalidate(self, bank_id: str) -> None:
        """A write of ours is on its way to ``bank_id``: ask it again from now on."""
        with self._lock:
            self._marks.pop(bank_id, None)
        if self._on_write is not None:
            self._on_write(bank_id)

    def clear(self) -> None:
        with self._lock:
            self._marks.clear()
