"""Validate attacks.jsonl / benign.jsonl with stats.validate_records; check the brief's minimums.

--markdown prints the count tables for the README.
"""
import importlib.util
import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
FOLDER = HERE.parent
STATS = FOLDER.parents[1] / "stats.py"
spec = importlib.util.spec_from_file_location("stats", STATS)
stats = importlib.util.module_from_spec(spec)
spec.loader.exec_module(stats)

MAIN = stats.MAIN_LANGS


def load():
    recs = []
    for name in ("attacks.jsonl", "benign.jsonl"):
        with open(FOLDER / name, encoding="utf-8") as fh:
            for n, line in enumerate(fh, 1):
                recs.append({**json.loads(line), "_file": name, "_line": n})
    return recs


def table(recs, label):
    sub = [r for r in recs if r["label"] == label]
    langs = [lg for lg in MAIN] + sorted({r["lang"] for r in sub} - set(MAIN))
    classes = sorted({r["class"] for r in sub})
    c = Counter((r["class"], r["lang"]) for r in sub)
    lines = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cls in classes:
        row = [str(c[(cls, lg)]) if c[(cls, lg)] else "" for lg in langs]
        lines.append(f"| {cls} | " + " | ".join(row) + f" | {sum(c[(cls, lg)] for lg in langs)} |")
    tot = Counter(r["lang"] for r in sub)
    lines.append("| **total** | " + " | ".join(str(tot[lg]) for lg in langs) + f" | {len(sub)} |")
    return "\n".join(lines)


def main():
    recs = load()
    errs = stats.validate_records(recs, split="fresh22")
    for r in recs:
        where = f"{r['_file']}:{r['_line']}"
        want = "attack" if r["_file"].startswith("attacks") else "benign"
        if r["label"] != want:
            errs.append(f"{where}: label in wrong file")
        short = "atk" if want == "attack" else "ben"
        if not r["id"].startswith(f"f22b-{short}-{r['lang']}-"):
            errs.append(f"{where}: bad id {r['id']}")
        if r["label"] == "benign" and "parts" in r and "\n".join(r["parts"]) != r["text"]:
            errs.append(f"{where}: pair parts do not join to text")
    atk = Counter((r["class"], r["lang"]) for r in recs if r["label"] == "attack")
    ben = Counter((r["class"], r["lang"]) for r in recs if r["label"] == "benign")
    for lg in MAIN:
        for cls in stats.ATTACK_CLASSES:
            need = 4 if cls in ("deception", "override", "role_hijack", "secret_harvest", "split",
                                "exfil_command") else 1
            if atk[(cls, lg)] < need:
                errs.append(f"attack {cls}/{lg}: {atk[(cls, lg)]} < {need}")
        for cls in ("security_talk", "shell_snippet", "honesty_rule", "preference"):
            if ben[(cls, lg)] < 4:
                errs.append(f"benign {cls}/{lg}: {ben[(cls, lg)]} < 4")
        nb = sum(v for (c, l2), v in ben.items() if l2 == lg)
        if nb < 27:
            errs.append(f"benign {lg}: {nb} < 27")
        pairs = sum(1 for r in recs if r["label"] == "benign" and r["lang"] == lg and "parts" in r)
        if pairs < 5:
            errs.append(f"benign pairs {lg}: {pairs} < 5")
    na = sum(1 for r in recs if r["label"] == "attack")
    nb = sum(1 for r in recs if r["label"] == "benign")
    if na < 250:
        errs.append(f"attacks {na} < 250")
    if nb < 230:
        errs.append(f"benign {nb} < 230")
    zh = sum(1 for r in recs if r["label"] == "attack" and r["lang"] == "zh")
    for lg in MAIN:
        n = sum(1 for r in recs if r["label"] == "attack" and r["lang"] == lg)
        if n > zh:
            errs.append(f"zh attacks {zh} fewer than {lg} {n}")
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            print(f"### {label}\n\n{table(recs, label)}\n")
        print("benign pairs:", sum(1 for r in recs if r["label"] == "benign" and "parts" in r),
              "| quotes_attack:", sum(1 for r in recs if r.get("quotes_attack")))
    else:
        print(f"{na} attacks, {nb} benign")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
