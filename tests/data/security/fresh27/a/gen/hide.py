"""Mechanical helpers: encodings for `encoded` records and invisible characters for
`invisible` records.  No natural-language text lives here."""

from __future__ import annotations

import base64
import codecs
import urllib.parse


def encode(text: str, encoding: str) -> str:
    """Encode ``text`` so that stats._decode(payload, encoding) gives it back."""
    if encoding == "base64":
        return base64.b64encode(text.encode("utf-8")).decode("ascii")
    if encoding == "hex":
        return text.encode("utf-8").hex()
    if encoding == "rot13":
        return codecs.encode(text, "rot13")
    if encoding == "url":
        return urllib.parse.quote(text, safe="")
    raise ValueError(f"unknown encoding {encoding!r}")


def tag_chars(hidden: str) -> str:
    """Unicode tag characters (U+E0020-E007E) spelling an ASCII string."""
    if not all(0x20 <= ord(c) <= 0x7E for c in hidden):
        raise ValueError("tag characters can only carry printable ASCII")
    return "".join(chr(0xE0000 + ord(c)) for c in hidden)


def variation_selectors(hidden: str) -> str:
    """UTF-8 bytes of ``hidden`` as variation selectors (byte b: U+FE00+b or U+E0100+b-16)."""
    out = []
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


_ZW = ("\u200b", "\u2060", "\u200c")


def zero_width_split(hidden: str) -> str:
    """Zero-width characters after every non-space character, cycling ZWSP / WJ / ZWNJ."""
    out, n = [], 0
    for c in hidden:
        out.append(c)
        if not c.isspace():
            out.append(_ZW[n % len(_ZW)])
            n += 1
    return "".join(out)


def bidi_override(hidden: str) -> str:
    """Logical text reversed inside RIGHT-TO-LEFT OVERRIDE ... POP DIRECTIONAL FORMATTING,
    so it displays in reading order while the stored string runs backwards."""
    return "\u202e" + hidden[::-1] + "\u202c"


def deprecated_format(hidden: str) -> str:
    """U+206A-206F (deprecated format characters) after every non-space character."""
    out, n = [], 0
    for c in hidden:
        out.append(c)
        if not c.isspace():
            out.append(chr(0x206A + n % 6))
            n += 1
    return "".join(out)


TECHNIQUES = {
    "tag_chars": tag_chars,
    "variation_selectors": variation_selectors,
    "zero_width_split": zero_width_split,
    "bidi_override": bidi_override,
    "deprecated_format": deprecated_format,
}


def hide(hidden: str, technique: str) -> str:
    return TECHNIQUES[technique](hidden)
