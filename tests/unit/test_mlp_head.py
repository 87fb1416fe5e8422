"""The semantic layer's neural head: shapes, averaging of its copies, the shipped weights."""

from __future__ import annotations

import numpy as np
import pytest

from deerflow_memory_middleware.security import semantic
from deerflow_memory_middleware.security.mlp_head import MlpHead


def _head(copies: int = 2, dims: int = 4, hidden: int = 3) -> MlpHead:
    rng = np.random.default_rng(7)
    return MlpHead(w1=rng.normal(size=(copies, dims, hidden)).astype(np.float32),
                   b1=rng.normal(size=(copies, hidden)).astype(np.float32),
                   w2=rng.normal(size=(copies, hidden)).astype(np.float32),
                   b2=rng.normal(size=(copies,)).astype(np.float32))


def test_logits_are_the_mean_of_the_copies() -> None:
    head = _head()
    x = np.random.default_rng(1).normal(size=(5, 4)).astype(np.float32)
    by_hand = np.mean([np.maximum(x @ head.w1[c] + head.b1[c], 0) @ head.w2[c] + head.b2[c]
                       for c in range(2)], axis=0)
    assert head.logits(x).shape == (5,)
    np.testing.assert_allclose(head.logits(x), by_hand, rtol=1e-5)


def test_disagreeing_shapes_are_not_well_formed() -> None:
    head = _head()
    assert head.well_formed() and head.dimensions == 4
    broken = MlpHead(w1=head.w1, b1=head.b1[:1], w2=head.w2, b2=head.b2)
    assert not broken.well_formed()


def test_the_shipped_index_carries_a_neural_head() -> None:
    if not semantic.available():
        pytest.fail("install the 'security' extra (make install does)")
    model = semantic._load()
    assert model is not None and model.head.well_formed()
    assert model.head.dimensions == model.attacks.shape[1]
