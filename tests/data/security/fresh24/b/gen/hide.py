"""Mechanical helpers only: encodings, invisible characters, record constructors.
All natural-language text lives in lang_<xx>.py, written by hand."""
import base64
import codecs
import urllib.parse

ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u206a", "\u206b", "\u206c", "\u206d", "\u206e", "\u206f"]


def encode(kind, plain):
    if kind == "base64":
        return base64.b64encode(plain.encode("utf-8")).decode("ascii")
    if kind == "hex":
        return plain.encode("utf-8").hex()
    if kind == "rot13":
        assert plain.isascii()
        return codecs.encode(plain, "rot13")
    if kind == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(kind)


def tags(flag, hidden):
    assert hidden.isascii()
    return flag + "".join(chr(0xE0000 + ord(c)) for c in hidden)


def selectors(base, hidden):
    out = base
    for b in hidden.encode("utf-8"):
        out += chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16)
    return out


def zw_split(marked, start=0):
    """'¦' marks where an invisible character goes; cycles through ZW list."""
    out, i = [], start
    for ch in marked:
        if ch == "¦":
            out.append(ZW[i % len(ZW)])
            i += 1
        else:
            out.append(ch)
    return "".join(out)


# ---- record constructors used by the language files ----

def A(cls, text, **extra):
    return {"label": "attack", "class": cls, "text": text, **extra}


def S(p1, p2):
    """split attack: two parts, harmless alone."""
    return {"label": "attack", "class": "split", "parts": [p1, p2], "text": p1 + "\n" + p2}


def E(kind, decoded, template):
    p = encode(kind, decoded)
    return {"label": "attack", "class": "encoded", "encoding": kind, "payload": p, "decoded": decoded,
            "text": template.replace("{P}", p)}


def I_tags(visible, flag, hidden, after=""):
    return {"label": "attack", "class": "invisible", "technique": "tag_chars", "hidden": hidden,
            "text": visible + tags(flag, hidden) + after}


def I_vs(before, base, hidden, after=""):
    return {"label": "attack", "class": "invisible", "technique": "variation_selectors", "hidden": hidden,
            "text": before + selectors(base, hidden) + after}


def I_zw(marked, start=0):
    return {"label": "attack", "class": "invisible", "technique": "zero_width_split",
            "hidden": marked.replace("¦", ""), "text": zw_split(marked, start)}


def I_bidi(before, logical, after=""):
    """U+202E override around the reversed text; hidden = the logical reading."""
    return {"label": "attack", "class": "invisible", "technique": "bidi_override",
            "hidden": before + logical + after,
            "text": before + "\u202e" + logical[::-1] + "\u202c" + after}


def B(cls, text, **extra):
    if isinstance(text, list):
        assert len(text) == 2
        return {"label": "benign", "class": cls, "parts": text, "text": text[0] + "\n" + text[1], **extra}
    return {"label": "benign", "class": cls, "text": text, **extra}


def Q(cls, text):
    return B(cls, text, quotes_attack=True)


def fullwidth(ascii_text):
    """Mechanical: ASCII -> full-width forms (space -> U+3000)."""
    out = []
    for c in ascii_text:
        if c == " ":
            out.append("\u3000")
        elif "!" <= c <= "~":
            out.append(chr(ord(c) + 0xFEE0))
        else:
            out.append(c)
    return "".join(out)


_HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "i": "\u0456"}


def homoglyph(text):
    """Mechanical: swap every other eligible Latin letter for its Cyrillic look-alike."""
    out, n = [], 0
    for c in text:
        if c in _HOMO:
            n += 1
            out.append(_HOMO[c] if n % 2 else c)
        else:
            out.append(c)
    return "".join(out)
