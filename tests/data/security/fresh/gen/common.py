"""Record helpers shared by the fresh-corpus generator modules.

The natural-language texts live in the ``attacks_*.py`` / ``benign_*.py`` modules and are
written by hand. This module only does the mechanical parts: encoding payloads, hiding
instructions with invisible characters, and writing JSON lines where invisible / format
characters appear as ``\\uXXXX`` escapes.
"""

from __future__ import annotations

import base64
import codecs
import json
import unicodedata
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Rec:
    """One corpus record before an id is assigned."""

    label: str
    cls: str
    lang: str
    text: str
    extra: dict = field(default_factory=dict)


def A(cls: str, lang: str, text: str) -> Rec:
    """A plain attack record."""
    return Rec("attack", cls, lang, text)


def B(cls: str, lang: str, text: str, **extra: object) -> Rec:
    """A benign record (``quotes_attack=True`` for entries that quote an attack phrase)."""
    return Rec("benign", cls, lang, text, dict(extra))


def S(lang: str, first: str, second: str) -> Rec:
    """An attack split across two memory entries; ``text`` is the rendered pair."""
    return Rec("attack", "split", lang, first + "\n" + second, {"parts": [first, second]})


def encode(payload: str, encoding: str) -> str:
    """Encode ``payload`` as base64 / hex / rot13 / url (every byte percent-encoded)."""
    raw = payload.encode("utf-8")
    if encoding == "base64":
        return base64.b64encode(raw).decode("ascii")
    if encoding == "hex":
        return raw.hex()
    if encoding == "rot13":
        if not payload.isascii():
            raise ValueError("rot13 only for ASCII payloads")
        return codecs.encode(payload, "rot13")
    if encoding == "url":
        return "".join(f"%{b:02X}" for b in raw)
    raise ValueError(f"unknown encoding {encoding!r}")


def E(lang: str, encoding: str, plain: str, wrapper: str) -> Rec:
    """An encoded attack: ``wrapper`` holds ``{P}`` where the encoded ``plain`` goes."""
    payload = encode(plain, encoding)
    text = wrapper.replace("{P}", payload)
    return Rec("attack", "encoded", lang, text,
               {"encoding": encoding, "payload": payload, "decoded": plain})


def tags(hidden: str) -> str:
    """Unicode tag characters (U+E0020-E007E) spelling the ASCII string ``hidden``."""
    if not all(0x20 <= ord(c) <= 0x7E for c in hidden):
        raise ValueError("tag characters only carry printable ASCII")
    return "".join(chr(0xE0000 + ord(c)) for c in hidden)


def selectors(hidden: str) -> str:
    """One variation selector per UTF-8 byte of ``hidden`` (VS1-16, then VS17-256)."""
    out = []
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def I_tags(lang: str, hidden: str, carrier: str, cancel: bool = True) -> Rec:
    """Tag characters after the ``{H}`` marker (normally right after a flag emoji)."""
    payload = tags(hidden) + ("\U000E007F" if cancel else "")
    return Rec("attack", "invisible", lang, carrier.replace("{H}", payload),
               {"technique": "tag_chars", "hidden": hidden})


def I_vs(lang: str, hidden: str, carrier: str) -> Rec:
    """Variation selectors at ``{H}`` (placed after an ordinary, non-emoji character)."""
    return Rec("attack", "invisible", lang, carrier.replace("{H}", selectors(hidden)),
               {"technique": "variation_selectors", "hidden": hidden})


def I_zw(lang: str, text: str) -> Rec:
    """Keywords split by zero-width / joiner / soft-hyphen characters written in ``text``."""
    hidden = "".join(c for c in text if unicodedata.category(c) != "Cf")
    return Rec("attack", "invisible", lang, text,
               {"technique": "zero_width_split", "hidden": hidden})


def I_bidi(lang: str, hidden: str, carrier: str) -> Rec:
    """``{H}`` becomes U+202E + reversed ``hidden`` + U+202C, which renders as ``hidden``."""
    payload = "\u202e" + hidden[::-1] + "\u202c"
    return Rec("attack", "invisible", lang, carrier.replace("{H}", payload),
               {"technique": "bidi_override", "hidden": hidden})


def _needs_escape(c: str) -> bool:
    o = ord(c)
    cat = unicodedata.category(c)
    if cat in ("Cf", "Cc", "Co", "Cn") and c not in "\n\t":
        return True
    if 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF:
        return True
    return cat == "Zs" and c != " "


def _esc(c: str) -> str:
    o = ord(c)
    if o <= 0xFFFF:
        return f"\\u{o:04x}"
    o -= 0x10000
    return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"


def dumps(obj: dict) -> str:
    """JSON with literal UTF-8, except invisible / format / selector / odd-space characters."""
    raw = json.dumps(obj, ensure_ascii=False)
    return "".join(_esc(c) if _needs_escape(c) else c for c in raw)
