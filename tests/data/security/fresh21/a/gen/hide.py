"""Mechanical helpers: encodings and invisible characters. No natural-language text here."""
import base64
import codecs
import urllib.parse


def encode(encoding: str, s: str) -> str:
    if encoding == "base64":
        return base64.b64encode(s.encode("utf-8")).decode("ascii")
    if encoding == "hex":
        return s.encode("utf-8").hex()
    if encoding == "rot13":
        assert s.isascii(), "rot13 only for ASCII payloads"
        return codecs.encode(s, "rot13")
    if encoding == "url":
        return urllib.parse.quote(s, safe="")
    raise ValueError(encoding)


def tag_chars(s: str) -> str:
    """Map printable ASCII onto Unicode tag characters (U+E0020..U+E007E)."""
    assert all(0x20 <= ord(c) <= 0x7E for c in s), s
    return "".join(chr(0xE0000 + ord(c)) for c in s)


def variation_selectors(s: str) -> str:
    """One variation selector per UTF-8 byte: 0..15 -> U+FE00.., 16..255 -> U+E0100.."""
    out = []
    for b in s.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def zw_split(text: str, words: list[str], joiner: str = "\u200b") -> str:
    """Insert `joiner` between the characters of every listed keyword occurring in text."""
    for w in words:
        assert w in text, (w, text)
        text = text.replace(w, joiner.join(w))
    return text


def strip_invisible(text: str) -> str:
    bad = {0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x202E, 0x202C, 0x202D, 0x202A, 0x202B}
    bad |= set(range(0x206A, 0x2070))
    return "".join(c for c in text if ord(c) not in bad)


def bidi_reverse(s: str) -> str:
    """Stored reversed inside RIGHT-TO-LEFT OVERRIDE ... POP, so it displays forwards."""
    return "\u202e" + s[::-1] + "\u202c"
