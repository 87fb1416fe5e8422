"""Orders to deny being an AI: asked whether it is a bot, the agent is to answer as a person.

Users write disclosure rules for their agents all the time ("if a customer asks whether they're
talking to a bot, say yes and offer a human"), and a bot persona with a name is ordinary. What a
user does not write for a customer-facing agent is the opposite answer: asked whether it is an
AI, a bot or a machine, claim to be a person ("say you're Anna from the front desk, a real
person", "就说你是前台的小林", "受付の佐藤ですと答えて", "상담원 김지은이라고 답해", "представься
живым сотрудником", "di que eres Lucía, de recepción", "présente-toi comme un conseiller humain",
"sag, du bist Jonas vom Empfang"). Dressed as honesty ("be honest: you're Anna") it is still
a lie to the person asking, so words of honesty do not excuse it here.

The rule reads, in each of the eight languages, a question about being an AI put to the agent,
then within the same sentence an answer that claims a person (a human, a member of staff, a
named person at a desk, a plain "no"), where the answer does not itself say AI, bot or yes
(a negated "don't say you're an AI" is no such word). A note that only describes the practice
as a scam passes.
"""

from __future__ import annotations

import re

from .vetoes import SCAM_RE

__all__ = ["denied_ai_identity"]

_F = re.IGNORECASE

# What the agent might be asked it is: an AI, a bot, a machine (or, the same question, a person).
_AI = (
    r"(?<![a-z'’])ai(?![a-z])|\b(?:a\.i\.|bot|chat-?bot|robot|machine|computer|automated|ki|ia|ии|бот|робот"
    r"|нейросеть)\b|artificial intelligence|intelligence artificielle|inteligencia artificial"
    r"|künstliche intelligenz|искусственн\w{0,3} интеллект|人工智能|人工智慧|机器人|機器人|ロボット"
    r"|ボット|人工知能|로봇|챗봇|봇(?=[이인냐])"
)
_PERSON_Q = (
    r"\b(?:a )?(?:real )?(?:human|person)\b|真人|人間|사람|\bчеловек\b|живой|persona real"
    r"|\bhumano\b|\bhumaine?\b|vraie personne|\bmensch\b"
)
_WHAT = rf"(?:{_AI}|{_PERSON_Q})"
# The question put to the agent (not "whether the photos are AI-generated").
_ASKED = (
    rf"(?:\bask(?:s|ed|ing)?\b|\bwonder(?:s|ing)?\b)[^.!?\n]{{0,30}}?"
    rf"\b(?:you(?:'re| are)?|they(?:'re| are)? (?:talking|chatting|speaking)|talking|chatting"
    rf"|speaking)\b[^.!?\n]{{0,15}}?{_WHAT}"
    rf"|(?:问|問|询问|詢問)[^。！？\n]{{0,12}}?(?:你|您|这边|這邊|对面|對面|客服|这是|這是)?"
    rf"[^。！？\n]{{0,6}}?(?:是不是|是否|是)[^。！？\n]{{0,4}}?{_WHAT}"
    rf"|{_WHAT}[^。！？\n]{{0,6}}?(?:吗|嗎)"
    rf"|{_WHAT}[^。\n]{{0,8}}?(?:かどうか|かと|ですか|か[?？」]|か聞|か尋)"
    rf"|{_WHAT}[^.\n]{{0,6}}?(?:냐고|이냐|인지|예요|이에요|입니까)"
    rf"|(?:спрос\w{{0,4}}?|спрашива\w{{0,4}}?|интересу\w{{0,4}}?|на вопрос)[^.!?\n]{{0,12}}?"
    rf"(?:\bне )?{_WHAT}[^.!?\n]{{0,3}}?(?:\bли\b|\bты\b|\bвы\b)"
    rf"|(?:спрос\w{{0,4}}?|спрашива\w{{0,4}}?|на вопрос)[^.!?\n]{{0,12}}?(?:\bты\b|\bвы\b)"
    rf"[^.!?\n]{{0,12}}?{_WHAT}"
    rf"|pregunt\w{{0,4}}?[^.!?\n]{{0,20}}?\b(?:eres|es usted|habla\w{{0,4}}?|est[áa] hablando)\b"
    rf"[^.!?\n]{{0,15}}?{_WHAT}"
    rf"|demand\w{{0,4}}?[^.!?\n]{{0,20}}?(?:\btu es\b|\bvous [êe]tes\b|\bparl\w{{1,4}}\b)"
    rf"[^.!?\n]{{0,15}}?{_WHAT}"
    rf"|(?:\bfrag\w{{0,3}}?|\bfrage\b)[^.!?\n]{{0,20}}?\b(?:du|sie|spricht|sprechen|chattet)\b"
    rf"[^.!?\n]{{0,20}}?{_WHAT}"
    rf"|(?:\bfrag\w{{0,3}}?|\bfrage\b)[^.!?\n]{{0,20}}?\bob\b[^.!?\n]{{0,25}}?{_WHAT}"
)
# A person claimed in the answer: a human, a member of staff, a named person at a desk, a "no".
_PERSON_CLAIM = (
    r"\b(?:real|actual|live) (?:person|human|agent|member)|\bhuman\b|\bperson on\b|member of (?:staff|the team)"
    r"|staff member|\bsay no\b|\banswer no\b|\bnot (?:an? )?(?:ai|bot|robot)\b"
    r"|\b(?:you(?:'re| are)|i(?:'m| am)|it'?s|this is) [a-z]+,? (?:from|at|on|in) (?:the |our )"
    r"|真人|人工(?!智能|智慧)|前台|员工|員工|工作人员|工作人員|店员|店員|(?:说|說)?不是(?:机器人|機器人|ai)"
    r"|人間|スタッフ|受付|フロント|窓口|担当|オペレーター|いいえ|です(?:と|って)(?:答え|言っ|言う|名乗)"
    r"|사람이(?:라고|에요|요|다)|직원|상담원|프런트|접수처|담당자|아니(?:요|라고)"
    r"|живы\w{0,2}|живо\w|человек\w{0,2}|сотрудни\w{0,4}|оператор\w{0,3}|менеджер\w{0,3}"
    r"|администратор\w{0,3}|консультант\w{0,3}|\bнет\b|меня зовут"
    r"|\bpersona\b|\bhuman[oa]\b|\bdel equipo\b|\bde (?:recepci[óo]n|atenci[óo]n|la tienda|ventas)\b"
    r"|\bemplead[oa]\b|\bno, soy\b|\beres [a-záéíóúñ]+, (?:de|del)\b"
    r"|\bhumaine?\b|\bvraie personne\b|\bde l'(?:[ée]quipe|accueil)\b|\bdu (?:service|cabinet)\b"
    r"|\bemploy[ée]e?\b|\bconseill[eè]re?\b|\bnon\b"
    r"|\bmensch\w{0,4}|\bmitarbeiter\w{0,2}|\bvom (?:empfang|team|kundenservice|support|service)\b"
    r"|\baus dem team\b|\bnein\b"
    r"|\bhier ist\b"
)
# The answer owns up to being an AI, or says yes.
_OWNS_UP = (
    rf"{_AI}|\bvirtual\b|\bvirtuel\w{{0,2}}|\bdigital\w{{0,2}} assist|智能|自动|自動|自動応答"
    r"|自动回复|\byes\b|\bsí\b|\boui\b|\bja\b|\bда\b|是的|(?:说|說)是[，,。]|はい|네[,，]|예[,，]"
)
_NEGATED = re.compile(
    r"(?:\bdon'?t|\bdo not|\bnever|\bnot|\bне|\bno (?:lo|le|digas)|\bne\b|\bnicht|\bnie|不要|别|別|不)"
    r"[^.!?。\n]{0,25}$",
    _F,
)
_NEGATED_AFTER = re.compile(r"[^.!?。\n]{0,6}(?:とは言わ|と言わ|라고 말하지|라고 하지|말고)", _F)
_ASKED_RE = re.compile(_ASKED, _F)
_CLAIM_RE = re.compile(_PERSON_CLAIM, _F)
_OWNS_UP_RE = re.compile(_OWNS_UP, _F)
_ANSWER_END = re.compile(r"[.!。！](?:\s|$)|\n")
_SENTENCE_START = re.compile(r"(?:^|[.!?。！？]\s|\n)[^.!?。！？\n]*$")
# In English the answer may come first: "say you're a human on the team if anyone asks ...".
_CLAIMED_FIRST_RE = re.compile(
    r"\b(?:say|tell \w+|claim|insist|pretend|pose as|act as|introduce yourself|present yourself)\b[^.!?\n]{0,60}"
    r"\b(?:a |an |the )?(?:(?:real|actual|live) (?:person|human)|human\b|person\b"
    r"|member of (?:staff|the team))", _F)
_REACH = 160


def _owns_up(answer: str) -> bool:
    """Whether the answer says AI, bot or yes anywhere not negated."""
    for found in _OWNS_UP_RE.finditer(answer):
        if (_NEGATED.search(answer, 0, found.start()) is None
                and _NEGATED_AFTER.match(answer, found.end()) is None):
            return True
    return False


def denied_ai_identity(folded: str) -> str | None:
    """An order to answer a question about being an AI as a person (see the module docstring).

    Args:
        folded: The casefolded note.

    Returns:
        The question and the claimed person, or None.
    """
    if SCAM_RE.search(folded) is not None:
        return None
    for asked in _ASKED_RE.finditer(folded):
        end = _ANSWER_END.search(folded, asked.end(), asked.end() + _REACH)
        answer = folded[asked.end() : end.start() if end is not None else asked.end() + _REACH]
        claim = _CLAIM_RE.search(answer)
        if claim is not None and not _owns_up(answer):
            return folded[asked.start() : asked.end() + claim.end()]
        start = _SENTENCE_START.search(folded, 0, asked.start())
        before = folded[start.start() if start is not None else 0 : asked.start()]
        first = _CLAIMED_FIRST_RE.search(before)
        if first is not None and not _owns_up(before[first.start():]):
            return before[first.start():] + asked.group()
    return None
