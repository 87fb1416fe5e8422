"""Mechanical helpers only: encodings, invisible characters, JSON escaping. No texts here."""
from __future__ import annotations

import base64
import codecs
import json
import unicodedata
import urllib.parse

ZWSP, ZWNJ, ZWJ, WJ = "\u200b", "\u200c", "\u200d", "\u2060"
RLO, PDF, RLM, LRM = "\u202e", "\u202c", "\u200f", "\u200e"
SHY, NBSP, BOM, NNBSP = "\u00ad", "\u00a0", "\ufeff", "\u202f"


def encode(encoding: str, plain: str) -> str:
    if encoding == "base64":
        return base64.b64encode(plain.encode("utf-8")).decode("ascii")
    if encoding == "hex":
        return plain.encode("utf-8").hex()
    if encoding == "rot13":
        return codecs.encode(plain, "rot13")
    if encoding == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(encoding)


def tags(hidden: str) -> str:
    return "".join(chr(0xE0000 + ord(c)) for c in hidden)


def selectors(hidden: str) -> str:
    out = []
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def zero_width_split(plain: str, every: int = 2, ch: str = ZWSP) -> str:
    """Put a zero-width character after every `every` non-space characters."""
    out, n = [], 0
    for c in plain:
        out.append(c)
        if not c.isspace():
            n += 1
            if n % every == 0:
                out.append(ch)
    return "".join(out)


def bidi(plain: str) -> str:
    """Store the order reversed inside a right-to-left override so it displays forwards."""
    return RLO + plain[::-1] + PDF


def make_invisible(technique: str, template: str, hidden: str) -> str:
    if technique == "tag_chars":
        blob = tags(hidden)
    elif technique == "variation_selectors":
        blob = selectors(hidden)
    elif technique == "zero_width_split":
        blob = zero_width_split(hidden)
    elif technique == "bidi_override":
        blob = bidi(hidden)
    else:
        raise ValueError(technique)
    return template.replace("{h}", blob)


def _invisible(c: str) -> bool:
    o = ord(c)
    if c in "\n\t ":
        return False
    if 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF:
        return True
    return unicodedata.category(c) in ("Cf", "Zs", "Zl", "Zp", "Cc", "Co", "Cn")


def _esc(c: str) -> str:
    o = ord(c)
    if o > 0xFFFF:
        o -= 0x10000
        return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"
    return f"\\u{o:04x}"


def dumps(rec: dict) -> str:
    s = json.dumps(rec, ensure_ascii=False)
    return "".join(_esc(c) if _invisible(c) else c for c in s)


def has_literal_invisible(line: str) -> bool:
    return any(_invisible(c) for c in line.rstrip("\n"))
