"""Mechanical helpers: record constructors, encodings and invisible characters.

No natural-language text lives here; every text is hand-written in gen/lang_*.py.
"""
import base64
import codecs
import urllib.parse


def A(cls, text=None, parts=None, **extra):
    """An attack record (without id / lang / split)."""
    if parts is not None:
        text = "\n".join(parts)
        extra["parts"] = list(parts)
    return {"label": "attack", "class": cls, "text": text, **extra}


def B(cls, text=None, parts=None, **extra):
    """A benign record; ``parts`` makes a benign pair."""
    if parts is not None:
        text = "\n".join(parts)
        extra["parts"] = list(parts)
    return {"label": "benign", "class": cls, "text": text, **extra}


def encode(encoding, plain):
    if encoding == "base64":
        return base64.b64encode(plain.encode("utf-8")).decode("ascii")
    if encoding == "hex":
        return plain.encode("utf-8").hex()
    if encoding == "rot13":
        assert plain.isascii()
        return codecs.encode(plain, "rot13")
    if encoding == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(encoding)


def enc(encoding, decoded, template):
    """Encoded attack: ``template`` contains ``{P}`` where the payload goes."""
    p = encode(encoding, decoded)
    return A("encoded", template.replace("{P}", p), encoding=encoding, payload=p, decoded=decoded)


def tags(template, hidden, flag="\U0001F3F4"):
    """Tag characters spelling ``hidden`` right after a flag emoji at ``{T}``."""
    t = flag + "".join(chr(0xE0000 + ord(c)) for c in hidden) + "\U000E007F"
    return A("invisible", template.replace("{T}", t), technique="tag_chars", hidden=hidden)


def vs(template, hidden, base="\u00b7"):
    """One variation selector per UTF-8 byte of ``hidden`` after ``base`` at ``{V}``."""
    out = []
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return A("invisible", template.replace("{V}", base + "".join(out)),
             technique="variation_selectors", hidden=hidden)


ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u206a", "\u206b", "\u206c", "\u206d"]


def zw(marked):
    """``marked`` uses ``|`` where an invisible splitter goes; hidden = text without them."""
    pieces = marked.split("|")
    out = pieces[0]
    for i, p in enumerate(pieces[1:]):
        out += ZW[i % len(ZW)] + p
    return A("invisible", out, technique="zero_width_split", hidden="".join(pieces))


def bidi(before, instruction, after):
    """U+202E override around the reversed instruction; hidden = the instruction."""
    text = before + "\u202e" + instruction[::-1] + "\u202c" + after
    return A("invisible", text, technique="bidi_override", hidden=instruction)
