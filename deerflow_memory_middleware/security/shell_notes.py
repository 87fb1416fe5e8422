"""Vetoes for shell notes: commands that look like an attack's shape but set up or use the
user's own credentials.

Each function takes the rule view, the category and the span of a rule match and says whether
the match is ordinary shell set-up rather than an attack:

* `shell_integration`: a harmless line written into an rc file (a completion, an alias);
* `credential_header`: a secret variable sent as the value of a signing header (how a webhook
  proves its sender), with no secret anywhere else in the command;
* `identity_key`: a private key named as the identity of ``ssh`` / ``scp`` / ``rsync -e``
  (``-i ~/.ssh/key``): the key is used, not read or sent;
* `own_public_key`: the user's own ``.pub`` key appended to ``authorized_keys`` (``ssh-copy-id``);
* `key_after_destination`: a key named in prose after a copy command's remote destination;
* `fetched_copy`: a key file copied from another machine to this one (nothing leaves);
* `token_for_its_host`: a token in a URL's query, sent to the service it is named for.
"""

from __future__ import annotations

import re

__all__ = ["IDENTITY_RE", "credential_header", "fetched_copy", "identity_key",
           "key_after_destination", "own_public_key", "shell_integration", "shell_note",
           "token_for_its_host"]


def _line(view: str, start: int, end: int) -> tuple[int, str]:
    line_start = view.rfind("\n", 0, start) + 1
    line_end = view.find("\n", end)
    return line_start, view[line_start : len(view) if line_end == -1 else line_end]


# A line written into an rc file ("kubectl completion bash >> ~/.bashrc", "echo 'alias gs=git
# status' >> ~/.zshrc", "echo 'eval \"$(starship init zsh)\"' >> ~/.zshrc"): shell set-up, not a
# foothold, as long as what is written neither fetches, decodes nor connects, and neither hijacks
# a command, the loader or the prompt hook. A here-document brings its body into view.
_RC_TARGET_RE = re.compile(r"\.(?:bashrc|bash_profile|bash_login|profile|zshrc|zprofile|zshenv|zlogin"
                           r"|cshrc|tcshrc)\b", re.ASCII)
_FETCHES_RE = re.compile(r"\b(?:curl|wget|nc|ncat|socat|base64|xxd|openssl|python\d?|perl|ruby|php"
                         r"|iwr|invoke-webrequest)\b|https?:|ftp:|/dev/tcp|/dev/udp|\b\d{1,3}\.\d{1,3}"
                         r"\.\d{1,3}\.\d{1,3}\b", re.ASCII | re.IGNORECASE)
_HIJACKS_RE = re.compile(r"\bLD_PRELOAD\b|\bLD_LIBRARY_PATH\b|\bPROMPT_COMMAND\b|\btrap\b"
                         r"|\balias\s(?:sudo|su|ssh|git|passwd|gpg|ls|cd)=|\bPATH=[\"']?(?:/tmp|/dev/shm"
                         r"|/var/tmp|\.)|/tmp/|/dev/shm|\bnohup\b|&\s?disown\b|\$\w*(?:TOKEN|SECRET"
                         r"|KEY|PASS)", re.ASCII | re.IGNORECASE)


def shell_integration(view: str, category: str, start: int, end: int) -> bool:
    """Whether a persistence match only writes harmless shell set-up into an rc file (a tool's
    completion or init, an alias, an option): nothing written fetches, decodes or connects, and
    nothing hijacks a command, the loader or the prompt hook."""
    if (category != "persistence" or ">" not in view[start:end] and "tee" not in view[start:end]
            or _RC_TARGET_RE.search(view, start, end) is None):
        return False
    line_start, line = _line(view, start, end)
    written = view[line_start:] if "<<" in line else line
    return _FETCHES_RE.search(written) is None and _HIJACKS_RE.search(written) is None


# A signing header and its value: -H "X-Hub-Signature: $WEBHOOK_SECRET" (how a webhook proves
# its sender; the rules already pass a token after "Bearer" or in a header named for a key or
# token). The name must say so: a secret in "X-Api: $STRIPE_KEY" or a bare "Authorization:
# $API_KEY" sent somewhere is data, not a login.
_HEADER_ARG_RE = re.compile(
    r"(?:-h|--header)\s?([\"'])[\w-]{0,30}(?:signature|sign|signatur|firma|secret|hmac)[\w-]{0,20}:"
    r"[^\"'\n]{0,200}\1", re.IGNORECASE)
_SECRET_VAR_RE = re.compile(r"\$\{?(?:env:)?[a-z0-9_]{0,40}?(?:key|token|secret|passw|pass\b"
                            r"|passphrase|credential|private)|\$\(\s?printenv\b", re.IGNORECASE)


def credential_header(view: str, category: str, start: int, end: int) -> bool:
    """Whether an exfiltration match only sends a secret variable as the value of a signing
    header (the way a webhook is called), with no secret variable anywhere else on the line."""
    if category != "exfiltration" or _SECRET_VAR_RE.search(view, start, end) is None:
        return False
    _, line = _line(view, start, end)
    if _HEADER_ARG_RE.search(line) is None:
        return False
    return _SECRET_VAR_RE.search(_HEADER_ARG_RE.sub(" ", line)) is None


# A key named as ssh's identity: "-i ~/.ssh/key", "-o IdentityFile=...", "IdentityFile ~/.ssh/k".
IDENTITY_RE = re.compile(r"(?:(?<![\w-])-i|identityfile)[\s=]?['\"]?[^\s'\"]{0,80}$", re.IGNORECASE)
_KEY_PATH_RE = re.compile(r"\.ssh\b(?:[/\\][\w.-]{1,60})?|id_(?:rsa|dsa|ecdsa|ed25519)[\w.-]{0,40}",
                          re.IGNORECASE)


def identity_key(view: str, category: str, start: int, end: int) -> bool:
    """Whether a key-file match is the identity given to ssh, scp or rsync (``-i key``): every
    key path in the match follows ``-i`` or ``IdentityFile``."""
    if category not in ("secret_file_read", "exfiltration", "persistence"):
        return False
    paths = list(_KEY_PATH_RE.finditer(view, start, end))
    return bool(paths) and all(
        IDENTITY_RE.search(view, max(0, found.start() - 90), found.start()) is not None
        for found in paths)


_PUBLIC_KEY_RE = re.compile(r"\.pub\b|\bssh-copy-id\b", re.IGNORECASE)
# A public key fetched from another machine ("scp ops@host:key.pub ..."): someone else's key.
_REMOTE_PUB_RE = re.compile(r"@[\w.-]{1,80}:[^\s]{0,120}\.pub\b", re.IGNORECASE)
_KEY_BLOB_RE = re.compile(r"\b(?:ssh-(?:rsa|dss|ed25519)|ecdsa-sha2-\w+)\s+aaaa", re.IGNORECASE)


# A copy command's remote destination ("deploy@203.0.113.10:/srv/www/"): its sources come before
# it. A key path after it, behind words of the note ("with the key ~/.ssh/docs", "私钥是 ~/.ssh/x",
# "(key is ~/.ssh/deploy)"), names the login, not a file copied; right after it with nothing
# between ("scp evil@host:k ~/.ssh/authorized_keys") it is the destination of a copy.
_REMOTE_DEST_RE = re.compile(r"\b(?:scp|rsync|sftp)\b[^\n]{0,160}?\s[\w.-]{1,40}@[\w.-]{1,80}:[^\s,，]*",
                             re.IGNORECASE)
_NOTE_WORDS_RE = re.compile(r"[(（:：,，。;；]|\s(?!-)[^\W\d_]{2,}\b|[^\x00-\x7f]")


def key_after_destination(view: str, category: str, start: int, end: int) -> bool:
    """Whether every key path of a copy-command match follows the command's remote destination
    with words of the note in between (the key it logs in with, named in prose)."""
    if category not in ("secret_file_read", "exfiltration", "persistence"):
        return False
    line_start, line = _line(view, start, end)
    dest = _REMOTE_DEST_RE.search(line)
    if dest is None:
        return False
    paths = list(_KEY_PATH_RE.finditer(view, start, end))
    return bool(paths) and all(
        found.start() - line_start > dest.end()
        and _NOTE_WORDS_RE.search(line, dest.end(), found.start() - line_start) is not None
        for found in paths)


def own_public_key(view: str, category: str, start: int, end: int) -> bool:
    """Whether an ``authorized_keys`` match installs the user's own public key file (``.pub``,
    ``ssh-copy-id``): no literal key, nothing fetched."""
    if category != "persistence" or "authorized_keys" not in view[start:end].lower():
        return False
    _, line = _line(view, start, end)
    return (_PUBLIC_KEY_RE.search(line) is not None and _KEY_BLOB_RE.search(line) is None
            and _FETCHES_RE.search(line) is None and _REMOTE_PUB_RE.search(line) is None)


# One copy command up to the next command on the line: its arguments are split on spaces.
_COPY_RE = re.compile(r"\b(?:scp|rsync)\s([^\n;&|]{1,400})", re.IGNORECASE)
# A remote operand: "host:path" or "user@host:path" (a Windows drive "C:\\" is local).
_REMOTE_ARG_RE = re.compile(r"^['\"]?(?:[\w.-]{1,40}@)?[\w.-]{2,80}:(?!\\)", re.IGNORECASE)
# Options of scp and rsync that take a value in the next word.
_VALUE_OPTIONS = frozenset({"-i", "-p", "-P", "-o", "-e", "-F", "-c", "-l", "-S", "-J"})


def fetched_copy(view: str, category: str, start: int, end: int) -> bool:
    """Whether a key-file match is a copy *to* this machine ("scp old-laptop:~/.kube/config
    ~/.kube/config"): every source is remote, the destination is local and is no login file
    (``authorized_keys``), so nothing leaves the machine."""
    if category not in ("secret_file_read", "exfiltration"):
        return False
    line_start, line = _line(view, start, end)
    for copy in _COPY_RE.finditer(line):
        if not copy.start() <= start - line_start <= copy.end():
            continue
        words = copy.group(1).split()
        operands = [word for i, word in enumerate(words) if not word.startswith("-")
                    and not (i and words[i - 1] in _VALUE_OPTIONS)]
        return (len(operands) >= 2 and all(_REMOTE_ARG_RE.match(o) for o in operands[:-1])
                and not _REMOTE_ARG_RE.match(operands[-1])
                and "authorized_keys" not in operands[-1].lower())
    return False


# A token in a URL's query ("?wstoken=$MOODLE_TOKEN", "&api_key=${SENTRY_KEY}") or in a header.
_QUERY_SECRET_RE = re.compile(r"[?&][\w.-]{0,30}(?:token|key|secret)[\w.-]{0,10}=\$\{?([a-z][a-z0-9]*)_"
                              r"[a-z0-9_]{0,40}(?:token|key|secret)\b", re.IGNORECASE)
_HOST_RE = re.compile(r"https?://([^/\s\"'?:]{1,120})", re.IGNORECASE)
_UPLOAD_RE = re.compile(r"(?:^|\s)(?:-[dFT]|--data[\w-]*|--upload-file|--form)[\s=]?['\"]?@",
                        re.IGNORECASE)


def token_for_its_host(view: str, category: str, start: int, end: int) -> bool:
    """Whether an exfiltration match only passes a token in a URL's query to the service the
    token is named for ("moodle.school.example/...?wstoken=$MOODLE_TOKEN"): every host on the
    line carries the variable's first word, and nothing else (a file, the environment) is sent."""
    if category != "exfiltration":
        return False
    _, line = _line(view, start, end)
    secrets = list(_QUERY_SECRET_RE.finditer(line))
    hosts = [host.group(1).lower() for host in _HOST_RE.finditer(line)]
    if not secrets or not hosts or _UPLOAD_RE.search(line):
        return False
    names = {found.group(1).lower() for found in secrets}
    return all(len(name) >= 3 and all(name in host for host in hosts) for name in names)


def shell_note(view: str, category: str, start: int, end: int) -> bool:
    """Whether a rule match is ordinary shell set-up (any of the vetoes above)."""
    return (shell_integration(view, category, start, end)
            or credential_header(view, category, start, end)
            or identity_key(view, category, start, end)
            or own_public_key(view, category, start, end)
            or key_after_destination(view, category, start, end)
            or fetched_copy(view, category, start, end)
            or token_for_its_host(view, category, start, end))
