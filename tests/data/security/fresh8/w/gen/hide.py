"""Mechanical parts only: encodings, hiding characters, word-processor artefacts, escaping."""
import base64
import codecs
import unicodedata
import urllib.parse

ZW = ["\u200b", "\u200c", "\u2060", "\u206a", "\u200d", "\u206b", "\u206f"]


def encode(plain: str, enc: str) -> str:
    b = plain.encode("utf-8")
    if enc == "base64":
        return base64.b64encode(b).decode()
    if enc == "hex":
        return b.hex()
    if enc == "rot13":
        assert plain.isascii()
        return codecs.encode(plain, "rot13")
    if enc == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(enc)


def tag_chars(hidden: str) -> str:
    assert hidden.isascii()
    return "".join(chr(0xE0000 + ord(c)) for c in hidden)


def variation_selectors(hidden: str) -> str:
    out = []
    for byte in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + byte) if byte < 16 else chr(0xE0100 + byte - 16))
    return "".join(out)


def zero_width(marked: str) -> str:
    """Replace each '¦' marker with a zero-width / U+206A-206F / word-joiner char (cycled)."""
    out, i = [], 0
    for c in marked:
        if c == "¦":
            out.append(ZW[i % len(ZW)])
            i += 1
        else:
            out.append(c)
    return "".join(out)


def bidi(hidden: str) -> str:
    return "\u202e" + hidden[::-1] + "\u202c"


def hide(technique: str, visible: str, hidden: str) -> str:
    """visible contains {H} where the hidden span goes (tag / selector / bidi),
    or '¦' markers (zero_width_split)."""
    if technique == "tag_chars":
        return visible.replace("{H}", tag_chars(hidden))  # {H} follows a flag emoji in the text
    if technique == "variation_selectors":
        return visible.replace("{H}", variation_selectors(hidden))
    if technique == "bidi_override":
        return visible.replace("{H}", bidi(hidden))
    if technique == "zero_width_split":
        return zero_width(visible)
    raise ValueError(technique)


def word_processor(text: str, kind: str) -> str:
    """kind: 'bom' (leading BOM), 'shy' (soft hyphen at '~'), 'nbsp' ('_' -> U+00A0),
    'nnbsp' ('^' -> U+202F); combine with '+'."""
    for k in kind.split("+"):
        if k == "bom":
            text = "\ufeff" + text
        elif k == "shy":
            text = text.replace("~", "\u00ad")
        elif k == "nbsp":
            text = text.replace("_", "\u00a0")
        elif k == "nnbsp":
            text = text.replace("^", "\u202f")
    return text


def _needs_escape(c: str) -> bool:
    o = ord(c)
    if 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF:
        return True
    cat = unicodedata.category(c)
    return cat in ("Cf", "Zl", "Zp", "Cc") or (cat == "Zs" and c != " ")


def escape_invisibles(json_line: str) -> str:
    out = []
    for c in json_line:
        if _needs_escape(c) and c not in "\n":
            o = ord(c)
            if o > 0xFFFF:
                o -= 0x10000
                out.append(f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}")
            else:
                out.append(f"\\u{o:04x}")
        else:
            out.append(c)
    return "".join(out)
