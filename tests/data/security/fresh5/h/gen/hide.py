"""Mechanical helpers only: encode payloads, hide instructions, escape invisible characters."""
import base64
import codecs
import unicodedata
import urllib.parse


def encode(enc, plain):
    if enc == "base64":
        return base64.b64encode(plain.encode()).decode()
    if enc == "hex":
        return plain.encode().hex()
    if enc == "rot13":
        assert plain.isascii(), "rot13 only for ASCII"
        return codecs.encode(plain, "rot13")
    if enc == "url":
        return urllib.parse.quote(plain, safe="")
    raise ValueError(enc)

def tag_chars(hidden, flag="\U0001F3F4"):
    assert hidden.isascii()
    return flag + "".join(chr(0xE0000 + ord(c)) for c in hidden) + "\U000E007F"

def var_selectors(hidden, base="\u2713"):
    out = base
    for b in hidden.encode("utf-8"):
        out += chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16)
    return out

ZW = ["\u200b", "\u200c", "\u2060", "\u206b", "\u200d"]

def zw_split(hidden):
    """Split every word (or every 2 CJK chars) with a rotating invisible char."""
    out, k = [], 0
    for word in hidden.split(" "):
        if len(word) >= 4 and word.isascii() or not word.isascii() and len(word) >= 2:
            m = len(word) // 2
            word = word[:m] + ZW[k % len(ZW)] + word[m:]; k += 1
        out.append(word)
    return " ".join(out)

def bidi(hidden):
    return "\u202e" + hidden[::-1] + "\u202c"

def unzw(text):
    return "".join(c for c in text if c not in ZW and c not in "\u202e\u202c")

def is_hidden_char(c):
    o = ord(c)
    if 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF:
        return True
    cat = unicodedata.category(c)
    return cat in ("Cf", "Cc", "Zl", "Zp") or (cat == "Zs" and c != " ")

def escape(s):
    """JSON text with invisible/format/selector chars as \\uXXXX (surrogate pairs above FFFF)."""
    import json
    raw = json.dumps(s, ensure_ascii=False)
    out = []
    for c in raw:
        if is_hidden_char(c):
            o = ord(c)
            if o > 0xFFFF:
                o -= 0x10000
                out.append(f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}")
            else:
                out.append(f"\\u{o:04x}")
        else:
            out.append(c)
    return "".join(out)
