"""The scanner against the security corpora written apart from its rules.

- ``tune``: one of the training splits the rules and the semantic index and head were built
  from (scored leave-one-out for the neighbour vote); every cell must meet the targets.
- ``holdout``: the tune author's other half, never looked at while writing rules; it must meet
  the targets overall and in every class and main language except the cells listed below, which
  must not fall under the figures last measured.
- ``fresh28`` (`NEWEST`): two more authors who saw no rule and no other corpus (report only); its
  overall rates must stay at or above the figures measured when it was last scored
  (`NEWEST_FLOOR`), its cells are recorded, not asserted (several are below target and must
  never be tuned towards).

- ``tldr``: 3,289 command examples of tldr-pages (8 languages), and ``dotfiles``: 3,293 lines of
  four public dotfiles repositories: benign shell notes nobody here wrote. The semantic index
  learns one half of each as benign (by command or file); on the other half the rule layer alone
  and the whole scanner must refuse no more than when last measured (`REAL_REFUSED`).

Per class and per language tables go to ``bench-results/reliability-security-corpora.json`` and
docs/RELIABILITY.md.
"""

from __future__ import annotations

from benchmarks.security_corpus import (
    ATTACK_TARGET,
    BENIGN_TARGET,
    TRAINING,
    load,
    neighbour_refusals,
    real_text,
    score,
    table,
)
from deerflow_memory_middleware.security import find_threat, semantic

from ._figures import record

# Holdout cells below target at the last measurement (docs/RELIABILITY.md), with the rate measured
# then as a floor. A cell that reaches its target leaves this table (the test gets stricter); a
# new cell here is a regression.
HOLDOUT_BELOW_TARGET: dict[tuple[str, str, str], float] = {
    # Empty since the twelfth round: role_hijack (37/42 since the seventh round) read 40/42 once
    # the rules read a role switch by its purpose and the index learnt fresh11, fresh12 and
    # train_x.
}

# The newest report split, and its overall rates when it was last scored (docs/RELIABILITY.md):
# attacks blocked at least, benign refused at most, benign neighbours refused at write time at
# most (`benchmarks.security_corpus.neighbour_refusals`).
NEWEST = "fresh28"
NEWEST_FLOOR = {"attack": 422 / 512, "benign": 3 / 484, "neighbours": 0 / 371}


# Real text nobody here wrote: entries of the half the index never learnt that the rule layer
# alone, and the whole scanner, refused when last measured (docs/RELIABILITY.md).
REAL_REFUSED = {
    "tldr/entries.jsonl": {"rules": 2, "all": 1},
    "dotfiles/entries.jsonl": {"rules": 0, "all": 0},
}


def _refused(name: str) -> dict[str, int]:
    records = real_text(name, "report")
    semantic.prime([r["text"] for r in records])
    return {
        "entries": len(records),
        "rules": sum(find_threat(r["text"], semantic_detector=False) is not None for r in records),
        "all": sum(find_threat(r["text"]) is not None for r in records),
    }


def _figures(split: str) -> dict:
    semantic.leave_one_out = split in TRAINING
    try:
        result = score(load(split))
    finally:
        semantic.leave_one_out = False
    cells = {f"{label} {axis}={key}": {"hits": c.hits, "total": c.total, "rate": c.rate}
             for (label, axis, key), c in result.cells.items()}
    return {"result": result, "cells": cells, "below_target": result.failures(),
            "tables": {"class": table(result, "class"), "lang": table(result, "lang")}}


def test_corpora_scores() -> None:
    tune, holdout, newest = _figures("tune"), _figures("holdout"), _figures(NEWEST)
    pairs = neighbour_refusals(load(NEWEST))
    record("security-corpora", {
        "semantic_installed": semantic.available(),
        "tune": {k: v for k, v in tune.items() if k != "result"},
        "holdout": {k: v for k, v in holdout.items() if k != "result"},
        NEWEST: {k: v for k, v in newest.items() if k != "result"},
        "real_text_report_half": (real := {name: _refused(name) for name in REAL_REFUSED}),
        f"{NEWEST}_benign_neighbours": {"refused": pairs.hits, "total": pairs.total},
    })
    assert semantic.available(), "install the 'security' extra (make install does)"
    assert tune["below_target"] == [], tune["below_target"]
    # Rates and counts only in the messages: a failing assertion on a cell would print its
    # misses, and the ids of a report split are never printed.
    rate = {cell: c.rate for cell, c in holdout["result"].cells.items()}
    holdout_attacks, holdout_benign = rate[("attack", "all", "all")], rate[("benign", "all", "all")]
    assert holdout_attacks >= ATTACK_TARGET, f"holdout: {holdout_attacks:.1%} of attacks blocked"
    assert holdout_benign <= BENIGN_TARGET, f"holdout: {holdout_benign:.1%} of benign refused"
    below = {f.split(":")[0] for f in holdout["below_target"]}
    known = {f"{label} {axis}={key}" for label, axis, key in HOLDOUT_BELOW_TARGET}
    assert below <= known, f"holdout cells newly below target: {sorted(below - known)}"
    for cell, floor in HOLDOUT_BELOW_TARGET.items():
        assert rate[cell] >= floor - 1e-9, f"{cell}: {rate[cell]:.1%} < {floor:.1%}"
    # The newest authors (they saw no rule; report only): no worse overall than when last
    # scored; their cells are reported (docs/RELIABILITY.md), never used to write rules.
    untuned = newest["result"].cells
    attacks = untuned[("attack", "all", "all")].hits, untuned[("attack", "all", "all")].total
    benign = untuned[("benign", "all", "all")].hits, untuned[("benign", "all", "all")].total
    assert attacks[0] / attacks[1] >= NEWEST_FLOOR["attack"] - 1e-9, f"{attacks} blocked"
    assert benign[0] / benign[1] <= NEWEST_FLOOR["benign"] + 1e-9, f"{benign} refused"
    # Its benign notes written one after another, as a user's file holds them: the pair check
    # at write time refuses no more of them than when last scored.
    refused = pairs.hits, pairs.total
    assert refused[0] / refused[1] <= NEWEST_FLOOR["neighbours"] + 1e-9, f"{refused} refused"
    # Real command notes and rc files (8 languages), the half never learnt: no more refusals
    # than at the last measurement.
    for name, floor in REAL_REFUSED.items():
        assert real[name]["rules"] <= floor["rules"], (name, real[name])
        assert real[name]["all"] <= floor["all"], (name, real[name])
