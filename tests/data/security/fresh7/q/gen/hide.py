"""Mechanical encoding / hiding of hand-written payloads (no natural language here)."""
import base64
import codecs
import urllib.parse

FLAGS = ["\U0001F1EF\U0001F1F5", "\U0001F1FA\U0001F1F8", "\U0001F1E9\U0001F1EA", "\U0001F1F0\U0001F1F7"]
ZW = ["\u200b", "\u200c", "\u2060", "\u206b", "\u200d", "\u206c"]


def encode(enc, plain):
    if enc == "base64":
        return base64.b64encode(plain.encode("utf-8")).decode("ascii")
    if enc == "hex":
        return plain.encode("utf-8").hex()
    if enc == "rot13":
        assert plain.isascii()
        return codecs.encode(plain, "rot13")
    if enc == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(enc)


def tags(hidden, n=0):
    assert all(0x20 <= ord(c) <= 0x7E for c in hidden)
    return FLAGS[n % len(FLAGS)] + "".join(chr(0xE0000 + ord(c)) for c in hidden)


def selectors(hidden):
    out = []
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def zero_width(template):
    """'|' marks where an invisible character splits a keyword."""
    parts = template.split("|")
    s = parts[0]
    for i, p in enumerate(parts[1:]):
        s += ZW[i % len(ZW)] + p
    return s, "".join(parts)


def bidi(hidden):
    return "\u202e" + hidden[::-1] + "\u202c"


def make_invisible(tech, visible, hidden, n=0):
    """Return (text, hidden). visible may contain {H} where the hidden span goes."""
    if tech == "tag_chars":
        return visible.replace("{H}", tags(hidden, n)), hidden
    if tech == "variation_selectors":
        return visible.replace("{H}", selectors(hidden)), hidden
    if tech == "bidi_override":
        return visible.replace("{H}", bidi(hidden)), hidden
    if tech == "zero_width_split":
        return zero_width(visible)
    raise ValueError(tech)


def escape_invisible(line):
    """JSON line: write format / invisible / variation-selector / odd-space chars as \\uXXXX."""
    import unicodedata
    out = []
    for c in line:
        o = ord(c)
        cat = unicodedata.category(c)
        if cat in ("Cf", "Zs", "Zl", "Zp", "Co") and c != " " or 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF:
            if o > 0xFFFF:
                v = o - 0x10000
                out.append(f"\\u{0xD800 + (v >> 10):04x}\\u{0xDC00 + (v & 0x3FF):04x}")
            else:
                out.append(f"\\u{o:04x}")
        else:
            out.append(c)
    return "".join(out)
