"""Mechanical parts only: encodings and hiding characters. No natural-language text here."""
import base64
import codecs
import urllib.parse

ZW = {"zwsp": "\u200b", "zwnj": "\u200c", "wj": "\u2060", "inh": "\u206a", "nads": "\u206f"}
MARK = "\u00a6"  # broken bar: where a hiding character goes in a zero_width_split template


def encode(enc: str, plain: str) -> str:
    if enc == "base64":
        return base64.b64encode(plain.encode("utf-8")).decode("ascii")
    if enc == "hex":
        return plain.encode("utf-8").hex()
    if enc == "rot13":
        assert plain.isascii(), "rot13 only for ASCII payloads"
        return codecs.encode(plain, "rot13")
    if enc == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(enc)


def tags(s: str) -> str:
    return "".join(chr(0xE0000 + ord(c)) for c in s)


def selectors(s: str) -> str:
    out = []
    for b in s.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def invisible(d: dict) -> tuple[str, str, str]:
    """d: tech, tpl (with {H} or MARKs), hidden. Returns (text, technique, hidden)."""
    tech, tpl, hidden = d["tech"], d["tpl"], d["hidden"]
    if tech == "tag_chars":
        text = tpl.replace("{H}", tags(hidden))
    elif tech == "variation_selectors":
        text = tpl.replace("{H}", selectors(hidden))
    elif tech == "bidi_override":
        text = tpl.replace("{H}", "\u202e" + hidden[::-1] + "\u202c")
    elif tech == "zero_width_split":
        ch = ZW[d.get("char", "zwsp")]
        text = tpl.replace(MARK, ch)
        assert text.replace(ch, "").find(hidden) >= 0 or hidden, hidden
    else:
        raise ValueError(tech)
    return text, tech, hidden


WP = {"{shy}": "\u00ad", "{nbsp}": "\u00a0", "{nnbsp}": "\u202f", "{bom}": "\ufeff"}


def paste(text: str) -> str:
    for k, v in WP.items():
        text = text.replace(k, v)
    return text


def fullwidth(s: str) -> str:
    """ASCII letters, digits and punctuation to their full-width forms; space to U+3000."""
    return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in s)


HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "i": "\u0456", "x": "\u0445"}


def homoglyph(s: str) -> str:
    """Latin a e o p c i x to Cyrillic look-alikes, in words marked with a leading '~'."""
    out = []
    for w in s.split(" "):
        if w.startswith("~"):
            w = "".join(HOMO.get(c, c) for c in w[1:])
        out.append(w)
    return " ".join(out)
