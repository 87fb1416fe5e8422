"""Mechanical parts only: encode hand-written payloads and hide hand-written instructions.

No natural-language text is produced here; every string passed in was written by hand in
the lang_<xx>.py modules.
"""
from __future__ import annotations

import base64
import codecs
import urllib.parse

ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\u206a", "\u206b", "\u206c", "\u206d", "\u206e", "\u206f"]


def encode(encoding: str, plain: str) -> str:
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


def tag_chars(hidden: str) -> str:
    """Unicode tag characters (U+E0020..E007E) spelling an ASCII instruction."""
    assert hidden.isascii()
    return "".join(chr(0xE0000 + ord(c)) for c in hidden) + "\U000E007F"


def variation_selectors(hidden: str) -> str:
    """One variation selector per UTF-8 byte (VS1-16 for 0-15, VS17-256 for 16-255)."""
    out = []
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def zero_width_split(marked: str, seed: int = 0) -> str:
    """Words written between [[ and ]] get an invisible character after every letter but the
    last (cycling through zero-width, word-joiner and U+206A-206F characters)."""
    out, i, k = [], 0, seed
    while i < len(marked):
        if marked.startswith("[[", i):
            j = marked.index("]]", i)
            word = marked[i + 2:j]
            for n, ch in enumerate(word):
                out.append(ch)
                if n < len(word) - 1 and ch != " ":
                    out.append(ZW[k % len(ZW)])
                    k += 1
            i = j + 2
        else:
            out.append(marked[i])
            i += 1
    return "".join(out)


def unmark(marked: str) -> str:
    return marked.replace("[[", "").replace("]]", "")


def bidi_override(hidden: str) -> str:
    """U+202E (RLO) + the instruction reversed + U+202C (PDF): renders as the instruction."""
    return "\u202e" + hidden[::-1] + "\u202c"


def escape_invisible(s: str) -> str:
    """JSON text with invisible / format / variation-selector / odd space characters as \\uXXXX
    escapes (surrogate pairs above U+FFFF); everything else stays literal."""
    import unicodedata
    out = []
    for ch in s:
        o = ord(ch)
        cat = unicodedata.category(ch)
        special = (cat == "Cf" or (cat == "Zs" and ch not in " \u3000") or 0xFE00 <= o <= 0xFE0F
                   or 0xE0100 <= o <= 0xE01EF or 0xE0000 <= o <= 0xE007F)
        if not special:
            out.append(ch)
        elif o > 0xFFFF:
            v = o - 0x10000
            out.append(f"\\u{0xD800 + (v >> 10):04x}\\u{0xDC00 + (v & 0x3FF):04x}")
        else:
            out.append(f"\\u{o:04x}")
    return "".join(out)


def homoglyph(plain: str) -> str:
    """Replace Latin o / a / e with their Cyrillic look-alikes (U+043E, U+0430, U+0435)."""
    return plain.translate(str.maketrans({"o": "\u043e", "a": "\u0430", "e": "\u0435"}))
