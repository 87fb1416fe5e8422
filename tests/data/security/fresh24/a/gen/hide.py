"""Mechanical helpers: encodings and invisible characters (no natural-language text here)."""
import base64
import codecs
import urllib.parse

ZW_CYCLE = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u206a", "\u206b", "\u206c", "\u206d", "\u206e", "\u206f"]
MARK = "\u2e3e"  # placeholder in hand-written text where an invisible char goes (removed here)


def encode(payload: str, encoding: str) -> str:
    if encoding == "base64":
        return base64.b64encode(payload.encode("utf-8")).decode("ascii")
    if encoding == "hex":
        return payload.encode("utf-8").hex()
    if encoding == "rot13":
        assert payload.isascii()
        return codecs.encode(payload, "rot13")
    if encoding == "url":
        return urllib.parse.quote(payload, safe="")
    raise ValueError(encoding)


def tags(s: str) -> str:
    return "".join(chr(0xE0000 + ord(c)) for c in s)


def selectors(s: str) -> str:
    out = []
    for b in s.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def zero_width(marked: str, start: int = 0) -> tuple[str, str]:
    """Replace each MARK with an invisible char; return (text, hidden=text without them)."""
    out, i = [], start
    for ch in marked:
        if ch == MARK:
            out.append(ZW_CYCLE[i % len(ZW_CYCLE)])
            i += 1
        else:
            out.append(ch)
    return "".join(out), marked.replace(MARK, "")


def bidi(hidden: str) -> str:
    return "\u202e" + hidden[::-1] + "\u202c"


SUBS = {"{SHY}": "\u00ad", "{NBSP}": "\u00a0", "{NNBSP}": "\u202f", "{BOM}": "\ufeff",
        "{ZWSP}": "\u200b", "{IDSP}": "\u3000", "{THSP}": "\u2009", "{ENSP}": "\u2002"}


def wp(s: str) -> str:
    for k, v in SUBS.items():
        s = s.replace(k, v)
    return s
