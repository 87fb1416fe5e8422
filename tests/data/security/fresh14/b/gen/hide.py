"""Mechanical helpers: encode payloads, hide instructions, insert paste artefacts, escape output.

No natural-language text lives here; every text comes from lang_<xx>.py.
"""
from __future__ import annotations

import base64
import codecs
import json
import unicodedata
import urllib.parse

ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\u206a", "\u206b", "\u206c", "\u206d", "\u206e", "\u206f"]

MARKERS = {
    "{BOM}": "\ufeff", "{SHY}": "\u00ad", "{NBSP}": "\u00a0", "{NNBSP}": "\u202f",
    "{ZWJ}": "\u200d", "{ZWNJ}": "\u200c", "{ZWSP}": "\u200b", "{LRM}": "\u200e", "{RLM}": "\u200f",
    "{VS16}": "\ufe0f", "{WJ}": "\u2060",
}


HOMOGLYPHS = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "c": "\u0441", "p": "\u0440",
              "x": "\u0445", "i": "\u0456", "A": "\u0410", "E": "\u0415", "O": "\u041e"}


def homoglyph(text: str) -> str:
    """Swap Latin letters for look-alike Cyrillic ones (mechanical)."""
    return "".join(HOMOGLYPHS.get(c, c) for c in text)


def markers(text: str) -> str:
    """Replace {SHY}-style markers with the characters they name; {HG}...{/HG} spans get
    Cyrillic look-alike letters."""
    while "{HG}" in text:
        a = text.index("{HG}")
        b = text.index("{/HG}", a)
        text = text[:a] + homoglyph(text[a + 4:b]) + text[b + 5:]
    for k, v in MARKERS.items():
        text = text.replace(k, v)
    return text


def encode(plain: str, encoding: str) -> str:
    raw = plain.encode("utf-8")
    if encoding == "base64":
        return base64.b64encode(raw).decode("ascii")
    if encoding == "hex":
        return raw.hex()
    if encoding == "rot13":
        assert plain.isascii(), "rot13 only for ASCII payloads"
        return codecs.encode(plain, "rot13")
    if encoding == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(encoding)


def tag_chars(hidden: str) -> str:
    assert all(0x20 <= ord(c) <= 0x7E for c in hidden)
    return "".join(chr(0xE0000 + ord(c)) for c in hidden)


def variation_selectors(hidden: str) -> str:
    out = []
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def zero_width_split(hidden: str, seed: int = 0) -> str:
    """Insert one invisible character inside every word of 4+ letters (cycling through ZW)."""
    out, n = [], seed
    for word in hidden.split(" "):
        if len(word) >= 4:
            mid = len(word) // 2
            word = word[:mid] + ZW[n % len(ZW)] + word[mid:]
            n += 1
        out.append(word)
    return " ".join(out)


def zero_width_cjk(hidden: str, seed: int = 0, every: int = 2) -> str:
    """For scripts without spaces: an invisible character after every `every` characters."""
    out, n = [], seed
    for i, ch in enumerate(hidden, 1):
        out.append(ch)
        if i % every == 0 and i < len(hidden) and not ch.isspace():
            out.append(ZW[n % len(ZW)])
            n += 1
    return "".join(out)


def bidi_override(hidden: str) -> str:
    return "\u202e" + hidden[::-1] + "\u202c"


def _needs_escape(ch: str) -> bool:
    o = ord(ch)
    if 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF or 0xE0000 <= o <= 0xE007F:
        return True
    cat = unicodedata.category(ch)
    if cat == "Cf":
        return True
    return bool(cat == "Zs" and ch not in (" ", "\u3000"))


def _esc(ch: str) -> str:
    o = ord(ch)
    if o <= 0xFFFF:
        return f"\\u{o:04x}"
    o -= 0x10000
    return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"


def dumps(rec: dict) -> str:
    s = json.dumps(rec, ensure_ascii=False)
    return "".join(_esc(c) if _needs_escape(c) else c for c in s)
