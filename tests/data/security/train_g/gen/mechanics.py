"""The mechanical parts of the train_g corpus: encodings and invisible-character hiding.

Every natural-language text is hand-written in the per-language modules; the functions here
only turn a hand-written instruction into base64 / hex / rot13 / percent-encoding, or hide it
with tag characters, variation selectors, zero-width characters or a right-to-left override.
"""

from __future__ import annotations

import base64
import codecs
import itertools

# Characters used to split keywords in ``zero_width_split`` records, cycled in this order.
_ZW = ["\u200b", "\u2060", "\u200c", "\u206b", "\u200d", "\u206e", "\ufeff", "\u206a"]


def encode(plain: str, encoding: str) -> str:
    """Return ``plain`` encoded with ``encoding`` (base64, hex, rot13 or url)."""
    if encoding == "base64":
        return base64.b64encode(plain.encode("utf-8")).decode("ascii")
    if encoding == "hex":
        return plain.encode("utf-8").hex()
    if encoding == "rot13":
        if not plain.isascii():
            raise ValueError("rot13 is only used for ASCII payloads")
        return codecs.encode(plain, "rot13")
    if encoding == "url":
        # Every byte is percent-encoded so that no letter of the instruction stays readable.
        return "".join(f"%{b:02X}" for b in plain.encode("utf-8"))
    raise ValueError(f"unknown encoding {encoding!r}")


def tag_chars(hidden: str, flag: str = "\U0001f3f3") -> str:
    """Return ``flag`` followed by ``hidden`` spelled in Unicode tag characters and a cancel tag."""
    if not all(0x20 <= ord(c) <= 0x7E for c in hidden):
        raise ValueError("tag characters can only spell printable ASCII")
    return flag + "".join(chr(0xE0000 + ord(c)) for c in hidden) + "\U000e007f"


def variation_selectors(hidden: str, base: str) -> str:
    """Return ``base`` followed by one variation selector per UTF-8 byte of ``hidden``."""
    out = [base]
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def zero_width(marked: str) -> str:
    """Replace each ``{z}`` marker in ``marked`` with an invisible character (cycled)."""
    chars = itertools.cycle(_ZW)
    parts = marked.split("{z}")
    return "".join(p + (next(chars) if i < len(parts) - 1 else "") for i, p in enumerate(parts))


def bidi(hidden: str) -> str:
    """Return ``hidden`` reversed behind a U+202E override, so it renders as ``hidden``."""
    return "\u202e" + hidden[::-1] + "\u202c"
