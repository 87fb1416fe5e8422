"""English intent rules (the original rule table), matched on the normalised text.

The text is normalised first (see `canonical.normalise`), so words are lowercase ASCII separated
by single spaces / newlines; ``_W`` also tolerates punctuation and markdown between words. Every
quantifier is bounded and none is nested in an unbounded one.
"""

from __future__ import annotations

from .matching import compile_rules

__all__ = ["RULES"]

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
    # not a token used as a credential for its own API ("Authorization: Bearer $GITHUB_TOKEN")
    # nor as the value of a header named for it ("-H 'X-Api-Key: $UPLOAD_KEY'"), nor as the
    # password of a basic-auth pair ("-u $USER:$API_TOKEN") or a bot API's path ("/bot$TOKEN/")
    r"(?<!bearer )(?<!token )(?<!basic )(?<!bearer=)(?<!key: )(?<!token: )(?<!key:)(?<!token:)"
    # the same in a Makefile recipe, where "$$" stands for "$" ("Bearer $$SLACK_TOKEN")
    r"(?<!bearer \$)(?<!key: \$)(?<!token: \$)"
    r"(?<!user:)(?<!/bot)(?:\$\{?(?:env:)?|\$\(\s?printenv\s|%(?=[a-z_]))[a-z0-9_]{0,40}?"
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
    # Appending a host key to known_hosts (``ssh-keyscan ... >> ~/.ssh/known_hosts``) is set-up,
    # not a way in; every other file of the folder is.
    rf"(?:>>?|tee\b(?:\s-a)?)\s?(?:{_SSH_DIR}(?![/\\]known_hosts\b)|/etc/cron|/var/spool/cron"
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
RULES = compile_rules(_RULE_SOURCES)
