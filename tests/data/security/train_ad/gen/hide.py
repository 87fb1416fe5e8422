"""Mechanical helpers: encodings and invisible characters. No natural-language text here."""
from __future__ import annotations

import base64
import codecs
import urllib.parse

ZWSP, ZWNJ, ZWJ, WJ, BOM, SHY, NBSP, NNBSP = (
    "\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad", "\u00a0", "\u202f")


def encode(plain: str, encoding: str) -> str:
    if encoding == "base64":
        return base64.b64encode(plain.encode("utf-8")).decode("ascii")
    if encoding == "hex":
        return plain.encode("utf-8").hex()
    if encoding == "rot13":
        assert plain.isascii()
        return codecs.encode(plain, "rot13")
    if encoding == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(encoding)


def encoded(template: str, encoding: str, decoded: str):
    """template holds '{P}' where the payload goes; returns (text, extras)."""
    payload = encode(decoded, encoding)
    return template.replace("{P}", payload), {
        "encoding": encoding, "payload": payload, "decoded": decoded}


def zw_split(marked: str, mark: str = "|", char: str = ZWSP):
    """'ig|nore' -> 'ig\u200bnore'; returns (text, extras) for class invisible."""
    hidden = marked.replace(mark, "")
    return marked.replace(mark, char), {"technique": "zero_width_split", "hidden": hidden}


def tags(visible: str, hidden: str):
    """Tag characters after the visible text (which should end in a flag emoji)."""
    tail = "".join(chr(0xE0000 + ord(c)) for c in hidden)
    return visible + tail, {"technique": "tag_chars", "hidden": hidden}


def selectors(visible: str, hidden: str, anchor_at: int = -1):
    """Variation selectors, one per UTF-8 byte, after the character at anchor_at."""
    vs = []
    for b in hidden.encode("utf-8"):
        vs.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    i = anchor_at % len(visible)
    return visible[: i + 1] + "".join(vs) + visible[i + 1:], {
        "technique": "variation_selectors", "hidden": hidden}


def wp(marked: str) -> str:
    """Word-processor paste: '~' -> no-break space, '^' -> soft hyphen, leading BOM if '@@'."""
    out = marked.replace("~", NBSP).replace("^", SHY)
    if out.startswith("@@"):
        out = BOM + out[2:]
    return out


def joiners(marked: str) -> str:
    """'%' -> ZWNJ, '&' -> ZWJ (real joiners for Persian/Hindi etc.)."""
    return marked.replace("%", ZWNJ).replace("&", ZWJ)
