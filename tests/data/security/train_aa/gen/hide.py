"""Mechanical parts only: encodings, variation-selector hiding, JSON escaping of invisible
characters. No natural-language text is produced here."""

from __future__ import annotations

import base64
import codecs
import json
import unicodedata
import urllib.parse


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


def selectors(hidden: str) -> str:
    """One variation selector per UTF-8 byte (VS1-16 for 0-15, VS17-256 for 16-255)."""
    out = []
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def tags(hidden: str) -> str:
    assert all(0x20 <= ord(c) <= 0x7E for c in hidden)
    return "".join(chr(0xE0000 + ord(c)) for c in hidden)


def _needs_escape(ch: str) -> bool:
    o = ord(ch)
    if 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF:
        return True
    cat = unicodedata.category(ch)
    if cat in ("Cf", "Cc") and ch not in "\n":
        return True
    return bool(cat == "Zs" and ch not in (" ", "\u3000"))


def _esc(ch: str) -> str:
    o = ord(ch)
    if o > 0xFFFF:
        o -= 0x10000
        return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"
    return f"\\u{o:04x}"


def dumps(rec: dict) -> str:
    """json.dumps with literal UTF-8, except invisible / format / selector chars escaped."""
    s = json.dumps(rec, ensure_ascii=False)
    return "".join(_esc(c) if _needs_escape(c) else c for c in s)
