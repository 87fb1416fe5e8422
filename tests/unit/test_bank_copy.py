"""`bank_copy`: the lexical arm's index and how copies are made from a listing (rows shaped as
the server's ``list_memories`` returns them); listing, freshness and removals against the real
server are in tests/integration/test_recall_budget_hindsight.py."""

from __future__ import annotations

from deerflow_memory_middleware.providers.bank_copy import _made, _merged


def _row(i: int, text: str, document: str = "", state: str = "valid") -> dict[str, object]:
    return {"id": f"m{i}", "text": text, "document_id": document or f"doc-{i}",
            "fact_type": "world", "mentioned_at": "2026-03-15T10:00:00+00:00", "state": state}


ROWS = [_row(0, "User: I adopted a greyhound named Comet."),
        _row(1, "User: 我上周去杭州参加了一个设计展。"),
        _row(2, "User: The quarterly report is due on Friday."),
        _row(3, "User: Comet the greyhound loves the beach.", "entry-abc"),
        _row(4, "User: an invalidated memory about Comet", state="invalidated")]


def test_the_index_finds_the_memories_sharing_the_rarer_words_in_any_script():
    copy = _made(ROWS, "work", 0.0, None, True, whole=False)
    assert copy.index is not None
    assert {copy.hits[i].text for _, i in copy.index.top("What is my greyhound called?", 5)} \
        == {"User: I adopted a greyhound named Comet.",
            "User: Comet the greyhound loves the beach."}
    top = copy.index.top("我去杭州看了什么展？", 1)
    assert copy.hits[top[0][1]].text.startswith("User: 我上周去杭州")
    assert copy.index.top("nothing in common here", 3) == []
    assert all(hit.local and hit.date == "2026-03-15" for hit in copy.hits)
    assert "an invalidated memory about Comet" not in [hit.text for hit in copy.hits]


def test_a_user_bank_copy_leaves_the_usermd_mirrors_out():
    copy = _made(ROWS, "user", 0.0, frozenset(), True, whole=True)
    assert "entry-abc" not in copy.documents
    assert copy.index is None
    assert len(copy.hits) == 3


def test_a_top_up_adds_the_newest_memories_and_keeps_the_rest():
    old = _made(ROWS[:3], "work", 0.0, None, True, whole=False)
    new = _merged(old, [_row(9, "User: Comet learned to fetch the frisbee."), ROWS[0]], "work",
                  None)
    assert len(new.hits) == 4 and not new.due and new.made_at == old.made_at
    assert new.index is not None
    assert new.hits[new.index.top("frisbee", 1)[0][1]].text.endswith("frisbee.")


def test_a_listing_that_did_not_see_everything_makes_no_copy():
    assert _made(ROWS, "work", 0.0, None, False, whole=False).too_big
