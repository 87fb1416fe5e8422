"""Mechanical hiding / encoding of hand-written payloads (no natural language here)."""
import base64
import codecs
import urllib.parse

ZW = {"zwsp": "\u200b", "zwnj": "\u200c", "wj": "\u2060", "iss": "\u206a", "nads": "\u206f", "zwj": "\u200d"}


def encode(plain: str, enc: str) -> str:
    if enc == "base64":
        return base64.b64encode(plain.encode()).decode()
    if enc == "hex":
        return plain.encode().hex()
    if enc == "rot13":
        assert plain.isascii()
        return codecs.encode(plain, "rot13")
    if enc == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(enc)


def tag_chars(hidden: str, flag: str = "\U0001F3F4") -> str:
    """A flag (black flag) followed by Unicode tag characters spelling hidden (ASCII)."""
    assert hidden.isascii()
    return flag + "".join(chr(0xE0000 + ord(c)) for c in hidden) + "\U000E007F"


def var_selectors(hidden: str, carrier: str) -> str:
    """carrier (a non-emoji char) followed by one variation selector per UTF-8 byte."""
    out = carrier
    for b in hidden.encode():
        out += chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16)
    return out


def zero_width(marked: str, kind: str) -> str:
    """'|' marks in hand-written text become an invisible character."""
    return marked.replace("|", ZW[kind])


def bidi(hidden: str) -> str:
    """Right-to-left override around the reversed instruction: renders as hidden."""
    return "\u202e" + hidden[::-1] + "\u202c"
