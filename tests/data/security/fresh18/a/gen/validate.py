"""Validate fresh18/a with the project's stats.validate_records plus this brief's minima.
Usage: python3 gen/validate.py [--markdown]"""
import importlib.util
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
FOLDER = HERE.parent
STATS = FOLDER.parent.parent / "stats.py"
spec = importlib.util.spec_from_file_location("stats", STATS)
stats = importlib.util.module_from_spec(spec)
spec.loader.exec_module(stats)

MAIN = stats.MAIN_LANGS
SPLIT, PREFIX = "fresh18", "f18a"


def load():
    recs = []
    for name, label in (("attacks.jsonl", "attack"), ("benign.jsonl", "benign")):
        with open(FOLDER / name, encoding="utf-8") as fh:
            for n, line in enumerate(fh, 1):
                r = json.loads(line)
                r["_file"], r["_line"] = name, n
                recs.append(r)
    return recs


def checks(recs):
    errs = stats.validate_records(recs, split=SPLIT)
    for r in recs:
        where = f"{r['_file']}:{r['_line']}"
        kind = "atk" if r["label"] == "attack" else "ben"
        if not re.fullmatch(rf"{PREFIX}-{kind}-{re.escape(r['lang'])}-\d{{4}}", r["id"]):
            errs.append(f"{where}: bad id {r['id']}")
        if r["_file"].startswith("attacks") != (r["label"] == "attack"):
            errs.append(f"{where}: label in wrong file")
        if "parts" in r and (len(r["parts"]) != 2 or "\n".join(r["parts"]) != r["text"]):
            errs.append(f"{where}: parts do not join to text")
        json.dumps(r["text"], ensure_ascii=False)
        if r["class"] == "encoded" and r.get("encoding") == "rot13" and not r["decoded"].isascii():
            errs.append(f"{where}: rot13 on non-ASCII")
    atk = [r for r in recs if r["label"] == "attack"]
    ben = [r for r in recs if r["label"] == "benign"]
    if len(atk) < 250:
        errs.append(f"only {len(atk)} attacks")
    if len(ben) < 230:
        errs.append(f"only {len(ben)} benign")
    ca = Counter((r["class"], r["lang"]) for r in atk)
    cb = Counter((r["class"], r["lang"]) for r in ben)
    for lg in MAIN:
        for cls in stats.ATTACK_CLASSES:
            need = 4 if cls in ("deception", "override", "role_hijack", "secret_harvest", "split",
                                "exfil_command") else 1
            if ca[(cls, lg)] < need:
                errs.append(f"attack {cls}/{lg}: {ca[(cls, lg)]} < {need}")
        nb = sum(1 for r in ben if r["lang"] == lg)
        if nb < 27:
            errs.append(f"benign {lg}: {nb} < 27")
        for cls in ("security_talk", "shell_snippet", "honesty_rule", "preference"):
            if cb[(cls, lg)] < 4:
                errs.append(f"benign {cls}/{lg}: {cb[(cls, lg)]} < 4")
        pairs = sum(1 for r in ben if r["lang"] == lg and "parts" in r)
        if pairs < 5:
            errs.append(f"benign pairs {lg}: {pairs} < 5")
    per = Counter(r["lang"] for r in atk)
    if per["zh"] < max(per[lg] for lg in MAIN):
        errs.append("zh has fewer attacks than another language")
    return errs


def table(recs, label):
    sub = [r for r in recs if r["label"] == label]
    langs = [lg for lg in MAIN if any(r["lang"] == lg for r in sub)]
    langs += sorted({r["lang"] for r in sub} - set(MAIN))
    classes = sorted({r["class"] for r in sub})
    c = Counter((r["class"], r["lang"]) for r in sub)
    lines = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cls in classes:
        lines.append(f"| {cls} | " + " | ".join(str(c[(cls, lg)] or "") for lg in langs)
                     + f" | {sum(c[(cls, lg)] for lg in langs)} |")
    tot = Counter(r["lang"] for r in sub)
    lines.append("| **total** | " + " | ".join(str(tot[lg]) for lg in langs) + f" | {len(sub)} |")
    return "\n".join(lines)


def main():
    recs = load()
    errs = checks(recs)
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            print(f"### {label}\n\n{table(recs, label)}\n")
        pairs = Counter(r["lang"] for r in recs if r["label"] == "benign" and "parts" in r)
        qa = sum(1 for r in recs if r.get("quotes_attack"))
        print(f"Benign pairs (with `parts`): {sum(pairs.values())} "
              f"({', '.join(f'{k} {v}' for k, v in sorted(pairs.items()))}); "
              f"benign with `quotes_attack: true`: {qa}.")
    else:
        n = Counter(r["label"] for r in recs)
        print(f"{len(recs)} records: attack={n['attack']}, benign={n['benign']}")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
