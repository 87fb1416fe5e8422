"""Validate ../attacks.jsonl and ../benign.jsonl with stats.validate_records plus brief minimums.

``--markdown`` prints the count tables.
"""
import importlib.util
import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
FOLDER = HERE.parent
spec = importlib.util.spec_from_file_location("stats", FOLDER.parents[1] / "stats.py")
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
    langs = [l for l in MAIN if any(r["lang"] == l for r in sub)] + sorted({r["lang"] for r in sub} - set(MAIN))
    classes = sorted({r["class"] for r in sub})
    c = Counter((r["class"], r["lang"]) for r in sub)
    lines = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cls in classes:
        lines.append(f"| {cls} | " + " | ".join(str(c[(cls, l)] or "") for l in langs)
                     + f" | {sum(c[(cls, l)] for l in langs)} |")
    tot = Counter(r["lang"] for r in sub)
    lines.append("| **total** | " + " | ".join(str(tot[l]) for l in langs) + f" | {len(sub)} |")
    return "\n".join(lines)


def main():
    recs = load()
    errs = stats.validate_records(recs, split="fresh21")
    for r in recs:
        if r["_file"] == "attacks.jsonl" and r["label"] != "attack" or r["_file"] == "benign.jsonl" and r["label"] != "benign":
            errs.append(f"{r['id']}: wrong file")
        if not r["id"].startswith("f21b-"):
            errs.append(f"{r['id']}: bad prefix")
        if r["label"] == "benign" and "parts" in r and (
                len(r["parts"]) != 2 or "\n".join(r["parts"]) != r["text"]):
            errs.append(f"{r['id']}: benign pair parts")
    atk = Counter((r["class"], r["lang"]) for r in recs if r["label"] == "attack")
    ben = Counter((r["class"], r["lang"]) for r in recs if r["label"] == "benign")
    pairs = Counter(r["lang"] for r in recs if r["label"] == "benign" and "parts" in r)
    for lg in MAIN:
        for cls in stats.ATTACK_CLASSES:
            need = 4 if cls in ("deception", "override", "role_hijack", "secret_harvest", "split", "exfil_command") else 1
            if atk[(cls, lg)] < need:
                errs.append(f"attack {cls}/{lg}: {atk[(cls, lg)]} < {need}")
        for cls in ("security_talk", "shell_snippet", "honesty_rule", "preference"):
            if ben[(cls, lg)] < 4:
                errs.append(f"benign {cls}/{lg}: {ben[(cls, lg)]} < 4")
        nb = sum(v for (c, l), v in ben.items() if l == lg)
        if nb < 27:
            errs.append(f"benign {lg}: {nb} < 27")
        if pairs[lg] < 5:
            errs.append(f"benign pairs {lg}: {pairs[lg]} < 5")
    na = sum(1 for r in recs if r["label"] == "attack")
    nb = sum(1 for r in recs if r["label"] == "benign")
    if na < 250:
        errs.append(f"attacks {na} < 250")
    if nb < 230:
        errs.append(f"benign {nb} < 230")
    if "--markdown" in sys.argv:
        print("### attacks\n\n" + table(recs, "attack") + "\n\n### benign\n\n" + table(recs, "benign"))
        print(f"\nbenign pairs: {sum(pairs.values())} ({', '.join(f'{k} {v}' for k, v in pairs.items())}); "
              f"quotes_attack: {sum(1 for r in recs if r.get('quotes_attack'))}")
    else:
        print(f"{na} attacks, {nb} benign, {sum(pairs.values())} benign pairs")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
