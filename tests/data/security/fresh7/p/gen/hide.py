"""Mechanical parts only: encoding payloads and hiding hand-written instructions."""
import base64
import codecs
import urllib.parse

ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\u206b", "\u206d", "\u200b", "\u2060"]


def encode(enc: str, s: str) -> str:
    if enc == "base64":
        return base64.b64encode(s.encode("utf-8")).decode("ascii")
    if enc == "hex":
        return s.encode("utf-8").hex()
    if enc == "rot13":
        assert s.isascii(), "rot13 only for ASCII"
        return codecs.encode(s, "rot13")
    if enc == "url":
        return urllib.parse.quote(s, safe="")
    raise ValueError(enc)


def tag_chars(hidden: str, flag: str = "\U0001F1FA\U0001F1F3") -> str:
    """A flag emoji followed by Unicode tag characters spelling `hidden` (ASCII only)."""
    assert all(0x20 <= ord(c) <= 0x7E for c in hidden)
    return flag + "".join(chr(0xE0000 + ord(c)) for c in hidden)


def variation_selectors(hidden: str, base: str = "\u2022") -> str:
    """One variation selector per UTF-8 byte after a non-emoji base character."""
    out = [base]
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def zero_width(marked: str) -> tuple[str, str]:
    """`marked` uses '|' where an invisible character splits a keyword. Returns (text, plain)."""
    out, n = [], 0
    for ch in marked:
        if ch == "|":
            out.append(ZW[n % len(ZW)])
            n += 1
        else:
            out.append(ch)
    return "".join(out), marked.replace("|", "")


def bidi(hidden: str) -> str:
    """Right-to-left override around the reversed instruction: renders as `hidden`."""
    return "\u202e" + hidden[::-1] + "\u202c"


def escape_invisible(line: str) -> str:
    """Write format / invisible / variation-selector characters as \\uXXXX escapes."""
    import unicodedata
    out = []
    for ch in line:
        o = ord(ch)
        invisible = (unicodedata.category(ch) == "Cf" or 0xFE00 <= o <= 0xFE0F
                     or 0xE0100 <= o <= 0xE01EF or ch in "\u00a0\u202f\u2007")
        if invisible:
            if o > 0xFFFF:
                v = o - 0x10000
                out.append(f"\\u{0xD800 + (v >> 10):04x}\\u{0xDC00 + (v & 0x3FF):04x}")
            else:
                out.append(f"\\u{o:04x}")
        else:
            out.append(ch)
    return "".join(out)
