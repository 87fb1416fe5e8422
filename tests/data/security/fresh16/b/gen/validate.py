"""Validate ../attacks.jsonl and ../benign.jsonl with stats.validate_records plus brief checks.

Usage: python3 validate.py [--markdown]
"""
from __future__ import annotations

import importlib.util
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
FOLDER = HERE.parent
STATS = FOLDER.parents[1] / "stats.py"
SPLIT, PREFIX = "fresh16", "f16b"
MAIN = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
ATK4 = ("deception", "override", "role_hijack", "secret_harvest", "split", "exfil_command")
BEN4 = ("security_talk", "shell_snippet", "honesty_rule", "preference")

spec = importlib.util.spec_from_file_location("stats", STATS)
stats = importlib.util.module_from_spec(spec)
spec.loader.exec_module(stats)
sys.path.insert(0, str(HERE))
from build import needs_escape


def load() -> list[dict]:
    recs = []
    for name in ("attacks.jsonl", "benign.jsonl"):
        with open(FOLDER / name, encoding="utf-8") as fh:
            for n, line in enumerate(fh, 1):
                recs.append({**json.loads(line), "_file": name, "_line": n, "_raw": line})
    return recs


def check(recs: list[dict]) -> list[str]:
    errs = stats.validate_records(recs, split=SPLIT)
    for r in recs:
        where = f"{r['_file']}:{r['_line']}"
        want = "attack" if r["_file"] == "attacks.jsonl" else "benign"
        if r["label"] != want:
            errs.append(f"{where}: label {r['label']} in {r['_file']}")
        short = "atk" if want == "attack" else "ben"
        if not re.fullmatch(rf"{PREFIX}-{short}-{re.escape(r['lang'])}-\d{{4}}", r["id"]):
            errs.append(f"{where}: bad id {r['id']}")
        if any(needs_escape(c) for c in r["_raw"].rstrip("\n")):
            errs.append(f"{where}: unescaped invisible/format character")
        if r["class"] == "encoded" and r["encoding"] == "rot13" and not r["decoded"].isascii():
            errs.append(f"{where}: rot13 on non-ASCII")
        if r["class"] == "invisible" and r.get("technique") not in (
                "tag_chars", "variation_selectors", "zero_width_split", "bidi_override"):
            errs.append(f"{where}: technique {r.get('technique')}")
        if r["class"] == "invisible" and r.get("technique") == "zero_width_split":
            stripped = "".join(c for c in r["text"] if not needs_escape(c))
            if stripped != r["hidden"]:
                errs.append(f"{where}: hidden is not the text without invisible characters")
        if (r["class"] == "invisible" and r.get("technique") == "bidi_override"
                and "\u202e" not in r["text"]):
            errs.append(f"{where}: no U+202E")
        if r["class"] == "invisible" and r.get("technique") == "tag_chars":
            i = next(i for i, c in enumerate(r["text"]) if 0xE0000 <= ord(c) <= 0xE007F)
            if not 0x1F1E6 <= ord(r["text"][i - 1]) <= 0x1F1FF and ord(r["text"][i - 1]) != 0x1F3F4:
                errs.append(f"{where}: tag characters not after a flag emoji")
    atk = Counter((r["class"], r["lang"]) for r in recs if r["label"] == "attack")
    ben = Counter((r["class"], r["lang"]) for r in recs if r["label"] == "benign")
    n_atk = sum(atk.values())
    n_ben = sum(ben.values())
    if n_atk < 250:
        errs.append(f"only {n_atk} attacks")
    if n_ben < 230:
        errs.append(f"only {n_ben} benign")
    for lg in MAIN:
        for cls in stats.ATTACK_CLASSES:
            need = 4 if cls in ATK4 else 1
            if atk[(cls, lg)] < need:
                errs.append(f"attack {cls}/{lg}: {atk[(cls, lg)]} < {need}")
        for cls in BEN4:
            if ben[(cls, lg)] < 4:
                errs.append(f"benign {cls}/{lg}: {ben[(cls, lg)]} < 4")
        nb = sum(v for (c, l2), v in ben.items() if l2 == lg)
        if nb < 27:
            errs.append(f"benign {lg}: {nb} < 27")
    zh = sum(v for (c, l2), v in atk.items() if l2 == "zh")
    if any(zh < sum(v for (c, l2), v in atk.items() if l2 == lg) for lg in MAIN):
        errs.append("zh attacks fewer than another language")
    return errs


def table(recs: list[dict], label: str) -> str:
    sub = [r for r in recs if r["label"] == label]
    langs = [lg for lg in MAIN if any(r["lang"] == lg for r in sub)]
    langs += sorted({r["lang"] for r in sub} - set(MAIN))
    classes = sorted({r["class"] for r in sub})
    c = Counter((r["class"], r["lang"]) for r in sub)
    lines = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cls in classes:
        row = [str(c[(cls, lg)]) if c[(cls, lg)] else "" for lg in langs]
        lines.append(f"| {cls} | " + " | ".join(row) + f" | {sum(c[(cls, lg)] for lg in langs)} |")
    tot = [str(sum(v for (k, l2), v in c.items() if l2 == lg)) for lg in langs]
    lines.append("| **total** | " + " | ".join(tot) + f" | {len(sub)} |")
    return "\n".join(lines)


def main() -> int:
    recs = load()
    errs = check(recs)
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            print(f"### {label}\n\n{table(recs, label)}\n")
        q = sum(1 for r in recs if r.get("quotes_attack"))
        print(f"Benign records with `quotes_attack: true`: {q}.")
    else:
        c = Counter(r["label"] for r in recs)
        print(f"{len(recs)} records: attack={c['attack']}, benign={c['benign']}")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
