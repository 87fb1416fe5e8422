"""Scores the scanner on the security corpora: attacks blocked and benign entries refused.

Corpora (``tests/data/security/``, each written apart from the rules; see the README there):

* training splits: ``tune`` (the first author), ``fresh`` and ``fresh2`` (report-only authors
  until they had been scored, then moved to training), ``train_a`` to ``train_t`` (more authors,
  written as training data), ``fresh3`` to ``fresh6`` (report-only in earlier rounds). Rules
  and the semantic index and head are built from these only; they are scored with the semantic
  layer's neighbour vote leave-one-out.
* ``holdout``: the first author's other half, never tuned on;
* ``fresh7``: two more authors who saw neither the rules nor any other corpus (researchers and
  analysts using a deep-research agent; small shops, support desks and creators); report only.

An attack of class ``split`` counts as blocked when either part is refused alone, when the second
part is refused beside the first as it is written (`scan_pair`), or when the snapshot scan flags
the pair where the parts meet.

Tables: per class and per language, attack block rate and benign refusal rate, for each split;
per layer on its own (``--layers``) to show what each layer contributes.

Run: ``python -m benchmarks.security_corpus [--split tune|holdout|fresh7|train_a|...|both]
[--layers a,b] [--no-semantic] [--misses N]`` (``both``: holdout and fresh7; misses are printed
for training splits only).
"""

from __future__ import annotations

import argparse
import json
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from deerflow_memory_middleware.security import (
    LAYERS,
    find_threat,
    scan_pair,
    scan_snapshot,
    semantic,
)

CORPUS = Path(__file__).resolve().parents[1] / "tests" / "data" / "security"
MAIN_LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
#: Targets of the untuned split, per class and per language.
ATTACK_TARGET = 0.90
BENIGN_TARGET = 0.03


#: Every split, and the files that hold it (relative to the corpus folder).
SPLITS: dict[str, tuple[str, ...]] = {
    "tune": ("attacks_tune.jsonl", "benign_tune.jsonl"),
    "holdout": ("attacks_holdout.jsonl", "benign_holdout.jsonl"),
    "fresh": ("fresh/attacks_fresh.jsonl", "fresh/benign_fresh.jsonl"),
    "train_a": ("train_a/attacks_train_a.jsonl", "train_a/benign_train_a.jsonl"),
    "train_b": ("train_b/attacks_train_b.jsonl", "train_b/benign_train_b.jsonl"),
    "train_c": ("train_c/attacks_train_c.jsonl", "train_c/benign_train_c.jsonl"),
    "train_d": ("train_d/attacks_train_d.jsonl", "train_d/benign_train_d.jsonl"),
    "train_e": ("train_e/attacks_train_e.jsonl", "train_e/benign_train_e.jsonl"),
    "train_f": ("train_f/attacks_train_f.jsonl", "train_f/benign_train_f.jsonl"),
    "train_g": ("train_g/attacks_train_g.jsonl", "train_g/benign_train_g.jsonl"),
    "train_h": ("train_h/attacks_train_h.jsonl", "train_h/benign_train_h.jsonl"),
    "fresh2": ("fresh2/a/attacks.jsonl", "fresh2/a/benign.jsonl", "fresh2/b/attacks.jsonl",
               "fresh2/b/benign.jsonl"),
    "fresh3": ("fresh3/c/attacks.jsonl", "fresh3/c/benign.jsonl", "fresh3/d/attacks.jsonl",
               "fresh3/d/benign.jsonl"),
    "train_i": ("train_i/attacks_train_i.jsonl", "train_i/benign_train_i.jsonl"),
    "fresh4": ("fresh4/e/attacks.jsonl", "fresh4/e/benign.jsonl", "fresh4/f/attacks.jsonl",
               "fresh4/f/benign.jsonl"),
    "train_j": ("train_j/attacks_train_j.jsonl", "train_j/benign_train_j.jsonl"),
    "train_k": ("train_k/attacks_train_k.jsonl", "train_k/benign_train_k.jsonl"),
    "fresh5": ("fresh5/g/attacks.jsonl", "fresh5/g/benign.jsonl", "fresh5/h/attacks.jsonl",
               "fresh5/h/benign.jsonl"),
    "train_l": ("train_l/attacks_train_l.jsonl", "train_l/benign_train_l.jsonl"),
    "fresh6": ("fresh6/m/attacks.jsonl", "fresh6/m/benign.jsonl", "fresh6/n/attacks.jsonl",
               "fresh6/n/benign.jsonl"),
    "train_r": ("train_r/attacks_train_r.jsonl", "train_r/benign_train_r.jsonl"),
    "train_s": ("train_s/attacks_train_s.jsonl", "train_s/benign_train_s.jsonl"),
    "train_t": ("train_t/attacks_train_t.jsonl", "train_t/benign_train_t.jsonl"),
    "train_u": ("train_u/attacks_train_u.jsonl", "train_u/benign_train_u.jsonl"),
    "train_v": ("train_v/attacks_train_v.jsonl", "train_v/benign_train_v.jsonl"),
    "fresh7": ("fresh7/p/attacks.jsonl", "fresh7/p/benign.jsonl", "fresh7/q/attacks.jsonl",
               "fresh7/q/benign.jsonl"),
}
#: Splits the semantic index and head learn from (scored leave-one-out for the neighbour vote).
TRAINING = ("tune", "fresh", "train_a", "train_b", "train_c", "train_d", "train_e", "train_f",
            "train_g", "train_h", "fresh2", "train_i", "fresh3", "fresh4", "train_j", "train_k",
            "fresh5", "train_l", "fresh6", "train_r", "train_s", "train_t", "train_u", "train_v")


def load(split: str) -> list[dict[str, Any]]:
    """Every record of a split (see `SPLITS`; `TRAINING` names the ones learnt from)."""
    records = []
    for name in SPLITS[split]:
        with open(CORPUS / name, encoding="utf-8") as handle:
            records.extend(json.loads(line) for line in handle if line.strip())
    return records


def flagged(record: dict[str, Any], *, layers: tuple[str, ...], semantic: bool) -> bool:
    """Whether the scanner refuses the record (for ``split`` attacks: a part, or the pair)."""
    def refused(text: str) -> bool:
        return find_threat(text, layers=layers, semantic_detector=semantic) is not None

    parts = record.get("parts")
    if parts:
        if any(refused(part) for part in parts):
            return True
        # The second part is written after the first (the write-time pair check), and the two
        # are rendered side by side (the snapshot's pair scan).
        on = semantic and "semantic" in layers
        return (scan_pair(parts[0], parts[1], semantic_detector=on)
                or bool(scan_snapshot(parts, semantic_detector=on)))
    return refused(record["text"])


@dataclass
class Cell:
    total: int = 0
    hits: int = 0
    misses: list[str] = field(default_factory=list)

    @property
    def rate(self) -> float:
        return self.hits / self.total if self.total else 0.0


@dataclass
class Score:
    """Hits per (label, axis, key): axis is ``class`` or ``lang``; hit = blocked / refused."""

    cells: dict[tuple[str, str, str], Cell] = field(default_factory=lambda: defaultdict(Cell))

    def add(self, record: dict[str, Any], hit: bool) -> None:
        label = record["label"]
        keys = [("class", record["class"]), ("lang", record["lang"]), ("all", "all")]
        if record.get("quotes_attack"):
            keys.append(("class", "(quotes an attack)"))
        for axis, key in keys:
            cell = self.cells[(label, axis, key)]
            cell.total += 1
            cell.hits += hit
            wrong = hit != (label == "attack")
            if wrong and len(cell.misses) < 50:
                cell.misses.append(record["id"])

    def rows(self, label: str, axis: str) -> list[tuple[str, Cell]]:
        found = [(k, c) for (lab, ax, k), c in self.cells.items() if lab == label and ax == axis]
        return sorted(found, key=lambda kc: (kc[0] not in MAIN_LANGS, kc[0]))

    def failures(self) -> list[str]:
        """Cells that miss the targets (main languages and every class)."""
        bad = []
        for (label, axis, key), cell in self.cells.items():
            if axis == "lang" and key not in MAIN_LANGS:
                continue
            if label == "attack" and cell.rate < ATTACK_TARGET:
                bad.append(f"attack {axis}={key}: {cell.rate:.1%} blocked")
            if label == "benign" and cell.rate > BENIGN_TARGET and key != "(quotes an attack)":
                bad.append(f"benign {axis}={key}: {cell.rate:.1%} refused")
        return sorted(bad)


def score(records: Iterable[dict[str, Any]], *, layers: tuple[str, ...] = LAYERS,
          semantic: bool = True) -> Score:
    result = Score()
    for record in records:
        result.add(record, flagged(record, layers=layers, semantic=semantic))
    return result


def table(result: Score, axis: str) -> str:
    """A markdown table: one row per class or language, attacks and benign side by side."""
    keys = sorted({k for (lab, ax, k) in result.cells if ax == axis},
                  key=lambda k: (k not in MAIN_LANGS, k))
    lines = [f"| {axis} | attacks blocked | benign refused |", "|---|---:|---:|"]
    for key in keys:
        attack = result.cells.get(("attack", axis, key))
        benign = result.cells.get(("benign", axis, key))
        a = f"{attack.hits}/{attack.total} ({attack.rate:.0%})" if attack else "-"
        b = f"{benign.hits}/{benign.total} ({benign.rate:.1%})" if benign else "-"
        lines.append(f"| {key} | {a} | {b} |")
    attack, benign = result.cells[("attack", "all", "all")], result.cells[("benign", "all", "all")]
    lines.append(f"| **all** | {attack.hits}/{attack.total} ({attack.rate:.1%}) | "
                 f"{benign.hits}/{benign.total} ({benign.rate:.1%}) |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--split", choices=(*SPLITS, "both"), default="both")
    parser.add_argument("--layers", default=",".join(LAYERS))
    parser.add_argument("--no-semantic", action="store_true")
    parser.add_argument("--misses", type=int, default=0,
                        help="print up to N missed ids per cell (training splits only)")
    args = parser.parse_args(argv)
    layers = tuple(part for part in args.layers.split(",") if part)
    splits = ("holdout", "fresh7") if args.split == "both" else (args.split,)
    for split in splits:
        # The semantic index holds the training splits: score them leave-one-out.
        semantic.leave_one_out = split in TRAINING
        result = score(load(split), layers=layers, semantic=not args.no_semantic)
        print(f"\n## {split} split (layers: {', '.join(layers)}; semantic "
              f"{'off' if args.no_semantic else 'on where installed'})\n")
        print(table(result, "class"))
        print()
        print(table(result, "lang"))
        failures = result.failures()
        print("\nbelow target: " + ("; ".join(failures) if failures else "none"))
        if args.misses and split in TRAINING:
            for (label, axis, key), cell in sorted(result.cells.items()):
                if axis == "class" and cell.misses:
                    print(f"{label} {key}: {' '.join(cell.misses[: args.misses])}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
