"""Text addressed to whatever AI reads it: the mark of an injection planted in a document.

A page, mail, PDF footer or form that speaks to "any AI reading this", "致读取本文件的AI助手",
"自動応答AIの方へ", "KI-Systeme, die diesen Bericht auswerten", "ассистенту, читающему отчёт" is
written for the agent, not for the user; a memory note that carries such a line carries the
order with it. The user's own notes speak to their assistant without naming it as a reader of a
document. A note about attacks that quotes such a line is passed by the caller (quoted mention,
described attack).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .matching import MAX_PASSED

__all__ = ["reader_address"]

_DOC_EN = r"(?:page|webpage|web page|site|website|article|document|doc|file|mail|e-?mail|message|pdf|report|post|listing|form|notice|readme|review|ticket|thread)"
# An AI by name: "assistant", "agent" or "model" alone are as often people (an estate agent, a
# colleague's assistant).
_AI_EN = (r"(?:ai|llms?|chat-?bots?|bots?|(?:large )?language models?|ai (?:systems?|tools?|assistants?"
          r"|agents?|models?))")

_ADDRESS_RE = re.compile(
    # en: "any AI reading this page", "AI assistants processing this document", "to the AI that
    # summarises this mail", "all bots here"
    rf"\b{_AI_EN},? (?:that|who|which)? ?(?:reads?|reading|process(?:es|ing)?|summari[sz](?:es|ing)"
    rf"|pars(?:es|ing)|scan(?:s|ning)|see(?:s|ing)?|ingest(?:s|ing)?) (?:this|these|the present)"
    rf"(?:(?: \w+)? {_DOC_EN}s?\b|\s?[:,—-])"
    rf"|\b(?:note|message|instructions?|attention) (?:to|for) (?:any|all|every) {_AI_EN}\b"
    r"|\b(?:note|message|instructions?|attention) (?:to|for) (?:any|all|every|the) automated (?:reader|system|agent"
    r"|tool|assistant|processor)s?\b"
    rf"|\bto any {_AI_EN} (?:reading|summari[sz]ing|processing)\b|\bif you(?:'re| are) an? (?:ai|llm|language model)\b"
    r"|\ball (?:the )?(?:ai|bots?|assistants?|agents?) (?:here|in this (?:chat|group|channel))\b"
    r"|\b(?:note|message|notice|attention|hint|memo) (?:to|for) (?:all |any )?(?:ai|llm) (?:agents|assistants"
    r"|systems|models|bots)\b"
    # es
    r"|\b(?:a|para) (?:la|las|el|los|cualquier) (?:ia|ias|asistentes?|bots?) que (?:lea|lean|procese"
    r"|procesen|resuma|resuman|analice|analicen)\b|\b(?:a|para) la ia:"
    r"|\b(?:nota|mensaje|aviso) (?:para|a) (?:los |las )?(?:agentes|asistentes|sistemas) (?:de )?ia\b"
    # fr
    r"|\b(?:(?:assistants?|agents?|bots?) ia|ia|intelligences? artificielles?) (?:lisant|qui lit"
    r"|qui lisent|traitant|qui traite|qui r[ée]sume|qui analysen?t?) (?:ce|cette|ces)\b|\b(?:à|a) l'ia (?:qui|:)"
    r"|\b(?:notes?|messages?|avis|consignes?) (?:aux|pour les) (?:agents|assistants|syst[èe]mes) ia\b"
    # de
    r"|\b(?:ki-?systeme?|ki-?assistent\w{0,2}|ki-?agent\w{0,2}|bots?|ki|sprachmodell\w{0,2}),?"
    r" (?:die|der|welche) (?:dies|diese\w?|den|das) (?:\w+ )?(?:lesen|liest|auslesen|auswerten|auswertet|verarbeiten"
    r"|verarbeitet"
    r"|zusammenfassen|zusammenfasst)\b|\balle bots hier\b"
    # ru
    r"|\b(?:ии|нейросет\w{0,3}|языков\w{2,3} модел\w{1,3}|чат-бот\w{0,2})\w{0,3},? (?:читающ|обрабатывающ"
    r"|анализирующ|которые читают|который читает)\w{0,4} (?:эт|данн|настоящ)\w{0,3}\b"
    r"|\bвсем (?:ботам|ии)\b|\b(?:ассистенту|боту),? (?:читающему|обрабатывающему) (?:эт|данн|настоящ)\w{0,3}\b"
    # zh
    r"|(?:读取|讀取|阅读|閱讀|解析|处理|處理|总结|總結|看到|读到|讀到)(?:本|此|这|這)(?:份|个|個|封|条|條)?"
    r"(?:页|頁|文件|邮件|郵件|通知|报告|報告|信息|訊息|消息|表格|页面|頁面|网页|網頁|帖子|公告)?(?:的|嘅|时|時|時的|时的)?"
    r"(?:ai|人工智能|大模型|智能体)"
    r"|(?:任何|所有|各位)(?:ai|人工智能|大模型)(?:读取|讀取|阅读|閱讀|处理|處理|看到)"
    r"|(?:致|给|給)(?:群里|群裡|所有|任何)?的?(?:ai|人工智能|大模型|机器人|機器人|ai助手|ai助理)(?:的话|的話|：|:)"
    # ja
    r"|(?:ai|アシスタント|ボット|エージェント)(?:の方|の皆様|の皆さん|各位|さん)へ|ai向け(?:の)?(?:注記|メモ|指示|お知らせ)"
    r"|※ ?ai(?:アシスタント)?へ|(?:読み込んだ|読んだ)ai"
    r"|この(?:メール|ページ|文書|ファイル|資料|投稿|pdf)を(?:読|処理|要約|解析)[^。\n]{0,8}ai"
    # ko
    r"|(?:이|본) (?:글|페이지|메일|문서|파일|공지|게시물)(?:을|를)? (?:읽는|읽고 있는|처리하는|요약하는|분석하는) ?ai"
    r"|\bai(?:에게|분께|들에게) (?:전하는|드리는)|\bai님[,，]|(?:읽는|읽은) ai 비서"
    r"|ai(?:请注意|請注意|专用|專用)|（ai(?:专用|專用)）"
    r"|\b(?:ии|нейросеть|ассистент),? (?:читающ|прочитавш)\w{0,4}"
    # a program addressed as the reader of a form ("al sistema que lea esto", "An das Programm, das
    # dies verarbeitet", "to the system that reads this form"): no person is called that
    r"|\bto the (?:system|program|software|tool|bot|parser|script) (?:that|which) (?:reads|processes|parses"
    r"|handles) (?:this|these)\b|\b(?:al|para el) (?:sistema|programa|software|bot) que (?:lea|procese|lee"
    r"|procesa|analice) (?:esto|este|estos|esta)\b|\bau (?:syst[èe]me|programme|logiciel|robot) qui (?:lit"
    r"|traite|analyse) (?:ceci|ce|cette|ces)\b|\ban (?:das|den) (?:programm|system|tool|skript),? (?:das|der)"
    r" (?:dies|das hier|diese\w?) (?:liest|verarbeitet|auswertet)\b|\b(?:системе|программе|боту|помощник),?"
    r" (?:которая|который|что) (?:читает|обрабатывает) (?:эт|анкет)\w{0,3}\b"
    r"|(?:致|给|給)(?:处理|處理|读取|讀取)(?:本|此|这|這)(?:份|个|個)?(?:表单|表單|表格|文件)的(?:系统|系統|程序|程式)"
    r"|この(?:フォーム|用紙|申込書)を(?:処理|読み取)る(?:システム|プログラム)(?:へ|に)"
    r"|이 (?:양식|신청서|폼)을 처리하는 (?:시스템|프로그램)(?:에게|에)",
    re.IGNORECASE)


# What someone else's text says ("the newsletter says AI agents reading this page can now book"):
# a report of the line, not the line.
_REPORTED_RE = re.compile(r"\b(?:says?|said|claims?|writes|wrote|dice|dit|sagt|schreibt|пишет|говорит)\b"
                          r"|说|說|と書|라고", re.IGNORECASE)

# A source named before it ("Newsletter from X:", "The Verge piece:"): a line of someone's article.
_SOURCE_RE = re.compile(r"\b(?:newsletter|article|piece|blog(?: post)?|column|editorial|op-ed|podcast"
                        r"|interview|essay|paper|artículo|boletín|article|billet|artikel|kolumne"
                        r"|статья|рассылка|文章|专栏|記事|コラム|기사|칼럼)\b", re.IGNORECASE)
_CLAUSE_END_RE = re.compile(r"[.!?;。！？；\n]")
# "..., says Ben": a verb of saying after a comma (not an order to say something).
_SAYS_AFTER_RE = re.compile(r"[,—–-] ?(?:says|said|writes|wrote|dice|dijo|dit|a dit|sagt|schreibt|пишет"
                            r"|говорит|сказал\w{0,2})\b", re.IGNORECASE)


def _reported(native: str, start: int, end: int) -> bool:
    """Whether an address is reported: a verb of saying just before it or later in its sentence
    ("..., says Ben"), or a source named before it in its sentence."""
    if _REPORTED_RE.search(native, max(0, start - 30), start) is not None:
        return True
    stop = _CLAUSE_END_RE.search(native, end)
    if _SAYS_AFTER_RE.search(native, end, stop.start() if stop else len(native)) is not None:
        return True
    begin = max((found.end() for found in _CLAUSE_END_RE.finditer(native, max(0, start - 120), start)),
                default=max(0, start - 120))
    return _SOURCE_RE.search(native, begin, start) is not None




def reader_address(
    native: str, *, skip: Callable[[int, int], bool] | None = None
) -> tuple[int, int] | None:
    """The span of a line addressed to an AI that reads the document, else None.

    Args:
        native: The casefolded NFKC text, spaces collapsed.
        skip: Called with a found span; True passes over it (a quoted mention in a note about
            attacks), and the next address is tried.
    """
    for passed, found in enumerate(_ADDRESS_RE.finditer(native)):
        if not _reported(native, found.start(), found.end()) and (
                skip is None or not skip(*found.span())):
            return found.span()
        if passed + 1 == MAX_PASSED:
            break
    return None
