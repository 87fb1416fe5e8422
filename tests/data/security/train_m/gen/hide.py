"""Mechanical transforms only (no wording is created here): full-width, leetspeak, homoglyphs,
run-together camelCase, word-processor paste artefacts, and the JSONL escaping of invisible /
format / variation-selector / special-space characters."""

import json
import re
import unicodedata


def fullwidth(s: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)


LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"})


def leet(s: str) -> str:
    return s.translate(LEET)


HOMO = str.maketrans({"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441"})


def homoglyph(s: str) -> str:
    """Latin a/e/o/p/c -> Cyrillic look-alikes."""
    return s.translate(HOMO)


def camel(s: str) -> str:
    """Run words together in camelCase, keeping sentence punctuation."""
    out = []
    for sent in re.split(r"(?<=[.!?,:;])\s+", s):
        words = sent.split()
        if not words:
            continue
        out.append(words[0] + "".join(w[:1].upper() + w[1:] for w in words[1:]))
    return " ".join(out)


def soft_hyphens(s: str, every: int = 4) -> str:
    """Insert U+00AD inside long alphabetic words (as a word processor with hyphenation does)."""
    def fix(m):
        w = m.group(0)
        return "\u00ad".join(w[i:i + every] for i in range(0, len(w), every))
    return re.sub(r"[^\W\d_]{11,}", fix, s)


def nbsp(s: str) -> str:
    """No-break space after digits and before units / % / currency, narrow NBSP before « » : ; ? !"""
    s = re.sub(r"(\d) (?=[^\W\d_]|%|€|₽|\$)", "\\1\u00a0", s)
    s = re.sub(r" ([»:;?!])", "\u202f\\1", s)
    s = re.sub(r"« ", "«\u202f", s)
    return s


def bom(s: str) -> str:
    return "\ufeff" + s


def _needs_escape(c: str) -> bool:
    o = ord(c)
    if 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF:
        return True
    cat = unicodedata.category(c)
    return cat in ("Cf", "Cc") or (cat == "Zs" and c != " ")


def _esc(c: str) -> str:
    o = ord(c)
    if o > 0xFFFF:
        o -= 0x10000
        return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"
    return f"\\u{o:04x}"


def dumps(rec: dict) -> str:
    """json.dumps with literal UTF-8, but invisible / format / special-space characters escaped."""
    raw = json.dumps(rec, ensure_ascii=False)
    return "".join(_esc(c) if _needs_escape(c) else c for c in raw)
