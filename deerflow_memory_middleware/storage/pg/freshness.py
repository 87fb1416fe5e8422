"""One round trip per turn: the override check also brings the user's entry stamps.

A turn's first model call asks for the user's override stamps (the effective config) and, on a
new thread, right after, for the stamps of the user's two entry documents. On Postgres each is a
query; the override query fetches the entry stamps of the same user too (a handful of rows by
primary-key prefix) and leaves them here, so the entry check that follows within
`MAX_AGE_SECONDS` is answered without a second query. A stamp taken here is never older than the
start of the turn that reads it (the turn's own override query refreshed it), so a new thread
still sees every write acknowledged before it started.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Hashable, Mapping, Sequence

__all__ = ["MAX_AGE_SECONDS", "RecentStamps"]

#: How long entry stamps fetched with the override check answer an entry check.
MAX_AGE_SECONDS = 0.25
_MAX_USERS = 4096

EntryKey = tuple[str, str, str]  # (user_id, target, agent_id)


class RecentStamps:
    """Entry stamps of recently checked users, each with the monotonic time its query started.

    Args:
        clock: monotonic seconds (injectable for tests).
    """

    def __init__(self, *, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._lock = threading.Lock()
        self._by_user: dict[str, tuple[float, dict[EntryKey, Hashable]]] = {}

    def now(self) -> float:
        return self._clock()

    def put(self, users: Sequence[str], started: float,
            stamps: Mapping[EntryKey, Hashable]) -> None:
        """Record every entry stamp of ``users`` as of a query that started at ``started``
        (a document without a row is absent from ``stamps``)."""
        with self._lock:
            if len(self._by_user) >= _MAX_USERS:
                self._by_user.clear()
            for user in users:
                known = self._by_user.get(user)
                if known is not None and known[0] > started:
                    continue  # a newer query already answered for this user
                self._by_user[user] = (
                    started, {k: v for k, v in stamps.items() if k[0] == user})

    def get(self, keys: Sequence[EntryKey]) -> tuple[Hashable, ...] | None:
        """The stamps of ``keys`` (None for a document without a row) when every key's user
        was checked within `MAX_AGE_SECONDS`; None when a query is needed."""
        now = self._clock()
        with self._lock:
            found = []
            for key in keys:
                known = self._by_user.get(key[0])
                if known is None or now - known[0] > MAX_AGE_SECONDS:
                    return None
                found.append(known[1].get(key))
        return tuple(found)

    def forget(self, user_id: str) -> None:
        """Drop a user's stamps (after a write of ours, so the next check queries)."""
        with self._lock:
            self._by_user.pop(user_id, None)
