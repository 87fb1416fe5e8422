"""Validate train_ae with stats.validate_records plus folder rules; --markdown prints tables."""
from __future__ import annotations

import importlib.util
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
STATS = HERE.parent / "stats.py"
spec = importlib.util.spec_from_file_location("corpus_stats", STATS)
stats = importlib.util.module_from_spec(spec)
spec.loader.exec_module(stats)

SPLIT, PREFIX = "train_ae", "tae"
MAIN = stats.MAIN_LANGS
MIN_BEN, MIN_ATK, MIN_BEN_LANG, MIN_ATK_LANG = 180, 200, 20, 20


def load():
    recs = []
    for name, label in (("attacks.jsonl", "attack"), ("benign.jsonl", "benign")):
        with open(HERE / name, encoding="utf-8") as fh:
            for n, line in enumerate(fh, 1):
                r = json.loads(line)
                r["_file"], r["_line"] = name, n
                if r.get("label") != label:
                    r["_wrongfile"] = True
                recs.append(r)
    return recs


def check(recs):
    errs = stats.validate_records(recs, split=SPLIT)
    for r in recs:
        where = f"{r['_file']}:{r['_line']}"
        if r.get("_wrongfile"):
            errs.append(f"{where}: label {r['label']} in wrong file")
        tag = "atk" if r["label"] == "attack" else "ben"
        if not re.fullmatch(rf"{PREFIX}-{tag}-{re.escape(r['lang'])}-\d{{4}}", r["id"]):
            errs.append(f"{where}: bad id {r['id']}")
        if "parts" in r and ("\n".join(r["parts"]) != r["text"] or len(r["parts"]) != 2):
            errs.append(f"{where}: parts do not join to text")
        if r.get("quotes_attack") and r["label"] != "benign":
            errs.append(f"{where}: quotes_attack on an attack")
        if r["class"] == "encoded" and r.get("encoding") == "rot13" and not r["decoded"].isascii():
            errs.append(f"{where}: rot13 of non-ASCII")
    raw = (HERE / "attacks.jsonl").read_text(encoding="utf-8") + (HERE / "benign.jsonl").read_text(encoding="utf-8")
    for c in set(raw):
        cat = __import__("unicodedata").category(c)
        if cat in ("Cf", "Zl", "Zp") or (cat == "Zs" and c != " "):
            errs.append(f"literal invisible U+{ord(c):04X} in JSONL")
    for label, lo, lo_lang in (("attack", MIN_ATK, MIN_ATK_LANG), ("benign", MIN_BEN, MIN_BEN_LANG)):
        sub = [r for r in recs if r["label"] == label]
        if len(sub) < lo:
            errs.append(f"{label}: {len(sub)} < {lo}")
        per = Counter(r["lang"] for r in sub)
        errs += [f"{label}: {lg} has {per[lg]} < {lo_lang}" for lg in MAIN if per[lg] < lo_lang]
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
    errs = check(recs)
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            print(f"### {label}\n\n{table(recs, label)}\n")
        q = sum(1 for r in recs if r.get("quotes_attack"))
        p = sum(1 for r in recs if r["label"] == "benign" and "parts" in r)
        print(f"Benign with `quotes_attack: true`: {q}; benign pairs with `parts`: {p}.")
    else:
        n = Counter(r["label"] for r in recs)
        print(f"{len(recs)} records: attack={n['attack']} benign={n['benign']}")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
