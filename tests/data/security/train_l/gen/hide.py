"""Mechanical transforms only (no natural-language text is written here).

- fullwidth: ASCII letters/digits/punctuation -> full-width forms (U+FF01..U+FF5E).
- homoglyph: some Latin o/e/a -> Cyrillic look-alikes (every second occurrence).
- wp / wp_bom / wp_fr: word-processor paste artefacts (soft hyphens in long words,
  no-break spaces after numbers, a leading BOM, French narrow no-break spaces).
- escape_invisible: write format / invisible / non-ASCII space characters as \\uXXXX
  escapes in a JSON line (surrogate pairs above U+FFFF).
"""
from __future__ import annotations

import re
import unicodedata

SHY, NBSP, NNBSP, BOM = "\u00ad", "\u00a0", "\u202f", "\ufeff"


def fullwidth(s: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in s)


_GLYPHS = {"o": "\u043e", "e": "\u0435", "a": "\u0430"}


def homoglyph(s: str) -> str:
    out, n = [], 0
    for c in s:
        if c in _GLYPHS:
            n += 1
            out.append(_GLYPHS[c] if n % 2 else c)
        else:
            out.append(c)
    return "".join(out)


def _soft_hyphens(s: str) -> str:
    def cut(m: re.Match) -> str:
        w = m.group(0)
        return w[: len(w) // 2] + SHY + w[len(w) // 2:]
    return re.sub(r"[^\W\d_]{10,}", cut, s)


def wp(s: str) -> str:
    s = _soft_hyphens(s)
    return re.sub(r"(\d) ", lambda m: m.group(1) + NBSP, s)


def wp_bom(s: str) -> str:
    return BOM + s


def wp_fr(s: str) -> str:
    s = re.sub(r" ([:;!?])", NNBSP + r"\1", s)
    s = s.replace("« ", "«" + NBSP).replace(" »", NBSP + "»")
    return BOM + _soft_hyphens(s)


TRANSFORMS = {"fullwidth": fullwidth, "homoglyph": homoglyph, "wp": wp, "wp_bom": wp_bom, "wp_fr": wp_fr}


def apply(name: str | None, s: str) -> str:
    return s if name is None else TRANSFORMS[name](s)


def _needs_escape(c: str) -> bool:
    o = ord(c)
    if o < 0x80:
        return False
    cat = unicodedata.category(c)
    return (cat in ("Cf", "Zs", "Zl", "Zp", "Cc") or 0xFE00 <= o <= 0xFE0F
            or 0xE0100 <= o <= 0xE01EF)


def escape_invisible(line: str) -> str:
    out = []
    for c in line:
        if _needs_escape(c):
            o = ord(c)
            if o > 0xFFFF:
                o -= 0x10000
                out.append(f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}")
            else:
                out.append(f"\\u{o:04x}")
        else:
            out.append(c)
    return "".join(out)
