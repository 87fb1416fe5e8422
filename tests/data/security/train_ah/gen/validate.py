"""Validate train_ah with the project's stats.validate_records; --markdown prints count tables."""
import importlib.util
import json
import pathlib
import re
import sys
from collections import Counter

HERE = pathlib.Path(__file__).resolve().parent
FOLDER = HERE.parent
spec = importlib.util.spec_from_file_location("stats", FOLDER.parent / "stats.py")
stats = importlib.util.module_from_spec(spec)
spec.loader.exec_module(stats)

recs = []
for name in ("attacks.jsonl", "benign.jsonl"):
    with open(FOLDER / name, encoding="utf-8") as lines:
        for n, line in enumerate(lines, 1):
            r = json.loads(line)
            r["_file"], r["_line"] = name, n
            recs.append(r)
errs = stats.validate_records(recs, split="train_ah")
for r in recs:
    exp = "atk" if r["label"] == "attack" else "ben"
    if not re.fullmatch(rf"tah-{exp}-{r['lang']}-\d{{4}}", r["id"]):
        errs.append(f"bad id {r['id']}")
    if (r["label"] == "attack") != (r["_file"] == "attacks.jsonl"):
        errs.append(f"{r['id']} in wrong file")
errs += [f"{r['id']}: unfilled placeholder" for r in recs if re.search(r"\{[a-z][a-z0-9]*(?:_\d+)?\}|\{PAYLOAD\}", r["text"])]
blockish = re.compile(r"(?:[A-Za-z0-9+/=]{20,}|[0-9a-f]{20,})")
multi = sum(1 for r in recs if r["label"] == "benign"
            and sum(1 for ln in r["text"].split("\n") if blockish.search(ln)) >= 3)
for lbl in ("attack", "benign"):
    c = Counter(r["lang"] for r in recs if r["label"] == lbl)
    print(lbl, sum(c.values()), dict(c), file=sys.stderr)
    if lbl == "attack":
        cc = Counter((r["class"], r["lang"]) for r in recs if r["label"] == lbl)
        for cls in ("encoded", "exfil_command", "secret_harvest", "persistence", "override", "role_hijack"):
            for lg in stats.MAIN_LANGS:
                if cc[(cls, lg)] < 2:
                    errs.append(f"only {cc[(cls, lg)]} {cls} in {lg}")
print("benign notes with >=3 lines of random base64/hex:", multi, file=sys.stderr)
if "--markdown" in sys.argv:
    for lbl in ("attack", "benign"):
        sub = [r for r in recs if r["label"] == lbl]
        langs = [l for l in stats.MAIN_LANGS if any(r["lang"] == l for r in sub)]
        c = Counter((r["class"], r["lang"]) for r in sub)
        print(f"### {lbl}\n\n| class | " + " | ".join(langs) + " | total |\n" + "|---" * (len(langs) + 2) + "|")
        for cls in sorted({r["class"] for r in sub}) + ["**total**"]:
            row = [sum(v for (k, l), v in c.items() if l == lg and (cls == "**total**" or k == cls)) for lg in langs]
            print(f"| {cls} | " + " | ".join(str(x) for x in row) + f" | {sum(row)} |")
        print()
for e in errs:
    print(e)
print("OK" if not errs else f"{len(errs)} problems", file=sys.stderr)
sys.exit(1 if errs else 0)
