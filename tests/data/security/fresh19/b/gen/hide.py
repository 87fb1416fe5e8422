"""Mechanical helpers: encodings and invisible characters. No natural-language text here."""
import base64
import codecs
import urllib.parse


def encode(kind: str, plain: str) -> str:
    if kind == "base64":
        return base64.b64encode(plain.encode("utf-8")).decode("ascii")
    if kind == "hex":
        return plain.encode("utf-8").hex()
    if kind == "rot13":
        assert plain.isascii(), "rot13 only for ASCII payloads"
        return codecs.encode(plain, "rot13")
    if kind == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(kind)


def tag_chars(hidden: str) -> str:
    """Unicode tag characters (U+E0020..U+E007E) spelling an ASCII text."""
    assert all(0x20 <= ord(c) <= 0x7E for c in hidden), "tag characters carry printable ASCII only"
    return "".join(chr(0xE0000 + ord(c)) for c in hidden)


def variation_selectors(hidden: str) -> str:
    """One variation selector per UTF-8 byte: 0..15 -> U+FE00.., 16..255 -> U+E0100.."""
    out = []
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def zero_width(text: str, words: list[str], chars: str = "\u200b") -> str:
    """Insert invisible characters inside each keyword (cycling through `chars`)."""
    for n, w in enumerate(words):
        assert w in text, w
        mid = max(1, len(w) // 2)
        ch = chars[n % len(chars)]
        text = text.replace(w, w[:mid] + ch + w[mid:])
    return text


def bidi_reversed(instr: str) -> str:
    """Right-to-left override around the reversed instruction."""
    return "\u202e" + instr[::-1] + "\u202c"
