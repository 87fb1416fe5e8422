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
* `fetched_copy`: a key file copied from another machine to this one (nothing leaves).
"""

from __future__ import annotations

import re

__all__ = ["IDENTITY_RE", "RC_TARGET_RE", "credential_header", "download_command", "fetched_copy", "identity_key",
           "key_after_destination", "names_identity", "own_public_key", "shell_integration",
           "shell_note"]


def _line(view: str, start: int, end: int) -> tuple[int, str]:
    line_start = view.rfind("\n", 0, start) + 1
    line_end = view.find("\n", end)
    return line_start, view[line_start : len(view) if line_end == -1 else line_end]


# A line written into an rc file ("kubectl completion bash >> ~/.bashrc", "echo 'alias gs=git
# status' >> ~/.zshrc", "echo 'eval \"$(starship init zsh)\"' >> ~/.zshrc"): shell set-up, not a
# foothold, as long as what is written neither fetches, decodes nor connects, and neither hijacks
# a command, the loader or the prompt hook. A here-document brings its body into view.
RC_TARGET_RE = re.compile(r"\.(?:bashrc|bash_profile|bash_login|profile|zshrc|zprofile|zshenv|zlogin"
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
            or RC_TARGET_RE.search(view, start, end) is None):
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
_COMMAND_WORD_RE = re.compile(r"\b(ssh|scp|sftp|rsync)\b", re.IGNORECASE)


def names_identity(view: str, key_start: int) -> bool:
    """Whether the key path starting at ``key_start`` is given to ssh as its identity (``-i key``,
    ``IdentityFile``). rsync's own ``-i`` itemizes changes: ``rsync -i ~/.ssh/id_rsa host:`` sends
    the key, only ``rsync -e 'ssh -i key'`` names it."""
    found = IDENTITY_RE.search(view, max(0, key_start - 90), key_start)
    if found is None:
        return False
    if not found.group().lstrip().lower().startswith("-i"):
        return True
    line_start = view.rfind("\n", 0, found.start()) + 1
    commands = _COMMAND_WORD_RE.findall(view, line_start, found.start())
    return not commands or commands[-1].lower() != "rsync"
_KEY_PATH_RE = re.compile(r"\.ssh\b(?:[/\\][\w.-]{1,60})?|id_(?:rsa|dsa|ecdsa|ed25519)[\w.-]{0,40}",
                          re.IGNORECASE)


def identity_key(view: str, category: str, start: int, end: int) -> bool:
    """Whether a key-file match is the identity given to ssh, scp or rsync (``-i key``): every
    key path in the match follows ``-i`` or ``IdentityFile``."""
    if category not in ("secret_file_read", "exfiltration", "persistence"):
        return False
    paths = list(_KEY_PATH_RE.finditer(view, start, end))
    return bool(paths) and all(names_identity(view, found.start()) for found in paths)


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


# A copy command: its words run to the end of the command (a separator, a redirect, a comment,
# a bracket, a substitution). A command holding a substitution is never read as harmless.
_COPY_RE = re.compile(r"\b(scp|rsync)\s([^\n;&|<>#()`]{1,400})", re.IGNORECASE)
_SUBSTITUTION_RE = re.compile(r"\$\(|`|\$\{?IFS\b", re.IGNORECASE)
# A remote operand: "host:path", "user@host:path", "[2001:db8::5]:path" (a drive "C:\\" is local).
_REMOTE_ARG_RE = re.compile(r"^['\"]?(?:[\w.-]{1,40}@)?(?:[\w.-]{2,80}|\[[0-9a-f:.]{2,45}\]):(?!\\)",
                            re.IGNORECASE)
_LOOPBACK_RE = re.compile(r"^['\"]?(?:[\w.-]{1,40}@)?(?:localhost|127\.[\d.]+|\[::1\]|::1):",
                          re.IGNORECASE)
# Short options that take the next word as their value, per tool.
_VALUE_OPTIONS = {"scp": frozenset("cDFiJloPSX"), "rsync": frozenset("efBTM")}
# Destinations whose content runs or grants a login: never a harmless copy.
_LIVE_DEST_RE = re.compile(r"authorized_keys|\.ssh/rc\b|\.(?:bash|zsh|ksh)rc\b|\.(?:bash_)?profile\b"
                           r"|\.zprofile\b|\.zshenv\b|/etc/", re.IGNORECASE)


def _operands(tool: str, text: str, offset: int) -> list[tuple[int, int, str]]:
    """The operands of a copy command's words, with their spans in the line."""
    found: list[tuple[int, int, str]] = []
    takes_value = _VALUE_OPTIONS[tool.lower()]
    skip = False
    for word in re.finditer(r"\S+", text):
        value = word.group()
        if skip:
            skip = False
        elif value.startswith("-"):
            skip = len(value) == 2 and value[1] in takes_value
        else:
            found.append((offset + word.start(), offset + word.end(), value.strip("'\"")))
    return found


def _download(line: str, at: int) -> list[tuple[int, int, str]] | None:
    """The operands of the copy command covering position ``at`` of ``line`` when it copies from
    other machines to this one (every source remote and not this machine, the destination local
    and no file that runs or grants a login), else None."""
    for copy in _COPY_RE.finditer(line):
        if not copy.start() <= at < copy.end():
            continue
        rest = line[copy.end():copy.end() + 2]
        if _SUBSTITUTION_RE.search(copy.group(2)) or rest.startswith(("$(", "`")):
            return None
        operands = _operands(copy.group(1), copy.group(2), copy.start(2))
        if len(operands) < 2:
            return None
        *sources, (_, _, destination) = operands
        if (all(_REMOTE_ARG_RE.match(o) and not _LOOPBACK_RE.match(o) for _, _, o in sources)
                and not _REMOTE_ARG_RE.match(destination)
                and _LIVE_DEST_RE.search(destination) is None):
            return operands
        return None
    return None


def download_command(view: str, at: int) -> bool:
    """Whether the copy command at position ``at`` of ``view`` only brings the user's own file to
    this machine: a download (see `fetched_copy`) whose destination is the path of one of its
    sources ("scp old-laptop:~/.kube/config ~/.kube/config"); a download that writes a
    credential file from another path ("rsync host:/pub/creds ~/.aws/config") is not."""
    line_start, line = _line(view, at, at)
    operands = _download(line, at - line_start)
    return operands is not None and _lands_at_a_source_path(operands)


def _lands_at_a_source_path(operands: list[tuple[int, int, str]]) -> bool:
    """Whether a download's destination is the path of one of its remote sources."""
    *sources, (_, _, destination) = operands
    return destination in {value.split(":", 1)[1] for _, _, value in sources}


def fetched_copy(view: str, category: str, start: int, end: int) -> bool:
    """Whether a key-file match is a file copied *to* this machine: its copy command's sources are
    all other machines, its destination is local and no file that runs or grants a login, and the
    matched file is one of the remote sources, or the destination at the same path as a source
    ("scp old-laptop:~/.kube/config ~/.kube/config": the user's own file moving house)."""
    if category not in ("secret_file_read", "exfiltration") or end <= start:
        return False
    line_start, line = _line(view, start, end)
    last = end - 1 - line_start
    operands = _download(line, last)
    if operands is None:
        return False
    *sources, (first, after, _) = operands
    if any(start_of <= last < end_of for start_of, end_of, _ in sources):
        return True
    return first <= last < after and _lands_at_a_source_path(operands)


def shell_note(view: str, category: str, start: int, end: int) -> bool:
    """Whether a rule match is ordinary shell set-up (any of the vetoes above)."""
    return (shell_integration(view, category, start, end)
            or credential_header(view, category, start, end)
            or identity_key(view, category, start, end)
            or own_public_key(view, category, start, end)
            or key_after_destination(view, category, start, end)
            or fetched_copy(view, category, start, end))
