"""Mechanical helpers only: encoding payloads and hiding characters. No natural-language text here."""
import base64
import codecs
import urllib.parse


def encode(plain: str, enc: str) -> str:
    if enc == "base64":
        return base64.b64encode(plain.encode("utf-8")).decode("ascii")
    if enc == "hex":
        return plain.encode("utf-8").hex()
    if enc == "rot13":
        assert plain.isascii(), "rot13 only for ASCII payloads"
        return codecs.encode(plain, "rot13")
    if enc == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(enc)

def tag_chars(hidden: str) -> str:
    """Unicode tag characters (U+E0020..E007E) spelling `hidden`, to put after a flag emoji."""
    assert hidden.isascii()
    return "".join(chr(0xE0000 + ord(c)) for c in hidden)

def variation_selectors(hidden: str) -> str:
    """One variation selector per UTF-8 byte (VS1-16 for 0-15, VS17-256 for 16-255)."""
    out = []
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)

ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\u206a", "\u206c", "\u206f"]

def zero_width_split(text: str, words: list[str], k: int = 0) -> str:
    """Insert an invisible character inside each listed keyword (after its second char)."""
    for i, w in enumerate(words):
        z = ZW[(i + k) % len(ZW)]
        cut = 2 if len(w) > 3 else 1
        text = text.replace(w, w[:cut] + z + w[cut:])
    return text

def bidi_override(instruction: str) -> str:
    """U+202E ... U+202C around the reversed instruction: renders as the instruction."""
    return "\u202e" + instruction[::-1] + "\u202c"
