"""Mechanical hiding / encoding helpers (no natural-language text here)."""
import base64
import codecs
import urllib.parse


def encode(plain: str, enc: str) -> str:
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

def tag_chars(hidden: str) -> str:
    """Black flag + tag characters spelling `hidden` + cancel tag."""
    assert all(0x20 <= ord(c) <= 0x7E for c in hidden)
    return "\U0001F3F4" + "".join(chr(0xE0000 + ord(c)) for c in hidden) + "\U000E007F"

def variation_selectors(base: str, hidden: str) -> str:
    """`base` (a non-emoji char) followed by one variation selector per UTF-8 byte."""
    out = [base]
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)

_ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\u206a", "\u206b", "\u206c", "\u206d", "\u206e", "\u206f"]

def zero_width(template: str, seed: int = 0) -> str:
    """Replace each '|' in the template with an invisible character (cycled)."""
    out, i = [], seed
    for c in template:
        if c == "|":
            out.append(_ZW[i % len(_ZW)]); i += 1
        else:
            out.append(c)
    return "".join(out)

def bidi_reversed(hidden: str) -> str:
    """RLO + reversed text + PDF: renders as `hidden`."""
    return "\u202e" + hidden[::-1] + "\u202c"
