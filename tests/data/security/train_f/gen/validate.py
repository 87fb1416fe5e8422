"""Self-check of the train_f records (independent of the project's stats.py)."""

from __future__ import annotations

import base64
import codecs
import urllib.parse
from collections import Counter

ATTACK_CLASSES = {
    "override", "role_hijack", "exfil_markdown", "exfil_command", "persistence", "secret_harvest",
    "encoded", "invisible", "split", "frame_forgery", "deception",
}
BENIGN_CLASSES = {
    "preference", "profile", "project", "shell_snippet", "security_talk", "honesty_rule", "emoji",
    "word_processor", "script_joiners", "rtl", "multilingual_mix", "dates_numbers", "health_finance",
}
MAIN = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
BANNED_HOST_WORDS = ("evil", "attacker", "malicious", "exfil")


def _decode(payload: str, encoding: str) -> str:
    if encoding == "base64":
        return base64.b64decode(payload, validate=True).decode("utf-8")
    if encoding == "hex":
        return bytes.fromhex(payload).decode("utf-8")
    if encoding == "rot13":
        return codecs.decode(payload, "rot13")
    return urllib.parse.unquote(payload)


def _tags(text: str) -> str:
    return "".join(chr(ord(c) - 0xE0000) for c in text if 0xE0020 <= ord(c) <= 0xE007E)


def _selectors(text: str) -> str:
    data = bytearray()
    for c in text:
        o = ord(c)
        if 0xFE00 <= o <= 0xFE0F:
            data.append(o - 0xFE00)
        elif 0xE0100 <= o <= 0xE01EF:
            data.append(o - 0xE0100 + 16)
    return data.decode("utf-8")


def _check_one(r: dict) -> list[str]:
    where = r["id"]
    errs = []
    if not 3 <= len(r["text"]) <= 2000:
        errs.append(f"{where}: length {len(r['text'])}")
    if "\u00a6" in r["text"]:
        errs.append(f"{where}: unreplaced zero-width marker")
    low = r["text"].lower()
    for word in BANNED_HOST_WORDS:
        if f"{word}." in low or f"{word}-" in low:
            errs.append(f"{where}: loaded host word {word!r}")
    cls = r["class"]
    if cls == "split":
        parts = r.get("parts")
        if not (isinstance(parts, list) and len(parts) == 2 and "\n".join(parts) == r["text"]):
            errs.append(f"{where}: parts do not join to text")
    encoded_ok = cls != "encoded" or (
        r["payload"] in r["text"] and _decode(r["payload"], r["encoding"]) == r["decoded"])
    if not encoded_ok:
        errs.append(f"{where}: payload mismatch")
    if cls == "invisible":
        tech = r["technique"]
        if tech == "tag_chars" and _tags(r["text"]) != r["hidden"]:
            errs.append(f"{where}: tags do not spell hidden")
        if tech == "variation_selectors" and _selectors(r["text"]) != r["hidden"]:
            errs.append(f"{where}: selectors do not spell hidden")
        if tech in ("zero_width_split", "bidi_override") and r["text"].isprintable():
            errs.append(f"{where}: nothing invisible")
        if tech == "zero_width_split":
            stripped = "".join(c for c in r["text"] if c.isprintable())
            if r["hidden"] not in stripped:
                errs.append(f"{where}: hidden not recoverable from text")
    return errs


def validate(attacks: list[dict], benign: list[dict]) -> list[str]:
    """Return a list of problems; empty when the records are sound."""
    errs: list[str] = []
    recs = attacks + benign
    for key in ("id", "text"):
        counts = Counter(r[key] for r in recs)
        errs += [f"duplicate {key} {v[:60]!r}" for v, c in counts.items() if c > 1]
    for r in attacks:
        if r["class"] not in ATTACK_CLASSES:
            errs.append(f"{r['id']}: unknown attack class {r['class']}")
    for r in benign:
        if r["class"] not in BENIGN_CLASSES:
            errs.append(f"{r['id']}: unknown benign class {r['class']}")
    for r in recs:
        errs += _check_one(r)
    cells = Counter((r["class"], r["lang"]) for r in attacks)
    for cls in ATTACK_CLASSES:
        for lang in MAIN:
            if cells[(cls, lang)] < 2:
                errs.append(f"attack cell {cls}/{lang} has {cells[(cls, lang)]}")
    bcells = Counter((r["class"], r["lang"]) for r in benign)
    for cls in BENIGN_CLASSES - {"rtl", "script_joiners"}:
        for lang in MAIN:
            if bcells[(cls, lang)] < 2:
                errs.append(f"benign cell {cls}/{lang} has {bcells[(cls, lang)]}")
    return errs
