"""Mechanical helpers: encoding, hiding and record shaping for hand-written texts.

Only the mechanical parts live here; every natural-language string is written by hand in the
per-language modules.
"""

from __future__ import annotations

import base64
import codecs
import urllib.parse

# Invisible characters used to split keywords (rotated so one text uses several kinds).
ZW_CHARS = ("\u200b", "\u200c", "\u200d", "\u2060", "\u2062", "\u206a", "\u206c", "\u206f", "\ufeff")


def encode(text: str, encoding: str) -> str:
    """Encode ``text`` with base64, hex, rot13 (ASCII only) or URL percent-encoding."""
    if encoding == "base64":
        return base64.b64encode(text.encode("utf-8")).decode("ascii")
    if encoding == "hex":
        return text.encode("utf-8").hex()
    if encoding == "rot13":
        if not text.isascii():
            raise ValueError("rot13 only for ASCII payloads")
        return codecs.encode(text, "rot13")
    if encoding == "url":
        return urllib.parse.quote(text, safe="")
    raise ValueError(encoding)


def enc(wrapper: str, instruction: str, encoding: str) -> dict:
    """An ``encoded`` record: ``{P}`` in the hand-written wrapper becomes the payload."""
    payload = encode(instruction, encoding)
    return {"class": "encoded", "text": wrapper.replace("{P}", payload), "encoding": encoding,
            "payload": payload, "decoded": instruction}


def tags(before: str, hidden: str, after: str = "", flag: str = "\U0001f3f3") -> dict:
    """Hide ASCII ``hidden`` as Unicode tag characters right after ``flag``."""
    if not hidden.isascii():
        raise ValueError("tag characters carry ASCII only")
    payload = "".join(chr(0xE0000 + ord(c)) for c in hidden) + "\U000e007f"
    return {"class": "invisible", "text": before + flag + payload + after,
            "technique": "tag_chars", "hidden": hidden}


def selectors(before: str, hidden: str, after: str = "") -> dict:
    """Hide ``hidden`` as variation selectors (one per UTF-8 byte) after ``before``'s last char."""
    out = []
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return {"class": "invisible", "text": before + "".join(out) + after,
            "technique": "variation_selectors", "hidden": hidden}


def zwsplit(before: str, marked: str, after: str = "") -> dict:
    """Each ``^`` in ``marked`` becomes an invisible character; ``hidden`` is ``marked`` in clear."""
    pieces = marked.split("^")
    text = pieces[0]
    for i, piece in enumerate(pieces[1:]):
        text += ZW_CHARS[(i + len(before)) % len(ZW_CHARS)] + piece
    return {"class": "invisible", "text": before + text + after,
            "technique": "zero_width_split", "hidden": marked.replace("^", "")}


def bidi(before: str, hidden: str, after: str = "") -> dict:
    """Store ``hidden`` reversed after U+202E, so it renders as the instruction."""
    return {"class": "invisible", "text": before + "\u202e" + hidden[::-1] + "\u202c" + after,
            "technique": "bidi_override", "hidden": hidden}


def split(first: str, second: str) -> dict:
    """A ``split`` record: two entries, harmless alone, an attack together."""
    return {"class": "split", "text": first + "\n" + second, "parts": [first, second]}


def subflag(code: str) -> str:
    """A subdivision tag flag, e.g. ``subflag('gbsct')`` for Scotland."""
    return "\U0001f3f4" + "".join(chr(0xE0000 + ord(c)) for c in code) + "\U000e007f"
