"""Mechanical helpers only: encodings, hiding characters, paste artefacts. No texts here."""
import base64
import codecs
import urllib.parse

MARKS = {"{SHY}": "\u00ad", "{NBSP}": "\u00a0", "{NNBSP}": "\u202f", "{BOM}": "\ufeff",
         "{ZWJ}": "\u200d", "{ZWNJ}": "\u200c", "{ZWSP}": "\u200b", "{WJ}": "\u2060",
         "{LRM}": "\u200e", "{RLM}": "\u200f", "{VS16}": "\ufe0f"}


def marks(s: str) -> str:
    for k, v in MARKS.items():
        s = s.replace(k, v)
    return s


def encode(plain: str, enc: str) -> str:
    b = plain.encode("utf-8")
    if enc == "base64":
        return base64.b64encode(b).decode()
    if enc == "hex":
        return b.hex()
    if enc == "rot13":
        assert plain.isascii()
        return codecs.encode(plain, "rot13")
    if enc == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(enc)


def tag_chars(visible: str, hidden: str) -> str:
    """Flag emoji, then the hidden text as Unicode tag characters, then the visible text."""
    return "\U0001F3F4" + "".join(chr(0xE0000 + ord(c)) for c in hidden) + "\U000E007F " + visible


def variation_selectors(visible: str, hidden: str, anchor: str = "\u2022") -> str:
    """One selector per UTF-8 byte of `hidden`, after a non-emoji base char placed before `visible`."""
    sel = []
    for b in hidden.encode("utf-8"):
        sel.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return anchor + "".join(sel) + " " + visible


ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\u206a", "\u206b", "\u206c", "\u206d", "\u206e", "\u206f"]


def zero_width(text: str) -> str:
    """Text with {|} markers: each marker becomes a zero-width / U+206x / word-joiner char (cycled)."""
    out, i = [], 0
    parts = text.split("{|}")
    for n, p in enumerate(parts):
        out.append(p)
        if n < len(parts) - 1:
            out.append(ZW[i % len(ZW)])
            i += 1
    return "".join(out)


def bidi(before: str, hidden: str, after: str = "") -> str:
    """U+202E ... U+202C around the reversed hidden text, so it renders as `hidden`."""
    return before + "\u202e" + hidden[::-1] + "\u202c" + after


def escape_invisible(line: str) -> str:
    """Write invisible / format / variation-selector chars as \\uXXXX (surrogate pairs above FFFF)."""
    import unicodedata
    out = []
    for c in line:
        o = ord(c)
        if (unicodedata.category(c) in ("Cf", "Mn") and (0xFE00 <= o <= 0xFE0F or 0xE0000 <= o <= 0xE01EF or unicodedata.category(c) == "Cf")) or o in (0xA0, 0x202F):
            if o > 0xFFFF:
                v = o - 0x10000
                out.append(f"\\u{0xD800 + (v >> 10):04x}\\u{0xDC00 + (v & 0x3FF):04x}")
            else:
                out.append(f"\\u{o:04x}")
        else:
            out.append(c)
    return "".join(out)
