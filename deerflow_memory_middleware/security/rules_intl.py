"""Intent rules beyond the English table: seven more languages, structure, and obfuscation.

Each rule pairs an action with its object within a bounded gap (see `matching.near`), so word
order and filler words vary freely. Three views of the text are matched:

- ``latin``: the English normal form (accents dropped, look-alikes mapped, lowercase); Spanish,
  French, German (and Italian / Portuguese) rules run here, and so do the structural rules of
  `rules_structure` (role tags, forged frames, templated exfiltration URLs, remote code);
- ``native``: NFKC and casefolded, letters kept (Russian rules);
- ``compact``: the native view without spaces, punctuation, emoji or marks, so CJK and Korean
  rules match however the characters are spaced ("忽-略-以-上", "忽🙂略"); Latin words run
  together ("ignoreallpreviousinstructions") are matched here too;

plus ``deleet``: the latin view with digits and symbols inside words read as letters
(``1gn0r3`` -> ``ignore``) and camel-case split, on which the English rules run again.

Deception and override, the classes that paraphrase most, are described by intent in
`rules_intent_en`, `rules_intent_eu` (latin view) and `rules_intent_native` (native and compact
views), with vetoes for statements that read alike but mean the opposite; `rules_deceit` adds
deception orders by what they ask for, in every language at once.

A match inside quotation marks in a text that talks about attacks or tests ("the filter's tests
contain phrases like 'ignore previous instructions'") is a mention, not an instruction, and is
skipped; so is an injection such a text describes an agent falling for, and
a read verb and a key file named in two sentences (the checks are in `vetoes`).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

from .addressed import reader_address
from .canonical import casefolded, normalise
from .concealment import destroyed_before_check
from .covert import covert_transfer
from .exposure import exposed_private_data
from .fraud import approved_by_code_word, impersonated_notice, unverified_payment
from .hijacked import borrowed_phone_order
from .hoarding import hoarded_secrets
from .login_codes import forwarded_login_code
from .matching import IntentRule, Rule, compile_rules, first_intent, first_match
from .matching import rule as _rule
from .mentions import quoted_mention, reported_command
from .precedence import ranked_above_user
from .rules_deceit import deceit, tampered
from .rules_en import RULES as _EN_RULES
from .rules_intent_en import INTENT_EN
from .rules_intent_eu import INTENT_EU
from .rules_intent_native import INTENT_COMPACT as _INTENT_COMPACT
from .rules_intent_native import INTENT_RU as _INTENT_RU
from .rules_intent_native import OWNER_COMPACT as _OWNER_COMPACT
from .rules_intent_native import OWNER_RU as _OWNER_RU
from .rules_native import COMPACT as _COMPACT
from .rules_native import RU as _RU
from .rules_native import ignores_something_else, moves_nothing_private
from .rules_roles import role_switch
from .rules_structure import (
    STRUCT,
    remote_code,
    reviewed_download,
    secret_transfer,
    tool_option,
)
from .vetoes import OWNER_LATIN as _OWNER_LATIN
from .vetoes import denied_ask, described_scam, owned, passed_over

__all__ = ["find"]


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
    # (rules declared void: see rules_intent_eu, which also asks whose rules they are)
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
     r"(?<!ne me )(?<!ne )(?<!no me )(?<!no )\b(?:pide\w{0,3}|pidele|solicita|demande\w{0,3}|frag\w{0,2}|lass ihn|chiedi|pergunte"
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

_DELEET = str.maketrans({"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a",
                         "$": "s", "!": "i", "|": "l"})
# Every run of word characters and leet marks; runs without a letter are left as they are (a
# pattern that asked for the letter inside the run backtracked over the whole run from every
# start: quadratic on a long run of digits).
_LEET_WORD_RE = re.compile(r"[\w@$!|]+")
_HAS_LETTER_RE = re.compile(r"[a-z]")
_CAMEL_RE = re.compile(r"(?<=[a-z])(?=[A-Z])")
_COMPACT_STRIP_RE = re.compile(r"[\W_]+")
_WORD_RUN_RE = re.compile(r"[^\W_]+")
_SPACED_LETTERS_RE = re.compile(r"(?:\b\w ){4,}\w\b")

_LATIN = compile_rules(_LATIN_SOURCES)


def _ascii_capable(pattern: re.Pattern[str] | None) -> bool:
    """Whether a pattern holds a literal run of ASCII letters, so it may match ASCII-only text
    (CJK and Korean patterns are literals of their scripts)."""
    return pattern is None or re.search(r"(?<!\\)[a-z]{2,}", pattern.pattern) is not None


# For ASCII-only text the compact view runs the rules that can match it (run-together English).
_COMPACT_ASCII = tuple(rule for rule in _COMPACT if _ascii_capable(rule[1])
                       and _ascii_capable(rule[2]))
# Letters spelled out one by one ("o l v i d a   t u s   r e g l a s"), read joined: an order to
# drop the rules, in the languages whose words the compact rules do not cover. Only for such text:
# on ordinary text a run-together view would join unrelated words.
_SPACED = compile_rules((
    ("prompt_injection", (r"(?:ignor|olvid|oubli|vergiss|ignorier|descart|забуд|игнорир)\w{0,12}?"
                          r"(?:instruc|regl|norm|consign|anweis|regel|vorgab|правил|инструкц"
                          r"|указани)"), None, 0),
), flags=0)
_INTENT_LATIN = INTENT_EN + INTENT_EU


def _search(
    view: str, rules: tuple[Rule, ...], source: str, owner: re.Pattern[str] = _OWNER_LATIN,
    before: int = 2,
) -> tuple[str, int, int] | None:
    # A command in backticks is code to run: only the phrase rules read backticks as a quote.
    return first_match(view, rules, lambda category, start, end: passed_over(
        view, category, start, end, owner=owner, before=before)
        or quoted_mention(view, start, end, source=source, code=rules is not STRUCT)
        or reported_command(view, start, end, source=source)
        or described_scam(view, category, start, end))


def _search_intent(view: str, rules: tuple[IntentRule, ...], source: str
                   ) -> tuple[str, int, int] | None:
    return first_intent(view, rules, lambda category, start, end: quoted_mention(
        view, start, end, source=source))


def _quoted_in(view: str, source: str, start: int, end: int) -> bool:
    return quoted_mention(view, start, end, source=source)


def _native(text: str, folded: str | None = None) -> str:
    return re.sub(r"\s+", " ", casefolded(text) if folded is None else folded)


def _deleet(text: str) -> str:
    """Camel case split, then leetspeak read as letters inside words that mix both."""
    split = _CAMEL_RE.sub(" ", text)
    lowered = normalise(split)

    def fix(match: re.Match[str]) -> str:
        word = match.group()
        # "deploy@203.0.113.10:", "admin@nas.local": an address, not "h@ck"
        if "@" in word and lowered[match.end() : match.end() + 1] in (".", ":"):
            return word
        if word.isalpha() or _HAS_LETTER_RE.search(word) is None:
            return word
        return word.translate(_DELEET)

    return _LEET_WORD_RE.sub(fix, lowered)


# Families that read a note as a whole, each pairing two parts of it by itself: (category, family,
# the view it reads: "folded" keeps line breaks, "native" collapses spacing). They run on single
# entries; two entries side by side are read by the phrase and structure tables, with a term
# one defines put in place in the other (`definitions`).
_NOTE_FAMILIES: tuple[tuple[str, Callable[[str], str | None], str], ...] = (
    ("exfiltration", covert_transfer, "folded"),
    ("data_exposure", exposed_private_data, "folded"),
    ("secret_hoarding", hoarded_secrets, "folded"),
    ("prompt_injection", ranked_above_user, "folded"),
    ("prompt_injection", borrowed_phone_order, "native"),
    ("account_takeover", forwarded_login_code, "folded"),
    ("record_tampering", tampered, "folded"),
    ("record_tampering", destroyed_before_check, "folded"),
    ("role_hijack", impersonated_notice, "native"),
    ("hidden_instructions", deceit, "folded"),
    ("hidden_instructions", unverified_payment, "native"),
)


def find(text: str, latin: str, *, across_lines: bool = False) -> tuple[str, str] | None:
    """Finds the first intent-rule match outside the English table.

    Args:
        text: Canonical text (harmless invisibles stripped).
        latin: ``normalise(text)``, already computed by the caller.
        across_lines: Only look for matches that can span a line break: for two entries joined
            by one, each of which passed alone. The latin-view language and intent tables match
            within a line only (their gaps exclude line breaks, paired rules need one line), so
            they cannot find anything new there and are skipped.

    Returns:
        ``(category, matched snippet)`` or None.
    """
    for rules in (STRUCT,) if across_lines else (STRUCT, _LATIN):
        found = _search(latin, rules, text)
        # An installer saved to a file and read before it runs is advice, not persistence.
        if found is not None and not (found[0] == "persistence"
                                      and reviewed_download(_native(text))):
            return found[0], latin[found[1] : found[2]]
    found = None if across_lines else _search_intent(latin, _INTENT_LATIN, text)
    if found is not None:
        return found[0], latin[found[1] : found[2]]
    folded = casefolded(text)
    native = _native(text, folded)
    remote = remote_code(native)
    if remote is not None:
        return "persistence", remote
    # Line breaks kept (the folded view, not the native one): two commands on two lines are two.
    # NFKC turns a full-width comma (a clause end in CJK prose) into ",": keep it for the clause
    # split by folding the text with it marked as a full stop.
    moved = None if across_lines else secret_transfer(
        casefolded(text.replace("，", "。")) if "，" in text else folded,
        reported=lambda clause, start, end: reported_command(clause, start, end, source=text))
    if moved is not None:
        return "exfiltration", moved
    if not across_lines:
        views = {"folded": folded, "native": native}
        for category, family, view in _NOTE_FAMILIES:
            found_in_note = family(views[view])
            if found_in_note is not None:
                return category, found_in_note
    # A code word in one note and the payment in the next: read across the break too.
    approved = approved_by_code_word(native)
    if approved is not None:
        return "hidden_instructions", approved
    # Both views: the native one keeps Cyrillic and Hangul, the latin one undoes look-alikes.
    for view in () if across_lines else (native,) if latin == native else (native, latin):
        role = role_switch(view, skip=functools.partial(_quoted_in, view, text))
        if role is not None:
            return "role_hijack", view[role[0] : role[1]]
    address = None if across_lines else reader_address(native, skip=functools.partial(
        _quoted_in, native, text))
    if address is not None:
        return "prompt_injection", native[address[0] : address[1]]
    if any(char.isdigit() for char in text) or re.search(r"[a-z][A-Z]|[@$!|][a-z]", text):
        deleeted = _deleet(text)
        if deleeted != latin:
            for rules in (_EN_RULES,) if across_lines else (_EN_RULES, _LATIN):
                found = _search(deleeted, rules, text)
                if found is not None:
                    return found[0], deleeted[found[1] : found[2]]
            found = None if across_lines else _search_intent(deleeted, _INTENT_LATIN, text)
            if found is not None:
                return found[0], deleeted[found[1] : found[2]]
    if not text.isascii():
        found = _search(native, _RU, text, _OWNER_RU) or _search_intent(native, _INTENT_RU, text)
        if found is not None:
            return found[0], native[found[1] : found[2]]
    compact = _COMPACT_STRIP_RE.sub("", native)
    compact_rules = _COMPACT_ASCII if compact.isascii() else _COMPACT
    found = first_match(compact, compact_rules, lambda category, start, end: owned(
        compact, category, start, end, owner=_OWNER_COMPACT, before=20)
        or moves_nothing_private(compact, category, start, end)
        or ignores_something_else(compact, category, start, end)
        or denied_ask(native, category, *_approx_span(native, compact, (category, start, end)))
        or tool_option(native, compact[start:end], category))
    if found is not None and (quoted_mention(native, *_approx_span(native, compact, found), source=text)
                              or described_scam(compact, *found)):
        found = None
    if found is None and not text.isascii():
        found = first_intent(compact, _INTENT_COMPACT, lambda category, start, end: quoted_mention(
            native, *_approx_span(native, compact, (category, start, end)), source=text)
            or described_scam(compact, category, start, end))
    if found is not None:
        return found[0], compact[found[1] : found[2]]
    for view in (latin, native):
        if _SPACED_LETTERS_RE.search(view) is not None:
            joined = _COMPACT_STRIP_RE.sub("", view)
            found = first_match(joined, _COMPACT) or first_match(joined, _SPACED)
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
