"""Mechanical helpers: encodings, invisible characters, full-width / homoglyph rendering.

The texts themselves are hand-written in lang_<xx>.py; nothing here writes prose.
"""
from __future__ import annotations

import base64
import codecs
import urllib.parse


def encode(payload: str, encoding: str) -> str:
    if encoding == "base64":
        return base64.b64encode(payload.encode("utf-8")).decode("ascii")
    if encoding == "hex":
        return payload.encode("utf-8").hex()
    if encoding == "rot13":
        assert payload.isascii(), "rot13 only for ASCII payloads"
        return codecs.encode(payload, "rot13")
    if encoding == "url":
        return urllib.parse.quote(payload, safe="")
    raise ValueError(encoding)


def tag_chars(hidden: str) -> str:
    assert all(0x20 <= ord(c) <= 0x7E for c in hidden), "tag payload must be printable ASCII"
    return "".join(chr(0xE0000 + ord(c)) for c in hidden) + "\U000E007F"


def variation_selectors(hidden: str) -> str:
    out = []
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def split_keywords(text: str, keywords: list[str], joiner: str) -> str:
    """Insert `joiner` in the middle of each keyword occurrence."""
    for kw in keywords:
        assert kw in text, kw
        mid = max(1, len(kw) // 2)
        text = text.replace(kw, kw[:mid] + joiner + kw[mid:])
    return text


def bidi_reverse(hidden: str) -> str:
    return "\u202e" + hidden[::-1] + "\u202c"


_FW = {c: chr(ord(c) - 0x21 + 0xFF01) for c in map(chr, range(0x21, 0x7F))}
_FW[" "] = "\u3000"


def fullwidth(s: str) -> str:
    return "".join(_FW.get(c, c) for c in s)


_HG = dict(zip("aceopxyiAEOPCTHKMBX", "асеорхуіАЕОРСТНКМВХ"))


def homoglyph(s: str) -> str:
    return "".join(_HG.get(c, c) for c in s)


def camel(s: str) -> str:
    return "".join(w[:1].upper() + w[1:] for w in s.split())
