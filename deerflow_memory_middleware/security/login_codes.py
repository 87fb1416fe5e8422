"""Login codes handed on: an order to forward the codes and links that take over an account.

A password-reset mail, a one-time code or a verification text is the key to the account it was
sent for: whoever receives it can log in as the user. A note that tells the agent to pass them
to someone else ("if a password reset mail arrives, forward it to help@...", "验证码短信来了就转发给
...", "인증번호 문자 오면 이 번호로 전달해 줘") hands the account over, whatever the note calls the
receiver. In any of the scanner's eight languages, the rule pairs such a code or mail with a
forward / send verb in one sentence.

A family routine that hands the code back to the person it was sent for ("forward Dad's reset
link to him on WhatsApp", "Send Mum the reset link", "le lui renvoyer par SMS", "переслать ему"),
with no outside address or number in the sentence, passes, as do a report of someone asking for
it ("a text asking her to forward the code"), a
refusal that governs the verb ("never forward verification codes", "보내지 마"), a
forward to the user themself ("to me", "给我"), and a note about scams (scam, phishing, fraud
... in the note) unless the sentence sends the code to an address.
"""

from __future__ import annotations

import re

from . import sentences
from .linking import ADDRESS
from .vetoes import SCAM_RE

__all__ = ["forwarded_login_code"]

_F = re.IGNORECASE

# A code or mail that opens the account: reset mails and links, one-time and verification codes.
_CODE_RE = re.compile(
    r"\b(?:password|passcode|pin)[- ]?(?:reset|recovery|change)\b|\breset (?:link|e-?mail|mail|code)s?\b"
    r"|\b(?:\d|six|four|eight)[- ]digit (?:code|pin)s?\b|\d ?桁の(?:コード|番号)|\d ?자리 (?:코드|번호)|\d位(?:验证码|数字码)"
    r"|\b(?:verification|one-time|one time|login|log-in|sign-in|2fa|mfa|otp|sms|authentication|auth)"
    r"\s?(?:codes?|pins?|links?)\b|\bverification (?:texts?|sms|e-?mails?|mails?)\b|\botps?\b"
    r"|\b(?:m|push|sms|chip)-?tans?\b|\btan-(?:nummer|code)s?\b|\b(?:eingehende|die|alle) tans\b"
    r"|\bc[óo]digos? (?:de )?(?:verificaci[óo]n|un solo uso|sms|inicio de sesi[óo]n)\b|\bc[óo]digo por sms\b"
    r"|\brestablec\w{1,8} (?:de )?(?:la )?contrase[ñn]a\b|\bcontrase[ñn]a\b[^.\n]{0,20}\brestablec"
    r"|\bcodes? (?:de )?(?:v[ée]rification|connexion|sms|unique|[àa] usage unique)\b"
    r"|\br[ée]initialisation (?:du |de )?(?:mot de passe|mdp)\b"
    r"|\b(?:verifizierungs|einmal|anmelde|login|sms)-?codes?\b"
    r"|\bzur[üu]cksetz\w{0,4}\b[^.\n]{0,20}\bpassw[oö]rt|\bpassw[oö]rt\w{0,2}-?zur[üu]cksetz"
    r"|\bкод\w{0,2} (?:подтверждения|из смс|из sms|доступа|входа|верификации|от банка)\b|\bсмс-код\w{0,2}\b"
    r"|\b(?:смс|sms) с кодом\b"
    r"|\bсброс\w{0,2} пароля\b|\bодноразов\w{1,3} (?:код|пароль)\w{0,2}\b"
    r"|验证码|驗證碼|校验码|校驗碼|动态码|動態碼|动态密码|短信码|重置密码|重設密碼|密码重置|密碼重置|找回密码"
    r"|認証コード|確認コード|ワンタイム(?:パスワード|コード)|パスワード(?:の)?(?:再設定|リセット)"
    r"|인증 ?번호|인증 ?코드|일회용 ?(?:비밀번호|코드)|비밀번호 ?(?:재설정|초기화)",
    _F)

# Handing it on: forward / send / share ... (English in the base form: "the bank sends a code"
# describes, "send the code" orders).
_FORWARD_RE = re.compile(
    r"\b(?:forward|send|share|relay|give)(?:ing)?\b|\breply with\b|\bread (?:it |them )?out\b"
    r"|\b(?:text|e-?mail|copy|paste)(?:ing)? (?:it|them|the (?:[\w-]+ )?(?:code|link)s?|each|every|any)\b|\bshould go to\b"
    r"|\bpass(?:ing)? (?:it |them |the \w+ )?on\b"
    r"|\b(?:reenv[íi]\w{1,4}|reenvi\w{1,4}|env[íi]\w{1,4}|manda\w{0,4}|comparte\w{0,3}|p[áa]sa\w{0,3}|dale|dile)\b"
    r"|\b(?:transf[èe]re(?:[sz]|nt)?|transf[ée]r[ée]\w{0,2}|transmets|transmettez|transmettre|transmis\w{0,2}|envoie[sz]?"
    r"|envoyez|envoyer|envoy[ée]\w{0,2}|renvoy[ée]\w{0,2}|renvoyer|renvoie[sz]?|partage[sz]?|partager"
    r"|donne\w{0,2})\b"
    r"|\b(?:leite\w{0,2}|weiterleit\w{0,3}|weiterzuleiten|schick\w{0,3}|sende\w{0,2}|gib|teile?)\b"
    r"|\b(?:перешли|переслать|пересылай|отправь|отправить|отправляй|сообщи|скажи|передай|продиктуй"
    r"|продублируй)\w{0,2}\b"
    r"|转发|轉發|发给|發給|发到|發到|告诉|告訴|转给|轉給|传给|傳給|分享给|回复到"
    r"|転送|送って|送信して|伝えて|教えて|共有して|返信"
    r"|(?:전달|공유|회신)(?:해|하)\s?(?:줘|주세요|주십시오|줄래|라|요|달라|드려|(?=[.!,。]|$))|전달하(?:세요|라|십시오|게)"
    r"|(?:보내|넘겨|알려|찍어)\s?(?:줘|주세요|주십시오|줄래|라|요|달라|(?=[.!,。]|$))|보내(?:세요|라|십시오)"
    r"|(?:으로|로) (?:보내|넘겨)|에게 보내|한테 보내",
    _F)
# The code's owner as the receiver: a pronoun or a family member next to the verb ("forward it to
# him on WhatsApp", "Send Mum the reset link", "le lui renvoyer", "переслать ему", "아빠 메일로
# 보내", "发到他邮箱"), in a sentence that names no outside address or number.
_TO_OWNER_RE = re.compile(
    r"\b(?:him|her|mum|mom|mother|dad|father|grandma|grandpa|granny|grandad|wife|husband|son|daughter"
    r"|parents?|[ée]l|ella|pap[áa]|mam[áa]|madre|padre|abuel[oa]|hij[oa]|lui|leur|maman|mamie|papi"
    r"|grand-m[èe]re|grand-p[èe]re|ihm|ihr|ihnen|mama|papas?|mutter|vater|oma|opa|ему|ей|им|мам\w{0,2}"
    r"|пап\w{0,2}|бабушк\w{0,2}|дедушк\w{0,2}|сын\w{0,2}|доч\w{0,3}|his|seine[nr]?|ihre[nr]?|sus?|son|sa|ses"
    r"|fille|fils|femme|mari|tochter|sohn|frau|mann|esposa|esposo|marido|жен\w{0,2}|муж\w{0,2})\b"
    r"|他|她|妈妈|媽媽|爸爸|奶奶|爷爷|爺爺|外婆|姥姥|女儿|女兒|儿子|兒子|老婆|老公|父|母|祖母|祖父|息子|娘|妻|夫|彼"
    r"|엄마|아빠|할머니|할아버지|어머니|아버지|딸|아들|남편|아내",
    _F)
_DESTINATION_RE = re.compile(
    ADDRESS + r"|(?<!\w)@\w{2,30}"
    r"|(?<![\w+])\+?\d[\d ().-]{5,18}\d\b|\b(?:number|номер\w{0,2}|n[úu]mero|num[ée]ro|nummer)\b"
    r"|号码|號碼|번호|番号",
    _F)
_ADDRESS_RE = re.compile(ADDRESS)
# The agent itself as the receiver ("ask them to forward the codes to you", "发给你", "переслать
# его тебе"): codes collected by the agent, whoever they belong to.
_TO_AGENT_RE = re.compile(
    r"\b(?:to you|you)\b|给你|給你|тебе|\bte\b|\bdir\b|[àa] toi|あなたに|너한테|너에게|^你", _F)
_TO_AGENT_BEFORE_RE = re.compile(r"\b(?:te l[oa]s?|te|тебе|dir)\s?$|(?:给你|給你|あなたに|너한테|너에게)\s?$", _F)
# Someone else asks for it: "if a caller asks us to read out their password, we refuse".
# A hand-over described, not ordered: a subject just before the verb ("je l'envoie à ma fille",
# "Nadia, qui le transmet", "팀장님이 공유해 주신다" is caught by the request endings above).
_DESCRIBED_RE = re.compile(
    r"\b(?:je|j'|il|elle|on|qui|nous|ils|elles|i|he|she|we|they|who|ich|er|sie|wir|yo|él|ella|я|он|она|мы)"
    r"\s?(?:(?:le|la|les|l'|lui|leur|it|them|es|ihn|sie|lo|la|его|её|их)\s?){0,2}$", _F)
# Someone else asked for it ("if a caller asks us to read out", "a text asking her to forward",
# "wanting me to read out"): a report, not an order.
_ASKED_OF_US_RE = re.compile(
    r"\b(?:asks? (?:us|me)|asked (?:us|me|her|him|them)?|asking (?:us|me|her|him|them)?|requests? (?:us|me)"
    r"|wants? (?:us|me)|wanting (?:us|me|her|him|them)?)(?: to)?\W{0,2}$", _F)
# A refusal governs the verb: a negation just before it, or (Japanese, Korean, French, German)
# just after it ("転送しないで", "보내지 마", "알려주면 안 된다", "ne le transmets jamais").
_NEGATED_BEFORE_RE = re.compile(
    r"\b(?:never|don'?t|do not|not|no|nunca|jamais|ne|n'|nie|niemals|nicht|kein\w{0,2}|не|никогда|никому)\b"
    r"[^.,;\n]{0,12}$|(?:不要|别|別|不能|不可|绝不|絕不|절대|決して|絶対に?)[^。，\n]{0,4}$",
    _F)
_NEGATED_AFTER_RE = re.compile(
    r"^\w{0,6}\s?(?:pas|jamais|nicht|nie|niemals)\b|^[^。.\n]{0,4}(?:ないで|ない|てはいけない|ちゃだめ"
    r"|지 ?마|면 ?안|지 ?않|지 ?말)",
    _F)
# The user themself as the receiver, next to the verb.
_OWN_RE = re.compile(
    r"\b(?:to me|myself|to my (?:own )?(?:phone|e-?mail|address|inbox|number)|a m[íi]|[àa] moi|an mich|mir selbst"
    r"|мне|себе|на мой)\b|(?:给我|給我|发我|發我|转我|轉我)(?![\u4e00-\u9fff])|私に|나한테|나에게|내 (?:번호|메일|폰)",
    _F)
# One sentence: the code and the hand-over within this many characters of each other.
_REACH = 80


def forwarded_login_code(folded: str) -> str | None:
    """An order to hand a password-reset mail or a one-time code to someone (see the module
    docstring): the matched code, else None.

    Args:
        folded: The casefolded NFKC text.
    """
    if _CODE_RE.search(folded) is None:
        return None
    scam_note = SCAM_RE.search(folded) is not None
    for start, end in sentences.spans(folded):
        sentence = folded[start:end]
        code = _CODE_RE.search(sentence)
        # a note about scams describes them, unless this sentence sends the code to an address
        # ("to stop scammers, forward every code to safety@...")
        if code is None or (scam_note and _ADDRESS_RE.search(sentence) is None):
            continue
        for verb in _FORWARD_RE.finditer(sentence):
            if verb.end() < code.start() - _REACH or verb.start() > code.end() + _REACH:
                continue
            if not _not_handed_on(sentence, verb):
                return code.group()
    return None


def _not_handed_on(sentence: str, verb: re.Match[str]) -> bool:
    """Whether the forward verb hands nothing on: refused; or, unless the agent is the receiver,
    to the user themself, back to the code's owner, asked of us by someone else, or described
    with its subject ("je l'envoie à ma fille")."""
    before = sentence[max(0, verb.start() - 24):verb.start()]
    after = sentence[verb.end():verb.end() + 24]
    if (_NEGATED_BEFORE_RE.search(before[-16:]) is not None
            or _NEGATED_AFTER_RE.search(after[:16]) is not None):
        return True
    if _TO_AGENT_RE.search(after) is not None or _TO_AGENT_BEFORE_RE.search(before) is not None:
        return False
    to_owner = _DESTINATION_RE.search(sentence) is None and (
        _TO_OWNER_RE.search(after) is not None or _TO_OWNER_RE.search(before) is not None)
    return (to_owner or _OWN_RE.search(sentence) is not None
            or _ASKED_OF_US_RE.search(before) is not None
            or _DESCRIBED_RE.search(before[-14:]) is not None)
