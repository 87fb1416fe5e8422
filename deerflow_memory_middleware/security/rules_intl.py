"""Intent rules beyond the English table: seven more languages, structure, and obfuscation.

Each rule pairs an action with its object within a bounded gap (see `matching.near`), so word
order and filler words vary freely. Three views of the text are matched:

- ``latin``: the English normal form (accents dropped, look-alikes mapped, lowercase); Spanish,
  French, German (and Italian / Portuguese) rules run here, and so do structural rules (chat
  template role tags, ``### System:`` headers, forged snapshot frames, templated exfiltration
  URLs, remote scripts piped into a shell at every session);
- ``native``: NFKC and casefolded, letters kept (Russian rules);
- ``compact``: the native view without spaces, punctuation, emoji or marks, so CJK and Korean
  rules match however the characters are spaced ("忽-略-以-上", "忽🙂略"); Latin words run
  together ("ignoreallpreviousinstructions") are matched here too;

plus ``deleet``: the latin view with digits and symbols inside words read as letters
(``1gn0r3`` -> ``ignore``) and camel-case split, on which the English rules run again.

A match inside quotation marks in a text that talks about attacks or tests ("the filter's tests
contain phrases like 'ignore previous instructions'") is a mention, not an instruction, and is
skipped.
"""

from __future__ import annotations

import re
import unicodedata

from .canonical import normalise
from .matching import Rule, compile_rules, first_match
from .rules_en import RULES as _EN_RULES

__all__ = ["find", "quoted_mention"]



def _rule(
    category: str, left: str, right: str | None = None, gap: int = 0
) -> tuple[str, str, str | None, int]:
    """One rule source: ``left`` alone, or ``left`` then ``right`` within ``gap`` characters."""
    return category, left, right, gap


# ------------------------------------------------------------------ latin view (es fr de it pt)
_LATIN_SOURCES: tuple[tuple[str, str, str | None, int], ...] = (
    # override: ignore / forget the previous instructions
    _rule("prompt_injection",
     r"\b(?:ignora\w{0,3}|olvida\w{0,3}|pasa por alto|no (?:les|le) hagas caso|descarta\w{0,2}"
     r"|ignore[rsz]? (?:les|toutes les|tes|vos)|oublie[rsz]?|fais abstraction|ne tiens? (?:pas|plus) compte|n'en tiens pas"
     r"|ignorier\w{0,3}|vergiss\w{0,2}|beachte\w{0,2}|missachte\w{0,2}|dimentica\w{0,2}"
     r"|esque[cç]a\w{0,2}|desconsider\w{0,3}|zapper)\b",
     r"\b(?:instruc\w{0,8}|regla\w?|normas?|indicaciones|directiva\w{0,2}|consignes?|regles?"
     r"|directives?|anweisung\w{0,2}|vorgaben?|regeln?|richtlinien?|systemprompt\w{0,2}|prompt"
     r"|regole|istruzioni|regras|orienta\w{0,6}|avertissements? systeme|lo (?:indicado|anterior)"
     r"|todo lo (?:indicado|anterior|de arriba)|tout ce qui precede)\b", 60),
    _rule("prompt_injection",
     r"\b(?:las|los|les|die|le|la|tus|tes|deine)\b[^.\n]{0,30}\b(?:instruc\w{0,8}|reglas"
     r"|consignes|regles|anweisungen|regeln|vorgaben|directives|indicaciones)\b[^.\n]{0,40}"
     r"\b(?:anulad|cancelad|invalid|obsolet|caduc|annule|perime|aufgehoben|ungultig|veraltet"
     r"|nicht mehr|sin efecto|ya no (?:valen|cuentan|aplican)|ne (?:comptent|valent) plus"
     r"|son viejas|sont obsoletes)", None, 0),
    _rule("prompt_injection",
     r"\b(?:alles|todo lo|tout ce|lo que|ce qui)\b[^.\n]{0,25}\b(?:vor|antes de|avant)\b"
     r"[^.\n]{0,25}"
     r"\b(?:notiz|nota|note)\b", r"\b(?:zahlt nicht|gilt|no cuenta|ne compte|nicht mehr)", 40),
    _rule("prompt_injection",
     r"\b(?:nouvelle tache|neue aufgabe|nueva tarea|nuova attivita)\b", r"\b(?:prompt|systeme"
     r"|system|sistema)\b", 40),
    _rule("prompt_injection",
     r"\b(?:affiche|gib|muestra|revela|imprime|divulgue|zeige?)\b[^.\n]{0,30}"
     r"\b(?:prompt (?:systeme|de sistema|di sistema)|systemprompt|instrucciones del sistema)",
     None, 0),
    # role hijack
    _rule("role_hijack",
     r"\b(?:ahora eres|ya no eres|tu es maintenant|tu n'es plus|du bist (?:jetzt|nun|ab sofort|kein)"
     r"|ora sei|agora (?:voce e|es)|a partir de ahora eres|desormais,? tu es|ab sofort bist du)\b",
     None, 0),
    _rule("role_hijack",
     r"\b(?:modo (?:desarrollador|desenvolvedor|dios|dan)|mode (?:developpeur|dieu|dan)"
     r"|entwicklermodus|gott-?modus|modalita sviluppatore|developer mode|god mode)\b",
     r"\b(?:segur\w{0,6}|securit\w{0,2}|sicherheit\w{0,6}|sicurezza|regl\w{0,2}|regel\w{0,2}"
     r"|regole|politic\w{0,3}|polic\w{0,3}|restric\w{0,6}|einschrank\w{0,4}|filt\w{0,4}"
     r"|ignor\w{0,3}|refus\w{0,3}|guidelines|rules)\b", 60),
    _rule("role_hijack",
     r"\b(?:modo sin restricciones|mode sans restriction|you are in developer mode)\b"),
    _rule("role_hijack",
     r"\b(?:sin (?:restricciones|limites|filtros|censura)|sans (?:aucune )?(?:restrictions?|limites"
     r"|filtres?|censure)|ohne (?:jegliche )?(?:einschrankungen|grenzen|filter|zensur)"
     r"|senza (?:restrizioni|limiti)|sem (?:restricoes|limites))\b",
     r"\b(?:ia|ki|ai|asistente|assistant|assistent|assistente|responde\w?|reponds|antworte\w?"
     r"|cumple|nunca se niega|refuse jamais|nie ablehnt|eres|es|bist)\b", 60),
    _rule("role_hijack",
     r"\b(?:asistente|assistant|assistent|ia|ki)\b",
     r"\b(?:sin (?:restricciones|limites)|sans (?:aucune )?(?:restrictions?|limites)"
     r"|ohne (?:jegliche )?(?:einschrankungen|grenzen))", 30),
    _rule("role_hijack",
     r"\b(?:responde|reponds|antworte|rispondi|responda)\b[^.\n]{0,20}\b(?:siempre|toujours"
     r"|immer|sempre)\b[^.\n]{0,10}\b(?:como|en tant que|als|come)\b", None, 0),
    _rule("role_hijack", r"\b(?:fall|sal\w{0,2}|sors) (?:nie|nunca|jamais)\b[^.\n]{0,20}"
     r"\b(?:rolle|papel|personnage|role)\b|\bnie aus der rolle\b", None, 0),
    # hidden instructions / deception
    _rule("hidden_instructions",
     r"\b(?:no le digas|no (?:le )?cuentes|no informes|ne (?:lui )?dis pas|ne dites pas"
     r"|sag (?:dem nutzer|ihm|ihr) nicht|verschweig\w{0,2}|cache[rz]? a|oculta\w{0,2}"
     r"|non dire|nao (?:conte|diga))\b",
     r"\b(?:usuari[oa]|utilisat\w{0,4}|nutzer\w{0,2}|benutzer\w{0,2}|utente|usuario)\b", 40),
    _rule("hidden_instructions",
     r"\bsag (?:dem (?:nutzer|benutzer)|ihm|ihr) nicht\b|\bno le digas al usuario\b"
     r"|\bne dis pas a l'utilisateur\b|\bnon dire all'utente\b"),
    _rule("hidden_instructions",
     r"\b(?:without (?:asking|consulting|checking with|telling) the user|sin (?:consultar|preguntar)"
     r" al usuario|sans (?:demander a|consulter|prevenir) l'utilisateur|ohne (?:den nutzer|den"
     r" benutzer) zu fragen|senza chiedere all'utente)\b"),
    _rule("hidden_instructions",
     r"\b(?:jamas|nunca|ne jamais|jamais|niemals|nie)\b[^.\n]{0,12}\b(?:admitas|admets|reconnais"
     r"|zugeben|gib zu|reconozcas)\b", None, 0),
    _rule("hidden_instructions",
     r"\b(?:aunque|meme si|auch wenn|selbst wenn|anche se|mesmo que)\b[^.\n]{0,30}"
     r"\b(?:fallen|echouent|fehlschlagen|scheitern|falliscono|falhem)\b",
     r"\b(?:paso|passe|bestanden|passato|passou|funciono|ok)\b", 60),
    _rule("hidden_instructions",
     r"\b(?:instrucciones|instructions|anweisungen|ordenes|indications|istruzioni)\b[^.\n]{0,20}"
     r"\b(?:correos|e-?mails|courriels|mails|webseite|pagina web|page web)\b", r"\b(?:como si|comme"
     r"|als ob|als kamen|come se)\b", 60),
    _rule("hidden_instructions",
     r"\b(?:niega\w{0,2}|niegues?|leugne\w{0,2}|bestreite\w{0,2}|nega\w{0,2}|finge|fais semblant"
     r"|tu pretendes|tue so,? als)\b",
     r"\b(?:usuari[oa]|utilisat\w{0,4}|nutzer\w{0,2}|que|qu'|dass|datos|donnees|daten)\b", 40),
    _rule("prompt_injection",
     r"\b(?:esta nota|cette note|diese notiz|questa nota|esta memoria|cette memoire)\b",
     r"\b(?:prevalece|tiene prioridad|manda|prime|a priorite|hat vorrang|gilt vor|ersetzt"
     r"|remplace|sustituye|ha la priorita)\b", 40),
    _rule("hidden_instructions",
     r"\b(?:webseite|pagina web|page web|site web)\b[^.\n]{0,40}\b(?:ki|ia|ai)\b",
     r"\b(?:anweisung|orden|ordre|instruction|befehl|indicacion)\b", 60),
    # secret harvest
    _rule("exfiltration",
     r"\b(?:pide\w{0,3}|pidele|solicita|demande\w{0,3}|frag\w{0,2}|lass ihn|chiedi|pergunte"
     r"|retaper|eingeben|introduc\w{0,4}|notiere|anota\w{0,3}|guarda\w{0,2}|note[rz-]?)\b",
     r"\b(?:contrasena|mot de passe|passwort|password|senha|frase semilla|phrase de recuperation"
     r"|seed-?phrase|claves? api|cles? api|api-schlussel|codigo de verificacion|pin)\b", 60),
    _rule("exfiltration",
     r"\b(?:recoge|recopila|colecta|collecte|ramasse|sammle|raccogli|colete)\b",
     r"\b(?:claves?|cles|schlussel|chiavi|chaves|contrasenas|mots de passe|passworter|tokens?)\b",
     40),
    _rule("exfiltration",
     r"\b(?:env[ií]a\w{0,4}|envoie\w{0,3}|schick\w{0,2}|sende\w{0,2}|invia\w{0,2}|envie|sube\w{0,3}"
     r"|reenvia|transfere|transfiere|ubertrag\w{0,2}|leite\w{0,2} weiter|manda\w{0,2})\b",
     r"https?://|\b[\w.-]{1,40}@[\w-]{1,40}\.[a-z]{2,}\b|\bnc\b|\bpost\b", 80),
    # persistence
    _rule("persistence",
     r"\b(?:si (?:alguien )?borra|si (?:on )?supprime|wird diese notiz geloscht|se (?:qualcuno )?"
     r"cancella|si se elimina)\b", r"\b(?:vuelve|reecri|schreib|riscrivi|guarda|enregistre)", 80),
    _rule("persistence",
     r"\b(?:cada|chaque|jede[nrs]?|ogni|toda|todo|al abrir|au debut|zu beginn|all'inizio"
     r"|a cada|oeffnest|offnest|a chaque|en cada|bei jeder)\b",
     r"\b(?:descarga|telecharge|lade|scarica|baixe)\b[^.\n]{0,40}https?://", 60),
)

# ------------------------------------------------------------------ structure (latin view)
_STRUCT_SOURCES: tuple[tuple[str, str, str | None, int], ...] = (
    _rule("prompt_injection",
     r"<\|?\s?(?:im_start|im_end|start_of_turn|end_of_turn|eot_id|start_header_id)\s?\|?>"
     r"|<</?\s?sys\s?>>|\[/?\s?inst\s?\]|</?\s?(?:system|sys|assistant|developer)\s?>"
     r"|[\"']role[\"']\s?:\s?[\"'](?:system|developer)[\"']|\brole\s?:\s?system\b",
     None, 0),
    _rule("prompt_injection",
     r"(?:^|\n|\|)\s?#{1,6}\s?(?:system|sistema|systeme|systemnachricht|system message)\s?:"
     r"|(?:^|\n)\s?(?:system|sistema|systeme)\s?:|\[\s?(?:system|sistema|systeme)\s?\]"
     r"|\bsystem override\b|\b(?:system|developer) (?:message|mode|note)\s?:",
     None, 0),
    _rule("frame_forgery",
     r"={8,}|-{3,} ?end of (?:user )?memory|\bend of memory\b"
     r"|\buser profile \(who the user is\)|\bmemory \(your personal notes\)",
     None, 0),
    _rule("frame_forgery", r"\[\s?system note\s?:", None, 0),
    # templated URL: a query value that is a placeholder the model should fill in
    _rule("exfiltration",
     r"https?://[^\s)\"'>]{1,200}?[?&][\w.-]{1,30}=(?:\{|<[a-z_]|\$\{?[a-z_]|%7b|insert|\[)",
     None, 0),
    _rule("exfiltration",
     r"!\[[^\]\n]{0,80}\]\(\s?https?://[^\s)]{1,200}[?&][\w.-]{1,30}=\s?(?:\)|$|\+|\s)"
     r"|https?://[^\s)\"'>]{1,200}[?&][\w.-]{1,30}=\s(?:plus|followed|suivie|gefolgt|\+)",
     None, 0),
    _rule("exfiltration",
     r"<img\s[^>\n]{0,40}src\s?=\s?[\"']?https?://[^\s\"'>]{1,200}\{", None, 0),
    # secret files or the environment piped or posted to the network
    _rule("exfiltration",
     r"(?:~|\$home)/\.(?:ssh|gnupg|aws|kube|docker)\b|\bid_(?:rsa|ed25519|ecdsa)\b(?!\.pub)"
     r"|\.env\b|\bcredentials\b|config\.json\b",
     r"\|\s?(?:curl|wget|nc|ncat|socat)\b|\bnc \d|--post-file|\bcurl\b[^\n|]{0,40}-[tdf]\b"
     r"|\bhttps?://", 80),
    _rule("exfiltration", r"--post-file\s?=?\s?\S{0,80}(?:\.ssh|\.aws|\.docker|\.kube|\.env|credential)",
     None, 0),
    _rule("exfiltration", r"\b(?:printenv|env)\b\s?\|", r"\b(?:curl|wget|nc)\b", 80),
    _rule("exfiltration", r"\bos\.environ\b", r"\burlopen\b|\brequests\.|\burllib\b", 120),
    _rule("exfiltration", r"\burlopen\b|\brequests\.(?:get|post)\b", r"\bos\.environ\b", 120),
    _rule("exfiltration",
     r"\bopen a socket\b|\bstream (?:the|any|all)\b", r"\.env\b|\bsecrets?\b|\bkeys?\b|\bfiles\b",
     80),
    # remote code run at every session / in every file
    _rule("persistence",
     r"\bexec\s?\(\s?\w{0,10}\.?urlopen|\biex\s?\(\s?(?:iwr|invoke-webrequest|new-object)",
     None, 0),
    _rule("persistence",
     r"\b(?:run|execute|launch|install|download|fetch)\b[^.\n]{0,40}(?:script|package|bootstrap)"
     r"[^.\n]{0,30}(?:https?://|\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})",
     None, 0),
    _rule("persistence",
     r"\b(?:run|execute|launch|install|download|fetch)\b[^.\n]{0,40}(?:https?://|\d{1,3}\.\d{1,3}"
     r"\.\d{1,3}\.\d{1,3})[^\s]{0,80}\.(?:sh|ps1|py|exe|bat)\b",
     None, 0),
    _rule("persistence",
     r"\b(?:npm (?:install|i) -g|pip install)\b", r"\bwithout asking\b|\bsilently\b|\bglobally\b",
     60),
    _rule("persistence", r"\bimport evil\w{0,20}|\bimport \w{1,30}\b[^.\n]{0,40}\b(?:every|each)\b"
     r"[^.\n]{0,20}\bfile", None, 0),
    _rule("persistence", r"\bif (?:this note|it) is (?:deleted|removed)\b", r"\b(?:rewrite|re-?add"
     r"|restore|save it again|write it again)\b", 60),
    _rule("persistence", r"\bremember forever\b|\bpermanent rule\b", None, 0),
    _rule("persistence",
          r"\binstall\b[^.\n]{0,30}\b(?:npm |pip |pypi |gem |cargo )?package\b",
          r"\b(?:without asking|globally|silently|each time|every time|every session)\b", 80),
    _rule("exfiltration", r"\bprintenv\b", r"\bcurl\b[^\n]{0,20}-d\s?@-", 80),
    _rule("exfiltration",
          r"https?://[^\s)\"'>]{1,200}[?&][\w.-]{1,30}=(?=\s|$|\))"),
    # English paraphrases beyond the original table
    _rule("prompt_injection",
          r"\b(?:pay no attention to|set aside|(?:don'?t|do not|stop) (?:listen(?:ing)? to|follow"
          r"(?:ing)?|obey(?:ing)?)|disregard|ignore|forget|discard|throw out|reset|drop|cancel"
          r"|nullify|override|overrule)\b",
          r"\b(?:earlier|previous|prior|original|initial|above|preceding|system|developers?'?s?"
          r"|given earlier|you were (?:told|given)|your)\b[^.\n]{0,25}\b(?:guidance|guidelines"
          r"|instructions?|rules|directives|polic(?:y|ies)|message|prompt|orders|programming)\b",
          40),
    _rule("prompt_injection",
          r"\b(?:(?:your|system|developer'?s?|original|initial|earlier|previous|prior|above|all)"
          r" (?:instructions|rules|guidance|directives|guidelines)|system prompt|developers? (?:said"
          r"|wrote)|(?:everything|whatever) (?:your|you were|above))\b",
          r"\b(?:null and void|cancell?ed|void|revoked|obsolete|no longer appl(?:y|ies)|(?:don'?t"
          r"|do not|no longer) count|injected by an attacker|were a test)\b", 60),
    _rule("prompt_injection",
          r"\b(?:disregard|ignore|forget)\b[^.\n]{0,12}\b(?:every|all|any) (?:rule|instruction"
          r"|guideline|directive)s?\b",
          r"\b(?:you were given|given to you|you received|you have|you got)\b", 30),
    _rule("prompt_injection",
          r"\b(?:disregard|ignore|forget)\b[^.\n]{0,12}\b(?:everything|anything|all)\b",
          r"\b(?:told|said|before|above|earlier|so far|given)\b", 40),
    _rule("prompt_injection",
          r"\b(?:the )?only rules that (?:count|matter|apply)|\btrust only this note"
          r"|\bthe actual policy is\b|\bthe real (?:rules|instructions|policy) (?:are|is|follow)"
          r"|\boutranks? (?:it|the system|your|the developer)|\banswer to me alone\b"
          r"|\bobey (?:only )?(?:this|these) notes?\b|\bnew (?:orders|instructions|rules)"
          r" (?:follow|below|are as follows)|\bfrom this memory on\b"),
    _rule("role_hijack",
          r"\b(?:switch|change) (?:your )?persona\b|\bnew persona\b"
          r"|\bpersona (?:replaced|switched)\b|\bno refusals\b"
          r"|\bdisable (?:all )?(?:refusals|safety|content filter)"),
    _rule("hidden_instructions",
          r"\b(?:lie|lying) (?:about|to)\b|\bsay (?:they|it) (?:are|is) safe\b"
          r"|\b(?:don'?t|do not|never) warn (?:the )?user\b|\bnever disclose\b"
          r"|\bkeep this a secret\b|\bfollow instructions (?:from|in) (?:e-?mails?|web ?pages?"
          r"|websites?|documents?|messages|the inbox)|\bas if the user had (?:written|sent|said)"
          r"|\btreat (?:messages|emails|anything)\b[^.\n]{0,40}\bas (?:coming from|instructions)"),
    _rule("hidden_instructions",
          r"\b(?:even if|even when|regardless of whether|no matter (?:if|whether))\b[^.\n]{0,40}"
          r"\b(?:fail\w{0,3}|errors?|broke\w{0,2}|wrong|red)\b",
          r"\b(?:say|report|tell|claim|answer|reply|state)\b[^.\n]{0,30}\b(?:pass\w{0,3}|success"
          r"\w{0,4}|fine|ok|green|work\w{0,3}|done)\b", 40),
    _rule("hidden_instructions",
          r"\b(?:never|don'?t|do not) (?:admit|acknowledge|confirm|reveal) (?:that|to the user|you)"
          r"|\bdeny (?:that|having|it|everything|any)\b|\bpretend (?:that )?(?:nothing|there is no"
          r"|you (?:did|didn'?t|have no|never))|\b(?:quietly|secretly|silently) (?:recommend|promote"
          r"|steer|favou?r|prefer)\b"),
    _rule("prompt_injection",
          r"\b(?:this|these) (?:note|memory|entry|notes|memories) (?:overrides?|supersedes?|replaces?"
          r"|takes? (?:priority|precedence) over|outranks?|comes? before)\b"
          r"|\b(?:takes?|has|have) (?:priority|precedence) over (?:the |your |all )?(?:system|developer"
          r"|previous|earlier|other) (?:prompt|instructions|rules|messages?)"),
    _rule("hidden_instructions",
          r"\bhide (?:any |all |the )?(?:warnings?|errors?|failures?|alerts?|issues?)\b",
          r"\bfrom (?:the )?user\b", 60),
    _rule("exfiltration",
          r"\b(?:ask|prompt|request|get|collect|obtain)\b[^.\n]{0,40}\b(?:password|passphrase"
          r"|secret (?:access )?key|private key|seed phrase|social security number|ssn|access token"
          r"|api keys?|pin|2fa code|verification code|one-time code|credit card)",
          r"\b(?:save|store|remember|keep|note|record|write)\b", 80),
    _rule("exfiltration",
          r"\bkeep a copy of (?:any|every|all|each) (?:password|token|key|secret)s?"),
    _rule("exfiltration",
          r"\b(?:collect|gather|harvest|grab|copy)\b[^.\n]{0,40}\b(?:environment variables"
          r"|env vars|api keys|tokens|secrets|credentials|passwords)\b",
          r"\b(?:send|post|upload|forward|email)\b", 60),
)

# Remote code pattern and "every session / first / silently" qualifier, in any language: both
# anywhere in the text make a persistence order.
_REMOTE_CODE_RE = re.compile(
    r"\b(?:curl|wget)\b[^\n]{0,120}\b(?:ba|z)?sh\b|\bexec\s?\(|https?://\S{1,120}\.(?:sh|ps1)\b"
    r"|\b(?:curl|wget)\b[^\n]{0,60}(?:https?://)?\S{1,80}\.(?:sh|ps1)\b"
    r"|\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}/\S{0,40}\.(?:sh|ps1|py)\b",
    re.ASCII | re.IGNORECASE,
)
_ALWAYS_RE = re.compile(
    r"\b(?:always|every|each|whenever|before (?:doing|any|each|every)|first thing|at the start"
    r"|silently|from now on|on every|without asking|siempre|cada|en silencio|toujours|chaque"
    r"|en silence|au debut|immer|jede[nrs]?|zu beginn|unbemerkt|still|ogni|sempre|in silenzio"
    r"|sessio\w{0,2}|sitzung)\b"
    r"|每次|每个|每個|以后|以後|永久|悄悄|后台|後台|第一件事|第一步|開始前|开始前|毎回|たびに|必ず|今後|最初に"
    r"|黙って|こっそり|매번|때마다|몰래|먼저|항상|새 채팅|кажд\w{0,4}|всегда|незаметно|сначала|тихо",
    re.IGNORECASE,
)
_FETCH_URL_RE = re.compile(r"https?://\S{1,200}")
_FOLLOW_RE = re.compile(
    r"\b(?:follow|obey|suis|suivre|befolg\w{0,2}|sigue\w{0,2}|segui\w{0,2}|следуй|выполняй)\b"
    r"|従う|従って|従うこと|따르|遵守|照做|并执行|並執行"
)
# Mentions: a quoted phrase in a text about attacks, tests or research.
_QUOTE_PAIRS = {"'": "'", '"': '"', "“": "”", "「": "」", "『": "』", "«": "»", "„": "“",
                "‘": "’", "《": "》"}
_META_RE = re.compile(
    r"attack|test|fixture|(?<![.\w])examples?\b|variant|classifier|detect|research|paper|thesis"
    r"|string"
    r"|phrase|presentation|talk|攻击|攻撃|공격|测试|測試|テスト|테스트|样例|樣例|示例|例|论文|論文|研究|检测|検知"
    r"|文字列|문자열|フィクスチャ|発表|строк|фраз|ataque|prueba|frases?|exemples?|angriff|beispiel"
    r"|phrases",
    re.IGNORECASE,
)

_DELEET = str.maketrans({"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a",
                         "$": "s", "!": "i", "|": "l"})
_LEET_WORD_RE = re.compile(r"[\w@$!|]*[a-z][\w@$!|]*")
_CAMEL_RE = re.compile(r"(?<=[a-z])(?=[A-Z])")
_COMPACT_STRIP_RE = re.compile(r"[\W_]+")
_WORD_RUN_RE = re.compile(r"[^\W_]+")
_SPACED_LETTERS_RE = re.compile(r"(?:\b\w ){4,}\w\b")

_LATIN = compile_rules(_LATIN_SOURCES)
_STRUCT = compile_rules(_STRUCT_SOURCES)


def _compile_native(sources: tuple[tuple[str, str, str | None, int], ...]) -> tuple[Rule, ...]:
    return compile_rules(sources, flags=0)


# ------------------------------------------------------------------ compact view (zh ja ko + run-together latin)
_ZH_IGNORE = (r"(?:忽略|忽视|忽視|乎略|無視|无视|忘记|忘記|忘掉|丢弃|丟棄|废弃|廢棄|抛开|拋開|不要理会|不用理|不必理"
              r"|唔使理|别管|別管|不理会|不理會|不再遵守|不必遵守|跳过|跳過|覆盖|当作不存在|當作不存在|当没看见"
              r"|當沒看見|无需遵守|不需要遵守|撤销|撤銷)")
_ZH_RULES = (r"(?:指令|指示|规则|規則|提示词|提示詞|系统提示|系統提示|设定|設定|规定|規定|指南|约束|約束|限制"
             r"|安全规定|安全規定|老规矩|内容审核|內容審核|以上内容|以上內容|上面的内容)")
_ZH_VOID = (r"(?:作废|作廢|无效|無效|撤销|撤銷|失效|不算数|不算數|一律不算|全部丢弃|全部丟棄|不再适用|不再適用"
            r"|是测试用的|是測試用的|已被撤销)")
_JA_IGNORE = r"(?:無視|むし|破棄|忘れ|リセット|従わなく|無効|気にしな|スキップ)"
_JA_RULES = (r"(?:指示|しじ|命令|ルール|ガイドライン|システムプロンプト|決まりごと|決まり|制約|設定|規則"
             r"|セキュリティポリシー|安全ポリシー)")
_KO_IGNORE = r"(?:무시|잊어|잊고|폐기|리셋|따르지마|따르지말|적용되지않|무효|버려|신경쓰지)"
_KO_RULES = r"(?:지시|지침|명령|규칙|룰|가이드라인|시스템프롬프트|프롬프트|제한|설정|정책)"

_COMPACT_SOURCES: tuple[tuple[str, str, str | None, int], ...] = (
    # run-together English
    _rule("prompt_injection",
     r"(?:ignore|disregard|forget|bypass)(?:all|any|every)?(?:the|your|my)?(?:previous|prior"
     r"|above|earlier|preceding|original|initial)(?:instructions?|rules|directives|guidelines"
     r"|prompts?)|(?:ignore|disregard|forget)(?:all|every)(?:the|your)?(?:instructions?|rules"
     r"|directives|guidelines)", None, 0),
    _rule("prompt_injection", r"ignor\w{0,4}(?:todas|las|les|alle|tutte)\w{0,30}?(?:instruc|consign"
     r"|regl|anweis|regel|istruz)", None, 0),
    _rule("prompt_injection", r"ignorelesconsignes|ignoreslesconsignes", None, 0),
    _rule("prompt_injection", r"ignoralasinstrucciones|ignoriereallevorherigen", None, 0),
    # Chinese
    _rule("prompt_injection", _ZH_IGNORE, _ZH_RULES, 16),
    _rule("persistence", r"(?:被删除|被删掉|删掉后|删除后|被刪除|刪除後|削除されたら|消されたら|삭제되면|지워지면)",
          r"(?:重新写|重新保存|再写|恢复|重新寫|恢復|書き直|再保存|もう一度保存|追加し直|다시저장|다시추가|복구)",
          40),
    _rule("hidden_instructions", r"(?:webページ|ウェブページ|メール)",
          r"(?:ユーザーの指示として扱|ユーザー本人の指示)", 40),
    _rule("hidden_instructions", r"(?:사용자에게묻지말고|사용자에게묻지않고|確認せずに実行|不用问用户|不用問用戶"
          r"|无需确认|無需確認|不需要用户确认|不需要用戶確認|无需用户确认)"),
    _rule("role_hijack", r"(?:没有任何限制|沒有任何限制|无限制|無限制|不受限制|从不拒绝|從不拒絕)",
          r"(?:你就是|你现在是|你現在是|你扮演|你的名字叫)", 40),
    _rule("role_hijack", r"(?:制限のない|制約のない|제한없는|제한이없는)",
          r"(?:として答え|로답|로대답|로서답)", 40),
    _rule("prompt_injection", _ZH_RULES, _ZH_VOID, 14),
    _rule("prompt_injection", r"(?:之前|先前|以前|上面|以上|上述|前面|原来|原來|初始)的?(?:所有|全部|一切)?的?"
     r"(?:指令|指示|规则|規則|设定|設定)", r"(?:不算|作废|作廢|无效|無效|丢弃|丟棄|不用|唔使|别管|別管|忽略)", 12),
    _rule("prompt_injection", r"(?:输出|輸出|泄露|洩露|公开|公開|打印|显示|顯示)(?:你的)?(?:系统提示|系統提示|内部提示"
     r"|內部提示|提示词|提示詞|配置信息)", None, 0),
    _rule("prompt_injection", r"(?:这条|這條|本条|本條|此条|此條)(?:笔记|筆記|记忆|記憶|备注|備註|规则|規則)",
          r"(?:优先|優先|为准|為準|覆盖|覆蓋|取代|高于|高於)", 16),
    _rule("prompt_injection", r"(?:このメモ|この記憶|このノート)", r"(?:優先|上書き|置き換え|より上)", 16),
    _rule("prompt_injection", r"(?:이메모|이기억|이노트)", r"(?:우선|덮어|대체|최우선)", 16),
    _rule("hidden_instructions", r"(?:否认|否認|不要承认|不要承認|别承认|別承認|假装没有|假裝沒有|装作没有|裝作沒有"
          r"|否定して|認めないで|知らないふり|부인해|인정하지마|모르는척|없다고해|없다고말)"),
    _rule("prompt_injection", r"(?:只听我的|只聽我的|听我的|聽我的|以这条笔记为准|以這條筆記為準|以这条记忆为准"
     r"|照呢條記憶做|只按记忆里的内容|只按記憶裡的內容|不理会老规矩|不理會老規矩)", None, 0),
    _rule("prompt_injection", r"huluezhiqian|hulue\w{0,10}zhiling|wushi\w{0,10}zhiling", None, 0),
    _rule("role_hijack", r"(?:你现在是|你現在是|你现在的身份是|你現在的身份是|你就是|你扮演|现在起你扮演|現在起你扮演"
     r"|假装你是|假裝你是|你的名字叫|你的新身份|你不再是|角色已切换|角色已切換|进入|進入|开启|開啟|已开启|已開啟)",
     r"(?:没有任何限制|沒有任何限制|无限制|無限制|不受限制|从不拒绝|從不拒絕|不拒绝|不拒絕|没有任何审查|沒有任何審查"
     r"|最高权限|最高權限|系统管理员|系統管理員|管理员|管理員|超级用户|超級用戶|dan|root|越狱|越獄|上帝模式"
     r"|开发者模式|開發者模式|奶奶|运维后台|運維後台|自由ai|不需要用户确认|不需要用戶確認)", 30),
    _rule("role_hijack", r"(?:开发者模式|開發者模式|上帝模式|開発者モード|개발자모드)",
          r"(?:忽略|審核|审核|安全|限制|规则|規則|ポリシー|制限|정책|제한|규칙|内部提示|內部提示)", 40),
    _rule("role_hijack", r"(?:越狱模式|越獄模式|超级用户模式|超級用戶模式|无限制模式"
     r"|忽略内容审核|忽略內容審核|关闭安全检查|關閉安全檢查|关闭安全|關閉安全|不要提醒风险|不提醒风险|也不提醒风险"
     r"|不要跳出角色|无条件服从|無條件服從)", None, 0),
    _rule("hidden_instructions", r"(?:不要|别|別|不准|不许|不許|绝不|絕不|千万别|不得|一律不要|不用)",
     r"(?:告诉用户|告訴用戶|告訴使用者|告诉使用者|跟用户提|跟用戶提|跟用户说|跟用戶說|显示给用户|顯示給用戶"
     r"|让用户知道|讓用戶知道|向用户透露|向用戶透露|声张|聲張)", 14),
    _rule("hidden_instructions", r"(?:失败|失敗)", r"(?:也要|还是|還是|仍然|照样|照樣)\w{0,10}(?:通过|通過|成功)", 12),
    _rule("hidden_instructions", r"(?:邮件|郵件|网页|網頁|网站|網站|收件箱)\w{0,8}(?:指令|指示|要求)",
     r"(?:用户本人|用戶本人|当作|當作|视为|視為)", 20),
    _rule("hidden_instructions", r"(?:就说|就說|就回答)\w{0,6}(?:没有|沒有|这是他自己|這是他自己)", None, 0),
    _rule("exfiltration", r"(?:索要|问出来|問出來|要求用户提供|请用户提供|請用戶提供|让他把|讓他把|让用户|讓用戶|重新输入"
     r"|重新輸入|记录在|記錄在|存入记忆|存入記憶|保存到记忆|保存到記憶)",
     r"(?:密码|密碼|验证码|驗證碼|身份证|身份證|apikey|密钥|密鑰|助记词|助記詞|token)", 24),
    _rule("exfiltration", r"(?:密码|密碼|验证码|驗證碼|身份证号|身份證號|apikey|密钥|密鑰)",
     r"(?:记住|記住|记下来|記下來|记录|記錄|存入|保存到|记在|記在)", 24),
    _rule("exfiltration", r"(?:上传|上傳|发送|發送|发到|發到|同步到|抄送|转发|轉發|post)",
     r"(?:https?|evil|ops|@)", 40),
    # Japanese
    _rule("prompt_injection", _JA_RULES, _JA_IGNORE, 24),
    _rule("prompt_injection", _JA_IGNORE, _JA_RULES, 8),
    _rule("prompt_injection", r"(?:システムプロンプト|内部プロンプト)\w{0,6}(?:出力|表示|公開|教え)", None, 0),
    _rule("prompt_injection", r"(?:このメモがすべて|このメモを最優先|メモの指示だけ)", None, 0),
    _rule("role_hijack", r"(?:あなたは今から|あなたは今|今からあなたは|あなたはもう)",
     r"(?:dan|制限|制約|ルート|管理者|root)", 30),
    _rule("role_hijack", r"(?:ゴッドモード|脱獄モード|制約のない|制限のない|制限なく"
     r"|制限がありません)", None, 0),
    _rule("hidden_instructions", r"(?:ユーザー|利用者)\w{0,4}(?:に|には)",
     r"(?:言わない|伝えない|教えない|認めない|知らせない|報告しない|言うな)", 24),
    _rule("hidden_instructions", r"(?:失敗して|失敗しても)", r"(?:成功|通った|パス)", 24),
    _rule("hidden_instructions", r"(?:メール|webページ|ウェブページ)\w{0,12}(?:指示|命令)",
     r"(?:ユーザーの指示|ユーザー本人|として扱)", 24),
    _rule("hidden_instructions", r"絶対に認めない|記憶はないと答え", None, 0),
    _rule("exfiltration", r"(?:聞き出|再入力|書き留め|追記|入力させ|教えてもらい)",
     r"(?:パスワード|トークン|apiキー|シークレット|暗証番号)", 30),
    _rule("exfiltration", r"(?:パスワード|トークン|apiキー|シークレットキー|暗証番号)",
     r"(?:聞き出|再入力|書き留め|追記|入力させ|メモに)", 30),
    _rule("exfiltration", r"(?:転送|送信|送って|流して|アップロード|post)", r"(?:https?|evil|@|nc)", 40),
    # Korean
    _rule("prompt_injection", _KO_IGNORE, _KO_RULES, 10),
    _rule("prompt_injection", _KO_RULES, _KO_IGNORE, 20),
    _rule("prompt_injection", r"(?:시스템프롬프트|프롬프트원문)\w{0,6}(?:출력|보여|공개|알려)", None, 0),
    _rule("prompt_injection", r"(?:이메모가전부|이메모만따르|메모에있는내용만따르|이규칙을따르세요)", None, 0),
    _rule("role_hijack", r"(?:당신은이제|너는이제|이제부터너는|이제당신은|당신은더이상|너는더이상)",
     r"(?:dan|제한|관리자|루트|root|셸|개발자)", 30),
    _rule("role_hijack", r"(?:갓모드|탈옥모드|제한없는|제한이없|무조건복종)", None, 0),
    _rule("hidden_instructions", r"(?:사용자에게|사용자한테|유저에게)",
     r"(?:말하지마|말하지말|알리지마|알리지말|보고하세요|숨기|비밀로)", 24),
    _rule("hidden_instructions", r"(?:실패해도|실패하더라도)", r"(?:통과|성공)", 24),
    _rule("hidden_instructions", r"절대인정하지|사용자본인의지시|사용자의지시로간주", None, 0),
    _rule("exfiltration", r"(?:다시입력|입력하게|모아두|모아서|적어두|저장해)",
     r"(?:비밀번호|토큰|api키|키를|패스워드)", 30),
    _rule("exfiltration", r"(?:비밀번호|토큰|api키|패스워드)", r"(?:다시입력|입력하게|모아두|모아서|적어두|저장)", 30),
    _rule("exfiltration", r"(?:전송|보내|전달|업로드|post)", r"(?:https?|evil|@)", 40),
    _rule("exfiltration", r"(?:https?|evil)", r"(?:전송|보내|전달|업로드|post)", 60),
)
_COMPACT = _compile_native(_COMPACT_SOURCES)

# ------------------------------------------------------------------ native view (Russian)
_RU_SOURCES: tuple[tuple[str, str, str | None, int], ...] = (
    _rule("prompt_injection",
     r"(?:игнорир\w{0,4}|игн[o0]рир\w{0,4}|забудь|забудьте|не обращай\w{0,2} внимания|отбрось"
     r"|пропуска\w{0,4}|не слушай|не следуй)",
     r"(?:инструкци\w{0,3}|правил\w{0,3}|указани\w{0,3}|промпт\w{0,2}|предупреждени\w{0,3}"
     r"|ограничени\w{0,3}|всё,? что тебе говорили|все,? что тебе говорили)", 40),
    _rule("prompt_injection",
     r"(?:инструкци\w{0,3}|правил\w{0,3}|указани\w{0,3})",
     r"(?:отменен\w{0,2}|недействительн\w{0,3}|устарел\w{0,2}|не действу\w{0,3}|аннулирован\w{0,2})",
     40),
    _rule("prompt_injection", r"(?:выведи|покажи|раскрой|напечатай)\w{0,2} (?:свой |мне )?систем\w{0,3} "
     r"промпт", None, 0),
    _rule("prompt_injection", r"(?:слушайся только меня|настоящие правила|теперь действуют новые правила)",
     None, 0),
    _rule("role_hijack", r"(?:ты (?:теперь|больше не|сейчас)|с этого момента ты|отныне ты)",
     r"(?:dan|без ограничений|root|консол\w|администратор|помощник|ассистент|«)", 40),
    _rule("role_hijack", r"режим разработчика", r"(?:безопасн|ограничен|правил|политик)", 60),
    _rule("role_hijack", r"(?:без (?:каких-либо |всяких |никаких )?ограничений"
     r"|нет никаких ограничений|из роли не выходи|безоговорочно подчиняйся)", None, 0),
    _rule("hidden_instructions",
     r"(?:не (?:говори|сообщай|рассказывай)|ни в коем случае не признавай|не признавай|скрывай)",
     r"(?:пользовател\w{0,3})", 40),
    _rule("hidden_instructions", r"ни в коем случае не признавай"),
    _rule("hidden_instructions", r"(?:указания|инструкции|команды)\w{0,3} (?:из )?(?:писем|почты|веб)",
     r"(?:будто|как будто|словно|пользовател)", 60),
    _rule("hidden_instructions", r"(?:веб-страниц|сайте)\w{0,2}", r"(?:указани\w{0,2} пользовател|как "
     r"команд)", 60),
    _rule("hidden_instructions", r"(?:отвечай|говори),? что (?:нет|не менял|всё прошло)", None, 0),
    _rule("exfiltration", r"(?:попроси|спроси|введи|ввести|собирай|сохрани|запиши)\w{0,2}",
     r"(?:парол\w{0,2}|api-ключ\w{0,2}|токен\w{0,2}|сид-фраз\w{0,2}|код\w{0,2} из смс)", 40),
    _rule("exfiltration", r"(?:отправ\w{0,4}|пересыла\w{0,2}|перешли|загрузи)",
     r"https?://|@[\w-]+\.|\bnc\b", 80),
    _rule("persistence", r"(?:в начале каждой|каждый раз|при каждом)",
          r"(?:curl|wget|скачай|запуска)", 60),
    _rule("persistence", r"(?:удалят|удалит|удалена|удалено)",
          r"(?:запиши|сохрани|восстанови|добавь)\w{0,2} (?:её|ее|снова|заново)", 60),
    _rule("exfiltration", r"(?:парол\w{0,2}|api-ключ\w{0,2}|токен\w{0,2}|ключ\w{0,2})",
          r"(?:собирай|сохраняй|записывай|сохрани|запиши)", 60),
    _rule("hidden_instructions", r"не спрашивая пользовател\w{0,2}"),
    _rule("hidden_instructions", r"(?:отрицай|делай вид|притворись,? что|не признавайся)"),
    _rule("prompt_injection", r"(?:эта заметка|эта запись|это правило)",
          r"(?:важнее|приоритет|отменяет|заменяет|главнее)", 40),
)
_RU = _compile_native(_RU_SOURCES)


def quoted_mention(text: str, start: int, end: int) -> bool:
    """True when [start, end) of ``text`` lies inside quotation marks and the text talks about
    attacks, tests or research."""
    if not _META_RE.search(text):
        return False
    for opening, closing in _QUOTE_PAIRS.items():
        left = text.rfind(opening, 0, start + 1)
        if left == -1 or (opening == "'" and left and text[left - 1].isalnum()):
            continue  # an apostrophe, not a quote
        right = text.find(closing, max(end - 1, left + 1))
        if right != -1 and "\n" not in text[left:right]:
            return True
    return False


def _search(view: str, rules: tuple[Rule, ...]) -> tuple[str, int, int] | None:
    found = first_match(view, rules)
    if found is not None and quoted_mention(view, found[1], found[2]):
        return None
    return found


def _native(text: str) -> str:
    folded = unicodedata.normalize("NFKC", text).casefold()
    return re.sub(r"\s+", " ", folded)


def _deleet(text: str) -> str:
    """Camel case split, then leetspeak read as letters inside words that mix both."""
    split = _CAMEL_RE.sub(" ", text)
    lowered = normalise(split)

    def fix(match: re.Match[str]) -> str:
        word = match.group()
        return word.translate(_DELEET) if not word.isalpha() else word

    return _LEET_WORD_RE.sub(fix, lowered)


def find(text: str, latin: str) -> tuple[str, str] | None:
    """Finds the first intent-rule match outside the English table.

    Args:
        text: Canonical text (harmless invisibles stripped).
        latin: ``normalise(text)``, already computed by the caller.

    Returns:
        ``(category, matched snippet)`` or None.
    """
    for rules in (_STRUCT, _LATIN):
        found = _search(latin, rules)
        if found is not None:
            return found[0], latin[found[1] : found[2]]
    native = _native(text)
    remote = _REMOTE_CODE_RE.search(native)
    if remote is not None and _ALWAYS_RE.search(native):
        return "persistence", remote.group()
    fetch = _FETCH_URL_RE.search(native)
    if fetch is not None and _FOLLOW_RE.search(native) and _ALWAYS_RE.search(native):
        return "persistence", fetch.group()
    if any(char.isdigit() for char in text) or re.search(r"[a-z][A-Z]|[@$!|][a-z]", text):
        deleeted = _deleet(text)
        if deleeted != latin:
            for rules in (_EN_RULES, _LATIN):
                found = _search(deleeted, rules)
                if found is not None:
                    return found[0], deleeted[found[1] : found[2]]
    if not text.isascii():
        found = _search(native, _RU)
        if found is not None:
            return found[0], native[found[1] : found[2]]
    compact = _COMPACT_STRIP_RE.sub("", native)
    found = first_match(compact, _COMPACT)
    if found is not None and not quoted_mention(native, *_approx_span(native, compact, found)):
        return found[0], compact[found[1] : found[2]]
    spaced = _SPACED_LETTERS_RE.search(latin)
    if spaced is not None:
        joined = _COMPACT_STRIP_RE.sub("", latin)
        found = first_match(joined, _COMPACT)
        if found is not None:
            return found[0], joined[found[1] : found[2]]
    return None


def _approx_span(native: str, compact: str, found: tuple[str, int, int]) -> tuple[int, int]:
    """Maps a compact-view span back to the native view (walks the native view's word runs)."""
    del compact
    start = end = -1
    seen = 0
    for run in _WORD_RUN_RE.finditer(native):
        length = run.end() - run.start()
        if start < 0 and seen + length > found[1]:
            start = run.start() + found[1] - seen
        if seen + length >= found[2]:
            end = run.start() + found[2] - seen
            break
        seen += length
    return max(start, 0), max(end, start + 1)
