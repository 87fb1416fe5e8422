"""Mechanical hiding / encoding of hand-written payloads (no natural language here)."""
import base64
import codecs
import urllib.parse

ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\u206a", "\u206b", "\u206c", "\u206d", "\u206e", "\u206f"]


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


def tag_chars(hidden: str) -> str:
    return "".join(chr(0xE0000 + ord(c)) for c in hidden)


def variation_selectors(hidden: str) -> str:
    out = []
    for byte in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + byte) if byte < 16 else chr(0xE0100 + byte - 16))
    return "".join(out)


def zero_width_split(hidden: str) -> str:
    """Insert one invisible character inside every word of 3+ characters (CJK: between chars)."""
    if " " not in hidden and not hidden.isascii():  # CJK run: one invisible char every two chars
        return "".join(c + (ZW[i // 2 % len(ZW)] if i % 2 == 1 and i < len(hidden) - 1 else "")
                       for i, c in enumerate(hidden))
    out, k = [], 0
    for word in hidden.split(" "):
        if len(word) >= 3:
            mid = len(word) // 2
            word = word[:mid] + ZW[k % len(ZW)] + word[mid:]
            k += 1
        elif len(word) == 2 and not word.isascii():
            word = word[0] + ZW[k % len(ZW)] + word[1]
            k += 1
        out.append(word)
    return " ".join(out)


def bidi_override(hidden: str) -> str:
    return "\u202e" + hidden[::-1] + "\u202c"


def hide(technique: str, hidden: str) -> str:
    return {"tag_chars": tag_chars, "variation_selectors": variation_selectors,
            "zero_width_split": zero_width_split, "bidi_override": bidi_override}[technique](hidden)
