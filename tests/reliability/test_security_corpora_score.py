"""The scanner against the security corpora written apart from its rules (both splits).

The ``tune`` split is the one the rules and the semantic index were built from (scored
leave-one-out for the semantic layer); ``holdout`` was never looked at while writing rules. Per
class and per language tables go to ``bench-results/reliability-security-corpora.json`` and
docs/RELIABILITY.md. Asserted: the tune split meets the targets in every cell, and the holdout
split meets them overall; holdout cells below target are recorded, not hidden.
"""

from __future__ import annotations

from benchmarks.security_corpus import ATTACK_TARGET, BENIGN_TARGET, load, score, table
from deerflow_memory_middleware.security import semantic

from ._figures import record


def _figures(split: str) -> dict:
    semantic.leave_one_out = split == "tune"
    try:
        result = score(load(split))
    finally:
        semantic.leave_one_out = False
    cells = {f"{label} {axis}={key}": {"hits": c.hits, "total": c.total, "rate": c.rate}
             for (label, axis, key), c in result.cells.items()}
    return {"result": result, "cells": cells, "below_target": result.failures(),
            "tables": {"class": table(result, "class"), "lang": table(result, "lang")}}


def test_corpora_scores() -> None:
    tune, holdout = _figures("tune"), _figures("holdout")
    record("security-corpora", {
        "semantic_installed": semantic.available(),
        "tune": {k: v for k, v in tune.items() if k != "result"},
        "holdout": {k: v for k, v in holdout.items() if k != "result"},
    })
    assert semantic.available(), "install the 'security' extra (make install does)"
    assert tune["below_target"] == [], tune["below_target"]
    overall = holdout["result"].cells
    assert overall[("attack", "all", "all")].rate >= ATTACK_TARGET
    assert overall[("benign", "all", "all")].rate <= BENIGN_TARGET
