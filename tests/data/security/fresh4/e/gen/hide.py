"""Mechanical encoding and hiding of hand-written payloads (no text is written here).

``encode`` turns a plaintext instruction into base64 / hex / rot13 / URL-encoding;
``hide`` renders a hidden instruction with tag characters, variation selectors,
zero-width splitting or a right-to-left override.
"""

from __future__ import annotations

import base64
import codecs
import urllib.parse

_ZW = ("\u200b", "\u200c", "\u200d", "\u2060", "\u206a", "\u206c", "\ufeff", "\u206f")


def encode(plain: str, encoding: str) -> str:
    """Return ``plain`` encoded with ``encoding`` (base64|hex|rot13|url)."""
    if encoding == "base64":
        return base64.b64encode(plain.encode("utf-8")).decode("ascii")
    if encoding == "hex":
        return plain.encode("utf-8").hex()
    if encoding == "rot13":
        if not plain.isascii():
            raise ValueError("rot13 only for ASCII payloads")
        return codecs.encode(plain, "rot13")
    if encoding == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(f"unknown encoding {encoding!r}")


def _tags(hidden: str) -> str:
    if not all(0x20 <= ord(c) <= 0x7E for c in hidden):
        raise ValueError("tag characters carry printable ASCII only")
    return "".join(chr(0xE0000 + ord(c)) for c in hidden) + "\U000e007f"


def _selectors(hidden: str) -> str:
    out = []
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def _zero_width(hidden: str) -> str:
    """Break every word (or every pair of CJK characters) with rotating invisible characters."""
    out, n = [], 0
    spaced = " " in hidden
    run = 0
    for c in hidden:
        out.append(c)
        if c.isspace():
            run = 0
            continue
        run += 1
        if (spaced and run == 2) or (not spaced and run % 2 == 0):
            out.append(_ZW[n % len(_ZW)])
            n += 1
    return "".join(out)


def _bidi(hidden: str) -> str:
    return "\u202e" + hidden[::-1] + "\u202c"


def hide(cover: str, hidden: str, technique: str) -> str:
    """Put ``hidden`` into ``cover`` at the ``{H}`` mark using ``technique``."""
    if "{H}" not in cover:
        raise ValueError("cover needs a {H} mark")
    render = {
        "tag_chars": _tags,
        "variation_selectors": _selectors,
        "zero_width_split": _zero_width,
        "bidi_override": _bidi,
    }[technique]
    return cover.replace("{H}", render(hidden))
