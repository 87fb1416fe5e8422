"""`RecentStamps`: entry stamps fetched with a turn's override check answer that turn's entry
check only, never a later one, and never with a query older than one already recorded."""

from __future__ import annotations

from deerflow_memory_middleware.storage.pg.freshness import MAX_AGE_SECONDS, RecentStamps

KEY_USER = ("alice", "user", "")
KEY_MEMORY = ("alice", "memory", "coder")


def test_fresh_stamps_answer_and_missing_rows_read_as_none() -> None:
    now = [100.0]
    recent = RecentStamps(clock=lambda: now[0])
    recent.put(["alice"], 100.0, {KEY_USER: (3, "r3")})
    assert recent.get([KEY_USER, KEY_MEMORY]) == ((3, "r3"), None)
    now[0] += MAX_AGE_SECONDS + 0.01
    assert recent.get([KEY_USER]) is None  # too old: query again


def test_an_older_query_never_overwrites_a_newer_one() -> None:
    recent = RecentStamps(clock=lambda: 10.0)
    recent.put(["alice"], 9.9, {KEY_USER: (5, "new")})
    recent.put(["alice"], 9.5, {KEY_USER: (4, "old")})
    assert recent.get([KEY_USER]) == ((5, "new"),)


def test_unknown_users_and_forgotten_users_need_a_query() -> None:
    recent = RecentStamps(clock=lambda: 1.0)
    assert recent.get([KEY_USER]) is None
    recent.put(["alice"], 1.0, {KEY_USER: (1, "a")})
    recent.forget("alice")
    assert recent.get([KEY_USER]) is None
    recent.put(["alice"], 1.0, {})
    assert recent.get([("bob", "user", "")]) is None
