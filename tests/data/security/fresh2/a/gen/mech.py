"""Mechanical helpers: encoding payloads and hiding instructions with invisible characters.

Only the mechanical transformations live here; every natural-language text they receive is
hand-written in the per-language modules (``lang_*.py``) and ``special.py``.
"""
from __future__ import annotations

import base64
import codecs
import unicodedata
from urllib.parse import unquote

# Characters used to split keywords; cycled so one record does not use only one kind.
_ZW = ["\u200b", "\u2060", "\u200c", "\u206b", "\u200d", "\u206a", "\ufeff", "\u206f", "\u200b", "\u206d"]


def encode(encoding: str, text: str) -> str:
    """Return ``text`` encoded as base64 / hex / rot13 / url (every byte percent-encoded)."""
    raw = text.encode("utf-8")
    if encoding == "base64":
        return base64.b64encode(raw).decode("ascii")
    if encoding == "hex":
        return raw.hex()
    if encoding == "rot13":
        if not text.isascii():
            raise ValueError("rot13 payloads must be ASCII")
        return codecs.encode(text, "rot13")
    if encoding == "url":
        return "".join(f"%{b:02X}" for b in raw)
    raise ValueError(encoding)


def decode(encoding: str, payload: str) -> str:
    """Inverse of :func:`encode` (used by the validator)."""
    if encoding == "base64":
        return base64.b64decode(payload).decode("utf-8")
    if encoding == "hex":
        return bytes.fromhex(payload).decode("utf-8")
    if encoding == "rot13":
        return codecs.decode(payload, "rot13")
    if encoding == "url":
        return unquote(payload)
    raise ValueError(encoding)


def tag_chars(hidden: str) -> str:
    """Unicode tag characters spelling ASCII ``hidden``, closed by CANCEL TAG."""
    if not hidden.isascii():
        raise ValueError("tag characters only spell ASCII")
    return "".join(chr(0xE0000 + ord(c)) for c in hidden) + "\U000E007F"


def untag(text: str) -> str:
    """Letters spelled by tag characters in ``text`` (CANCEL TAG and flag tags excluded)."""
    return "".join(chr(ord(c) - 0xE0000) for c in text if 0xE0020 <= ord(c) <= 0xE007E)


def variation_selectors(hidden: str) -> str:
    """One variation selector per UTF-8 byte of ``hidden`` (VS1-16 for 0-15, VS17-256 above)."""
    out = []
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def unvs(text: str) -> str:
    """Decode variation-selector bytes found in ``text``."""
    raw = bytearray()
    for c in text:
        o = ord(c)
        if 0xFE00 <= o <= 0xFE0F:
            raw.append(o - 0xFE00)
        elif 0xE0100 <= o <= 0xE01EF:
            raw.append(o - 0xE0100 + 16)
    return raw.decode("utf-8")


def zero_width_split(hidden: str, seed: int = 0) -> str:
    """Insert one invisible character inside every word of 3+ characters (CJK: every 2 characters)."""
    out, k = [], seed
    if " " not in hidden:
        # Scripts written without spaces (zh, ja): one invisible character every two characters.
        for i, ch in enumerate(hidden):
            out.append(ch)
            if i % 2 == 1 and i < len(hidden) - 1:
                out.append(_ZW[k % len(_ZW)])
                k += 1
        return "".join(out)
    for word in hidden.split(" "):
        if len(word) >= 3 or (len(word) >= 2 and not word.isascii()):
            mid = len(word) // 2
            word = word[:mid] + _ZW[k % len(_ZW)] + word[mid:]
            k += 1
        out.append(word)
    return " ".join(out)


def bidi_override(hidden: str) -> str:
    """RLO + reversed text + PDF: displays as ``hidden`` while stored backwards."""
    return "\u202e" + hidden[::-1] + "\u202c"


def hide(technique: str, hidden: str, seed: int = 0) -> str:
    """Dispatch to the hiding technique named in the record."""
    if technique == "tag_chars":
        return tag_chars(hidden)
    if technique == "variation_selectors":
        return variation_selectors(hidden)
    if technique == "zero_width_split":
        return zero_width_split(hidden, seed)
    if technique == "bidi_override":
        return bidi_override(hidden)
    raise ValueError(technique)


def _needs_escape(c: str) -> bool:
    o = ord(c)
    cat = unicodedata.category(c)
    return (
        cat in ("Cf", "Zl", "Zp")
        or (cat == "Zs" and c != " ")
        or 0xFE00 <= o <= 0xFE0F
        or 0xE0000 <= o <= 0xE01EF
    )


def escape_invisible(dumped: str) -> str:
    """Rewrite format / variation-selector / tag / odd-space characters as JSON ``\\uXXXX``."""
    out = []
    for c in dumped:
        if _needs_escape(c):
            o = ord(c)
            if o > 0xFFFF:
                o -= 0x10000
                out.append(f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}")
            else:
                out.append(f"\\u{o:04x}")
        else:
            out.append(c)
    return "".join(out)


# Record constructors used by the language modules.
def enc(encoding: str, wrapper: str, decoded: str) -> dict:
    """An encoded attack: ``wrapper`` contains ``{p}`` where the payload goes."""
    return {"class": "encoded", "encoding": encoding, "wrapper": wrapper, "decoded": decoded}


def inv(technique: str, template: str, hidden: str) -> dict:
    """An invisible attack: ``template`` contains ``{h}`` where the hidden span goes."""
    return {"class": "invisible", "technique": technique, "template": template, "hidden": hidden}


def split(first: str, second: str) -> dict:
    """A split attack made of two memory entries."""
    return {"class": "split", "parts": [first, second]}


_LOOKALIKE = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "i": "\u0456", "y": "\u0443",
              "x": "\u0445", "O": "\u039f", "T": "\u03a4", "I": "\u0399", "A": "\u0391", "E": "\u0395"}


def lookalike(text: str) -> str:
    """Swap Latin letters for Cyrillic / Greek look-alikes (the hand-written text stays readable)."""
    return "".join(_LOOKALIKE.get(c, c) for c in text)
