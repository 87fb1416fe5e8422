"""Recall against the REAL Hindsight server: empty banks and user banks of mere USER.md mirrors
skipped and asked again after a note lands there (ours or another worker's), USER.md entries not
injected twice, and the token cap of the whole block in Chinese."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from deerflow_memory_middleware import MemoryMiddleware
from deerflow_memory_middleware.tokens import count_tokens
from tests.support.hindsight_plugin import wait_until
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


def test_a_user_bank_of_mirrors_only_is_skipped_until_a_note_lands_there(make):
    memory = make()
    manager = memory.manager_for("erin")
    provider = manager.external
    ledger = provider.backend.bank_ledger
    user_bank = provider.banks()["user"]
    for entry in ("Erin is a marine biologist in Brest.", "Erin prefers metric units."):
        assert manager.write(action="add", target="user", content=entry).success
    provider.retain_note("Erin's survey boat is called Nautilus.", target="memory")

    assert "Nautilus" in manager.prefetch("What is Erin's boat called?", thread_id="t1")
    assert wait_until(lambda: ledger.mirrors_only(user_bank) is True), \
        "the first recall had the bank listed (in the background)"
    skips = ledger.skipped
    assert "Nautilus" in manager.prefetch("Which boat does Erin use?", thread_id="t2")
    assert ledger.skipped == skips + 1, "the user bank of mirrors was not asked"
    assert provider.backend.status()["mirror_only_bank_skips"] == ledger.skipped
    found = provider.search("Where does Erin work?", bank="user")
    assert any("marine biologist" in hit["text"] for hit in found), "search still reads it"

    provider.retain_note("Erin is allergic to shellfish.", target="user")
    assert ledger.mirrors_only(user_bank) is False, "our note ended the skip at once"
    assert "shellfish" in manager.prefetch("Is Erin allergic to anything?", thread_id="t3")
    assert ledger.skipped == skips + 1


def test_another_process_note_in_the_user_bank_is_seen_through_base_dir(hindsight_url,
                                                                       unique_bank_prefix,
                                                                       tmp_path):
    config = hs_config(hindsight_url, unique_bank_prefix, retain_async=False)
    first = MemoryMiddleware(config, base_dir=tmp_path)
    second = MemoryMiddleware(config, base_dir=tmp_path)  # another worker, same base_dir
    try:
        manager = first.manager_for("finn")
        assert manager.write(action="add", target="user", content="Finn lives in Oslo.").success
        manager.external.retain_note("Finn restores old bicycles.", target="memory")
        manager.prefetch("What does Finn restore?", thread_id="t1")
        user_bank = manager.external.banks()["user"]
        ledger = manager.external.backend.bank_ledger
        assert wait_until(lambda: ledger.mirrors_only(user_bank) is True)

        other = second.manager_for("finn").external
        assert other.backend is not manager.external.backend
        other.retain_note("Finn's cat is named Loki.", target="user")
        block = manager.prefetch("What is the name of Finn's cat?", thread_id="t2")
        assert "Loki" in block, "the other worker's note is recalled at once"
    finally:
        first.shutdown()
        second.shutdown()


def test_a_small_user_bank_of_notes_is_recalled_from_its_local_copy(make):
    memory = make()
    manager = memory.manager_for("gia")
    provider = manager.external
    backend = provider.backend
    copies, ledger = backend.bank_copies, backend.bank_ledger
    user_bank = provider.banks()["user"]
    assert manager.write(action="add", target="user", content="Gia lives in Turin.").success
    provider.retain_note("Gia is allergic to hazelnuts.", target="user")
    provider.retain_note("Gia restores old pianos.", target="memory")

    assert "pianos" in manager.prefetch("What does Gia restore?", thread_id="t1")
    assert wait_until(lambda: copies.hits(user_bank, ledger.others(user_bank)) is not None), \
        "the first recall had the user bank copied (in the background)"
    served = copies.served
    block = manager.prefetch("Is Gia allergic to hazelnuts?", thread_id="t2")
    assert copies.served == served + 1, "the user bank was ranked from its copy"
    assert "hazelnuts" in block
    assert "Turin" not in block, "mirrors stay out of the copy (the prompt carries them)"

    provider.retain_note("Gia plays the oboe in a band.", target="user")
    assert copies.hits(user_bank, ledger.others(user_bank)) is None, "our note ended the copy"
    assert "oboe" in manager.prefetch("Which instrument does Gia play?", thread_id="t3")
    assert copies.served == served + 1, "asked on the server while the copy is listed again"


def test_a_user_bank_above_the_whole_limit_is_ranked_by_meaning_from_its_copy(make):
    memory = make()
    manager = memory.manager_for("ivo")
    provider = manager.external
    copies, ledger = provider.backend.bank_copies, provider.backend.bank_ledger
    if copies.vectors is None:
        pytest.skip("the security extra's sentence model is not installed")
    copies.max_whole = 2  # three notes stand for a bank too large to hand over whole
    user_bank = provider.banks()["user"]
    for note in ("Ivo keeps a greyhound called Pixel.", "Ivo works night shifts at a bakery.",
                 "Ivo is learning the cello."):
        provider.retain_note(note, target="user")
    provider.retain_note("Ivo fixed the kitchen sink on Monday.", target="memory")

    manager.prefetch("What did Ivo fix?", thread_id="t1")
    assert wait_until(lambda: copies.hits(user_bank, ledger.others(user_bank)) is not None,
                      timeout=60), "the user bank was copied and embedded in the background"
    served = copies.served
    block = manager.prefetch("Does Ivo have any pets?", thread_id="t2")
    assert copies.served == served + 1, "ranked from the copy, not recalled on the server"
    assert "Pixel" in block, "a question sharing no word with its note finds it by meaning"


def test_the_work_bank_lexical_arm_never_brings_back_a_removed_memory(hindsight_url,
                                                                    unique_bank_prefix,
                                                                    tmp_path):
    config = hs_config(hindsight_url, unique_bank_prefix, retain_async=False)
    first = MemoryMiddleware(config, base_dir=tmp_path)
    second = MemoryMiddleware(config, base_dir=tmp_path)  # another worker, same base_dir
    try:
        manager = first.manager_for("hana")
        provider = manager.external
        copies, ledger = provider.backend.bank_copies, provider.backend.bank_ledger
        work = provider.banks()["work"]
        for entry in ("Project codename is BLUEFIN.", "Deploy window is Tuesday night."):
            assert manager.write(action="add", target="memory", content=entry).success
        provider.retain_note("Hana waters the ferns on Fridays.", target="memory")

        def arm(query):
            return [hit.text for hit in copies.arm(work, query, ledger.removal_mark(work))]

        assert "ferns" in provider.prefetch("Who waters the ferns?", thread_id="t1")
        assert wait_until(lambda: any("BLUEFIN" in t for t in arm("codename BLUEFIN"))), \
            "the first recall had the work bank copied (in the background)"
        provider.retain_note("Hana's badge number is 4471.", target="memory")
        assert any("BLUEFIN" in t for t in arm("codename BLUEFIN")), "a retain keeps the copy"
        assert "4471" in provider.prefetch("What is Hana's badge number?", thread_id="t2")
        assert wait_until(lambda: any("4471" in t for t in arm("badge number 4471"))), \
            "the newest memories were listed again after our retain"

        assert manager.write(action="remove", target="memory", old_text="BLUEFIN").success
        assert arm("codename BLUEFIN") == [], "our delete ended the copy at once"
        assert "BLUEFIN" not in provider.prefetch("What is the codename?", thread_id="t3")

        assert wait_until(lambda: any("Tuesday" in t for t in arm("deploy window Tuesday")))
        other = second.manager_for("hana")
        assert other.write(action="remove", target="memory", old_text="Deploy window").success
        assert arm("deploy window Tuesday") == [], "another worker's delete ended it too"
        assert "Deploy window" not in provider.prefetch("When is the deploy window?",
                                                        thread_id="t4")
    finally:
        first.shutdown()
        second.shutdown()


@pytest.mark.parametrize("budget", [60, 150, 400])
def test_chinese_recall_block_within_the_cap(make, budget):
    memory = make(injection={"max_tokens": budget})
    manager = memory.manager_for("lin")
    for index, line in enumerate(LINES["chinese"] * 4 + LINES["mixed"] + LINES["emoji"]):
        manager.external.retain_note(f"{line}（第{index}条）", target="memory")
    block = manager.prefetch("林晓雯最近在做什么设计工作？", thread_id="t")
    assert block, "something fits"
    assert count_tokens(block) <= budget
