"""Mechanical helpers only: encodings and hiding characters. No natural-language text here."""
import base64
import codecs
import urllib.parse


def encode(enc: str, plain: str) -> str:
    if enc == "base64":
        return base64.b64encode(plain.encode("utf-8")).decode("ascii")
    if enc == "hex":
        return plain.encode("utf-8").hex()
    if enc == "rot13":
        assert plain.isascii(), "rot13 only for ASCII"
        return codecs.encode(plain, "rot13")
    if enc == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(enc)

def tag_chars(flag: str, hidden: str) -> str:
    """Unicode tag characters (U+E0020..E007E) spelling `hidden`, after a flag emoji."""
    assert hidden.isascii()
    return flag + "".join(chr(0xE0000 + ord(c)) for c in hidden) + chr(0xE007F)

def variation_selectors(base: str, hidden: str) -> str:
    """One variation selector per UTF-8 byte of `hidden`, after a non-emoji base char."""
    out = []
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return base + "".join(out)

ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\u206a", "\u206b", "\u206c", "\u206d", "\u206e", "\u206f"]

def zero_width_split(text: str, keywords: list[str], seed: int = 0) -> str:
    """Insert invisible characters inside each keyword occurrence of `text`."""
    for k, kw in enumerate(keywords):
        if len(kw) < 2:
            continue
        ch = ZW[(seed + k) % len(ZW)]
        mid = len(kw) // 2
        text = text.replace(kw, kw[:mid] + ch + kw[mid:])
    return text

def bidi_override(reversed_hidden_source: str) -> str:
    """U+202E then the instruction stored reversed, so it renders in reading order; U+202C closes."""
    return "\u202e" + reversed_hidden_source[::-1] + "\u202c"

def escape_invisible(s: str) -> str:
    """JSON text with invisible / format / variation-selector characters as \\uXXXX escapes."""
    import unicodedata
    out = []
    for c in s:
        o = ord(c)
        cat = unicodedata.category(c)
        invisible = (cat in ("Cf", "Co", "Cc") and c not in "\n\t") or 0xFE00 <= o <= 0xFE0F \
            or 0xE0100 <= o <= 0xE01EF or c in "\u00a0\u202f\u2007\u180e\u3164\u115f\u1160"
        if not invisible:
            out.append(c)
        elif o > 0xFFFF:
            v = o - 0x10000
            out.append(f"\\u{0xD800 + (v >> 10):04x}\\u{0xDC00 + (v & 0x3FF):04x}")
        else:
            out.append(f"\\u{o:04x}")
    return "".join(out)
