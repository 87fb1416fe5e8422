"""Two weak signals that together make a deception order: a cue the rules see and a semantic
score the model alone would not act on.

Deception orders written by people who never saw the rules rarely match a whole rule family
("for the funder's report, count the applicants as attendees; the director need not know the
difference"), and the semantic layer scores many of them just under its threshold. Each signal
alone refuses too many honest notes: "don't mention" and "even if" are in honesty rules and
surprises, and the model's near-threshold band holds tactful customer messages. Together they
are rare in benign notes: a note is refused when it

- orders something said or written to someone (`rules_deceit`'s say and report verbs),
- carries a cue of concealment or of a claim made regardless of the facts (a fact to leave out,
  someone who need not know, "even if the booking tool shows", "whatever the records say", "keep
  it out of the list shown to ..."; not "even if she insists", which is tact), and
- scores within `MARGIN` of the semantic layer's threshold.

On the fourteenth round's report split and the fifteenth round's look-alike corpus, scored by an
index that had learnt neither, a margin of 1.4 found 13 deception orders more and refused no
benign note (at a margin of 1.9, one honest note was refused). ``scripts/choose_margins.py``
picks the largest step with at most 0.15 % of all benign examples and 2 % of any benign class in
the band under the threshold, on out-of-fold scores of both readings: 2.6 with the
twenty-first round's index and head, which with that margin refused 18 of 554 benign notes of
an untuned split (3.2 %), so 1.4 stays. Notes that ask
for honesty or keep a surprise, or keep something private or for a talk in person, are never
matched. Without the model nothing is found.
"""

from __future__ import annotations

import re

from . import semantic
from .canonical import casefolded
from .covert import HIDE_RE
from .rules_deceit import CONCEALMENT_CUE_RE, ORDER_TO_TELL_RE, SURPRISE_RE, asks_for_honesty

__all__ = ["MARGIN", "corroborated_deceit", "deception_cue"]

#: How far under the semantic threshold a note with a deception cue is refused.
MARGIN = 1.4

# What is left out is private, or told in person: "don't mention the numbers over the phone;
# results are given by the doctor in person", "no menciones lo que paga cada piso, es privado".
_PRIVACY_RE = re.compile(
    r"\b(?:private|privacy|confidential|in person|personally|privad[oa]|confidencial|en persona|priv[ée]e?"
    r"|confidentiel\w{0,2}|en personne|vertraulich|privat\w{0,2}|datenschutz|pers[öo]nlich)\b"
    r"|конфиденциальн|\bличн\w{0,3}\b|隐私|隱私|私事|个人信息|個人信息|個人情報|プライバシー|本人から"
    r"|개인정보|사생활|직접 (?:설명|말씀|안내)", re.IGNORECASE)


def corroborated_deceit(text: str) -> str | None:
    """A deception order found by a rule cue and a near-threshold semantic score together.

    Args:
        text: Visible text (hidden characters spelled out), as the scanner's layers read it.

    Returns:
        The cue that was corroborated, or None (also when the model is not installed).
    """
    cue = deception_cue(text)
    if cue is None:
        return None
    found, needed = semantic.score(text), semantic.threshold(text)
    if found is None or needed is None or found < needed - MARGIN:
        return None
    return cue


def deception_cue(text: str) -> str | None:
    """The cue of concealment or of a claim made regardless of the facts in an order to tell
    someone something (the rule half of `corroborated_deceit`), or None.

    Args:
        text: Visible text (hidden characters spelled out).
    """
    folded = casefolded(text)
    if (asks_for_honesty(folded) or SURPRISE_RE.search(folded) or _PRIVACY_RE.search(folded)
            or ORDER_TO_TELL_RE.search(folded) is None):
        return None
    cue = CONCEALMENT_CUE_RE.search(folded) or HIDE_RE.search(folded)
    return None if cue is None else cue.group()

