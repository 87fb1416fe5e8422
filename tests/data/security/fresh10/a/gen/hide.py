"""Mechanical hiding / encoding helpers (no natural-language text here)."""
import base64
import codecs
import urllib.parse

ZW = ["\u200b", "\u200c", "\u2060", "\u206b", "\u200d", "\u206a"]


def encode(plain: str, encoding: str) -> str:
    b = plain.encode("utf-8")
    if encoding == "base64":
        return base64.b64encode(b).decode("ascii")
    if encoding == "hex":
        return b.hex()
    if encoding == "rot13":
        assert plain.isascii(), "rot13 only for ASCII payloads"
        return codecs.encode(plain, "rot13")
    if encoding == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(encoding)


def tag_chars(hidden: str, flag: str = "\U0001F3F4") -> str:
    """A flag emoji followed by Unicode tag characters spelling `hidden` (ASCII only)."""
    assert hidden.isascii()
    return flag + "".join(chr(0xE0000 + ord(c)) for c in hidden)


def variation_selectors(hidden: str, carrier: str = "\u00a7") -> str:
    """A non-emoji carrier followed by one variation selector per UTF-8 byte of `hidden`."""
    out = [carrier]
    for byte in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + byte) if byte < 16 else chr(0xE0100 + byte - 16))
    return "".join(out)


def zero_width_split(hidden: str, seed: int = 0) -> str:
    """Insert an invisible character inside every word of three or more letters."""
    words = hidden.split(" ")
    out = []
    for i, w in enumerate(words):
        if len(w) >= 3:
            k = len(w) // 2
            w = w[:k] + ZW[(i + seed) % len(ZW)] + w[k:]
        out.append(w)
    return " ".join(out)


def bidi_override(hidden: str) -> str:
    """Reversed text wrapped in RIGHT-TO-LEFT OVERRIDE ... POP DIRECTIONAL FORMATTING."""
    return "\u202e" + hidden[::-1] + "\u202c"


def strip_invisible(text: str) -> str:
    import unicodedata
    return "".join(c for c in text if unicodedata.category(c) != "Cf")


def escape_invisible(line: str) -> str:
    """Write format / invisible / variation-selector / non-ASCII space characters as \\uXXXX."""
    import unicodedata
    out = []
    for c in line:
        o = ord(c)
        cat = unicodedata.category(c)
        if cat in ("Cf", "Zl", "Zp") or (cat == "Zs" and c != " ") or 0xFE00 <= o <= 0xFE0F \
                or 0xE0100 <= o <= 0xE01EF:
            if o > 0xFFFF:
                v = o - 0x10000
                out.append(f"\\u{0xD800 + (v >> 10):04x}\\u{0xDC00 + (v & 0x3FF):04x}")
            else:
                out.append(f"\\u{o:04x}")
        else:
            out.append(c)
    return "".join(out)


HOMOGLYPHS = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "i": "\u0456", "c": "\u0441", "p": "\u0440"}


def homoglyph(text: str) -> str:
    """Swap some Latin lowercase letters for look-alike Cyrillic ones."""
    return "".join(HOMOGLYPHS.get(ch, ch) for ch in text)
