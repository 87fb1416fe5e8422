"""Mechanical helpers: encodings and invisible characters. No natural-language text here."""
import base64
import codecs
import urllib.parse

ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u206a", "\u206b", "\u206c", "\u206d", "\u206e", "\u206f"]
MARK = "\u00a6"  # broken bar marks an insertion point in the hand-written templates


def encode(enc: str, s: str) -> str:
    if enc == "base64":
        return base64.b64encode(s.encode("utf-8")).decode("ascii")
    if enc == "hex":
        return s.encode("utf-8").hex()
    if enc == "rot13":
        assert s.isascii()
        return codecs.encode(s, "rot13")
    if enc == "url":
        return urllib.parse.quote(s, safe="")
    raise ValueError(enc)


def tags(s: str) -> str:
    assert s.isascii()
    return "".join(chr(0xE0000 + ord(c)) for c in s) + "\U000E007F"


def selectors(s: str) -> str:
    out = []
    for b in s.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def zero_width(template: str, offset: int = 0) -> tuple[str, str]:
    """Replace each MARK with an invisible char; return (text, hidden=text without them)."""
    out, i = [], offset
    for ch in template:
        if ch == MARK:
            out.append(ZW[i % len(ZW)])
            i += 1
        else:
            out.append(ch)
    return "".join(out), template.replace(MARK, "")


def bidi(instruction: str) -> str:
    return "\u202e" + instruction[::-1] + "\u202c"
