"""Mechanical hiding helpers: encodings and invisible-character tricks (no text is written here)."""

from __future__ import annotations

import base64
import codecs
import unicodedata
import urllib.parse


def encode(plain: str, encoding: str) -> str:
    """Return ``plain`` in the given encoding (base64, hex, rot13, url)."""
    if encoding == "base64":
        return base64.b64encode(plain.encode("utf-8")).decode("ascii")
    if encoding == "hex":
        return plain.encode("utf-8").hex()
    if encoding == "rot13":
        return codecs.encode(plain, "rot13")
    if encoding == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(f"unknown encoding {encoding!r}")


def tag_chars(plain: str) -> str:
    """Unicode tag characters (U+E0020..U+E007E) spelling an ASCII string."""
    if any(not 0x20 <= ord(c) <= 0x7E for c in plain):
        raise ValueError("tag characters carry printable ASCII only")
    return "".join(chr(0xE0000 + ord(c)) for c in plain)


def variation_selectors(plain: str) -> str:
    """UTF-8 bytes of ``plain`` as variation selectors (bytes 0-15: VS1-16, 16-255: VS17-256)."""
    out = []
    for b in plain.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def zero_width_split(plain: str) -> str:
    """Put a zero-width space between the characters of every word."""
    return " ".join("\u200b".join(word) for word in plain.split(" "))


def bidi_override(plain: str) -> str:
    """Store the string reversed inside RIGHT-TO-LEFT OVERRIDE ... POP DIRECTIONAL FORMATTING,
    so that it displays in reading order while the stored order is reversed."""
    return "\u202e" + plain[::-1] + "\u202c"


TECHNIQUES = {
    "tag_chars": tag_chars,
    "variation_selectors": variation_selectors,
    "zero_width_split": zero_width_split,
    "bidi_override": bidi_override,
}


def is_invisible(ch: str) -> bool:
    """Characters that the JSONL files must carry as \\uXXXX escapes."""
    o = ord(ch)
    if 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF:
        return True
    cat = unicodedata.category(ch)
    if cat in ("Cf", "Cc", "Co", "Cn", "Zl", "Zp", "Cs"):
        return True
    return cat == "Zs" and ch != " "


def escape_invisible(line: str) -> str:
    """Replace invisible characters in a JSON line by \\uXXXX escapes (surrogate pairs above
    U+FFFF). Safe because such characters only occur inside JSON strings."""
    out = []
    for ch in line:
        if not is_invisible(ch):
            out.append(ch)
            continue
        o = ord(ch)
        if o > 0xFFFF:
            v = o - 0x10000
            out.append(f"\\u{0xD800 + (v >> 10):04x}\\u{0xDC00 + (v & 0x3FF):04x}")
        else:
            out.append(f"\\u{o:04x}")
    return "".join(out)
