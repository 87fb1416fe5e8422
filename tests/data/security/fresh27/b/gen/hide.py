"""Mechanical helpers: encodings, invisible characters, look-alike letters, JSONL escaping.

Nothing here writes text; it only transforms text written by hand in lang_*.py.
"""

from __future__ import annotations

import base64
import codecs
import unicodedata
import urllib.parse

ENCODINGS = ("base64", "hex", "rot13", "url")
TECHNIQUES = ("tag_chars", "variation_selectors", "zero_width_split", "bidi_override",
              "deprecated_format")

ZWSP = "\u200b"
RLO, PDF = "\u202e", "\u202c"
DEPRECATED = [chr(c) for c in range(0x206A, 0x2070)]

_HOMO_TO_CYR = {
    "a": "\u0430", "c": "\u0441", "e": "\u0435", "i": "\u0456", "o": "\u043e", "p": "\u0440",
    "s": "\u0455", "x": "\u0445", "y": "\u0443", "A": "\u0410", "B": "\u0412", "C": "\u0421",
    "E": "\u0415", "H": "\u041d", "I": "\u0406", "K": "\u041a", "M": "\u041c", "O": "\u041e",
    "P": "\u0420", "T": "\u0422", "X": "\u0425",
}
_CYR_TO_LAT = {
    "\u0430": "a", "\u0435": "e", "\u043e": "o", "\u0440": "p", "\u0441": "c", "\u0443": "y",
    "\u0445": "x", "\u0410": "A", "\u0415": "E", "\u041e": "O", "\u0420": "P", "\u0421": "C",
    "\u0422": "T", "\u041d": "H", "\u041c": "M", "\u041a": "K", "\u0412": "B",
}


def encode(encoding: str, plain: str) -> str:
    """Encode ``plain`` (UTF-8) as base64, hex, rot13 or URL percent-encoding."""
    if encoding == "base64":
        return base64.b64encode(plain.encode("utf-8")).decode("ascii")
    if encoding == "hex":
        return plain.encode("utf-8").hex()
    if encoding == "rot13":
        return codecs.encode(plain, "rot13")
    if encoding == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(f"unknown encoding {encoding!r}")


def tag_chars(hidden: str) -> str:
    """ASCII text as Unicode tag characters (U+E0020-E007E), closed by CANCEL TAG."""
    if not all(0x20 <= ord(c) <= 0x7E for c in hidden):
        raise ValueError("tag characters carry printable ASCII only")
    return "".join(chr(0xE0000 + ord(c)) for c in hidden) + "\U000e007f"


def variation_selectors(hidden: str) -> str:
    """UTF-8 bytes of ``hidden`` as variation selectors (VS1-16, VS17-256)."""
    out = []
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def _interleave(hidden: str, fillers: list[str]) -> str:
    out, k = [], 0
    for i, c in enumerate(hidden):
        out.append(c)
        if i + 1 < len(hidden) and c != " " and hidden[i + 1] != " ":
            out.append(fillers[k % len(fillers)])
            k += 1
    return "".join(out)


def zero_width_split(hidden: str) -> str:
    """Zero-width spaces between the letters of every word."""
    return _interleave(hidden, [ZWSP])


def deprecated_format(hidden: str) -> str:
    """Deprecated format characters U+206A-206F between the letters of every word."""
    return _interleave(hidden, DEPRECATED)


def bidi_override(hidden: str) -> str:
    """Stored reversed inside RIGHT-TO-LEFT OVERRIDE ... POP DIRECTIONAL FORMATTING, so a
    renderer shows it in reading order while the stored string reads backwards."""
    return RLO + hidden[::-1] + PDF


HIDERS = {
    "tag_chars": tag_chars,
    "variation_selectors": variation_selectors,
    "zero_width_split": zero_width_split,
    "bidi_override": bidi_override,
    "deprecated_format": deprecated_format,
}


def hide(technique: str, hidden: str) -> str:
    return HIDERS[technique](hidden)


def transform(name: str, text: str) -> str:
    """Look-alike letters or full-width forms, applied to a hand-written text."""
    if name == "homoglyph":
        return "".join(_HOMO_TO_CYR.get(c, c) for c in text)
    if name == "latin_lookalike":
        return "".join(_CYR_TO_LAT.get(c, c) for c in text)
    if name == "fullwidth":
        return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in text)
    raise ValueError(f"unknown transform {name!r}")


def needs_escape(ch: str) -> bool:
    """Invisible, format or variation-selector characters (written as \\uXXXX in the JSONL)."""
    o = ord(ch)
    if 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF:
        return True
    if o in (0x034F, 0x115F, 0x1160, 0x3164, 0xFFA0, 0x180E):
        return True
    cat = unicodedata.category(ch)
    if cat in ("Cf", "Cc", "Zl", "Zp", "Co", "Cs"):
        return True
    return cat == "Zs" and ch != " "


def escape_invisible(line: str) -> str:
    """Replace every invisible character of a JSON line with its \\uXXXX escape."""
    out = []
    for ch in line:
        if needs_escape(ch) and ch not in "\n":
            o = ord(ch)
            if o > 0xFFFF:
                o -= 0x10000
                out.append(f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}")
            else:
                out.append(f"\\u{o:04x}")
        else:
            out.append(ch)
    return "".join(out)
