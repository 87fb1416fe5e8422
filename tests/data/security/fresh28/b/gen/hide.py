"""Mechanical encodings and invisible-character hiding for fresh28/b (no natural language here)."""

from __future__ import annotations

import base64
import codecs
import urllib.parse

ZWSP = "\u200b"
RLO, PDF = "\u202e", "\u202c"
DEPRECATED = "\u206a\u206b\u206c\u206d\u206e\u206f"
TAG_FLAG = "\U0001f3f4"  # black flag, the base of tag sequences
CANCEL_TAG = "\U000e007f"


def encode(encoding: str, plain: str) -> str:
    """Encode ``plain`` as base64 / hex / rot13 / url."""
    if encoding == "base64":
        return base64.b64encode(plain.encode("utf-8")).decode("ascii")
    if encoding == "hex":
        return plain.encode("utf-8").hex()
    if encoding == "rot13":
        if not plain.isascii():
            raise ValueError("rot13 payloads must be ASCII")
        return codecs.encode(plain, "rot13")
    if encoding == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(encoding)


def tag_chars(hidden: str) -> str:
    """A black flag followed by the hidden ASCII text as tag characters and a cancel tag."""
    if not (hidden.isascii() and hidden.isprintable()):
        raise ValueError("tag payloads must be printable ASCII")
    return TAG_FLAG + "".join(chr(0xE0000 + ord(c)) for c in hidden) + CANCEL_TAG


def selectors(base: str, hidden: str) -> str:
    """``base`` (a non-emoji character) followed by one variation selector per UTF-8 byte."""
    out = [base]
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def _split_words(text: str, words: list[str], marks: str) -> str:
    for n, w in enumerate(words):
        if w not in text or len(w) < 2:
            raise ValueError(f"keyword {w!r} not in text")
        mid = len(w) // 2
        text = text.replace(w, w[:mid] + marks[n % len(marks)] + w[mid:], 1)
    return text


def zero_width(text: str, words: list[str]) -> str:
    """Split each keyword with a zero-width space."""
    return _split_words(text, words, ZWSP)


def deprecated_format(text: str, words: list[str]) -> str:
    """Split each keyword with one of the deprecated format characters U+206A-206F."""
    return _split_words(text, words, DEPRECATED)


def bidi(hidden: str) -> str:
    """Store ``hidden`` reversed inside a right-to-left override, so it renders readable."""
    return RLO + hidden[::-1] + PDF


def strip_marks(text: str) -> str:
    return "".join(c for c in text if c != ZWSP and c not in DEPRECATED)


def unbidi(text: str) -> str:
    start, end = text.index(RLO), text.index(PDF)
    return text[start + 1:end][::-1]
