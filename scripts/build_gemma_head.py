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

A whole relearn takes about 2.5 hours of both cores of a 2-core machine, most of it the
first reading's embeddings and author folds and these features. The features need nothing from
the first reading, so start them at once beside it, then a second worker when it is done::

    OMP_NUM_THREADS=1 python scripts/build_semantic_index.py --report --jobs 2 --dump-oof OOF &
    OMP_NUM_THREADS=1 python scripts/build_gemma_head.py --features-only --part a &
    # when the first reading's build has finished:
    OMP_NUM_THREADS=1 python scripts/build_gemma_head.py --features-only --part b --reverse &
    # when both workers have finished (merges their files into the cache):
    python scripts/build_gemma_head.py --base-oof OOF --report --jobs 2
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import multiprocessing
import re
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
    load_cache,
    report,
    save_cache,
    thresholds,
)
from filelock import FileLock, Timeout
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
# A worker's own file (`features` with ``part``) is saved more often: each save is also when it
# learns what the other workers have done, so they overlap by at most this many texts.
_SAVE_EVERY_PART = 1024
# Parts by name only: a part's temporary file (``<part>.<random>.npz``) is never read.
_PART_RE = re.compile(rf"{re.escape(CACHE.stem)}\.part-\w+\.npz")


def part_path(name: str) -> Path:
    """The cache file of the feature worker called ``name``."""
    if not re.fullmatch(r"\w+", name):
        raise ValueError(f"a part is named by letters, digits and _ only: {name!r}")
    return CACHE.with_name(f"{CACHE.stem}.part-{name}.npz")


def _parts() -> list[Path]:
    return sorted(p for p in CACHE.parent.glob(f"{CACHE.stem}.part-*.npz")
                  if _PART_RE.fullmatch(p.name))


def _stamp(path: Path) -> tuple[int, int] | None:
    try:
        stat = path.stat()
    except FileNotFoundError:
        return None
    return stat.st_ino, stat.st_mtime_ns


def _cached() -> tuple[dict[str, np.ndarray], dict[Path, tuple[int, int] | None]]:
    """The main cache and every part merged, and the parts read with the stamp they had."""
    cache = load_cache(CACHE)
    read: dict[Path, tuple[int, int] | None] = {}
    for path in _parts():
        read[path] = _stamp(path)
        cache.update(load_cache(path))
    return cache, read


def _saved_by_others(own: Path) -> dict[str, np.ndarray]:
    """What the other workers have saved so far (the main cache does not change while workers
    run, so only their parts are read)."""
    saved: dict[str, np.ndarray] = {}
    for path in _parts():
        if path != own:
            saved.update(load_cache(path))
    return saved


def _lock(path: Path) -> FileLock:
    return FileLock(f"{path}.lock", timeout=0)


def _remove_merged(read: dict[Path, tuple[int, int] | None]) -> None:
    """Removes the parts merged into the main cache: only those unchanged since they were read
    and whose worker is gone (a live worker holds its part's lock)."""
    for path, stamp in read.items():
        try:
            with _lock(path):
                if stamp is not None and _stamp(path) == stamp:
                    path.unlink(missing_ok=True)
                else:
                    print(f"kept {path.name}: saved again since it was merged",
                          file=sys.stderr, flush=True)
        except Timeout:
            print(f"kept {path.name}: its worker is still running", file=sys.stderr, flush=True)


def features(texts: list[str], *, part: str | None = None, reverse: bool = False) -> np.ndarray:
    """Gemma features of ``texts``, from the on-disk caches by text hash or computed.

    Args:
        texts: The texts, as the layer feeds them.
        part: Save what this call computes to a file of its own (`part_path`), so that two
            processes compute one relearn's features at once (one core each: about 13 % faster
            than one process on two threads), or beside the first reading's build. Every call
            reads the main cache and all parts. None: save to the main cache, with the parts
            merged into it, then remove the parts whose workers are gone.
        reverse: Compute the missing texts from the last back, so a second worker meets the
            first in the middle.

    Returns:
        ``(len(texts), features)`` float32.

    Raises:
        ValueError: ``part`` is not a name of letters, digits and ``_``.
        filelock.Timeout: Another worker runs with the same ``part``.
    """
    own, every = (CACHE, _SAVE_EVERY) if part is None else (part_path(part), _SAVE_EVERY_PART)
    with contextlib.ExitStack() as held:
        if part is not None:
            held.enter_context(_lock(own))
        cache, read = _cached()
        mine = cache if part is None else load_cache(own)
        keys = [hashlib.sha256(text.encode()).hexdigest() for text in texts]
        saved = _compute(texts, keys, cache, mine, own, every, refresh=part is not None,
                         reverse=reverse)
    if part is None and read:
        if not saved:  # the parts' features go into the main cache before the parts go
            save_cache(CACHE, cache)
        _remove_merged(read)
    return np.stack([cache[key] for key in keys]).astype(np.float32)


def _compute(texts: list[str], keys: list[str], cache: dict[str, np.ndarray],
             mine: dict[str, np.ndarray], own: Path, every: int, *, refresh: bool,
             reverse: bool) -> bool:
    """Computes the features ``cache`` lacks (by ``keys``, the texts' hashes) into both dicts,
    saving ``mine`` to ``own`` every ``every`` texts, at the end and when interrupted;
    ``refresh``: after each save, drop what other workers have saved meanwhile. Returns whether
    anything was computed (and saved)."""
    todo = sorted({key: i for i, key in enumerate(keys) if key not in cache}.values(),
                  reverse=reverse)
    if not todo:
        return False
    from deerflow_memory_middleware.security.gemma import load_reader

    reader = load_reader()
    started, done = time.monotonic(), 0
    try:
        while todo:
            batch, todo = todo[:_BATCH], todo[_BATCH:]
            vectors = reader.features([texts[i] for i in batch])
            for i, vector in zip(batch, vectors, strict=True):
                cache[keys[i]] = mine[keys[i]] = vector
            done += len(batch)
            print(f"features {done} done, {len(todo)} left ({time.monotonic() - started:.0f} s)",
                  file=sys.stderr, flush=True)
            if done % every < len(batch) and todo:
                save_cache(own, mine)
                if refresh:  # what another worker has saved is not computed again
                    for key, vector in _saved_by_others(own).items():
                        cache.setdefault(key, vector)
                    todo = [i for i in todo if keys[i] not in cache]
    finally:  # an interrupted worker keeps what it computed
        save_cache(own, mine)
    return True


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


def fit_folded(x: np.ndarray, z: np.ndarray, y: np.ndarray, mean: np.ndarray,
               spread: np.ndarray, project: np.ndarray | None) -> MlpHead:
    """A head fitted on every example (``z``, the standardised and projected ``x``), rewritten
    to read raw features (`folded`) and checked to give the fitted head's logits."""
    fitted = train_head(z, y)
    head = folded(fitted, mean, spread, project)
    if not np.allclose(head.logits(x[:64]), fitted.logits(z[:64]), rtol=1e-3, atol=1e-3):
        raise SystemExit("the folded head does not reproduce the fitted one")
    return head


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
    parser.add_argument("--base-oof", type=Path,
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
    parser.add_argument("--features-only", action="store_true",
                        help="compute and cache the features of every example, then stop (needs "
                             "no --base-oof: run it beside build_semantic_index.py)")
    parser.add_argument("--part", help="with --features-only: this worker's own cache file, so "
                                       "two workers (one core each) can run at once")
    parser.add_argument("--reverse", action="store_true",
                        help="with --features-only: from the last example back (the second worker)")
    args = parser.parse_args()
    if args.features_only:
        measuring = [flag for flag, given in (
            ("--base-oof", args.base_oof is not None), ("--dump-oof", args.dump_oof is not None),
            ("--report", args.report), ("--sweep", args.sweep), ("--dry-run", args.dry_run))
            if given]
        if measuring:
            parser.error(f"--features-only builds nothing: drop {', '.join(measuring)}")
        if args.reverse and args.part is None:
            parser.error("--reverse is for a second worker: give it a --part of its own")
        if args.part is not None:
            try:
                part_path(args.part)
            except ValueError as exc:
                parser.error(str(exc))
        try:
            features([semantic.bounded(e.text, blobs.placeholder) for e in examples()],
                     part=args.part, reverse=args.reverse)
        except Timeout:
            parser.exit(2, f"another worker runs with --part {args.part}: give this one "
                           "another name\n")
        return 0
    if args.base_oof is None:
        parser.error("--base-oof is needed (or --features-only)")
    if args.part is not None or args.reverse:
        parser.error("--part and --reverse go with --features-only")
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
    head = fit_folded(x, z, y, mean, spread, project)
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
