"""Mechanical parts only: encodings, hiding characters, marker expansion. No texts here."""
import base64
import codecs
import urllib.parse

MARKERS = {
    "{BOM}": "\ufeff", "{SHY}": "\u00ad", "{NBSP}": "\u00a0", "{NNBSP}": "\u202f",
    "{ZWNJ}": "\u200c", "{ZWJ}": "\u200d", "{ZWSP}": "\u200b", "{LRM}": "\u200e",
    "{RLM}": "\u200f", "{VS16}": "\ufe0f",
}
ZW_CYCLE = ["\u200b", "\u200d", "\u2060", "\u206a", "\u200c", "\u206c", "\u206f"]


def expand(text: str) -> str:
    for k, v in MARKERS.items():
        text = text.replace(k, v)
    return text


def encode(enc: str, plain: str) -> str:
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


def tag_chars(flag: str, hidden: str) -> str:
    assert all(0x20 <= ord(c) <= 0x7E for c in hidden)
    return flag + "".join(chr(0xE0000 + ord(c)) for c in hidden)


def selectors(base: str, hidden: str) -> str:
    out = []
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return base + "".join(out)


def zw_split(template: str) -> str:
    """Replace each '¦' split point with a cycling invisible character."""
    out, i = [], 0
    for ch in template:
        if ch == "¦":
            out.append(ZW_CYCLE[i % len(ZW_CYCLE)])
            i += 1
        else:
            out.append(ch)
    return "".join(out)


def bidi(hidden: str) -> str:
    return "\u202e" + hidden[::-1] + "\u202c"


def escape_invisible(line: str) -> str:
    """Write format / invisible / variation-selector / special-space characters as \\uXXXX."""
    import unicodedata
    out = []
    for ch in line:
        o = ord(ch)
        special = (unicodedata.category(ch) == "Cf" or 0xFE00 <= o <= 0xFE0F
                   or 0xE0100 <= o <= 0xE01EF or ch in "\u00a0\u202f\u2007")
        if not special:
            out.append(ch)
        elif o > 0xFFFF:
            v = o - 0x10000
            out.append(f"\\u{0xD800 + (v >> 10):04x}\\u{0xDC00 + (v & 0x3FF):04x}")
        else:
            out.append(f"\\u{o:04x}")
    return "".join(out)
