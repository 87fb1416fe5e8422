"""Mechanical helpers: encodings, Unicode hiding, look-alike letters.

Every natural-language string is hand-written in the language modules; the functions here only
transform those strings (base64 / hex / rot13 / URL-encoding, tag characters, variation
selectors, zero-width splitting, right-to-left override, Cyrillic look-alikes, full-width forms).
"""

from __future__ import annotations

import base64
import codecs
import urllib.parse

ZW_CHARS = "\u200b\u200c\u200d\u2060\u206a\u206b\u206c\u206d\u206e\u206f\ufeff"
HOMOGLYPHS = str.maketrans({"a": "а", "c": "с", "e": "е", "o": "о", "p": "р", "x": "х",
                            "y": "у", "i": "і", "A": "А", "E": "Е", "O": "О", "P": "Р",
                            "C": "С", "T": "Т", "H": "Н", "K": "К", "M": "М", "B": "В"})
LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"})


def encode(plain: str, encoding: str) -> str:
    """Encode a hand-written instruction (rot13 only makes sense for ASCII)."""
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
    """Spell an ASCII string with Unicode tag characters (U+E0020..U+E007E)."""
    if not all(0x20 <= ord(c) <= 0x7E for c in hidden):
        raise ValueError("tag characters only carry printable ASCII")
    return "".join(chr(0xE0000 + ord(c)) for c in hidden)


def variation_selectors(hidden: str) -> str:
    """One variation selector per UTF-8 byte (VS1-16 for 0-15, VS17-256 above)."""
    out = []
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def zero_width(template: str, joiners: str) -> str:
    """Replace each ``¦`` marker with the next invisible character of ``joiners`` (cycled)."""
    parts = template.split("¦")
    out = [parts[0]]
    for n, part in enumerate(parts[1:]):
        out.append(joiners[n % len(joiners)])
        out.append(part)
    return "".join(out)


def bidi(hidden: str) -> str:
    """Reversed text inside RLO ... PDF so that it renders as ``hidden``."""
    return "\u202e" + hidden[::-1] + "\u202c"


def lookalike(text: str) -> str:
    """Swap Latin letters for Cyrillic look-alikes."""
    return text.translate(HOMOGLYPHS)


def fullwidth(text: str) -> str:
    """ASCII letters and digits as full-width forms; spaces become ideographic spaces."""
    out = []
    for c in text:
        if c == " ":
            out.append("\u3000")
        elif "!" <= c <= "~":
            out.append(chr(ord(c) + 0xFEE0))
        else:
            out.append(c)
    return "".join(out)


def leet(text: str) -> str:
    """Leetspeak digits for some vowels and consonants."""
    return text.translate(LEET)


Rec = dict[str, object]


def enc(wrapper: str, encoding: str, decoded: str) -> Rec:
    """An ``encoded`` record: ``{p}`` in the hand-written wrapper becomes the payload."""
    payload = encode(decoded, encoding)
    return {"text": wrapper.replace("{p}", payload), "encoding": encoding,
            "payload": payload, "decoded": decoded}


def tag(before: str, hidden: str, after: str = "") -> Rec:
    """Tag characters right after the flag emoji that ends ``before``."""
    return {"text": before + tag_chars(hidden) + after, "technique": "tag_chars",
            "hidden": hidden}


def vs(before: str, hidden: str, after: str = "") -> Rec:
    """Variation selectors after the ordinary character that ends ``before``."""
    return {"text": before + variation_selectors(hidden) + after,
            "technique": "variation_selectors", "hidden": hidden}


def zw(template: str, hidden: str, joiners: str = "\u200b") -> Rec:
    """Keywords split by invisible characters at the ``¦`` markers."""
    return {"text": zero_width(template, joiners), "technique": "zero_width_split",
            "hidden": hidden}


def rlo(before: str, hidden: str, after: str = "") -> Rec:
    """A right-to-left override that renders reversed text as ``hidden``."""
    return {"text": before + bidi(hidden) + after, "technique": "bidi_override",
            "hidden": hidden}
