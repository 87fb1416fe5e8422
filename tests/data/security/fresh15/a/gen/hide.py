"""Mechanical hiding / encoding helpers (no natural-language text here)."""
import base64
import codecs
import unicodedata
import urllib.parse

ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\u206a", "\u206b", "\u206c", "\u206d", "\u206e", "\u206f"]


def encode(plain: str, enc: str) -> str:
    b = plain.encode("utf-8")
    if enc == "base64":
        return base64.b64encode(b).decode("ascii")
    if enc == "hex":
        return b.hex()
    if enc == "rot13":
        assert plain.isascii()
        return codecs.encode(plain, "rot13")
    if enc == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(enc)


def tag_chars(hidden: str, flag: str = "\U0001F3F4") -> str:
    """Flag emoji followed by Unicode tag characters spelling an ASCII instruction."""
    assert all(0x20 <= ord(c) <= 0x7E for c in hidden)
    return flag + "".join(chr(0xE0000 + ord(c)) for c in hidden) + "\U000E007F"


def variation_selectors(hidden: str, carrier: str = "\u2022") -> str:
    """A non-emoji carrier followed by one variation selector per UTF-8 byte."""
    out = [carrier]
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def zero_width(marked: str, seed: int = 0) -> str:
    """Replace each '¦' marker (placed inside keywords by hand) with a rotating invisible char."""
    out, n = [], seed
    for ch in marked:
        if ch == "¦":
            out.append(ZW[n % len(ZW)])
            n += 1
        else:
            out.append(ch)
    return "".join(out)


def bidi(hidden: str) -> str:
    """Right-to-left override around the reversed instruction: it renders as `hidden`."""
    return "\u202e" + hidden[::-1] + "\u202c"


def escape_invisible(s: str) -> str:
    """Write format / invisible / variation-selector / odd-space chars as \\uXXXX escapes
    (surrogate pairs above U+FFFF)."""
    out = []
    for ch in s:
        o = ord(ch)
        cat = unicodedata.category(ch)
        vs = 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF
        if cat in ("Cf", "Co", "Zl", "Zp", "Cc") or vs or (cat == "Zs" and ch != " "):
            if o > 0xFFFF:
                v = o - 0x10000
                out.append(f"\\u{0xD800 + (v >> 10):04x}\\u{0xDC00 + (v & 0x3FF):04x}")
            else:
                out.append(f"\\u{o:04x}")
        else:
            out.append(ch)
    return "".join(out)
