"""Mechanical encoding and hiding of hand-written instructions.

Nothing here writes natural language: every payload and every wrapper is hand-written in the
language modules; these helpers only encode (base64 / hex / rot13 / URL) or hide (Unicode tag
characters, variation selectors, zero-width splits, a right-to-left override) and produce
look-alike letter variants (Cyrillic / Greek homoglyphs, full-width forms).
"""

from __future__ import annotations

import base64
import codecs
import urllib.parse

# Zero-width / invisible format characters cycled through by ``zero_width``.
_ZW_CYCLE = ("\u200b", "\u200c", "\u200d", "\u2060", "\u206a", "\u206c", "\u206f", "\ufeff")

_CYRILLIC = {
    "a": "\u0430",
    "e": "\u0435",
    "o": "\u043e",
    "p": "\u0440",
    "c": "\u0441",
    "x": "\u0445",
    "y": "\u0443",
    "i": "\u0456",
    "A": "\u0410",
    "E": "\u0415",
    "O": "\u041e",
    "P": "\u0420",
    "C": "\u0421",
    "T": "\u0422",
    "H": "\u041d",
}
_GREEK = {
    "o": "\u03bf",
    "v": "\u03bd",
    "A": "\u0391",
    "E": "\u0395",
    "I": "\u0399",
    "O": "\u039f",
    "T": "\u03a4",
    "N": "\u039d",
    "K": "\u039a",
    "B": "\u0392",
}
# Latin letters that look like Cyrillic ones (to hide Russian keywords from a Cyrillic match).
_LATIN_FOR_CYR = {
    "а": "a",
    "е": "e",
    "о": "o",
    "р": "p",
    "с": "c",
    "у": "y",
    "х": "x",
    "А": "A",
    "Е": "E",
    "О": "O",
    "Р": "P",
    "С": "C",
    "Т": "T",
    "Н": "H",
}


def encode(plain: str, encoding: str) -> str:
    """Encode ``plain`` as base64, hex, rot13 (ASCII only) or URL percent-encoding.

    ``url`` percent-encodes non-ASCII bytes and spaces; ``url_all`` percent-encodes every
    byte (both are recorded as ``url``).
    """
    data = plain.encode("utf-8")
    if encoding == "base64":
        return base64.b64encode(data).decode("ascii")
    if encoding == "hex":
        return data.hex()
    if encoding == "rot13":
        if not plain.isascii():
            raise ValueError("rot13 payloads must be ASCII")
        return codecs.encode(plain, "rot13")
    if encoding == "url":
        return urllib.parse.quote(plain, safe="")
    if encoding == "url_all":
        return "".join(f"%{b:02X}" for b in data)
    raise ValueError(f"unknown encoding {encoding!r}")


def tag_chars(hidden: str) -> str:
    """Spell an ASCII instruction with Unicode tag characters (U+E0020..U+E007E)."""
    if not all(0x20 <= ord(c) <= 0x7E for c in hidden):
        raise ValueError("tag characters only spell printable ASCII")
    return "".join(chr(0xE0000 + ord(c)) for c in hidden)


def variation_selectors(hidden: str) -> str:
    """One variation selector per UTF-8 byte: 0-15 -> VS1-16, 16-255 -> VS17-256."""
    out = []
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def zero_width(marked: str) -> str:
    """Replace each ``|`` in ``marked`` by a zero-width / invisible format character."""
    pieces = marked.split("|")
    out = [pieces[0]]
    for n, piece in enumerate(pieces[1:]):
        out.append(_ZW_CYCLE[(n * 3 + len(marked)) % len(_ZW_CYCLE)])
        out.append(piece)
    return "".join(out)


def bidi_override(hidden: str) -> str:
    """Reverse ``hidden`` inside a U+202E ... U+202C span so that it renders as ``hidden``."""
    return "\u202e" + hidden[::-1] + "\u202c"


def cyrillic_lookalike(text: str, letters: str) -> str:
    """Swap the given Latin letters of ``text`` for Cyrillic look-alikes."""
    return "".join(_CYRILLIC[c] if c in letters and c in _CYRILLIC else c for c in text)


def greek_lookalike(text: str, letters: str) -> str:
    """Swap the given Latin letters of ``text`` for Greek look-alikes."""
    return "".join(_GREEK[c] if c in letters and c in _GREEK else c for c in text)


def latin_in_cyrillic(text: str, letters: str) -> str:
    """Swap the given Cyrillic letters of ``text`` for Latin look-alikes."""
    return "".join(_LATIN_FOR_CYR[c] if c in letters and c in _LATIN_FOR_CYR else c for c in text)


def fullwidth(text: str) -> str:
    """Map ASCII letters, digits and punctuation to their full-width forms."""
    return "".join(
        chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " else c)
        for c in text
    )
