"""Proposes the scanner's two margins under the semantic threshold from out-of-fold scores.

Advisory: it prints what the rule below picks; a margin is changed in the code only after the
scanner with it has been checked on a report split (the twenty-first round's pick for the
corroboration margin, 2.6, was not shipped).

Both margins let a text scoring a little under the semantic layer's threshold be refused when
something else speaks against it:

* ``scanner._PAIR_MARGIN``: two neighbouring notes read as one text. The largest of
  `PAIR_STEPS` under which at most `PAIR_MAX_BENIGN` of the benign pairs written to look like
  split attacks (benign records with ``parts`` in the training splits, joined as the pair check
  joins them) score within the margin or above.
* ``corroboration.MARGIN``: a note with a deception cue (`corroboration.deception_cue`). The
  largest of `CUE_STEPS` under which the benign examples with a cue scoring within the margin or
  above, and under the threshold, are at most `CUE_MAX_BENIGN` of all benign examples and `CUE_MAX_CLASS` of each benign
  class; never under the first of the steps.

Scores and thresholds are the build's (``build_gemma_head.py --dump-oof FILE``: every example
scored out of fold, by a head fitted without its author, with the threshold its text takes under
that build's thresholds), so no author is judged by a model that learnt it. A dump without
thresholds (an older build's) is read against the shipped head's.

The pair estimate reads the joined text's score against its own threshold; the runtime also asks
each part for three words and a score of 1.0, and takes the stricter of the three thresholds, so
both rates here are upper bounds (fewer pairs pass the part gates).

Run: ``PYTHONPATH=.:scripts python scripts/choose_margins.py --oof FILE``
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

import numpy as np
from build_semantic_index import _neutral_hosts

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from benchmarks.security_corpus import TRAINING, load
from deerflow_memory_middleware.security import gemma_reading
from deerflow_memory_middleware.security.corroboration import deception_cue

PAIR_STEPS = (0.5, 1.0, 1.5, 2.0)
PAIR_MAX_BENIGN = 0.02
CUE_STEPS = (1.4, 1.8, 2.2, 2.6)
CUE_MAX_BENIGN = 0.0015
CUE_MAX_CLASS = 0.02


def _benign_pairs() -> set[str]:
    """The joined texts of the training splits' benign pairs, as the build's examples hold them."""
    return {_neutral_hosts(record["text"][:2000]) for split in TRAINING for record in load(split)
            if record["label"] == "benign" and record.get("parts")}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--oof", type=Path, required=True,
                        help="out-of-fold scores of both readings (build_gemma_head --dump-oof)")
    args = parser.parse_args()
    rows = [json.loads(line) for line in args.oof.open(encoding="utf-8")]
    with np.load(gemma_reading.PATH) as data:
        long_threshold, short_threshold = (float(value) for value in data["thresholds"])
    if any("threshold" not in row for row in rows):
        print(f"no thresholds in {args.oof}: read against the shipped head's "
              f"({long_threshold:.2f} / {short_threshold:.2f})", file=sys.stderr)
    under = np.array([row.get("threshold", short_threshold if row["short"] else long_threshold)
                      - row["score"] for row in rows])
    attack = np.array([row["attack"] for row in rows])

    pairs = _benign_pairs()
    benign_pair = np.array([not row["attack"] and row["text"] in pairs for row in rows])
    split = np.array([row["attack"] and row["class"] == "split" for row in rows])
    print(f"pairs: {benign_pair.sum()} benign pairs, {split.sum()} split attacks")
    pair_margin = 0.0
    for step in (0.0, *PAIR_STEPS):
        benign_rate = float(np.mean(under[benign_pair] < step))
        print(f"  margin {step}: benign pairs {benign_rate:.2%}, split attacks "
              f"{np.mean(under[split] < step):.1%}")
        if step and benign_rate <= PAIR_MAX_BENIGN:
            pair_margin = step
    print(f"pair margin: {pair_margin}")

    cue = np.array([deception_cue(row["text"]) is not None for row in rows])
    benign = ~attack
    classes = Counter(row["class"] for row in rows if not row["attack"])
    cue_margin = CUE_STEPS[0]
    for step in CUE_STEPS:
        # The runtime refuses a cue at found >= threshold - margin; over the threshold
        # (under < 0) the semantic layer refuses anyway.
        band = cue & (under <= step) & (under >= 0)
        per_class = Counter(row["class"] for row, hit in zip(rows, band & benign, strict=True)
                            if hit)
        worst = max((count / classes[name] for name, count in per_class.items()), default=0.0)
        share = float(band[benign].sum() / benign.sum())
        print(f"  cue margin {step}: benign {band[benign].sum()} ({share:.3%}; worst class "
              f"{worst:.2%}), attacks {band[attack].sum()} of {attack.sum()}")
        if share <= CUE_MAX_BENIGN and worst <= CUE_MAX_CLASS:
            cue_margin = step
    print(f"corroboration margin: {cue_margin}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
