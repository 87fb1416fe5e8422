"""Mechanical encoding and hiding only: no natural-language text lives here.

Every function takes a hand-written string (from lang_<xx>.py) and encodes or hides it.
"""
from __future__ import annotations

import base64
import codecs
import urllib.parse

ZW_CYCLE = ["\u200b", "\u200c", "\u2060", "\u200d", "\u206a", "\u206c", "\u206f", "\u200b"]


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
    """Unicode tag characters spelling `hidden` (ASCII only), plus a CANCEL TAG."""
    assert all(0x20 <= ord(c) <= 0x7E for c in hidden)
    return "".join(chr(0xE0000 + ord(c)) for c in hidden) + "\U000E007F"


def variation_selectors(hidden: str) -> str:
    """One variation selector per UTF-8 byte (VS1-16 for 0-15, VS17-256 for 16-255)."""
    out = []
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def zero_width_split(marked: str) -> str:
    """Replace each '¦' marker (placed inside keywords by hand) with an invisible character."""
    out, i = [], 0
    for ch in marked:
        if ch == "¦":
            out.append(ZW_CYCLE[i % len(ZW_CYCLE)])
            i += 1
        else:
            out.append(ch)
    return "".join(out)


def bidi_override(hidden: str) -> str:
    """U+202E then the reversed instruction then U+202C: renders as the instruction."""
    return "\u202e" + hidden[::-1] + "\u202c"


WP = {"{SHY}": "\u00ad", "{BOM}": "\ufeff", "{NBSP}": "\u00a0", "{NNBSP}": "\u202f",
      "{ZWJ}": "\u200d", "{ZWNJ}": "\u200c", "{ZWSP}": "\u200b", "{LRM}": "\u200e", "{RLM}": "\u200f"}


def word_processor(text: str) -> str:
    for k, v in WP.items():
        text = text.replace(k, v)
    return text


def escape_invisible(line: str) -> str:
    """Write format / invisible / variation-selector / odd space characters as \\uXXXX escapes
    (surrogate pairs above U+FFFF) in an already json.dumps'ed line."""
    import unicodedata
    out = []
    for ch in line:
        o = ord(ch)
        cat = unicodedata.category(ch)
        if (cat in ("Cf", "Zl", "Zp") or (cat == "Zs" and ch != " ") or 0xFE00 <= o <= 0xFE0F
                or 0xE0100 <= o <= 0xE01EF or 0xE0000 <= o <= 0xE007F):
            if o > 0xFFFF:
                v = o - 0x10000
                out.append(f"\\u{0xD800 + (v >> 10):04x}\\u{0xDC00 + (v & 0x3FF):04x}")
            else:
                out.append(f"\\u{o:04x}")
        else:
            out.append(ch)
    return "".join(out)
