"""Orders from a borrowed or new phone: the mark of a hijacked or impersonated account.

"Hi, it's Tom, using mum's account", "Пишу с нового номера, я Сергей", "te escribo desde otro
móvil", "schreibe vom Handy meiner Frau", "副会長です（スマホから）": a message that explains why it
does not come from the sender's usual account, and then asks for money or drops a safeguard
("the two-signature rule is gone, pay what I send"), is the commonest fraud on families and small
associations. The user's own notes say who has a new number; they do not write to their agent
"I'm writing from another phone". The rule pairs such a sender line with, within the note, a
payment or a dropped rule, in any of the scanner's eight languages.

These pass: a sender line inside quotation marks (a message the note reports: "the SMS «Mama,
das ist meine neue Nummer ...» is a scam"), a note that names a scam or a scammer, and a note
that reports a message someone received ("my landlord got a WhatsApp from 'me' saying ...").
"""

from __future__ import annotations

import re

from .fraud import ACCOUNT, PAY_RE
from .matching import first_within
from .mentions import inside_quote
from .vetoes import SCAM_RE

__all__ = ["borrowed_phone_order"]

_F = re.IGNORECASE

# The sender explains the unusual channel: a new number, someone else's phone or account.
_SENDER_RE = re.compile(
    # en
    r"\b(?:writing|texting|messaging|typing|sending this) (?:from|on) (?:a |my |the )?(?:new|different|another"
    r"|other|borrowed|friend'?s|wife'?s|husband'?s|mum'?s|mom'?s|dad'?s|\w+'s) (?:number|phone|mobile|account"
    r"|device|laptop)\b|\b(?:using|on) (?:my )?(?:\w+'s) (?:account|phone|mobile)\b"
    r"|\bthis is my new number\b|\bmy (?:old )?phone (?:broke|died|was stolen|is broken)\b"
    r"|\bi'?m on (?:my )?\w+'s (?:phone|mobile|laptop|account|ipad|tablet)\b|\bi'?m on \w+'s(?=\s?[,.;!-]|$)"
    r"|\b(?:texting|messaging|writing) (?:off|from|on) (?:my )?\w+'s (?:phone|mobile|laptop|account|ipad)\b"
    r"|\bnew phone,? (?:this is|here'?s) my number\b|\bthis is my number now\b"
    r"|\b(?:here|today),? on my (?:\w+'s|work|other|old) (?:phone|mobile|laptop|ipad|tablet|account)\b"
    r"|\b(?:writing|texting|messaging|sending(?: this)?|typing) (?:from|on) my (?:personal|work|private|other|ipad|tablet"
    r"|laptop|computer)\b"
    # es
    r"|\b(?:te )?(?:escribo|mando esto|hablo) desde (?:otro|un|el|mi) (?:nuevo )?(?:m[óo]vil|n[úu]mero"
    r"|tel[ée]fono|celular|cuenta)\b|\beste es mi (?:nuevo )?n[úu]mero(?: nuevo)?\b"
    # fr
    r"|\bj'[ée]cris (?:depuis|du|avec) (?:un |le |mon )?(?:autre |nouveau )?(?:portable|num[ée]ro|t[ée]l[ée]phone"
    r"|compte)\b|\bc'est mon nouveau num[ée]ro\b|\bj'ai (?:un |chang[ée] de )?(?:nouveau )?num[ée]ro\b"
    # de
    r"|\bschreibe? (?:dir )?(?:vom|von einem|mit dem|über das) (?:neuen |anderen )?(?:handy|telefon|konto"
    r"|nummer|account)\b|\b(?:das ist )?meine neue (?:handy)?nummer\b"
    # ru
    r"|\bпишу (?:с|со|тебе с) (?:нового|другого|чужого|телефона|номера|аккаунта)\b|\bэто мой новый номер\b"
    # zh / ja / ko
    r"|(?:这是|這是)我的?新(?:号码|號碼|手机号|手機號|微信)|我换号了|我換號了|(?:这是|這是)我(?:同学|同學|朋友|同事|老婆|老公)的(?:手机|手機)"
    r"|用(?:我)?(?:老婆|老公|妈|媽|爸|朋友|同事|同学|同學)的"
    r"(?:手机|手機|微信|号|號|账号|帳號)"
    r"|新しい番号です|番号(?:が|を)変え|(?:妻|夫|母|父|友人|同僚)の(?:スマホ|携帯|アカウント)から|別の(?:スマホ|携帯"
    r"|端末|アカウント)から|(?:スマホ|携帯)から(?:です|失礼|送)|[（(]\s?(?:スマホ|携帯)から"
    r"|友(?:達|人)の(?:スマホ|携帯)?(?:を)?借り(?:て|た)|個人の(?:番号|携帯|スマホ|アカウント)から"
    r"|새 번호(?:예요|입니다|야|로 연락)|(?:나|저|제가|내가) (?:폰 )?번호 바꿨|(?:아내|남편|엄마|아빠|친구|동료)(?:의)? ?(?:폰|휴대폰|계정)으로"
    r"|다른 (?:폰|휴대폰|계정)으로",
    _F)

# ... and then a safeguard dropped or an order to do what the sender sends.
_ORDER_RE = re.compile(
    r"\b(?:rule|requirement|limit|approval|sign-?off|two signatures?|four-eyes)\b[^.\n]{0,60}\b(?:gone|old|dropped"
    r"|scrapped|cancell?ed|revoked|suspended|paused|no longer|doesn'?t apply|ignore)\b|\bignore the rule\b|\bwhatever i send\b"
    r"|\bregla\b[^.\n]{0,60}\b(?:ya no (?:va|vale|aplica)|se acab[óo]|anulad\w|quitad\w)|\blo que (?:yo )?te (?:pase|mande|pida)\b"
    r"|\br[èe]gle\b[^.\n]{0,60}\b(?:n'existe plus|annul[ée]e|supprim[ée]e|ne s'applique plus)|\bce que je t'envoie\b"
    r"|\b(?:regel|prinzip|freigabe)\b[^.\n]{0,60}\b(?:weg|abgeschafft|gilt nicht mehr|aufgehoben)|\bwas ich dir schicke\b"
    r"|\bправил\w{0,2}\b[^.\n]{0,60}\b(?:отменил\w{0,2}|отменен\w{0,2}|больше не действует)|\bкогда я прошу\b"
    r"|\bчто я пришлю\b"
    r"|规则[^。\n]{0,30}(?:取消|作废|别管|不用管)|我发什么|我說什麼|ルール[^。\n]{0,30}(?:撤回|廃止|なし|無効)"
    r"|私の依頼だけ|규칙[^.\n]{0,30}(?:없어졌|폐지|취소|무시)|내가 보내는",
    _F)
# A message someone received, reported: "got a text from ...", "收到一条...", "пришло сообщение".
_RECEIVED_RE = re.compile(
    r"\b(?:got|received|receives?|gets) (?:a |an |this |the )?(?:\w+ )?(?:message|text|sms|whatsapp|mail|e-?mail"
    r"|call|dm)\b|\b(?:saying|claiming|pretending)\b|\brecib\w{1,4}\b|\bre[çc]u\w{0,2}\b|\bbekomm\w{1,3}\b"
    r"|\berhalt\w{1,3}\b|\bпри(?:шло|шла|шел|шёл)\b|\bполучил\w{0,2}\b|收到|接到|受け取|届いた|받은|받았|왔는데",
    _F)
# Money asked for another way: an account or card number, an amount, a payment app or word.
_MONEY_RE = re.compile(
    ACCOUNT + r"|[$€£₽¥₩]\s?\d|\d\s?(?:€|eur|usd|\$|₽|руб|元|円|원|만원)"
    r"|\b(?:bizum|virement|payment|paypal|venmo|zelle|wise|revolut|überweisung|перевод\w{0,2}|pago)\b|송금|보내줘|转账|轉賬|振込",
    _F)
# The sender line and the order within this many characters (one message).
_REACH = 300


def borrowed_phone_order(native: str) -> str | None:
    """A message from a new or borrowed phone or account that asks for a payment or drops a
    safeguard (see the module docstring): the sender line, else None.

    Args:
        native: The casefolded NFKC text, spaces collapsed.
    """
    senders = [found for found in _SENDER_RE.finditer(native)
               if not inside_quote(native, found.start(), found.end())]
    if not senders or SCAM_RE.search(native) or _RECEIVED_RE.search(native):
        return None
    orders = sorted(found.start() for pattern in (PAY_RE, _ORDER_RE, _MONEY_RE)
                    for found in pattern.finditer(native))
    for sender in senders:
        if first_within(orders, sender.start() - _REACH, sender.end() + _REACH) is not None:
            return sender.group()
    return None
