"""Mechanical hiding / encoding helpers (no natural-language text here)."""
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
        assert plain.isascii(), "rot13 only for ASCII"
        return codecs.encode(plain, "rot13")
    if encoding == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(encoding)


def tag_chars(s: str) -> str:
    return "".join(chr(0xE0000 + ord(c)) for c in s)


def variation_selectors(s: str) -> str:
    out = []
    for b in s.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def zero_width(marked: str, seed: int = 0) -> str:
    """Replace each '¦' marker with a zero-width / U+206A-206F / word-joiner character."""
    out, i = [], seed
    for c in marked:
        if c == "¦":
            out.append(ZW[i % len(ZW)])
            i += 1
        else:
            out.append(c)
    return "".join(out)


def bidi(hidden: str) -> str:
    return "\u202e" + hidden[::-1] + "\u202c"


def hide(technique: str, visible: str, hidden: str, seed: int = 0) -> str:
    if technique == "tag_chars":
        return visible.replace("{H}", tag_chars(hidden))
    if technique == "variation_selectors":
        return visible.replace("{H}", variation_selectors(hidden))
    if technique == "zero_width_split":
        return zero_width(visible, seed)
    if technique == "bidi_override":
        return visible.replace("{H}", bidi(hidden))
    raise ValueError(technique)
