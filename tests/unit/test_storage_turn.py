"""`one_turn`: entry stamps fetched with a turn's override check answer that turn's entry check
only; outside a turn (or for a user the turn did not fetch) the backend is asked."""

from __future__ import annotations

from deerflow_memory_middleware.storage.turn import (
    in_turn,
    one_turn,
    remember_entries,
    remembered_entries,
)

USER_DOC = ("alice", "user", "")
MEMORY_DOC = ("alice", "memory", "coder")


def test_inside_a_turn_the_fetched_stamps_answer_and_missing_rows_read_as_none() -> None:
    with one_turn():
        assert in_turn()
        remember_entries("alice", {USER_DOC: (3, "r3"), ("bob", "user", ""): (1, "b")})
        assert remembered_entries([USER_DOC, MEMORY_DOC]) == ((3, "r3"), None)
        assert remembered_entries([("bob", "user", "")]) is None  # bob was not fetched for
    assert not in_turn()


def test_outside_a_turn_nothing_is_remembered() -> None:
    remember_entries("alice", {USER_DOC: (3, "r3")})
    assert remembered_entries([USER_DOC]) is None
    with one_turn():
        assert remembered_entries([USER_DOC]) is None  # a new turn starts empty
