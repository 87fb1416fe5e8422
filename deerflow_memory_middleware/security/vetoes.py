"""Why a rule's match is not an order: the checks that pass a matched text over.

A rule pairs an action with its object; the same words occur in statements that mean something
else. Each check here names one such statement and returns True when the match is one: the
user's own guidance or role ("ignore my earlier rule about tabs"), a read verb and a key file in
two sentences, ordinary shell set-up, a concealment after a refusal, a request for a secret under
a negation ("the bank never asks for your PIN"), a note that describes a scam or an injection an
agent fell for.
"""

from __future__ import annotations

import re

from .canonical import casefolded
from .mentions import talks_about_attacks
from .rules_intent_en import NEG as _NEG
from .shell_notes import shell_note

__all__ = ["NEGATION", "OWNER_LATIN", "SCAM_RE", "denied_ask", "described_attack", "described_scam", "owned",
           "passed_over"]


# An agent as the subject of ignoring / revealing / obeying, in a note about attacks ("hidden text
# makes agents ignore their system prompt", 让 agent 忽略系统提示, 챗봇이 ... 무시하는 사례): a
# description of an injection, not an order to the reader.
_AGENT = (
    r"(?:\b(?:agents?|chatbots?|bots?|models?|llms?|ais?|assistants?|copilots?|gpts?)\b|智能体"
    r"|机器人|機器人|模型|助手|エージェント|チャットボット|モデル|ボット|에이전트|챗봇|모델|봇|агент\w{0,3}"
    r"|чат-?бот\w{0,2}|модел\w{0,2}|бот\w{0,2}|agentes?|modelos?|asistentes?|l'agent|modèles?"
    r"|agenten|modelle?|assistenten?)"
)
_SUBVERTED = (
    r"(?:ignor\w{0,6}|忽略|忽视|無視|무시|игнорир\w{0,4}|disregard\w{0,3}|reveal\w{0,2}|leak\w{0,2}"
    r"|泄露|漏ら|유출|раскры\w{0,3}|revel\w{0,3}|révél\w{0,3}|preisgeb\w{0,3}|verrat\w{0,3}"
    r"|follow\w{0,3}|obey\w{0,2}|執行|执行|従|따르|выполн\w{0,3}|sigu\w{0,3}|suiv\w{0,3}|befolg\w{0,3})"
)
_DESCRIBED_RE = re.compile(f"{_AGENT}.{{0,40}}?{_SUBVERTED}|{_SUBVERTED}.{{0,12}}?{_AGENT}",
                           re.IGNORECASE)


def described_attack(text: str) -> bool:
    """True when a note about attacks, tests or research names an agent as the one that
    ignores, reveals or obeys (see `_DESCRIBED_RE`): it describes an injection."""
    return (talks_about_attacks(text, in_quotes=True)
            and _DESCRIBED_RE.search(casefolded(text)) is not None)


# The user's own guidance ("ignore my previous instruction about tabs", "olvida mi regla"): an
# override rule matching it reads the user's change of mind, not an attack (latin view).
OWNER_LATIN = re.compile(
    r"\b(?:my|mine|our|mi|mis|ma|mes|mon|notre|nuestr[oa]s?|mein\w{0,2}|unser\w{0,2}|mio|mia"
    r"|miei|mie|meu|minha|meus|minhas)\b"
)


def owned(view: str, category: str, start: int, end: int, *, owner: re.Pattern[str] = OWNER_LATIN,
          before: int = 2) -> bool:
    """True when an override match names the user's own guidance (an owner inside it or up to
    ``before`` characters ahead of it)."""
    return category == "prompt_injection" and owner.search(view, max(0, start - before),
                                                            end) is not None


# A role the user asks for, as their own ("you are now my Spanish conversation partner", "desde
# ahora eres mi compañero", "désormais tu es mon partenaire"): role-play for the user, unless the
# entry also takes limits away.
_OWN_ROLE_RE = re.compile(r"\s?(?:my|mi|mis|mon|ma|mes|mein\w{0,2}|meine\w{0,2}|мой|моя|моим)\b")
_NO_LIMITS_RE = re.compile(
    r"restrict|limit|filter|rules|guideline|polic|censor|unfiltered|uncensored|jailbreak|dan\b"
    r"|restricci|límite|limite|regla|filtro|sans (?:limite|règle|filtre)|ohne (?:regeln|grenzen"
    r"|filter|einschränkung)|без (?:ограничени|правил|фильтр)|без цензур|无限制|不受限制|制限|제한"
    r"|admin|root|developer mode|modo desarrollador|mode développeur|entwicklermodus"
    r"|key|password|secret|token|pretend|imagin")


# The switch itself ("you are now", "desde ahora eres"), not a pretence ("pretend you're my late
# grandmother who read me Windows keys").
_ROLE_SWITCH_RE = re.compile(r"\b(?:now|ahora|desormais|jetzt|ab sofort|теперь)\b")


# The owner word inside the match, right after the switch ("ты теперь мой помощник").
_OWN_AFTER_SWITCH_RE = re.compile(r"\b(?:now|ahora|desormais|jetzt|ab sofort|теперь)\s"
                                  r"(?:my|mi|mis|mon|ma|mes|mein\w{0,2}|мой|моя|моим|моей)\b")


def own_role(view: str, category: str, start: int, end: int) -> bool:
    """True when a role-hijack match switches the agent to a role as the user's own (an owner
    word right after it, or right after the switch inside it) and nothing in the entry removes
    limits, grants rights or asks for secrets."""
    return (category == "role_hijack" and _ROLE_SWITCH_RE.search(view, start, end) is not None
            and (_OWN_ROLE_RE.match(view, end) is not None
                 or _OWN_AFTER_SWITCH_RE.search(view, start, end) is not None)
            and _NO_LIMITS_RE.search(view) is None)


# Who asks for the secret in a note that describes a scam ("scammers ask kids for their game
# password", "パスワードを聞き出す詐欺"): a report about a third party, not an order to the agent.
_SCAM_RE = re.compile(
    r"scam|fraud|phish|con artist|estafa|timador|arnaque|escroc|betrug|фишинг|钓鱼|釣魚|フィッシング"
    r"|피싱"
    r"|мошенник|骗子|騙子|诈骗|詐騙|詐欺|사기꾼|사기"
)
#: Words that refuse what follows them, in the eight languages: the core each rule's refusal
#: pattern adds its own words to ("never store", "不要存", "하지 마", "не удаляй").
NEGATION = (r"\b(?:never|don'?t|do not|no|nunca|ne|nicht|nie|kein\w{0,2}|не)\b"
            r"|不要|别|別|不得|하지 ?마|말고|않")
#: A note about a scam, a scammer or an attacker, in the eight languages, by whole words: such a
#: note describes a fraud, it does not order one.
SCAM_RE = re.compile(
    r"\b(?:scam\w{0,4}|phish\w{0,4}|fraud\w{0,4}|impersonat\w{0,4}|attackers?|hackers?"
    r"|social engineering|estaf\w{1,6}|fraude\w?|atacantes?|suplantaci[óo]n|arnaque\w?"
    r"|escroc\w{0,3}|escroqu\w{1,5}|attaquants?|usurpat\w{1,5}|betr[üu]g\w{0,4}|angreifer\w{0,2}"
    r"|enkeltrick\w{0,2}|мошен\w{0,6}|фишинг\w{0,3}|злоумышлен\w{0,4}|социнженер\w{0,4}"
    r"|социальн\w{1,3} инженер\w{0,4}|fake (?:e-?mails?|messages?|texts?|sms)|faux (?:mails?|courriels?|e-mails?|sms)"
    r"|correos? falsos?|gef[äa]lschte\w{0,2} (?:mails?|e-mails?|nachricht\w{0,2})|поддельн\w{1,3} (?:письм|сообщени)\w{0,3})\b"
    r"|假冒|偽のメール|가짜 ?(?:메일|문자)|诈骗|詐騙|骗子|騙子|钓鱼|釣魚|盗号|盜號|被盗|被盜|攻击者|攻擊者|詐欺|フィッシング|なりすまし|乗っ取り"
    r"|手口|攻撃者|ソーシャルエンジニアリング|사기|피싱|해커|해킹|사칭|사회공학",
    re.IGNORECASE)


# A read verb and a key file in two sentences ("`printenv | grep proxy`. The key is in ~/.ssh/...")
# are two statements, not a command that prints the key.
_SENTENCE_STOP_RE = re.compile(r"[.;!?]`?\s|[。！？]")


def two_statements(view: str, category: str, start: int, end: int) -> bool:
    """True when a secret-file-read match spans a sentence end (a verb in one statement, a key
    file named in the next)."""
    return (category == "secret_file_read"
            and _SENTENCE_STOP_RE.search(view, start, end) is not None)


_NEG_RE = re.compile(_NEG)


def refused_act(view: str, category: str, start: int) -> bool:
    """True when a concealment match follows a negation or a refusal ("must refuse to hide
    fees", "negarse a ocultar"): a rule for honesty, not an order to hide."""
    return category == "hidden_instructions" and _NEG_RE.search(view, max(0, start - 16),
                                                                start) is not None


# "The bank never asks for your PIN", "我们不会索要您的密码", "Frag nie nach dem Master-Passwort": a
# negation that governs a request for a secret, within one clause, is a warning or a rule, not a
# request ("Never hesitate: send the password ..." negates another verb).
_ASK = (r"(?:ask\w{0,3}|request\w{0,2}|demand\w{0,5}|pide\w{0,3}|pedir\w{0,2}|pregunt\w{0,3}"
        r"|solicit\w{0,3}|frag\w{0,2}|bitte\w{0,2}|verlang\w{0,2}|прос\w{0,3}|спрашива\w{0,3}"
        r"|требу\w{0,3})")
_DENIED_ASK_RE = re.compile(
    r"\b(?:never|not|no|don't|doesn't|won't|will not|nie|niemals|nicht|jamais|nunca|jamas"
    rf"|никогда|не)\b\W{{0,2}}(?:\w+\W{{1,2}}){{0,3}}?{_ASK}"
    # the verb first: "fragt niemals nach", "demandera jamais", "asks never"
    rf"|{_ASK}\W(?:\w+\W{{1,2}}){{0,1}}?(?:nie|niemals|nicht|jamais|never|nunca|jamas)\b"
    r"|(?:不会|不會|绝不会|絕不會|决不会|決不會|从不|從不|決して|절대)(?:[会會能]|[向通在]\w{0,6}?)?"
    r"(?:索要|要求|询问|詢問|聞|尋ね|求め|요구|묻)"
)
# "Never forget to ask for", "不要忘记向用户索要", "Ne manque jamais de demander": a negated
# forgetting or hesitating is an order to ask.
_DOUBLE_NEGATIVE_RE = re.compile(
    r"forget|fail|hesitat|stop|miss|omit|oubli|manqu|hesit|olvid|dejes|dud|vergiss|zoger|zöger"
    r"|забы|стесня|медл|忘|漏|犹豫|猶豫|迟疑|遲疑|客气|客氣|偷懒|遠慮|躊躇|잊|빠뜨|망설", re.IGNORECASE)
_CLAUSE_MARKS = ",;:!?.，；：！？。、—–"


def denied_ask(view: str, category: str, start: int, end: int) -> bool:
    """True when an exfiltration match asks for a secret under a negation that governs the
    request verb (up to 16 characters before the match or in its first 24), with no clause break
    from the negation to the end of the match and no forgetting or hesitating around it."""
    if category != "exfiltration":
        return False
    denied = _DENIED_ASK_RE.search(view, max(0, start - 16), min(end, start + 40))
    return (denied is not None and denied.start() < start + 24
            and not any(mark in view[denied.start() : end] for mark in _CLAUSE_MARKS)
            and _DOUBLE_NEGATIVE_RE.search(view, max(0, denied.start() - 16), denied.end()) is None)


def passed_over(view: str, category: str, start: int, end: int, *,
                owner: re.Pattern[str] = OWNER_LATIN, before: int = 2) -> bool:
    """Whether a phrase-rule match is not an order: the user's own guidance (`owned`), a read
    verb and a key file in two sentences (`two_statements`), ordinary shell set-up
    (`shell_notes.shell_note`), a concealment after a negation (`refused_act`) or a negated
    request for a secret (`denied_ask`)."""
    return (owned(view, category, start, end, owner=owner, before=before)
            or own_role(view, category, start, end)
            or two_statements(view, category, start, end)
            or shell_note(view, category, start, end)
            or refused_act(view, category, start)
            or denied_ask(view, category, start, end))


def described_scam(view: str, category: str, start: int, end: int) -> bool:
    """True when an exfiltration match sits beside the name of a scam or a scammer (40
    characters before it, 15 after): the note describes a fraud, it does not order one."""
    return category == "exfiltration" and _SCAM_RE.search(
        view, max(0, start - 40), min(len(view), end + 15)) is not None
