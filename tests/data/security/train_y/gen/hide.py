"""Mechanical encoding and hiding of hand-written instructions (train_y).

Nothing here writes natural language: it only transforms texts written in lang_*.py.
"""
from __future__ import annotations

import base64
import codecs
import urllib.parse

ZW_CHARS = ["\u200b", "\u200c", "\u200d", "\u2060", "\u206a", "\u206b", "\u206c", "\u206d", "\u206e", "\u206f"]


def encode(encoding: str, plain: str) -> str:
    if encoding == "base64":
        return base64.b64encode(plain.encode("utf-8")).decode("ascii")
    if encoding == "hex":
        return plain.encode("utf-8").hex()
    if encoding == "rot13":
        if not plain.isascii():
            raise ValueError("rot13 only for ASCII payloads")
        return codecs.encode(plain, "rot13")
    if encoding == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(encoding)


def tag_chars(hidden: str) -> str:
    """Unicode tag characters (U+E0020..U+E007E) spelling an ASCII instruction."""
    if not all(0x20 <= ord(c) <= 0x7E for c in hidden):
        raise ValueError("tag characters carry printable ASCII only")
    return "".join(chr(0xE0000 + ord(c)) for c in hidden)


def variation_selectors(hidden: str) -> str:
    """One variation selector per UTF-8 byte (VS1-16 for 0-15, VS17-256 for 16-255)."""
    out = []
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def zero_width_split(hidden: str) -> str:
    """Insert a zero-width / U+206A-206F / word-joiner character into the middle of every
    word of four or more characters (for CJK, every fourth character)."""
    words = hidden.split(" ")
    out, k = [], 0
    if len(words) == 1:  # no spaces (CJK): split every 3 characters
        s = hidden
        pieces = [s[i:i + 3] for i in range(0, len(s), 3)]
        joined = ""
        for i, p in enumerate(pieces):
            joined += p + (ZW_CHARS[i % len(ZW_CHARS)] if i < len(pieces) - 1 else "")
        return joined
    for w in words:
        if len(w) >= 4:
            m = len(w) // 2
            w = w[:m] + ZW_CHARS[k % len(ZW_CHARS)] + w[m:]
            k += 1
        out.append(w)
    return " ".join(out)


def bidi_override(hidden: str) -> str:
    """Stored reversed inside RLO ... PDF, so it renders as the instruction."""
    return "\u202e" + hidden[::-1] + "\u202c"


def strip_invisible(text: str) -> str:
    return "".join(c for c in text if c not in ZW_CHARS and c != "\ufeff")


HIDERS = {
    "tag_chars": tag_chars,
    "variation_selectors": variation_selectors,
    "zero_width_split": zero_width_split,
    "bidi_override": bidi_override,
}
