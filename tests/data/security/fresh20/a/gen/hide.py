"""Mechanical helpers: encodings and invisible characters. No natural-language text here."""
import base64
import codecs
import urllib.parse

ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u206a", "\u206b", "\u206c", "\u206d", "\u206e", "\u206f"]
MARK = "\u00a6"  # broken bar marks where an invisible character goes in hand-written texts


def encode(text, enc):
    if enc == "base64":
        return base64.b64encode(text.encode("utf-8")).decode("ascii")
    if enc == "hex":
        return text.encode("utf-8").hex()
    if enc == "rot13":
        assert text.isascii()
        return codecs.encode(text, "rot13")
    if enc == "url":
        return urllib.parse.quote(text, safe="")
    raise ValueError(enc)


def tags(hidden):
    return "".join(chr(0xE0000 + ord(c)) for c in hidden)


def selectors(hidden):
    out = []
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def zero_width(marked, seed=0):
    """Replace each MARK with an invisible character (rotating); return (text, hidden)."""
    out, i = [], seed
    for c in marked:
        if c == MARK:
            out.append(ZW[i % len(ZW)])
            i += 1
        else:
            out.append(c)
    return "".join(out), marked.replace(MARK, "")


def bidi(before, instr, after):
    return before + "\u202e" + instr[::-1] + "\u202c" + after
