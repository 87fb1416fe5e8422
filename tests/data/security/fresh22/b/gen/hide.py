"""Mechanical helpers: record constructors, encodings, invisible characters.

No natural-language text lives here; the texts are in lang_xx.py.
"""
import base64
import codecs
import urllib.parse

ZW = ["\u200b", "\u200c", "\u2060", "\ufeff", "\u206b", "\u200d", "\u206f"]


def A(cls, text, **extra):
    """An attack record (text may be a list of two parts for class split)."""
    return {"label": "attack", "class": cls, "text": text, **extra}


def B(cls, text, **extra):
    """A benign record (text may be a list of two parts: a benign pair)."""
    return {"label": "benign", "class": cls, "text": text, **extra}


def encode(payload_plain, encoding):
    if encoding == "base64":
        return base64.b64encode(payload_plain.encode("utf-8")).decode("ascii")
    if encoding == "hex":
        return payload_plain.encode("utf-8").hex()
    if encoding == "rot13":
        assert payload_plain.isascii()
        return codecs.encode(payload_plain, "rot13")
    if encoding == "url":
        return urllib.parse.quote(payload_plain, safe="")
    raise ValueError(encoding)


def ENC(template, encoding, decoded):
    """Encoded attack: template holds {P} where the payload goes."""
    p = encode(decoded, encoding)
    return A("encoded", template.replace("{P}", p), encoding=encoding, payload=p, decoded=decoded)


def tags(hidden):
    return "".join(chr(0xE0000 + ord(c)) for c in hidden)


def selectors(hidden):
    out = []
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def TAG(before, flag, hidden, after):
    """Tag characters after a flag emoji."""
    return A("invisible", before + flag + tags(hidden) + after, technique="tag_chars", hidden=hidden)


def VS(before, carrier, hidden, after):
    """One variation selector per UTF-8 byte after a non-emoji carrier character."""
    return A("invisible", before + carrier + selectors(hidden) + after,
             technique="variation_selectors", hidden=hidden)


def ZWS(marked):
    """'¦' marks where an invisible character splits a keyword; hidden = text without them."""
    out, i = [], 0
    for ch in marked:
        if ch == "¦":
            out.append(ZW[i % len(ZW)])
            i += 1
        else:
            out.append(ch)
    hidden = marked.replace("¦", "")
    return A("invisible", "".join(out), technique="zero_width_split", hidden=hidden)


def BIDI(before, hidden, after):
    """U+202E override around the reversed instruction."""
    return A("invisible", before + "\u202e" + hidden[::-1] + "\u202c" + after,
             technique="bidi_override", hidden=hidden)
