"""Builds the second reading's deception head (`security.deceit_head`).

The head reads the same Gemma features as the second reading's own head (texts fed as that
head's file says) and is fitted on deception orders alone against benign examples: the training
splits (`TRAINING`) and ``train_ai`` (a corpus of deception orders and their honest
look-alikes); other attack classes are left out, real shell notes (tldr-pages, dotfiles) one in
four. Its threshold is chosen on out-of-fold logits (one fold per author, as the second
reading's build does): the lowest logit that flags at most ``--max-benign`` of all benign
examples and at most 2 % of any benign class of 20 or more.

Run: ``python scripts/build_deceit_head.py [--jobs 2] [--report]`` (needs the ``security``
extra; features come from the second reading's cache, see ``build_gemma_head.py``: about 36,000
texts, 25 minutes for two feature workers when the cache is cold; the folds about 10 minutes).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

import build_semantic_index
import numpy as np
from build_gemma_head import features, fit_folded, out_of_fold, projection, standardised
from build_semantic_index import Example

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from benchmarks.security_corpus import DECEIT_TRAINING as DECEIT_ONLY
from benchmarks.security_corpus import TRAINING
from deerflow_memory_middleware.security import blobs, deceit_head, gemma_reading, semantic
from deerflow_memory_middleware.security.gemma import READER_ID

#: Splits the head learns from: the index's, and the corpus written for this class.
DECEIT_TRAINING = (*TRAINING, *DECEIT_ONLY)
_REAL_SHELL_EVERY = 4
_MAX_CLASS_SHARE = 0.02
_MIN_CLASS = 20


def deceit_examples() -> list[Example]:
    """Deception orders and benign examples of `DECEIT_TRAINING` (see the module's docstring)."""
    shipped = build_semantic_index.TRAINING
    build_semantic_index.TRAINING = DECEIT_TRAINING
    try:
        found = build_semantic_index.examples()
    finally:
        build_semantic_index.TRAINING = shipped
    kept, shell = [], 0
    for example in found:
        if example.attack and example.cls != "deception":
            continue
        if example.cls == "real_shell":
            shell += 1
            if shell % _REAL_SHELL_EVERY:
                continue
        kept.append(example)
    return kept


def threshold(logits: np.ndarray, attack: np.ndarray, classes: np.ndarray,
              max_benign: float) -> float:
    """The lowest logit (from above, over benign logits) that keeps the benign limits.

    Args:
        logits: Out-of-fold logits of every example.
        attack: Which examples are deception orders.
        classes: Every example's class.
        max_benign: Share of all benign examples that may be flagged.

    Returns:
        The threshold (a logit at or above it refuses its text).
    """
    benign = ~attack
    sizes = Counter(classes[benign].tolist())
    chosen = float(np.inf)
    flagged: Counter[str] = Counter()
    for count, index in enumerate(np.argsort(-logits[benign])):
        # A threshold just above this example flags the ``count`` examples above it.
        too_many = count > max_benign * benign.sum() or any(
            sizes[cls] >= _MIN_CLASS and n > _MAX_CLASS_SHARE * sizes[cls]
            for cls, n in flagged.items())
        if too_many:
            break
        chosen = float(logits[benign][index]) + 1e-6
        flagged[str(classes[benign][index])] += 1
    return chosen


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--jobs", type=int, default=1, help="folds fitted at once")
    parser.add_argument("--max-benign", type=float, default=0.003,
                        help="share of all benign examples flagged out-of-fold")
    parser.add_argument("--report", action="store_true", help="print out-of-fold rates")
    parser.add_argument("--dry-run", action="store_true", help="write no file")
    args = parser.parse_args()
    with np.load(gemma_reading.PATH) as shipped:
        fed_as = str(shipped["fed"]) if "fed" in shipped.files else blobs.AS_WRITTEN
    feed = blobs.feed_named(fed_as)
    items = deceit_examples()
    attack = np.array([e.attack for e in items])
    classes = np.array([e.cls for e in items])
    x = features([semantic.bounded(e.text, feed) for e in items])
    z, mean, spread = standardised(x)
    project = projection(z, 256)
    z = z @ project
    logits = out_of_fold(items, z, attack, jobs=args.jobs)
    chosen = threshold(logits, attack, classes, args.max_benign)
    hit = logits >= chosen
    print(f"threshold {chosen:.3f}: out-of-fold {hit[attack].sum()}/{attack.sum()} deception "
          f"orders, {hit[~attack].sum()}/{(~attack).sum()} benign flagged", file=sys.stderr)
    if args.report:
        for cls in sorted(set(classes[~attack].tolist())):
            mask = ~attack & (classes == cls)
            print(f"  benign {cls}: {hit[mask].sum()}/{mask.sum()}", file=sys.stderr)
        sources = np.array([e.source for e in items])
        for source in sorted(set(sources[attack].tolist())):
            mask = attack & (sources == source)
            print(f"  deception {source}: {hit[mask].sum()}/{mask.sum()}", file=sys.stderr)
    if args.dry_run:
        return 0
    head = fit_folded(x, z, attack, mean, spread, project)
    np.savez_compressed(deceit_head.PATH, head_w1=head.w1, head_b1=head.b1, head_w2=head.w2,
                        head_b2=head.b2, threshold=np.float64(chosen),
                        reader_id=np.array(READER_ID), fed=np.array(fed_as))
    print(f"{deceit_head.PATH}: {len(items)} examples", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
