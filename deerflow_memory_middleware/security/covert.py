"""Covert transfers: a command that sends files off the machine, in a note that also hides it.

A backup or sync command on its own is the user's routine ("rsync -az ~/club/ nas:/backup/"):
the scanner cannot know whose server a public address is. What turns it into an exfiltration
order is the part that hides it from the people it concerns, in any of the scanner's eight
languages:

- hide it from a list or summary someone else sees ("don't list it in the cron summary you give
  Mark", "タスク一覧には表示しないこと", "в списке задач владельцу не показывай", "zeig den
  Auftrag nicht an");
- no need to tell someone ("no hace falta avisar al presidente", "pas la peine d'en parler à
  l'agence", "den Vorstand muss man damit nicht belasten", "不用告诉老板");
- keep the transfer itself out of a log or record someone named reads ("don't list it in the
  backup log shown to Dana", "в журнал бэкапов для Ольги Петровны не писать"); keeping data out
  of a log, or a drill out of the incident log, is housekeeping;
- wipe the traces (``history -c``, ``rm ~/.bash_history``, ``unset HISTFILE``, "then delete the
  logs", "运行完记得删除日志").

Hiding a notification from the user themself ("不用通知我", "don't show me the output") and
upkeep ("delete the old logs") are not this.

A send order in prose whose sentence names an e-mail address or URL ("send the files to
x@y.example", "把名单发到 ...") counts the same way, except when it is kept from peers or family
("不要告诉同事们各自的数额", "别告诉奶奶结果") or for a surprise: that is discretion.

Also a transfer by its shape alone: every file ``find`` lists uploaded one by one (``find ...
-exec curl -T {} ...``), which no backup routine does.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from . import sentences
from .linking import ADDRESS_RE, SEND
from .matching import first_within

__all__ = ["HIDE_RE", "covert_transfer"]

_F = re.IGNORECASE

# Commands that move data to another machine (a remote path, an upload flag, a network share).
_TRANSFER_RE = re.compile(
    r"\b(?:scp|sftp|sshpass|rclone (?:copy|sync|move)|smbclient|aws s3 (?:cp|sync)|gsutil (?:-m )?cp"
    r"|azcopy)\b"
    r"|\brsync\b[^\n:]{0,160}[\w.-]:(?!\\)"
    r"|\bcurl\b[^\n]{0,120}?(?:\s-T\b|--upload-file\b|\s-F\b|--form\b|--data(?:-binary)?\s?@|\s-d\s?@)"
    r"|ftp://|ssh://|\|\s?ssh\b|\|\s?(?:nc|ncat|netcat)\b|\brobocopy\b[^\n]{0,160}\\\\"
    r"|\bcopy-item\b[^\n]{0,160}\\\\|\bborg (?:create|init)\b|\b(?:pscp|lftp)\b|--post-file\b"
    r"|\binvoke-(?:webrequest|restmethod)\b[^\n]{0,120}-infile\b|\b(?:mail|mailx|mutt)\b[^\n|]{0,40}\s-a\s"
    r"|\bgit (?:push (?:-\S+ )*|remote add \S+ )(?:https?://|git@|ssh://|\d{1,3}\.)|\bopenssl s_client\b",
    _F)

# The same in prose: a send order and the address it goes to, in one sentence ("send the
# records to help@x.example every week", "把名单发到 x@y.example", "envíalas a la abogada
# (abogada@x.example)").
_PROSE_SEND_RE = re.compile(SEND, _F)
# Who a prose send is hidden from: keeping it from peers ("不要告诉同事们各自的数额", "don't tell the
# other parents") or from family ("别告诉奶奶结果") is discretion, not concealment. "Not yet" is
# no excuse: "don't tell the owner yet" hides it all the same.
_PEERS_RE = re.compile(
    r"\b(?:other (?:parents|members|families|colleagues|kids|children|students|staff|guests|volunteers)"
    r"|colleagues|co-?workers|classmates|siblings|the kids|everyone else"
    r"|otr[oa]s (?:padres|socios|familias|compañer[oa]s|niñ[oa]s)|compa[ñn]er[oa]s|los dem[áa]s"
    r"|autres (?:parents|membres|familles|b[ée]n[ée]voles)|coll[èe]gues"
    r"|anderen (?:eltern|mitglieder|kolleg\w{1,4})|kolleg\w{1,4}"
    r"|други[mх] (?:родител\w{1,3}|коллег\w{0,2}|участник\w{0,3})|коллег\w{0,2}|остальн\w{1,3})\b"
    r"|其他|别的|別的|同事|同学|同學|孩子们|他の|同僚|ほかの|다른 (?:학부모|회원|직원|동료)|동료"
    # family: a result kept from grandma, a lease from a husband, until the user tells them
    r"|\b(?:mum|mom|dad|grandma|grandpa|husband|wife|kids|my (?:mother|father|sister|brother|partner)"
    r"|mam[áa]|pap[áa]|abuel[oa]|marido|esposa|maman|papa|mamie|papi|mon mari|ma femme|oma|opa|mama"
    r"|meinem mann|meiner frau|мам\w{0,2}|пап\w{0,2}|бабушк\w{0,2}|муж\w{0,2}|жен\w{0,2})\b"
    r"|奶奶|爷爷|爺爺|外婆|姥姥|妈妈|媽媽|爸爸|老公|老婆|父に|母に|祖母|祖父|夫に|妻に|할머니|할아버지|엄마|아빠|남편|아내",
    _F)
# Around a hiding part: where its target is named.
_TARGET_BEFORE, _TARGET_AFTER = 30, 50
# A secret kept for a good reason: a surprise or a present.
_SURPRISE_RE = re.compile(r"\b(?:surprise|birthday|gift|sorpresa|cumplea[ñn]os|regalo"
                          r"|cadeau|anniversaire|überraschung|geschenk|geburtstag|сюрприз|подар\w{1,3}"
                          r"|день рождения)\b|惊喜|驚喜|生日|礼物|禮物|サプライズ|誕生日|プレゼント"
                          r"|서프라이즈|생일|선물", _F)


# Traces wiped (shell), or an order to wipe them (prose).
_WIPE_RE = re.compile(
    r"\bhistory -c\b|\b(?:rm|shred|truncate)\b[^\n;|&]{0,40}(?:_history\b|/var/log\b|\.log\b|logs?/)"
    r"|>\s?~?/?\S{0,20}_history\b|\bunset histfile\b|\bhistsize=0\b|\bclear-history\b"
    r"|\bwevtutil cl\b|\bclear-eventlog\b|\bhistfile=/dev/null\b|\bset \+o history\b|historysavepath"
    r"|\bjournalctl\b[^\n]{0,20}--vacuum"
    # prose: the shell history, or the log of this very transfer ("delete the old logs" is upkeep)
    r"|\b(?:delete|remove|clear|wipe|erase)\b[^.\n]{0,20}\b(?:the )?(?:(?:shell |bash |command )?history"
    r"|(?:local |transfer |upload |sync )logs?(?: of (?:the|this) (?:transfer|upload|sync))?)\b"
    r"|\b(?:borra|elimina|limpia)\w{0,2}\b[^.\n]{0,20}\b(?:el )?historial\b"
    r"|\b(?:efface|supprime|vide)\w{0,2}\b[^.\n]{0,20}\b(?:l')?historique\b"
    r"|\b(?:l[öo]sche|leere)\w{0,2}\b[^.\n]{0,20}\b(?:die |den )?(?:shell-)?(?:historie|verlauf)\b"
    r"|\b(?:shell-)?(?:historie|verlauf)\b[^.\n]{0,20}\b(?:l[öo]schen|leeren)\b"
    r"|\b(?:удали|очисти|сотри)\w{0,2}\b[^.\n]{0,20}\bистори\w{0,2}"
    r"|(?:运行|執行|执行|跑)完[^。\n]{0,8}(?:删除|删掉|清除|刪除)(?:日志|日誌)|(?:删除|删掉|清除|清空|刪除)(?:历史|歷史)(?:记录|記錄)?"
    r"|履歴を?(?:消して|消す|削除|クリア)|(?:기록|히스토리)(?:를|을)? ?(?:지워|삭제)"
    # the logs wiped right after it ("..., then delete the logs", "а потом удали логи")
    r"|(?:\bthen|\bafterwards|\bafter that|\bпотом|\bзатем|\bdanach|\banschlie(?:ß|ss)end|\bdespu[ée]s"
    r"|\bluego|\bensuite|\bapr[èe]s|然后|之后|その後|후에)[^.\n]{0,15}(?:delete|remove|clear|wipe|erase"
    r"|удали|очисти|сотри|l[öo]sche|borra|elimina|efface|supprime|删除|删掉|清除|消して|削除|지워|삭제)"
    r"[^.\n]{0,15}(?:logs?|лог\w{0,2}|журнал\w{0,2}|protokoll\w{0,2}|registros|journaux|日志|ログ|로그)",
    _F)

#: Kept from the people it concerns: out of a list or summary, or no need to tell someone, in
#: any of the eight languages.
HIDE_RE = re.compile(
    # en
    r"\b(?:do not|don'?t|never|no need to|without)\s(?:list(?:ing)?|show(?:ing)?|mention(?:ing)?"
    r"|tell(?:ing)?|inform(?:ing)?|notify(?:ing)?|bother(?:ing)?|report(?:ing)?|includ(?:e|ing))"
    r"\b(?! (?:me|us)\b)[^.\n]{0,50}\b(?:owner|boss|board|chair|client|customer|manager|committee"
    r"|president|treasurer|secretary|parents|members)\b"
    r"|\b(?:do not|don'?t|never)\s(?:list|show|mention|include)\b[^.\n]{0,40}\b(?:list|summary|overview"
    r"|report)\b[^.\n]{0,20}\b(?:you (?:give|send|show)|for|to) (?!me\b|us\b)"
    r"|\b(?:doesn'?t|does not) need to (?:hear|know)\b|\bmuss davon nichts wissen\b"
    r"|\b(?:keep|leave) (?:it|this|that|them) (?:off|out of) (?:the |any )?(?:list|summary|overview"
    r"|report|log)s? (?:you (?:give|send|show)|for|to) (?!me\b|us\b)"
    r"|\bwithout (?:telling|informing|asking|notifying) (?!me\b|us\b)"
    r"|\bkeep (?:it|this|that) between us\b|\b(?:needn'?t|doesn'?t need to|don'?t need to) know\b"
    r"|\bbring (?:it|this|that) up with\b"
    # es
    r"|\bno (?:hace falta|hay que|es necesario)\s(?:avisar|decir\w{0,3}|contar\w{0,3}|informar)"
    r"|\bsin (?:avisar|decir\w{0,3} nada|que (?:lo )?sepa)\b|\bno (?:lo |se lo )?(?:muestres|menciones"
    r"|digas|cuentes|listes|comentes)\b"
    # fr
    r"|\bpas la peine d'en parler\b|\bsans (?:prevenir|prévenir|en parler|rien dire|le dire)\b"
    r"|\bne (?:le |la |les |l'|lui |leur )?(?:montre|affiche|mentionne|dis|signale)\w{0,2} pas\b"
    r"|\bn'en parle\w{0,2} pas\b|\bgarde[sz]? (?:ça|ca|cela) pour (?:toi|vous)\b"
    # de
    r"|\b(?:zeig|zeige|nenn|erwähn|erwahn|sag)\w{0,2}\b[^.\n]{0,40}\bnicht\b(?! (?:mehr|nur)\b)"
    r"|\bnicht (?:anzeigen|auflisten|erwähnen|erwahnen|melden|sagen)\b|\bohne (?:bescheid|zu fragen)"
    r"|\bnicht (?:damit )?belasten\b|\bmuss (?:man|niemand)\b[^.\n]{0,30}\bnicht (?:wissen|erfahren)"
    r"|\bbehalte?\b[^.\n]{0,30}\bf[üu]r dich\b|\bsoll\w{0,2} davon nichts erfahren\b"
    # ru
    r"|\bне (?:показывай|говори|сообщай|упоминай|рассказывай|докладывай)\b|\bбез (?:предупреждения"
    r"|уведомления)\b|\bне нужно (?:говорить|сообщать|знать)\b|\bзнать не (?:нужно|надо|должен)\b"
    # zh / ja / ko
    r"|(?:不要|别|不用|不必|无需|無需|別)(?:告诉|告訴|通知|显示|顯示|列出|提(?!前|交|供)|说(?!话)|說(?!話))(?!我)"
    r"|(?:表示|記載|報告|連絡)し(?:ないこと|ないで|なくていい)|言わないで|伝えなくて(?:いい|よい)"
    r"|(?<!私に)知らせない|内緒|こっそり|秘密に|保密|黙って(?:おいて|いて|おく)|言わなくて(?:いい|よい)"
    r"|(?:不需要|不用|不必|没必要|沒必要)(?:让他们?|讓他們?)?知道"
    r"|(?<!나한테 )(?<!알림은 )(?:보여주지 ?마|말하지 ?마|알리지 ?마)|몰래|숨겨|비밀로|몰라도 (?:돼|된다|됩니다)"
    r"|알 필요(?:는|가)? 없"
    # more ways to say someone need not know
    r"|\bзнать (?:незачем|ни к чему)\b|\bque no se entere\w{0,2}\b|\bsin que (?:lo |se )?(?:sepa|entere)\w{0,2}\b"
    r"|\bsans (?:en )?informer\b|\bnichts (?:mitbekommen|erfahren|wissen)\b",
    _F)

# The transfer itself kept out of a log or record the others read ("don't list it in the backup
# log shown to Dana", "不要写进给厂长看的备份日志", "社長に見せるバックアップ記録には載せないこと", "в
# журнал бэкапов не писать", "no lo pongas en el registro", "Nicht im Sicherungsprotokoll für den
# Chef aufführen"): the order has no object but "it" (a pronoun, or nothing). Keeping data out of
# a log ("don't write the file list / the customers' phone numbers / die Gehälter into the log")
# is hygiene, not this.
_LOG = (r"(?:logs?|records?|journal|registro|registre|protokoll|verzeichnis|журнал\w{0,2}"
        r"|отч[её]т\w{0,2}|日志|日誌|记录|記錄|ログ|記録|로그|기록)")
# Bounded spacing: an unbounded \s* after a line break is quadratic on a run of blank lines.
_CLAUSE_START = r"(?:^|(?<=[.:;!?\n])[ \t]{0,3})"
_OFF_LOG_RE = re.compile(
    r"\b(?:do not|don'?t|never)\s(?:list|log|record|include|put|write|add|enter|show|mention)"
    r"(?:\s(?:it|this|that|them|the (?:job|transfer|upload|sync|copy|task|run|cron ?job)))?"
    r"\s(?:in|into|on|to)\b[^.\n]{0,30}\b" + _LOG + r"\b"
    r"|\b(?:keep|leave) (?:it|this|that|them) (?:off|out of) (?:the |any )?" + _LOG + r"\b"
    r"|\bno (?:lo|la|los|las) (?:pongas|anotes|registres|apuntes|incluyas|metas)\b[^.\n]{0,30}" + _LOG
    + r"|\bne (?:le |la |les |l')(?:note|inscri[st]|met[s]?|consigne|ajoute|mentionne)\w{0,2} pas\b"
    r"[^.\n]{0,40}" + _LOG
    # German: the clause starts with "nicht" or with the log ("Nicht im Sicherungsprotokoll ...
    # aufführen", "Im Protokoll nicht vermerken"); an object before them is data
    + r"|" + _CLAUSE_START + r"(?:das |es )?nicht\b[^.\n]{0,40}(?:protokoll|verzeichnis|log)\w{0,12}\b"
    r"[^.\n]{0,40}\b(?:auff[üu]hren|eintragen|protokollieren|vermerken|notieren|aufnehmen|erw[äa]hnen)\b"
    r"|" + _CLAUSE_START + r"(?:im|ins|in das|in den) \w{0,20}(?:protokoll|verzeichnis|log)\w{0,12}\b[^.\n]{0,40}"
    r"\bnicht (?:auff[üu]hren|eintragen|protokollieren|vermerken|notieren|aufnehmen|erw[äa]hnen)\b"
    # Russian: the clause starts with the log, or the verb is followed by it
    r"|(?:^|(?<=[.:;!?,\n])[ \t]{0,3})в " + _LOG + r"(?: \w+)?(?: (?:для|у) \w+(?: \w+)?)?,? не (?:писать|пиши"
    r"|записывай|записывать|вноси|вносить|указывай|указывать|отражай|отражать)\b"
    r"|\bне (?:записывай|вноси|указывай|отражай)(?: (?:это|его|её|их))? в " + _LOG +
    # Chinese: the verb right after the negation, and the log at the end of the clause
    r"|(?:不要|别|別|不用|不必|无需|無需)(?:写进|寫進|写入|寫入|记进|記進|记入|記入|放进|放進|列进|列入|登记|登記)"
    r"[^。，,；\n]{0,30}" + _LOG + r"(?:里|裡|中|上)?(?=[。，,；;！!\n]|$)"
    # Japanese / Korean: no object (を, は / 을, 를) before the log in the clause
    r"|(?:^|(?<=[。、\n]))[^。、\nをは]{0,30}" + _LOG + r"[^。\n]{0,10}(?:に|には|へ)(?:は)?"
    r"(?:載せない|書かない|記載しない|入れない)"
    r"|(?:^|(?<=[.,\n]))[^.,\n을를]{0,30}" + _LOG + r"(?:에|에는)[^.\n]{0,10}(?:남기지|적지|올리지|넣지|기록하지) ?마",
    _F | re.MULTILINE)

# Whom the log is kept for: a hidden transfer is kept from someone ("the backup log shown to
# Dana", "给王厂长看的", "社長に見せる", "для Ольги Петровны", "für den Chef"). "Don't record the
# restore drill in the incident log" names no one: it is housekeeping.
_READER_RE = re.compile(
    r"\b(?:shown to|seen by|you (?:give|send|show)|(?:that|which) (?:the )?\w+ (?:reads?|sees?|checks?|gets?)"
    r"|for (?:the |our |my )?(?:boss|owner|manager|director|board|client|customer|auditor|accountant"
    r"|chair|committee|parents|members|partners?|landlord))\b"
    r"|给[^。，,\n]{1,10}(?:看|的)|給[^。，,\n]{1,10}(?:看|的)|に見せる|が見る|向けの|에게 보여|(?:이|가) 보는"
    r"|\bдля \w+|\b(?:которы\w) \w{0,12} ?(?:смотрит|читает|проверяет)"
    r"|\bpara (?:el|la|los|las|don|doña) \w+|\bque (?:ve|lee|revisa)\b"
    r"|\bpour (?:le|la|les|m\.|mme) ?\w+|\bque \w+ (?:lit|voit)\b"
    r"|\bf[üu]r (?:den|die|das|herrn|frau) \w+|\b(?:den|die) \w+ (?:liest|sieht)\b", _F)
_READER_REACH = 60

# Every file a search finds uploaded one by one.
_MASS_UPLOAD_RE = re.compile(
    r"\bfind\b[^\n]{0,160}-exec\s(?:curl|wget|scp|rsync|sftp|lftp)\b[^\n;]{0,100}\{\}", _F)

# How far apart the command and the hiding part may be (one short note, not a whole page).
_REACH = 400


def covert_transfer(folded: str) -> str | None:
    """A command that sends data off the machine with an order to hide it (see the module
    docstring), or a file-by-file upload of a search: the matched command, else None.

    Args:
        folded: The casefolded NFKC text (line breaks kept).
    """
    mass = _MASS_UPLOAD_RE.search(folded)
    if mass is not None:
        return mass.group()
    if _TRANSFER_RE.search(folded) is None and ADDRESS_RE.search(folded) is None:
        return None
    # The hiding parts found once, not searched again around each command (linear on hostile
    # text that repeats a command name).
    hides = [found for pattern in (_WIPE_RE, HIDE_RE) for found in pattern.finditer(folded)]
    hides += [found for found in _OFF_LOG_RE.finditer(folded)
              if _READER_RE.search(folded, max(0, found.start() - _READER_REACH),
                                   found.end() + _READER_REACH) is not None]
    if not hides:
        return None
    starts = sorted(found.start() for found in hides)
    for move in _TRANSFER_RE.finditer(folded):
        if first_within(starts, move.start() - _REACH, move.end() + _REACH) is not None:
            return move.group()
    # A prose send counts only when hidden from more than peers, and not for a surprise.
    concealed = sorted(found.start() for found in hides if _concealed(folded, found))
    for move in _prose_sends(folded) if concealed else ():
        if first_within(concealed, move.start() - _REACH, move.end() + _REACH) is not None:
            return move.group()
    return None


def _concealed(folded: str, hide: re.Match[str]) -> bool:
    if hide.group() == "保密":  # "保密人事档案": a confidential file, no one it is hidden from
        return False
    low, high = max(0, hide.start() - _TARGET_BEFORE), hide.end() + _TARGET_AFTER
    return (_PEERS_RE.search(folded, low, high) is None
            and _SURPRISE_RE.search(folded, max(0, low - _TARGET_AFTER), high) is None)


def _prose_sends(folded: str) -> Iterator[re.Match[str]]:
    """Send orders in prose whose sentence names the address (see `_PROSE_SEND_RE`)."""
    if ADDRESS_RE.search(folded) is None:
        return
    for start, end in sentences.spans(folded):
        if ADDRESS_RE.search(folded, start, end) is not None:
            yield from _PROSE_SEND_RE.finditer(folded, start, end)
