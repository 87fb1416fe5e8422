"""Mechanical parts only: word-processor paste artefacts, emoji ZWJ sequence, JSON escaping.

No natural-language text is written here; these functions only transform hand-written texts.
"""

from __future__ import annotations

import json
import re
import unicodedata

BOM = "\ufeff"
SHY = "\u00ad"
NBSP = "\u00a0"
NNBSP = "\u202f"
ZWJ = "\u200d"
FAMILY = "\U0001F468" + ZWJ + "\U0001F469" + ZWJ + "\U0001F467"  # man-woman-girl family


def bom(text: str) -> str:
    """Leading byte-order mark, as left by a paste from a word processor."""
    return BOM + text


def soft_hyphens(text: str, min_len: int = 10) -> str:
    """Soft hyphen in the middle of every long alphabetic word."""
    def put(m: re.Match) -> str:
        w = m.group(0)
        return w[: len(w) // 2] + SHY + w[len(w) // 2:]
    return re.sub(r"[A-Za-z\u00c0-\u024f\u0400-\u04ff]{" + str(min_len) + ",}", put, text)


def nbsp(text: str) -> str:
    """No-break space after short numbers / before units, and narrow no-break space before
    French high punctuation (: ; ! ?), as word processors do."""
    text = re.sub(r"(\d) (?=\S)", "\\1" + NBSP, text)
    text = re.sub(r"(?<!\S)(\w{1,2}) (?=\w)", "\\1" + NBSP, text)
    return re.sub(r" ([:;!?])", NNBSP + "\\1", text)


def family_emoji(text: str) -> str:
    return text + " " + FAMILY


def _needs_escape(ch: str) -> bool:
    o = ord(ch)
    if 0xFE00 <= o <= 0xFE0F or 0xE0000 <= o <= 0xE01EF:
        return True
    cat = unicodedata.category(ch)
    return cat in ("Cf", "Cc") or (cat == "Zs" and ch != " ")


def _esc(ch: str) -> str:
    o = ord(ch)
    if o > 0xFFFF:
        o -= 0x10000
        return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"
    return f"\\u{o:04x}"


def dumps(rec: dict) -> str:
    """json.dumps with literal UTF-8, except invisible / format / variation-selector / space
    characters, which are written as \\uXXXX escapes."""
    s = json.dumps(rec, ensure_ascii=False)
    return "".join(_esc(c) if _needs_escape(c) else c for c in s)
