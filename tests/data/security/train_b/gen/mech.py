"""Mechanical helpers: encode hand-written payloads and hide hand-written instructions.

Only the transformations live here; every natural-language text is hand-written in the
``lang_*.py`` modules.
"""

from __future__ import annotations

import base64
import codecs
import urllib.parse

ZW = ("\u200b", "\u200c", "\u200d", "\u2060", "\u206a", "\u206b", "\u206c", "\u206d", "\u206e", "\u206f")


def encode(plain: str, encoding: str) -> str:
    """Return ``plain`` encoded as base64, hex, rot13 or URL-encoding."""
    if encoding == "base64":
        return base64.b64encode(plain.encode("utf-8")).decode("ascii")
    if encoding == "hex":
        return plain.encode("utf-8").hex()
    if encoding == "rot13":
        return codecs.encode(plain, "rot13")
    if encoding == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(encoding)


def tag_chars(hidden: str) -> str:
    """Unicode tag characters spelling the ASCII ``hidden`` text."""
    return "".join(chr(0xE0000 + ord(c)) for c in hidden)


def selectors(hidden: str) -> str:
    """Variation selectors, one per UTF-8 byte of ``hidden``."""
    out = []
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def zw_split(text: str, seed: int = 0) -> str:
    """Insert zero-width / word-joiner / U+206A-206F characters inside every word of 2+ letters."""
    out = []
    n = seed
    for word in text.split(" "):
        if len(word) >= 2:
            mid = len(word) // 2
            word = word[:mid] + ZW[n % len(ZW)] + word[mid:]
            n += 1
        out.append(word)
    return " ".join(out)


def bidi(hidden: str) -> str:
    """Right-to-left override followed by the reversed instruction (renders as ``hidden``)."""
    return "\u202e" + hidden[::-1] + "\u202c"


def hide(technique: str, cover: str, hidden: str) -> str:
    """Build an invisible-attack text; ``cover`` may contain ``{h}`` where the payload goes."""
    if technique == "tag_chars":
        payload = tag_chars(hidden)
    elif technique == "variation_selectors":
        payload = selectors(hidden)
    elif technique == "zero_width_split":
        payload = zw_split(hidden, seed=len(cover))
    elif technique == "bidi_override":
        payload = bidi(hidden)
    else:
        raise ValueError(technique)
    return cover.replace("{h}", payload) if "{h}" in cover else cover + payload
