"""Mechanical transforms only (no natural-language text is written here).

- wp_paste: simulate a word-processor paste (leading BOM, no-break spaces after some
  punctuation, soft hyphens inside long words) on a hand-written benign text.
- fullwidth: map ASCII letters/digits to their full-width forms (attack obfuscation).
- escape_invisible: write invisible / format / variation-selector characters as \\uXXXX
  escapes in an already-serialised JSON line (surrogate pairs above U+FFFF).
"""
from __future__ import annotations

import unicodedata

BOM, NBSP, NNBSP, SHY = "\ufeff", "\u00a0", "\u202f", "\u00ad"


def _soft_hyphenate(word: str) -> str:
    if len(word) < 9 or not word.isalpha():
        return word
    mid = len(word) // 2
    return word[:mid] + SHY + word[mid:]


def wp_paste(text: str, french: bool = False) -> str:
    words = [_soft_hyphenate(w) for w in text.split(" ")]
    out = " ".join(words)
    out = out.replace(": ", ":" + NBSP, 1)
    if french:
        for p in (" :", " ;", " ?", " !"):
            out = out.replace(p, NNBSP + p[1:])
    return BOM + out


def fullwidth(text: str) -> str:
    res = []
    for ch in text:
        if "!" <= ch <= "~" and ch.isalnum():
            res.append(chr(ord(ch) - 0x21 + 0xFF01))
        else:
            res.append(ch)
    return "".join(res)


def _invisible(ch: str) -> bool:
    o = ord(ch)
    if 0xFE00 <= o <= 0xFE0F or 0xE0000 <= o <= 0xE01EF:
        return True
    return unicodedata.category(ch) in ("Cf", "Zs", "Mn") and ch not in (" ",) and (
        unicodedata.category(ch) != "Mn" or 0xFE00 <= o <= 0xFE0F)


def escape_invisible(s: str) -> str:
    out = []
    for ch in s:
        if _invisible(ch) or ch in (NBSP, NNBSP, SHY):
            o = ord(ch)
            if o > 0xFFFF:
                o -= 0x10000
                out.append(f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}")
            else:
                out.append(f"\\u{o:04x}")
        else:
            out.append(ch)
    return "".join(out)
