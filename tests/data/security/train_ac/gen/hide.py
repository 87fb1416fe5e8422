"""Mechanical helpers only (no natural-language text here): JSON escaping of invisible /
format / variation-selector characters, and a few surface transforms applied to hand-written
texts (full-width forms, soft hyphens, no-break spaces, BOM)."""

from __future__ import annotations

import json
import unicodedata


def _needs_escape(c: str) -> bool:
    o = ord(c)
    if 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF:
        return True
    cat = unicodedata.category(c)
    if cat in ("Cf", "Cc", "Zl", "Zp", "Co", "Cn"):
        return c not in "\n"  # json.dumps already escapes control chars
    return bool(cat == "Zs" and c != " ")


def _esc(c: str) -> str:
    o = ord(c)
    if o > 0xFFFF:
        o -= 0x10000
        return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"
    return f"\\u{o:04x}"


def dumps(rec: dict) -> str:
    """One JSONL line: literal UTF-8 except invisible / format / selector chars, escaped."""
    s = json.dumps(rec, ensure_ascii=False)
    return "".join(_esc(c) if _needs_escape(c) else c for c in s)


def fullwidth(s: str) -> str:
    """ASCII letters / digits / punctuation -> full-width forms (space -> ideographic space)."""
    out = []
    for c in s:
        o = ord(c)
        if c == " ":
            out.append("\u3000")
        elif 0x21 <= o <= 0x7E:
            out.append(chr(o + 0xFEE0))
        else:
            out.append(c)
    return "".join(out)


def soft_hyphens(s: str, minlen: int = 10) -> str:
    """Insert U+00AD in the middle of long words, as a word processor paste would."""
    words = s.split(" ")
    out = []
    for w in words:
        if len(w) >= minlen and w.isalpha():
            m = len(w) // 2
            w = w[:m] + "\u00ad" + w[m:]
        out.append(w)
    return " ".join(out)


def nbsp_before_punct(s: str) -> str:
    """French-style no-break / narrow no-break spaces before : ; ? ! and inside guillemets."""
    for p in (" :", " ;", " ?", " !"):
        s = s.replace(p, ("\u202f" if p != " :" else "\u00a0") + p[1])
    s = s.replace("« ", "«\u00a0").replace(" »", "\u00a0»")
    return s


def bom(s: str) -> str:
    return "\ufeff" + s
