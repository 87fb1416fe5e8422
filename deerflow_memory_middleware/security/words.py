"""How much language a piece of text holds, before a model is asked to judge it.

The semantic layer scores sentences and whole texts; a piece that is one letter repeated, random
letters or a run of ids carries no meaning, and a model's verdict on it is noise. These helpers
say whether a piece has enough language (`has_content`), about how many words it holds
(`word_count`), and shorten runs of one character or one word (`collapse`).
"""

from __future__ import annotations

import re
import unicodedata

from . import blobs

__all__ = ["collapse", "has_content", "word_count"]

# Degenerate text: a character (not a digit) repeated 4+ times, a word repeated 3+ times in a row (collapsed to
# one), and the content a piece needs before the model's verdict means anything.
_CHAR_RUN_RE = re.compile(r"(\D)\1{3,}")
_WORD_RUN_RE = re.compile(r"\b(\w+)(?:\W{1,3}\1\b){2,}")
_MIN_DISTINCT = 6
# Words of scripts written with spaces (no CJK, kana, Hangul, Thai, ...); long runs (16+ word
# characters, blobs or not: no word the vocabulary could know) and blob placeholders are left out
# of the count.
_WORD_RE = re.compile(r"[^\W\d_]{3,}")
_NO_SPACE_SCRIPT_RE = re.compile("[\u0e00-\u0fff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff"
                                 "\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]")
_LONG_RUN_RE = re.compile(r"[\w+/=%-]{16,}|" + re.escape(blobs.PLACEHOLDER))
_MIN_WORDS_FOR_VOCAB = 4
_SEPARATOR_RE = re.compile(r"[-_/+=%.,:;|\\]+")
_MIN_KNOWN_SHARE = 0.15


def collapse(text: str) -> str:
    """The text with runs of one character and of one repeated word shortened to one."""
    return _WORD_RUN_RE.sub(r"\1", _CHAR_RUN_RE.sub(r"\1", text))


def has_content(text: str, vocabulary: frozenset[str] = frozenset()) -> bool:
    """Whether a (collapsed) piece of text carries enough language for the model to judge.

    False for fewer than six distinct letters / digits (``"yyyy..."``, ``"abab..."``) and, when a
    vocabulary is given, for text written in spaced scripts whose words (3+ letters; runs of 16+
    word characters and blob placeholders left out) are mostly not words the model knows,
    whole or as a stem (random letters such as
    ``"oubd mjfmxkpts ..."``: fewer than 15 % known, against 25 % or more for every note in the
    model's languages in the tune split).
    Scripts written without spaces are judged by the first test alone.

    Args:
        text: A piece of text, already passed through the run collapse.
        vocabulary: Casefolded whole words of the model's tokenizer (empty: skip that test).
    """
    distinct = {char for char in text.casefold() if char.isalnum()}
    if len(distinct) < _MIN_DISTINCT:
        return False
    if not vocabulary:
        return True
    words = [word for word in _WORD_RE.findall(_LONG_RUN_RE.sub(" ", text))
             if not _NO_SPACE_SCRIPT_RE.search(word)]
    # Only for text that is mostly such words: a Chinese order beside a blob of letters keeps its
    # meaning (a CJK character weighs about as much as a Latin word of three letters).
    letters = sum(1 for char in text if char.isalpha())
    letters += 2 * len(_NO_SPACE_SCRIPT_RE.findall(text))
    if len(words) < _MIN_WORDS_FOR_VOCAB or sum(map(len, words)) < 0.7 * letters:
        return True
    known = sum(1 for word in words if _known(word.casefold(), vocabulary))
    return known >= _MIN_KNOWN_SHARE * len(words)


def word_count(text: str) -> float:
    """About how many words of language a text holds: tokens between spaces and separators
    (``- _ / + = % . , : ; |``: words joined by hyphens are still words) with three or more
    letters, not all one letter, and not a blob mixing letters and digits; and half a word per
    character of scripts written without spaces (a Chinese word is about two characters).
    Labels, ids, counters and filler (``"slot w1 v00002.000003"``, ``"xxx"``) count one or two.

    Args:
        text: Any text (runs are collapsed first).
    """
    count = 0.0
    for token in _SEPARATOR_RE.sub(" ", collapse(text)).split():
        if wide := len(_NO_SPACE_SCRIPT_RE.findall(token)):
            count += wide / 2
            continue
        if blobs.is_blob(token):
            continue  # base64, hex, a hash
        # Letters with their combining marks (the vowel signs of Indic scripts are marks).
        letters = [char for char in token
                   if char.isalpha() or unicodedata.category(char).startswith("M")]
        if len(letters) >= 3 and len({char.casefold() for char in letters if char.isalpha()}) > 1:
            count += 1
    return count


def _known(word: str, vocabulary: frozenset[str]) -> bool:
    """A whole word of the vocabulary, or (5+ letters) an inflected form of one: a stem of at least
    60 % of the word is a word of the vocabulary ("соблюдать", "Anweisungen")."""
    if word in vocabulary:
        return True
    if len(word) < 5:
        return False
    shortest = -(-len(word) * 3 // 5)  # ceil(0.6 * len)
    return any(word[:size] in vocabulary for size in range(len(word) - 1, shortest - 1, -1))
