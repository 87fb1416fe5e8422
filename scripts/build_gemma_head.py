"""Builds the semantic layer's second reading: a head over a small language model's hidden states.

The first reading (``build_semantic_index.py``) scores a text with a sentence model's embedding
and its surface. This one reads the whole text (as the layer bounds it: collapsed, first 2,000
characters, 192 tokens) with Gemma 3 270M (`security.gemma`) and scores the mean of three of its
hidden layers with a small neural network (`security.mlp_head`, fitted by ``mlp_train.py``).
The network's logit, standardised on benign examples, is added to the first reading's score, and
the two thresholds (long and short texts) are chosen again for the sum, by the same rule and on
the same examples as the first reading's: out-of-fold, one fold per author, at most
``--max-benign`` of all benign examples flagged and no benign class or main language over 3 %.

The first reading's out-of-fold scores come from its own build (``build_semantic_index.py
--dump-oof FILE``, run on the same examples); they are read, not recomputed, so this stage takes
minutes rather than an hour. The file it writes names the first reading's thresholds, so a
relearnt index without a rebuilt second reading is noticed at load (the layer then scores with
the first reading alone and says why).

The features' standardisation (mean and spread of each of the 1,920 numbers over all examples,
labels unused) and their projection on the leading principal directions (``--pca``, 256) are
folded into the network's first layer, so only the network is shipped.

Run: ``python scripts/build_gemma_head.py --base-oof FILE [--report] [--sweep] [--jobs 2]``
(needs the ``security`` extra; features are cached by text hash in ``/tmp``, one file per
reading).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import multiprocessing
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np
from build_semantic_index import (
    _SWEEP,
    Example,
    dump_scores,
    examples,
    report,
    save_cache,
    thresholds,
)
from mlp_train import train as train_head

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from deerflow_memory_middleware.security import blobs, gemma_reading, semantic
from deerflow_memory_middleware.security.gemma import READER_ID
from deerflow_memory_middleware.security.mlp_head import MlpHead

# One cache per reading (weights, hidden states, token limit): features of another are not reused.
CACHE = Path(f"/tmp/deerflow_gemma_features_{hashlib.sha256(READER_ID.encode()).hexdigest()[:12]}.npz")
_BATCH = 32
# Features of a whole relearn take about 50 min on 2 cores (about 60 ms a text): the cache is
# saved every this many new texts, so an interrupted run resumes where it stopped.
_SAVE_EVERY = 4096


def features(texts: list[str]) -> np.ndarray:
    """Gemma features of ``texts``, from the on-disk cache by text hash or computed."""
    cache: dict[str, np.ndarray] = {}
    if CACHE.exists():
        with np.load(CACHE) as data:
            cache = dict(zip(data["keys"].tolist(), data["vectors"], strict=True))
    keys = [hashlib.sha256(text.encode()).hexdigest() for text in texts]
    missing = sorted({key: i for i, key in enumerate(keys) if key not in cache}.values())
    if missing:
        from deerflow_memory_middleware.security.gemma import load_reader

        reader = load_reader()
        started = time.monotonic()
        for start in range(0, len(missing), _BATCH):
            batch = missing[start:start + _BATCH]
            for i, vector in zip(batch, reader.features([texts[i] for i in batch]), strict=True):
                cache[keys[i]] = vector
            print(f"features {start + len(batch)}/{len(missing)} "
                  f"({time.monotonic() - started:.0f} s)", file=sys.stderr, flush=True)
            done = start + len(batch)
            if done % _SAVE_EVERY < _BATCH and done < len(missing):
                save_cache(CACHE, cache)
        save_cache(CACHE, cache)
    return np.stack([cache[key] for key in keys]).astype(np.float32)


def base_scores(items: list[Example], path: Path) -> np.ndarray:
    """The first reading's out-of-fold score of every example (its build's ``--dump-oof``),
    refused when the dump came from another build than the index on disk (its thresholds)."""
    known: dict[str, float] = {}
    dumped: set[tuple[bool, float]] = set()
    with path.open(encoding="utf-8") as lines:
        for line in lines:
            record = json.loads(line)
            known[record["text"]] = float(record["score"])
            if "threshold" in record:
                dumped.add((bool(record["short"]), float(record["threshold"])))
    with np.load(semantic.INDEX_PATH) as index:  # float32 there, float64 in the dump
        long_limit, short_limit = (float(value) for value in index["thresholds"])
    stale = {pair for pair in dumped
             if abs(pair[1] - (short_limit if pair[0] else long_limit)) > 1e-4}
    if stale:
        raise SystemExit(f"{path} was written by another build than {semantic.INDEX_PATH} "
                         f"(its thresholds {sorted(stale)}, the index has {long_limit} / short "
                         f"{short_limit}); pass the --dump-oof of the build that wrote the index")
    absent = [e.text[:60] for e in items if e.text not in known]
    if absent:
        raise SystemExit(f"{path}: {len(absent)} examples have no first-reading score (e.g. "
                         f"{absent[0]!r}); rebuild the index with --dump-oof on these examples")
    return np.array([known[e.text] for e in items])


def standardised(x: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``x`` standardised per column, with the column means and spreads used."""
    mean = x.mean(axis=0)
    spread = x.std(axis=0) + 1e-6
    return (x - mean) / spread, mean, spread


def projection(z: np.ndarray, size: int) -> np.ndarray | None:
    """The ``size`` leading principal directions of ``z`` (None: ``size`` 0, no projection)."""
    if not size:
        return None
    _, _, directions = np.linalg.svd(z[::4], full_matrices=False)
    return np.ascontiguousarray(directions[:size].T)


def folded(head: MlpHead, mean: np.ndarray, spread: np.ndarray,
           project: np.ndarray | None) -> MlpHead:
    """``head`` rewritten to read raw features: the standardisation (and projection) move into
    its first layer."""
    w1 = head.w1 if project is None else np.einsum("dk,ckh->cdh", project, head.w1)
    w1 = w1 / spread[None, :, None]
    b1 = head.b1 - np.einsum("d,cdh->ch", mean, w1)
    return MlpHead(w1=w1.astype(np.float32), b1=b1.astype(np.float32), w2=head.w2, b2=head.b2)


_JOB: list[tuple[np.ndarray, np.ndarray, np.ndarray]] = []


def _adopt(job: tuple[np.ndarray, np.ndarray, np.ndarray]) -> None:
    _JOB.append(job)


def _score_fold(f: int) -> tuple[np.ndarray, np.ndarray]:
    z, y, fold = _JOB[0]
    test = fold == f
    return test, train_head(z[~test], y[~test]).logits(z[test])


def out_of_fold(items: list[Example], z: np.ndarray, y: np.ndarray, *, jobs: int) -> np.ndarray:
    """Every example's logit from a head fitted without its author (one fold per source)."""
    names = sorted({e.source for e in items})
    fold = np.array([names.index(e.source) for e in items])
    logits = np.zeros(len(items))
    started = time.monotonic()
    context = multiprocessing.get_context("fork")
    with ProcessPoolExecutor(max_workers=jobs, mp_context=context, initializer=_adopt,
                             initargs=((z, y, fold),)) as pool:
        for done, (test, part) in enumerate(pool.map(_score_fold, range(len(names))), start=1):
            logits[test] = part
            print(f"fold {done}/{len(names)} scored ({time.monotonic() - started:.0f} s)",
                  file=sys.stderr, flush=True)
    return logits


def _rates(best: np.ndarray, y: np.ndarray, short: np.ndarray, pair: tuple[float, float]) -> str:
    hit = best > np.where(short, pair[1], pair[0])
    return (f"thresholds {pair[0]:.2f} / short {pair[1]:.2f}; out-of-fold {np.mean(hit[y]):.1%} "
            f"of attacks, {np.mean(hit[~y]):.2%} of benign flagged")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--base-oof", type=Path, required=True,
                        help="the first reading's out-of-fold scores (build_semantic_index.py "
                             "--dump-oof FILE)")
    parser.add_argument("--max-benign", type=float, default=0.01,
                        help="share of all benign examples flagged out-of-fold")
    parser.add_argument("--report", action="store_true", help="print out-of-fold rates")
    parser.add_argument("--sweep", action="store_true",
                        help="also print the rates of other --max-benign values, with and "
                             "without the second reading")
    parser.add_argument("--jobs", type=int, default=1, help="folds fitted at once")
    parser.add_argument("--pca", type=int, default=256,
                        help="project the standardised features on this many principal "
                             "directions before the head (0: none; the shipped head: 256)")
    parser.add_argument("--dump-oof", type=Path,
                        help="write every example's out-of-fold score of both readings and its "
                             "threshold to this JSONL file (scripts/choose_margins.py reads it)")
    parser.add_argument("--dry-run", action="store_true", help="measure only; write nothing")
    args = parser.parse_args()
    items = examples()
    y = np.array([e.attack for e in items])
    base = base_scores(items, args.base_oof)
    short = np.array([semantic.is_short(e.text) for e in items])
    x = features([semantic.bounded(e.text, blobs.placeholder) for e in items])
    z, mean, spread = standardised(x)
    project = projection(z, args.pca)
    if project is not None:
        z = z @ project
    logits = out_of_fold(items, z, y, jobs=args.jobs)
    scored = np.isfinite(base)
    benign = scored & ~y
    norm = np.array([logits[benign].mean(), logits[benign].std()])
    best = base + (logits - norm[0]) / norm[1]
    if args.sweep:
        for max_benign in _SWEEP:
            print(f"--max-benign {max_benign}: first reading "
                  f"{_rates(base, y, short, thresholds(items, short, base, max_benign))}; "
                  f"with Gemma {_rates(best, y, short, thresholds(items, short, best, max_benign))}",
                  file=sys.stderr)
    pair = thresholds(items, short, best, args.max_benign)
    flagged = best > np.where(short, pair[1], pair[0])
    if args.report:
        report(items, best, flagged)
    if args.dump_oof:
        dump_scores(args.dump_oof, items, best, short, pair)
    first = thresholds(items, short, base, args.max_benign)
    print(f"first reading: {_rates(base, y, short, first)}", file=sys.stderr)
    print(f"with Gemma:    {_rates(best, y, short, pair)}", file=sys.stderr)
    if args.dry_run:
        return 0
    fitted = train_head(z, y)
    head = folded(fitted, mean, spread, project)
    if not np.allclose(head.logits(x[:64]), fitted.logits(z[:64]), rtol=1e-3, atol=1e-3):
        raise SystemExit("the folded head does not reproduce the fitted one")
    with np.load(semantic.INDEX_PATH) as index:
        base_thresholds = index["thresholds"].astype(np.float32)
    gemma_reading.PATH.parent.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(
        gemma_reading.PATH, head_w1=head.w1, head_b1=head.b1, head_w2=head.w2,
        head_b2=head.b2, norm=norm.astype(np.float32),
        thresholds=np.array(pair, dtype=np.float32), base_thresholds=base_thresholds,
        reader_id=np.array(READER_ID), fed=np.array(blobs.CURRENT))
    print(f"{gemma_reading.PATH}: {len(items)} examples, {_rates(best, y, short, pair)}",
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
