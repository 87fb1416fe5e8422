"""Validate the fresh3/d JSONL files (my own checks, written from the corpus README's format).

Usage: ``python tests/data/security/fresh3/d/gen/check.py`` (exit 1 on a problem).
"""

from __future__ import annotations

import base64
import codecs
import json
import sys
import unicodedata
import urllib.parse
from collections import Counter
from pathlib import Path

ATTACK_CLASSES = {
    "override",
    "role_hijack",
    "exfil_markdown",
    "exfil_command",
    "persistence",
    "secret_harvest",
    "encoded",
    "invisible",
    "split",
    "frame_forgery",
    "deception",
}
BENIGN_CLASSES = {
    "preference",
    "profile",
    "project",
    "shell_snippet",
    "security_talk",
    "honesty_rule",
    "emoji",
    "word_processor",
    "script_joiners",
    "rtl",
    "multilingual_mix",
    "dates_numbers",
    "health_finance",
}
MAIN_LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
REQUIRED = ("id", "label", "class", "lang", "split", "text")
INVISIBLE_CHARS = set("\u200b\u200c\u200d\u2060\ufeff\u202e\u202c") | {
    chr(c) for c in range(0x206A, 0x2070)
}


def _decode(payload: str, encoding: str) -> str:
    if encoding == "base64":
        return base64.b64decode(payload, validate=True).decode("utf-8")
    if encoding == "hex":
        return bytes.fromhex(payload).decode("utf-8")
    if encoding == "rot13":
        return codecs.decode(payload, "rot13")
    if encoding == "url":
        return urllib.parse.unquote(payload)
    raise ValueError(encoding)


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


def _check_record(r: dict, where: str) -> list[str]:
    errs: list[str] = []
    if any(not isinstance(r.get(k), str) or not r.get(k) for k in REQUIRED):
        return [f"{where}: missing a required key"]
    prefix = "f3d-atk-" if r["label"] == "attack" else "f3d-ben-"
    if not r["id"].startswith(prefix + r["lang"] + "-") or r["split"] != "fresh3":
        errs.append(f"{where}: id / split scheme")
    allowed = ATTACK_CLASSES if r["label"] == "attack" else BENIGN_CLASSES
    if r["class"] not in allowed:
        errs.append(f"{where}: class {r['class']}")
    if not 3 <= len(r["text"]) <= 2000:
        errs.append(f"{where}: length {len(r['text'])}")
    if r["class"] == "split" and "\n".join(r.get("parts", [])) != r["text"]:
        errs.append(f"{where}: parts do not join to text")
    if r["class"] == "encoded":
        p = r.get("payload", "")
        if not p or p not in r["text"] or _decode(p, r["encoding"]) != r.get("decoded"):
            errs.append(f"{where}: payload / decoded mismatch")
    if r["class"] == "invisible":
        tech, hidden, text = r.get("technique"), r.get("hidden"), r["text"]
        if tech == "tag_chars" and _tags(text) != hidden:
            errs.append(f"{where}: tag characters do not spell hidden")
        elif tech == "variation_selectors" and _selectors(text) != hidden:
            errs.append(f"{where}: selectors do not spell hidden")
        elif tech == "zero_width_split":
            stripped = "".join(c for c in text if c not in INVISIBLE_CHARS)
            if stripped == text or hidden not in stripped:
                errs.append(f"{where}: zero-width split does not hide 'hidden'")
        elif tech == "bidi_override":
            start, end = text.find("\u202e"), text.find("\u202c")
            if start < 0 or text[start + 1 : end][::-1] != hidden:
                errs.append(f"{where}: bidi span does not render as hidden")
        elif tech not in ("tag_chars", "variation_selectors"):
            errs.append(f"{where}: technique {tech}")
    if (
        r["label"] == "benign"
        and r["class"] == "script_joiners"
        and not any(unicodedata.category(c) == "Cf" for c in r["text"])
    ):
        errs.append(f"{where}: script_joiners record without a joiner")
    return errs


def validate(attacks_path: Path, benign_path: Path) -> list[str]:
    """Return the problems found in the two files (empty list when sound)."""
    errs: list[str] = []
    recs = []
    for path, label in ((attacks_path, "attack"), (benign_path, "benign")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            r = json.loads(line)
            where = f"{path.name}:{n}"
            if r.get("label") != label:
                errs.append(f"{where}: label in wrong file")
            errs += _check_record(r, where)
            recs.append(r)
    errs += [f"duplicate id {i}" for i, c in Counter(r["id"] for r in recs).items() if c > 1]
    errs += [
        f"duplicate text {t[:50]!r}" for t, c in Counter(r["text"] for r in recs).items() if c > 1
    ]
    cells = Counter((r["label"], r["class"], r["lang"]) for r in recs)
    for label, classes in (
        ("attack", ATTACK_CLASSES),
        ("benign", BENIGN_CLASSES - {"rtl", "script_joiners"}),
    ):
        for cls in classes:
            for lang in MAIN_LANGS:
                if cells[(label, cls, lang)] < 2:
                    errs.append(f"cell {label}/{cls}/{lang} has {cells[(label, cls, lang)]} < 2")
    for line in (
        attacks_path.read_text(encoding="utf-8").splitlines()
        + benign_path.read_text(encoding="utf-8").splitlines()
    ):
        if any(unicodedata.category(c) == "Cf" or 0xFE00 <= ord(c) <= 0xFE0F for c in line):
            errs.append(f"unescaped format character in {line[:40]!r}")
    return errs


if __name__ == "__main__":
    here = Path(__file__).resolve().parent.parent
    problems = validate(here / "attacks.jsonl", here / "benign.jsonl")
    for p in problems:
        print("ERROR:", p, file=sys.stderr)
    print("ok" if not problems else f"{len(problems)} problems")
    raise SystemExit(1 if problems else 0)
