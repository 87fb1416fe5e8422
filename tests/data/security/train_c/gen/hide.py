"""Mechanical helpers: encoding payloads, hiding text with invisible characters, JSON escaping."""
from __future__ import annotations

import base64
import codecs
import json
import unicodedata
import urllib.parse

ZW = "\u200b"


def encode(text: str, enc: str) -> str:
    """Encode ``text`` as base64, hex, rot13 (ASCII only) or URL-encoding."""
    if enc == "base64":
        return base64.b64encode(text.encode("utf-8")).decode("ascii")
    if enc == "hex":
        return text.encode("utf-8").hex()
    if enc == "rot13":
        assert text.isascii()
        return codecs.encode(text, "rot13")
    if enc == "url":
        return urllib.parse.quote(text, safe="")
    raise ValueError(enc)


def decode(payload: str, enc: str) -> str:
    """Inverse of :func:`encode` (used by the validator)."""
    if enc == "base64":
        return base64.b64decode(payload).decode("utf-8")
    if enc == "hex":
        return bytes.fromhex(payload).decode("utf-8")
    if enc == "rot13":
        return codecs.decode(payload, "rot13")
    return urllib.parse.unquote(payload)


def tags(hidden: str) -> str:
    """Unicode tag characters spelling an ASCII ``hidden`` text."""
    return "".join(chr(0xE0000 + ord(c)) for c in hidden) + "\U000e007f"


def vs(hidden: str) -> str:
    """Variation selectors, one per UTF-8 byte of ``hidden``."""
    return "".join(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16) for b in hidden.encode("utf-8"))


def unvs(text: str) -> str:
    """Bytes spelled by the variation selectors in ``text``."""
    out = bytearray()
    for ch in text:
        o = ord(ch)
        if 0xFE00 <= o <= 0xFE0F:
            out.append(o - 0xFE00)
        elif 0xE0100 <= o <= 0xE01EF:
            out.append(o - 0xE0100 + 16)
    return out.decode("utf-8")


def untags(text: str) -> str:
    """ASCII spelled by the tag characters in ``text``."""
    return "".join(chr(ord(c) - 0xE0000) for c in text if 0xE0020 <= ord(c) <= 0xE007E)


def zw_split(text: str, every: int = 2, mark: str = ZW) -> str:
    """Put ``mark`` inside every word of 4+ characters (after each ``every`` letters)."""
    out = []
    for word in text.split(" "):
        if len(word) >= 4:
            word = mark.join(word[i:i + every] for i in range(0, len(word), every))
        out.append(word)
    return " ".join(out)


def _needs_escape(ch: str) -> bool:
    o = ord(ch)
    if 0xFE00 <= o <= 0xFE0F or 0xE0000 <= o <= 0xE01EF:
        return True
    cat = unicodedata.category(ch)
    return cat in ("Cf", "Zs", "Zl", "Zp", "Cc") and ch != " "


def _esc(ch: str) -> str:
    o = ord(ch)
    if o > 0xFFFF:
        o -= 0x10000
        return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"
    return f"\\u{o:04x}"


def escape_json(rec: dict) -> str:
    """``json.dumps`` with literal UTF-8, except invisible/format characters as escapes."""
    s = json.dumps(rec, ensure_ascii=False)
    return "".join(_esc(c) if _needs_escape(c) else c for c in s)
