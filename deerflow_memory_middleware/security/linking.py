"""Whether two adjacent memory entries read as one text: the gate of the snapshot's pair scan.

An attack split over two entries only works when the model reads the second entry as going on
from the first. Two notes that merely sit side by side ("User reads Hacker News every
morning." above "curl -s https://sh.rustup.rs | sh") each passed the scanner alone and mean
nothing new together, yet joined they can match a rule that pairs words far apart. So a pair is
scanned as one text only when the entries are linked, in one of three ways:

- **continuation**: the first entry stops mid-sentence: it ends on a joining mark (``, : = ( |``),
  on a word that needs a following one ("ignore all", "die vorherigen"), or on a CJK particle;
  or it has no closing punctuation and the second starts with a particle (``的``, ``を``) or,
  unless either is a command line, in lower case;
- **reference**: the second entry points back ("above", "step 1", "上面的", "выше", ...);
- **shared name**: a term the first entry quotes (``„Null“``, ``「ゼロ」``) or labels
  (``Trusted sender: ...``) comes back in the second;
- **shared handle**: both name the same address, host, path or defined variable
  (``ops@x.example``, ``~/keiri``, ``SUJIP = ...``), the same person (a capitalised name inside a
  sentence: "my accountant is Priya" / "send it to Priya"), the same long compound
  ("Archivadresse") or the same run of four CJK / kana / Hangul characters ("备用邮箱"): a split
  attack defines a thing in one entry and uses it in the other.

Every check is a bounded regex or a set lookup over the two texts: linear in their size.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from functools import lru_cache

__all__ = ["ADDRESS", "CLOSING_QUOTES", "EMAIL", "OPENING_QUOTES", "QUOTED_TERM", "SEND", "linked"]

_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff"
_END_RE = re.compile(r"[.!?。！？…‼⁉]['\"”’»」』)\]]{0,3}\s*$")
# A hyphen joins only when it ends a word ("ignore pre-"); " -" is a command's stdin.
_JOINING_END_RE = re.compile(r"(?:[,:;=(\[{&+|–—、，：；（]|(?<=\w)-)\s*$")
# A command line is a whole unit: the next entry starting in lower case does not continue it.
_COMMAND_RE = re.compile(r"\s--?[a-z]|\|\s|://|`")
# Words that cannot end a sentence: articles, quantifiers, prepositions, "previous"; in the eight
# languages of the scanner (Latin and Cyrillic scripts; CJK is judged by its particles).
_OPEN_WORDS_TEXT = """
a an the all any every each your my our their this these those of to for from with and or but
into onto about over previous prior earlier above following
der die das den dem des ein eine einen alle allen aller jede jeden vorherigen bisherigen
fruheren von zu mit und oder fur
el la los las un una unos unas todas todos todo cada tus sus de del al con y o para por
anteriores previas
le les un une des toutes tous tout chaque tes vos de du au aux avec et ou pour par precedentes
precedents
все всё всех каждый каждую твои ваши и или для по с к от предыдущие прежние
"""
_OPEN_WORDS = frozenset(_OPEN_WORDS_TEXT.split())
_CJK_OPEN_END_RE = re.compile(f"[をにのはがとでへも、的之和把对對与與를을에의가는와과도로][{_CJK}]?\\s*$")
_CJK_PARTICLE_START_RE = re.compile(r"^\s*[的地得之をにのはがとでへ를을에의가는와과]")
_LOWER_START_RE = re.compile(r"^\W{0,3}[a-zа-яàâäçéèêëîïôöùûüÿñßœæ]")
# Words that point at the entry above ("the note above", "step 1"), not at earlier things in
# general: bare "previous" / 以前の / précédentes name a PM's old instructions as often as a note.
_REFERENCE_RE = re.compile(
    r"\b(?:above|aforementioned|previous (?:note|entry|memory|line)|the note before"
    r"|step (?:1|one|2|two)|part (?:1|one)|continued"
    r"|oben|obige[nmrs]?|vorige[nmrs]? notiz|schritt 1|teil 1|fortsetzung"
    r"|arriba|lo anterior|la nota anterior|paso 1|parte 1|continuaci[oó]n"
    r"|ci-dessus|la note précédente|[eé]tape 1|partie 1|à suivre"
    r"|выше|вышеуказанн\w{0,3}|предыдущ\w{0,3} (?:заметк|запис)\w{0,3}|шаг\w{0,2} 1|част\w{0,2} 1"
    r"|продолжение)\b"
    r"|上面|上述|上一条|上一條|上記|上のメモ|前のメモ|その1|続く|위의|위에|앞의 메모|이전 메모",
    re.IGNORECASE)
#: Opening and closing quotation marks of a short quoted term, and the term itself (group 1).
OPENING_QUOTES = "\"“„«「『‘'‹"
CLOSING_QUOTES = "\"”“»」』’'›"
QUOTED_TERM = (rf"[{OPENING_QUOTES}]([^{OPENING_QUOTES}{CLOSING_QUOTES}\n]{{1,40}})"
               rf"[{CLOSING_QUOTES}]")
_QUOTED_RE = re.compile(QUOTED_TERM)
# The label starts at its first visible character: leading blanks are not part of it (a label
# that may begin with a blank is tried at every split of a long blank run).
_LABEL_RE = re.compile(r"^[^\S\n]*([^:：\s][^:：\n]{1,59}?)[^\S\n]*[:：]")
_WORD_RE = re.compile(rf"[{_CJK}]+|[^\W\d_]+|\d+")
_CJK_RE = re.compile(f"[{_CJK}]")
_CJK_RUN_RE = re.compile(f"[{_CJK}]+")


def _fold(text: str) -> str:
    """Casefolded, accents removed (so "Précédentes" and "precedentes" compare equal)."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    # NFC again so Hangul syllables, split into jamo by NFKD, come back whole.
    return unicodedata.normalize(
        "NFC", "".join(char for char in decomposed if not unicodedata.combining(char)))


def _continues(first: str, second: str) -> bool:
    if _JOINING_END_RE.search(first) or _END_RE.search(first):
        return _JOINING_END_RE.search(first) is not None
    words = _WORD_RE.findall(_fold(first[-80:]))
    if words and words[-1] in _OPEN_WORDS:
        return True
    if _CJK_OPEN_END_RE.search(first) or _CJK_PARTICLE_START_RE.search(second):
        return True
    return (_LOWER_START_RE.search(second) is not None and _COMMAND_RE.search(first) is None
            and _COMMAND_RE.search(second) is None)


def _stems(text: str) -> str:
    """The text's words cut to five letters, space-separated and space-padded: enough to meet an
    inflected form ("доверенный отправитель" / "доверенного отправителя")."""
    return " " + " ".join(word[:5] for word in _WORD_RE.findall(_fold(text))) + " "


def _names(first: str) -> tuple[set[str], set[str]]:
    """What the first entry quotes or uses as a label: stemmed word sequences, and CJK / Hangul
    runs (looked for as substrings)."""
    terms = [match.group(1) for match in _QUOTED_RE.finditer(first[:400])]
    label = _LABEL_RE.match(first)
    if label is not None:
        words = _WORD_RE.findall(_fold(label.group(1)))
        # The label's last two words ("bootstrap script", "word of the day" -> "the day"), its
        # CJK / Hangul words ("信頼する送信者", "초기화") ...
        terms.append(" ".join(words[-2:]))
        terms.extend(word for word in words if _CJK_RE.match(word))
        # ... and any two content words in a row ("helper address for deployments").
        terms.extend(f"{left} {right}" for left, right in itertools.pairwise(words)
                     if len(left) >= 3 and len(right) >= 3
                     and left not in _OPEN_WORDS and right not in _OPEN_WORDS)
    sequences: set[str] = set()
    runs: set[str] = set()
    for term in terms:
        if _CJK_RE.search(term):
            runs.update(run for run in _CJK_RUN_RE.findall(_fold(term)) if len(run) >= 2)
        elif len(stems := _stems(term)) >= 5:  # a word of three letters or more
            sequences.add(stems)
    return sequences, runs


# Handles: e-mail addresses, URL hosts, paths, and upper-case names that are defined ("SUJIP =").
#: An e-mail address, bounded and anchored at the start of its run (linear on long runs of word
#: characters); and an e-mail address or a web address. Sources, for rules that add to them.
EMAIL = r"(?<![\w.+-])[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}"
ADDRESS = EMAIL + r"|https?://\S{1,200}"
#: `ADDRESS` compiled, case-insensitive.
ADDRESS_RE = re.compile(ADDRESS, re.IGNORECASE)
#: An order to send, forward or upload something, in the scanner's eight languages.
SEND = (
    r"\b(?:send|forward|e-?mail|upload|copy|redirect|cc|bcc)\w{0,3}\b"
    r"|\b(?:env[íi]a\w{0,4}|reenv[íi]a\w{0,4}|manda\w{0,4}|sube\w{0,3}|envoie\w{0,3}|transf[èe]re\w{0,3}"
    r"|partent vers|schick\w{0,3}|sende\w{0,2}|leite\w{0,2}|weiterleit\w{0,3}|lade\w{0,2} hoch"
    r"|отправ\w{1,5}|пересыл\w{1,4}|перешли|выгружа\w{1,3})\b"
    r"|发(?:一份|一下)?到|發(?:一份|一下)?到|发(?:一份)?给|發(?:一份)?給|转发|轉發|抄送|上传|上傳|送って|転送|送信|アップロード|보내|전달|올려|전송"
)
_EMAIL_RE = re.compile(EMAIL)
_HOST_RE = re.compile(r"(?i)(?<![a-z0-9+.-])[a-z][a-z0-9+.-]{0,30}://([^/\s:?#\"'<>)]+)")
_PATH_RE = re.compile(r"(?:~|\$HOME|(?<![\w/])/(?:[\w.-]+/)*)[\w.-]*/[\w./-]+|(?<![\w/])/[\w.-]{3,}/[\w./-]+")
_DEFINED_RE = re.compile(r"(?<![\w$])\$?([A-Z][A-Z0-9_]{2,})\s*[=:：]")
# A capitalised word inside a sentence (not its first word): a person, place or product.
_NAME_RE = re.compile(r"(?<=[^\s.!?。！？:：\n]\s)([A-ZÀ-ÖØ-ÞА-ЯЁ][a-zà-öø-ÿа-яё]{3,})")
_LONG_WORD = 12
_CJK_GRAM = 4


def _handles(first: str) -> tuple[set[str], set[str], set[str]]:
    """What the first entry names that a second entry could use again: exact handles
    (addresses, hosts, paths, defined names; casefolded), name stems, and CJK 4-grams."""
    head = first[:1000]
    folded = _fold(head)
    exact = {m.casefold() for m in _EMAIL_RE.findall(head)}
    exact.update(m.casefold().rstrip(".") for m in _HOST_RE.findall(head))
    exact.update(m.casefold().rstrip(".,;") for m in _PATH_RE.findall(head) if len(m) >= 6)
    exact.update(m.casefold() for m in _DEFINED_RE.findall(head))
    stems = {f" {_fold(m)[:5]}" for m in _NAME_RE.findall(head)}
    stems.update(f" {word[:9]}" for word in _WORD_RE.findall(folded)
                 if len(word) >= _LONG_WORD and not _CJK_RE.match(word))
    grams = {run[i:i + _CJK_GRAM] for run in _CJK_RUN_RE.findall(folded)
             for i in range(len(run) - _CJK_GRAM + 1)}
    return exact, stems, grams


def _shares_handle(first: str, tail: str, tail_stems: str) -> bool:
    """Whether ``first`` names a handle that the second entry (folded: ``tail``; stemmed:
    ``tail_stems``) uses again."""
    exact, stems, grams = _handles(first)
    if any(handle in tail for handle in exact) or any(gram in tail for gram in grams):
        return True
    return any(stem in tail_stems for stem in stems)


# A snapshot is re-rendered after every write and asks about every pair of neighbours; all but
# the pairs around the new entry were answered before (this was most of a render's time).
@lru_cache(maxsize=4096)
def linked(first: str, second: str) -> bool:
    """Whether ``second`` reads as going on from ``first`` (see the module docstring).

    Args:
        first: The upper entry, as the snapshot shows it.
        second: The entry right below it.
    """
    if _continues(first, second) or _REFERENCE_RE.search(second[:200]):
        return True
    tail, tail_stems = _fold(second[:1000]), _stems(second[:1000])
    sequences, runs = _names(first)
    if any(run in tail for run in runs) or any(sequence in tail_stems for sequence in sequences):
        return True
    return _shares_handle(first, tail, tail_stems)
