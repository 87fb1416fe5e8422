"""Mechanical parts only: encodings and hiding characters. No natural-language text here."""
import base64
import codecs
import urllib.parse

ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\u206a", "\u206b", "\u206c", "\u206d", "\u206e", "\u206f"]


def encode(kind: str, plain: str) -> str:
    data = plain.encode("utf-8")
    if kind == "base64":
        return base64.b64encode(data).decode("ascii")
    if kind == "hex":
        return data.hex()
    if kind == "rot13":
        assert plain.isascii(), "rot13 only for ASCII payloads"
        return codecs.encode(plain, "rot13")
    if kind == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(kind)


def tag_chars(hidden: str) -> str:
    """Unicode tag characters spelling an ASCII instruction (put after a flag emoji)."""
    assert hidden.isascii()
    return "".join(chr(0xE0000 + ord(c)) for c in hidden) + "\U000E007F"


def variation_selectors(hidden: str) -> str:
    """One variation selector per UTF-8 byte (VS1-16 for 0-15, VS17-256 for 16-255)."""
    out = []
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def zero_width_split(text: str, words: list[str], seed: int = 0) -> str:
    """Insert invisible characters inside each listed keyword of text."""
    for k, w in enumerate(words):
        assert w in text, w
        mid = max(1, len(w) // 2)
        ch = ZW[(seed + k) % len(ZW)]
        broken = w[:1] + ch + w[1:mid] + ZW[(seed + k + 3) % len(ZW)] + w[mid:] if len(w) > 2 else w[:1] + ch + w[1:]
        text = text.replace(w, broken)
    return text


def bidi_override(hidden: str) -> str:
    """RLO + reversed text + PDF: displays as the hidden instruction."""
    return "\u202e" + hidden[::-1] + "\u202c"
