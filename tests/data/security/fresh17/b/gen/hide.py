"""Mechanical helpers: encodings and invisible characters. No natural-language text here."""
import base64
import codecs
import urllib.parse

ZWSP, ZWNJ, ZWJ, WJ, BOM = "\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"


def encode(text: str, encoding: str) -> str:
    if encoding == "base64":
        return base64.b64encode(text.encode("utf-8")).decode("ascii")
    if encoding == "hex":
        return text.encode("utf-8").hex()
    if encoding == "rot13":
        assert text.isascii(), "rot13 only for ASCII payloads"
        return codecs.encode(text, "rot13")
    if encoding == "url":
        return urllib.parse.quote(text, safe="")
    raise ValueError(encoding)


def tag_chars(text: str) -> str:
    """Unicode tag characters (U+E0020..E007E) spelling an ASCII text."""
    assert all(0x20 <= ord(c) <= 0x7E for c in text), "tag payload must be printable ASCII"
    return "".join(chr(0xE0000 + ord(c)) for c in text)


def variation_selectors(text: str) -> str:
    """One variation selector per UTF-8 byte (VS1-16 for 0..15, VS17-256 for 16..255)."""
    out = []
    for b in text.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def split_words(text: str, words, joiner: str = ZWSP) -> str:
    """Insert an invisible character inside each listed keyword (after its first character
    and, for longer words, also in the middle)."""
    for w in words:
        assert w in text, w
        if len(w) >= 6:
            mid = len(w) // 2
            broken = w[0] + joiner + w[1:mid] + joiner + w[mid:]
        else:
            broken = w[0] + joiner + w[1:]
        text = text.replace(w, broken)
    return text


def strip_invisible(text: str) -> str:
    bad = {ZWSP, ZWNJ, ZWJ, WJ, BOM} | {chr(c) for c in range(0x206A, 0x2070)}
    return "".join(c for c in text if c not in bad)


def bidi_reverse(text: str) -> str:
    """Right-to-left override around the reversed text (renders as the original)."""
    return "\u202e" + text[::-1] + "\u202c"
