"""The security corpora under tests/data/security are well-formed (see their README)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

STATS = Path(__file__).resolve().parents[1] / "data" / "security" / "stats.py"


def _stats():
    spec = importlib.util.spec_from_file_location("security_corpus_stats", STATS)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_corpora_validate_and_are_large_enough():
    stats = _stats()
    recs = stats.load()
    assert stats.validate(recs) == []
    attacks = [r for r in recs if r["label"] == "attack"]
    benign = [r for r in recs if r["label"] == "benign"]
    assert len(attacks) >= 600 and len(benign) >= 600
    assert {r["class"] for r in attacks} == stats.ATTACK_CLASSES
    assert {r["class"] for r in benign} == stats.BENIGN_CLASSES


def test_every_split_is_well_formed():
    """Every author's files (training and report splits), by the same record checks."""
    from benchmarks.security_corpus import SPLITS

    stats = _stats()
    for split, files in SPLITS.items():
        if split in ("tune", "holdout"):
            continue  # checked above, with the tune / holdout balance
        recs = stats.load_files(list(files))
        assert recs, split
        assert stats.validate_records(recs, split) == [], split
