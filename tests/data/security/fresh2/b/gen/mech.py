"""Mechanical helpers: encode hand-written payloads and hide hand-written instructions.

Nothing here writes natural language; the texts come from the ``lang_*`` modules.
"""

from __future__ import annotations

import base64
import codecs
import itertools
import urllib.parse

# Zero-width / word-joiner / deprecated-format characters used to split keywords.
_SPLITTERS = ("\u200b", "\u200c", "\u200d", "\u2060", "\u206a", "\u206c", "\u200b", "\u206f")


def encode(encoding: str, plain: str) -> str:
    """Encode ``plain`` as base64 / hex / rot13 / url (percent-encoding of every byte)."""
    if encoding == "base64":
        return base64.b64encode(plain.encode("utf-8")).decode("ascii")
    if encoding == "hex":
        return plain.encode("utf-8").hex()
    if encoding == "rot13":
        return codecs.encode(plain, "rot13")
    if encoding == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(encoding)


def tag_chars(hidden: str, flag: str = "\U0001f3f4") -> str:
    """Spell ASCII ``hidden`` with Unicode tag characters behind a flag emoji."""
    return flag + "".join(chr(0xE0000 + ord(c)) for c in hidden)


def variation_selectors(hidden: str) -> str:
    """One variation selector per UTF-8 byte of ``hidden`` (to follow an ordinary character)."""
    out = []
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def zero_width_split(marked: str) -> str:
    """Replace each ``|`` in ``marked`` by a zero-width / joiner / U+206x character."""
    cyc = itertools.cycle(_SPLITTERS)
    return "".join(next(cyc) if c == "|" else c for c in marked)


def bidi_override(hidden: str) -> str:
    """Reversed ``hidden`` behind U+202E, so it renders as ``hidden``; closed by U+202C."""
    return "\u202e" + hidden[::-1] + "\u202c"


def hide(technique: str, cover: str, hidden: str) -> tuple[str, str]:
    """Return (text, hidden-in-clear). ``cover`` holds ``{H}`` where the payload goes.

    For ``zero_width_split`` the ``hidden`` argument is the instruction with ``|`` marks
    where splitters go; the clear instruction is the same text without the marks.
    """
    if technique == "tag_chars":
        return cover.replace("{H}", tag_chars(hidden)), hidden
    if technique == "variation_selectors":
        return cover.replace("{H}", variation_selectors(hidden)), hidden
    if technique == "zero_width_split":
        return cover.replace("{H}", zero_width_split(hidden)), hidden.replace("|", "")
    if technique == "bidi_override":
        return cover.replace("{H}", bidi_override(hidden)), hidden
    raise ValueError(technique)
