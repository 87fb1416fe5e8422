"""The semantic layer's second reading: a small language model's hidden states, scored by a head.

The first reading compares a text's sentence embedding and its surface with known attacks. This
one reads the whole text with Gemma 3 270M (`security.gemma`, numpy only, weights from the
``security`` extra) and scores the mean of three of its hidden layers with a small neural network
(`mlp_head`). Its logit, standardised on benign examples, is added to the first reading's score;
the sum has its own thresholds, chosen by the index build on the same examples and by the same
rule as the first reading's. Scored leave-one-author-out on the training corpora, the language
model's hidden states separate attacks from benign look-alikes by an author never seen far
better than the sentence embedding does.

The head, its scale and the thresholds are built by ``scripts/build_gemma_head.py`` against one
build of the first reading's index; the file names that build's thresholds, and a reading built
against another index is not used (the layer scores with the first reading alone and logs why).

Set ``DEERFLOW_MEMORY_SEMANTIC_READER=off`` to score with the first reading alone (a process-wide
choice, read when the layer loads): the second reading costs one pass of the model per text
(about 0.1 s for an entry, up to 0.4 s for 2,000 characters; texts read together share passes)
and about 620 MB of memory.

Blobs (base64, hex, keys, hashes: see `blobs`) are read as one placeholder, as the head was
fitted; the head file names how its texts were given to the model, and a head of an earlier
build is given them as it was fitted.

A fault of the second reading never fails a scan: a reading that cannot load leaves the first
alone, and a text it cannot read is scored by the first reading against the first reading's
threshold (both logged).
"""

from __future__ import annotations

import logging
import math
import os
import threading
import zipfile
import zlib
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from . import blobs, deceit_head
from .deceit_head import DeceitHead
from .mlp_head import MlpHead

if TYPE_CHECKING:  # numpy comes with the optional `security` extra
    import numpy as np
    from numpy.typing import NDArray

logger = logging.getLogger(__name__)

__all__ = ["PATH", "Reading", "load"]

PATH = Path(__file__).resolve().parent / "data" / "gemma_head.npz"
_OFF_ENV = "DEERFLOW_MEMORY_SEMANTIC_READER"
_OFF_VALUES = ("off", "0", "false", "no", "none", "disabled")
_ON_VALUES = ("", "on", "1", "true", "yes")

class _Reader(Protocol):
    """The language model's feature reader (`security.gemma.GemmaReader`)."""

    def features(self, texts: list[str]) -> NDArray[np.float32]: ...


#: Terms remembered per loaded reading: a write scores its entry several times (alone, beside a
#: neighbour, for a second opinion) and a render re-reads the same entries.
_REMEMBERED = 4096


@dataclass(frozen=True, eq=False)
class Reading:
    """The loaded model, its head and the thresholds of the summed score.

    Attributes:
        reader: Gemma's feature reader.
        head: The network over the reader's features (standardisation folded in).
        norm: Mean and spread of the head's logit on benign examples.
        thresholds: Thresholds of the first reading's score plus this one's: texts of
            ``semantic.SHORT_CHARS`` or more, shorter.
        base_thresholds: The first reading's own thresholds (for a text this one cannot read).
        feed: How a text is given to the model, as the head was fitted (one of
            `blobs.FEEDS`); the caller gives `terms` texts fed so (``semantic.bounded``).
        deceit: The deception head over the same features (`deceit_head`), None without it.
    """

    reader: _Reader
    head: MlpHead
    norm: tuple[float, float]
    thresholds: tuple[float, float]
    base_thresholds: tuple[float, float]
    feed: Callable[[str], str]
    deceit: DeceitHead | None = None

    # Per text: the standardised logit and the deception head's logit (NaN without that head).
    _remembered: OrderedDict[str, tuple[float, float]] = field(default_factory=OrderedDict,
                                                               repr=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def term(self, text: str) -> float:
        """The standardised logit of ``text`` (already fed by `feed` and bounded as the layer
        bounds it)."""
        return self.terms([text])[0]

    def stand_in(self, short: bool) -> float:
        """What to add to the first reading's score of a text this reading could not read, so
        that the summed threshold compares it as the first reading's own threshold would."""
        which = 1 if short else 0
        return self.thresholds[which] - self.base_thresholds[which]

    def forget(self) -> None:
        """Drops every remembered term."""
        with self._lock:
            self._remembered.clear()

    def unknown(self, texts: list[str]) -> list[str]:
        """Those of ``texts`` (once each) whose term is not remembered."""
        with self._lock:
            return list(dict.fromkeys(text for text in texts if text not in self._remembered))

    def terms(self, texts: list[str]) -> list[float]:
        """The standardised logits of ``texts``, those not remembered read in one batch (the
        model packs short texts into one pass, several times cheaper than one pass each)."""
        return [term for term, _ in self._read(texts)]

    def deceit_logit(self, text: str) -> float:
        """The deception head's logit of ``text`` (fed and bounded as for `term`), read in the
        same pass as its term; NaN without that head or when it failed on the text."""
        return self._read([text])[0][1]

    def _read(self, texts: list[str]) -> list[tuple[float, float]]:
        with self._lock:
            known = {text: self._remembered[text] for text in texts if text in self._remembered}
        missing = list(dict.fromkeys(text for text in texts if text not in known))
        if missing:
            features = self.reader.features(missing)
            logits = self.head.logits(features)
            deceits = self._deceits(features, len(missing))
            found = {text: ((float(logit) - self.norm[0]) / self.norm[1], float(deceit))
                     for text, logit, deceit in zip(missing, logits, deceits, strict=True)}
            known.update(found)
            with self._lock:
                self._remembered.update(found)
                while len(self._remembered) > _REMEMBERED:
                    self._remembered.popitem(last=False)
        return [known[text] for text in texts]

    def _deceits(self, features: NDArray[np.float32], count: int) -> list[float]:
        """The deception head's logits of ``features`` (NaN without the head, or when it fails:
        logged, and the main head's logits stand)."""
        if self.deceit is None:
            return [math.nan] * count
        try:
            return [float(logit) for logit in self.deceit.head.logits(features)]
        except Exception as exc:  # noqa: BLE001 - the optional head must never fail a scan
            logger.error("Semantic layer: the deception head failed on %d texts (%s: %s); they "
                         "are not refused by it", count, type(exc).__name__, exc)
            return [math.nan] * count


def load(base_thresholds: tuple[float, float]) -> Reading | None:
    """The second reading, or None (switched off, not installed, or unusable: logged).

    Args:
        base_thresholds: The first reading's shipped thresholds; a head built against another
            index is not used.
    """
    setting = os.environ.get(_OFF_ENV, "").strip().lower()
    if setting in _OFF_VALUES:
        logger.info("Semantic layer: second reading (Gemma) off by %s.", _OFF_ENV)
        return None
    if setting not in _ON_VALUES:
        logger.warning("Semantic layer: %s=%r is not understood (off: one of %s); the second "
                       "reading stays on.", _OFF_ENV, setting, ", ".join(_OFF_VALUES))
    try:
        import numpy as np

        from .gemma import READER_ID, load_reader
    except ImportError as exc:
        logger.info("Semantic layer: second reading (Gemma) not installed (%s); pip install "
                    "'deerflow-memory-middleware[security]'.", exc)
        return None
    try:
        with np.load(PATH) as data:
            head = MlpHead.from_arrays(data)
            norm = [float(value) for value in data["norm"]]
            thresholds = [float(value) for value in data["thresholds"]]
            built_for = [float(value) for value in data["base_thresholds"]]
            reads = str(data["reader_id"])
            fed_as = str(data["fed"]) if "fed" in data.files else None
        if len(norm) != 2 or len(thresholds) != 2:
            raise ValueError("norm or thresholds of the wrong shape")
        if not np.isfinite([*norm, *thresholds]).all() or norm[1] <= 0:
            raise ValueError("a scale or threshold is not a finite number")
    except (OSError, KeyError, ValueError, IndexError, EOFError, zipfile.BadZipFile,
            zlib.error) as exc:
        logger.error("Semantic layer: second reading off, %s unusable: %s (rebuild it with "
                     "scripts/build_gemma_head.py)", PATH, exc)
        return None
    if reads != READER_ID:
        logger.error("Semantic layer: second reading off, %s was fitted on features of another "
                     "reading (%s, this one is %s); rebuild it with scripts/build_gemma_head.py",
                     PATH, reads, READER_ID)
        return None
    try:
        feed = blobs.feed_named(fed_as)
    except ValueError as exc:
        logger.error("Semantic layer: second reading off, %s %s, or rebuild it with "
                     "scripts/build_gemma_head.py", PATH, exc)
        return None
    if not np.allclose(built_for, base_thresholds, atol=1e-4):
        logger.error("Semantic layer: second reading off, %s was built for another index "
                     "(thresholds %s, the index has %s); rebuild it with "
                     "scripts/build_gemma_head.py", PATH, built_for, list(base_thresholds))
        return None
    try:
        reader = load_reader()
    except Exception as exc:  # noqa: BLE001 - an optional layer's fault must never fail a scan
        logger.error("Semantic layer: second reading off, the Gemma weights cannot be read "
                     "(%s: %s); reinstall the 'security' extra", type(exc).__name__, exc)
        return None
    gives = reader.features([]).shape[1]
    if head.dimensions != gives:
        logger.error("Semantic layer: second reading off, %s reads %d features, the model gives "
                     "%d (rebuild it with scripts/build_gemma_head.py)", PATH, head.dimensions,
                     gives)
        return None
    try:
        deceit = deceit_head.load(reader_id=READER_ID, fed=fed_as or blobs.AS_WRITTEN,
                                  dimensions=gives)
    except Exception as exc:  # noqa: BLE001 - an optional head's fault must never fail a scan
        logger.error("Semantic layer: deception head off, it cannot be read (%s: %s); rebuild it "
                     "with scripts/build_deceit_head.py", type(exc).__name__, exc)
        deceit = None
    return Reading(reader=reader, head=head, norm=(norm[0], norm[1]),
                   thresholds=(thresholds[0], thresholds[1]),
                   base_thresholds=(base_thresholds[0], base_thresholds[1]),
                   feed=feed, deceit=deceit)
