"""Bad news held back until the listener has committed.

A classic sales deception: the side effect, the crack in the screen, the extra fee, the
commission, the rent increase is disclosed only once the customer has signed, paid, booked or
renewed, when it is too late to walk away ("don't tell patients about the side effects until
they've confirmed their booking", "开瓶费等定金交了再加到结算单里", "契約までは伏せておく",
"잔금 입금이 확인되기 전에는 누수가 있다고 말하지 마세요", "не говори арендатору про грибок,
пока не подтвердится оплата", "no le digas al comprador lo del siniestro hasta que se confirme
la transferencia", "ne dis pas à l'acheteur pour la fissure tant qu'il n'a pas payé",
"die Provision erst nach der Unterschrift erwähnen").

Users write the same shape as honesty rules, but about a claim and a check: "don't tell a
customer their parcel is delivered until the tracking says so", "don't say the deploy worked
until you've checked". What tells the two apart is what the rule reads in one sentence (or a
sentence and the next, "don't mention the damp. Wait until the deposit has cleared."): **bad
news** (a risk, a defect, a fee, a commission, a price rise, a lawsuit, a failed result) kept
back or told only later, and **the listener's commitment** (signing, paying, a deposit, a
booking, an order, a renewal, the keys handed over) as the moment it may be told. A
verification ("until the doctor has confirmed it") is no commitment, and a good claim ("paid",
"delivered") is no bad news.

A sentence passes that keeps a surprise, asks for the news up front ("never hold back the fee
until they've booked", "别等签了再说"), waits for a checker's signature (a doctor, a board, head
office), is about a salary or a receipt or news the listener has already seen, or describes the
practice as a scam.
"""

from __future__ import annotations

import re

from .vetoes import SCAM_RE

__all__ = ["withheld_until_committed"]

_F = re.IGNORECASE

_BAD = (
    r"\b(?:side[- ]effects?|risks?|defects?|cracks?|crack(?:ed)?|leaks?|leaking|damp|mou?ld"
    r"|accident|damage[ds]?|faults?|flaws?|fees?|surcharges?|extra (?:costs?|charges?|fees?)"
    r"|hidden (?:costs?|charges?)|commissions?|kickbacks?|referral (?:fee|bonus)|price (?:rise|increase|hike)"
    r"|rent (?:rise|increase)|increase|interest rate|penalt(?:y|ies)|cancellation (?:fee|cost)s?"
    r"|discontinued|recall(?:ed)?|positive|failed|errors?|mistakes?|noise|construction"
    r"|exclusivity|lock-in|waiting period|infestation|mice|rats|pests?|lawsuit|litigation|legal action"
    r"|asbestos|flood\w{0,3}|subsidence|lien|renovation|exclusions?|auto-?renew\w{0,4}|doubles"
    r"|end-of-life|corkage|early-exit|exit (?:fee|charge)|minimum term|bedbugs|termites|write-off"
    r"|mould|mold|rais(?:e|es|ing) the (?:rent|price|fees?))\b"
    r"|官司|诉讼|訴訟|纠纷|糾紛|石棉|泡过水|泡過水|泡水|浸水|水淹|壁癌|白蚁|白蟻|抵押|翻倍|自动续费|自動續費"
    r"|免责|免責|涨|漲|车祸|車禍|事故车|事故車"
    r"|アスベスト|石綿|訴訟|裁判|抵当|免責|倍に|自動更新|解約金|修復歴|事故物件|教材費|別途"
    r"|근저당|소송|석면|침수|자동 ?갱신|약정|보증이 안|오른다|공사 ?중"
    r"|\bиск\w{0,2}|\bсуд\w{0,3}|асбест\w{0,2}|затоплен\w{0,3}|подтоплен\w{0,3}|обременени\w{1,2}"
    r"|вдвое|автопродлени\w{1,2}|ремонт\w{0,2}|оплачива\w{2,4} отдельно"
    r"|\bdemanda\b|\bpleito\b|\bamianto\b|\binundable\b|\binundaci|\bhipoteca\b|\bduplica\b"
    r"|renovaci[óo]n autom[áa]tica|\bexclusiones\b|\btasas\b"
    r"|\bproc[èe]s\b|\blitige\b|\bamiante\b|\binondable\b|\binondation|\bhypoth[èe]que\b"
    r"|reconduction tacite|\bexclusions\b|\bengagement de \d+"
    r"|\bklage\b|rechtsstreit|asbest|[üu]berschwemmung|hochwasser|grundschuld|hypothek|verdoppel"
    r"|automatische verl[äa]ngerung|mindestlaufzeit|ausschl[üu]ss\w{1,2}|zuzahlung|hagelschaden"
    r"|renoviert|renovierung|provision|schimmel|wasserschaden"
    r"|副作用|风险|風險|缺陷|瑕疵|裂|漏水|渗水|滲水|霉|事故|损坏|損壞|故障|手续费|手續費|服务费|服務費"
    r"|开瓶费|開瓶費|附加费|附加費|额外|額外|隐形|隱形|佣金|回扣|提成|返点|返點|涨价|漲價|加价|加價"
    r"|调价|調價|利率|利息|违约金|違約金|罚款|罰款|停产|停產|召回|阳性|陽性|不及格|挂科|掛科|错误"
    r"|錯誤|噪音|施工|等待期|第二页|第二頁"
    r"|副作用|リスク|欠陥|不具合|割れ|ひび|雨漏り|漏水|カビ|事故|故障|損傷|手数料|追加料金|別料金"
    r"|サービス料|紹介料|仲介料|マージン|キックバック|値上げ|金利|違約金|キャンセル料|生産終了|廃番"
    r"|リコール|陽性|不合格|騒音|工事|待機期間|シロアリ"
    r"|부작용|위험|하자|결함|누수|곰팡이|사고|고장|파손|수수료|추가 ?요금|추가 ?비용|커미션|리베이트"
    r"|인상|금리|이자|위약금|단종|리콜|양성|불합격|떨어졌|오류|소음|공사"
    r"|побочн\w{1,4}|риск\w{0,3}|дефект\w{0,3}|трещин\w{0,3}|протечк\w{0,3}|плесен\w{0,3}|грибк?\w{0,3}"
    r"|авари\w{1,3}|дтп|поврежд\w{1,5}|неисправн\w{1,4}|комисси\w{1,3}|доплат\w{1,3}|скрыт\w{1,3}"
    r"|наценк\w{1,2}|откат\w{0,2}|повышени\w{1,2}|подорожани\w{1,2}|неустойк\w{1,2}|штраф\w{0,3}"
    r"|отзыв\w{0,2}|положительн\w{1,3}|ошибк\w{0,3}|шум\w{0,2}|стройк\w{0,2}|клоп\w{0,2}|мыш\w{0,2}"
    r"|\befectos secundarios|\briesgos?\b|\bdefectos?\b|\bgrietas?\b|\bgoteras?\b|\bhumedad\b|\bmoho\b"
    r"|\bsiniestro\b|\baccidentes?\b|\bdaños?\b|\baver[íi]as?\b|\bcomisi[óo]n(?:es)?\b|\brecargos?\b"
    r"|\bgastos? (?:extra|adicional\w{0,2}|ocultos)|\bsubida\b|\baumento\b|\bintereses\b"
    r"|\bpenalizaci[óo]n\b|\bdescatalogad\w|\bsuspen(?:di\w{0,3}|so)\b|\berrores\b|\bruidos?\b"
    r"|\bobras\b|\bpermanencia\b|\bexclusividad\b|\bplagas?\b|\bratones\b"
    r"|\beffets (?:secondaires|ind[ée]sirables)|\brisques?\b|\bd[ée]fauts?\b|\bfissures?\b|\bfuites?\b"
    r"|\bhumidit[ée]\b|\bmoisissures?\b|\bsinistres?\b|\baccidents?\b|\bd[ée]g[âa]ts?\b|\bpannes?\b"
    r"|\bcommissions?\b|\bfrais\b|\bsuppl[ée]ments?\b|\bsurco[ûu]ts?\b|\bhausses?\b|\baugmentations?\b"
    r"|\bint[ée]r[êe]ts\b|\bp[ée]nalit[ée]s?\b|\brappels?\b|\bpositifs?\b|\brecal[ée]\b|\berreurs?\b"
    r"|\bbruits?\b|\btravaux\b|\bexclusivit[ée]\b|\bsouris\b|\bpunaises\b"
    r"|\bnebenwirkung\w{0,2}|\brisik\w{0,2}|\bm[äa]ngel\b|\bmangel\w{0,2}|\bdefekt\w{0,2}|\briss\w{0,2}"
    r"|\bundicht\w{0,2}|\bwasserschaden\b|\bschimmel\w{0,2}|\bunfall\w{0,3}|\bsch[äa]den\b"
    r"|\bgeb[üu]hr\w{0,2}|\bzuschl[äa]g\w{0,2}|\baufpreis\w{0,2}|\bprovision\w{0,2}|\berh[öo]hung\w{0,2}"
    r"|\bpreiserh[öo]hung\w{0,2}|\bzinsen\b|\bvertragsstrafe\b|\bstorno\w{0,8}|\br[üu]ckruf\w{0,2}"
    r"|\bpositiv\w{0,2}|\bdurchgefallen\b|\bfehler\w{0,2}|\bl[äa]rm\w{0,2}|\bbaustelle\w{0,2}"
    r"|\bexklusiv\w{0,6}|\bm[äa]use\b|\bsch[äa]dling\w{0,3}"
)
# The listener's commitment: signing, paying, a deposit, a booking, an order, a renewal.
_COMMIT = (
    r"\b(?:sign(?:s|ed|ing)?|signature|contract|lease|renew\w{0,4}|deposit|pa(?:y|ys|id|yment)"
    r"|transfer|book(?:s|ed|ing)?|order(?:s|ed)?|enrol\w{0,5}|check(?:s|ed)? out|purchase\w?"
    r"|non-?refundable|committed|exchanged?|exchange of contracts|completion|keys|hand(?:ed)? ?over"
    r"|drives? (?:it )?off|pick(?:s|ed)? (?:it )?up|collects?|cooling-?off|return window|checkout"
    r"|signed up|balance is paid|purchase order|first (?:statement|payment|debit|month))\b"
    r"|提车|提車|刷卡|开通|開通|过户|過戶|交房|交钥匙|交鑰匙|签约|簽約|签名|簽名|冷静期"
    r"|引き渡し|引渡し|納車|入会|手付金|クーリングオフ|成約|出庫"
    r"|출고|환불 기간|약정|인도|잔금"
    r"|сделк\w{0,2}|ключ\w{0,2}|внес\w{1,4}|списани\w{1,2}"
    r"|escritura|\bse[ñn]al\b|domiciliad\w{1,3}|matricul\w{1,5}|\bp[óo]liza\b"
    r"|notaire|remise des cl[ée]s|pr[ée]l[èe]vement|\bdevis sign[ée]|\bvers[ée]\w{0,2}\b"
    r"|notar\w{0,6}|schl[üu]ssel[üu]bergabe|lastschrift\w{0,8}|kaufvertrag|unterschrieben|unterschrift"
    r"|签|簽|付款|付了|交了|定金|订金|訂金|首付|下单|下單|续约|續約|续费|續費|报名|報名|入住|买了|買了"
    r"|契約|署名|サイン|入金|支払|予約|申し込|申込|購入|成約|決済"
    r"|서명|계약|결제|입금|잔금|예약|등록|구매|주문"
    r"|подпи\w{1,6}|оплат\w{1,4}|предоплат\w{1,2}|договор\w{0,3}|заключ\w{1,6}|брон\w{1,6}"
    r"|аванс\w{0,2}|залог\w{0,2}|покуп\w{1,4}|заказ\w{0,3}|продлени\w{1,2}|продл\w{1,4}"
    r"|\bfirm\w{1,4}\b|\bpag\w{1,5}\b|\btransferencia\b|\breserv\w{1,4}\b|\bcontrato\b|\bse[ñn]al\b"
    r"|\bmatr[íi]cula\b|\brenovaci[óo]n\b|\bcompra\w{0,2}\b"
    r"|\bsign[ée]\w{0,2}\b|\bsignature\b|\bpay[ée]\w{0,2}\b|\bpaiement\b|\bvirement\b|\br[ée]serv\w{1,5}\b"
    r"|\bcontrat\b|\bacompte\b|\binscri\w{1,5}\b|\brenouvel\w{1,6}\b|\bcommand\w{1,4}\b|\bbail\b"
    r"|\bunterschr\w{1,6}|\bunterzeichn\w{1,3}|\bbezahl\w{0,3}|\b[üu]berwies\w{0,2}|\bgebucht\b"
    r"|\bbuchung\b|\bvertrag\w{0,5}|\banzahlung\b|\bbestell\w{1,4}|\bverl[äa]nger\w{1,4}"
)
# Kept back: "don't tell / mention / say", 先别提, 言わない, 말하지 마, не говори, no le digas ...
_HOLD_BACK = (
    r"\b(?:don'?t|do not|never|not|no need to)\s+(?:\w+\s+)?(?:tell|mention|say|bring up|disclose|reveal"
    r"|show|point out|let (?:them|him|her|the \w+) know|raise|inform)\b|\bleave (?:it|them|\w+) out\b"
    r"|\bkeep (?:it|this|that|quiet|mum)\b|\bhold (?:it )?back\b|\bwithhold\b|\bsay nothing\b"
    r"|\blet them find out\b|\bsmall print\b|\bfine print\b|\bnot disclose\b|\bdo not disclose\b"
    r"|\bdon'?t disclose\b|\bonly (?:share|mention|tell|disclose|raise)\b"
    r"|不用(?:讲|講|说|說|提)|一律不提|(?:别|別)主动|自然会知道|自然會知道|小字"
    r"|黙って|軽く流|お伝えしない|話さない|비밀|꺼내지|ни слова|пусть узнают|молчи\w{0,2}"
    r"|\bno (?:se )?(?:lo |le |les )?(?:digas|menciones|comentes|cuentes)\b|letra peque[ñn]a"
    r"|no hace falta explicar\w{0,4}|\bn'en parle pas\b|\bne dites pas\b|\bmotus\b|petits caract[èe]res"
    r"|\bn'appara[iî]t que\b|\bnicht (?:erw[äa]hnen|ansprechen)\b|kleingedruckt"
    r"|(?:先|暂时|暫時)?(?:别|別|不要|不用|先不|不)(?:提|说|說|告诉|告訴|讲|講|透露|通知)|瞒|瞞|只讲|只講"
    r"|言わない|伝えない|触れない|伏せ|黙って|知らせない|話さない|言わずに|伝えずに|見せない"
    r"|말하지 ?마|말하지 ?말|알리지 ?마|알리지 ?말|언급하지|숨기|얘기하지"
    r"|не (?:говори|сообщай|упоминай|рассказывай|показывай|говорите|сообщайте|упоминайте)"
    r"|умолч\w{1,4}|скрыва\w{1,3}|молчи"
    r"|\bno (?:le |les |se )?(?:digas|menciones|cuentes|informes|ense[ñn]es|comentes|mencion\w{1,4})\b"
    r"|\bsin mencionar\b|\bocult\w{1,4}\b"
    r"|\bne (?:lui |leur |les |le |la )?(?:dis|mentionne|parle|signale|montre|r[ée]v[èe]le|pr[ée]viens)\b"
    r"|\bsans (?:mentionner|dire|pr[ée]venir)\b|\bcache\w{0,2}\b|\btais\b"
    r"|\bnicht (?:sagen|erw[äa]hnen|erz[äa]hlen|mitteilen|zeigen|ansprechen)\b|\berw[äa]hn\w{0,2} nicht\b"
    r"|\bsag\w{0,2}\b[^.!?\n]{0,30}\bnichts?\b|\bverschweig\w{0,2}|\bverheimlich\w{0,2}"
)
# The moment it may be told: until / only after / once the commitment is made.
_UNTIL = (
    r"\b(?:until|till|unless|before|only (?:after|once|when)|after|once|wait until)\b[^.!?\n]{0,60}?"
    + "(?:" + _COMMIT + ")"
    + r"|(?:等|待)[^。！？\n]{0,20}?(?:" + _COMMIT + r")[^。！？\n]{0,10}?(?:再|后|後|之后|之後|以后|以後)"
    + r"|(?:" + _COMMIT + r")[^。！？\n]{0,10}?(?:再说|再說|再通知|再告诉|再告訴|再提|再加|再拿|之前|前)"
    + r"|(?:" + _COMMIT + r")[^。\n]{0,12}?(?:まで|前は|前に|後で|してから|した後)"
    + r"|(?:" + _COMMIT + r")[^.\n]{0,12}?(?:전에는|전까지|될 때까지|하기 전|한 뒤|한 후|후에|다음에)"
    + r"|(?:пока (?:\w+ ){0,3}не|до тех пор,? пока|только после|после того,? как|до)\b[^.!?\n]{0,30}?(?:"
    + _COMMIT + r")"
    + r"|\b(?:hasta (?:que|despu[ée]s|la|el)|antes de(?: que)?|s[óo]lo (?:despu[ée]s|cuando)|una vez)\b"
    + r"[^.!?\n]{0,30}?(?:" + _COMMIT + r")"
    + r"|\b(?:tant qu'|jusqu'[àa]|avant (?:qu'|que|la|le)|qu'apr[èe]s|une fois (?:qu'|que|le|la))"
    + r"[^.!?\n]{0,30}?(?:" + _COMMIT + r")"
    + r"|\b(?:bis|bevor|erst (?:nach|wenn|sobald)|sobald|vor (?:der|dem))\b[^.!?\n]{0,30}?(?:"
    + _COMMIT + r")"
)
# Told only later, after the commitment: "we'll tell him after he signs", "签了再说", "等定金交了再加".
_TOLD_LATER = (
    r"\b(?:tell|mention|add|reveal|disclose|show|inform|bring up|goes? on|share|explain)\w{0,2}\b"
    r"[^.!?\n]{0,60}?\b(?:only )?(?:after|once|till|until)\b[^.!?\n]{0,40}?(?:" + _COMMIT + r")"
    + r"|(?:" + _COMMIT + r")[^。！？\n]{0,8}?(?:以后|以後|之后|之後|后|後)再(?:说|說|告诉|告訴|通知|讲|講)"
    + r"|(?:" + _COMMIT + r")[^。\n]{0,12}?(?:まで|後に|後で|てから|してから)[^。\n]{0,20}?(?:伝え|話|説明|言え|知らせ)"
    + r"|(?:" + _COMMIT + r")[^.\n]{0,12}?(?:끝나고 ?나서|끝나면|한 뒤에|뒤에|후에|다음에)[^.\n]{0,20}?"
    r"(?:알려|설명|말해|얘기)"
    + r"|(?:скаж\w{1,4}|рассказыва\w{1,4}|сообща\w{1,4}|говори\w{1,3})[^.!?\n]{0,30}?"
    r"(?:после того,? как|только когда|уже после)[^.!?\n]{0,40}?(?:" + _COMMIT + r")"
    + r"|\b(?:se cuenta|se dice|expl[íi]ca\w{1,6}|d[íi]selo|menci[óo]na\w{1,4})\b[^.!?\n]{0,30}?"
    r"\b(?:cuando ya|una vez|despu[ée]s de)\b[^.!?\n]{0,40}?(?:" + _COMMIT + r")"
    + r"|\b(?:annonce\w{0,2}|[ée]voque\w{0,2}|communiqu[ée]\w{0,2}|dis\w{0,2}|expliqu\w{1,3})\b"
    r"[^.!?\n]{0,30}?\b(?:seulement apr[èe]s|qu'apr[èe]s|une fois|apr[èe]s)\b[^.!?\n]{0,40}?(?:"
    + _COMMIT + r")"
    + r"|\b(?:sagen wir|erfahren|erw[äa]hn\w{0,3}|ansprech\w{0,3})\b[^.!?\n]{0,30}?\berst,? "
    r"(?:nach|wenn)\b[^.!?\n]{0,40}?(?:" + _COMMIT + r")"
    + r"|(?:等|待)[^。！？\n]{0,20}?(?:" + _COMMIT + r")[^。！？\n]{0,10}?再(?:说|說|通知|告诉|告訴|提|加|拿|讲|講|给|給)"
    + r"|(?:" + _COMMIT + r")[^。！？\n]{0,6}?再(?:说|說)"
    + r"|(?:" + _COMMIT + r")[^。\n]{0,12}?(?:後に|後で|してから|した後|したら)[^。\n]{0,20}?(?:伝え|言う|話す|知らせ|見せ|請求)"
    + r"|(?:" + _COMMIT + r")[^.\n]{0,12}?(?:후에|뒤에|다음에|하면)[^.\n]{0,20}?(?:알려|말해|얘기해|보여|청구)"
    + r"|(?:скаж|сообщ|говор|упомян|рассказ|покаж)\w{0,4}[^.!?\n]{0,30}?только (?:после|когда)"
    + r"[^.!?\n]{0,30}?(?:" + _COMMIT + r")"
    + r"|\b(?:menci[óo]n|d[íi]|di(?:le|les)|cu[ée]nt|inform|ense[ñn])\w{0,6}\b[^.!?\n]{0,30}?"
    + r"\b(?:s[óo]lo|solamente) (?:despu[ée]s|cuando|una vez)\b[^.!?\n]{0,30}?(?:" + _COMMIT + r")"
    + r"|\bn(?:e|')[^.!?\n]{0,30}?\bqu(?:'|e )(?:apr[èe]s|une fois|quand)\b[^.!?\n]{0,30}?(?:"
    + _COMMIT + r")"
    + r"|\berst\b[^.!?\n]{0,40}?\b(?:erw[äa]hn|sag|mitteil|ansprech|nenn|zeig|berechn)\w{0,3}"
    + r"[^.!?\n]{0,10}?\b(?:wenn|nach|sobald)\b[^.!?\n]{0,40}?(?:" + _COMMIT + r")"
    + r"|\berst (?:nach|wenn|sobald)\b[^.!?\n]{0,40}?(?:" + _COMMIT + r")[^.!?\n]{0,30}?"
    + r"\b(?:erw[äa]hn|sag|mitteil|ansprech|nenn|zeig|berechn)\w{0,3}"
)
_HOLD_BACK_RE = re.compile(_HOLD_BACK, _F)
# The user asks for the news up front: the holding back is itself forbidden ("never hold back the
# fee until they've booked", "别等签了再说", "契約後に伝えるのではなく", "не скрывай комиссию").
_UP_FRONT_RE = re.compile(
    r"\b(?:never|don'?t|do not)\s+(?:hold (?:it )?back|hide|wait|withhold|conceal|keep)\b|\bup ?front\b"
    r"|\bbefore (?:they|he|she|signing|booking|paying)\b|别等|別等|不要等|不要隐瞒|不要隱瞞|之前就|前就要"
    r"|のではなく|前に必ず|事前に|지 말고|전에 꼭|전에 미리|не (?:скрывай|скрывайте|жди|ждите)|сразу|заранее"
    r"|\bno (?:ocultes|esperes)\b|desde el primer|\bantes de que firme|\bne (?:cache|attends)\b"
    r"|d[èe]s le premier|verschweig\w{0,2} [^.!?\n]{0,20}nicht|\bgleich im ersten\b|\bsofort\b", _F)
# Someone who checks signs, not the listener ("until the consultant has signed off the report").
_CHECKER_RE = re.compile(
    r"\b(?:consultant|doctor|dr|physician|hr|board|management|director|manager|auditor|committee"
    r"|head office|ceo|boss)\b|总部|總部|主任|医生|醫生|院长|院長|领导|領導|上级|医師|社内|稟議|本社|上司"
    r"|원장|본사|결재|의사|врач\w{0,3}|директор\w{0,2}|руководств\w{1,3}|начальни\w{1,3}"
    r"|m[ée]dic[oa]|direcci[óo]n|\bjefe|m[ée]decin|\bdirect(?:eur|rice|ion)\b|[äa]rzt\w{0,2}"
    r"|gesch[äa]ftsf[üu]hrung|vorstand", _F)
# Good news, a receipt, or news the listener has already seen.
_NOT_BAD_NEWS_RE = re.compile(
    r"\bsalary|\bpay rise|\braise\b|\bwages?\b|\bbonus|\breceipt|already (?:seen|saw|in the quote)"
    r"|工资|工資|薪|奖金|獎金|收据|收據|已经看过|已經看過|年収|給与|领収書|領収書|연봉|급여|영수증|이미 [^.\n]{0,12}봤"
    r"|зарплат|\bчек\w{0,2}\b|уже видел|sueldo|salario|recibo|ya vio|salaire|re[çc]u\b|d[ée]j[àa] vu"
    r"|geh[äa]lt|quittung|schon (?:im angebot )?gesehen", _F)
_UNTIL_RE = re.compile(_UNTIL, _F)
_TOLD_LATER_RE = re.compile(_TOLD_LATER, _F)
_BAD_RE = re.compile(_BAD, _F)
_SENTENCE_RE = re.compile(r"[^.!?。！？\n]+(?:[.!?。！？]+|$)")
_BAD_REACH = 160
# A surprise kept until the day is tact, not a sale ("the present", "the party" are not enough).
_SURPRISE_RE = re.compile(
    r"\bsurprise|\bgift\b|惊喜|驚喜|サプライズ|깜짝|сюрприз|sorpresa|\bregalo\b|\bcadeau|[üu]berraschung"
    r"|geschenk", _F)
_COMMIT_RE = re.compile(_COMMIT, _F)


def withheld_until_committed(folded: str) -> str | None:
    """Bad news kept back until the listener has committed (see the module docstring).

    Args:
        folded: The casefolded note.

    Returns:
        The holding back and the commitment it waits for, or None.
    """
    sentences = list(_SENTENCE_RE.finditer(folded))
    for index, sentence in enumerate(sentences):
        text = sentence.group()
        if (SCAM_RE.search(text) is not None or _SURPRISE_RE.search(text) is not None
                or _UP_FRONT_RE.search(text) is not None or _NOT_BAD_NEWS_RE.search(text) is not None):
            continue
        held = _HOLD_BACK_RE.search(text)
        until = _UNTIL_RE.search(text)
        if held is not None and until is None and index + 1 < len(sentences):
            # "Don't mention the damp. Wait until the deposit has cleared."
            following = sentences[index + 1].group()
            if _UP_FRONT_RE.search(following) is None:
                until = _UNTIL_RE.match(following, len(following) - len(following.lstrip()))
        found = (held, until) if held is not None and until is not None else None
        if found is None:
            later = _TOLD_LATER_RE.search(text)
            found = (later, later) if later is not None else None
        if found is None or _checked_by_someone_else(text):
            continue
        # the bad news in the sentence, just before it or just after it
        low = max(0, sentence.start() - _BAD_REACH)
        if _BAD_RE.search(folded, low, sentence.end() + _BAD_REACH // 2) is not None:
            first, second = found
            return text[min(first.start(), second.start()) : max(first.end(), second.end())]
    return None


def _checked_by_someone_else(sentence: str) -> bool:
    """Whether the commitment waited for is a checker's signature, not the listener's."""
    return any(_CHECKER_RE.search(sentence, max(0, found.start() - 30), found.start()) is not None
               for found in _COMMIT_RE.finditer(sentence))
