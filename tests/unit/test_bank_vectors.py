"""`bank_vectors` and a user bank served from its copy by meaning (`BankCopies` with vectors),
with a stand-in sentence model whose vectors are concepts named by words; the real model and
server are in tests/integration/test_recall_budget_hindsight.py."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import Any

import pytest

np = pytest.importorskip("numpy")

from deerflow_memory_middleware.providers.bank_copy import BankCopies
from deerflow_memory_middleware.providers.bank_vectors import BankVectors
from deerflow_memory_middleware.providers.hindsight_recall import (
    RecallHit,
    rerank_hits,
)

#: The stand-in model's meanings: a text is near every concept one of its words names.
CONCEPTS = [{"dog", "greyhound", "pets", "pet"}, {"vegetarian", "dinner", "cook", "eat"},
            {"novel", "fiction", "books"}, {"lisbon", "city", "live"}]


class ConceptModel:
    def __init__(self) -> None:
        self.texts: list[str] = []

    def encode(self, texts: list[str]) -> Any:
        self.texts.extend(texts)
        rows = []
        for text in texts:
            words = {w.strip(".,?!:;").casefold() for w in text.split()}
            row = [1.0 if words & concept else 0.0 for concept in CONCEPTS] + [0.2]
            rows.append(np.asarray(row) / np.linalg.norm(row))
        return np.stack(rows)


def _row(i: int, text: str) -> dict[str, object]:
    return {"id": f"m{i}", "text": text, "document_id": f"doc-{i}", "fact_type": "world",
            "mentioned_at": "2026-03-15T10:00:00+00:00", "state": "valid"}


class FakeClient:
    """``client.memory.list_memories`` over fixed rows, newest first, in pages."""

    def __init__(self, rows: list[dict[str, object]]) -> None:
        async def list_memories(bank_id: str, *, limit: int, offset: int,
                                _request_timeout: float) -> Any:
            return SimpleNamespace(items=rows[offset:offset + limit], total=len(rows))

        self.memory = SimpleNamespace(list_memories=list_memories)


FILLER = [f"Note {i}: the quarterly report number {i} is due on Friday." for i in range(100)]
NOTES = ["Has two kids and a greyhound named Comet.", "Vegetarian; allergic to peanuts.",
         "Likes science fiction, especially Le Guin."]


def _copied(rows: list[dict[str, object]], vectors: BankVectors | None,
            max_whole: int = 100) -> BankCopies:
    copies = BankCopies(600, max_whole=max_whole, max_local=1000, vectors=vectors)
    asyncio.run(copies.refresh(FakeClient(rows), "user-bank", label="user", whole=True,
                               ledger=lambda: frozenset(), timeout=5))
    return copies


def test_vectors_are_cached_by_text_and_the_model_is_warmed_once():
    model = ConceptModel()
    vectors = BankVectors(lambda: model)
    first = vectors.embed(["a greyhound", "dinner"])
    assert first is not None and first.shape == (2, 5)
    again = vectors.embed(["dinner", "a greyhound", "novel"])
    assert again is not None and np.allclose(again[1], first[0])
    assert model.texts == ["warm up", "a greyhound", "dinner", "novel"]
    assert vectors.embedded == 3
    query = vectors.query("my pets")
    assert query is not None and float(query @ first[0]) > 0.9


def test_a_failing_model_leaves_vectors_off():
    def broken() -> Any:
        raise RuntimeError("no weights")

    vectors = BankVectors(broken)
    assert vectors.embed(["text"]) is None and vectors.query("text") is None


def test_a_bank_above_the_whole_limit_gives_the_best_by_meaning_and_by_words():
    rows = [_row(i, text) for i, text in enumerate(NOTES + FILLER)]
    copies = _copied(rows, BankVectors(ConceptModel), max_whole=10)
    found = copies.hits("user-bank", frozenset(), "Do I have any pets at home?")
    assert found is not None and copies.served == 1
    assert found[0].text == NOTES[0], "the paraphrase finds its note by meaning"
    assert found[0].semantic > 0.9 and all(hit.local for hit in found)
    assert len(found) <= 2 * 30 < len(rows)
    words = copies.hits("user-bank", frozenset(), "When is the quarterly report due?")
    assert words is not None and any(hit.text.startswith("Note ") for hit in words)


def test_a_small_bank_is_handed_whole_with_its_similarities():
    rows = [_row(i, text) for i, text in enumerate(NOTES)]
    copies = _copied(rows, BankVectors(ConceptModel))
    found = asyncio.run(copies.ahits("user-bank", frozenset(), "Suggest a dinner I can eat."))
    assert found is not None and len(found) == 3
    by_text = {hit.text: hit.semantic for hit in found}
    assert by_text[NOTES[1]] > 0.9 > by_text[NOTES[2]]


def test_without_a_model_a_bank_above_the_whole_limit_stays_on_the_server():
    rows = [_row(i, text) for i, text in enumerate(NOTES + FILLER)]
    copies = _copied(rows, None, max_whole=10)
    assert copies.hits("user-bank", frozenset(), "pets") is None
    small = _copied(rows[:3], None, max_whole=10).hits("user-bank", frozenset(), "pets")
    assert small is not None and [hit.semantic for hit in small] == [0.0] * 3


def test_the_rerank_credits_a_local_memory_its_similarity():
    server = RecallHit(text="User: we walked on the beach.", type="world", date="", score=0.5,
                       bank="work", semantic=0.4, keyword=0.0)
    note = RecallHit(text="Has a greyhound named Comet.", type="world", date="", score=0.0,
                     bank="user", semantic=0.5, local=True)
    unrelated = RecallHit(text="Prefers short answers.", type="world", date="", score=0.0,
                          bank="user", local=True)
    ranked = rerank_hits("Do I have pets?", [server, note, unrelated])
    assert [hit.text for hit in ranked] == [note.text, server.text, unrelated.text]
    assert ranked[-1].relevance == 0.0


def test_no_second_listing_begins_while_one_embeds_the_bank():
    rows = [_row(i, text) for i, text in enumerate(NOTES)]
    copies = BankCopies(600, vectors=BankVectors(ConceptModel))
    seen: list[bool] = []

    class SlowClient(FakeClient):
        def __init__(self) -> None:
            super().__init__(rows)
            listed = self.memory.list_memories

            async def list_memories(bank_id: str, **kwargs: Any) -> Any:
                seen.append(copies.wants_listing("user-bank", whole=True))
                return await listed(bank_id, **kwargs)

            self.memory = SimpleNamespace(list_memories=list_memories)

    assert copies.wants_listing("user-bank", whole=True)
    asyncio.run(copies.refresh(SlowClient(), "user-bank", label="user", whole=True,
                               ledger=lambda: frozenset(), timeout=5))
    assert seen == [False], "asked while its own listing ran"
    assert copies.hits("user-bank", frozenset(), "pets") is not None
