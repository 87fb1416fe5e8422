"""Mechanical parts only: encodings for `encoded` records, zero-width splitting for `invisible`
records, and escaping of invisible / format characters for the JSONL files."""
from __future__ import annotations

import base64
import codecs
import json
import unicodedata
import urllib.parse

ZW = "\u200b"


def encode(plain: str, how: str) -> str:
    data = plain.encode("utf-8")
    if how == "base64":
        return base64.b64encode(data).decode("ascii")
    if how == "hex":
        return data.hex()
    if how == "rot13":
        assert plain.isascii(), "rot13 only for ASCII"
        return codecs.encode(plain, "rot13")
    if how == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(how)


def zero_width_split(text: str, words: list[str], mark: str = ZW) -> str:
    """Put an invisible character in the middle of each listed keyword."""
    for w in words:
        mid = len(w) // 2
        text = text.replace(w, w[:mid] + mark + w[mid:])
    return text


def _needs_escape(c: str) -> bool:
    o = ord(c)
    return (unicodedata.category(c) in ("Cf", "Mn", "Zs", "Co", "Cn") and c not in " \u3000"
            and not ("\u0300" <= c <= "\u036f") and unicodedata.category(c) != "Mn"
            or 0xFE00 <= o <= 0xFE0F or 0xE0000 <= o <= 0xE01EF)


def _esc(c: str) -> str:
    o = ord(c)
    if o > 0xFFFF:
        o -= 0x10000
        return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"
    return f"\\u{o:04x}"


def dumps(rec: dict) -> str:
    """json.dumps with literal UTF-8, except invisible / format / selector characters escaped."""
    s = json.dumps(rec, ensure_ascii=False)
    return "".join(_esc(c) if _needs_escape(c) else c for c in s)
