"""Mechanical transforms only (no natural-language text is written here).

- b64 / hexe / rot13 / urle: encode a hand-written payload.
- fullwidth: ASCII letters -> full-width forms.
- zw_split: put a zero-width character inside each listed keyword.
- soft_hyphens / nbsp / bom: word-processor paste artefacts for benign texts.
- escape_invisible: JSON-escape invisible / format / selector characters.
"""
import base64
import codecs
import unicodedata
import urllib.parse


def b64(s: str) -> str:
    return base64.b64encode(s.encode("utf-8")).decode("ascii")


def hexe(s: str) -> str:
    return s.encode("utf-8").hex()


def rot13(s: str) -> str:
    assert s.isascii()
    return codecs.encode(s, "rot13")


def urle(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def fullwidth(s: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)


def zw_split(text: str, words, ch: str = "\u200b") -> str:
    for w in words:
        assert w in text, w
        mid = len(w) // 2
        text = text.replace(w, w[:mid] + ch + w[mid:])
    return text


def soft_hyphens(text: str, words) -> str:
    for w in words:
        assert w in text, w
        mid = len(w) // 2
        text = text.replace(w, w[:mid] + "\u00ad" + w[mid:])
    return text


def escape_invisible(line: str) -> str:
    out = []
    for c in line:
        o = ord(c)
        cat = unicodedata.category(c)
        invisible = cat in ("Cf", "Mn", "Zs", "Zl", "Zp", "Co", "Cc") and c not in " " or 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF
        # keep ordinary combining marks of scripts (Mn) literal except selectors
        if cat == "Mn" and not (0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF):
            invisible = False
        if c == "\n":
            invisible = False  # json.dumps already escaped it
        if invisible:
            if o > 0xFFFF:
                v = o - 0x10000
                out.append(f"\\u{0xD800 + (v >> 10):04x}\\u{0xDC00 + (v & 0x3FF):04x}")
            else:
                out.append(f"\\u{o:04x}")
        else:
            out.append(c)
    return "".join(out)
