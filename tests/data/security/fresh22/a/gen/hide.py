"""Mechanical helpers: encodings and invisible characters. No natural-language text here."""
import base64
import codecs
import urllib.parse

ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u206a", "\u206b", "\u206c", "\u206d", "\u206e", "\u206f"]


def encode(plain: str, enc: str) -> str:
    if enc == "base64":
        return base64.b64encode(plain.encode("utf-8")).decode("ascii")
    if enc == "hex":
        return plain.encode("utf-8").hex()
    if enc == "rot13":
        assert plain.isascii()
        return codecs.encode(plain, "rot13")
    if enc == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(enc)


def tags(hidden: str) -> str:
    assert all(0x20 <= ord(c) <= 0x7E for c in hidden), hidden
    return "".join(chr(0xE0000 + ord(c)) for c in hidden)


def selectors(hidden: str) -> str:
    out = []
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def zw_split(marked: str, seed: int = 0) -> tuple[str, str]:
    """'|' in marked text = place for an invisible char. Returns (text, hidden)."""
    pieces = marked.split("|")
    out = [pieces[0]]
    for i, p in enumerate(pieces[1:]):
        out.append(ZW[(seed + i) % len(ZW)])
        out.append(p)
    return "".join(out), "".join(pieces)


def bidi(before: str, logical: str, after: str) -> tuple[str, str]:
    """Reversed text wrapped in U+202E ... U+202C; displays as `logical`."""
    return before + "\u202e" + logical[::-1] + "\u202c" + after, before + logical + after


def fullwidth(s: str) -> str:
    """ASCII letters/digits/punctuation to full-width forms; space to U+3000."""
    return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in s)


HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "i": "\u0456", "c": "\u0441", "p": "\u0440", "A": "\u0410", "I": "\u0406", "E": "\u0415", "O": "\u041e"}


def homoglyph(s: str) -> str:
    """Swap some Latin letters for Cyrillic look-alikes."""
    return "".join(HOMO.get(c, c) for c in s)
