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


# The second reading's feature cache: workers with files of their own, merged by the head's build.


@pytest.fixture
def head_build(monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    monkeypatch.syspath_prepend(str(SCRIPTS))
    module = importlib.import_module("build_gemma_head")
    cache = tmp_path / "deerflow_gemma_features_test.npz"
    monkeypatch.setattr(module, "CACHE", cache)
    monkeypatch.setattr(module, "_PART_RE", module.re.compile(
        rf"{module.re.escape(cache.stem)}\.part-\w+\.npz"))
    monkeypatch.setattr(module, "_BATCH", 2)
    monkeypatch.setattr(module, "_SAVE_EVERY_PART", 2)
    yield module
    sys.modules.pop("build_gemma_head", None)


class _CountingReader:
    """Stands in for the Gemma reader: features from the text's length, every text recorded;
    ``on_first`` runs once, before the first batch is read (another worker saving its part)."""

    def __init__(self, on_first=None) -> None:
        self.seen: list[str] = []
        self.on_first = on_first

    def features(self, texts: list[str]) -> np.ndarray:
        if self.on_first is not None:
            self.on_first, run = None, self.on_first
            run()
        self.seen.extend(texts)
        return np.array([[float(len(text))] * 4 for text in texts], dtype=np.float32)


def _use_reader(monkeypatch: pytest.MonkeyPatch, reader: _CountingReader) -> None:
    from deerflow_memory_middleware.security import gemma

    monkeypatch.setattr(gemma, "load_reader", lambda: reader)


TEXTS = ["a", "bb", "ccc", "dddd", "eeeee", "ffffff"]


def test_a_worker_saves_its_own_part_and_the_head_build_merges_the_parts(
        head_build, monkeypatch) -> None:
    worker = _CountingReader()
    _use_reader(monkeypatch, worker)
    head_build.features(TEXTS, part="a", reverse=True)
    assert worker.seen == TEXTS[::-1]
    assert head_build.part_path("a").exists() and not head_build.CACHE.exists()
    # a half-written file of a worker's save is never read as a part
    head_build.CACHE.with_name(f"{head_build.CACHE.stem}.part-b.k2j4x9.npz").write_bytes(b"half")
    build = _CountingReader()
    _use_reader(monkeypatch, build)
    x = head_build.features(TEXTS)
    assert build.seen == []
    assert [row[0] for row in x] == [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]
    assert head_build.CACHE.exists() and not head_build.part_path("a").exists()


def test_a_worker_does_not_compute_what_another_has_saved(head_build, monkeypatch) -> None:
    def other_worker_saves() -> None:  # the reverse worker has done the last three meanwhile
        vectors = {head_build.hashlib.sha256(t.encode()).hexdigest(): np.full(4, -1.0, np.float32)
                   for t in TEXTS[3:]}
        head_build.save_cache(head_build.part_path("b"), vectors)

    worker = _CountingReader(on_first=other_worker_saves)
    _use_reader(monkeypatch, worker)
    x = head_build.features(TEXTS, part="a")
    assert worker.seen == TEXTS[:2] + TEXTS[2:3]
    assert [row[0] for row in x] == [1.0, 2.0, 3.0, -1.0, -1.0, -1.0]


@pytest.mark.parametrize("name", ["", "a.b", "../x", "a b"])
def test_a_part_is_named_by_word_characters(head_build, name) -> None:
    with pytest.raises(ValueError, match="letters, digits and _"):
        head_build.part_path(name)
