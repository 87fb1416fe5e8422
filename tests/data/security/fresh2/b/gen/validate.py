"""Validate ../attacks.jsonl and ../benign.jsonl and print the class x lang counts.

Run: ``python tests/data/security/fresh2/b/gen/validate.py`` (exit 1 on a problem;
``--markdown`` prints the README tables).
"""

from __future__ import annotations

import base64
import codecs
import json
import sys
import urllib.parse
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
ATTACK_CLASSES = {
    "override", "role_hijack", "exfil_markdown", "exfil_command", "persistence", "secret_harvest",
    "encoded", "invisible", "split", "frame_forgery", "deception",
}
BENIGN_CLASSES = {
    "preference", "profile", "project", "shell_snippet", "security_talk", "honesty_rule", "emoji",
    "word_processor", "script_joiners", "rtl", "multilingual_mix", "dates_numbers", "health_finance",
}
MAIN = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")


def _decode(p: str, enc: str) -> str:
    if enc == "base64":
        return base64.b64decode(p, validate=True).decode("utf-8")
    if enc == "hex":
        return bytes.fromhex(p).decode("utf-8")
    if enc == "rot13":
        return codecs.decode(p, "rot13")
    return urllib.parse.unquote(p)


def _tags(t: str) -> str:
    return "".join(chr(ord(c) - 0xE0000) for c in t if 0xE0020 <= ord(c) <= 0xE007E)


def _vs(t: str) -> str:
    b = bytearray()
    for c in t:
        o = ord(c)
        if 0xFE00 <= o <= 0xFE0F:
            b.append(o - 0xFE00)
        elif 0xE0100 <= o <= 0xE01EF:
            b.append(o - 0xE0100 + 16)
    return b.decode("utf-8")


def _zw_strip(t: str) -> str:
    return "".join(c for c in t if c not in "\u200b\u200c\u200d\u2060\u206a\u206b\u206c\u206d\u206e\u206f")


def check(recs: list[dict[str, Any]]) -> list[str]:
    """Return the problems found."""
    errs = []
    for key in ("id", "text"):
        errs += [f"duplicate {key} {v!r:.60}" for v, n in Counter(r[key] for r in recs).items() if n > 1]
    for r in recs:
        w = r["id"]
        if {"id", "label", "class", "lang", "split", "text"} - set(r):
            errs.append(f"{w}: missing keys")
        if r["split"] != "fresh2" or not w.startswith(f"f2b-{'atk' if r['label'] == 'attack' else 'ben'}-{r['lang']}-"):
            errs.append(f"{w}: bad id / split")
        ok_cls = ATTACK_CLASSES if r["label"] == "attack" else BENIGN_CLASSES
        if r["class"] not in ok_cls:
            errs.append(f"{w}: class {r['class']}")
        if not 3 <= len(r["text"]) <= 2000:
            errs.append(f"{w}: length")
        if any(h in r["text"].lower() for h in ("evil", "attacker", "malicious", "exfil")):
            errs.append(f"{w}: loaded word in text")
        c = r["class"]
        if c == "split" and "\n".join(r["parts"]) != r["text"]:
            errs.append(f"{w}: parts")
        if c == "encoded" and (r["payload"] not in r["text"] or _decode(r["payload"], r["encoding"]) != r["decoded"]):
            errs.append(f"{w}: payload")
        if c == "invisible":
            t, h = r["technique"], r["hidden"]
            if t == "tag_chars" and _tags(r["text"]) != h:
                errs.append(f"{w}: tags")
            if t == "variation_selectors" and _vs(r["text"]) != h:
                errs.append(f"{w}: selectors")
            if t == "zero_width_split" and (h not in _zw_strip(r["text"]) or h in r["text"]):
                errs.append(f"{w}: zero-width")
            if t == "bidi_override" and ("\u202e" not in r["text"] or h[::-1] not in r["text"]):
                errs.append(f"{w}: bidi")
    cells = Counter((r["label"], r["class"], r["lang"]) for r in recs)
    for lg in MAIN:
        errs += [f"attack {c}/{lg}: fewer than 2" for c in ATTACK_CLASSES if cells[("attack", c, lg)] < 2]
        errs += [f"benign {c}/{lg}: fewer than 2" for c in BENIGN_CLASSES - {"rtl", "script_joiners"}
                 if cells[("benign", c, lg)] < 2]
    for c in ("rtl", "script_joiners"):
        if sum(v for (lab, c2, _l), v in cells.items() if lab == "benign" and c2 == c) < 4:
            errs.append(f"benign {c}: fewer than 4")
    return errs


def table(recs: list[dict[str, Any]], label: str) -> str:
    """Markdown class x lang count table."""
    sub = [r for r in recs if r["label"] == label]
    langs = [lg for lg in MAIN if any(r["lang"] == lg for r in sub)]
    langs += sorted({r["lang"] for r in sub} - set(MAIN))
    c = Counter((r["class"], r["lang"]) for r in sub)
    rows = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cls in sorted({r["class"] for r in sub}):
        rows.append(f"| {cls} | " + " | ".join(str(c[(cls, lg)] or "") for lg in langs)
                    + f" | {sum(c[(cls, lg)] for lg in langs)} |")
    rows.append("| **total** | " + " | ".join(str(sum(v for (k, lg2), v in c.items() if lg2 == lg)) for lg in langs)
                + f" | {len(sub)} |")
    return "\n".join(rows)


def main() -> int:
    recs = []
    for name in ("attacks.jsonl", "benign.jsonl"):
        with open(ROOT / name, encoding="utf-8") as fh:
            recs += [json.loads(line) for line in fh]
    errs = check(recs)
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            print(f"### {label}\n\n{table(recs, label)}\n")
    print(f"{sum(r['label'] == 'attack' for r in recs)} attacks, {sum(r['label'] == 'benign' for r in recs)} benign")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
