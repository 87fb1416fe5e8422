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
    build.Embedder()(["a", "bbb"])
    second = _CountingModel()
    monkeypatch.setattr(build, "USE", lambda: second)
    vectors = build.Embedder()(["bbb", "ccccc", "a"])
    assert second.seen == ["ccccc"]
    assert [v[0] for v in vectors] == [3.0, 5.0, 1.0]
    # no temporary file is left beside the cache
    assert sorted(p.name for p in build.CACHE.parent.iterdir()) == ["cache.npz"]
    with np.load(build.CACHE) as data:
        assert len(data["keys"]) == 3


def test_a_save_that_fails_midway_leaves_the_old_cache_whole(build, monkeypatch) -> None:
    build.save_cache(build.CACHE, {"k1": np.ones(4, np.float32)})

    def half_written(out, **arrays) -> None:
        out.write(b"PK half a file")
        raise OSError("disk full")

    with monkeypatch.context() as patch, pytest.raises(OSError, match="disk full"):
        patch.setattr(build.np, "savez", half_written)
        build.save_cache(build.CACHE, {"k1": np.ones(4, np.float32), "k2": np.zeros(4, np.float32)})
    with np.load(build.CACHE) as data:
        assert data["keys"].tolist() == ["k1"]
    assert sorted(p.name for p in build.CACHE.parent.iterdir()) == ["cache.npz"]


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
    monkeypatch.setattr(module, "_SAVE_EVERY_PART", 3)
    yield module
    for name in ("build_gemma_head", "build_semantic_index", "mlp_train", "sparse_logistic"):
        sys.modules.pop(name, None)


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


def _key(head_build, text: str) -> str:
    return head_build.hashlib.sha256(text.encode()).hexdigest()


def _keys_in(path: Path) -> set[str]:
    with np.load(path) as data:
        return set(data["keys"].tolist())


class _Refuses(_CountingReader):
    def features(self, texts: list[str]) -> np.ndarray:
        raise AssertionError(f"computed again: {texts}")


def test_a_worker_saves_its_own_part_and_the_head_build_merges_the_parts(
        head_build, monkeypatch) -> None:
    worker = _CountingReader()
    _use_reader(monkeypatch, worker)
    head_build.features(TEXTS, part="a", reverse=True)
    assert worker.seen == TEXTS[::-1]
    assert head_build.part_path("a").exists() and not head_build.CACHE.exists()
    # a half-written file of a worker's save is never read as a part, nor removed
    partial = head_build.CACHE.with_name(f"{head_build.CACHE.stem}.part-b.k2j4x9.npz")
    partial.write_bytes(b"half")
    build = _CountingReader()
    _use_reader(monkeypatch, build)
    x = head_build.features(TEXTS)
    assert build.seen == []
    assert [row[0] for row in x] == [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]
    assert not head_build.part_path("a").exists() and partial.exists()
    assert _keys_in(head_build.CACHE) == {_key(head_build, t) for t in TEXTS}
    _use_reader(monkeypatch, _Refuses())
    assert (head_build.features(TEXTS[::-1]) == x[::-1]).all()


def test_a_worker_does_not_compute_what_another_has_saved(head_build, monkeypatch) -> None:
    save = head_build.save_cache

    def other_worker_saves() -> None:  # the reverse worker has done the last three meanwhile
        vectors = {_key(head_build, t): np.full(4, -1.0, np.float32) for t in TEXTS[3:]}
        save(head_build.part_path("b"), vectors)

    saves: list[int] = []
    monkeypatch.setattr(head_build, "save_cache", lambda path, cache: (
        saves.append(len(cache)), save(path, cache))[1])
    worker = _CountingReader(on_first=other_worker_saves)
    _use_reader(monkeypatch, worker)
    x = head_build.features(TEXTS, part="a")
    # batches of 2, saved every 3: after 4 texts (then it learns of b's three), and at the end
    assert worker.seen == TEXTS[:4]
    assert saves == [4, 4]
    assert [row[0] for row in x] == [1.0, 2.0, 3.0, 4.0, -1.0, -1.0]
    # its own file holds only what it computed
    assert _keys_in(head_build.part_path("a")) == {_key(head_build, t) for t in TEXTS[:4]}


def test_the_merge_keeps_a_part_whose_worker_still_runs(head_build, monkeypatch) -> None:
    _use_reader(monkeypatch, _CountingReader())
    head_build.features(TEXTS[:3], part="a")
    with head_build.FileLock(f"{head_build.part_path('a')}.lock"):
        head_build.features(TEXTS)
    assert head_build.part_path("a").exists()
    assert _keys_in(head_build.CACHE) == {_key(head_build, t) for t in TEXTS}


def test_the_merge_keeps_a_part_saved_again_after_it_was_read(head_build, monkeypatch) -> None:
    _use_reader(monkeypatch, _CountingReader())
    head_build.features(TEXTS[:2], part="a")

    def worker_a_saves_more() -> None:
        head_build.save_cache(head_build.part_path("a"), {"late": np.zeros(4, np.float32)})

    _use_reader(monkeypatch, _CountingReader(on_first=worker_a_saves_more))
    head_build.features(TEXTS)
    assert _keys_in(head_build.part_path("a")) == {"late"}


def test_two_workers_never_share_a_part(head_build, monkeypatch) -> None:
    _use_reader(monkeypatch, _Refuses())
    with head_build.FileLock(f"{head_build.part_path('a')}.lock"), \
            pytest.raises(head_build.Timeout):
        head_build.features(TEXTS, part="a")


def test_an_interrupted_worker_keeps_what_it_computed(head_build, monkeypatch) -> None:
    class Interrupted(_CountingReader):
        def features(self, texts: list[str]) -> np.ndarray:
            if len(self.seen) >= 2:
                raise KeyboardInterrupt
            return super().features(texts)

    _use_reader(monkeypatch, Interrupted())
    with pytest.raises(KeyboardInterrupt):
        head_build.features(TEXTS, part="a")
    assert _keys_in(head_build.part_path("a")) == {_key(head_build, t) for t in TEXTS[:2]}


@pytest.mark.parametrize(("argv", "message"), [
    (["--features-only", "--reverse"], "give it a --part of its own"),
    (["--features-only", "--part", "a b"], "letters, digits and _"),
    (["--features-only", "--part", ""], "letters, digits and _"),
    (["--features-only", "--report", "--base-oof", "x"], "drop --base-oof, --report"),
    ([], "--base-oof is needed"),
    (["--base-oof", "x", "--part", "a"], "go with --features-only"),
])
def test_the_command_line_says_what_is_wrong(head_build, monkeypatch, capsys, argv,
                                             message) -> None:
    monkeypatch.setattr(sys, "argv", ["build_gemma_head.py", *argv])
    with pytest.raises(SystemExit) as exit_:
        head_build.main()
    assert exit_.value.code == 2
    assert message in capsys.readouterr().err


@pytest.mark.parametrize("name", ["", "a.b", "../x", "a b"])
def test_a_part_is_named_by_word_characters(head_build, name) -> None:
    with pytest.raises(ValueError, match="letters, digits and _"):
        head_build.part_path(name)
