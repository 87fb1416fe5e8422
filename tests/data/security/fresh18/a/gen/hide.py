"""Mechanical helpers: encodings and invisible characters (no natural-language text here)."""
import base64
import codecs
import urllib.parse

ZW_CHARS = ["\u200b", "\u200c", "\u2060", "\ufeff", "\u200d", "\u206a", "\u206b", "\u206c",
            "\u206d", "\u206e", "\u206f"]


def encode(plain: str, enc: str) -> str:
    if enc == "base64":
        return base64.b64encode(plain.encode("utf-8")).decode("ascii")
    if enc == "hex":
        return plain.encode("utf-8").hex()
    if enc == "rot13":
        assert plain.isascii(), "rot13 only for ASCII"
        return codecs.encode(plain, "rot13")
    if enc == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(enc)


def tags(s: str) -> str:
    """Unicode tag characters (U+E0020..U+E007E) spelling an ASCII string."""
    assert all(0x20 <= ord(c) <= 0x7E for c in s)
    return "".join(chr(0xE0000 + ord(c)) for c in s)


def selectors(s: str) -> str:
    """One variation selector per UTF-8 byte."""
    out = []
    for b in s.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def zero_width(marked: str, seed: int = 0) -> tuple[str, str]:
    """`marked` uses '¦' where an invisible character goes; returns (text, hidden)."""
    out, k = [], seed
    for ch in marked:
        if ch == "¦":
            out.append(ZW_CHARS[k % len(ZW_CHARS)])
            k += 1
        else:
            out.append(ch)
    return "".join(out), marked.replace("¦", "")


def bidi(hidden: str) -> str:
    """RLO override around the reversed instruction, closed with PDF."""
    return "\u202e" + hidden[::-1] + "\u202c"
