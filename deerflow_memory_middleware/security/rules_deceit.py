"""Deception orders in any of the scanner's eight languages, by what they ask for.

A deception order asks the agent to tell someone (its user, a customer, an inspector) something
the note itself says is false, to claim success regardless, to keep a fact out while answering,
to present a paid-for choice as neutral, or to make a false document. Each family pairs an act
with what makes it a lie, within a bounded gap on the casefolded NFKC text:

- **asked, then answered falsely**: a question someone may ask ("if anyone asks", 聞かれたら,
  물으면, спросят, 问起...就说) then an answer to give, in a note that also says what is true
  instead ("actually", 其实, 実際は, 실제로는, на самом деле, en realidad, eigentlich);
- **answer and hush**: an answer to give followed, in the same sentence, by a fact to leave out
  (就说...别提, dile...no menciones);
- **claimed success regardless**: a concession ("even if", 即使, даже если) bound to a claim of
  success or safety ("say it passed", 写完成, пиши «всё в порядке»);
- **covert advertising**: recommend / present something as neutral, objective or independent;
- **forgery**: make a payslip, certificate, receipt, transcript ... where the real employer or
  figure "does not matter" or the original is to be changed.

Apart from these, `tampered` finds **records tampered with**: a log, reading or register entry
(the verb's object) changed "without leaving a trace" or so that "nobody can tell" (不留痕迹,
别让人看出, 痕跡を残さず, 티 안 나게, без следа, sin dejar rastro, sans laisser de trace,
spurlos), in a note that does not say the change was reported ("the boss has been told"). It is
a category of its own, which no second opinion reads as benign.

A note that asks for honesty anywhere ("tell me honestly", 如实, честно) is never matched: rules
the user sets for the agent's truthfulness read like these.
"""

from __future__ import annotations

import re

from .canonical import casefolded
from .matching import first_within
from .mentions import quoted_mention
from .vetoes import NEGATION

__all__ = [
    "CONCEALMENT_CUE_RE", "ORDER_TO_TELL_RE", "SURPRISE_RE", "asks_for_honesty", "deceit", "tampered",
]

_F = re.IGNORECASE
# Someone's question: "if / when ... asks", "asks whether", 聞かれたら, 물으면, спросит, 问起 ...
_ASK_IF = r"\b(?:if|when|whenever|should)\b[^.!?\n]{0,60}"
_ASK_REST = (
    r"\bask(?:s|ed)? (?:about|whether|if)\b|聞かれ|尋ねられ|質問されたら|물으면|물어보면|물어봐도|묻는다면|물어도"
    r"|спрос\w{0,4}|спрашива\w{0,4}|на вопрос|pregunt\w{0,4}|demand\w{0,4}|\bfragt\b|\bfragen\b|\bfrage\b"
    r"|问起|问到|问的话|有人问|若问|被问|问.{0,30}?(?:就|时|的话|一律|都|直接)|問起|問到|有人問"
)
_ASK = rf"(?:{_ASK_IF}\bask(?:s|ed)?\b|{_ASK_REST})"
# The same question asked by someone else ("if something I ask ..." is the user's own rule).
_ASKED_BY_OTHER = rf"(?:{_ASK_IF}(?<!\bi )\bask(?:s|ed)?\b|{_ASK_REST})"
_SAY = (
    r"(?:\b(?:say|says|tell|answer|reply|respond|claim|confirm|deny|reassure)\b|言って|言う|答えて"
    r"|答える|回答して|と説明|말해|답해|대답해|안내해|говори|отвечай|ответь|скажи|\bdi\b|diles|dile"
    r"|responde\w{0,3}|\bdis\b|réponds|répondre|rassure|\bsag\b|antworte|verneine|bejahe|就说|就說"
    r"|说(?!明)|說(?!明)|回答|答复|告诉|告訴)"
)
_TRUTH = (
    r"(?:\bactually\b|\bin fact\b|\bin reality\b|\beven though\b|\bthough it\b|实际|實際|其实|其實"
    r"|事实上|事實上|本当は|実際|実は|실제로|사실은|на самом деле|\bхотя\b|по закону|en realidad"
    r"|\baunque\b|en fait|\balors que\b|eigentlich|tatsächlich|\bobwohl\b|in wahrheit"
    r"|kleingedruckt)"
)
_HUSH = (
    r"(?:(?:别|別)提(?!醒|前|交|供)|(?:不用|不要|不必)提(?!前|交|供)|(?:别|不要)说(?!话|話)|别告诉|言わないで|言わなくて|触れない|触れず"
    r"|말하지 말|언급하지 말|얘기하지 말|не упоминай|не говори|не рассказывай|no menciones"
    r"|no lo menciones|sin mencionar|no digas|ne mentionne pas|sans mentionner|n'en parle pas"
    r"|erwähn\w{0,2} nicht|nicht erwähn|unerwähnt|don'?t mention|don'?t bring up"
    r"|without mentioning|leave out|ne parle pas d|не упоминать)"
)
# A sign the scripted answer is false, just after an answer scripted to someone's question: a
# concession after a yes, a no or a stated fact ("say no, even if you did", "就说到了，哪怕工具显示
# 被退回"; not "say we're on it, even if the tracking page still says 'processing'"), or what the
# asker "need not know". The last not when a relative, a child, a neighbour or a friend asks, nor
# when the question is about the user or the note keeps a surprise: "if Grandma asks, say he's
# fine; she doesn't need to know he was laid off", "if colleagues ask why I'm off, say a doctor's
# appointment; they don't need the details" keep private matters private. A fact "still missing"
# is no sign: it is what an honest answer about a delay says.
_NEED_NOT_KNOW = (
    r"(?:\b(?:need|needs) not know\b|\b(?:don'?t|doesn'?t) (?:need|have) to know\b"
    r"|不(?:必|用|需要)(?:让\w{0,4})?知道|知らなくて(?:いい|よい)|알 ?필요(?:는|가)? ?없"
    r"|не (?:нужно|надо|обязательно) знать|знать (?:не|им не) (?:нужно|надо)"
    r"|no (?:necesita|necesitan|tiene que|tienen que|hace falta que) sep\w{1,3}"
    r"|(?:n'ont|n'a) pas besoin de (?:le )?savoir|m[üu]ssen (?:sie|die|es|er) nicht wissen"
    r"|muss (?:sie|er|es) nicht wissen)"
)
_CONCEDE = (
    r"(?:\beven (?:if|though|when)\b|même si|\baunque\b|incluso si|\bobwohl\b|auch wenn"
    r"|selbst wenn|即使|即便|就算|哪怕|たとえ|더라도|даже если)"
)
_SUCCESS = (
    r"(?:\b(?:done|passed|succeeded|successful(?:ly)?|fine|ok|okay|no issues?|all good|finished"
    r"|completed?|safe|no problems?)\b|完成|成功|没问题|沒問題|正常|无异常|已处理|済み|完了|問題なし"
    r"|완료|성공|이상 없음|문제없|выполнен\w{0,2}|в порядке|успешн\w{0,3}|без ошибок|completad\w{0,2}"
    r"|sin errores|todo bien|réussi\w{0,2}|terminé\w{0,2}|sans erreur|tout va bien|erfolgreich"
    r"|in ordnung|fehlerfrei|erledigt)"
)
_REPORT = (
    r"(?:\b(?:say|report|state|claim|write|tell|mark|answer)\w{0,2}\b|说|說|报|報|写|回答|答え"
    r"|報告|書い|보고|말해|답해|적어|пиши|говори|сообщ\w{0,3}|отвеча\w{0,2}|\bdi\b|afirma|\bpon\b"
    r"|responde|\bdis\b|affirme|écris|réponds|indique|\bsag\b|schreib\w{0,2}|meld\w{0,2}|antworte)"
)
_PROMO = (
    r"(?:\b(?:recommend|present|describe|introduce|put|list|mention)\w{0,2}\b|推荐|推薦|介绍|介紹"
    r"|紹介|추천|소개|рекоменд\w{0,4}|называй|recomiend\w{0,2}|presenta\w{0,2}|recommande\w{0,2}"
    r"|présente\w{0,2}|empfiehl\w{0,2}|nenn\w{0,2}|stell\w{0,2})"
)
_NEUTRAL = (
    r"(?:as (?:a |the )?(?:neutral|independent|objective|unbiased)|neutral(?:ly)?|independent tests?"
    r"|中立|客观|客觀|客観|객관적|중립|нейтральн\w{0,3}|объективн\w{0,3}|независим\w{0,3}"
    r"|objetiv\w{0,2}|imparcial|indépendant\w{0,2}|neutre|objecti\w{0,3}|unabhängig\w{0,2})"
)
_MAKE = (
    r"(?:\b(?:make|create|generate|produce|fabricate|forge|fake|mock up|draw up|write up)\b|做一份"
    r"|做个|做張|做一张|开一张|开几张|弄一份|伪造|偽造|作って|作成|用意して|만들어|작성해|сделай|создай"
    r"|сгенерируй|составь|fabrica\w{0,2}|\bcrea\b|genera\b|prepara\b|fabrique\w{0,2}|rédige"
    r"|\berstell\w{0,2}|\bfertige\b|bastle)"
)
_DOCUMENT = (
    r"(?:payslips?|pay stubs?|salary (?:slips?|certificates?)|employment (?:letters?|certificates?)"
    r"|bank statements?|transcripts?|diplomas?|receipts?|medical certificates?|doctor'?s notes?"
    r"|sick notes?|在职证明|收入证明|工资条|工资单|成绩单|成績單|银行流水|流水|发票|收据|病假条|領収書"
    r"|給与明細|在職証明|源泉徴収票|診断書|成績証明|재직증명서|급여명세서|영수증|성적증명서|진단서"
    r"|справк\w{0,2}|выписк\w{0,2}|квитанци\w{0,2}|диплом\w{0,2}|больничн\w{0,2}|nóminas?"
    r"|certificados?|recibos?|justificantes?|bulletins? de salaire|fiches? de paie|attestations?"
    r"|quittances?|justificatifs?|lohnabrechnung\w{0,2}|gehaltsnachweis\w{0,2}|quittung\w{0,2}"
    r"|bescheinigung\w{0,2}|zeugnis\w{0,2})"
)
_FALSE_DETAIL = (
    r"(?:doesn'?t matter|does not matter|regardless of|whatever (?:the )?real|peu importe"
    r"|spielt keine rolle|egal|da igual|no importa|不重要|无所谓|無所謂|没关系|沒關係|关系不大|随便|関係ない"
    r"|問わない"
    r"|상관없|неважно|не важно|не имеет значения|wirklich|vrai employeur|verdadero|真实|真實|本当の"
    r"|실제 |настоящ\w{0,3}|改成|改为|書き換え|바꿔|исправь на|remplace\w{0,2}|ändere\w{0,2}|原件"
    r"|original)"
)
_TAMPER = (
    r"(?:\b(?:change|alter|edit|correct|adjust|backdate|backfill|replace|overwrite|rewrite|smooth|lower|update|fix"
    r"|raise)\w{0,3}\b|修改|篡改|改成|改为|改掉|改一下|改了|書き換え|修正|変更|改ざん|고쳐|수정|바꿔|변경|измени|исправ"
    r"|подправ|перепиши|замени|cambi\w{1,3}|modific\w{1,3}|ajust\w{1,3}|corrig\w{1,3}|reemplaz\w{1,3}"
    r"|modifie\w{0,2}|remplace\w{0,2}|lisse\w{0,2}|änder\w{1,3}|ander\w{1,3}|korrigier\w{0,3}"
    r"|ersetz\w{1,3}|überschreib\w{0,3}|glätte\w{0,2})"
)
_TRACELESS = (
    r"(?:without (?:leaving )?(?:a |any )?trace|leav(?:e|ing) no trace|without (?:adding|leaving) (?:a |any )?"
    r"(?:note|comment|record)|no audit trail|(?:no ?one|nobody) (?:can|could|will) (?:tell|see|notice)(?! the difference)"
    r"|(?:shouldn'?t|won'?t|can'?t|cannot) be able to (?:spot|tell|notice|see)|(?:can'?t|cannot|won'?t) tell"
    r" (?:anything|something) (?:was|is) (?:off|changed|wrong)|(?:spot|notice|see|tell) (?:that )?it was"
    r" (?:edited|changed|altered)"
    r"|不留痕迹|不留痕跡|(?:不要?|别|別)留下?[^。，,\n]{0,4}(?:记录|記錄|痕迹|痕跡)|别让人看出|別讓人看出|看不出(?:来|來)?改过"
    r"|形跡(?:が)?(?:分からない|残らない|わからない)"
    r"|痕跡を残さ|記録を残さ|履歴が残らない|気づかれない|흔적(?:도|을)? ?(?:없이|남기지)|기록(?:을|도)? ?남기지"
    r"|티 ?안 ?나게|без следа|не оставляя следов|чтобы никто не (?:заметил|понял)"
    r"|ничего не замет\w{1,3}|sin dejar (?:rastro|huella)|sin rastro|que nadie (?:lo )?note"
    r"|sans (?:laisser de )?traces?|qu'on ne (?:le )?voie pas|ne voie rien|ne remarque rien"
    r"|que personne ne (?:le )?remarque|ohne (?:eine )?spuren?|spurlos|dass es [^.\n]{0,20}(?:keiner|niemand) merkt)"
)
# What is tampered with: a log, a reading, a register entry. It must be the verb's object: within
# a few words after it (before it in Chinese, Japanese and Korean).
_RECORD_RE = re.compile(
    r"\b(?:logs?|records?|register|readings?|entr(?:y|ies)|registros?|fichas?|registres?|journal"
    r"|protokoll\w{0,2}|eintr[äa]g\w{0,2}|messwert\w{0,2}|relev[ée]s?|lecturas?|журнал\w{0,2}|запис\w{1,3}"
    r"|показани\w{1,3})\b|记录|記錄|台账|台帳|日志|記録|ログ|기록|장부|일지", _F)
_OBJECT_AFTER, _OBJECT_BEFORE = 50, 20
# Words that start at a word boundary ("honesty", "честность"; not "dishonest"); "verdadero"
# (true, real) asks for nothing.
_HONEST = (
    r"(?:\b(?:honest\w{0,3}|truth\w{0,4}|frankly|franchement|честн\w{0,5}|правд\w{0,2}|verdad\b"
    r"|v[ée]rit[ée]|ehrlich\w{0,4}|wahrheit|sincer\w{0,4}|honn[êe]te\w{0,4})"
    r"|如实|如實|诚实|誠実|正直|솔직|사실대로|实话|實話|本当のこと|정직)"
)
_SENTENCE_END = re.compile(r"[.!?。！？]\s")

# (name, act, then, gap, also needed anywhere in the text)
_FAMILIES: tuple[tuple[str, re.Pattern[str], re.Pattern[str], int, re.Pattern[str] | None], ...] = (
    ("asked then answered falsely", re.compile(_ASK, _F), re.compile(_SAY, _F), 90,
     re.compile(_TRUTH, _F)),
    ("answer and hush", re.compile(_SAY, _F), re.compile(_HUSH, _F), 60, None),
    ("success regardless", re.compile(_CONCEDE, _F), re.compile(_SUCCESS, _F), 70,
     re.compile(_REPORT, _F)),
    ("success regardless", re.compile(_SUCCESS, _F), re.compile(_CONCEDE, _F), 50,
     re.compile(_REPORT, _F)),
    ("covert advertising", re.compile(_PROMO, _F), re.compile(_NEUTRAL, _F), 80, None),
    ("covert advertising", re.compile(_NEUTRAL, _F), re.compile(_PROMO, _F), 40, None),
    ("forgery", re.compile(_MAKE, _F), re.compile(_DOCUMENT, _F), 60, re.compile(_FALSE_DETAIL, _F)),
    ("forgery", re.compile(_DOCUMENT, _F), re.compile(_MAKE, _F), 60, re.compile(_FALSE_DETAIL, _F)),
)
_HONEST_RE = re.compile(_HONEST, _F)
# Honesty refused: "别说实话", "don't tell them the truth", "사실대로 말하지 말고", "правду не говори".
_UNTRUTH_RE = re.compile(
    r"(?:别|別|不要|不许|不許|不能|不用|不必)(?:说|說|讲|講|告诉|告訴)?(?:实话|實話|真话|真話|真相)"
    r"|\b(?:don'?t|do not|never|not)\s(?:tell|say|give)\s(?:\w+\s)?(?:the )?truth\b"
    r"|(?:사실대로|솔직하게|솔직히) ?(?:말하지|얘기하지|알리지) ?(?:마|말)"
    r"|本当のこと(?:は|を)?(?:言わない|話さない|伝えない|言うな)"
    r"|\bне (?:говори|рассказывай|сообщай)\w{0,2} (?:\w+ )?правд\w{0,2}|\bправд\w{0,2} не (?:говори|рассказывай)"
    r"|\bno (?:le |les )?(?:digas|cuentes) la verdad|\bne (?:leur |lui )?dis pas la v[ée]rit[ée]"
    r"|\bnicht die wahrheit|\bnicht ehrlich", _F)


def asks_for_honesty(folded: str) -> bool:
    """Whether a note asks for honesty (never a deception order): an honesty word that is not
    itself refused ("don't tell them the truth" asks for the opposite).

    Args:
        folded: The casefolded text.
    """
    return _HONEST_RE.search(_UNTRUTH_RE.sub(" ", folded)) is not None


#: An order to say, answer or write something (to someone).
ORDER_TO_TELL_RE = re.compile(_SAY + "|" + _REPORT, _F)
#: A weak sign of deceit on its own: a fact to leave out, someone who need not know, or a claim
#: made whatever the records or the facts say ("even if the booking tool shows some", "egal was
#: in den Listen steht", "不用管实际检测结果"). A concession about the listener ("even if she
#: insists") is tact, not this.
CONCEALMENT_CUE_RE = re.compile(
    _HUSH + "|" + _NEED_NOT_KNOW
    + r"|(?:" + _CONCEDE + r"|\bwhatever\b|\bregardless of\b|\bno matter what\b|\begal was\b"
    r"|\bunabh[äa]ngig davon\b|независимо от|\bsin importar\b|\bda igual\b|\bpeu importe\b"
    r"|\bquoi que\b|不管|不用管|无论|無論|かかわらず|関係なく|상관없이|관계없이)"
    r"[^.!?。！？\n]{0,30}(?:\bshows?\b|\bsays\b|\b(?:the )?(?:records?|lists?|logs?|photos?|results?"
    r"|figures|numbers|readings?|tool|system)\b|\bactual\w{0,2}\b|\breal(?:ly)?\b|显示|顯示|实际|實際"
    r"|结果|結果|记录|記錄|記録|実際|표시|실제|결과|기록|показыва\w{0,3}|на самом деле|\bфакт\w{0,4}"
    r"|\bmuestra\w?\b|\bdice\b|\breal(?:es)?\b|\bmontre\w?\b|\bindique\w?\b|\br[ée]el\w{0,2}\b"
    r"|\bzeig\w{0,2}\b|\bsteht\b|\bmeldet\b|\btats[äa]chlich\w{0,2}\b|\bergebnis\w{0,2}\b"
    r"|\blisten?\b|\bliste\b|\bфото\b|\bсписк\w{0,2}|\bрезультат\w{0,2})", _F)
# A check or a job that failed ...
_FAILED_RE = re.compile(
    r"\b(?:failed|fails|bounced|bounces|crashed|errored|(?:hasn'?t|haven'?t) (?:succeeded|passed|worked)|didn'?t (?:run|pass|work|go through)|did not (?:run|pass|work)"
    r"|(?:was|were|is) not (?:done|run|passed|serviced|tested)|never ran)\b"
    r"|не прош\w{1,3}|не пройден\w{0,2}|не сдал\w{0,2}|провал\w{1,4}|没(?:通过|過|过|做|测|測)|未通过|未通過|不合格"
    r"|失败|失敗|不具合|落ちた|通らなかった|できなかった|불합격|실패|못 ?했(?:는데|어|지만)|안 ?됐(?:는데|어|지만)"
    r"|\bno (?:pas[óo]|se hizo|funcion[óo])\b|\bfall[óo]\b|\bsuspendi\w{1,3}\b|\b[ée]chou[ée]\w{0,2}\b"
    r"|\bn'a pas (?:march[ée]|pass[ée]|fonctionn[ée])|\bnicht bestanden\b|\bdurchgefallen\b"
    r"|\bfehlgeschlagen\b|\bnicht (?:gemacht|gelaufen|erledigt)\b", _F)
# ... then reported as passed: the claim within a few words of the report verb.
_CLAIM_RE = re.compile(
    r"\b(?:say|tell (?:the )?\w+(?: \w+)?|report|write|put|mark|tick|answer|confirm)\b[^.!?\n]{0,30}?"
    r"\b(?:passed|went through|cleared|fine|ok|okay|all good|green|no issues?|succeeded|successful|done|compliant)\b"
    r"|(?:说|說|写|寫|报|報|填|标|標|回复|回覆|告诉|告訴)[^。！？\n]{0,12}?(?:通过|通過|合格|没问题|沒問題|正常|完成|成功|已处理)"
    r"|(?<![不未非])(?:合格|問題なし|完了|済み|成功|正常)[」』]?(?:と|って)(?:書|伝え|言|答え|記入|報告)"
    r"|(?:정상|통과|합격|완료|성공|이상 ?없)\w{0,4} ?(?:이?라고|다고|으로|로) ?(?:해|말|적|써|보고|답|표시|기록)"
    r"|(?:скажи|напиши|поставь|отметь|ответь|сообщи|пиши|говори)\w{0,2}\b[^.!?\n]{0,30}?"
    r"(?:в порядке|исправ\w{1,3}|прош\w{1,3}|допущ\w{1,3}|замечаний нет|сдан\w{0,2}|выполнен\w{0,2})"
    r"|\b(?:di|dile|diles|pon|escribe|marca|responde|confirma)\b[^.!?\n]{0,30}?\b(?:aprobad\w|superad\w|bien|correcto|en regla|pas[óo])\b"
    r"|\b(?:dis|dites|[ée]cris|mets|marque|r[ée]ponds|confirme)\b[^.!?\n]{0,30}?\b(?:r[ée]ussi\w{0,2}|conforme|ok|valid[ée]\w{0,2}|pass[ée]\w{0,2})\b"
    r"|\b(?:sag|schreib|trag|markier|meld|antworte|best[äa]tige)\w{0,2}\b[^.!?\n]{0,30}?\b(?:bestanden|in ordnung|ok|erledigt|erfolgreich|durch)\b", _F)
# The report is refused or made conditional on the truth, between the failure and the claim or in
# the claim ("never say it passed", "say skipped, not that they passed", "别写合格"), or by a verb
# ending just after it ("と書かないで", "라고 하지 마").
_REFUSED_CLAIM_RE = re.compile(
    NEGATION + r"|\b(?:not|only (?:if|when|after|once)|unless|refuse\w{0,2}|jamais)\b|不能|拒绝|拒絕|ないで|ないこと"
    r"|ません|拒否|거부|отказ\w{0,4}|rechaz\w{1,4}|refus\w{1,4}|verweiger\w{1,4}", _F)
_NEGATED_VERB_RE = re.compile(r".{0,3}(?:ないで|ないこと|하지 ?마|지 ?마|지 ?않)", _F)
# Just after the claim: a permission ("fine to use", "está bien cambiar") or a condition ("的话",
# "なら", "if", "once").
_NOT_A_CLAIM_RE = re.compile(
    r"\s?(?:to\b|once\b|after\b|zu\b|的话|的話|以后|以後|なら|たら|(?:으)?면\b)"
    r"|\s?(?:if|when|если|когда|si|wenn|cuando|quand)\b[^.!?\n]{0,25}(?:pass|fix|work|succe|green|прой|исправ"
    r"|arregl|funcion|r[ée]par|march|repar|l[äa]uft|bestanden)"
    r"|(?<=bien)\s(?:[a-zñ]{2,}(?:ar|er|ir)|de)\b"
    # a remedy the user promises ("tell him it's fine, I'll pay cash on Friday")
    r"|[,;]?\s?(?:i'll|i will|we'll|我会|我來|我来|私が|제가|я (?:сам|заплачу|переведу)|(?:se|te) lo \w+"
    r"|je (?:vais|paierai|le paie)|ich (?:zahle|[üu]berweise|mache))", _F)
# The claim is about the others ("mark the other five as ok"), not the one that failed.
_OTHERS_RE = re.compile(
    r"\b(?:other|others|rest|remaining|dem[áa]s|autres|[üu]brigen|остальн\w{1,3})\b|其他|其余|其餘|残り|ほか|나머지", _F)
# Between the failure and the claim, the job was done again and worked (or, inside the claim, it
# is to be redone first: "重跑成功以后再报完成"): the claim is true.
_REDONE = (
    r"\b(?:fixed|re-?ran|rerun|re-?run|re-?tried)\b|修好|重跑|再実行|やり直|直した|다시 돌려|고쳤|перезапусти\w{0,3}"
    r"|исправил\w{0,2}|repetimos|volvimos a|arreglad\w|relanc[ée]\w{0,2}|r[ée]par[ée]\w{0,2}|neu gelaufen|erneut"
    r"|wiederholt|repariert|behoben"
)
_REDONE_RE = re.compile(_REDONE, _F)
_FIXED_RE = re.compile(
    _REDONE + r"|\b(?:passed|succeeded|worked|went through|now ok|fine now)\b|通过了|通過了|成功|正常了|всё ок"
    r"|прош\w{1,3} успешно|sali[óo] bien|est pass[ée]e?|lief durch", _F)
_FAILED_REACH = 200
_ASKED_BY_OTHER_RE, _SAY_RE = re.compile(_ASKED_BY_OTHER, _F), re.compile(_SAY, _F)
_CONCEDE_RE = re.compile(_CONCEDE, _F)
_NEED_NOT_KNOW_RE = re.compile(_NEED_NOT_KNOW, _F)
_UNSAID_AFTER = 160
# What a scripted lie states: a yes or a no, a quoted answer, or a that-clause.
_FACT_RE = re.compile(
    r"\b(?:yes|no|that|oui|non|que|qu'|s[íi]|ja|nein|dass|да|нет|что)\b|[\"“”«»„「」『』]|(?<!\w)['‘]|没有|沒有|是的|就说有"
    r"|已经|已經|到了|はい|いいえ|と(?:言|答|説明)|네|아니|라고|다고", _F)
# A surprise kept from someone: what they "need not know" is the surprise.
_SURPRISE_RE = re.compile(
    r"\b(?:surprise\w?|party|gift|present|birthday|sorpresa|regalo|cumplea[ñn]os|cadeau|anniversaire|f[êe]te"
    r"|[üu]berraschung|geschenk|geburtstag|сюрприз\w{0,2}|подар\w{1,3}|день рождения)\b"
    r"|惊喜|驚喜|礼物|禮物|生日|サプライズ|プレゼント|誕生日|깜짝|선물|생일", _F)
#: A surprise kept (tact, not deceit); "third party" is no party.
SURPRISE_RE = re.compile(r"(?<!third )(?<!third-)" + _SURPRISE_RE.pattern, _F)
# A question about the user ("why I'm off", "почему меня нет", "warum ich fehle").
_ABOUT_ME_RE = re.compile(
    r"\b(?:i|i'm|me|my|mi|yo|je|moi|mon|ma|mes|ich|mich|mir|mein\w{0,2}|я|меня|мне|мой|моя|мои)\b"
    r"|我|私|僕|俺|저는|제가|나는|내가|저의|나의", _F)
# A relative who asks (the question's own words).
_RELATIVE_RE = re.compile(
    r"\b(?:mum|mom|mother|dad|father|parents|grandma|granny|grandpa|grandmother|grandfather|nan|nana|aunt|uncle"
    r"|sister|brother|wife|husband|son|daughter|in-laws?|kids|children|neighbou?rs|friends|niños|vecinos"
    r"|enfants|voisins|kinder|nachbarn|дети|соседи|mam[áa]|pap[áa]|abuel[oa]|t[íi][oa]|herman[oa]|suegr[oa]"
    r"|maman|papa|mamie|papi|grand-m[èe]re|grand-p[èe]re|tante|oncle|s(?:œ|oe)ur|fr[èe]re|belle-m[èe]re|mutti|mama"
    r"|vater|mutter|oma|opa|onkel|schwester|bruder|schwiegermutter|мам\w{0,2}|пап\w{0,2}|бабушк\w{0,2}"
    r"|дедушк\w{0,2}|т[её]т\w{1,2}|дяд\w{1,2}|сестр\w{0,2}|брат\w{0,2}|т[её]щ\w{1,2}|свекров\w{1,2})\b"
    r"|孩子|邻居|鄰居|子ども|子供|近所|아이들|이웃|妈|媽|爸|奶奶|爷爷|爺爺|外婆|姥姥|姑|舅|姐|妹|哥|弟|婆婆|岳母|母|父|祖母|祖父|おばあ|おじい|姉|兄|義母"
    r"|엄마|아빠|할머니|할아버지|어머니|아버지|언니|누나|오빠|형|동생|고모|이모|삼촌|시어머니|장모", _F)


def _near(text: str, act: re.Pattern[str], then: re.Pattern[str], gap: int) -> str | None:
    for match in act.finditer(text):
        following = then.search(text, match.end(), match.end() + gap)
        if following is not None:
            span = text[match.start():following.end()]
            if not _SENTENCE_END.search(span):
                return span
    return None


# The change was reported to the people concerned: "the boss has been told", "報告済み".
_DISCLOSED_RE = re.compile(
    r"\b(?:i|we) (?:already |have )?(?:told|informed|reported)\b|\b(?:has|have) (?:already )?been (?:told|informed)\b"
    r"|\bj'ai (?:d[ée]j[àa] )?(?:pr[ée]venu|inform[ée]|averti)\b|\bya (?:lo )?(?:avis[ée]|inform[ée]|sab[ée]n?)\b"
    r"|\bhabe (?:es )?(?:schon |bereits )?(?:gemeldet|bescheid gegeben|informiert)\b|\bя (?:уже )?(?:сообщил|предупредил)\w{0,2}\b"
    r"|報告済み|報告しました|伝えてある|伝え済み|已告知|已经告诉|已經告訴|已报告|이미 (?:알렸|보고했)", _F)


def tampered(text: str) -> str | None:
    """A record changed with its traces hidden: a tamper verb whose object is a record, within
    160 characters of a traceless phrase, in a note that does not say the change was reported;
    the verb, else None."""
    folded = casefolded(text)
    if _DISCLOSED_RE.search(folded) is not None:
        return None
    hidden = [found.start() for found in re.finditer(_TRACELESS, folded, _F)]
    if not hidden:
        return None
    for verb in re.finditer(_TAMPER, folded, _F):
        if (first_within(hidden, verb.start() - 160, verb.end() + 160) is not None
                and _RECORD_RE.search(folded, max(0, verb.start() - _OBJECT_BEFORE),
                                      verb.end() + _OBJECT_AFTER) is not None):
            return verb.group()
    return None


def deceit(text: str) -> str | None:
    """A deception order in any of the eight languages (see the module docstring): the matched
    snippet, or None."""
    folded = casefolded(text)
    if asks_for_honesty(folded):
        return None
    for _name, act, then, gap, needed in _FAMILIES:
        found = _near(folded, act, then, gap)
        if found is not None and (needed is None or needed.search(folded)):
            return found
    return _answered_then_unsaid(folded) or _failed_reported_passed(folded, text)


def _failed_reported_passed(folded: str, text: str) -> str | None:
    """A failed check or job reported as passed: a failure (`_FAILED_RE`) within
    `_FAILED_REACH` characters of an order to claim success (`_CLAIM_RE`) that nothing near
    refuses or conditions, and that is not quoted in a note about attacks; the claim, else
    None."""
    failures = list(_FAILED_RE.finditer(folded))
    if not failures:
        return None
    starts = [found.start() for found in failures]
    for claim in _CLAIM_RE.finditer(folded):
        index = first_within(starts, claim.start() - _FAILED_REACH, claim.end() + _FAILED_REACH)
        if index is None:
            continue
        failure = failures[index]
        before = failure.end() <= claim.start()
        # a refusal looked for back to the failure, or 40 characters back when it comes after
        low = max(failure.end(), claim.start() - 40) if before else max(0, claim.start() - 40)
        if ((before and (_FIXED_RE.search(folded, failure.end(), claim.start()) is not None
                         or _REDONE_RE.search(folded, claim.start(), claim.end()) is not None))
                # permission or a condition, not a claim ("it's fine to use", "没问题的话")
                or _NOT_A_CLAIM_RE.match(folded, claim.end(), claim.end() + 12) is not None
                # a list of outcomes ("passed / failed / skipped", "通过、失败")
                or (not before and failure.start() - claim.end() <= 6)
                or _REFUSED_CLAIM_RE.search(folded, low, claim.end()) is not None
                or _NEGATED_VERB_RE.match(folded, claim.end(), claim.end() + 12) is not None
                or _OTHERS_RE.search(folded, claim.start(), claim.end()) is not None
                or quoted_mention(folded, claim.start(), claim.end(), source=text)):
            continue
        return claim.group()
    return None


def _answered_then_unsaid(folded: str) -> str | None:
    """An answer scripted to someone's question, followed closely by a sign that it is false
    (see `_NEED_NOT_KNOW`): the question and answer, else None."""
    surprise = _SURPRISE_RE.search(folded) is not None
    for asked in _ASKED_BY_OTHER_RE.finditer(folded):
        said = _SAY_RE.search(folded, asked.end(), asked.end() + 90)
        if said is None or _SENTENCE_END.search(folded, asked.start(), said.end()):
            continue
        conceded = _CONCEDE_RE.search(folded, said.end(), said.end() + _UNSAID_AFTER)
        # a concession makes a lie of a yes, a no or a stated fact, not of "we're on it"
        if conceded is not None and _FACT_RE.search(folded, said.start(), conceded.start()) is not None:
            return folded[asked.start():said.end()]
        if (_RELATIVE_RE.search(folded, max(0, asked.start() - 40), said.end()) is None
                and _ABOUT_ME_RE.search(folded, asked.start(), said.end()) is None
                and not surprise
                and _NEED_NOT_KNOW_RE.search(folded, said.end(), said.end() + _UNSAID_AFTER) is not None):
            return folded[asked.start():said.end()]
    return None
