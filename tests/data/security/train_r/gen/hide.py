"""Mechanical encoding / hiding of hand-written payloads. No natural-language text here."""

import base64
import codecs
import urllib.parse

ZWSP = "\u200b"


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


def tag_chars(hidden: str) -> str:
    """Unicode tag characters (U+E0020..E007E) spelling an ASCII instruction, placed after a flag emoji."""
    assert hidden.isascii()
    return "".join(chr(0xE0000 + ord(c)) for c in hidden)


def zero_width_split(hidden: str) -> str:
    """Split every word (or every two CJK characters) with a zero-width space."""
    if hidden.isascii():
        out = []
        for w in hidden.split(" "):
            if len(w) > 3:
                mid = len(w) // 2
                w = w[:mid] + ZWSP + w[mid:]
            out.append(w)
        return " ".join(out)
    return ZWSP.join(hidden[i:i + 2] for i in range(0, len(hidden), 2))


def special(technique_or_encoding: str, cls: str, template: str, plain: str) -> dict:
    """Build the class-specific fields and the text of one encoded / invisible record."""
    if cls == "encoded":
        payload = encode(plain, technique_or_encoding)
        return {"text": template.replace("{P}", payload), "encoding": technique_or_encoding,
                "payload": payload, "decoded": plain}
    if technique_or_encoding == "tag_chars":
        return {"text": template.replace("{H}", tag_chars(plain)), "technique": "tag_chars", "hidden": plain}
    if technique_or_encoding == "zero_width_split":
        return {"text": template.replace("{H}", zero_width_split(plain)), "technique": "zero_width_split",
                "hidden": plain}
    raise ValueError(technique_or_encoding)
