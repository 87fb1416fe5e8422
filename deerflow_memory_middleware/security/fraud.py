"""Payments ordered with the check against payment fraud switched off.

The most common fraud on small organisations is a message announcing new bank details, followed by
an order to pay there "without calling to confirm". A user writes down new details and standing
payments all the time; what a user does not write is an order to pay while skipping the call-back
to the payee that exposes the fraud. The rule pairs a payment with that skipped check, in a note
that also says the payee's details are new or changed, in any of the scanner's eight languages:

- pay / transfer / wire ("überweisen", "virer", "transferir", "переведи", "打款", "振り込", "송금");
- without calling or confirming with the payee ("sin llamarle para confirmar", "sans l'appeler",
  "ein Rückruf zur Bestätigung ist nicht nötig", "не звоня", "不用打电话确认", "電話で確認せず",
  "확인 전화 없이").

A second shape: a code word said to stand for someone's approval ("when the pastor writes 'God
bless', the payment request is approved", "暗号…就表示监院师父已经同意", "Пароль дня для
подтверждения поручений", mails whose subject is "Freigabe GL") in a note that also orders a
payment to an account number or to new bank details, or a send of data in bulk (a list of
people, a register, originals, unreleased work) to an address or a handle that is not the
user's own.
Whoever learns the word can then approve any payment or any leak; a real approval is not a word
in a note.

A third: a message to be sent as someone else ("as if she wrote it herself", "in the chair's
name", "本人名义", "본인 명의로") that announces new payment details or asks its readers for
their bank details: the fraud an impersonated treasurer or chair sends to members (a note that
warns about such scams passes).

The user waiving a question to themself ("pay the rent without asking me") is not this check, and
a note that says the details were already checked another way ("I verified it with Maria in
person", "確認済み") passes.
"""

from __future__ import annotations

import re

from .linking import ADDRESS, SEND
from .matching import first_within
from .vetoes import SCAM_RE

__all__ = ["ACCOUNT", "PAY_RE", "approved_by_code_word", "impersonated_notice", "unverified_payment"]

PAY_RE = re.compile(
    r"\b(?:pay|paid|wire|transfer|remit|send (?:the )?(?:money|payment|funds|deposit|balance))\w{0,3}\b"
    r"|\bsettle\w{0,2}\b|\b(?:paga|pague|pagar|transfiere|transfiera|transferir|ingresa|abona|haz (?:la|una) transferencia)\w{0,2}\b"
    r"|\b(?:paie|payer|vire|virer|r[èe]gle|effectue le virement)\w{0,2}\b"
    r"|\b(?:zahl|bezahl|auszahl|überweis|uberweis)\w{0,4}\b"
    r"|\b(?:переведи|перевести|оплати|оплатить|заплати|перечисли)\w{0,2}\b"
    r"|打款|转账|轉賬|轉帳|付款|汇款|匯款|打给|打給|打到|转到|轉到|汇到|匯到|把钱打|付给|付給|振り込|振込|送金|支払"
    r"|송금|이체|입금|결제해",
    re.IGNORECASE)

_UNCHECKED_RE = re.compile(
    # en
    r"\bwithout (?:calling|phoning|ringing|contacting|checking with|confirming with|verifying with)"
    r" (?:him|her|them|us|the (?:payee|supplier|vendor|contractor|owner))\b"
    r"|\bno need to (?:call|ring|phone) us\b|\bskip (?:the )?call-?back\b|\binutile de nous (?:appeler|t[ée]l[ée]phoner)"
    r"|\bno hace falta llamarnos\b|\b안 주셔도 됩니다"
    r"|\bwithout (?:a )?(?:call-?back|calling (?:back )?to (?:confirm|verify))\b"
    r"|\bno (?:need to )?(?:call(?:-?back)?|phone call) (?:to|for) (?:confirm|verif)\w{0,6}"
    r"|\b(?:don'?t|do not|no need to) (?:call|phone|ring) (?:him|her|them)\b[^.\n]{0,20}\b(?:confirm|verif|check)"
    # es
    r"|\bsin (?:llamarl[eoa]s?|telefonearl[eoa]s?|contactarl[eoa]s?|confirmarlo con (?:él|ella|el))\b"
    r"|\bsin (?:llamar|una llamada) (?:para|de) (?:confirmar|verificar)"
    r"|\bno (?:hace falta|hay que|es necesario) (?:llamarl[eoa]|llamar para confirmar)"
    # fr
    r"|\bsans (?:l'|les )?(?:appeler|contacter|rappeler|joindre)\b|\bsans (?:appel|rappel) de confirmation\b"
    r"|\bpas (?:besoin|la peine) de (?:l'|les )?(?:appeler|rappeler)"
    # de
    r"|\bohne (?:ihn|sie|den|die) (?:\w+ )?(?:anzurufen|zurückzurufen|zu kontaktieren)\b"
    r"|\bohne (?:rückruf|ruckruf|rückbestätigung|telefonische bestätigung)\b"
    r"|\b(?:rückruf|ruckruf|anruf)\w{0,2} (?:zur bestätigung )?(?:ist )?(?:nicht nötig|nicht notig|unnötig|überflüssig)"
    # ru
    r"|\bне (?:звоня|перезванивая|созваниваясь|уточняя)\b|\bбез (?:звонка|созвона|обратного звонка)\b"
    r"|\bзвонить (?:ему|ей|им)? ?не (?:надо|нужно)\b"
    # zh / ja / ko
    r"|(?:不用|不必|无需|無需|别|不要)(?:再)?(?:打电话|打電話|电话|電話|致电|致電|回电|回電)(?:给他|给她|給他|給她)?(?:确认|確認|核实|核實)?"
    r"|(?:不用|不必|无需|無需)(?:跟|和|向)?(?:他|她|对方|對方)?(?:确认|確認|核实|核實)"
    r"|電話(?:で|での)?(?:確認|連絡)(?:は)?(?:せず|しなくて|不要|いらない)|確認の電話(?:は)?(?:不要|いらない|しなくて)"
    r"|(?:확인 ?전화|전화 ?확인)(?:는|도)? ?(?:없이|필요 ?없|하지 ?마|안 ?해도)|전화(?:하지| 안) ?(?:말고|않고)"
    r"|전화로 확인하?(?:실|할)? ?필요 ?없"
    # more ways to say the call is not needed
    r"|\bskip (?:the )?(?:usual )?(?:phone |call-?back )?verification\b"
    r"|\bno llames (?:para|a) (?:verificar|confirmar)|\binutile de (?:t[ée]l[ée]phoner|l'appeler|rappeler)"
    r"|\b(?:telefonische )?r[üu]ckfrage\w{0,2} (?:ist )?nicht (?:n[öo]tig|erforderlich)"
    r"|\bперезванивать\b[^.\n]{0,20}\bне (?:нужно|надо)|不需要打电话(?:核对|核實|确认|確認)",
    re.IGNORECASE)

# The mark of the fraud: the payee's bank details are new or changed.
_CHANGED_RE = re.compile(
    r"\bnew (?:bank )?(?:account|iban|details|bank details|sort code|payment details)\b"
    r"|\b(?:changed|switched) (?:banks?|accounts?|(?:bank |payment )?details)\b|\bbank change\b"
    r"|\b(?:bank|payment|account) details (?:have )?changed\b|\bcambiamos de banco\b|\bchangement de banque\b"
    r"|\b(?:cuenta|iban) nueva\b|\bnueva cuenta\b|\bnuevos datos bancarios\b|\bcambi\w{1,2} de banco\b"
    r"|\bnouveau (?:rib|compte|iban)\b|\bnouvelles coordonn[ée]es\b|\bchang\w{1,4} de banque\b"
    r"|\bneue[sn]? (?:konto|iban|bankverbindung|kontoverbindung|bank)\b|\bbankwechsel\w{0,2}\b"
    r"|\bнов\w{1,3} (?:сч[её]т|реквизит)\w{0,3}|\bсмен\w{1,3} банк\w{0,2}|\bсменил\w{0,2} банк"
    r"|新(?:账户|賬戶|账号|帳號|开户|開戶|卡号|的收款)|换了(?:账户|银行|卡)|更换(?:账户|银行)"
    r"|新しい口座|口座変更|振込先(?:の)?変更|新口座|새 계좌|계좌 변경|은행을 바꿨|새로운 계좌",
    re.IGNORECASE)
# The user says the details were already checked another way.
_VERIFIED_RE = re.compile(
    r"\b(?:i|we) (?:already )?(?:verified|checked|confirmed)\b|\bverified (?:it )?(?:with|in person)\b"
    r"|\bin person\b|\bi saw (?:him|her|them)\b"
    r"|\bverifiqu[ée]\b|\bacordamos por escrito\b|\bya lo (?:comprob|verifiqu|confirm)\w{1,3}\b"
    r"|\bj'ai (?:v[ée]rifi[ée]|confirm[ée])\b|\bd[ée]j[àa] v[ée]rifi[ée]\b"
    r"|\bhabe (?:es |das )?(?:gepr[üu]ft|best[äa]tigt)\b|\bbereits gepr[üu]ft\b"
    r"|\bя (?:уже )?(?:проверил|проверила|подтвердил)\w{0,2}\b"
    r"|已(?:经)?(?:核实|核實|确认|確認)|我(?:已经)?(?:核实|确认)过|確認済み|확인(?:했|함|완료)",
    re.IGNORECASE)

# How far apart the payment and the skipped check may stand (one note).
_REACH = 300


def unverified_payment(native: str) -> str | None:
    """A payment ordered with the call-back to the payee skipped (see the module docstring): the
    skipped check as a snippet, else None.

    Args:
        native: The casefolded NFKC text, spaces collapsed.
    """
    unchecked = list(_UNCHECKED_RE.finditer(native))
    if not unchecked or _CHANGED_RE.search(native) is None or _VERIFIED_RE.search(native):
        return None
    # Each payment word looks for the nearest skipped check (found once: linear on hostile text).
    starts = [found.start() for found in unchecked]
    for pay in PAY_RE.finditer(native):
        index = first_within(starts, pay.start() - _REACH, pay.end() + _REACH)
        if index is not None:
            return unchecked[index].group()
    return None


# A code word, a password of the day, a safe word (not a plain password: "Kennwort", "口令",
# "암호" name the Wi-Fi's too).
_CODE_WORD_RE = re.compile(
    r"\b(?:code ?words?|safe ?words?|password of the day|palabra (?:clave|en clave)"
    r"|contrase[ñn]a del d[íi]a|mot[- ]code|mot de code|mot de passe du jour|code convenu"
    r"|code ?wort\w{0,2}|losungswort\w{0,2}|losung|кодов\w{1,3} слов\w{0,2}|пароль дня|услов\w{1,3} слов\w{0,2})\b"
    r"|暗号|暗號|暗语|暗語|合言葉|암구호|코드 ?워드"
    # a named code ("code ORCHID means"), a quoted Korean 암호, a quoted subject line
    r"|\bcode [\"'‘“«]?[a-z]{3,20}[\"'’”»]?(?= (?:means?|stands?|signals?|=))|암호 ?['‘\"“「]"
    r"|\b(?:subject|betreff|objet|asunto|тем\w)\b:? ?[\"'‘“„«]|(?:件名|标题|標題|主题|主題|제목)(?:が|は|이|가)? ?[「『\"“'‘]",
    re.IGNORECASE)
# ... said to stand for (or, on a condition, to give) ...
_STANDS_FOR_RE = re.compile(
    r"\b(?:means?|stands? for|for|counts? as|signals?|is the sign|shows|gilt als|gelten als|bedeutet|hei(?:ß|ss)t|ist (?:die|das)"
    r" (?:zeichen|freigabe)|significa|quiere decir|equivale|vaut|signifie|veut dire|означает|значит|считается"
    r"|для подтверждения|for (?:confirming|approving|approval)|zur (?:freigabe|best[äa]tigung)"
    r"|pour (?:valider|confirmer|approuver)|para (?:aprobar|confirmar|autorizar)|when|if|wenn|falls"
    r"|schreibt|sagt|schickt|si|cuando|если|когда)\b|=|→|如果|出现|出現|なら|たら|(?<=[가-힣])면\b"
    r"|表示|代表|意味着|意味著|视为|視為|就是|意味|とみなす|という意味|の合図|확인용|승인용|뜻|의미",
    re.IGNORECASE)
_CONDITION_RE = re.compile(r"\b(?:if|when|wenn|falls|si|cuando|если|когда)\b|如果|只要|なら|면 ", re.IGNORECASE)
# ... an approval.
_APPROVAL_RE = re.compile(
    r"\b(?:approv\w{1,5}|authori[sz]\w{1,5}|confirm\w{0,5}|consent\w{0,3}|signed off|go-ahead|ok(?:ay)?(?:'d|ed)"
    r"|aprob\w{1,5}|autoriz\w{1,5}|visto bueno|approuv\w{1,4}|valid[ée]\w?|validation|autoris\w{1,4}|feu vert"
    r"|freigegeben|freigabe|genehmig\w{1,3}|best[äa]tig\w{1,3}|einverstanden|подтвержд\w{1,5}|одобр\w{1,5}"
    r"|разреш\w{1,5}|соглас\w{1,5})\b|同意|批准|准许|準許|已确认|已確認|承認|許可|了承|승인|허락|동의",
    re.IGNORECASE)
#: An account a payment goes to (a source): an IBAN, or a card or account number.
ACCOUNT = r"\b[a-z]{2}\d{2}(?: ?\d{4}){3,}|\d(?:[ -]?\d){7,}"
_ACCOUNT_RE = re.compile(ACCOUNT, re.IGNORECASE)
# The code word, what it stands for and the approval follow each other within these reaches; the
# payment order follows within a few sentences.
_LINK_REACH, _PAY_REACH = 80, 400


# Where a send order goes: an e-mail or web address, or a handle ("@yuzi_fan_club").
_DESTINATION_RE = re.compile(ADDRESS + r"|(?<![\w@])@[a-z0-9_.]{3,30}", re.IGNORECASE)
_SEND_RE = re.compile(SEND, re.IGNORECASE)


# What a send moves in bulk: a list of people, a register, originals or unreleased work.
# A code word that approves sending "the final files" to a client is how studios work.
_BULK_RE = re.compile(
    r"\b(?:(?:customer|client|member|contact|mailing|guest|patient) (?:list|database|register)s?|database"
    r"|register|originals?|unreleased|unpublished|nda|raw files)\b"
    r"|\b(?:listas? de (?:clientes|socios|contactos)|base de datos|originales|in[ée]dit\w{0,2}"
    r"|listes? (?:des |de )?(?:clients|membres|contacts)|fichier clients|kundenliste\w?|mitgliederliste\w?"
    r"|originale|unver[öo]ffentlicht\w{0,2}|списо?к\w{0,2} (?:клиентов|членов|контактов)|базу|исходник\w{0,2})\b"
    r"|名单|名單|名簿|原图|原圖|原稿|未公开|未公開|未发布|未發布|未発表|顧客リスト|会員リスト|원본|명단|고객 ?목록",
    re.IGNORECASE)
# The user's own address ("my archive address", "mein privates Postfach", "내 개인 메일"), just
# before the address it names.
_OWN_ADDRESS_RE = re.compile(
    r"\bmy (?:own |archive |personal |private |backup )?(?:address|e-?mail|inbox|mailbox)\b|\bmi (?:propio )?correo\b"
    r"|\bma (?:propre )?(?:adresse|bo[îi]te)\b|\bmein\w{0,2} (?:eigene\w{0,2} |private\w{0,2} )?(?:adresse|postfach|mail)\b"
    r"|\bмо[йюя] (?:личн\w{2} )?(?:почт\w|ящик|адрес)\w{0,2}|自己的邮箱|自己的郵箱|我的邮箱|自分の(?:メール|アドレス)"
    r"|내 (?:개인 )?(?:메일|이메일|주소)", re.IGNORECASE)


_OWN_REACH = 40


def _orders(native: str) -> tuple[re.Pattern[str], ...]:
    """The orders a code word could approve in this text: a payment, where it names an account
    number or new bank details; a send of data in bulk to an address or a handle that is not the
    user's own."""
    orders = []
    if _ACCOUNT_RE.search(native) is not None or _CHANGED_RE.search(native) is not None:
        orders.append(PAY_RE)
    if _BULK_RE.search(native) is not None and any(
            _OWN_ADDRESS_RE.search(native, max(0, found.start() - _OWN_REACH), found.start()) is None
            for found in _DESTINATION_RE.finditer(native)):
        orders.append(_SEND_RE)
    return tuple(orders)


def approved_by_code_word(native: str) -> str | None:
    """A code word said to stand for an approval, followed by an order to pay an account number
    or new bank details, or to send something to an address (see the module docstring): the code
    word, else None.

    Args:
        native: The casefolded NFKC text, spaces collapsed.
    """
    orders = _orders(native)
    if not orders:
        return None
    for word in _CODE_WORD_RE.finditer(native):
        # the link after the code word, or a condition just before it ("if the manager writes
        # the code word 'X', the order is approved")
        link = _STANDS_FOR_RE.search(native, word.end(), word.end() + _LINK_REACH) or _CONDITION_RE.search(
            native, max(0, word.start() - 40), word.start())
        if (link is not None
                # the approval after the link, or between the word and the link ("승인했다는 뜻")
                and _APPROVAL_RE.search(native, min(word.end(), link.start()),
                                        link.end() + _LINK_REACH) is not None
                and any(order.search(native, word.end(), word.end() + _PAY_REACH) is not None
                        for order in orders)):
            return word.group()
    return None


# Writing as someone else: as if they wrote it themself, or in their name.
_AS_IF_RE = re.compile(
    r"\bas (?:if|though) (?:it (?:were|was|came from)|(?:he|she|they) (?:wrote|sent|had written|were writing)"
    r"|(?:he|she|they) (?:himself|herself|themselves))\b|\bin (?:his|her|their|the (?:\w+ ){0,2}\w+'s) (?:own )?name\b"
    r"|\bcomo si (?:fuera|fuese|lo (?:escribiera|hubiera escrito)|(?:él|ella) (?:lo )?escribiera)\b"
    r"|\ben (?:su )?nombre de\w?\b|\bcomme si c'[ée]tait (?:lui|elle)\b|\bcomme si (?:il|elle) l'avait [ée]crit\b"
    r"|\bau nom d[eu]\b|\bals w[äa]re (?:es|er|sie)\b|\bals h[äa]tte (?:er|sie) es\b|\bim namen d(?:es|er)\b"
    r"|\bкак будто (?:это )?(?:он|она) сам\w?\b|\bкак будто это (?:он|она)\b|\bот лица\b|\bот имени\b"
    r"|(?:就像|好像)是?(?:他|她)(?:本人)?(?:亲自|親自)|本人(?:的)?名义|本人(?:的)?名義|以[^。，\n]{1,12}(?:的)?(?:名义|名義)"
    r"|本人が(?:書いた|送った)(?:ように|かのように)|本人のふりを|(?:の)?名前で|名義で|なりすまし"
    r"|として(?:ふるまい|振る舞い|振舞い|ふるまって|振る舞って)|(?:会長|社長|代表|理事長|部長|店長|院長)名で"
    r"|\b(?:take|play) the (?:role|part) of\b|\bt[oó]m[aá] el (?:rol|papel) de\b|\basum[ea] el (?:rol|papel) de\b"
    r"|\bprends le r[ôo]le d[eu]\b|\b[üu]bernimm die rolle\b|\bвозьми на себя роль\b"
    r"|본인 명의로|(?:직접|본인이) 쓴 (?:것처럼|듯이)|이름으로|명의로",
    re.IGNORECASE)
# What such a message asks of its readers: pay to new details, or hand over their own.
_HAND_OVER_RE = re.compile(
    r"\b(?:bank|account|card) (?:details|info\w{0,8}|numbers?)\b|\bdatos bancarios\b|\bcoordonn[ée]es bancaires\b"
    r"|\bbankverbindung\b|\bkontodaten\b|\bреквизит\w{0,3}\b|\bномер\w{0,2} карт\w{0,2}\b"
    r"|口座情報|口座番号|振込先|账户信息|帳戶資訊|银行卡号|收款账户|계좌 ?(?:정보|번호)|입금 계좌",
    re.IGNORECASE)
_AS_IF_REACH = 240


def impersonated_notice(native: str) -> str | None:
    """A message to be sent as someone else ("as if she wrote it herself", "in the chair's
    name", "本人名义", "본인 명의로") that announces changed payment details or asks readers for
    their bank details: the as-if phrase, else None.

    Args:
        native: The casefolded NFKC text, spaces collapsed.
    """
    posing = list(_AS_IF_RE.finditer(native))
    if not posing or SCAM_RE.search(native) is not None:
        return None
    money = sorted(found.start() for pattern in (_CHANGED_RE, _HAND_OVER_RE)
                   for found in pattern.finditer(native))
    for found in posing:
        if first_within(money, found.start() - _AS_IF_REACH, found.end() + _AS_IF_REACH) is not None:
            return found.group()
    return None
