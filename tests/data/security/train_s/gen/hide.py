"""Mechanical transforms only (no natural-language text here)."""
import base64


def b64(s: str) -> str:
    return base64.b64encode(s.encode("utf-8")).decode("ascii")

def hexs(s: str) -> str:
    return s.encode("utf-8").hex()

def fullwidth(s: str) -> str:
    """ASCII letters/digits/punctuation -> full-width forms (space kept)."""
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in s)

_HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "c": "\u0441", "p": "\u0440", "x": "\u0445"}

def homoglyph(s: str) -> str:
    """Swap some Latin letters for Cyrillic look-alikes."""
    return "".join(_HOMO.get(c, c) for c in s)

def zw_split(word: str, ch: str = "\u200b") -> str:
    """Put a zero-width character between the letters of a word."""
    return ch.join(word)
