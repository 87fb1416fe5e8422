"""The scanner against the security corpora written apart from its rules.

- ``tune``: one of the training splits the rules and the semantic index and head were built
  from (scored leave-one-out for the neighbour vote); every cell must meet the targets.
- ``holdout``: the tune author's other half, never looked at while writing rules; it must meet
  the targets overall and in every class and main language except the cells listed below, which
  must not fall under the figures last measured.
- ``fresh7``: two more authors who saw no rule and no other corpus (report only); its overall
  rates must stay at or above the figures measured when it was last scored (`FRESH7_FLOOR`), its
  cells are recorded, not asserted (several are below target and must never be tuned towards).

- ``tldr``: 3,289 command examples of tldr-pages (8 languages), benign shell notes nobody here
  wrote: the rule layer alone and the whole scanner must refuse no more of them than when last
  measured (`TLDR_REFUSED`).
- ``dotfiles``: 3,293 lines of four public dotfiles repositories, benign shell lines nobody here
  wrote: the same, against `DOTFILES_REFUSED`.

Per class and per language tables go to ``bench-results/reliability-security-corpora.json`` and
docs/RELIABILITY.md.
"""

from __future__ import annotations

import json

from benchmarks.security_corpus import (
    ATTACK_TARGET,
    BENIGN_TARGET,
    CORPUS,
    TRAINING,
    load,
    score,
    table,
)
from deerflow_memory_middleware.security import find_threat, semantic

from ._figures import record

# Holdout cells below target at the last measurement (docs/RELIABILITY.md), with the rate measured
# then as a floor. A cell that reaches its target leaves this table (the test gets stricter); a
# new cell here is a regression.
HOLDOUT_BELOW_TARGET: dict[tuple[str, str, str], float] = {
    # 30 of 34 once the index also learnt the benign look-alikes of five more authors; 31 with the
    # seventh round's neural head and authors.
    ("attack", "class", "deception"): 31 / 34,
    # Both fell under target in the seventh round (the threshold rose from 5.65 to 5.80 when the
    # index learnt 203 more notes about attacks, whose refusals cap it): recorded, not tuned.
    ("attack", "class", "override"): 62 / 69,
    ("attack", "class", "role_hijack"): 37 / 42,
}

# fresh7's overall rates when it was last scored (docs/RELIABILITY.md): attacks blocked at least,
# benign refused at most.
FRESH7_FLOOR = {"attack": 451 / 548, "benign": 7 / 503}


# tldr-pages sample: entries refused by the rule layer alone, and by the whole scanner, when last
# measured (docs/RELIABILITY.md).
TLDR_REFUSED = {"rules": 5, "all": 29}
TLDR = CORPUS / "tldr" / "entries.jsonl"
# The same for the real-dotfiles sample.
DOTFILES_REFUSED = {"rules": 1, "all": 16}
DOTFILES = CORPUS / "dotfiles" / "entries.jsonl"


def _refused(path) -> dict[str, int]:
    records = [json.loads(line) for line in path.read_text("utf-8").splitlines() if line]
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
    tune, holdout, fresh7 = _figures("tune"), _figures("holdout"), _figures("fresh7")
    record("security-corpora", {
        "semantic_installed": semantic.available(),
        "tune": {k: v for k, v in tune.items() if k != "result"},
        "holdout": {k: v for k, v in holdout.items() if k != "result"},
        "fresh7": {k: v for k, v in fresh7.items() if k != "result"},
        "tldr": (tldr := _refused(TLDR)),
        "dotfiles": (dotfiles := _refused(DOTFILES)),
    })
    assert semantic.available(), "install the 'security' extra (make install does)"
    assert tune["below_target"] == [], tune["below_target"]
    cells = holdout["result"].cells
    assert cells[("attack", "all", "all")].rate >= ATTACK_TARGET
    assert cells[("benign", "all", "all")].rate <= BENIGN_TARGET
    below = {f.split(":")[0] for f in holdout["below_target"]}
    known = {f"{label} {axis}={key}" for label, axis, key in HOLDOUT_BELOW_TARGET}
    assert below <= known, f"holdout cells newly below target: {sorted(below - known)}"
    for cell, floor in HOLDOUT_BELOW_TARGET.items():
        assert cells[cell].rate >= floor - 1e-9, f"{cell}: {cells[cell].rate:.1%} < {floor:.1%}"
    # fresh7 (two authors who saw no rule; report only): no worse overall than when it was
    # scored; its cells are reported (docs/RELIABILITY.md), never used to write rules.
    untuned = fresh7["result"].cells
    assert untuned[("attack", "all", "all")].rate >= FRESH7_FLOOR["attack"] - 1e-9
    assert untuned[("benign", "all", "all")].rate <= FRESH7_FLOOR["benign"] + 1e-9
    # tldr (real command notes, 8 languages): no more refusals than at the last measurement.
    assert tldr["rules"] <= TLDR_REFUSED["rules"], tldr
    assert tldr["all"] <= TLDR_REFUSED["all"], tldr
    # dotfiles (real rc files, aliases, install notes): the same.
    assert dotfiles["rules"] <= DOTFILES_REFUSED["rules"], dotfiles
    assert dotfiles["all"] <= DOTFILES_REFUSED["all"], dotfiles
