"""Mechanical helpers only: encodings and hiding characters. No natural-language text here."""
import base64
import codecs
import unicodedata
import urllib.parse

ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\u206a", "\u206b", "\u206c", "\u206d", "\u206e", "\u206f"]


def encode(plain: str, enc: str) -> str:
    b = plain.encode("utf-8")
    if enc == "base64":
        return base64.b64encode(b).decode("ascii")
    if enc == "hex":
        return b.hex()
    if enc == "rot13":
        assert plain.isascii(), "rot13 only for ASCII payloads"
        return codecs.encode(plain, "rot13")
    if enc == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(enc)


def tag_chars(hidden: str) -> str:
    """Flag emoji followed by the hidden ASCII text as Unicode tag characters."""
    assert hidden.isascii()
    return "\U0001F3F4" + "".join(chr(0xE0000 + ord(c)) for c in hidden) + "\U000E007F"


def variation_selectors(base: str, hidden: str) -> str:
    """One variation selector per UTF-8 byte of `hidden`, after the non-emoji char `base`."""
    out = []
    for byte in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + byte) if byte < 16 else chr(0xE0100 + byte - 16))
    return base + "".join(out)


def zero_width_split(text: str, words: list[str], seed: int = 0) -> str:
    """Insert an invisible character inside every occurrence of each keyword."""
    for i, w in enumerate(words):
        cut = max(1, len(w) // 2)
        z = ZW[(seed + i) % len(ZW)]
        text = text.replace(w, w[:cut] + z + w[cut:])
    return text


def bidi_override(reversed_instruction: str) -> str:
    """U+202E + the instruction stored reversed, so it renders left-to-right; closed by U+202C."""
    return "\u202e" + reversed_instruction[::-1] + "\u202c"


def soft_hyphens(text: str, minlen: int = 9) -> str:
    out = []
    for w in text.split(" "):
        if len(w) >= minlen and w.isalpha():
            w = w[: len(w) // 2] + "\u00ad" + w[len(w) // 2:]
        out.append(w)
    return " ".join(out)


def nbsp(text: str) -> str:
    return text.replace(" : ", "\u00a0: ").replace(" ;", "\u00a0;").replace(" ?", "\u202f?")


def bom(text: str) -> str:
    return "\ufeff" + text


def escape_invisible(line: str) -> str:
    """Write format / invisible / variation-selector / special space characters as \\uXXXX."""
    out = []
    for ch in line:
        o = ord(ch)
        cat = unicodedata.category(ch)
        special = cat in ("Cf", "Mn") and (o in range(0xFE00, 0xFE10) or o >= 0xE0000 or cat == "Cf")
        special = special or (cat == "Zs" and ch != " ")
        if special:
            if o > 0xFFFF:
                v = o - 0x10000
                out.append(f"\\u{0xD800 + (v >> 10):04x}\\u{0xDC00 + (v & 0x3FF):04x}")
            else:
                out.append(f"\\u{o:04x}")
        else:
            out.append(ch)
    return "".join(out)
