"""Mechanical helpers only: placeholder substitution for invisible / format characters,
full-width rendering, and JSON escaping of invisible characters. No natural-language text."""
import json
import unicodedata

MARKS = {
    "{SHY}": "\u00ad", "{NBSP}": "\u00a0", "{NNBSP}": "\u202f", "{BOM}": "\ufeff",
    "{ZWJ}": "\u200d", "{ZWNJ}": "\u200c", "{ZWSP}": "\u200b", "{VS16}": "\ufe0f",
    "{LRM}": "\u200e", "{RLM}": "\u200f",
}


def fill(text: str) -> str:
    for k, v in MARKS.items():
        text = text.replace(k, v)
    return text


def fullwidth(text: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in text)


def _needs_escape(c: str) -> bool:
    o = ord(c)
    if 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF:
        return True
    cat = unicodedata.category(c)
    return cat == "Cf" or (cat == "Zs" and c != " ")


def _esc(c: str) -> str:
    o = ord(c)
    if o > 0xFFFF:
        o -= 0x10000
        return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"
    return f"\\u{o:04x}"


def dumps(obj: dict) -> str:
    s = json.dumps(obj, ensure_ascii=False)
    return "".join(_esc(c) if _needs_escape(c) else c for c in s)
