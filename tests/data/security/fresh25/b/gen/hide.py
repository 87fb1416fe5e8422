"""Mechanical helpers only: encodings and invisible characters. No natural-language text here."""
import base64
import codecs
import urllib.parse


def encode(s, enc):
    if enc == "base64":
        return base64.b64encode(s.encode("utf-8")).decode("ascii")
    if enc == "hex":
        return s.encode("utf-8").hex()
    if enc == "rot13":
        return codecs.encode(s, "rot13")
    if enc == "url":
        return urllib.parse.quote(s, safe="")
    raise ValueError(enc)


def tags(s):
    """Unicode tag characters (ASCII only)."""
    return "".join(chr(0xE0000 + ord(c)) for c in s)


def selectors(s):
    """UTF-8 bytes as variation selectors (0-15 -> FE00.., 16-255 -> E0100..)."""
    out = []
    for b in s.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def zw_split(s, every=2):
    """Insert U+200B inside every word of s (after each `every` characters)."""
    out = []
    for word in s.split(" "):
        pieces = [word[i:i + every] for i in range(0, len(word), every)]
        out.append("\u200b".join(pieces))
    return " ".join(out)


def bidi(s):
    """Right-to-left override: stored reversed, displayed... reversed again."""
    return "\u202e" + s[::-1] + "\u202c"


def hide(technique, hidden):
    if technique == "tag_chars":
        return tags(hidden)
    if technique == "variation_selectors":
        return selectors(hidden)
    if technique == "zero_width_split":
        return zw_split(hidden)
    if technique == "bidi_override":
        return bidi(hidden)
    raise ValueError(technique)


def needs_escape(ch):
    import unicodedata
    o = ord(ch)
    if 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF:
        return True
    if o == 0x034F:
        return True
    cat = unicodedata.category(ch)
    if cat in ("Cf", "Zl", "Zp", "Cc", "Co", "Cn"):
        return True
    return bool(cat == "Zs" and ch != " ")


def escape_json_line(line):
    out = []
    for ch in line:
        if ch in "\n\r\t" or not needs_escape(ch):
            out.append(ch)
            continue
        o = ord(ch)
        if o > 0xFFFF:
            o -= 0x10000
            out.append(f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}")
        else:
            out.append(f"\\u{o:04x}")
    return "".join(out)
