"""Mechanical hiding / encoding helpers (no natural-language text here).

The texts these functions wrap are hand-written in lang_<xx>.py.
"""
from __future__ import annotations

import base64
import codecs
import urllib.parse

ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\u206a", "\u206b", "\u206c", "\u206d", "\u206e", "\u206f"]


def encode(enc: str, plain: str) -> str:
    if enc == "base64":
        return base64.b64encode(plain.encode("utf-8")).decode("ascii")
    if enc == "hex":
        return plain.encode("utf-8").hex()
    if enc == "rot13":
        assert plain.isascii(), "rot13 only for ASCII payloads"
        return codecs.encode(plain, "rot13")
    if enc == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(enc)


def tag_chars(hidden: str, flag: str = "\U0001F3C1") -> str:
    """A flag emoji followed by Unicode tag characters spelling an ASCII instruction."""
    assert hidden.isascii()
    return flag + "".join(chr(0xE0000 + ord(c)) for c in hidden)


def variation_selectors(hidden: str, carrier: str = "\u2022") -> str:
    """A non-emoji carrier char followed by one variation selector per UTF-8 byte."""
    out = [carrier]
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def zero_width_split(hidden: str, seed: int = 0) -> str:
    """Insert invisible characters inside every word of three letters or more."""
    words = hidden.split(" ")
    out = []
    for i, w in enumerate(words):
        if len(w) >= 3:
            k = len(w) // 2
            w = w[:k] + ZW[(seed + i) % len(ZW)] + w[k:]
        out.append(w)
    return " ".join(out)


def bidi_override(hidden: str) -> str:
    """RLO + the instruction stored reversed + PDF: it renders as the instruction."""
    return "\u202e" + hidden[::-1] + "\u202c"


def strip_invisible(text: str) -> str:
    return "".join(c for c in text if c not in ZW and c not in "\u202e\u202c")


def hide(tech: str, hidden: str) -> str:
    return {"tag_chars": tag_chars, "variation_selectors": variation_selectors,
            "zero_width_split": zero_width_split, "bidi_override": bidi_override}[tech](hidden)
