"""The semantic index build's embedding cache: each text embedded once, the cache saved whole."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import numpy as np
import pytest

SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"


@pytest.fixture
def build(monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    monkeypatch.syspath_prepend(str(SCRIPTS))
    module = importlib.import_module("build_semantic_index")
    monkeypatch.setattr(module, "CACHE", tmp_path / "cache.npz")
    yield module
    sys.modules.pop("build_semantic_index", None)


class _CountingModel:
    """Stands in for the sentence model: a vector from the text's length, every call recorded."""

    def __init__(self) -> None:
        self.seen: list[str] = []

    def encode(self, texts: list[str]) -> list[list[float]]:
        self.seen.extend(texts)
        return [[float(len(text))] * 512 for text in texts]


def test_a_text_given_twice_in_one_call_is_embedded_once(build, monkeypatch) -> None:
    model = _CountingModel()
    monkeypatch.setattr(build, "USE", lambda: model)
    vectors = build.Embedder()(["ab", "c", "ab", "c", "ab"])
    assert sorted(model.seen) == ["ab", "c"]
    assert vectors.shape == (5, 512)
    assert (vectors[0] == vectors[2]).all() and vectors[1][0] == 1.0


def test_the_cache_is_saved_whole_and_read_back(build, monkeypatch) -> None:
    first = _CountingModel()
    monkeypatch.setattr(build, "USE", lambda: first)
    build.Embedder()(["one", "two"])
    second = _CountingModel()
    monkeypatch.setattr(build, "USE", lambda: second)
    vectors = build.Embedder()(["two", "three", "one"])
    assert second.seen == ["three"]
    assert [v[0] for v in vectors] == [3.0, 5.0, 3.0]
    # no temporary file is left beside the cache
    assert sorted(p.name for p in build.CACHE.parent.iterdir()) == ["cache.npz"]
    with np.load(build.CACHE) as data:
        assert len(data["keys"]) == 3
