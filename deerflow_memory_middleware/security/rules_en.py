"""Write-time scanning of memory content (seed section 12).

Memory entries are replayed into the system prompt of every later session, so one poisoned entry
would steer the agent forever. Every write is scanned for prompt injection, role hijacking, hidden
instructions, secret exfiltration, secret-file reads, persistence tricks, forged fence tags and
invisible unicode. Matching runs on a normalised copy of the text (invisible characters removed,
NFKD compatibility forms, diacritics dropped, look-alike letters mapped to Latin, casefolded,
whitespace collapsed), so full-width, homoglyph and zero-width-split variants hit the same patterns
as plain ASCII.

Scanning is linear-time: every quantifier is bounded and none is nested in an unbounded one, and
"A then B within n characters" rules pair two match lists (``_near``) instead of scanning a gap
after every A, so a megabyte of hostile input scans in a fraction of a second.
"""

from __future__ import annotations

import bisect
import itertools
import logging
import re
import unicodedata
from dataclasses import dataclass
from types import MappingProxyType

logger = logging.getLogger(__name__)

__all__ = [
    "DEFAULT_FENCE_TAG",
    "ThreatMatch",
    "find_threat",
    "neutralise_fence_tags",
    "scan_content",
    "strip_fence_tags",
]

DEFAULT_FENCE_TAG = "memory-context"

# Blocked when block_invisible_unicode is on: they hide text from the human reviewing memory
# (zero-width, word joiner, invisible operators, BOM, soft hyphen), reorder what is displayed
# (bidi embeddings/overrides/isolates) or smuggle ASCII (tag characters U+E0000-E007F).
_BLOCKED_CLASS = (
    "\u00ad\u180e\u200b-\u200d\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\U000e0000-\U000e007f"
)
# Removed before matching but never blocked alone: they have legitimate uses in Arabic/Hebrew text
# (LRM/RLM/ALM), emoji presentation (variation selectors) and Hangul filler positions.
_STRIP_ONLY_CLASS = "\u034f\u061c\u115f\u1160\u200e\u200f\u3164\ufe00-\ufe0f\uffa0"
_INVISIBLE_RE = re.compile(f"[{_BLOCKED_CLASS}]")
_STRIP_RE = re.compile(f"[{_BLOCKED_CLASS}{_STRIP_ONLY_CLASS}]+")
# Joiners that cannot hide anything: ZWJ inside emoji sequences (family, rainbow flag), ZWNJ/ZWJ
# between letters of scripts that need them (Arabic/Persian, Indic) and subdivision-flag tags.
_EMOJI = "\u2600-\u27bf\ufe0f\U0001f000-\U0001faff"
_JOINING_SCRIPTS = "\u0600-\u06ff\u0750-\u077f\u0900-\u0dff\ufb50-\ufdff\ufe70-\ufefc"
_HARMLESS_JOINERS_RE = re.compile(
    f"(?<=[{_EMOJI}])\u200d(?=[{_EMOJI}])"
    f"|(?<=[{_JOINING_SCRIPTS}])[\u200c\u200d](?=[{_JOINING_SCRIPTS}])"
    "|(?<=\U0001f3f4)[\U000e0030-\U000e0039\U000e0061-\U000e007a]{2,6}\U000e007f"
)
# Combining marks dropped for matching so "ign\u0308ore" still reads "ignore".
_COMBINING_RE = re.compile("[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]+")
_HSPACE_RE = re.compile(r"[^\S\n]+")
_NEWLINES_RE = re.compile(r" ?\n[\n ]*")

# A small confusables table (Cyrillic/Greek letters that render like Latin, typographic quotes and
# dashes). Applied before casefolding, so upper and lower case each map to their own look-alike.
_CONFUSABLES = MappingProxyType(
    str.maketrans(
        "АВЕЅІЈКМНОРСТУХаеѕіјорсухвкмнтпԁԛԝһӏ"
        "ΑΒΕΖΗΙΚΜΝΟΡΤΥΧαεικνορτυχωγϲ"
        "\u2018\u2019\u201a\u201b\u02bc\u2032\u00b4`\u201c\u201d\u201e\u2033"
        "\u2010\u2011\u2012\u2013\u2014\u2015\u2212",
        "ABESIJKMHOPCTYXaesijopcyxbkmhtndqwhl"
        "ABEZHIKMNOPTYXaeiknoptuxwyc"
        "''''''''\"\"\"\""
        "-------",
    )
)

# Fragments shared by the patterns below. The text is normalised first, so words are lowercase
# ASCII separated by single spaces/newlines; W also tolerates punctuation and markdown between words.
_W = r"[\W_]{1,6}"
_NEG = rf"(?:do{_W}not|don'?t|never|must{_W}not|mustn'?t|should{_W}not|shouldn'?t)(?:{_W}ever)?"
# The user as a person, not "the user's ..." or compounds such as "user interface" / "user id".
_WHO = (
    rf"(?:the{_W})?(?:user|human|operator)s?\b(?!'s)(?!{_W}(?:interface|ui|id|agent|name|account"
    r"|profile|settings|session|table|model|guide|manual|stor(?:y|ies)|experience|base|group"
    r"|directory|input|data|research|feedback|testing)\b)"
)
_FILL = r"(?:the|of|and|these|those|my|your|all|previous|prior|above|earlier|system|original)"
_STRONG = (
    r"(?:all|any|every|previous|prior|above|earlier|preceding|foregoing|former|original|existing"
    r"|your|system|initial)"
)
_RULES = r"(?:instructions?|rules|directives|guidelines|prompts?|guardrails|programming)"
_NET = (
    r"(?:curl|wget|nc|ncat|netcat|socat|telnet|invoke-webrequest|invoke-restmethod|iwr|irm|scp"
    r"|rsync|sftp|ftp|aria2c|http(?:ie)?\s(?:get|post|put))"
)
_SECRET_VAR = (
    r"(?:\$\{?(?:env:)?|\$\(\s?printenv\s|%(?=[a-z_]))[a-z0-9_]{0,40}?"
    r"(?:key|token|secret|passw|pass\b|passphrase|credential|private)"
)
_HIGH_FILES = (
    r"(?:id_(?:rsa|dsa|ecdsa|ed25519)(?![\w.-]{0,20}\.pub)|\.aws[/\\]credentials|/etc/g?shadow"
    r"|/etc/sudoers|\.netrc|\.git-credentials|\.pgpass|\.docker[/\\]config\.json|\.kube[/\\]config"
    r"|wallet\.dat|\.gnupg[/\\]|\.password-store"
    r"|\.ssh[/\\](?!config\b|known_hosts\b|authorized_keys)[\w.-]{1,60}(?![\w.-])(?<!\.pub))"
)
_LOW_FILES = (
    r"(?:\.env(?![\w-]|\.(?:example|sample|template|dist|defaults?|tpl)\b)"
    r"|[/\\.]credentials\b|credentials\.(?:json|ya?ml|csv|txt|xml|ini|toml)\b"
    r"|secrets?\.(?:ya?ml|json|toml|env)\b|\.npmrc\b|\.pypirc\b|\.htpasswd\b"
    r"|private[_-]?key|\.key\b|key[\w-]{0,20}\.pem\b|\.p12\b|\.pfx\b|\.keystore\b"
    r"|service[_-]account[\w.-]{0,30}\.json)"
)
_SHOW_CMD = r"(?:cat|less|more|head|tail|type|bat|strings|xxd|hexdump|tac|nl|base64|get-content|gc)"
# Arguments before the file: flags, or path-like tokens (containing . / or \) - not English words,
# so "less noise from the .env loader" is not read as a command.
_ARGS = r"(?:(?:-[\w-]{1,20}|\d{1,10}|[\w~%$-]{0,40}[./\\][^\s|;&<>]{0,80})\s){0,3}['\"]?"
_SSH_DIR = r"(?:~|\$home|\$\{home\}|%userprofile%|/root|/home/[\w.-]{1,32})[/\\]\.ssh\b"
_SHELL_RC = (
    r"\.(?:bashrc|bash_profile|bash_login|profile|zshrc|zprofile|zshenv|zlogin|cshrc|tcshrc)\b"
)

# --- rules: plain patterns ---------------------------------------------------------------------
_INJECTION = (
    rf"\b(?:ignore|disregard|forget|override|bypass|discard|abandon){_W}"
    rf"(?:{_FILL}{_W}){{0,2}}{_STRONG}{_W}(?:{_FILL}{_W}){{0,3}}{_RULES}\b"
    rf"|\bforget{_W}(?:everything|all){_W}(?:above|before{_W}this|so{_W}far|previously)\b"
    rf"|\b(?:system|developer|admin){_W}(?:prompt{_W})?(?:override|overwrite)"
    rf"|\b(?:new|updated|real|actual|true|hidden|secret|override){_W}(?:system{_W})?"
    r"(?:instructions|directives|orders|system prompt)\s?:"
    r"|<\|\s?(?:im_start|system|start_header_id)\s?\|>|<</?sys>>|\[/?inst\]"
)
_ROLE_HIJACK = (
    rf"\byou(?:'re|{_W}are|{_W}r){_W}now\b"
    rf"|\bfrom{_W}now{_W}on\W{{1,4}}(?:you|your|the{_W}(?:assistant|ai|model)|assistant)\b"
    rf"|\byour{_W}new{_W}(?:role|persona|identity|name|instructions|purpose|directives|master)\b"
    rf"|\byou{_W}(?:have|had|got){_W}no{_W}(?:(?:more|longer|any){_W})?"
    r"(?:restrictions|limits|limitations|filters|rules|guidelines|guardrails|boundaries)\b"
    rf"|\byou(?:'re|{_W}are){_W}(?:no{_W}longer|not){_W}(?:bound|restricted|limited"
    rf"|constrained){_W}by\b"
    rf"|\b(?:unrestricted|unfiltered|uncensored|jailbroken){_W}(?:ai|assistant|mode|persona)\b"
    rf"|\bpretend{_W}(?:that{_W})?you(?:'re|{_W}(?:are|r|have|were))\b"
    rf"|\bpretend{_W}to{_W}be{_W}(?:an?{_W})?(?:unrestricted|unfiltered|uncensored|jailbroken"
    rf"|evil|dan|another{_W}(?:ai|assistant|model))\b"
    rf"|\b(?:enable|enter|activate|switch{_W}to){_W}(?:dan|jailbreak|unrestricted){_W}mode\b"
    rf"|\bdo{_W}anything{_W}now\b|\bdan{_W}mode\b"
)
_HIDDEN = (
    # "do not tell the user." / "... about this"; not "never tell the user they are wrong".
    rf"\b{_NEG}{_W}(?:tell|inform){_W}{_WHO}(?=\s?(?:[.,;:!)]|$)|{_W}(?:about|that|this|what"
    r"|you|your|we|our|i|anything|any|where|how|why|it)\b)"
    rf"|\b(?:keep|hide)\W{{1,4}}(?:this|that|it|these|those|everything|the)(?:{_W}(?:following"
    rf"|above|instructions?|changes?|actions?|truth|notes?|messages?|entry|steps?|info"
    rf"|information|details?|data|facts?))?(?:{_W}(?:a{_W})?(?:secret|hidden|quiet"
    rf"|confidential|private))?{_W}from{_W}{_WHO}"
    rf"|\bwithout{_W}(?:the{_W})?(?:user|human|operator)(?:'s)?{_W}(?:knowing|realizing"
    rf"|realising|finding{_W}out|being{_W}told)\b"
    rf"|\b(?:never|don'?t|do{_W}not){_W}let{_W}{_WHO}{_W}(?:know|see|notice|find{_W}out)\b"
    r"|\b(?:secretly|covertly|surreptitiously)\W{1,4}(?:send|upload|forward|copy|exfiltrate"
    r"|post|email|transmit|leak|run|execute|install|add|include|store|log|record|collect)"
)
_SECRET_COMMAND = (
    rf"\b{_SHOW_CMD}\s{_ARGS}[^\s'\"|;&<>]{{0,80}}?{_LOW_FILES}"
    rf"|\bopen\s?\(\s?[fr]?['\"][^'\"\n]{{0,80}}?(?:{_LOW_FILES}|{_HIGH_FILES})"
)
# Persistence patterns start with a literal or a bracket so the regex engine can skip ahead fast.
_PERSIST_LITERAL = (
    r"authorized_keys|/dev/tcp/|\\currentversion\\run\b|schtasks\s/create\b"
    r"|add-content\s(?:-path\s)?\$profile\b|bash\s-i\s>&"
)
_PERSIST_REDIRECT = (
    rf"(?:>>?|tee\b(?:\s-a)?)\s?(?:{_SSH_DIR}|/etc/cron|/var/spool/cron"
    rf"|[^\s|;&]{{0,60}}?{_SHELL_RC})"
)
_PERSIST_CRONTAB = (
    r"\|\s?(?:sudo\s)?crontab(?:\s-u\s\S{1,32})?\s-(?![a-z])"
    r"|crontab\s(?:-u\s\S{1,32}\s)?[\w~-]{0,40}[./]\w"
)

# --- rules: left ... right within a gap on one line -----------------------------------------------
_ACT_WITHOUT_LIMITS = (
    rf"\b(?:without|with{_W}no|free{_W}(?:of|from)|ignoring|regardless{_W}of){_W}"
    rf"(?:(?:any|all|your|the|ethical|safety|content|moral){_W}){{0,2}}(?:restrictions|limits"
    r"|limitations|filters|filtering|censorship|guardrails|guidelines|rules|safety|ethics|morals"
    r"|boundaries|constraints|polic(?:y|ies))\b"
)
_DONT_MENTION_THIS = (
    rf"\b{_NEG}{_W}(?:tell|mention|reveal|disclose|say|report|admit|show|explain|share){_W}"
    rf"(?:this|that|it|these|those|anything|any{_W}of{_W}(?:this|that|it|these)|what{_W}you"
    rf"|the{_W}(?:above|following|instructions?|changes?|actions?))\b"
)
_SEND_SECRETS = (
    r"\b(?:send|post|upload|forward|email|exfiltrate|leak|transmit|copy|paste|submit)\W{1,4}"
    rf"(?:(?:the|your|my|every|of|current|all){_W}){{0,3}}(?:environment{_W}variables"
    rf"|env{_W}vars?|\.env\b|all{_W}(?:(?:the|your|my|of){_W}){{0,2}}(?:api{_W}keys|secrets"
    rf"|credentials|passwords|tokens)|(?:private|ssh){_W}keys?)"
)
_TO_REMOTE = (
    rf"\b(?:to|into|via|at){_W}(?:https?://|ftp://|webhook|pastebin|(?:an?|this|my|our|some"
    rf"|the{_W}following|the{_W}attacker'?s?|an?{_W}external|an?{_W}remote){_W}"
    rf"(?:(?:external|remote|public|attacker'?s?){_W})?"
    r"(?:url|server|webhook|endpoint|pastebin|host|address))"
)
_READ_VERBS = (
    r"\b(?:cat|less|more|head|tail|type|bat|strings|xxd|hexdump|od|tac|nl|base64|get-content|gc"
    r"|open|read|print|printf|echo|show|display|dump|output|reveal|paste|share|copy|cp|scp|rsync"
    r"|send|upload|post|leak|exfiltrate|email|attach|include|grep|tar|zip|gpg|curl|wget|nc)\b"
)
_ENV_PIPE = rf"\b(?:env|printenv|set|export{_W}-p|(?:get-childitem|gci|dir|ls){_W}env:)\s?\|"
_ENV_DUMP = r"\$\(\s?(?:env|printenv|set)\s?\)|`\s?(?:env|printenv)\s?`"
_WHOLE_ENV = r"dict\(\s?os\.environ|os\.environ\b(?!\s?(?:\[|\.get\b))|process\.env\b(?![.\[])"

# (category, pattern, right, gap). With right=None the pattern alone decides. Otherwise the rule
# matches when `right` starts at most `gap` characters after `pattern` ends, on the same line;
# _near pairs the two match lists instead of using one regex with a "[^\n]{0,n}?" gap, which
# would cost (anchors x gap) steps on hostile input that repeats an anchor densely.
_RULE_SOURCES: tuple[tuple[str, str, str | None, int], ...] = (
    ("prompt_injection", _INJECTION, None, 0),
    ("prompt_injection", rf"\bforget{_W}(?:about{_W})?(?:everything|all|anything|what)\b",
     r"\b(?:told|taught|instructed|programmed|trained)\b", 40),
    ("role_hijack", _ROLE_HIJACK, None, 0),
    ("role_hijack", r"\b(?:act|behave|respond|answer|reply|operate)\b", _ACT_WITHOUT_LIMITS, 60),
    ("hidden_instructions", _HIDDEN, None, 0),
    ("hidden_instructions", _DONT_MENTION_THIS, rf"\bto{_W}{_WHO}", 30),
    ("exfiltration", rf"\b{_NET}\b", rf"{_SECRET_VAR}|{_ENV_DUMP}", 160),
    ("exfiltration", _SECRET_VAR, rf"\|\s?(?:sudo\s)?{_NET}\b", 60),
    ("exfiltration", _ENV_PIPE, rf"\b(?:{_NET}|base64|xxd|openssl)\b", 60),
    ("exfiltration", r"\b(?:requests|httpx|axios|aiohttp|urllib|fetch|session)\b", _WHOLE_ENV, 160),
    ("exfiltration", _SEND_SECRETS, _TO_REMOTE, 60),
    ("secret_file_read", _READ_VERBS, _HIGH_FILES, 60),
    ("secret_file_read", _SECRET_COMMAND, None, 0),
    ("persistence", _PERSIST_LITERAL, None, 0),
    ("persistence", _PERSIST_REDIRECT, None, 0),
    ("persistence", _PERSIST_CRONTAB, None, 0),
    ("persistence", r"\b(?:cp|mv|scp|rsync|ln|install)\s",
     rf"\s(?:{_SSH_DIR}|/etc/cron|/var/spool/cron)", 80),
    ("persistence", r"@reboot\s", r"curl|wget|\bnc\b|bash|\bsh\b|python|/tmp/", 40),
    ("persistence", r"\bmkfifo\b", r"\bnc\b", 60),
    ("persistence", r"\b(?:nc|ncat|netcat)\b", r"\s-[a-z]{0,3}e\s?(?:/bin/)?(?:ba|z)?sh\b", 60),
    ("persistence", r"\bsocat\b", r"\bexec:", 80),
    ("fence_tag", r"\[\s?system\s(?:note|message|notice|instructions?)\s?:", None, 0),
)
_RULES_COMPILED: tuple[tuple[str, re.Pattern[str], re.Pattern[str] | None, int], ...] = tuple(
    (category, re.compile(pattern, re.ASCII), right and re.compile(right, re.ASCII), gap)
    for category, pattern, right, gap in _RULE_SOURCES
)

# What a blocked write is called, and what to do instead (the reason is read by LLMs and users).
_LABELS = MappingProxyType({
    "prompt_injection": "prompt injection",
    "role_hijack": "role hijack",
    "hidden_instructions": "hidden instructions",
    "exfiltration": "secret exfiltration",
    "secret_file_read": "secret file read",
    "persistence": "persistence / backdoor",
    "fence_tag": "forged memory-context fence",
    "invisible_unicode": "invisible unicode",
})
_ADVICE = MappingProxyType({
    "prompt_injection": "Rephrase the entry as a plain fact.",
    "role_hijack": "Rephrase the entry as a plain fact (e.g. 'User prefers ...').",
    "hidden_instructions": "Rephrase the entry as a plain fact; never hide things from the user.",
    "exfiltration": "Do not store commands that send secrets; use a placeholder like YOUR_TOKEN.",
    "secret_file_read": "Do not store commands that print credential files; say where they live.",
    "persistence": "Do not store commands that plant SSH keys, cron jobs, shell hooks or shells.",
    "fence_tag": "Remove the memory-context tags and system-note markers from the entry.",
    "invisible_unicode": "Remove hidden or bidirectional control characters and retry.",
})


@dataclass(frozen=True)
class ThreatMatch:
    """A threat found in memory content.

    Attributes:
        category: One of the keys of the reason table, e.g. ``"prompt_injection"``.
        matched: The matching snippet (normalised, shortened, fence tags made inert) or, for
            ``"invisible_unicode"``, the code point and name, e.g. ``"U+200B ZERO WIDTH SPACE"``.
    """

    category: str
    matched: str

    @property
    def reason(self) -> str:
        """A short message for the LLM and the user: what was blocked and what to do."""
        label = _LABELS.get(self.category, self.category)
        advice = _ADVICE.get(self.category, "Rephrase the entry as a plain fact.")
        if self.category == "invisible_unicode":
            return f"Blocked: {label} character {self.matched}. {advice}"
        return f"Blocked: {label} (matched '{self.matched}'). {advice}"


def _normalise(text: str) -> str:
    """Returns the matching form of ``text``: invisible-free, NFKD, Latinised, casefolded."""
    if not text.isascii():  # isascii() is O(1); plain ASCII needs no Unicode work
        text = _COMBINING_RE.sub("", unicodedata.normalize("NFKD", _STRIP_RE.sub("", text)))
        text = text.translate(_CONFUSABLES).casefold()
        # Casefolding can create combining marks again ("İ" -> "i" + U+0307): decompose twice.
        text = _COMBINING_RE.sub("", unicodedata.normalize("NFKD", text))
    else:
        text = text.lower()
    return _NEWLINES_RE.sub("\n", _HSPACE_RE.sub(" ", text))


def _tag_regex_source(tag: str) -> str:
    """Regex source for a tag name, tolerant of case and of ``-``/``_``/space separators."""
    parts = [re.escape(part) for part in re.split(r"[\W_]+", tag.casefold()) if part]
    if not parts:
        raise ValueError(f"fence tag {tag!r} has no letters or digits")
    return r"[\W_]{0,3}".join(parts)


def _invisible_threat(text: str) -> ThreatMatch | None:
    """Finds the first blocked invisible character, ignoring harmless joiners."""
    if text.isascii() or _INVISIBLE_RE.search(text) is None:
        return None
    match = _INVISIBLE_RE.search(_HARMLESS_JOINERS_RE.sub("", text))
    if match is None:
        return None
    char = match.group()
    return ThreatMatch(
        "invisible_unicode", f"U+{ord(char):04X} {unicodedata.name(char, 'UNNAMED')}"
    )


def _snippet(text: str, tag: str) -> str:
    """Shortens a matched snippet and makes any fence tag in it inert before it is shown."""
    short = " ".join(text.split())
    short = short if len(short) <= 60 else short[:57] + "..."
    return neutralise_fence_tags(short.replace("'", "\u2019"), tag)


def _near(
    text: str, left: re.Pattern[str], right: re.Pattern[str], gap: int
) -> tuple[int, int] | None:
    """Finds a ``right`` match starting within ``gap`` characters after a ``left`` match's end,
    on the same line, and returns the span from the left start to the right end.

    Both patterns are run once over the whole text and paired with a binary search, so the cost
    stays linear however densely the text repeats either anchor.
    """
    rights = right.finditer(text)
    first = next(rights, None)
    if first is None:  # the right-hand side is usually the rarer one: skip the left pass
        return None
    starts: list[int] = []
    ends: list[int] = []
    for match in left.finditer(text):
        starts.append(match.start())
        ends.append(match.end())
    for match in itertools.chain((first,), rights):
        index = bisect.bisect_right(ends, match.start()) - 1
        # Only the nearest preceding left match can qualify: farther ones have a larger gap and
        # at least the same newlines in between.
        if (
            index >= 0
            and match.start() - ends[index] <= gap
            and text.find("\n", ends[index], match.start()) == -1
        ):
            return starts[index], match.end()
    return None


def find_threat(
    text: str, *, block_invisible_unicode: bool = True, fence_tag: str = DEFAULT_FENCE_TAG
) -> ThreatMatch | None:
    """Finds the first threat in memory content.

    Args:
        text: The content about to be written.
        block_invisible_unicode: Whether invisible / bidi control characters are a threat. They
            are removed before pattern matching either way.
        fence_tag: The configured recall fence tag; forging it is a threat, as is forging
            ``memory-context`` itself.

    Returns:
        The first :class:`ThreatMatch`, or None when the text is safe.
    """
    if not text:
        return None
    if block_invisible_unicode:
        invisible = _invisible_threat(text)
        if invisible is not None:
            return invisible
    normalised = _normalise(text)
    tags = {_tag_regex_source(DEFAULT_FENCE_TAG), _tag_regex_source(fence_tag)}
    fence = re.compile(r"<\s{0,3}/?\s{0,3}(?:" + "|".join(sorted(tags)) + r")\b", re.ASCII)
    for category, pattern, right, gap in (("fence_tag", fence, None, 0), *_RULES_COMPILED):
        if right is None:
            match = pattern.search(normalised)
            span = match.span() if match else None
        else:
            span = _near(normalised, pattern, right, gap)
        if span is not None:
            return ThreatMatch(category, _snippet(normalised[span[0] : span[1]], fence_tag))
    return None


def scan_content(
    text: str, *, block_invisible_unicode: bool = True, fence_tag: str = DEFAULT_FENCE_TAG
) -> str | None:
    """Scans memory content before it is written.

    Args:
        text: The content about to be written.
        block_invisible_unicode: Whether to block invisible / bidi control characters.
        fence_tag: The configured recall fence tag (``memory-context`` is always checked too).

    Returns:
        None when the text is safe, else a short reason naming the category and saying what to
        do, e.g. ``"Blocked: prompt injection (matched 'ignore previous instructions'). Rephrase
        the entry as a plain fact."``.
    """
    threat = find_threat(
        text, block_invisible_unicode=block_invisible_unicode, fence_tag=fence_tag
    )
    if threat is None:
        return None
    # Log the category only: the content itself may be private or hostile.
    logger.info("memory write blocked: %s (%d chars)", threat.category, len(text))
    return threat.reason


def strip_fence_tags(text: str, tag: str = DEFAULT_FENCE_TAG) -> str:
    """Removes whole ``<tag>...</tag>`` blocks, and any stray open or close tag, from text.

    Used on user / assistant text before it is stored, so injected recall never becomes memory.
    Nested blocks are removed as a whole. When something was removed, surrounding whitespace at
    the start and end of the result is trimmed.

    Args:
        text: Text that may contain injected recall.
        tag: The fence tag name.

    Returns:
        The text without fenced blocks or fence tags.
    """
    token_re = re.compile(
        r"<\s{0,8}(/)?\s{0,8}" + _tag_regex_source(tag) + r"(?![\w-])[^<>]{0,200}>", re.IGNORECASE
    )
    tokens = list(token_re.finditer(text))
    if not tokens:
        return text
    # One pass with a depth counter instead of a lazy ".*?" search, which would be quadratic on
    # many unclosed open tags.
    drops: list[tuple[int, int]] = []
    depth = 0
    block_start = 0
    for token in tokens:
        if token.group(1):
            if depth == 0:
                drops.append(token.span())
                continue
            depth -= 1
            if depth == 0:
                drops.append((block_start, token.end()))
        else:
            if depth == 0:
                block_start = token.start()
            depth += 1
    if depth:
        # Unclosed block: we cannot tell where the recall ends, so drop only the tags.
        drops.extend(token.span() for token in tokens if token.start() >= block_start)
    pieces: list[str] = []
    position = 0
    for start, end in sorted(drops):
        pieces.append(text[position:max(start, position)])
        position = max(position, end)
    pieces.append(text[position:])
    return "".join(pieces).strip()


def neutralise_fence_tags(text: str, tag: str = DEFAULT_FENCE_TAG) -> str:
    """Makes anything that looks like a fence tag inert by escaping its ``<`` as ``&lt;``.

    Tolerates case, ``-``/``_``/space separators, full-width and Cyrillic/Greek look-alike letters,
    full-width brackets and invisible characters between letters, so untrusted recall cannot close
    our fence early.

    Args:
        text: Untrusted text about to be rendered inside our own fence.
        tag: The fence tag name.

    Returns:
        The text with every tag-like ``<`` replaced by ``&lt;``.
    """
    invisible = f"[{_BLOCKED_CLASS}{_STRIP_ONLY_CLASS}]"
    gap = invisible + "{0,4}"
    separator = f"(?:[\\s_\\-\u2010-\u2015\uff0d\uff3f]|{invisible}){{0,4}}"
    _tag_regex_source(tag)  # validates the tag
    letters = []
    for char in tag.casefold():
        if char.isalnum() and char.isascii():
            # IGNORECASE covers upper case; add the full-width form and the look-alikes.
            alike = "".join(chr(k) for k, v in _CONFUSABLES.items() if chr(v) in {char, char.upper()})
            letters.append(f"[{re.escape(char)}{chr(ord(char) + 0xFEE0)}{alike}]")
        elif char in "-_ ":
            letters.append(separator)
        else:
            letters.append(re.escape(char))
    name = gap.join(letters)
    pattern = re.compile(
        f"[<\uff1c\ufe64](?=(?:\\s|{invisible}){{0,4}}[/\uff0f]?(?:\\s|{invisible}){{0,4}}{name})",
        re.IGNORECASE,
    )
    return pattern.sub("&lt;", text)
