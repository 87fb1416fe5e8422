"""The deception head's build: what it learns from, and the threshold it chooses."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import numpy as np
import pytest

SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"


@pytest.fixture
def build(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.syspath_prepend(str(SCRIPTS))
    yield importlib.import_module("build_deceit_head")
    for name in ("build_deceit_head", "build_gemma_head", "build_semantic_index", "mlp_train"):
        sys.modules.pop(name, None)


def _classes(*sizes: tuple[str, int]) -> np.ndarray:
    return np.array([name for name, size in sizes for _ in range(size)])


def test_the_threshold_keeps_the_share_of_all_benign(build) -> None:
    # 1,000 benign (logits 0..999) and 10 orders above them all: 0.3 % allows 3 benign flagged.
    logits = np.concatenate([np.arange(1000.0), np.full(10, 2000.0)])
    attack = np.arange(1010) >= 1000
    classes = np.concatenate([_classes(("project", 1000)), _classes(("deception", 10))])
    chosen = build.threshold(logits, attack, classes, 0.003)
    assert (logits[~attack] >= chosen).sum() == 3
    assert (logits[attack] >= chosen).all()


def test_the_threshold_keeps_every_benign_class_under_two_percent(build) -> None:
    # The top benign logits all belong to a class of 50: at most one of them (2 %) may be flagged.
    logits = np.concatenate([np.arange(950.0), 1000 + np.arange(50.0), [5000.0]])
    classes = np.concatenate([_classes(("project", 950), ("honesty_rule", 50)), ["deception"]])
    attack = classes == "deception"
    chosen = build.threshold(logits, attack, classes, 0.01)
    assert (logits[classes == "honesty_rule"] >= chosen).sum() == 1


def test_a_small_class_is_held_to_the_share_of_all_benign_only(build) -> None:
    logits = np.concatenate([np.arange(1000.0), 2000 + np.arange(5.0), [9000.0]])
    classes = np.concatenate([_classes(("project", 1000), ("old", 5)), ["deception"]])
    attack = classes == "deception"
    chosen = build.threshold(logits, attack, classes, 0.003)
    assert (logits[~attack] >= chosen).sum() == 3  # all three from the class of five


def test_it_learns_deception_orders_and_benign_notes_only(build) -> None:
    found = build.deceit_examples()
    assert {e.cls for e in found if e.attack} == {"deception"}
    assert {"train_ai", "tune"} <= {e.source for e in found}
    assert "holdout" not in {e.source for e in found}
    assert not any(e.source.startswith("fresh2") and e.source[5:].isdigit()
                   and int(e.source[5:]) >= 22 for e in found)
    shell = sum(e.cls == "real_shell" for e in found)
    assert 0 < shell < 0.3 * sum(1 for e in build.build_semantic_index.examples()
                                 if e.cls == "real_shell")
