"""Mechanical encoding and hiding for the fresh4/f corpus.

Only the mechanical parts live here: the instructions themselves are hand-written in the
``lang_*.py`` modules. ``encode`` turns a plain instruction into base64 / hex / rot13 / URL
form; the ``hide_*`` helpers conceal an instruction with invisible Unicode characters.
"""

from __future__ import annotations

import base64
import codecs
import urllib.parse

# Characters used to split keywords: zero-width space / non-joiner / joiner, word joiner,
# and two of the deprecated U+206A-206F format controls.
ZW_CHARS = ("\u200b", "\u200c", "\u200d", "\u2060", "\u206a", "\u206d", "\u206f")
RLO, PDF = "\u202e", "\u202c"


def encode(kind: str, plain: str) -> str:
    """Return ``plain`` encoded as ``kind`` (base64, hex, rot13 or url)."""
    if kind == "base64":
        return base64.b64encode(plain.encode("utf-8")).decode("ascii")
    if kind == "hex":
        return plain.encode("utf-8").hex()
    if kind == "rot13":
        return codecs.encode(plain, "rot13")
    if kind == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(f"unknown encoding {kind!r}")


def decode(kind: str, payload: str) -> str:
    """Inverse of :func:`encode`."""
    if kind == "base64":
        return base64.b64decode(payload, validate=True).decode("utf-8")
    if kind == "hex":
        return bytes.fromhex(payload).decode("utf-8")
    if kind == "rot13":
        return codecs.decode(payload, "rot13")
    if kind == "url":
        return urllib.parse.unquote(payload)
    raise ValueError(f"unknown encoding {kind!r}")


def hide_tags(hidden: str, flag: str = "\U0001f3f3\ufe0f") -> str:
    """A flag emoji followed by the ASCII ``hidden`` text as Unicode tag characters."""
    if not all(0x20 <= ord(c) <= 0x7E for c in hidden):
        raise ValueError("tag characters can only carry printable ASCII")
    return flag + "".join(chr(0xE0000 + ord(c)) for c in hidden)


def hide_selectors(hidden: str, base: str) -> str:
    """``base`` followed by one variation selector per UTF-8 byte of ``hidden``."""
    out = [base]
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def hide_zero_width(hidden: str) -> str:
    """Insert zero-width / format characters inside words of ``hidden`` (every 2nd gap)."""
    out: list[str] = []
    k = 0
    for i, ch in enumerate(hidden):
        out.append(ch)
        nxt = hidden[i + 1] if i + 1 < len(hidden) else " "
        if i % 2 == 1 and not ch.isspace() and not nxt.isspace():
            out.append(ZW_CHARS[k % len(ZW_CHARS)])
            k += 1
    return "".join(out)


def hide_bidi(hidden: str) -> str:
    """Right-to-left override: stored reversed, rendered as ``hidden``."""
    return RLO + hidden[::-1] + PDF


def hide(technique: str, hidden: str, carrier: str = "") -> str:
    """Dispatch on the technique name used in the records."""
    if technique == "tag_chars":
        return hide_tags(hidden, carrier or "\U0001f3f3\ufe0f")
    if technique == "variation_selectors":
        return hide_selectors(hidden, carrier or "\u2728")
    if technique == "zero_width_split":
        return hide_zero_width(hidden)
    if technique == "bidi_override":
        return hide_bidi(hidden)
    raise ValueError(f"unknown technique {technique!r}")


def reveal_tags(text: str) -> str:
    """Tag characters of ``text`` read back as ASCII."""
    return "".join(chr(ord(c) - 0xE0000) for c in text if 0xE0020 <= ord(c) <= 0xE007E)


def reveal_selectors(text: str) -> str:
    """Variation selectors of ``text`` read back as UTF-8 bytes."""
    data = bytearray()
    for c in text:
        o = ord(c)
        if 0xFE00 <= o <= 0xFE0F:
            data.append(o - 0xFE00)
        elif 0xE0100 <= o <= 0xE01EF:
            data.append(o - 0xE0100 + 16)
    return data.decode("utf-8")


def strip_zero_width(text: str) -> str:
    """``text`` without the splitting characters of :func:`hide_zero_width`."""
    return "".join(c for c in text if c not in ZW_CHARS)
