"""Mechanical hiding helpers (no natural-language content here)."""

from __future__ import annotations

import base64
import codecs
import urllib.parse

ZWSP = "\u200b"
RLO = "\u202e"
PDF = "\u202c"


def encode(plain: str, encoding: str) -> str:
    """Encode ``plain`` with base64 / hex / rot13 / url."""
    if encoding == "base64":
        return base64.b64encode(plain.encode("utf-8")).decode("ascii")
    if encoding == "hex":
        return plain.encode("utf-8").hex()
    if encoding == "rot13":
        return codecs.encode(plain, "rot13")
    if encoding == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(encoding)


def tag_chars(plain: str) -> str:
    """ASCII text as Unicode tag characters (U+E0020..U+E007E)."""
    return "".join(chr(0xE0000 + ord(c)) for c in plain)


def variation_selectors(plain: str, base: str = "\U0001f4e6") -> str:
    """UTF-8 bytes of ``plain`` as variation selectors appended to ``base``."""
    out = []
    for b in plain.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return base + "".join(out)


def zero_width_split(plain: str) -> str:
    """Insert a zero-width space between the letters of every word."""
    return " ".join(ZWSP.join(word) for word in plain.split(" "))


def bidi_override(plain: str) -> str:
    """Store the text reversed inside a right-to-left override so it displays forwards."""
    return RLO + plain[::-1] + PDF


def hide(plain: str, technique: str) -> str:
    return {
        "tag_chars": tag_chars,
        "variation_selectors": variation_selectors,
        "zero_width_split": zero_width_split,
        "bidi_override": bidi_override,
    }[technique](plain)
