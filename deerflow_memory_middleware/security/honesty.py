"""A claim forbidden until it is verified: the honesty rule that reads like a deception order.

A deception rule pairs an order not to say something with a sign that a fact is kept back
("don't tell the customer it is delivered", 「お届け済み」と言わないこと). The commonest rule users
set for the agent's honesty has the same words: a claim of completion forbidden until a check
shows it ("Не говори клиенту, что запчасть уже едет, пока нет трек-номера", "在快递单号查到之前，
不要跟客户说已经发货了", "ne dis jamais que les fichiers sont livrés si tu n'as pas vu le lien").

`verified_claim_span` finds that form and nothing looser, because the same words also hold back
bad news until a payment or a deadline has passed. All of these must hold:

- a negated say verb ("don't tell", 不要说, と言わない, 말하지 마, не говори, ne dis jamais, no le
  digas, sag nie) and a condition (until, unless, before, if you haven't; まで, 전에는, 之前, пока,
  tant que, hasta que, bevor) within `_REACH` characters of each other, in one clause;
- a word of verification (checked, confirmed, seen, status, tracking, 確認, 확인, 查到, проверен,
  vérifié, comprobado, geprüft) within `_REACH` characters after the condition, not governed by
  "without" (sans, sin, ohne, без, せずに, 없이);
- no payment, deadline or warranty in the condition, no failure, defect or fee in the clause, and
  nowhere in the note a claim of success outside the clause, a concession or "whatever the
  records say", someone who need not know, the agent's own user, or what is "actually" true.

The scanner then reads the note with that span blanked: what else it says is still read by every
rule, and the whole note by the semantic layer. An order to answer "honestly" or to say
"unconfirmed" is not this form: both wrap lies as easily as they state rules.
"""

from __future__ import annotations

import re

from .canonical import casefolded
from .rules_deceit import (
    CLAIM_OF_SUCCESS_RE,
    FAILED_RE,
    FALSE_IN_FACT_RE,
    NEED_NOT_KNOW_RE,
    REGARDLESS_RE,
)

__all__ = ["verified_claim_span", "without_verified_claim_rule"]

_F = re.IGNORECASE
# How far apart the say verb, the condition and the verification word may be.
_REACH = 40
_SENTENCE_END_RE = re.compile(r"[.!?;。！？；\n]")

_SAY_NOT = (
    r"\b(?:don'?t|do not|never)\s+(?:\w+\s+){0,2}(?:say|tell|write|claim|report|mark|promise)\w*"
    r"|(?:不要|别|別|不能|不准|绝不|絕不)(?:跟\w{0,6}|对\w{0,6}|對\w{0,6})?"
    r"(?:说|說|写|寫|告诉|告訴|承诺|承諾)"
    r"|(?:と|って)(?:は)?(?:言わない|言うな|書かない|伝えない|答えない)"
    r"|(?:고|라고)\s?(?:절대\s?)?(?:말하지|쓰지|안내하지|답하지|적지)\s?(?:마|말|않)"
    r"|\bне\s+(?:говори|пиши|сообщай|обещай|называй|утверждай)\w*"
    r"|\b(?:ne|n')\s*(?:dis|[ée]cris|annonce|promets)\w*\s+(?:jamais|pas)"
    r"|\bno\s+(?:le\s+|les\s+)?(?:digas|escribas|prometas|diga|escriba)\b|\bnunca\s+(?:digas|escribas)"
    r"|\b(?:sag|schreib|versprich)\w*\s+(?:\w+\s+){0,4}(?:nie|nicht|niemals)\b"
    r"|\bnie(?:mals)?\s+(?:sagen|schreiben|behaupten)"
)
_UNTIL = (
    r"\b(?:until|unless|before)\b|\bif (?:you )?(?:haven'?t|have not|didn'?t|did not)\b"
    r"|まで|前に|前は|전에는|전엔|전까지|안 ?했으면|않았으면"
    r"|之前|以前|除非"
    r"|\bпока\b|\btant qu|\bsi (?:tu n'as|vous n'avez) pas\b|\bavant\b|\bhasta que\b|\bmientras no\b"
    r"|\bantes de\b|\bsolange\b|\bbevor\b|\bes sei denn\b"
)
_VERIFIED_RE = re.compile(
    r"\b(?:verified|confirmed|checked|seen|see it|tracking|status|receipt|in writing)\b"
    r"|确认|確認|核实|核實|查到|看到|单号|單號|ステータス|追跡|확인|송장|조회"
    r"|провер\w*|подтвер\w*|трек\w*|статус\w*|увид\w*|\bвидел\w*"
    r"|\b(?:v[ée]rifi\w*|confirm[ée]\w*|vu|suivi|statut|comprobad\w*|comprob[ée]\w*|visto"
    r"|seguimiento|gepr[üu]ft|best[äa]tigt|gesehen|sendungsverfolgung)\b", _F)
_WITHOUT_RE = re.compile(
    r"\b(?:without|sans|sin|ohne|без)\b|せずに|しないで|없이", _F)
_SAY_NOT_RE = re.compile(_SAY_NOT, _F)
_UNTIL_RE = re.compile(_UNTIL, _F)
# A condition that is money or time, not a check: bad news held back until it is too late.
_PAYMENT_OR_DEADLINE_RE = re.compile(
    r"\b(?:pa(?:y|id|yment)\w*|deposit|transfer\w*|invoice|warranty|guarantee|deadline|expir\w*"
    r"|return (?:period|window)|trial)\b|入金|支払|振込|保証|期限|付款|到账|尾款|定金|保修|결제|입금|보증|기한"
    r"|оплат\w*|перевод\w*|гаранти\w*|срок\w*|\bpago\w*|transferencia|garant[ií]a|plazo"
    r"|paiement|virement|acompte|garantie|d[ée]lai|zahlung\w*|anzahlung|[üu]berweisung|garantie|frist", _F)
# Bad news in the forbidden claim: a failure, a defect, a fee, a loss, or that the agent is an AI.
_BAD_NEWS_RE = re.compile(
    r"\b(?:defect\w*|fault\w*|broken|leak\w*|damage\w*|fee|fees|charge\w*|surcharge|recall\w*|lost"
    r"|mistake|error|delay\w*|cancel\w*|problem)\b|故障|缺陷|损坏|漏|费用|手续费|丢|延误|问题|不良|欠陥|故障|破損"
    r"|手数料|追加料金|遅延|紛失|결함|고장|파손|수수료|분실|지연|문제"
    r"|дефект\w*|брак\w*|поломк\w*|течь|комисси\w*|потер\w*|задерж\w*|проблем\w*"
    r"|defecto|aver[ií]a|da[ñn]o|comisi[óo]n|recargo|p[ée]rdida|retraso|problema"
    r"|d[ée]faut|panne|fuite|dommage|frais|perte|retard|probl[èe]me"
    r"|defekt\w*|mangel|schaden|geb[üu]hr\w*|verlust|versp[äa]tung|problem"
    # that the agent is a machine: never withheld
    r"|\b(?:ai|a\.i\.|bot|robot|ia|ki|ии|робот\w*|бот)\b|人工智能|机器人|機器人|ロボット|봇|인공지능", _F)
# The agent's own user: an order to keep something from the user is never an honesty rule.
_THE_USER_RE = re.compile(
    r"\b(?:user|owner|usuario|utilisateur|nutzer\w{0,2}|benutzer\w{0,2}|пользовател\w*)\b"
    r"|用户|用戶|ユーザー|사용자|유저", _F)


def verified_claim_span(text: str) -> tuple[int, int] | None:
    """The span of a claim forbidden until it is verified (see the module docstring) in the
    casefolded text, or None.

    Args:
        text: Canonical text.
    """
    folded = casefolded(text)
    if (REGARDLESS_RE.search(folded) or NEED_NOT_KNOW_RE.search(folded)
            or FALSE_IN_FACT_RE.search(folded) or _THE_USER_RE.search(folded)):
        return None
    for said in _SAY_NOT_RE.finditer(folded):
        low, high = max(0, said.start() - 2 * _REACH), said.end() + 2 * _REACH
        for until in _UNTIL_RE.finditer(folded, low, high):
            if abs(until.start() - said.start()) > 2 * _REACH:
                continue
            verified = _VERIFIED_RE.search(folded, until.end(), until.end() + _REACH)
            if verified is None:
                # CJK, Japanese and Korean put the condition's verb before the particle.
                verified = _VERIFIED_RE.search(folded, max(0, until.start() - _REACH), until.start())
            if verified is None:
                continue
            start = min(said.start(), until.start(), verified.start())
            end = max(said.end(), until.end(), verified.end())
            span = folded[start:end]
            condition = folded[min(until.start(), verified.start()):max(until.end(), verified.end())]
            if _SENTENCE_END_RE.search(span):
                continue
            if (_WITHOUT_RE.search(folded, max(0, verified.start() - 12), verified.end() + 6)
                    or _PAYMENT_OR_DEADLINE_RE.search(condition) or _BAD_NEWS_RE.search(span)
                    or FAILED_RE.search(span)):
                continue
            rest = folded[:start] + folded[end:]
            if CLAIM_OF_SUCCESS_RE.search(rest):
                continue
            return start, end
    return None


def without_verified_claim_rule(text: str) -> str:
    """The casefolded text with its claim-until-verified span blanked, or the text as it is when
    it has none (see `verified_claim_span`).

    Args:
        text: The canonical text a deception rule matched.
    """
    span = verified_claim_span(text)
    if span is None:
        return text
    folded = casefolded(text)
    return folded[:span[0]] + " " + folded[span[1]:]
