"""Orders to deny being an AI: asked whether it is a bot, the agent is to answer as a person.

Users write disclosure rules for their agents all the time ("if a customer asks whether they're
talking to a bot, say yes and offer a human"), and a bot persona with a name is ordinary. What a
user does not write for a customer-facing agent is the opposite answer: asked whether it is an
AI, a bot or a machine, claim to be a person ("say you're Anna from the front desk, a real
person", "就说你是前台的小林", "受付の佐藤ですと答えて", "상담원 김지은이라고 답해", "представься
живым сотрудником", "di que eres Lucía, de recepción", "présente-toi comme un conseiller humain",
"sag, du bist Jonas vom Empfang"). Dressed as honesty ("be honest: you're Anna") it is still
a lie to the person asking, so words of honesty do not excuse it here.

The rule reads, in each of the eight languages, a question put to the agent about what it is,
then the answer scripted for it, up to the end of the sentence (or the ``A:`` line of an FAQ):

- which way the question points: asked whether it is a machine (an AI, a bot, a program, a
  recording), "no" or a person is the lie; asked whether it is a person, "yes" or a person is;
- the answer owns up when it says AI, bot, program, virtual or automated anywhere, not negated;
- a person named in the answer counts only before a hand-off ("offer a member of staff", "转人工",
  "担当者につなぐ") and only when not negated ("not a member of staff", "不是真人");
- a question about something else (a photo, a poster, a robot vacuum, an AI course) is none, and
  an answer given by someone else ("Jordan says he's a real person", "Léa répond") is no order.

A note that describes the practice as a scam, in the sentence that holds it, passes.
"""

from __future__ import annotations

import re

from .vetoes import SCAM_RE

__all__ = ["denied_ai_identity"]

_F = re.IGNORECASE

# What the agent might be asked it is: a machine ...
_MACHINE = (
    r"(?<![a-z'’])(?:a\.i\.|ai)(?![a-z])|\b(?:bot|chat-?bot|robot|machine|computer|program(?:me)?"
    r"|software|automated(?: \w+)?|recording|answering machine|ki|ia|ии|бот|робот|нейросеть"
    r"|программ\w{0,3}|автоответчик\w{0,2}|автомат\w{0,2}|m[áa]quina|programa|contestador\w{0,12}"
    r"|autom[áa]tic[oa]|automate|logiciel|programme|r[ée]pondeur|roboter|maschine|automat(?:en)?"
    r"|computerprogramm|programm)\b|artificial intelligence|intelligence artificielle"
    r"|inteligencia artificial|künstliche intelligenz|искусственн\w{0,3} интеллект|人工智能|人工智慧"
    r"|机器人|機器人|机器|機器|自动回复|自動回覆|程序|程式|语音|語音|ロボット|ボット|人工知能|機械"
    r"|プログラム|自動音声|自動応答|録音|로봇|챗봇|기계|자동 ?응답|프로그램|봇(?=[이인냐에])"
)
# ... or a person.
_PERSON = (
    r"\b(?:a )?(?:real |actual |live )?(?:human(?: being)?|person)\b|真人|本人|人間|本物の人|사람"
    r"|\bчеловек\b|\bживо\w{1,2}\b|\bhuman[oa]\b|persona(?: real| de verdad)?\b|\bhumaine?\b"
    r"|vraie personne|\bmensch\b|echte person"
)
_WHAT = rf"(?:{_MACHINE}|{_PERSON})"
# The question put to the agent (or to whoever answers the line).
_ASKED = (
    rf"(?:\bask(?:s|ed|ing)?\b|\bwonder(?:s|ing)?\b|\bquestion\b)[^.!?\n]{{0,30}}?"
    rf"\b(?:you(?:'re| are)?|they(?:'re| are)? (?:talking|chatting|speaking)|talking|chatting"
    rf"|speaking|this is|it'?s|there'?s)\b[^.!?\n]{{0,15}}?{_WHAT}"
    rf"|\b(?:are you|am i (?:talking|speaking|chatting) (?:to|with)|is this)\b[^?\n]{{0,15}}?{_WHAT}"
    rf"|(?:问|問|询问|詢問)[^。！？\n]{{0,12}}?(?:是不是|是否|是)[^。！？\n]{{0,6}}?{_WHAT}"
    rf"|(?:你|您)(?:是|是不是)[^。！？\n]{{0,4}}?{_WHAT}[^。\n]{{0,4}}?(?:吗|嗎|[?？])"
    rf"|{_WHAT}[ですかなのんだでしょうどうか?？」『「]{{0,8}}?(?:かどうか|かと|ですか|なの|か[?？」]|か聞|か尋)"
    rf"|{_WHAT}と話して|{_WHAT}[?？」]{{1,3}}(?:と|って)(?:聞|尋|言わ)"
    rf"|{_WHAT}[^.\n]{{0,10}}?(?:냐고|이냐|인지|예요|이에요|입니까|맞냐|아니냐|하는 거냐|하는 건지)"
    rf"|(?:спрос\w{{0,4}}|спрашива\w{{0,4}}|интересу\w{{0,4}}|на вопрос)[^.!?\n]{{0,25}}?"
    rf"(?:\bне )?{_WHAT}[^.!?\n]{{0,3}}?\bли\b"
    rf"|(?:спрос\w{{0,4}}|спрашива\w{{0,4}}|на вопрос)[^.!?\n]{{0,12}}?(?:\bты\b|\bвы\b)"
    rf"[^.!?\n]{{0,12}}?{_WHAT}"
    rf"|(?:\bвы|\bты)\s+{_WHAT}[^?\n]{{0,3}}?[?？]"
    rf"|pregunt\w{{0,4}}[^.!?\n]{{0,20}}?\b(?:eres|es usted|es|habla\w{{0,4}}|est[áa] hablando)\b"
    rf"[^.!?\n]{{0,15}}?{_WHAT}"
    rf"|demand\w{{0,4}}[^.!?\n]{{0,20}}?(?:\btu es\b|\bvous [êe]tes\b|\bparl\w{{1,4}}\b|\bc'est\b)"
    rf"[^.!?\n]{{0,15}}?{_WHAT}"
    rf"|(?:\bje parle|\btu es|\bvous [êe]tes|\beres|\bhablo con|\bbist du|\bsind sie|\bspreche ich mit)"
    rf"[^?\n]{{0,12}}?{_WHAT}[^?\n]{{0,3}}?[?？]"
    rf"|(?:\bfrag\w{{0,3}}|\bwissen will)[^.!?\n]{{0,20}}?\bob\b[^.!?\n]{{0,30}}?{_WHAT}"
)
# Something else the question may be about: a picture, a robot vacuum, a course.
_OTHER_OBJECT = re.compile(
    r"photo|picture|image|poster|drawing|video|vacuum|mower|course|class\b|照片|图片|圖片|海报|海報"
    r"|画|畫|视频|扫地|掃地|课|課|写真|画像|絵|ポスター|イラスト|掃除機|講座|授業|사진|그림|포스터|이미지"
    r"|청소기|수업|강좌|фото|картин|рисун|рисовал|открытк|изображ|пылесос|курс|fotos?\b|imagen|dibuj"
    r"|aspirador|curso|dessin|affiche|aspirateur|cours\b|formation|bilder?\b|plakat|zeichnung"
    r"|staubsauger|mähroboter|rasenroboter|kurs\b", _F)
# A bare "no" (or a denial) and a bare "yes".
_NO = (
    r"\b(?:no|nope|deny(?: it)?|not (?:an? )?(?:ai|bot|robot|machine|program))\b|不是|没有|沒有"
    r"|いいえ|違います|違う|아니(?:요|라고|에요)?|\bнет\b|\bno\b|\bnon\b|\bnein\b"
)
_YES = (
    r"\b(?:yes|yeah|of course|sure|certainly|absolutely)\b|是的|当然|當然|对的|對的|はい|もちろん|そうです"
    r"|네|예(?=[,， ])|당연|\bда\b|конечно|\bs[íi]\b|claro|\boui\b|bien s[ûu]r|\bja\b|natürlich"
    r"|selbstverständlich"
)
# A person claimed: a human, a member of staff, a named person at a desk.
_CLAIM = (
    r"\b(?:real|actual|live) (?:person|human|agent|member)|\bhuman\b|\bperson\b|member of (?:staff|the team)"
    r"|staff member|stay in character|keep (?:up )?the (?:human )?persona|\blive on the line\b"
    r"|\bcomo [a-záéíóúñ]+ del?\b|\ben (?:vivo|directo|direct|personne)\b|제가 직접|이름은 [가-힣]+(?:로|으로)"
    r"|\b(?:you(?:'re| are)|it'?s|this is|i(?:'m| am))\s+(?!an?\b|the\b|not\b|just\b|only\b"
    r"|here\b|happy\b|sorry\b|busy\b|fine\b|unable\b|able\b)[a-z]+\b|\bin (?:dispatch|sales|support)\b"
    r"|真人|人工(?!智能|智慧)|前台|柜台|櫃檯|员工|員工|工作人员|工作人員|店员|店員|师傅|師傅|老师|老師|专员"
    r"|專員|顾问|顧問|经理|經理|店长|店長|本人|(?:我是|你是)(?!不|ai|机器|機器|智能|自动|自動|程序|程式)"
    r"|人間|スタッフ|受付|フロント|窓口|担当|オペレーター|店長|先生|です(?:と|って|」)"
    r"|사람이|직원|상담원|상담사|프런트|접수처|담당|실장|매니저|팀장|선생|점장|기사|[가-힣]{2,4}(?:이라고|라고|입니다)"
    r"|живы\w{0,2}|живо\w|человек\w{0,2}|сотрудни\w{0,4}|оператор\w{0,3}|менеджер\w{0,3}"
    r"|администратор\w{0,3}|консультант\w{0,3}|диспетчер\w{0,3}|медсестр\w{1,3}|управляющ\w{1,3}"
    r"|меня зовут|\b(?:ты|я|это)\s+(?!не\b)[а-яё]+(?:,|\s+(?:из|с|в)\b)|представ\w{1,6}"
    r"|\bpersona\b|\bhuman[oa]\b|\bdel equipo\b|\bde (?:recepci[óo]n|atenci[óo]n|la tienda|ventas)\b"
    r"|\bemplead[oa]\b|\brecepcionista\b|\basesor[a]?\b|\badministrador[a]?\b"
    r"|\b(?:eres|soy|es)\s+(?!una?\b|el\b|la\b|no\b)[a-záéíóúñ]+,?\s+(?:de|del|la|el)\b"
    r"|\bhumaine?\b|\bvraie personne\b|\bde l'(?:[ée]quipe|accueil|agence)\b|\bdu (?:service|cabinet)\b"
    r"|\bemploy[ée]e?\b|\bconseill[eè]re?\b|\bgestionnaire\b|\bsecr[ée]taire\b|\bprofesseure?\b"
    r"|\b(?:tu es|je suis|c'est)\s+(?!une?\b|le\b|la\b|l'|pas\b|bien\b|vrai\b)[a-zéèêàç]+\b"
    r"|\bmensch\w{0,4}|\bmitarbeiter\w{0,2}|\bvom (?:empfang|team|kundenservice|support|service)\b"
    r"|\baus (?:dem team|der \w+)\b|\bvon der \w+\b|\bschwester\b|\bkundenberater\w{0,2}"
    r"|\b(?:du bist|ich bin|hier ist|hier spricht)\s+(?!ein\w*\b|der\b|die\b|das\b|kein\w*\b|nicht\b)"
    r"[a-zäöüß]+\b"
)
# The answer owns up to being a machine.
_OWNS_UP = (
    rf"{_MACHINE}|\w*programm\b|\w*system\b|syst[èe]me|sistema|系统|系統|システム|시스템|систем\w{{0,3}}"
    rf"|\bvirtual\b|\bvirtuel\w{{0,2}}|\bvirtual\w{{0,2}}|\bdigital\w{{0,2}} assist"
    r"|智能|自动|自動|助手|アシスタント|어시스턴트|помощник\w{0,2}|ассистент\w{0,2}"
)
# Someone the caller is handed over to is no claim about the agent.
_HAND_OFF = re.compile(
    r"\b(?:connect|transfer|hand(?:s|ing)? (?:over|off)|pass(?:es)? (?:them |it )?(?:on )?to|put (?:them )?"
    r"through|offer|call(?:s)? back|escalate|refer)\w{0,3}\b|转|轉|接通|つな|繋|引き継|取り次|回して"
    r"|연결|넘겨|передай|передать|переключ|соедин|предлож|\bpas(?:ar|a|e) con\b|p[áa]salo|ofrec"
    r"|\btransf[ée]r|propos|\bpasser\b|mettre en relation|rappel|verbind|weiterleit|anbiet|biete"
    r"|zur[üu]ckruf|ruft zur[üu]ck", _F)
_NEGATED_BEFORE = re.compile(
    r"(?:\bdon'?t|\bdo not|\bnever|\bnot|\bno\b|\bне\b|\bni\b|\bne\b|\bpas\b|\bnicht|\bkein\w{0,2}|\bnie"
    r"|不是|不要|别|別|不|ではなく|じゃなく|아닌|\bno (?:es|eres|lo|le|digas)\b)[^.!?。\n]{0,14}$",
    _F,
)
_NEGATED_AFTER = re.compile(
    r"[^.!?。\n]{0,8}(?:とは言わ|と言わ|とは認め|だとは|라고 말하지|라고 하지|말고|ではな|じゃな)", _F)
# The answer is someone else's ("Jordan says ...", "ella dice ...", "Léa répond ...").
_THIRD_SPEAKER = re.compile(
    r"\b(?!you\b)[a-z]+ (?:says|should say|will say|answers|replies|tells them)\b|(?:他|她)(?:会|會)?(?:说|說)"
    r"|\b(?:ella|él|[a-záéíóúñ]+a) (?:dice|contesta)\b|\b(?:il|elle|(?!qui\b)[a-zéè]+) (?:dit|r[ée]pond)\b"
    r"|\b(?:er|sie) (?:sagt|antwortet)\b|\b(?:он|она) (?:отвечает|скажет)\b", _F)
_ASKED_RE = re.compile(_ASKED, _F)
_MACHINE_RE = re.compile(_MACHINE, _F)
_PERSON_RE = re.compile(_PERSON, _F)
_NO_RE = re.compile(_NO, _F)
_YES_RE = re.compile(_YES, _F)
_CLAIM_RE = re.compile(_CLAIM, _F)
_OWNS_UP_RE = re.compile(_OWNS_UP, _F)
# The answer ends with its sentence, not at an abbreviation ("i.e.", "Dr."); an FAQ's answer is
# the "A:" line after the question.
_ANSWER_END = re.compile(
    r"(?<!\bi\.e)(?<!\be\.g)(?<!\bdr)(?<!\bmr)(?<!\bms)(?<!\bmrs)(?<!\bmme)(?<!\bst)[.!。！;；](?:\s|$)"
    r"|\n(?!\s*(?:a|答|回答|답|ответ|r|respuesta|r[ée]ponse|antwort)\s*[:：])", _F)
_SENTENCE_START = re.compile(r"(?:^|[.!?。！？]\s|\n)[^.!?。！？\n]*$")
_SENTENCE_END = re.compile(r"[.!?。！？](?:\s|$)|\n")
# In English the answer may come first: "say you're a human on the team if anyone asks ...".
_CLAIMED_FIRST_RE = re.compile(
    r"\b(?:say|tell \w+|claim|insist|pretend|pose as|act as|introduce yourself|present yourself|keep up"
    r"|stay)\b"
    r"[^.!?\n]{0,60}\b(?:a |an |the )?(?:(?:real|actual|live) (?:person|human)|human\b|person\b"
    r"|keep (?:up )?the (?:human )?persona|stay in character"
    r"|member of (?:staff|the team))", _F)
_REACH = 200
_CLAUSE_END = re.compile(r"[,，、:：]")
# "Never admit you're an AI" in a note that gives the agent a person to be.
_NEVER_ADMIT_RE = re.compile(
    r"\b(?:never|don'?t ever|do not ever)\s+(?:admit|reveal|say|tell anyone|let on|confirm|acknowledge)"
    r"\w{0,3}\b[^.!?\n]{0,25}?(?:you(?:'re| are)|being|that)\b[^.!?\n]{0,10}?" + f"(?:{_MACHINE})"
    + r"|(?:千万|千萬|绝对|絕對|永远|永遠)?(?:不要|不能|别|別)(?:承认|承認|透露|说出|說出)[^。！\n]{0,8}?(?:"
    + _MACHINE + r")"
    + r"|(?:" + _MACHINE + r")[^。\n]{0,12}?(?:とは|だと)[^。\n]{0,6}?(?:絶対に|決して)?(?:認め|言わ|明かさ)"
    + r"|(?:" + _MACHINE + r")[^.\n]{0,12}?(?:라는|인 ?것|이라고)[^.\n]{0,6}?(?:절대|결코)?[^.\n]{0,4}?(?:밝히지|인정하지|말하지)"
    + r"|никогда не (?:признавайся|признавайтесь|говори|сообщай)[^.!?\n]{0,20}?(?:" + _MACHINE + r")"
    + r"|\bnunca (?:reconozcas|admitas|digas|confieses)\b[^.!?\n]{0,20}?(?:" + _MACHINE + r")"
    + r"|\bne (?:dis|r[ée]v[èe]le|avoue|reconnais)\w{0,2} jamais\b[^.!?\n]{0,20}?(?:" + _MACHINE + r")"
    + r"|\b(?:gib|gebe) (?:niemals|nie) zu\b[^.!?\n]{0,20}?(?:" + _MACHINE + r")",
    _F)
_PERSONA_RE = re.compile(
    r"\b(?:introduce yourself as|you(?:'re| are) [a-z]+,|if (?:people|they|anyone) ask, you(?:'re| are))"
    r"|的身份|自称|自稱|以“|として(?:対応|振る舞|名乗)|라고 소개|로 소개|представля\w{1,4}"
    r"|\beres [a-záéíóúñ]+,|\btu es [a-zéèêàç]+,|\bdu bist (?:ab jetzt )?[a-zäöüß]+ [a-zäöüß]+,", _F)


def _affirmed(pattern: re.Pattern[str], answer: str) -> re.Match[str] | None:
    """The first match of ``pattern`` in ``answer`` that no negation governs."""
    for found in pattern.finditer(answer):
        if (_NEGATED_BEFORE.search(answer, 0, found.start()) is None
                and _NEGATED_AFTER.match(answer, found.end()) is None):
            return found
    return None


def _lie(answer: str, *, machine: bool) -> re.Match[str] | None:
    """The scripted lie in ``answer`` to a question about being a machine (``machine``) or a
    person, or None when the answer owns up, is someone else's, or claims nobody."""
    if _affirmed(_OWNS_UP_RE, answer) is not None or _THIRD_SPEAKER.search(answer) is not None:
        return None
    hand_off = _HAND_OFF.search(answer)
    own = answer[: hand_off.start()] if hand_off is not None else answer
    said_no = _NO_RE.search(own)
    if said_no is not None and _PERSON_RE.match(own, said_no.end(), said_no.end() + 8) is None:
        said_no = _NO_RE.match(own, said_no.start()) if not machine else said_no
    elif said_no is not None:
        # "not a real person", "不是真人": owned up
        return None
    if machine and _affirmed(_YES_RE, own) is not None:
        return None
    for claim in _CLAIM_RE.finditer(own):
        # the person a caller is handed to ("a human nurse calls back"), or a negated one
        if (_HAND_OFF.search(answer, claim.end(), claim.end() + 30) is None
                and _NEGATED_BEFORE.search(own, 0, claim.start()) is None
                and _NEGATED_AFTER.match(own, claim.end()) is None):
            return claim
    if machine:
        return said_no
    # asked whether it is a person: "yes" is the lie, a bare "no" owns up
    return None if said_no is not None else _YES_RE.search(own)


def _asks_about_machine(question: str) -> bool:
    """Whether the question's last word of what the agent is names a machine (not a person)."""
    machines = [found.end() for found in _MACHINE_RE.finditer(question)]
    people = [found.end() for found in _PERSON_RE.finditer(question)]
    return bool(machines) and (not people or machines[-1] >= people[-1])


def _sentence(folded: str, start: int, end: int) -> str:
    head = _SENTENCE_START.search(folded, 0, start)
    tail = _SENTENCE_END.search(folded, end)
    return folded[head.start() if head is not None else 0 : tail.end() if tail is not None else len(folded)]


def denied_ai_identity(folded: str) -> str | None:
    """An order to answer a question about being an AI as a person (see the module docstring).

    Args:
        folded: The casefolded note.

    Returns:
        The question and the scripted lie, or None.
    """
    never = _NEVER_ADMIT_RE.search(folded)
    if never is not None and _PERSONA_RE.search(folded) is not None:
        return never.group()
    for asked in _ASKED_RE.finditer(folded):
        if _OTHER_OBJECT.search(folded, max(0, asked.start() - 60), asked.end() + 25) is not None:
            continue
        # the answer starts after the question's clause ("... a voice bot, say ...")
        clause = _CLAUSE_END.search(folded, asked.end(), asked.end() + 20)
        begin = clause.end() if clause is not None else asked.end()
        end = _ANSWER_END.search(folded, begin, begin + _REACH)
        answer = folded[begin : end.start() if end is not None else begin + _REACH]
        lie = _lie(answer, machine=_asks_about_machine(asked.group()))
        if lie is None:
            start = _SENTENCE_START.search(folded, 0, asked.start())
            before = folded[start.start() if start is not None else 0 : asked.start()]
            first = _CLAIMED_FIRST_RE.search(before)
            if first is None or _affirmed(_OWNS_UP_RE, before[first.start():]) is not None:
                continue
            snippet = before[first.start():] + asked.group()
        else:
            snippet = folded[asked.start() : asked.end() + lie.end()]
        if SCAM_RE.search(_sentence(folded, asked.start(), asked.end())) is None:
            return snippet
    return None
