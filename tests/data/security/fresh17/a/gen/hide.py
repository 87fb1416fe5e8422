"""Mechanical helpers: encodings and invisible characters (no natural-language text here)."""
import base64
import codecs
import urllib.parse

ZW = {"zwsp": "\u200b", "zwnj": "\u200c", "zwj": "\u200d", "wj": "\u2060", "bom": "\ufeff",
      "iss": "\u206a", "ass": "\u206b", "iafs": "\u206c", "aafs": "\u206d", "nads": "\u206e",
      "nods": "\u206f"}


def encode(enc: str, plain: str) -> str:
    if enc == "base64":
        return base64.b64encode(plain.encode("utf-8")).decode("ascii")
    if enc == "hex":
        return plain.encode("utf-8").hex()
    if enc == "rot13":
        assert plain.isascii(), "rot13 only for ASCII"
        return codecs.encode(plain, "rot13")
    if enc == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(enc)


def tags(hidden: str) -> str:
    assert hidden.isascii()
    return "".join(chr(0xE0000 + ord(c)) for c in hidden) + "\U000E007F"


def selectors(hidden: str) -> str:
    out = []
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def zw_split(template: str, kinds: list[str]) -> tuple[str, str]:
    """Replace each '¦' marker with the next invisible char of `kinds` (cycled)."""
    out, i = [], 0
    for ch in template:
        if ch == "¦":
            out.append(ZW[kinds[i % len(kinds)]])
            i += 1
        else:
            out.append(ch)
    return "".join(out), template.replace("¦", "")


def bidi(instruction: str) -> str:
    return "\u202e" + instruction[::-1] + "\u202c"


def make_invisible(tech: str, template: str, arg):
    """Return (text, hidden)."""
    if tech == "tag_chars":
        return template.replace("{H}", tags(arg)), arg
    if tech == "variation_selectors":
        return template.replace("{H}", selectors(arg)), arg
    if tech == "zero_width_split":
        return zw_split(template, arg)
    if tech == "bidi_override":
        return template.replace("{H}", bidi(arg)), arg
    raise ValueError(tech)


def must_escape(ch: str) -> bool:
    import unicodedata
    o = ord(ch)
    if 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF:
        return True
    cat = unicodedata.category(ch)
    if cat in ("Cf", "Zl", "Zp", "Cc"):
        return True
    return bool(cat == "Zs" and ch != " ")


def escape_line(line: str) -> str:
    out = []
    for ch in line:
        if must_escape(ch) and ch not in "\n":
            o = ord(ch)
            if o > 0xFFFF:
                o -= 0x10000
                out.append(f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}")
            else:
                out.append(f"\\u{o:04x}")
        else:
            out.append(ch)
    return "".join(out)
