"""Mechanical parts only: encodings and hiding characters. No natural-language text here."""
from __future__ import annotations

import base64
import codecs
import urllib.parse


def encode(plain: str, encoding: str) -> str:
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


def tag_chars(hidden: str, flag: str = "\U0001F1FA\U0001F1E6") -> str:
    """A flag emoji followed by Unicode tag characters spelling `hidden` (ASCII), then CANCEL TAG."""
    assert hidden.isascii()
    return flag + "".join(chr(0xE0000 + ord(c)) for c in hidden) + "\U000E007F"


def variation_selectors(hidden: str, carrier: str) -> str:
    """`carrier` (a non-emoji character) followed by one variation selector per UTF-8 byte."""
    out = [carrier]
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


_ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\u206a", "\u206b", "\u206c", "\u206d", "\u206e", "\u206f"]


def zero_width_split(text: str, seed: int = 0) -> str:
    """Split every word of 3+ characters in `text` with invisible characters (cycled by seed)."""
    out, k = [], seed
    for word in text.split(" "):
        if len(word) >= 3:
            mid = len(word) // 2
            word = word[:mid] + _ZW[k % len(_ZW)] + word[mid:]
            k += 1
        out.append(word)
    return " ".join(out)


def bidi_override(hidden: str) -> str:
    """U+202E + the reversed instruction + U+202C: renders as `hidden`."""
    return "\u202e" + hidden[::-1] + "\u202c"


def needs_escape(c: str) -> bool:
    import unicodedata
    o = ord(c)
    return (unicodedata.category(c) in ("Cf", "Cc", "Zl", "Zp") or 0xFE00 <= o <= 0xFE0F
            or 0xE0100 <= o <= 0xE01EF or o in (0x00A0, 0x202F, 0x2007, 0x200A, 0x2009))


def escape_invisible(s: str) -> str:
    """Write invisible / format / variation-selector characters as \\uXXXX (surrogates above U+FFFF)."""
    out = []
    for c in s:
        if c in "\n\t\r" or not needs_escape(c):
            out.append(c)
            continue
        o = ord(c)
        if o > 0xFFFF:
            o -= 0x10000
            out.append(f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}")
        else:
            out.append(f"\\u{o:04x}")
    return "".join(out)
