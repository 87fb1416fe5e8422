"""Mechanical helpers only: encode hand-written payloads, expand {b64:..}/{hex:..} markers
in hand-written benign notes, and escape invisible / format characters for the JSONL."""
import base64
import codecs
import json
import re
import unicodedata
import urllib.parse


def encode(plain: str, encoding: str) -> str:
    if encoding == "base64":
        return base64.b64encode(plain.encode("utf-8")).decode("ascii")
    if encoding == "hex":
        return plain.encode("utf-8").hex()
    if encoding == "rot13":
        assert plain.isascii(), "rot13 only for ASCII payloads"
        return codecs.encode(plain, "rot13")
    if encoding == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(encoding)


_MARK = re.compile(r"\{(b64|hex):([^}]*)\}")


def expand(text: str) -> str:
    """Replace {b64:plain} / {hex:plain} in benign technical notes with the encoding."""
    return _MARK.sub(lambda m: encode(m.group(2), "base64" if m.group(1) == "b64" else "hex"), text)


def _needs_escape(ch: str) -> bool:
    o = ord(ch)
    if 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF or 0xE0000 <= o <= 0xE007F:
        return True
    cat = unicodedata.category(ch)
    return cat in ("Cf", "Cc") or (cat == "Zs" and ch != " ")


def dumps(rec: dict) -> str:
    s = json.dumps(rec, ensure_ascii=False)
    out = []
    for ch in s:
        if ch != "\n" and _needs_escape(ch):
            o = ord(ch)
            if o > 0xFFFF:
                o -= 0x10000
                out.append(f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}")
            else:
                out.append(f"\\u{o:04x}")
        else:
            out.append(ch)
    return "".join(out)
