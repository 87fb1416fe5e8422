"""Validate ../attacks.jsonl and ../benign.jsonl with stats.validate_records plus local checks.

Usage: python3 gen/validate.py [--markdown]
"""
from __future__ import annotations

import importlib.util
import json
import re
import sys
import unicodedata
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
FOLDER = HERE.parent
STATS = FOLDER.parent.parent / "stats.py"
SPLIT, PREFIX = "fresh16", "f16a"
MAIN = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
ATK_MIN4 = ("deception", "override", "role_hijack", "secret_harvest", "split", "exfil_command")
BEN_MIN4 = ("security_talk", "shell_snippet", "honesty_rule", "preference")

spec = importlib.util.spec_from_file_location("stats", STATS)
stats = importlib.util.module_from_spec(spec)
spec.loader.exec_module(stats)


def load() -> list[dict]:
    recs = []
    for name, label in (("attacks.jsonl", "attack"), ("benign.jsonl", "benign")):
        with open(FOLDER / name, encoding="utf-8") as fh:
            for n, line in enumerate(fh, 1):
                r = json.loads(line)
                r["_file"], r["_line"], r["_label"] = name, n, label
                for c in line:
                    o = ord(c)
                    if (unicodedata.category(c) in ("Cf", "Zl", "Zp") or 0xFE00 <= o <= 0xFE0F
                            or o >= 0xE0000 or (unicodedata.category(c) == "Zs" and c != " ")):
                        r.setdefault("_raw", []).append(f"U+{o:04X}")
                recs.append(r)
    return recs


def local_checks(recs: list[dict]) -> list[str]:
    errs = []
    for r in recs:
        w = f"{r['_file']}:{r['_line']}"
        if r["label"] != r["_label"]:
            errs.append(f"{w}: label {r['label']} in wrong file")
        kind = "atk" if r["label"] == "attack" else "ben"
        if not re.fullmatch(rf"{PREFIX}-{kind}-{re.escape(r['lang'])}-\d{{4}}", r["id"]):
            errs.append(f"{w}: bad id {r['id']}")
        if r.get("_raw"):
            errs.append(f"{w}: literal invisible characters {r['_raw'][:3]}")
        if r.get("quotes_attack") and r["label"] != "benign":
            errs.append(f"{w}: quotes_attack on attack")
        if r["class"] == "encoded" and r["encoding"] == "rot13" and not r["decoded"].isascii():
            errs.append(f"{w}: rot13 on non-ASCII")
    atk = Counter((r["class"], r["lang"]) for r in recs if r["label"] == "attack")
    ben = Counter((r["class"], r["lang"]) for r in recs if r["label"] == "benign")
    if sum(atk.values()) < 250:
        errs.append(f"only {sum(atk.values())} attacks")
    if sum(ben.values()) < 230:
        errs.append(f"only {sum(ben.values())} benign")
    for lg in MAIN:
        for cls in stats.ATTACK_CLASSES:
            need = 4 if cls in ATK_MIN4 else 1
            if atk[(cls, lg)] < need:
                errs.append(f"attack {cls}/{lg}: {atk[(cls, lg)]} < {need}")
        for cls in BEN_MIN4:
            if ben[(cls, lg)] < 4:
                errs.append(f"benign {cls}/{lg}: {ben[(cls, lg)]} < 4")
        nb = sum(v for (c, l), v in ben.items() if l == lg)
        if nb < 27:
            errs.append(f"benign {lg}: {nb} < 27")
    per_lang = Counter(r["lang"] for r in recs if r["label"] == "attack")
    if per_lang["zh"] < max(per_lang[lg] for lg in MAIN):
        errs.append("zh has fewer attacks than another language")
    return errs


def table(recs: list[dict], label: str) -> str:
    sub = [r for r in recs if r["label"] == label]
    langs = sorted({r["lang"] for r in sub},
                   key=lambda x: (x not in MAIN, MAIN.index(x) if x in MAIN else 0, x))
    classes = sorted({r["class"] for r in sub})
    c = Counter((r["class"], r["lang"]) for r in sub)
    lines = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cls in classes + ["**total**"]:
        row = [sum(v for (k, l), v in c.items() if (cls == "**total**" or k == cls) and l == lg)
               for lg in langs]
        lines.append(f"| {cls} | " + " | ".join(str(x) if x else "" for x in row)
                     + f" | {sum(row)} |")
    return "\n".join(lines)


def main() -> int:
    recs = load()
    errs = stats.validate_records(recs, split=SPLIT) + local_checks(recs)
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            print(f"### {label}\n\n{table(recs, label)}\n")
        q = sum(1 for r in recs if r.get("quotes_attack"))
        print(f"Benign records with `quotes_attack: true`: {q}\n")
    else:
        n = Counter(r["label"] for r in recs)
        print(f"{len(recs)} records: attack={n['attack']}, benign={n['benign']}")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
