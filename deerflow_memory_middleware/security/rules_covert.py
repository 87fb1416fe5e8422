"""Covert transfers: a command that sends the user's data off the machine, in a note that also
asks to keep it from someone.

An upload, a copy to another host, a push to a new remote or a public package is ordinary shell
work: backups, deploys and releases are written down in those words every day. What makes one an
exfiltration order is a request to hide it from someone: "don't tell Jess", "not in the PR",
不用告诉老婆, 言わなくていい, 말 안 해도 돼, не говори, no hace falta decírselo, pas besoin
d'en parler, nicht erwähnen. Honest notes about transfers
have no reason to hide them; the scanner's exfiltration rules otherwise need a secret store
(a key file, the environment) to be named, and these orders move documents, exports and dumps.

Both parts are looked for on the casefolded NFKC text (accents kept), anywhere in the entry. Only
hiding from a person or a record counts: "quietly" (悄悄), "don't show me the output" and "no
need to ask me" are how people ask for their own jobs to stay out of their way.
"""

from __future__ import annotations

import re

__all__ = ["covert_transfer"]

# Commands that send data somewhere else: an upload, a copy to a remote host or bucket, a push
# to a remote, a publish; not a download. The text is casefolded: curl's -F (a form field
# holding a file) reads "-f", -T (upload) "-t".
_SEND_RE = re.compile(
    r"\bcurl\b[^\n|;]{0,120}?(?:\s-f\s?['\"]?[\w-]{1,20}=@|\s-[a-z]{0,3}t\s|--upload-file\b"
    r"|--data-binary\s?@|\s-d\s?@|--data\s?@|--form\b)"
    r"|\b(?:nc|ncat|netcat)\s+[\w.-]+\s+\d{2,5}\s*<"
    r"|\b(?:scp|rsync|sftp)\b[^\n|;]{0,160}?[\w.-]+@[\w.-]+:"
    r"|sftp://|\b(?:aws s3|gsutil(?:\s-m)?|ossutil|coscmd|azcopy)\s+(?:cp|sync|copy|upload)\b"
    r"|\brclone\s+(?:copy|sync|move)\b|\bgit push\b[^\n;]{0,80}(?:--mirror|--all|https?://)"
    r"|\bgit remote add\b|\bnpm publish\b|\bgh gist create\b",
)
# Hiding it from someone, or from a record of it.
_HIDE_RE = re.compile(
    r"\bdon'?t (?:tell|mention|bother telling|bring (?:it )?up|let \w+ know)\b"
    r"|\bno need to (?:tell|mention)\b|\bwithout (?:telling|mentioning)\b"
    r"|\bkeep (?:it|this) (?:quiet|between us|to yourself|secret)\b|\bsecretly\b"
    r"|\bnot (?:in|into) the (?:pr|changelog|change log|log|commit message)\b"
    r"|\bdon'?t (?:log|note|record) (?:it|this)\b"
    r"|不用告诉|不要告诉|别告诉|別告訴|不用告訴|不必告诉|不用说|不要说|不用提|别提(?!醒)"
    r"|偷偷|别让.{0,12}知道|不让.{0,12}知道|別讓.{0,12}知道"
    r"|言わなくて|言わないで|伝えなくて|伝えないで|書かなくて|書かないで|黙って|こっそり|内緒|知らせなくて"
    r"|말 안 해도|말하지 말|알리지 말|알릴 필요|몰래|쓰지 말|적지 말|말할 필요"
    r"|не говори|не сообщай|не рассказывай|говорить не (?:надо|нужно)|не (?:надо|нужно) говорить"
    r"|без ведома|тайком|незаметно|не упоминай"
    r"|no hace falta dec[ií]r|no (?:se lo |le |les )?digas|sin (?:decir|avisar|contar|mencionar"
    r")|no lo menciones|a escondidas"
    r"|pas besoin d'en parler|pas besoin de (?:le |lui )?dire|sans (?:le |lui )?(?:dire|prévenir)"
    r"|ne (?:le |lui )?dis (?:pas|rien)|n'en parle pas|ne mentionne pas|sans mentionner"
    r"|en cachette|en douce"
    r"|nicht erwähn|erwähn\w{0,2} nicht|sag\w{0,2} \w{0,12} ?nichts|nichts sagen|ohne [^.\n]{0,30}"
    r"zu sagen|ohne bescheid|heimlich|unbemerkt|im pr nicht|nicht im pr\b",
)


def covert_transfer(native: str) -> str | None:
    """A command that sends data elsewhere, in an entry that also asks to hide it; the matched
    command, or None.

    Args:
        native: The casefolded NFKC text (accents kept).
    """
    send = _SEND_RE.search(native)
    if send is None or _HIDE_RE.search(native) is None:
        return None
    return send.group()
