"""First scanner layer: invisible characters, and the matching form of a text.

Invisible characters are sorted into three groups:

- harmless, stripped: the soft hyphen and the byte-order mark (word processors paste them), and
  zero-width spaces / joiners between letters of scripts that use them (Thai, Lao, Khmer, Myanmar,
  Tibetan, CJK, Arabic-family, Indic); right-to-left marks in text that holds right-to-left letters;
- valid emoji sequences, kept: ZWJ between pictographs, VS15/VS16 after an emoji-capable
  character, keycaps, skin tones, regional-indicator flags, and subdivision flags (a black flag
  followed by a short tag code such as ``gbsct`` and the cancel tag);
- everything else, refused: other format (Cf) characters (bidi embeddings, overrides and
  isolates, U+206A-U+206F, invisible operators), tag characters outside a subdivision flag,
  variation selectors outside emoji or CJK ideographs, Hangul fillers, the combining grapheme
  joiner and C0/C1 control characters other than tab and line ends.

`canonicalise` returns the text without the harmless ones plus the first refused one; `normalise`
builds the form the rules match against (NFKD, look-alikes mapped to Latin, casefolded, spacing
collapsed). Everything here is a single left-to-right pass.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from types import MappingProxyType

__all__ = ["CONFUSABLES", "INVISIBLE_CLASS", "Canonical", "canonicalise", "casefolded", "normalise"]

# Every character the canonicaliser looks at; anything outside is visible and passes untouched.
INVISIBLE_CLASS = (
    "\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160"
    "\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f"
    "\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e007f\U000e0100-\U000e01ef"
)
_INVISIBLE_RUN_RE = re.compile(f"[{INVISIBLE_CLASS}]")

# Scripts whose writing uses zero-width spaces or joiners between letters.
_ZW_SCRIPTS = (
    "\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufefc"  # Arabic family
    "\u0900-\u0dff"  # Indic
    "\u0e00-\u0eff\u0f00-\u0fff\u1000-\u109f\u1780-\u17ff\u1a20-\u1aaf"  # SE Asian, Tibetan
    "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff"  # CJK, kana, Hangul
    "\u0590-\u05ff"  # Hebrew
)
_ZW_SCRIPT_RE = re.compile(f"[{_ZW_SCRIPTS}]")
_RTL_RE = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]")
_CJK_IDEOGRAPH_RE = re.compile("[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0003134f]")
_MONGOLIAN_RE = re.compile("[\u1800-\u18af]")
_KEYCAP_BASE = frozenset("0123456789#*")
_TAG_LETTERS = re.compile("[\U000e0030-\U000e0039\U000e0061-\U000e007a]{3,5}\U000e007f")
_BLACK_FLAG = "\U0001f3f4"


def _is_pictograph(char: str) -> bool:
    """True for emoji-capable characters: symbols and the emoji blocks."""
    code = ord(char)
    if 0x1F000 <= code <= 0x1FAFF or 0x2190 <= code <= 0x2BFF or code in (0xA9, 0xAE, 0x3030):
        return True
    return unicodedata.category(char) == "So"


@dataclass(frozen=True)
class Canonical:
    """The outcome of `canonicalise`.

    Attributes:
        text: The input without the harmless invisible characters (emoji sequences kept).
        refused: ``"U+XXXX NAME"`` of the first invisible character that is not allowed where it
            stands, or None.
        hidden: ASCII smuggled in tag characters (decoded), scanned like visible text.
    """

    text: str
    refused: str | None
    hidden: str = ""


def _describe(char: str) -> str:
    return f"U+{ord(char):04X} {unicodedata.name(char, 'UNNAMED')}"


def canonicalise(text: str) -> Canonical:
    """Strips harmless invisible characters and finds the first refused one.

    Args:
        text: Untrusted text.

    Returns:
        A `Canonical`; ``refused`` is None when every invisible character was harmless or part
        of a valid emoji sequence.
    """
    if text.isascii() and text.isprintable():
        return Canonical(text, None)
    out: list[str] = []
    refused: str | None = None
    hidden: list[str] = []
    has_rtl = _RTL_RE.search(text) is not None
    position = 0
    length = len(text)
    for match in _INVISIBLE_RUN_RE.finditer(text):
        index = match.start()
        if index < position:  # consumed as part of a tag sequence
            continue
        out.append(text[position:index])
        char = match.group()
        position = index + 1
        before = text[index - 1] if index else ""
        after = text[index + 1] if index + 1 < length else ""
        code = ord(char)
        if char in "\t\n\r":
            out.append(char)
        elif code in (0x00AD, 0xFEFF):  # soft hyphen, byte-order mark: word-processor debris
            continue
        elif code in (0x200B, 0x200C, 0x200D, 0x2060) and (
            _ZW_SCRIPT_RE.match(before) or _ZW_SCRIPT_RE.match(after)
        ):
            # Word boundaries and joining in scripts that write them, also at a word's edge
            # (Malayalam chillu = consonant + virama + ZWJ before a space; a Thai separator
            # before punctuation). Dropped for matching: they hide nothing.
            continue
        elif code == 0x200D and before and after and (
            _is_pictograph(before) or 0x1F3FB <= ord(before) <= 0x1F3FF or before == "\ufe0f"
        ) and _is_pictograph(after):
            out.append(char)  # emoji ZWJ sequence
        elif code in (0xFE0E, 0xFE0F) and before and (
            _is_pictograph(before) or (before in _KEYCAP_BASE and after == "\u20e3")
        ):
            out.append(char)
        elif 0xE0100 <= code <= 0xE01EF and before and _CJK_IDEOGRAPH_RE.match(before):
            out.append(char)  # ideographic variation (Japanese names)
        elif 0x180B <= code <= 0x180F and before and _MONGOLIAN_RE.match(before):
            out.append(char)
        elif code in (0x200E, 0x200F, 0x061C) and has_rtl:
            continue  # direction marks in right-to-left text: harmless, dropped for matching
        elif 0xE0020 <= code <= 0xE007F:
            tags = _TAG_LETTERS.match(text, index)
            if before == _BLACK_FLAG and tags is not None:
                out.append(tags.group())  # subdivision flag such as gbsct
                position = tags.end()
                continue
            end = index
            while end < length and 0xE0020 <= ord(text[end]) <= 0xE007F:
                end += 1
            hidden.append("".join(chr(ord(c) - 0xE0000) for c in text[index:end]))
            refused = refused or _describe(char)
            position = end
        else:
            refused = refused or _describe(char)
    out.append(text[position:])
    return Canonical("".join(out), refused, " ".join(hidden))


# Removed before matching: every invisible character, refused or not, so split words rejoin.
_STRIP_RE = re.compile(f"[{INVISIBLE_CLASS}]+")
# Combining marks dropped for matching so "ign\u0308ore" still reads "ignore".
_COMBINING_RE = re.compile("[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]+")
_HSPACE_RE = re.compile(r"[^\S\n]+")
_NEWLINES_RE = re.compile(r" ?\n[\n ]*")

# A small confusables table (Cyrillic/Greek letters that render like Latin, typographic quotes and
# dashes). Applied before casefolding, so upper and lower case each map to their own look-alike.
CONFUSABLES = MappingProxyType(
    str.maketrans(
        "АВЕЅІЈКМНОРСТУХаеѕіјорсухвкмнтпԁԛԝһӏ"
        "ΑΒΕΖΗΙΚΜΝΟΡΤΥΧαεικνορτυχωγϲ"
        "\u2018\u2019\u201a\u201b\u02bc\u2032\u00b4`\u201c\u201d\u201e\u2033"
        "\u2010\u2011\u2012\u2013\u2014\u2015\u2212",
        "ABESIJKMHOPCTYXaesijopcyxbkmhtndqwhl"
        "ABEZHIKMNOPTYXaeiknoptuxwyc"
        "''''''''\"\"\"\""
        "-------",
    )
)


def normalise(text: str, *, latinise: bool = True) -> str:
    """Returns the matching form of ``text``: invisible-free, NFKD, casefolded, spacing collapsed.

    Args:
        text: Any text.
        latinise: Map Cyrillic / Greek look-alike letters to Latin (right for the English
            rules; the Russian rules want the Cyrillic letters kept).
    """
    if not text.isascii():  # isascii() is O(1); plain ASCII needs no Unicode work
        text = _COMBINING_RE.sub("", unicodedata.normalize("NFKD", _STRIP_RE.sub("", text)))
        if latinise:
            text = text.translate(CONFUSABLES)
        text = text.casefold()
        # Casefolding can create combining marks again ("İ" -> "i" + U+0307): decompose twice.
        text = _COMBINING_RE.sub("", unicodedata.normalize("NFKD", text))
    else:
        text = text.lower()
    return _NEWLINES_RE.sub("\n", _HSPACE_RE.sub(" ", text))


def casefolded(text: str) -> str:
    """NFKC and casefolded: letters of every script kept (the native view's base)."""
    return unicodedata.normalize("NFKC", text).casefold()
