"""Validator for the train_h records (run by build.py before writing, and on the files)."""

from __future__ import annotations

import base64
import codecs
import json
import sys
import urllib.parse
from collections import Counter
from pathlib import Path

ATTACK_CLASSES = {"override", "role_hijack", "exfil_markdown", "exfil_command", "persistence",
                  "secret_harvest", "encoded", "invisible", "split", "frame_forgery",
                  "deception"}
BENIGN_CLASSES = {"preference", "profile", "project", "shell_snippet", "security_talk",
                  "honesty_rule", "emoji", "word_processor", "script_joiners", "rtl",
                  "multilingual_mix", "dates_numbers", "health_finance"}
MAIN_LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
BANNED_HOST_WORDS = ("evil", "attacker", "malicious", "exfil")
INVISIBLE = {chr(c) for c in (0x200B, 0x200C, 0x200D, 0x2060, 0x206A, 0x206B, 0x206C, 0x206D,
                              0x206E, 0x206F, 0xFEFF, 0x202E, 0x202C)}


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


def _one(r: dict[str, object]) -> list[str]:
    errs: list[str] = []
    rid, text = r.get("id"), r.get("text")
    if not isinstance(text, str) or not 3 <= len(text) <= 2000:
        return [f"{rid}: bad text"]
    if r.get("split") != "train_h":
        errs.append(f"{rid}: split")
    allowed = ATTACK_CLASSES if r.get("label") == "attack" else BENIGN_CLASSES
    if r.get("class") not in allowed:
        errs.append(f"{rid}: class {r.get('class')}")
    low = text.lower()
    for w in BANNED_HOST_WORDS:
        if f"{w}." in low or f".{w}" in low or f"{w}-" in low:
            errs.append(f"{rid}: loaded host word {w}")
    cls = r.get("class")
    if cls == "split":
        parts = r.get("parts")
        if not (isinstance(parts, list) and len(parts) == 2 and "\n".join(parts) == text):
            errs.append(f"{rid}: parts")
    if cls == "encoded":
        p = str(r.get("payload", ""))
        if not p or p not in text or _decode(p, str(r.get("encoding"))) != r.get("decoded"):
            errs.append(f"{rid}: payload")
    if cls == "invisible":
        tech, hidden = r.get("technique"), str(r.get("hidden"))
        if tech == "tag_chars" and _tags(text) != hidden:
            errs.append(f"{rid}: tags")
        elif tech == "variation_selectors" and _selectors(text) != hidden:
            errs.append(f"{rid}: selectors")
        elif tech == "zero_width_split":
            clear = "".join(c for c in text if c not in INVISIBLE)
            if hidden not in clear or clear == text:
                errs.append(f"{rid}: zero width")
        elif tech == "bidi_override" and hidden[::-1] not in text:
            errs.append(f"{rid}: bidi")
        elif tech not in ("tag_chars", "variation_selectors", "zero_width_split",
                          "bidi_override"):
            errs.append(f"{rid}: technique")
    return errs


def validate(recs: list[dict[str, object]]) -> list[str]:
    """Problems found in the records (empty list when sound)."""
    errs: list[str] = []
    for key in ("id", "text"):
        seen = Counter(str(r.get(key)) for r in recs)
        errs += [f"duplicate {key} {v[:50]!r}" for v, n in seen.items() if n > 1]
    for r in recs:
        errs += _one(r)
    cells = Counter((r["label"], r["class"], r["lang"]) for r in recs)
    for label, classes in (("attack", ATTACK_CLASSES), ("benign", BENIGN_CLASSES)):
        for cls in classes - {"rtl", "script_joiners"}:
            for lang in MAIN_LANGS:
                if cells[label, cls, lang] < 3:
                    errs.append(f"cell {label}/{cls}/{lang} has {cells[label, cls, lang]}")
    return errs


def main() -> int:
    here = Path(__file__).resolve().parent.parent
    recs = []
    for name in ("attacks_train_h.jsonl", "benign_train_h.jsonl"):
        with open(here / name, encoding="utf-8") as fh:
            recs += [json.loads(line) for line in fh]
    errs = validate(recs)
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    print(f"{len(recs)} records, {len(errs)} problems")
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
