"""`ThreadTracker`: the thread each (user, agent) scope is on, and the threads it has been on.

The middleware tells providers when a scope's thread changes (``on_session_switch``). What the
change means depends on whether this process served the thread before:

* a thread seen for the first time may be a branch of the thread the scope came from (a host
  that forks a conversation copies its history into a new thread), so the thread it came from
  is its parent; a brand-new conversation is flagged ``reset`` by the caller and starts fresh;
* a thread served before is a return to an earlier conversation: it has no parent, so it keeps
  its own frozen view and never takes over the one of the thread the user just left.

Both maps are bounded, least recently used dropped first, like the middleware's other per-thread
caches: a thread forgotten that way is treated as seen for the first time.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass

__all__ = ["ThreadSwitch", "ThreadTracker"]


@dataclass(frozen=True)
class ThreadSwitch:
    """A scope moved to another thread.

    Attributes:
        previous: the thread the scope was on ("" for its first thread in this process).
        parent: the thread the new one branches from: ``previous`` for a thread seen for the
            first time, "" for a thread served before.
    """

    previous: str
    parent: str


class ThreadTracker:
    """Per-scope current thread and the threads seen, both bounded (thread-safe).

    Args:
        max_scopes: scopes whose current thread is kept.
        max_threads: (scope, thread) pairs remembered as seen.
    """

    def __init__(self, *, max_scopes: int, max_threads: int) -> None:
        self._max_scopes = max(1, max_scopes)
        self._max_threads = max(1, max_threads)
        self._current: OrderedDict[tuple[str, str], str] = OrderedDict()
        self._seen: OrderedDict[tuple[str, str, str], None] = OrderedDict()
        self._lock = threading.Lock()

    def __len__(self) -> int:
        """Scopes whose current thread is tracked."""
        with self._lock:
            return len(self._current)

    def enter(self, user_id: str, agent_id: str, thread_id: str) -> ThreadSwitch | None:
        """Record that the scope is on ``thread_id``; the switch, or None when it stayed."""
        scope, seen_key = (user_id, agent_id), (user_id, agent_id, thread_id)
        with self._lock:
            previous = self._current.get(scope)
            self._current[scope] = thread_id
            self._current.move_to_end(scope)
            while len(self._current) > self._max_scopes:
                self._current.popitem(last=False)
            known = seen_key in self._seen
            self._seen[seen_key] = None
            self._seen.move_to_end(seen_key)
            while len(self._seen) > self._max_threads:
                self._seen.popitem(last=False)
        if previous == thread_id:
            return None
        previous = previous or ""
        return ThreadSwitch(previous=previous, parent="" if known else previous)
