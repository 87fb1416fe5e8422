"""Recall against the REAL Hindsight server: empty banks skipped and asked again after our own
write, USER.md entries not injected twice, and the token cap of the whole block in Chinese."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from deerflow_memory_middleware import MemoryMiddleware
from deerflow_memory_middleware.tokens import count_tokens
from tests.support.hindsight_testkit import hs_config

pytestmark = pytest.mark.hindsight

LINES = json.loads((Path(__file__).parents[1] / "data" / "recall" /
                    "multilingual_lines.json").read_text(encoding="utf-8"))


@pytest.fixture
def make(hindsight_url, unique_bank_prefix, tmp_path):
    made = []

    def factory(**settings):
        injection = settings.pop("injection", None)
        memory = MemoryMiddleware(
            hs_config(hindsight_url, unique_bank_prefix, injection=injection,
                      retain_async=False, **settings),
            base_dir=tmp_path / f"m{len(made)}",
        )
        made.append(memory)
        return memory

    yield factory
    for memory in made:
        memory.shutdown()


def test_an_empty_user_bank_is_skipped_until_we_write_to_it(make):
    memory = make()
    manager = memory.manager_for("bob")
    provider = manager.external
    backend = provider.backend
    banks = provider.banks()
    provider.retain_note("Bob keeps bees on his roof in Lyon.", target="memory")

    assert "bees" in manager.prefetch("Where does Bob keep bees?", thread_id="t1")
    assert backend.empty_banks.is_empty(banks["user"]), "the user bank does not exist yet"
    assert not backend.empty_banks.is_empty(banks["work"])
    skipped = backend.empty_banks.skipped
    manager.prefetch("What does Bob keep?", thread_id="t2")
    assert backend.empty_banks.skipped > skipped, "the known-empty bank was not asked"
    assert backend.status()["empty_bank_skips"] == backend.empty_banks.skipped

    provider.retain_note("Bob is allergic to bee stings, oddly.", target="user")
    assert not backend.empty_banks.is_empty(banks["user"]), "our write ended the mark"
    block = manager.prefetch("Is Bob allergic to anything?", thread_id="t3")
    assert "allergic to bee stings" in block


def test_a_bank_emptied_by_clear_is_marked_again(make):
    memory = make()
    manager = memory.manager_for("carol")
    provider = manager.external
    provider.retain_note("Carol collects vinyl records.", target="memory")
    assert "vinyl" in manager.prefetch("What does Carol collect?", thread_id="t1")
    assert provider.clear_bank("work")["success"]
    assert manager.prefetch("What does Carol collect?", thread_id="t2") == ""
    assert provider.backend.empty_banks.is_empty(provider.banks()["work"])


def test_user_md_entry_mirrored_to_the_user_bank_is_not_injected_twice(make):
    memory = make()
    manager = memory.manager_for("dana")
    entry = "Dana prefers answers in Portuguese and drinks oolong tea."
    assert manager.write(action="add", target="user", content=entry).success
    manager.external.retain_note("Dana booked a flight to Porto for the 12th.", target="memory")
    raw = manager.external.prefetch("What does Dana prefer and where is she flying?",
                                    thread_id="raw")
    assert "oolong" in raw, "the user bank returns the mirrored entry"
    snapshot = manager.system_prompt(thread_id="t")
    block = manager.prefetch("What does Dana prefer and where is she flying?", thread_id="t")
    assert "oolong" in snapshot
    assert "oolong" not in block, "already in this thread's system prompt"
    assert "Porto" in block


@pytest.mark.parametrize("budget", [60, 150, 400])
def test_chinese_recall_block_within_the_cap(make, budget):
    memory = make(injection={"max_tokens": budget})
    manager = memory.manager_for("lin")
    for index, line in enumerate(LINES["chinese"] * 4 + LINES["mixed"] + LINES["emoji"]):
        manager.external.retain_note(f"{line}（第{index}条）", target="memory")
    block = manager.prefetch("林晓雯最近在做什么设计工作？", thread_id="t")
    assert block, "something fits"
    assert count_tokens(block) <= budget
