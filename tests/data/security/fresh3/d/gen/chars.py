"""Named invisible / joiner characters and small builders for emoji sequences.

Used by the hand-written language modules so that format characters are visible in the
source (as names) rather than hidden inside string literals.
"""

from __future__ import annotations

ZWJ = "\u200d"
ZWNJ = "\u200c"
ZWSP = "\u200b"
WJ = "\u2060"
BOM = "\ufeff"
SHY = "\u00ad"
NBSP = "\u00a0"
NNBSP = "\u202f"
LRM = "\u200e"
RLM = "\u200f"
VS16 = "\ufe0f"
KEYCAP = "\u20e3"


def keycap(char: str) -> str:
    """Return the keycap emoji for a digit, ``#`` or ``*`` (char + VS16 + U+20E3)."""
    return char + VS16 + KEYCAP


def subflag(code: str) -> str:
    """Return a subdivision flag (black flag + tag letters + cancel tag), e.g. ``gbsct``."""
    return "\U0001f3f4" + "".join(chr(0xE0000 + ord(c)) for c in code) + "\U000e007f"


def shy(word: str) -> str:
    """Insert soft hyphens where ``|`` marks a syllable break (as a word processor does)."""
    return word.replace("|", SHY)
