"""Mechanical encoding / hiding helpers (no natural-language text here)."""
import base64
import codecs
import unicodedata
import urllib.parse


def encode(kind, plain):
    if kind == "base64":
        return base64.b64encode(plain.encode("utf-8")).decode("ascii")
    if kind == "hex":
        return plain.encode("utf-8").hex()
    if kind == "rot13":
        assert plain.isascii()
        return codecs.encode(plain, "rot13")
    if kind == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(kind)

def tag_chars(hidden):
    """Unicode tag characters spelling `hidden` (ASCII only), to be put after a flag emoji."""
    assert hidden.isascii()
    return "".join(chr(0xE0000 + ord(c)) for c in hidden)

def var_selectors(hidden):
    """One variation selector per UTF-8 byte."""
    out = []
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)

ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\u206a", "\u206c", "\u206f"]

def zero_width_split(text, seed=0):
    """Insert an invisible character inside every word of 4+ letters (between chars 2 and 3)."""
    out, i = [], seed
    for word in text.split(" "):
        if len(word) >= 4:
            z = ZW[i % len(ZW)]; i += 1
            word = word[:2] + z + word[2:]
        out.append(word)
    return " ".join(out)

def bidi_reversed(hidden):
    """RLO + reversed text + PDF: renders as `hidden` read right-to-left."""
    return "\u202e" + hidden[::-1] + "\u202c"

# word-processor artefacts
SHY, NBSP, NNBSP, BOM = "\u00ad", "\u00a0", "\u202f", "\ufeff"

def wp(text):
    return (text.replace("{SHY}", SHY).replace("{NBSP}", NBSP)
                .replace("{NNBSP}", NNBSP).replace("{BOM}", BOM))

def must_escape(c):
    o = ord(c)
    cat = unicodedata.category(c)
    return (cat in ("Cf", "Zs", "Zl", "Zp", "Co") and c != " ") or 0xFE00 <= o <= 0xFE0F \
        or 0xE0100 <= o <= 0xE01EF or 0xE0000 <= o <= 0xE007F or c == "\u00ad"

def escape_json_line(line):
    """json.dumps(ensure_ascii=False) output -> escape invisible/format chars as \\uXXXX."""
    out = []
    for c in line:
        if must_escape(c):
            o = ord(c)
            if o > 0xFFFF:
                o -= 0x10000
                out.append(f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}")
            else:
                out.append(f"\\u{o:04x}")
        else:
            out.append(c)
    return "".join(out)
