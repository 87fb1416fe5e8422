"""Search terms of a text in any script, for lexical ranking (BM25) of recalled memories.

Words of space-separated scripts (Latin, Cyrillic, Greek, ...) are lower-cased ``\\w+`` runs minus
a stop-word list per language (English, Spanish, French, German, Russian); English words lose a
plural / ``-ing`` / ``-ed`` ending (``painted`` and ``paints`` both give ``paint``). Scripts written without
spaces are cut into overlapping character bigrams, the usual dictionary-free segmentation for
search: a Chinese run ``我喜欢猫`` gives ``我喜 喜欢 欢猫``, so a query that shares a two-character
word with a memory matches it. A run of one character stays a unigram. Han and Katakana runs are
segmented this way; Hiragana runs (mostly particles and inflections in Japanese) are dropped, and
bigrams made only of function characters (``的``, ``了``, ``是`` ...) or listed as function words
(``什么``, ``我们`` ...) are stop words. Hangul words are space-separated: each is kept whole and
also cut into bigrams, so a word with a particle attached (``서울에서``) still meets ``서울``.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache

__all__ = ["STOPWORDS", "has_cjk", "term_counts", "terms"]

_EN = (
    "a an the and or but of to in on at for with is are was were be been being do did does done "
    "what when where who whom whose which how why i you he she it we they my your his her its our "
    "their me him them this that these those as by from about into over after before during than "
    "then so if not no yes can could would should will shall might must have has had s t "
    "am any some there here up out just also too very"
)
_ES = "el la los las un una unos unas y o de del a en con por para es son fue que qué cuál cuándo dónde quién cómo mi tu su al lo se"
_FR = "le la les un une des et ou de du au aux en dans pour par est sont été que qui quoi quand où comment mon ma mes ton ta son sa ses ce cette il elle je tu nous vous ils elles"
_DE = "der die das ein eine einen und oder von zu im in am an auf für mit ist sind war waren was wer wann wo wie welche mein dein sein ihr es ich du er sie wir den dem des"
_RU = "и в во не на я ты он она оно мы вы они что кто где когда как какой какая это тот та с со по к у о об из за для ли же бы был была было были мой твой его её их"
#: Function words of space-separated languages (lower-case).
STOPWORDS = frozenset(f"{_EN} {_ES} {_FR} {_DE} {_RU}".split())

#: Chinese / Japanese function characters: a bigram made only of these is a stop word.
_CJK_FUNCTION_CHARS = frozenset(
    "的了是在我你他她它们吗呢吧啊呀哦和与也都就还这那么么个有没不很会要到说对把被给让从向跟"
    "之其所以而或及并且但却又再才已经曾将被着过地得啦嘛哪谁几多少怎为何时候"
)
#: Two-character function words (question words, pronouns, conjunctions).
_CJK_STOP_WORDS = (
    "什么 怎么 哪里 哪儿 哪个 哪些 为什么 我们 你们 他们 她们 它们 这个 那个 这些 那些 这样 那样 "
    "一个 一下 时候 因为 所以 但是 如果 已经 还是 或者 然后 可以 是不 是否 没有 有没 知道 觉得 "
    "どこ いつ なに なぜ どう だれ"
)
_CJK_STOP_BIGRAMS = frozenset(_CJK_STOP_WORDS.split())

_HAN = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0002ffff"
_KATAKANA = "\u30a0-\u30ff\u31f0-\u31ff\uff66-\uff9f"
_HIRAGANA = "\u3040-\u309f"
_HANGUL = "\uac00-\ud7af\u1100-\u11ff\u3130-\u318f"
_TOKEN = re.compile(
    rf"(?P<cjk>[{_HAN}{_KATAKANA}]+)|(?P<kana>[{_HIRAGANA}]+)|(?P<hangul>[{_HANGUL}]+)"
    rf"|(?P<word>[^\W{_HAN}{_KATAKANA}{_HIRAGANA}{_HANGUL}]+)"
)
_ANY_CJK = re.compile(rf"[{_HAN}{_KATAKANA}{_HIRAGANA}{_HANGUL}]")


def has_cjk(text: str) -> bool:
    """True when ``text`` holds Chinese, Japanese or Korean characters."""
    return _ANY_CJK.search(text) is not None


def _bigrams(run: str) -> list[str]:
    if len(run) == 1:
        return [] if run in _CJK_FUNCTION_CHARS else [run]
    out = []
    for i in range(len(run) - 1):
        pair = run[i:i + 2]
        if pair in _CJK_STOP_BIGRAMS or (pair[0] in _CJK_FUNCTION_CHARS
                                         and pair[1] in _CJK_FUNCTION_CHARS):
            continue
        out.append(pair)
    return out


_WORD = re.compile(r"\w+")


@lru_cache(maxsize=65_536)
def _stem(word: str) -> str:
    """Light English suffix stripping (painted / paints / painting -> paint)."""
    if len(word) <= 4 or not word.isascii():
        return word
    if word.endswith("ies") and len(word) > 5:
        return word[:-3] + "y"
    for suffix in ("ing", "ed", "es", "s"):
        if word.endswith(suffix) and not word.endswith("ss") and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word


def terms(text: str) -> list[str]:
    """Search terms of ``text``: stop-word-free words and CJK character bigrams, in order.

    Args:
        text: any text, in any mix of scripts.

    Returns:
        Lower-cased terms; repeated terms are repeated (BM25 counts them).
    """
    return list(_terms(text))


@lru_cache(maxsize=8192)
def term_counts(text: str) -> tuple[int, Counter[str]]:
    """``(number of terms, count per term)`` of ``text`` (cached: memories recur in pools).

    The Counter is shared by every caller: read it, never change it.
    """
    found = _terms(text)
    return len(found), Counter(found)


@lru_cache(maxsize=8192)
def _terms(text: str) -> tuple[str, ...]:
    folded = text.casefold()
    if not has_cjk(folded):  # the common case, about five times faster
        return tuple(_stem(w) for w in _WORD.findall(folded) if w not in STOPWORDS and w != "_")
    out: list[str] = []
    for match in _TOKEN.finditer(folded):
        kind = match.lastgroup
        run = match.group()
        if kind == "word":
            if run not in STOPWORDS and run != "_":
                out.append(_stem(run))
        elif kind == "cjk":
            out.extend(_bigrams(run))
        elif kind == "hangul":
            out.append(run)
            if len(run) > 2:
                out.extend(run[i:i + 2] for i in range(len(run) - 1))
        # Hiragana runs: particles and inflections, dropped.
    return tuple(out)
