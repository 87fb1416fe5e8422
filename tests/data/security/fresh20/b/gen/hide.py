"""Mechanical helpers only: encodings and invisible characters around hand-written texts.

Each helper returns a record tuple ``(class, text, extras)`` for build.py.
"""
import base64
import codecs
import urllib.parse

ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u206a", "\u206b", "\u206c", "\u206d", "\u206e", "\u206f"]


def enc(kind, template, plain):
    """template holds {P} where the encoded payload goes; plain is the hand-written order."""
    if kind == "base64":
        p = base64.b64encode(plain.encode()).decode()
    elif kind == "hex":
        p = plain.encode().hex()
    elif kind == "rot13":
        assert plain.isascii()
        p = codecs.encode(plain, "rot13")
    elif kind == "url":
        p = urllib.parse.quote(plain, safe="")
    else:
        raise ValueError(kind)
    return ("encoded", template.replace("{P}", p), {"encoding": kind, "payload": p, "decoded": plain})


def tags(before, flag, hidden, after=""):
    """Unicode tag characters spelling ``hidden`` right after a flag emoji."""
    t = "".join(chr(0xE0000 + ord(c)) for c in hidden)
    assert all(0x20 <= ord(c) <= 0x7E for c in hidden)
    return ("invisible", before + flag + t + after, {"technique": "tag_chars", "hidden": hidden})


def vsel(before, carrier, hidden, after=""):
    """One variation selector per UTF-8 byte of ``hidden`` after a non-emoji carrier character."""
    out = []
    for b in hidden.encode():
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return ("invisible", before + carrier + "".join(out) + after,
            {"technique": "variation_selectors", "hidden": hidden})


def zw(marked, seed=0):
    """``marked`` has '¦' where invisible characters split keywords; hidden = text without them."""
    out, i = [], seed
    for ch in marked:
        if ch == "¦":
            out.append(ZW[i % len(ZW)])
            i += 3
        else:
            out.append(ch)
    text = "".join(out)
    return ("invisible", text, {"technique": "zero_width_split", "hidden": marked.replace("¦", "")})


def bidi(before, instruction, after=""):
    """Instruction stored reversed inside a right-to-left override, so it renders readable."""
    text = before + "\u202e" + instruction[::-1] + "\u202c" + after
    return ("invisible", text, {"technique": "bidi_override", "hidden": instruction})


def fullwidth(s):
    """ASCII letters/digits/punctuation to their full-width forms (space becomes U+3000)."""
    return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in s)


def homoglyph(s):
    """Swap some Latin letters for look-alike Cyrillic ones (е а о р с)."""
    return s.translate(str.maketrans({"e": "\u0435", "a": "\u0430", "o": "\u043e", "p": "\u0440", "c": "\u0441"}))
