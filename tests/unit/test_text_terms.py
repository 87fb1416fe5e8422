"""The re-rank's script-aware terms: CJK bigrams, stop words per language, and ranking with them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from deerflow_memory_middleware.providers.hindsight_recall import (
    RecallHit,
    bm25_scores,
    is_temporal_question,
    rerank_hits,
)
from deerflow_memory_middleware.text_terms import has_cjk, term_counts, terms

CASES = json.loads((Path(__file__).parents[1] / "data" / "recall" / "rerank_cases.json")
                   .read_text(encoding="utf-8"))["cases"]


def test_chinese_is_cut_into_bigrams_not_one_word():
    assert terms("我喜欢猫") == ["我喜", "喜欢", "欢猫"]
    assert "北京" in terms("小明什么时候去的北京？")


def test_chinese_function_words_are_stop_words():
    found = terms("他们什么时候去的北京？")
    assert "什么" not in found and "他们" not in found and "时候" not in found
    assert terms("的了是") == []


def test_japanese_keeps_kanji_and_katakana_drops_particles():
    found = terms("東京で寿司を食べました")
    assert {"東京", "寿司"} <= set(found)
    assert not any(ch in "でをました" for term in found for ch in term)


def test_korean_words_and_their_bigrams():
    found = terms("서울에서 커피를")
    assert "서울" in found and "커피" in found


def test_english_stop_words_and_light_stemming():
    assert terms("What did Melanie paint in May 2023?") == ["melanie", "paint", "may", "2023"]
    assert terms("painted paintings studies")[0] == "paint"
    assert terms("studies") == ["study"]


def test_other_languages_have_stop_words():
    assert terms("¿Cuándo fue María a la playa?") == ["maría", "playa"]
    assert terms("Когда она была в Москве?") == ["москве"]


def test_mixed_scripts_and_emoji():
    found = terms("用户 Sam 在 Lisbon 工作 🐍 python3")
    assert {"sam", "lisbon", "工作", "python3"} <= set(found)
    assert has_cjk("a 猫") and not has_cjk("plain text 😀")


def test_term_counts_are_cached_and_counted():
    length, counts = term_counts("猫猫 猫猫 tea")
    assert length == 3 and counts["猫猫"] == 2 and counts["tea"] == 1


@pytest.mark.parametrize("case", CASES, ids=[f"{c['language']}-{i}" for i, c in enumerate(CASES)])
def test_lexical_ranking_finds_the_answer_in_each_language(case):
    texts = [*case["distractors"], case["answer"]]
    scores = bm25_scores(terms(case["query"]), texts)
    assert max(range(len(texts)), key=scores.__getitem__) == len(texts) - 1


@pytest.mark.parametrize("case", CASES, ids=[f"{c['language']}-{i}" for i, c in enumerate(CASES)])
def test_rerank_puts_the_answer_first_when_hindsight_ranks_it_last(case):
    # Equal semantic scores (an English-only embedding model cannot tell Chinese apart): the
    # lexical signal must decide.
    texts = [*case["distractors"], case["answer"]]
    hits = [RecallHit(text=t, type="world", date="", score=1.0 - i / 10, bank="work",
                      semantic=0.3, rank=i) for i, t in enumerate(texts)]
    assert rerank_hits(case["query"], hits)[0].text == case["answer"]


def test_temporal_questions_in_three_languages():
    assert is_temporal_question("When did Caroline go to the support group?")
    assert is_temporal_question("周子航什么时候去的扬州？")
    assert is_temporal_question("いつ大阪へ行きますか")
    assert not is_temporal_question("林晓雯的猫叫什么名字？")


def test_memory_only_the_temporal_arm_found_is_kept_for_date_questions():
    # No text signal sees a memory that Hindsight's temporal arm found by its date: for a date
    # question it gets a bonus instead of sinking to the bottom of the pool.
    date_hit = RecallHit(text="Trip booked.", type="world", date="2023-05-08", score=0.1,
                         bank="work", rank=3, other_arm=True)
    others = [RecallHit(text=f"Unrelated note {i}.", type="world", date="", score=0.5,
                        bank="work", semantic=s, rank=i) for i, s in enumerate((0.4, 0.1, 0.05))]
    dated = [h.text for h in rerank_hits("What happened on 8 May 2023?", [*others, date_hit])]
    plain = [h.text for h in rerank_hits("What happened at the office?", [*others, date_hit])]
    assert plain.index("Trip booked.") == 3
    assert dated.index("Trip booked.") < 3


def test_a_memory_of_a_local_copy_is_ranked_by_its_words():
    # A user-bank memory served from the local copy has no server scores: it is credited the
    # semantic and keyword shares its lexical share implies, so one that matches the question's
    # words ranks beside the server's best, and one that matches none ranks last.
    server = [RecallHit(text=text, type="world", date="", score=0.5, bank="work", semantic=s,
                        keyword=k, rank=i)
              for i, (text, s, k) in enumerate((("Booked the dentist for Tuesday.", 0.6, 0.0),
                                                ("The printer on floor 2 is broken.", 0.3, 0.0)))]
    local = [RecallHit(text="Allergic to peanuts and shellfish.", type="world", date="",
                       score=0.0, bank="user", rank=0, local=True),
             RecallHit(text="Prefers short answers.", type="world", date="", score=0.0,
                       bank="user", rank=1, local=True)]
    ranked = [h.text for h in rerank_hits("Is the user allergic to peanuts?", [*server, *local])]
    assert ranked[0] == "Allergic to peanuts and shellfish."
    assert ranked[-1] == "Prefers short answers."


def test_date_questions_lean_on_the_words_that_name_the_event():
    # "When did X do Y": the embedding matches any memory about X; the memory that names Y holds
    # the answer. For a date question the lexical signal weighs more (W_LEXICAL_TEMPORAL), so
    # that memory overtakes one the embedding and Hindsight's keyword arm prefer; the same pool
    # without the date cue keeps their choice.
    about_jon = RecallHit(text="Jon: I love dancing with my friends.", type="world", date="",
                          score=0.9, bank="work", semantic=0.9, keyword=1.0, rank=0)
    names_event = RecallHit(text="Jon: I went to a networking event for the store today.",
                            type="world", date="", score=0.5, bank="work", semantic=0.25, rank=1)
    other = RecallHit(text="Gina: the store opens soon.", type="world", date="", score=0.4,
                      bank="work", semantic=0.2, rank=2)
    pool = [about_jon, names_event, other]
    when = rerank_hits("When did Jon go to the networking event?", pool)
    what = rerank_hits("Did Jon go to the networking event?", pool)
    assert when[0].text == names_event.text
    assert what[0].text == about_jon.text
