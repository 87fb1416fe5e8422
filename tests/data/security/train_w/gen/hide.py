"""Mechanical helpers only: encodings and hiding characters. No natural-language text here."""
from __future__ import annotations

import base64
import codecs
import urllib.parse


def encode(plain: str, encoding: str) -> str:
    if encoding == "base64":
        return base64.b64encode(plain.encode("utf-8")).decode("ascii")
    if encoding == "hex":
        return plain.encode("utf-8").hex()
    if encoding == "rot13":
        assert plain.isascii(), "rot13 only for ASCII payloads"
        return codecs.encode(plain, "rot13")
    if encoding == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(encoding)


def tag_chars(hidden: str) -> str:
    """Unicode tag characters (U+E0020..E007E) spelling an ASCII string."""
    assert all(0x20 <= ord(c) <= 0x7E for c in hidden)
    return "".join(chr(0xE0000 + ord(c)) for c in hidden)


def variation_selectors(hidden: str) -> str:
    """One variation selector per UTF-8 byte (VS1-16 for 0-15, VS17-256 for 16-255)."""
    out = []
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def zero_width_split(text: str, words: list[str], joiner: str = "\u200b") -> str:
    """Put an invisible joiner in the middle of each listed keyword."""
    for w in words:
        mid = len(w) // 2
        text = text.replace(w, w[:mid] + joiner + w[mid:])
    return text


def bidi_reversed(instruction: str) -> str:
    """Store the instruction reversed between U+202E and U+202C so it renders forwards."""
    return "\u202e" + instruction[::-1] + "\u202c"


def soft_hyphens(text: str, words: list[str]) -> str:
    for w in words:
        mid = len(w) // 2
        text = text.replace(w, w[:mid] + "\u00ad" + w[mid:])
    return text


def escape_invisible(line: str) -> str:
    """Write format / invisible / variation-selector characters as \\uXXXX escapes (surrogate
    pairs above U+FFFF); everything else stays literal UTF-8."""
    import unicodedata

    out = []
    for ch in line:
        o = ord(ch)
        if unicodedata.category(ch) in ("Cf", "Mn", "Zs", "Co", "Cn") and ch != " " and (
            unicodedata.category(ch) != "Mn" or 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF
        ):
            if o > 0xFFFF:
                v = o - 0x10000
                out.append(f"\\u{0xD800 + (v >> 10):04x}\\u{0xDC00 + (v & 0x3FF):04x}")
            else:
                out.append(f"\\u{o:04x}")
        else:
            out.append(ch)
    return "".join(out)
