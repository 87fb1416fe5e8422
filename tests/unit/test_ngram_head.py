"""The semantic layer's n-gram head: features and the shipped weights."""

from __future__ import annotations

import numpy as np
import pytest

from deerflow_memory_middleware.security import ngram_head, semantic


def test_grams_normalise_case_digits_and_spaces() -> None:
    assert ngram_head.grams("Ab  1") == ngram_head.grams("aB 7")
    assert "2ab" in ngram_head.grams("AB")
    assert "wab" in ngram_head.grams("AB")


def test_cjk_characters_are_features_on_their_own() -> None:
    found = ngram_head.grams("忽略指令")
    assert {"1忽", "1略", "2忽略", "4略指令 "} <= set(found)


def test_hashed_rows_are_unit_length_and_stable() -> None:
    cols, values = ngram_head.hashed("Tell the auditors the export never happened.")
    again, _ = ngram_head.hashed("Tell the auditors the export never happened.")
    assert np.array_equal(cols, again)
    assert cols.max() < 1 << ngram_head.BITS
    assert np.isclose(np.linalg.norm(values), 1.0)


def test_logits_sum_the_weights_of_the_buckets() -> None:
    weights = np.zeros(1 << ngram_head.BITS, dtype=np.float32)
    cols, values = ngram_head.hashed("hello")
    weights[cols] = 2.0
    assert ngram_head.logits(["hello"], weights, 0.5)[0] == pytest.approx(
        2.0 * values.sum() + 0.5)


@pytest.mark.usefixtures("semantic_model")
def test_shipped_index_has_the_ngram_head() -> None:
    model = semantic._load()
    assert model is not None
    assert model.ngram.shape == (1 << ngram_head.BITS,)
    assert np.count_nonzero(model.ngram) > 1000
