"""Mechanical helpers for the train_f corpus: encoding, hiding and look-alike letters.

Only the mechanical parts live here; every instruction they transform is hand-written in the
per-language modules. Nothing here invents text.
"""

from __future__ import annotations

import base64
import codecs
import urllib.parse

# Marker used in hand-written zero-width templates: each one becomes an invisible character.
ZW_MARK = "\u00a6"
_ZW_CYCLE = ("\u200b", "\u2060", "\u200c", "\u206b", "\u200d", "\u206f")

_CYRILLIC = str.maketrans({"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440",
                           "c": "\u0441", "x": "\u0445", "i": "\u0456", "y": "\u0443",
                           "A": "\u0410", "E": "\u0415", "O": "\u041e", "P": "\u0420",
                           "C": "\u0421", "T": "\u0422", "H": "\u041d", "M": "\u041c"})
_GREEK = str.maketrans({"o": "\u03bf", "v": "\u03bd", "i": "\u03b9", "A": "\u0391",
                        "B": "\u0392", "E": "\u0395", "O": "\u039f", "T": "\u03a4",
                        "I": "\u0399", "K": "\u039a", "N": "\u039d"})

_LATIN = str.maketrans({"\u043e": "o", "\u0435": "e", "\u0430": "a", "\u0441": "c",
                        "\u0440": "p", "\u0445": "x", "\u0443": "y"})


def encode(text: str, encoding: str) -> str:
    """Encode a hand-written instruction as base64, hex, rot13 or URL percent-encoding."""
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
    """Spell an ASCII instruction in Unicode tag characters (U+E0020..U+E007E) + cancel tag."""
    if not all(0x20 <= ord(c) <= 0x7E for c in hidden):
        raise ValueError(f"tag characters need printable ASCII: {hidden!r}")
    return "".join(chr(0xE0000 + ord(c)) for c in hidden) + "\U000e007f"


def variation_selectors(hidden: str) -> str:
    """One variation selector per UTF-8 byte (VS1-16 for 0-15, VS17-256 for 16-255)."""
    out = []
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def zero_width(marked: str) -> str:
    """Replace each hand-placed marker with an invisible character (cycling through several)."""
    out, n = [], 0
    for c in marked:
        if c == ZW_MARK:
            out.append(_ZW_CYCLE[n % len(_ZW_CYCLE)])
            n += 1
        else:
            out.append(c)
    if n == 0:
        raise ValueError(f"no marker in {marked!r}")
    return "".join(out)


def bidi_override(hidden: str) -> str:
    """Store the instruction reversed after U+202E so that it renders in reading order."""
    return "\u202e" + hidden[::-1] + "\u202c"


def cyrillic(text: str) -> str:
    """Swap some Latin letters for Cyrillic look-alikes."""
    return text.translate(_CYRILLIC)


def greek(text: str) -> str:
    """Swap some Latin letters for Greek look-alikes."""
    return text.translate(_GREEK)


def latinize(text: str) -> str:
    """Swap some Cyrillic letters for Latin look-alikes (the reverse trick, for Russian)."""
    return text.translate(_LATIN)


def fullwidth(text: str) -> str:
    """Map ASCII letters and digits to their full-width forms (spaces kept)."""
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text)


def hide(technique: str, template: str, hidden: str) -> tuple[str, str]:
    """Put a hidden instruction at ``{hide}`` in a hand-written cover text.

    Returns:
        (text, hidden in clear). For zero_width_split the markers are dropped from ``hidden``.
    """
    if "{hide}" not in template:
        raise ValueError(f"no {{hide}} slot in {template!r}")
    if technique == "tag_chars":
        span = tag_chars(hidden)
    elif technique == "variation_selectors":
        span = variation_selectors(hidden)
    elif technique == "zero_width_split":
        span = zero_width(hidden)
        hidden = hidden.replace(ZW_MARK, "")
    elif technique == "bidi_override":
        span = bidi_override(hidden)
    else:
        raise ValueError(f"unknown technique {technique!r}")
    return template.replace("{hide}", span), hidden
