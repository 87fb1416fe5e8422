"""Mechanical helpers only (no natural-language text here).

- escape_invisible: write invisible / format / variation-selector / no-break-space characters
  as \\uXXXX escapes (surrogate pairs above U+FFFF) in an already-serialised JSON line.
- wp_nbsp_fr: word-processor style narrow no-break spaces before French punctuation.
- wp_soft_hyphens: soft hyphens inside long words, as a word processor leaves them.
- wp_bom: a leading byte-order mark, as in a paste from a text file.
"""

import re
import unicodedata

_EXTRA = {"\u00a0", "\u202f", "\u2007"}


def _needs_escape(ch: str) -> bool:
    o = ord(ch)
    if ch in _EXTRA:
        return True
    if 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF:
        return True
    return unicodedata.category(ch) == "Cf"


def _esc(ch: str) -> str:
    o = ord(ch)
    if o <= 0xFFFF:
        return f"\\u{o:04x}"
    o -= 0x10000
    return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"


def escape_invisible(line: str) -> str:
    return "".join(_esc(c) if _needs_escape(c) else c for c in line)


def wp_nbsp_fr(text: str) -> str:
    text = re.sub(r" ([:;?!»])", "\u202f\\1", text)
    return text.replace("« ", "«\u202f")


def wp_soft_hyphens(text: str, min_len: int = 12) -> str:
    def shy(m):
        w = m.group(0)
        mid = len(w) // 2
        return w[:mid] + "\u00ad" + w[mid:]
    return re.sub(r"[^\W\d_]{" + str(min_len) + ",}", shy, text)


def wp_bom(text: str) -> str:
    return "\ufeff" + text
