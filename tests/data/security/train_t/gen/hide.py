"""Mechanical transforms only (no text is written here): full-width, homoglyphs, leetspeak,
word-processor paste artefacts, and the JSON escaping of invisible characters."""
import json
import unicodedata

_HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445",
         "i": "\u0456", "y": "\u0443"}
_LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def fw(s: str) -> str:
    """ASCII letters/digits/punctuation to full-width forms."""
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)


def homo(s: str, every: int = 2) -> str:
    """Swap every n-th swappable Latin letter for a Cyrillic look-alike."""
    out, n = [], 0
    for c in s:
        if c in _HOMO:
            n += 1
            if n % every == 0:
                out.append(_HOMO[c])
                continue
        out.append(c)
    return "".join(out)


def leet(s: str) -> str:
    return "".join(_LEET.get(c, c) for c in s)


def camel(s: str) -> str:
    """Run words together in camelCase."""
    w = s.split()
    return w[0] + "".join(x[:1].upper() + x[1:] for x in w[1:])


def wp_paste(s: str) -> str:
    """Word-processor paste: leading BOM, no-break spaces after short words, soft hyphen in long words."""
    out = []
    for w in s.split(" "):
        if len(w) >= 10 and w.isalpha():
            w = w[:5] + "\u00ad" + w[5:]
        out.append(w)
    t = ""
    for i, w in enumerate(out):
        t += w
        if i < len(out) - 1:
            t += "\u00a0" if len(w) <= 2 else " "
    return "\ufeff" + t


def _needs_escape(c: str) -> bool:
    cat = unicodedata.category(c)
    o = ord(c)
    return (cat in ("Cf", "Cc", "Zl", "Zp", "Co") or (cat == "Zs" and c != " ")
            or 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF)


def _esc(c: str) -> str:
    o = ord(c)
    if o > 0xFFFF:
        o -= 0x10000
        return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"
    return f"\\u{o:04x}"


def dumps(rec: dict) -> str:
    s = json.dumps(rec, ensure_ascii=False)
    return "".join(_esc(c) if _needs_escape(c) else c for c in s)


def homo_lat(s: str, every: int = 2) -> str:
    """Swap every n-th swappable Cyrillic letter for a Latin look-alike (for Russian lines)."""
    inv = {v: k for k, v in _HOMO.items()}
    out, n = [], 0
    for c in s:
        if c in inv:
            n += 1
            if n % every == 0:
                out.append(inv[c])
                continue
        out.append(c)
    return "".join(out)
