"""A surface head for the semantic layer: hashed character n-grams and a linear model.

The sentence model reads meaning; some attack families are told apart from their benign
look-alikes by surface cues it averages away (a secret's name beside "send", a half sentence
that a split attack leaves open, the words of an order to lie). A logistic regression over hashed
character 1-4 grams and whole words catches part of that, in every script: CJK, kana and Hangul
characters are meaningful one by one, so no tokenizer is needed. Measured leave-one-author-out
over the training corpora, adding it to the sentence model's scores caught 85.0 % of attacks
instead of 81.8 % with fewer benign entries refused (1.0 % instead of 1.3 %); see
``scripts/experiments/README.md``.

Features of a text: casefolded, digits mapped to ``0``, whitespace runs made one space, padded
with a space on each side; every character 1-, 2-, 3- and 4-gram and every word of two or more
characters, each hashed (CRC-32) into ``2**BITS`` buckets; counts made sublinear (``1 + log``)
and the row scaled to unit length. Numpy only; the weights come from
``scripts/build_semantic_index.py``.
"""

from __future__ import annotations

import re
import zlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # numpy comes with the optional `security` extra
    import numpy as np
    from numpy.typing import NDArray

__all__ = ["BITS", "grams", "hashed", "logits"]

#: Buckets of the hashed feature space (2**BITS).
BITS = 18
ORDERS = (1, 2, 3, 4)
_SPACE_RE = re.compile(r"\s+")
_DIGIT_RE = re.compile(r"\d")
_WORD_RE = re.compile(r"\w+")


def grams(text: str) -> list[str]:
    """The text's features before hashing: ``"<n><chars>"`` n-grams and ``"w<word>"`` words."""
    text = _SPACE_RE.sub(" ", _DIGIT_RE.sub("0", text.casefold())).strip()
    padded = f" {text} "
    found: list[str] = []
    for n in ORDERS:
        found.extend(f"{n}{padded[i:i + n]}" for i in range(len(padded) - n + 1))
    found.extend(f"w{word}" for word in _WORD_RE.findall(text) if len(word) > 1)
    return found


def hashed(text: str) -> tuple[NDArray[np.int64], NDArray[np.float64]]:
    """Bucket indices and unit-length sublinear counts of the text's features."""
    import numpy as np

    mask = (1 << BITS) - 1
    counts: dict[int, int] = {}
    for gram in grams(text):
        bucket = zlib.crc32(gram.encode()) & mask
        counts[bucket] = counts.get(bucket, 0) + 1
    cols = np.fromiter(counts.keys(), dtype=np.int64, count=len(counts))
    values = 1.0 + np.log(np.fromiter(counts.values(), dtype=np.float64, count=len(counts)))
    norm = float(np.linalg.norm(values))
    return cols, values / norm if norm else values


def logits(texts: list[str], weights: NDArray[np.float32], bias: float) -> NDArray[np.float64]:
    """The head's logit of every text (``weights``: one per bucket)."""
    import numpy as np

    out = np.empty(len(texts))
    for i, text in enumerate(texts):
        cols, values = hashed(text)
        out[i] = float(values @ weights[cols].astype(np.float64)) + bias
    return out
