"""Mechanical encoding and hiding of hand-written instructions.

Nothing here writes natural language: every instruction and wrapper comes from the
hand-written ``attacks_<lang>.py`` modules; these helpers only transform characters.
"""

from __future__ import annotations

import base64
import codecs
import urllib.parse

# Characters used to split keywords in ``zero_width_split`` records (cycled per insertion).
ZW_CHARS = ("\u200b", "\u200c", "\u200d", "\u2060", "\u206a", "\u206b", "\u206c", "\u206d", "\u206e", "\u206f", "\ufeff")

# Latin -> Cyrillic / Greek look-alikes used by ``homoglyph``.
_LOOKALIKE = {
    "a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "y": "\u0443",
    "x": "\u0445", "i": "\u0456", "A": "\u0391", "E": "\u0395", "O": "\u039f", "T": "\u03a4",
    "H": "\u0397", "P": "\u03a1", "M": "\u039c", "K": "\u039a",
}


def encode(text: str, encoding: str) -> str:
    """Encode ``text`` as base64, hex, rot13, url (quote) or url_full (every byte %XX)."""
    raw = text.encode("utf-8")
    if encoding == "base64":
        return base64.b64encode(raw).decode("ascii")
    if encoding == "hex":
        return raw.hex()
    if encoding == "rot13":
        if not text.isascii():
            raise ValueError("rot13 only for ASCII payloads")
        return codecs.encode(text, "rot13")
    if encoding == "url":
        return urllib.parse.quote(text, safe="")
    if encoding == "url_full":
        return "".join(f"%{b:02X}" for b in raw)
    raise ValueError(encoding)


def tag_chars(hidden: str) -> str:
    """Unicode tag characters spelling ``hidden`` (ASCII only), then CANCEL TAG."""
    if not all(0x20 <= ord(c) <= 0x7E for c in hidden):
        raise ValueError("tag characters can only spell printable ASCII")
    return "".join(chr(0xE0000 + ord(c)) for c in hidden) + "\U000e007f"


def variation_selectors(hidden: str) -> str:
    """One variation selector per UTF-8 byte (VS1-16 for 0-15, VS17-256 for 16-255)."""
    out = []
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def zero_width_split(text: str, *, mode: str, start: int = 0) -> str:
    """Insert invisible characters inside words.

    ``mode="every"``: after every non-space character but the last of each word (CJK style).
    ``mode="middle"``: once in the middle of every word of four or more letters.
    """
    out, k = [], start
    for word in text.split(" "):
        if mode == "every":
            chars = []
            for i, ch in enumerate(word):
                chars.append(ch)
                if i < len(word) - 1 and not ch.isspace():
                    chars.append(ZW_CHARS[k % len(ZW_CHARS)])
                    k += 1
            out.append("".join(chars))
        elif mode == "middle":
            if sum(ch.isalpha() for ch in word) >= 4:
                m = len(word) // 2
                out.append(word[:m] + ZW_CHARS[k % len(ZW_CHARS)] + word[m:])
                k += 1
            else:
                out.append(word)
        else:
            raise ValueError(mode)
    return " ".join(out)


def bidi_override(hidden: str) -> str:
    """RLO + reversed text + PDF: renders as ``hidden`` but is stored backwards."""
    return "\u202e" + hidden[::-1] + "\u202c"


def homoglyph(text: str) -> str:
    """Swap Latin letters for Cyrillic / Greek look-alikes."""
    return "".join(_LOOKALIKE.get(c, c) for c in text)


def fullwidth(text: str) -> str:
    """ASCII letters and digits as full-width forms."""
    return "".join(chr(ord(c) + 0xFEE0) if c.isascii() and c.isalnum() else c for c in text)


def leet(text: str) -> str:
    """Plain leetspeak substitutions."""
    table = str.maketrans({"o": "0", "i": "1", "e": "3", "a": "4", "s": "5", "t": "7"})
    return text.translate(table)
