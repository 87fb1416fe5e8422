"""Mechanical helpers: encodings and invisible characters. No natural-language text here."""
import base64
import urllib.parse

ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u206a", "\u206b", "\u206c", "\u206d", "\u206e", "\u206f"]


def encode(plain: str, enc: str) -> str:
    b = plain.encode("utf-8")
    if enc == "base64":
        return base64.b64encode(b).decode()
    if enc == "hex":
        return b.hex()
    if enc == "rot13":
        import codecs
        return codecs.encode(plain, "rot13")
    if enc == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(enc)


def tag_chars(hidden: str) -> str:
    """ASCII text -> Unicode tag characters (to be placed after a flag emoji)."""
    return "".join(chr(0xE0000 + ord(c)) for c in hidden)


def var_selectors(hidden: str) -> str:
    """One variation selector per UTF-8 byte."""
    out = []
    for byte in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + byte) if byte < 16 else chr(0xE0100 + byte - 16))
    return "".join(out)


def zw_split(text: str, n: int = 0) -> str:
    """Mark split points with '|' in the hand-written text; each '|' becomes an invisible char."""
    out, i = [], n
    for ch in text:
        if ch == "|":
            out.append(ZW[i % len(ZW)])
            i += 1
        else:
            out.append(ch)
    return "".join(out)


def bidi(prefix: str, instruction: str, suffix: str = "") -> str:
    """Reverse the instruction and wrap it in RLO ... PDF."""
    return prefix + "\u202e" + instruction[::-1] + "\u202c" + suffix
