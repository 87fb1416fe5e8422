"""Mechanical encodings and invisible hiding for the fresh28/a corpus (no natural language here)."""

from __future__ import annotations

import base64
import codecs
import urllib.parse

ZERO_WIDTH = ("\u200b", "\u200d", "\u200c", "\u2060")
FORMAT_CHARS = tuple(chr(c) for c in range(0x206A, 0x2070))
WAVING_BLACK_FLAG = "\U0001F3F4"
CANCEL_TAG = "\U000E007F"
RLO, PDF = "\u202e", "\u202c"


def encode(encoding: str, plain: str) -> str:
    """Return the payload for ``plain`` in ``encoding`` (base64, hex, rot13, url)."""
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
    raise ValueError(f"unknown encoding {encoding!r}")


def tag_chars(hidden: str) -> str:
    """A flag emoji followed by tag characters spelling ``hidden`` (printable ASCII only)."""
    if not all(0x20 <= ord(c) <= 0x7E for c in hidden):
        raise ValueError("tag characters carry printable ASCII only")
    return WAVING_BLACK_FLAG + "".join(chr(0xE0000 + ord(c)) for c in hidden) + CANCEL_TAG


def variation_selectors(hidden: str) -> str:
    """One variation selector per UTF-8 byte of ``hidden``."""
    out = []
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def split_marks(template: str, chars: tuple[str, ...]) -> str:
    """Replace each ``|`` in ``template`` with the next character of ``chars`` (cycling)."""
    out, n = [], 0
    for c in template:
        if c == "|":
            out.append(chars[n % len(chars)])
            n += 1
        else:
            out.append(c)
    return "".join(out)


def bidi_override(hidden: str) -> str:
    """``hidden`` stored reversed inside a right-to-left override, so it renders forwards."""
    return RLO + hidden[::-1] + PDF


def hide(technique: str, template: str, hidden: str | None) -> tuple[str, str]:
    """Return ``(text, hidden)`` for an invisible record."""
    if technique == "tag_chars":
        return template.replace("{h}", tag_chars(hidden)), hidden
    if technique == "variation_selectors":
        return template.replace("{h}", variation_selectors(hidden)), hidden
    if technique == "bidi_override":
        return template.replace("{h}", bidi_override(hidden)), hidden
    if technique == "zero_width_split":
        return split_marks(template, ZERO_WIDTH), template.replace("|", "")
    if technique == "format_chars":
        return split_marks(template, FORMAT_CHARS), template.replace("|", "")
    raise ValueError(f"unknown technique {technique!r}")
