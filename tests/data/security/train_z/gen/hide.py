"""Mechanical helpers for train_z: escaping invisible / format characters in JSONL.

No natural-language text lives here. The brief asks that invisible, format and
variation-selector characters be written as \\uXXXX escapes (surrogate pairs above U+FFFF),
while every other character stays literal UTF-8.
"""

from __future__ import annotations

import json
import unicodedata


def is_hidden(ch: str) -> bool:
    """True for characters that must be escaped in the JSONL."""
    o = ord(ch)
    if 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF:
        return True
    if o in (0x00A0, 0x00AD, 0x202F, 0x2060, 0xFEFF, 0x200B, 0x200C, 0x200D):
        return True
    return unicodedata.category(ch) in ("Cf", "Cc", "Zl", "Zp") and ch not in "\n\t"


def _esc(ch: str) -> str:
    o = ord(ch)
    if o > 0xFFFF:
        o -= 0x10000
        return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"
    return f"\\u{o:04x}"


def dumps(obj: dict) -> str:
    """json.dumps with literal UTF-8, except hidden characters escaped as \\uXXXX."""
    raw = json.dumps(obj, ensure_ascii=False)
    return "".join(_esc(c) if is_hidden(c) else c for c in raw)
