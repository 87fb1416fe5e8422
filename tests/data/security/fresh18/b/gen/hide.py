"""Mechanical hiding helpers: tag characters, variation selectors, zero-width splits, bidi."""

ZW_CYCLE = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u206a", "\u206b", "\u206c",
            "\u206d", "\u206e", "\u206f"]
MARK = "¦"


def tag_chars(before: str, flag: str, hidden: str, after: str = "") -> str:
    assert all(0x20 <= ord(c) <= 0x7E for c in hidden), hidden
    return before + flag + "".join(chr(0xE0000 + ord(c)) for c in hidden) + after


def var_sel(before: str, base: str, hidden: str, after: str = "") -> str:
    out = []
    for b in hidden.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return before + base + "".join(out) + after


def zw_split(marked: str, offset: int = 0) -> tuple[str, str]:
    """Replace each MARK with an invisible character; return (text, hidden)."""
    out, i = [], offset
    for c in marked:
        if c == MARK:
            out.append(ZW_CYCLE[i % len(ZW_CYCLE)])
            i += 1
        else:
            out.append(c)
    return "".join(out), marked.replace(MARK, "")


def bidi(before: str, instr: str, after: str = "") -> str:
    return before + "\u202e" + instr[::-1] + "\u202c" + after


_HOMO = str.maketrans({"а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x",
                       "А": "A", "Е": "E", "О": "O", "Р": "P", "С": "C", "Т": "T", "Н": "H"})


def homoglyph_latin(text: str) -> str:
    """Swap Cyrillic letters for look-alike Latin ones (mechanical)."""
    return text.translate(_HOMO)


_HOMO_CYR = str.maketrans({"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у"})


def homoglyph_cyr(text: str) -> str:
    """Swap some Latin letters for look-alike Cyrillic ones (mechanical)."""
    return text.translate(_HOMO_CYR)
