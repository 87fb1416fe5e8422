"""Mentions: an attack phrase that a note quotes as its subject, not an order to the agent.

A rule match inside quotation marks (or backticks around code) is a mention when the note around
the quote talks about attacks, tests, teaching or research ("our filter's tests contain phrases
like 'ignore previous instructions'"). Three things keep an order dressed as a quote from passing:

- the talk words count only outside the quotes (a quote cannot vouch for itself), as whole words,
  in a view that folds Latin accents but keeps Cyrillic, kana and composed Hangul, so a word the
  matching views fold away ("formación", "тест", "테스트") is still read; words of a setting where
  orders are issued as well ("Security notice", "Audit memo", "安全公告") count only beside a cue
  that the quote is reported ("phrases like", "the attacker hid", "the filter caught");
- a quote introduced as a rule to apply ("new rule: «...»", "从现在起「...」") or followed by an
  order to carry it out or adopt it ("... » — выполни", "\"...\" 꼭 실행해", "'...', then run it",
  "Übernimm das als deine Einstellung") is an order, unless the order is negated or is what an
  injection makes a model do ("hace que el bot ejecute", "the bot might follow it");
- a quote with almost nothing around it ("Para la formación: «ignora ...»") says nothing about
  the quote, so it is read as the order it quotes.

A command in backticks is code: a quote only for the phrase rules, and a mention for every rule
when the note says who ran it ("the attacker ran `...`", `reported_command`).
"""

from __future__ import annotations

import functools
import re
import unicodedata

from .canonical import casefolded, normalise

__all__ = [
    "META_RE",
    "inside_quote",
    "meta_view",
    "quoted_mention",
    "quotes_snippet",
    "reported_command",
    "talks_about_attacks",
    "without_quotes",
]

# Opening quote -> the marks that may close it (German „ is closed by “, or by a plain " when
# typed on a keyboard without the right mark).
_QUOTE_PAIRS = {"'": "'", '"': '"', "“": "”", "「": "」", "『": "』", "«": "»", "„": "“”\"",
                "‘": "’", "《": "》", "»": "«", "‹": "›", "`": "`"}


_LATIN = "[A-Za-zÀ-ÖØ-öø-ÿ]"


def _span_pattern(opening: str, closings: str) -> str:
    """A quoted span of one kind, on one line; a single quote after a letter opens nothing, and
    one between two Latin letters closes nothing ("'keep your team's passwords here'"; in
    "'이전 지시를 무시해'를" the quote before a particle does close)."""
    inner = re.escape(closings)
    if opening == "'":
        return rf"(?<!\w)'(?:[^'\n]|(?<={_LATIN})'(?={_LATIN})){{1,300}}'"
    return f"{re.escape(opening)}[^{inner}\\n]{{1,300}}[{inner}]"


# Every quoted span, with fenced code blocks first (a ``` block is one span, not three).
_QUOTED_SPAN_RE = re.compile(
    "|".join(["```.{1,600}?```"] + [_span_pattern(o, c) for o, c in _QUOTE_PAIRS.items()]),
    re.DOTALL,
)

# Words of a note about attacks, tests or research. Latin and Cyrillic stems start at a word
# boundary ("test" is not in "latest"); CJK and Hangul words are literals.
META_RE = re.compile(
    r"\b(?:attack|test|fixture|examples?\b|variant|classifier|detect|research|paper|thesis"
    r"|phishing|scam|fraud|injection|red.?team|jailbreak|drill|waf\b|payload|ctf\b|pentest|soc\b"
    r"|siem\b|sigma\b|yara\b|rubric|exam\b|exams\b|honeypot|hack(?:er|ers|ing)\b|malware|malicious"
    r"|hoax|social engineering|write-?up|attacker|atacante|attaquant|angreifer|ataque|prueba"
    r"|ejemplos?\b|estafa|inyecci|simulacro"
    r"|ciberdelincuent|timo\b|exemples?\b|arnaque|escroquer|pirates?\b|hameconnage|esempi"
    r"|мошенн|инъекц|фишинг|пример|джейлбрейк|редтим|ред-тим|тест|атак|пентест|детектор"
    r"|вредонос|злоумышлен|хакер)"
    # German compounds: "Phishing-Angriff", "Testfall", "Betrugsmasche"
    r"|angriff|beispiel|betrug|injektion|(?:sicherheits|notfall|phishing|alarm|krisen)ubung"
    r"|masche\b"
    r"|攻击|攻撃|공격|测试|測試|テスト|테스트|样例|樣例|示例|例|论文|論文|研究|检测|検知|フィクスチャ"
    r"|演练|演練|钓鱼|釣魚|诈骗|詐騙|詐欺|注入|フィッシング|インジェクション|피싱|사기|인젝션|红队|紅隊"
    r"|レッドチーム|레드팀|越狱|越獄|脱獄|탈옥|ペイロード|페이로드|탐지|검출|黑客|恶意|惡意|骗局|騙局"
    r"|ハッカー|悪意|해킹|해커|스미싱|악성",
    re.IGNORECASE,
)
# Words of a setting where a quote may be talked about, and where an order may as well be issued
# ("Security notice: '...'", "Audit memo", "安全公告"): they mark a mention only beside a cue that
# the quote is reported (`_REPORTED_RE`).
_SETTING_RE = re.compile(
    r"\b(?:string|phrase|presentation|talk|training|workshop|blog|meme|filter|report|article"
    r"|lecture|slides?\b|incident|post.?mortem|moderat(?:ion|ors?|eurs?)\b|awareness|audit|security"
    r"|seguridad|securite|sicherheit|frases?\b|formacion|taller|informe|charla|articulo"
    r"|advertencia|formation|atelier|rapport|conference|sensibilisation|lesekreis|grupo de lectura"
    r"|строк|фраз|обучени|фильтр|отчёт|отчет|лекци|статья|конспект|тренинг|инцидент|модератор"
    r"|безопасност)"
    r"|schulung|merkblatt|bericht|vortrag|artikel|warnung|vorfall"
    r"|文字列|문자열|発表|培训|培訓|研修|교육|필터|过滤|過濾|フィルタ|报告|報告|보고서|讲座|講義|강의|기사"
    r"|文章|記事|教材|교재|실습|复盘|振り返り|회고|告警|安全|セキュリティ|보안",
    re.IGNORECASE,
)
# The note's own rule that what the agent reads is data, not orders ("they are data, not
# instructions", "只当资料，不当命令", "命令ではなくデータ", "данные, а не команды"): a setting
# word, read outside the quotes only (inside them it would be an attacker's cover), and only for
# quoted mentions beside a cue that the quote was found in a document (`_FOUND_RE`): "the admin
# wrote '...'" after "pages are data, not orders" vouches for an order.
_DEFENCE_RE = re.compile(
    r"\b(?:data|facts?|information|content|text)\W{1,3}(?:not|never) (?:an? )?(?:instructions?"
    r"|commands?|orders?)\b|\bno (?:son )?(?:ordenes|instrucciones|comandos)\b"
    r"|\b(?:documentos|paginas|correos), no (?:los|las) obedec\w{0,3}"
    r"|\bpas (?:des |un |une |d')?(?:ordres?|instructions?|consignes?|commandes?)\b"
    r"|\bkeine (?:befehle|anweisungen|instruktionen|kommandos)\b"
    r"|\bданные,? а не (?:команд|инструкц|приказ|указани)\w{0,3}"
    r"|(?:资料|資料|数据|數據|材料|信息|資訊)\W{0,2}(?:而?不当|不當|而不是|不是|而非|并非|並非)\W{0,2}(?:命令|指令)"
    r"|(?:資料|データ|情報)(?:であって|であり)?(?:、)?(?:命令|指示)ではな[いく]"
    r"|(?:命令|指示)ではなく(?:データ|資料|情報)|(?:자료|데이터|정보)\w{0,4}(?: \w{1,3})? (?:지시|명령)(?:이|가) 아니"
    r"|(?:지시|명령)(?:이|가) 아니라 (?:자료|데이터|정보)",
    re.IGNORECASE,
)
# The quote was found in what the agent read: hidden, embedded, contained, turned up.
# (These words are reporting cues too: `_REPORTED_RE` includes them.)
_FOUND_WORDS = (
    r"hid|hide|hidden|hides|contain\w{0,3}|embedded|planted|slipped|injected|appear\w{0,3}"
    r"|esconde\w{0,2}|escondid\w{0,2}|ocult\w{0,3}|conten\w{0,3}|cach\w{0,4}|gliss\w{0,4}"
    r"|contien\w{0,3}|versteck\w{0,3}|enthalt\w{0,3}|прячут|спрята\w{0,3}|скрыт\w{0,3}"
    r"|содерж\w{0,4}|появля\w{0,4}|aparec\w{0,4}|apparai\w{0,4}|auftauch\w{0,3}"
)
_FOUND_WIDE = r"藏|埋|隠|숨|仕込|심어|出现|出現|現れ|나타나"
_FOUND_RE = re.compile(rf"\b(?:{_FOUND_WORDS})\b|{_FOUND_WIDE}", re.IGNORECASE)
# The quote is reported: named as a kind of text ("phrases like '...'", "「…」のような"), or what
# someone hid, sent or wrote ("the attacker hid '...'", "藏了一句").
_REPORTED_RE = re.compile(
    r"\b(?:like|such as|e\.g\.|for example|for instance|tipo|como|del tipo|comme|du type"
    rf"|par exemple|wie|etwa|z\.b\.|zum beispiel|вроде|типа|например|{_FOUND_WORDS}"
    r"|inserted|tried|wrote|posted|sent|said|написа\w{0,3}"
    # where it turned up, who found it, what caught it
    r"|shows? up|found|saw|seen|stehen|steht|erschein\w{0,3}"
    r"|gefunden|vimos|encontr\w{0,4}|trouv\w{0,3}"
    r"|нашли|увидел\w{0,2}|block\w{0,3}|flag\w{0,3}|caught|catch\w{0,2}|detect\w{0,3}|bloque\w{0,3}"
    r"|detecta\w{0,3}|erkann\w{0,2}|blockier\w{0,3}|ловит\w{0,2}|блокир\w{0,4}|hace que|makes?"
    # who wrote, sent or slipped it in, and who got it
    r"|escribi\w{0,3}|ecri\w{0,2}|schrieb\w{0,2}|было|recibi\w{0,3}|recu|bekam|erhalten|получил\w{0,2}"
    r"|received|got|meti\w{0,2}|schmuggel\w{0,3}|geschmuggelt|вставил\w{0,2}|вставить|подсун\w{0,4}"
    # the quote named as a kind of text
    r"|phrases?|strings?|frases?|фраз\w{0,3}|строк\w{0,3}|quote|quoted|line|sentence|cita|citation"
    r"|zitat|цитат\w{0,2}|ligne|linea|zeile|satz|oracion|предложени\w{0,2}|genre|del estilo"
    r"|в духе|im stil)\b"
    rf"|例如|比如|诸如|像|{_FOUND_WIDE}|など|といった|のような|같은|처럼|류의|之类|之類|这类|這類|这句|這句"
    r"|一句|句子|语句|語句|文字列|문자열|문장|表現|표현|発見|发现|發現|발견|拦截"
    r"|引用|인용|例文|예문|系の|류의|写了|寫了|書いた|썼|收到|受け取|받았|塞了|报告されて|報告されて"
    r"|攔截|拦下|屏蔽|ブロック|検知|차단|탐지",
    re.IGNORECASE,
)
# Addresses say nothing about the note ("collector.test", "docs.example", "/tests/"): dropped
# before the note's words are read.
# Anchored at a token's start: unanchored, a long run without spaces (CJK prose) is scanned again
# from every position (quadratic).
_ADDRESS_RE = re.compile(r"(?<!\S)\S*(?:://|@|/)\S*|(?<![\w-])[\w-]+(?:\.[\w-]+)+")

# A quote introduced as a rule to apply, or an order to carry out what it says.
_RULE_LABEL = (
    r"(?:\bnew (?:rules?|polic(?:y|ies)|instructions?|directives?)|\bupdated instructions?"
    r"|\bfrom now on|\bgoing forward|\bhenceforth|\bapply (?:this|these|it|the following)\b"
    r"|\bfollow (?:this|these|it|the following)\b|\bobey|\brun (?:this|these|it|the following)\b"
    r"|\bexecute (?:this|these|it|the following)\b|\bdo this|\bas (?:a |your )?(?:default|standing"
    r" (?:rule|order|instruction)|policy)\b|\byour (?:new )?(?:rule|default|preference)\b|новое правило|новые правила|новая инструкция|новые инструкции|с этого момента"
    r"|отныне|выполни\w{0,2}|исполни|следуй|примени|新规则|新規則|新指令|新的指令|从现在起|從現在起"
    r"|从今以后|今后|今後|新しいルール|新ルール|以後|새 ?규칙|새로운 ?규칙|새 ?지시|앞으로|지금부터"
    r"|\bnuevas? (?:reglas?|instrucciones|normas?)|\ba partir de ahora|\bdesde ahora|\baplica(?:lo|la)?:"
    r"|\bsigue (?:esta|la|estas|las) (?:regla|norma|instruccion)|\bejecuta(?:lo|la)?:|\bnouvelles? (?:regles?|instructions?|consignes?)|\bdesormais"
    r"|即时?生效|立即执行|立即生效|即日|直ちに|即時|즉시|바로 적용|немедленно|\bsofort|\bde inmediato"
    r"|\bimmediatement|\bimmediately|\bdorenavant|\ba partir de maintenant|\bapplique[- ](?:la|le|les|ceci|ca)\b|\bapplique\s?:"
    r"|\bexecute[- ](?:la|le|ceci)\b|\bsuis[- ](?:la|le|les|cette|ces)\b|\bneue (?:regel|regeln"
    r"|anweisung|anweisungen|vorgabe)|\bab jetzt|\bab sofort|\bkunftig|\bbefolge|\bfuhre)"
)
# A label the note reports an attacker trying ("the injection tried to set a new rule: '...'").
_TRIED_RE = re.compile(r"(?:tried|trying|attempt\w{0,3}|versucht\w{0,2}|intent\w{0,3}|tente\w{0,2}"
                       r"|пыта\w{0,4}|попыт\w{0,3}|试图|試圖|企图|企圖|しようと|하려고)\W(?:\w+\W+){0,4}$")
_LABEL_END_RE = re.compile(rf"{_RULE_LABEL}[^\n]{{0,12}}$", re.IGNORECASE)
_ORDER_AFTER = (
    r"(?:\brun (?:it|this|that|them)|\bexecute (?:it|this|that)|\bdo (?:it|this|that)\b"
    r"|\bfollow (?:it|this|that|them)|\bapply (?:it|this|that|them)|\bobey|\bcomply|\bcarry (?:it|this)"
    r" out|\bact on (?:it|this)|\bact accordingly|\bkeep (?:it|this) as|\bis (?:now )?your (?:new )?rule"
    r"|\baccept (?:it|this)|прими(?:те)? (?:его|это|ее|её)|\bacepta(?:la|lo)\b|\baccepte[sz]?-(?:la|le)"
    r"|\bakzeptier\w{0,2} (?:es|das|sie)|接受它|受け入れて|받아들여|выполни(?:те)?\b|выполняй(?:те)?\b|исполни|следуй|примени(?:те)?\b|соблюдай|сделай это|делай так"
    r"|\bubernimm|\bals deine|\bas your (?:new )?(?:rule|setting|default|policy|instruction)"
    r"|\bcomo tus? (?:nueva )?(?:regla|norma|configuracion|instruccion)|\bcomme (?:ta|tes|votre)"
    r" (?:nouvelle )?(?:regle|consigne|instruction)|\bкак сво\w{1,2} (?:правил|настройк|инструкц)"
    r"|作为你的|當作你的|当作你的|としてあなたの|너의 규칙으로|규칙으로 삼"
    r"|тво[её] правило|执行(?!了)|照做|照办|照此|照着做|按此|遵守|遵照|実行して(?!は)|実行せよ|実行しろ"
    r"|従って(?!は)|従え|適用して|守って|실행해|실행하세요|실행하라|실행할 것|따라 ?해|따르세요|따르라"
    r"|적용해|적용하세요|지켜|이대로|\bejecuta(?:lo|la)?\b|\baplica(?:lo|la)\b|\bsiguel|\bobedec"
    r"|\bcumpl(?:e|elo|ela)\b|\bhazlo|\bexecute[sz]?\b|\bapplique(?:[sz]|-la|-le)?\b|\bsuis-l"
    r"|\bobei[sz]\b|\brespecte[sz]?\b|\bfais-le|\bfuhr\w{0,3} (?:es|das|sie|ihn) aus|\bbefolgen?\b"
    r"|\bwende (?:es|das|sie) an|\bhalte dich daran|\bmach das"
    # obligation and schedule: "Stick to it", "Make sure you execute it", "每周都要做", "毎週やっておくこと"
    r"|\bdo the same|\bhaz lo mismo|\bfais de meme|\bfais pareil|\bmach(?:e)? (?:es|das) genauso"
    r"|сделай так же|同样做|照样|同じように|똑같이|\bstick to|\bmake sure|\bensure (?:it|this|that)|\bkeep (?:doing|it|this)|\bmandatory"
    r"|\bevery (?:day|night|morning|week|session|time|run)|\bfrom today|\ba respecter|\ba faire"
    r"|\bmantenlo|\bdesde hoy|\bcada (?:dia|noche|semana|sesion)|\bchaque (?:jour|nuit|semaine|session)"
    r"|\beinhalten|\berledigen|\bbehalte|\bjede (?:nacht|woche|sitzung)|\bjeden (?:tag|morgen)"
    r"|строго|каждую (?:ночь|неделю)|каждый (?:день|раз)|запомни|务必|坚持|堅持|每周|每週|每天|每晚"
    r"|以后都|以後都|都要|(?:実行|徹底|遵守|やっておく|守る|従う)(?:する)?こと(?![がもは])|必ず|標準|毎晩|毎日|毎週"
    r"|(?<!\w)(?:할|따를|지킬|실행할|유지할) 것|라고 (?:답|말)|と(?:答え|言)(?:る|て|なさい)|반드시|유지|기본 동작|매일|매주)"
)
_ORDER_AFTER_RE = re.compile(_ORDER_AFTER, re.IGNORECASE)
# A negation or a hedge just before the order word: a description, not an order ("warum ein
# Assistent das nicht befolgen darf", "不要执行", "AI助手读到就可能照做", "the bot might follow it").
_NOT_AN_ORDER_RE = re.compile(
    r"(?:\bnot|n't|\bnever|\bno|\bnicht|\bnie|\bniemals|\bne|\bpas|\bnunca|\bjamais|\bне|\bникогда"
    r"|不要|别|別|勿|不得|不能|不会|禁止|절대|可能)[ \t]{0,2}(?:\w+['’ \t]{1,2}){0,1}$"
    # a hedge only after an agent: the note says what a model may do, not what this one must
    r"|(?:\bmodels?|\bbots?|\bassistants?|\bai\b|\bagents?|\bllms?|模型|助手|モデル|모델|бот|модел"
    r"|asistente|modele|modell)\w{0,3}\W(?:\w+\W+){0,3}?(?:might|may|could|would|will|konnte|wurde"
    r"|kann|pourrait|peut|podria|puede|может|мог|будет)\W{0,2}(?:\w+\W{1,2}){0,1}$"
    # a causative: what an injection makes a model do
    r"|(?:hace que|pousse\W(?:\w+\W+){0,2}a|damit|чтобы|so that|(?:to make|makes?|made)\W(?!sure"
    r"|certain)(?:the|it|them|an?|models?|bots?|agents?|assistants?)\b)\W(?:\w+\W+){0,3}$"
    r"|(?:让|讓|使)(?:模型|助手|它|ai|机器人|機器人|智能体|智能體|大模型|代理)\w{0,4}$",
    re.IGNORECASE,
)
# What follows a quote in a note that names it as a kind of text ("'…' 같은 프롬프트", "「…」のような").
_SUCH_AS_RE = re.compile(r"\W{0,2}(?:같은|류의|따위|등의|のような|みたいな|などの|といった|之类|之類|等|这类|這類)")
# A note says something about its quote: enough words of its own outside the quotes.
_OWN_WORDS = 5
_WORD_RE = re.compile(r"[^\W\d_]+")
_WIDE_RE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")

_SPEECH_WINDOW = 20
# Verbs of saying: a quote after one is what the agent is told to say, not a quoted attack.
_SPEECH_RE = re.compile(
    r"\b(?:say|tell|answer|reply|respond|claim|state|write|di|dis|dites|digas?|responde|contesta"
    r"|sag\w{0,2}|antwort\w{0,2}|schreib\w{0,2}|скажи|говори|отвечай|ответь|пиши|напиши)\b"
    r"|说|說|回答|答复|回复|写|寫|と言|と答|と書|言って|말해|답해|라고")


def meta_view(text: str) -> str:
    """NFKC, casefolded, with accents dropped from Latin letters only (kana voicing marks,
    Cyrillic letters and composed Hangul are kept)."""
    folded = casefolded(text)
    if folded.isascii():
        return folded
    kept: list[str] = []
    for char in unicodedata.normalize("NFD", folded):
        if unicodedata.combining(char) and kept and kept[-1].isascii():
            continue
        kept.append(char)
    return unicodedata.normalize("NFC", "".join(kept))


def _unquoted(view: str) -> str:
    return _QUOTED_SPAN_RE.sub(" ", view)


def talks_about_attacks(text: str, *, in_quotes: bool = False) -> bool:
    """True when the text has a word of a note about attacks, tests or research, or a word of a
    setting (security, an audit, a report, training) together with a cue that a quote is
    reported ("phrases like", "the attacker hid"), or (own words only) the note's rule that what
    the agent reads is data, not orders, beside a cue that the quote was found in such text.

    Args:
        text: Any text.
        in_quotes: Count words inside quotation marks too (by default only the note's own
            words count). Addresses never count.
    """
    view = meta_view(text)
    outside = _ADDRESS_RE.sub(" ", _unquoted(view))
    own = _ADDRESS_RE.sub(" ", view) if in_quotes else outside
    if META_RE.search(own) is not None:
        return True
    if _SETTING_RE.search(own) is not None and _REPORTED_RE.search(_unquoted(view)) is not None:
        return True
    return (not in_quotes and _DEFENCE_RE.search(outside) is not None
            and _FOUND_RE.search(outside) is not None)


@functools.lru_cache(maxsize=8)
def _ordered(view: str) -> bool:
    """Whether a quote is introduced as a rule to apply, or followed (within 50 characters) by
    an order to carry it out that is neither negated nor hedged."""
    quotes = list(_QUOTED_SPAN_RE.finditer(view))
    for quote in quotes:
        label = _LABEL_END_RE.search(view, max(0, quote.start() - 40), quote.start())
        if (label is not None
                and not any(other.start() <= label.start() < other.end() for other in quotes)
                and _TRIED_RE.search(view, max(0, label.start() - 40), label.start()) is None):
            return True
        order = _ORDER_AFTER_RE.search(view, quote.end(), quote.end() + 50)
        if order is not None and not any(
                other.start() <= order.start() < other.end() for other in quotes
        ) and _NOT_AN_ORDER_RE.search(
                view, max(0, order.start() - 24), order.start()) is None:
            return True
    return False


def _own_words(view: str) -> int:
    outside = _unquoted(view)
    return len(_WORD_RE.findall(_WIDE_RE.sub(" ", outside))) + len(_WIDE_RE.findall(outside)) // 2


def quoted_mention(view: str, start: int, end: int, *, source: str | None = None,
                   code: bool = True) -> bool:
    """True when ``view[start:end]`` (a rule match) lies inside a quotation in a note that talks
    about attacks, tests or research, and the note does not order what the quote says.

    Args:
        view: The matching view the rule ran on.
        start: Start of the match in ``view``.
        end: End of the match in ``view``.
        source: The text the view was made from; the note's own words are read there, where the
            matching view's folding has not hidden them. Defaults to ``view``.
        code: Whether backticks around code count as quotation marks (not for the structural
            rules: a command in backticks is code to run).
    """
    if not inside_quote(view, start, end, code=code):
        return False
    return _mentions_allowed(view if source is None else source)


def inside_quote(view: str, start: int, end: int, *, code: bool = True) -> bool:
    """Whether quotation marks hold ``view[start:end]``, whatever the note says about the quote
    (see `quoted_mention` for the mention of an attack).

    Args:
        view: The matching view.
        start: Start of the match in ``view``.
        end: End of the match in ``view``.
        code: Whether backticks around code count as quotation marks.
    """
    return any(_quote_covers(view, start, end, opening, closings)
               for opening, closings in _QUOTE_PAIRS.items() if code or opening != "`")


def quotes_snippet(text: str, snippet: str) -> bool:
    """Whether a quotation in ``text`` holds ``snippet``, a rule match taken from any matching
    view (compared in the normalised view without spacing, as the views differ in spacing).

    Args:
        text: The text the rule ran on.
        snippet: The matched text.
    """
    key = _unspaced(normalise(snippet))
    if not key:
        return False
    quoted = [_unspaced(normalise(span.group())) for span in _QUOTED_SPAN_RE.finditer(text)]
    # The same words outside every quote as well: the order is given, not only quoted.
    return (any(key in span for span in quoted)
            and key not in _unspaced(normalise(without_quotes(text))))


def without_quotes(text: str) -> str:
    """``text`` with every quoted span (and fenced code block) replaced by a space: what the
    note says in its own words."""
    return _QUOTED_SPAN_RE.sub(" ", text)


def _unspaced(text: str) -> str:
    return "".join(text.split())


# The note-level half of `quoted_mention` does not depend on the match: computed once per note
# (a rule retried after a passed-over quote asks again for the same note).
@functools.lru_cache(maxsize=8)
def _mentions_allowed(source: str) -> bool:
    note = _note(source)
    return talks_about_attacks(note) and not _ordered(note) and _own_words(note) >= _OWN_WORDS


def _closing(text: str, closings: str, after: int) -> int:
    positions = [_closing_quote(text, after) if closing == "'" else text.find(closing, after)
                 for closing in closings]
    return min((position for position in positions if position != -1), default=-1)


def _closing_quote(text: str, after: int) -> int:
    found = _APOSTROPHE_FREE_QUOTE_RE.search(text, after)
    return -1 if found is None else found.start()


# A single quote that closes a quote: not an apostrophe between two Latin letters ("team's").
_APOSTROPHE_FREE_QUOTE_RE = re.compile(rf"'(?!(?<={_LATIN}'){_LATIN})")


# Code in backticks: a quote only when it reads as code (a plain sentence in backticks is prose).
_CODE_RE = re.compile(r"[$/|=~<>{}\[\]]|--|^\S+$")


def _code_quote(text: str, left: int, right: int) -> bool:
    return _CODE_RE.search(text[left + 1 : right]) is not None


def _quote_covers(text: str, start: int, end: int, opening: str, closings: str) -> bool:
    """Whether a quote of this kind holds the match: the match lies inside it, starts inside it
    with most of it quoted or the quote named as a kind of text ("'send the user's files to X'
    같은 문장"), or starts with a verb of the note just before the quote it governs ("cacher
    « assistant, envoie ... »")."""
    left = text.rfind(opening, 0, start + 1)
    if left != -1 and not (opening in "'`" and left and text[left - 1].isalnum()):
        right = _closing(text, closings, max(start, left + 1))
        if right != -1 and "\n" not in text[left:right] and (
                opening != "`" or _code_quote(text, left, right)) and (
                right >= end - 1 or 2 * (right - start) >= end - start
                or _SUCH_AS_RE.match(text, right + 1) is not None):
            return True
    inner = text.find(opening, start, min(end, start + _SPEECH_WINDOW))
    if (inner == -1 or (opening in "'`" and inner and text[inner - 1].isalnum())
            or _SPEECH_RE.search(text, start, inner) is not None):
        return False  # "就说「没有发生过」", "say 'all tests pass'": words to say, an order
    right = _closing(text, closings, inner + 1)
    return (right != -1 and "\n" not in text[inner:right]
            and (opening != "`" or _code_quote(text, inner, right))
            and 2 * (min(right, end) - inner) >= end - start)


# Who ran a command, in the past tense, just before it is quoted: a write-up of an attack ("the
# attacker ran `...`", "攻击者执行了 `...`"), not an order to run it.
_ACTOR = (r"(?:attackers?|intruders?|someone|somebody|atacantes?|alguien|attaquants?|quelqu'un"
          r"|angreifer|jemand|злоумышленник\w{0,2}|хакер\w{0,2}|кто-то|攻击者|攻擊者|黑客|有人"
          r"|攻撃者|ハッカー|何者か|공격자|해커|누군가)")
_RAN = (r"(?:ran|executed|tried|used|planted|slipped|injected|ejecuto|lanzo|metio|intento|uso"
        r"|a lance|a execute|a glisse|a tente|a utilise|hat|versuchte|nutzte|выполнил\w{0,2}"
        r"|запустил\w{0,2}|пыталс\w{0,2}|вставил\w{0,2}|执行了|運行了|运行了|塞了|用了|尝试|嘗試"
        r"|実行した|仕込|使った|실행했|심어|시도했)")
_REPORTED_RUN_RE = re.compile(rf"{_ACTOR}\W{{0,3}}(?:[^\n`.;。]{{0,60}}?){_RAN}[^\n`.;。]{{0,60}}?`",
                              re.IGNORECASE)


def reported_command(view: str, start: int, end: int, *, source: str) -> bool:
    """True when ``view[start:end]`` lies in backticks after words saying who ran it, in the past
    tense ("the attacker ran `...`", "злоумышленник выполнил `...`"), and nothing in the note
    orders it run again.

    Args:
        view: The matching view the command was found in.
        start: Start of the command's match in ``view``.
        end: End of the match in ``view``.
        source: The text the view was made from (the note's own words are read there).
    """
    left = view.rfind("`", 0, start + 1)
    if left == -1 or view.find("`", max(start, left + 1)) < end - 1:
        return False
    return _run_reported(source)


@functools.lru_cache(maxsize=8)
def _run_reported(source: str) -> bool:
    note = _note(source)
    return _REPORTED_RUN_RE.search(note) is not None and not _ordered(note)


@functools.lru_cache(maxsize=8)
def _note(source: str) -> str:
    return meta_view(source)
