"""Mechanical transforms only: encodings, full-width / leet / homoglyph forms, word-processor
artefacts, and escaping of invisible characters for the JSONL. No natural-language text here."""

import base64
import codecs
import json
import unicodedata
import urllib.parse


def encode(plain: str, encoding: str) -> str:
    data = plain.encode("utf-8")
    if encoding == "base64":
        return base64.b64encode(data).decode("ascii")
    if encoding == "hex":
        return data.hex()
    if encoding == "rot13":
        assert plain.isascii(), "rot13 only for ASCII payloads"
        return codecs.encode(plain, "rot13")
    if encoding == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(encoding)


def fullwidth(text: str) -> str:
    """ASCII letters/digits/punctuation -> full-width forms (U+FF01..FF5E); spaces -> U+3000."""
    out = []
    for c in text:
        o = ord(c)
        if 0x21 <= o <= 0x7E:
            out.append(chr(o + 0xFEE0))
        elif c == " ":
            out.append("\u3000")
        else:
            out.append(c)
    return "".join(out)


_LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def leet(text: str) -> str:
    """Leetspeak on words only; URLs, paths and commands (tokens with / . ~ | -) stay intact."""
    words = []
    for w in text.split(" "):
        if any(ch in w for ch in "/.~|-:@$") or not w.isalpha():
            words.append(w)
        else:
            words.append("".join(_LEET.get(ch, ch) for ch in w))
    return " ".join(words)


_HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "y": "\u0443", "i": "\u0456"}


def homoglyph(text: str) -> str:
    """Latin -> Cyrillic look-alikes in plain words only (URLs and paths stay intact)."""
    words = []
    for w in text.split(" "):
        if any(ch in w for ch in "/.~:@"):
            words.append(w)
        else:
            words.append("".join(_HOMO.get(ch, ch) for ch in w))
    return " ".join(words)


FORMS = {"fullwidth": fullwidth, "leet": leet, "homoglyph": homoglyph}

# Word-processor artefacts per language: (old, new) replacements applied to hand-written texts.
WORD_PROCESSOR = {
    "ja": [("", "")],  # leading BOM added below
    "fr": [(" ;", "\u202f;"), ("« ", "«\u00a0"), (" »", "\u00a0»"), ("14 h", "14\u00a0h"), ("3 avril", "3\u00a0avril")],
    "ru": [("А. В.", "А.\u00a0В."), (" — ", "\u00a0— "), ("20 марта", "20\u00a0марта")],
    "de": [("Datenschutzfolgenabschätzung", "Daten\u00adschutz\u00adfolgen\u00adab\u00adschät\u00adzung"),
           ("Telemetriesystem", "Tele\u00adme\u00adtrie\u00adsys\u00adtem"),
           ("Rechtsabteilung", "Rechts\u00adab\u00adtei\u00adlung")],
}


def word_processor(text: str, lang: str) -> str:
    text = text.lstrip("\ufeff")
    for old, new in WORD_PROCESSOR.get(lang, []):
        if old:
            assert old in text, (lang, old)
            text = text.replace(old, new)
    if lang == "ja":
        text = "\ufeff" + text
    return text


def _needs_escape(c: str) -> bool:
    o = ord(c)
    cat = unicodedata.category(c)
    return (cat == "Cf" or (cat == "Zs" and c != " ") or 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF
            or 0xE0000 <= o <= 0xE007F)


def _esc(c: str) -> str:
    o = ord(c)
    if o <= 0xFFFF:
        return f"\\u{o:04x}"
    o -= 0x10000
    return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"


def dumps(rec: dict) -> str:
    """json.dumps with literal UTF-8, except invisible / format / selector characters as \\uXXXX."""
    s = json.dumps(rec, ensure_ascii=False)
    return "".join(_esc(c) if _needs_escape(c) else c for c in s)
