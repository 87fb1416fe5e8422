"""Linear head against the neural head of the semantic layer, one fold per training author.

Every training example is scored by components fitted without its author (the build's own
out-of-fold procedure, `build_semantic_index.out_of_fold`, whose head is the neural one); a
class-balanced L2 logistic regression over the same embedding is fitted per fold beside it. Each
score is standardised on benign pieces; a text's score is its best piece. Printed: the share of
attacks of the training splits flagged when 0.5 / 1 / 2 % of their benign texts are.

Run: ``OMP_NUM_THREADS=1 PYTHONPATH=.:scripts python scripts/experiments/head_compare.py``
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from build_semantic_index import Embedder, examples, fed, out_of_fold
from common import linear_head

from deerflow_memory_middleware.security import blobs, semantic

_RATES = (0.005, 0.01, 0.02)


def main() -> None:
    items = examples()
    embed = Embedder()
    vocabulary = semantic._vocabulary(embed.model)
    x = embed(fed(items))
    y = np.array([e.attack for e in items])
    scores = out_of_fold(items, x, y, embed, vocabulary)
    pieces = [semantic._pieces(e.text, vocabulary, blobs.placeholder) for e in items]
    vectors = embed([piece for found in pieces for piece in found])
    names = sorted({e.source for e in items})
    fold = np.array([names.index(e.source) for e in items])
    linear = np.zeros(len(scores.owner))
    for f in range(int(fold.max()) + 1):
        test = fold[scores.owner] == f
        theta = linear_head(x[fold != f], y[fold != f])
        linear[test] = vectors[test].astype(np.float64) @ theta[:-1] + theta[-1]
    benign_piece = ~y[scores.owner]

    def z(part: np.ndarray) -> np.ndarray:
        return (part - part[benign_piece].mean()) / part[benign_piece].std()

    authored = np.array([e.source not in ("written", "prototypes", "old") for e in items])
    parts = {"neighbours": z(scores.neighbours), "linear": z(linear), "neural": z(scores.head),
             "ngram": z(scores.ngram)}
    for combo in (("linear",), ("neural",), ("neighbours", "linear", "ngram"),
                  ("neighbours", "neural", "ngram")):
        best = np.full(len(items), -np.inf)
        np.maximum.at(best, scores.owner, sum(parts[name] for name in combo))
        benign, attacks = best[~y & authored], best[y & authored]
        benign = benign[np.isfinite(benign)]
        cells = [f"{rate:.1%} benign: {np.mean(attacks > np.quantile(benign, 1 - rate)):.1%}"
                 for rate in _RATES]
        print(f"{' + '.join(combo)}: attacks flagged at " + ", ".join(cells))


if __name__ == "__main__":
    main()
