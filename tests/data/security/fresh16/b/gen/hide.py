"""Mechanical helpers: encodings and invisible characters. No natural-language text here."""
from __future__ import annotations

import base64
import codecs
import urllib.parse

ZW_CYCLE = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u206a", "\u206b", "\u206c",
            "\u206d", "\u206e", "\u206f"]
MARK = "\u00a6"  # broken bar marks where an invisible character goes in zero-width templates


def encode(decoded: str, encoding: str) -> str:
    data = decoded.encode("utf-8")
    if encoding == "base64":
        return base64.b64encode(data).decode("ascii")
    if encoding == "hex":
        return data.hex()
    if encoding == "rot13":
        assert decoded.isascii(), "rot13 only for ASCII payloads"
        return codecs.encode(decoded, "rot13")
    if encoding == "url":
        return urllib.parse.quote(decoded, safe="")
    raise ValueError(encoding)


def tag_chars(hidden: str) -> str:
    assert all(0x20 <= ord(c) <= 0x7E for c in hidden), "tag characters carry printable ASCII only"
    return "".join(chr(0xE0000 + ord(c)) for c in hidden) + "\U000e007f"


def variation_selectors(hidden: str) -> str:
    out = []
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def zero_width(template: str, start: int = 0) -> tuple[str, str]:
    """Replace each MARK by an invisible character (cycling); return (text, hidden)."""
    out, i = [], start
    for ch in template:
        if ch == MARK:
            out.append(ZW_CYCLE[i % len(ZW_CYCLE)])
            i += 1
        else:
            out.append(ch)
    return "".join(out), template.replace(MARK, "")


def bidi(hidden: str) -> str:
    return "\u202e" + hidden[::-1] + "\u202c"
