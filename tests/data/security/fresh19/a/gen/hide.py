"""Mechanical helpers: encodings, invisible characters, full-width / homoglyph variants.
No natural-language text lives here; the texts are in lang_xx.py."""
import base64
import codecs
import urllib.parse

ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u206a", "\u206c", "\u206f"]


def encode(plain: str, encoding: str) -> str:
    b = plain.encode("utf-8")
    if encoding == "base64":
        return base64.b64encode(b).decode("ascii")
    if encoding == "hex":
        return b.hex()
    if encoding == "rot13":
        assert plain.isascii(), "rot13 only for ASCII"
        return codecs.encode(plain, "rot13")
    if encoding == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(encoding)


def tags(hidden: str) -> str:
    assert all(0x20 <= ord(c) <= 0x7E for c in hidden), "tag chars carry printable ASCII only"
    return "".join(chr(0xE0000 + ord(c)) for c in hidden)


def selectors(hidden: str) -> str:
    out = []
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def zero_width_split(text: str, keywords: list[str], start: int = 0) -> str:
    """Insert one invisible character inside each occurrence of every keyword."""
    k = start
    for kw in keywords:
        assert kw in text, kw
        mid = max(1, len(kw) // 2)
        ch = ZW[k % len(ZW)]
        k += 1
        text = text.replace(kw, kw[:mid] + ch + kw[mid:])
    return text


def strip_invisible(text: str) -> str:
    return "".join(c for c in text if c not in ZW)


def fullwidth(s: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " else c) for c in s)


HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445",
        "i": "\u0456", "y": "\u0443"}


def homoglyph(s: str, every: int = 2) -> str:
    out, n = [], 0
    for c in s:
        if c in HOMO:
            n += 1
            if n % every == 0:
                out.append(HOMO[c])
                continue
        out.append(c)
    return "".join(out)


def build_invisible(spec: dict) -> tuple[str, str]:
    """Return (text, hidden) for an invisible spec."""
    t = spec["technique"]
    if t == "tag_chars":
        return spec["before"] + spec.get("flag", "\U0001F3F4") + tags(spec["hidden"]) + spec.get("after", ""), spec["hidden"]
    if t == "variation_selectors":
        return spec["before"] + spec["carrier"] + selectors(spec["hidden"]) + spec.get("after", ""), spec["hidden"]
    if t == "zero_width_split":
        return zero_width_split(spec["hidden"], spec["keywords"], spec.get("start", 0)), spec["hidden"]
    if t == "bidi_override":
        instr = spec["hidden"]
        return spec["before"] + "\u202e" + instr[::-1] + "\u202c" + spec.get("after", ""), instr
    raise ValueError(t)
