"""Mechanical helpers: encode hand-written payloads and hide hand-written instructions.

Only the encoding / hiding is scripted; every natural-language string passed in is hand-written
in the per-language modules.
"""

from __future__ import annotations

import base64
import codecs
import urllib.parse

ZW = [
    "\u200b",
    "\u200c",
    "\u200d",
    "\u2060",
    "\u206a",
    "\u206b",
    "\u206c",
    "\u206d",
    "\u206e",
    "\u206f",
    "\ufeff",
]


def encode(encoding: str, plain: str) -> str:
    """Return ``plain`` encoded as base64, hex, rot13 or URL-encoding."""
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


def tags(hidden: str) -> str:
    """Spell ``hidden`` (ASCII) with Unicode tag characters."""
    assert all(0x20 <= ord(c) <= 0x7E for c in hidden)
    return "".join(chr(0xE0000 + ord(c)) for c in hidden)


def selectors(hidden: str) -> str:
    """One variation selector per UTF-8 byte of ``hidden``."""
    out = []
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def zw_split(hidden: str, seed: int) -> str:
    """Insert zero-width / format characters inside the words of ``hidden``."""
    out = []
    k = seed
    for i, c in enumerate(hidden):
        out.append(c)
        nxt = hidden[i + 1] if i + 1 < len(hidden) else " "
        if c != " " and nxt != " " and (i + seed) % 2 == 0:
            out.append(ZW[k % len(ZW)])
            k += 3
    return "".join(out)


def bidi(hidden: str) -> str:
    """Right-to-left override that renders the reversed string as ``hidden``."""
    return "\u202e" + hidden[::-1] + "\u202c"


def hide(technique: str, template: str, hidden: str, seed: int = 0) -> str:
    """Fill ``{h}`` in a hand-written template with the hidden instruction."""
    if technique == "tag_chars":
        h = tags(hidden)
    elif technique == "variation_selectors":
        h = selectors(hidden)
    elif technique == "zero_width_split":
        h = zw_split(hidden, seed)
    elif technique == "bidi_override":
        h = bidi(hidden)
    else:
        raise ValueError(technique)
    return template.replace("{h}", h)
