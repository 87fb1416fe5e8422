"""Mechanical helpers only: encodings and hiding characters. No natural-language text here."""
import base64
import codecs
import urllib.parse

ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\u206a", "\u206c", "\u206f", "\ufeff"]


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


def tag_chars(hidden: str) -> str:
    """Unicode tag characters spelling `hidden` (append after a flag emoji)."""
    return "".join(chr(0xE0000 + ord(c)) for c in hidden)


def variation_selectors(hidden: str) -> str:
    """One variation selector per UTF-8 byte (put after a non-emoji character)."""
    out = []
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def zero_width_split(marked: str, n: int = 0) -> str:
    """Replace each '|' in a hand-marked text by an invisible char (cycling through ZW)."""
    out, k = [], n
    for ch in marked:
        if ch == "|":
            out.append(ZW[k % len(ZW)])
            k += 1
        else:
            out.append(ch)
    return "".join(out)


def bidi_override(hidden: str) -> str:
    """U+202E + reversed text + U+202C: renders as `hidden`."""
    return "\u202e" + hidden[::-1] + "\u202c"
