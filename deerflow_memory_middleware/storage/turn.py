"""Stamps gathered once for the first model call of a turn.

That call checks the user's overrides (the effective config) and, on a new thread, right after,
the user's two entry documents. A backend where each check is a round trip (Postgres) may answer
the second from what the first fetched, but only inside `one_turn`: the middleware opens it
around exactly those two checks, so a stamp is never older than the turn that reads it and a
new thread still sees every write acknowledged before it started. Outside `one_turn` every
check asks the backend.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar

__all__ = ["EntryKey", "in_turn", "one_turn", "remember_entries", "remembered_entries"]

EntryKey = tuple[str, str, str]  # (user_id, target, agent_id)

_TURN: ContextVar[dict[str, dict[EntryKey, Hashable]] | None] = ContextVar(
    "deerflow_memory_turn", default=None)


@contextmanager
def one_turn() -> Iterator[None]:
    """The checks made in this block belong to one turn's first model call."""
    token = _TURN.set({})
    try:
        yield
    finally:
        _TURN.reset(token)


def in_turn() -> bool:
    """Whether the current checks run inside `one_turn`."""
    return _TURN.get() is not None


def remember_entries(user_id: str, stamps: dict[EntryKey, Hashable]) -> None:
    """Keep every entry stamp of ``user_id`` for the rest of the turn (no-op outside one)."""
    turn = _TURN.get()
    if turn is not None:
        turn[user_id] = {key: value for key, value in stamps.items() if key[0] == user_id}


def remembered_entries(keys: Sequence[EntryKey]) -> tuple[Hashable, ...] | None:
    """The stamps of ``keys`` (None for a document without a row) when this turn already
    fetched every key's user; None when the backend must be asked."""
    turn = _TURN.get()
    if turn is None or any(key[0] not in turn for key in keys):
        return None
    return tuple(turn[key[0]].get(key) for key in keys)
