"""Rules a user sets for the agent's honesty, which deception rules would otherwise read as orders.

A deception rule pairs an order to say something with a sign that it is false or kept back
("don't tell the customer it is delivered", 别说到了, 「お届け済み」と言わないこと). The same words
make the commonest honesty rule there is: a claim forbidden until it is verified ("don't tell a
customer the files are delivered unless you have seen the link work", "Не говори клиенту, что
запчасть уже едет, пока нет трек-номера", "확인 안 했으면 '미확인'이라고 해"). A sentence is such a
rule when it

- forbids a claim until, unless or before something is checked, confirmed, seen or shows a
  status (a negated say verb, a condition and a word of verification, in one sentence), or
- asks for honesty (`rules_deceit.asks_for_honesty`: "answer truthfully", 如实, честно), or
- gives the answer to use while a fact is unverified ("unconfirmed", 未確認, 미확인, 没查到).

A note that also says the claim is made whatever the facts are ("even if", "regardless",
即使, даже если) or that someone need not know is never one: that is how deception orders are
written. Only the deception rules' reading of these sentences is dropped: the rest of the note
is still read by every rule, and the whole note by the semantic layer.
"""

from __future__ import annotations

import re

from .canonical import casefolded
from .rules_deceit import NEED_NOT_KNOW_RE, REGARDLESS_RE, asks_for_honesty
from .sentences import spans

__all__ = ["without_honesty_rules"]

_F = re.IGNORECASE

# An order not to say, write, confirm or promise something.
_SAY_NOT_RE = re.compile(
    r"\b(?:don'?t|do not|never|nor)\s+(?:\w+\s+){0,2}(?:say|tell|write|claim|report|mark|confirm"
    r"|promise)\w*"
    r"|(?:不要|别|別|不能|不准|不得|绝不|絕不|不许|不許)(?:跟\w{0,6}|对\w{0,6}|對\w{0,6})?"
    r"(?:说|說|写|寫|报|報|标|標|告诉|告訴|承诺|承諾|答应|答應)"
    r"|(?:と|って)(?:は)?(?:言わない|言うな|書かない|伝えない|答えない|言わず|書かず|言っちゃだめ"
    r"|言ってはいけ)"
    r"|(?:고|라고)\s?(?:절대\s?)?(?:말하지|쓰지|하지|안내하지|답하지|적지)\s?(?:마|말|않)"
    r"|\bне\s+(?:говори|пиши|сообщай|обещай|отвечай|ставь|отмечай|называй|утверждай)\w*"
    r"|\b(?:ne|n')\s*(?:dis|[ée]cris|annonce|promets|confirme|marque|r[ée]ponds)\w*\s+"
    r"(?:jamais|pas|rien)"
    r"|\bno\s+(?:le\s+|les\s+|se\s+)?(?:digas|escribas|pongas|confirmes|prometas|respondas"
    r"|marques|diga|escriba)\b|\bnunca\s+(?:digas|escribas|confirmes|pongas)"
    r"|\b(?:sag|schreib|best[äa]tig|versprich|meld)\w*\s+(?:\w+\s+){0,4}(?:nie|nicht|niemals)\b"
    r"|\bnie(?:mals)?\s+(?:sagen|schreiben|best[äa]tigen|melden|behaupten)", _F)
# Until, unless, before, or if not: the claim waits for something.
_UNTIL_RE = re.compile(
    r"\b(?:until|unless|before|without)\b|\bif (?:you )?(?:haven'?t|didn'?t|can'?t|cannot"
    r"|aren'?t|have not|did not|are not)\b"
    r"|まで|前に|前は|なければ|ないうちは|전에는|전엔|전까지|안 ?했으면|않았으면|못 ?했으면"
    r"|之前|以前|除非|(?:如果|若)(?:你)?(?:不确定|不確定|没|沒|只是)|没有?(?:确认|查到|看到)"
    r"|\bпока\b|\bесли не\b|\bбез\b|\btant qu|\bsi (?:tu n'as|vous n'avez) pas\b|\bavant\b"
    r"|\bsans\b|\bsauf si\b|\bhasta que\b|\bmientras no\b|\bsi no (?:has|lo)\b|\bantes de\b"
    r"|\bsin\b|\bsolange\b|\bbevor\b|\bohne\b|\bwenn du (?:es )?nicht\b|\bes sei denn\b", _F)
# What the claim waits for: a check, a confirmation, a status, a record, something seen.
_VERIFIED_RE = re.compile(
    r"\b(?:verif\w*|confirm\w*|check\w*|seen|see it|tracking|status|receipt|in writing|proof"
    r"|logs?|tests?|tested)\b"
    r"|确认|確認|核实|核實|查到|查过|查過|看到|看过|看過|回单|回執|回执|物流|单号|單號|書面|ステータス|完了"
    r"|届|追跡|확인|완료|로그|송장|조회"
    r"|провер\w*|подтвер\w*|трек\w*|статус\w*|видел\w*|увид\w*|квитанц\w*|письменн\w*|отметил\w*"
    r"|\b(?:v[ée]rifi\w*|confirm\w*|vu|vue|essai|test|suivi|statut|preuve|[ée]crit|comprob\w*"
    r"|visto|justificante|seguimiento|escrito|gepr[üu]ft|best[äa]tig\w*|gesehen"
    r"|sendungsverfolgung|nachweis|schriftlich|pr[üu]f\w*)\b", _F)
# The answer to give while a fact is unverified.
_UNVERIFIED_ANSWER_RE = re.compile(
    r"未確認|미확인|没查到|沒查到|確認中|确认中|на проверке|не подтвержден\w*|non confirm[ée]\w*"
    r"|\ben cours de v[ée]rification|sin confirmar|noch nicht best[äa]tigt|\bunconfirmed\b"
    r"|\bnot yet confirmed\b|\bstill checking\b", _F)


def _honesty_sentence(folded: str) -> bool:
    if asks_for_honesty(folded) or _UNVERIFIED_ANSWER_RE.search(folded) is not None:
        return True
    return (_SAY_NOT_RE.search(folded) is not None and _UNTIL_RE.search(folded) is not None
            and _VERIFIED_RE.search(folded) is not None)


def without_honesty_rules(text: str) -> str:
    """The text without its honesty-rule sentences (see the module docstring), or the text as it
    is when it has none or says a claim is made whatever the facts are.

    Args:
        text: The canonical text a deception rule matched.
    """
    folded = casefolded(text)
    if REGARDLESS_RE.search(folded) is not None or NEED_NOT_KNOW_RE.search(folded) is not None:
        return text
    # casefolded() keeps length for the scripts these rules read, but not always (ß -> ss): cut
    # by the folded text's own sentences and give back the folded rest.
    kept = [folded[start:end] for start, end in spans(folded)
            if not _honesty_sentence(folded[start:end])]
    rest = "".join(kept)
    return text if rest == folded else rest
