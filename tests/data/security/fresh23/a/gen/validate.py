"""Validate attacks.jsonl / benign.jsonl with stats.validate_records plus brief-specific checks."""
import importlib.util
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
FOLDER = HERE.parent
spec = importlib.util.spec_from_file_location("stats", FOLDER.parents[1] / "stats.py")
stats = importlib.util.module_from_spec(spec)
spec.loader.exec_module(stats)

MAIN = stats.MAIN_LANGS
recs = []
for name in ("attacks.jsonl", "benign.jsonl"):
    with open(FOLDER / name, encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            r = json.loads(line)
            r["_file"], r["_line"] = name, n
            recs.append(r)

errs = stats.validate_records(recs, split="fresh23")
for r in recs:
    exp = "atk" if r["label"] == "attack" else "ben"
    if not re.fullmatch(rf"f23a-{exp}-{re.escape(r['lang'])}-\d{{4}}", r["id"]):
        errs.append(f"bad id {r['id']}")
    if (r["_file"] == "attacks.jsonl") != (r["label"] == "attack"):
        errs.append(f"{r['id']}: wrong file")
    if "parts" in r and (len(r["parts"]) != 2 or "\n".join(r["parts"]) != r["text"]):
        errs.append(f"{r['id']}: parts")
    for host in re.findall(r"https?://([A-Za-z0-9.\-]+)", r["text"]):
        if not (host.endswith((".example", ".test")) or re.match(r"(192\.0\.2|198\.51\.100|203\.0\.113)\.", host)):
            errs.append(f"{r['id']}: host {host}")
atk = [r for r in recs if r["label"] == "attack"]
ben = [r for r in recs if r["label"] == "benign"]
ca = Counter((r["class"], r["lang"]) for r in atk)
cb = Counter((r["class"], r["lang"]) for r in ben)
if len(atk) < 250: errs.append(f"only {len(atk)} attacks")
if len(ben) < 230: errs.append(f"only {len(ben)} benign")
for lg in MAIN:
    for c in stats.ATTACK_CLASSES:
        need = 4 if c in ("deception", "override", "role_hijack", "secret_harvest", "split", "exfil_command") else 1
        if ca[(c, lg)] < need:
            errs.append(f"attack {c}/{lg}: {ca[(c, lg)]} < {need}")
    if sum(1 for r in ben if r["lang"] == lg) < 27:
        errs.append(f"benign {lg} < 27")
    for c in ("security_talk", "shell_snippet", "honesty_rule", "preference"):
        if cb[(c, lg)] < 4:
            errs.append(f"benign {c}/{lg}: {cb[(c, lg)]} < 4")
    pairs = sum(1 for r in ben if r["lang"] == lg and "parts" in r)
    if pairs < 5:
        errs.append(f"benign pairs {lg}: {pairs} < 5")
zh = sum(1 for r in atk if r["lang"] == "zh")
if any(zh < sum(1 for r in atk if r["lang"] == lg) for lg in MAIN):
    errs.append("zh attacks fewer than another language")


def table(sub):
    langs = [l for l in MAIN if any(r["lang"] == l for r in sub)] + sorted({r["lang"] for r in sub} - set(MAIN))
    classes = sorted({r["class"] for r in sub})
    c = Counter((r["class"], r["lang"]) for r in sub)
    out = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cl in classes:
        out.append(f"| {cl} | " + " | ".join(str(c[(cl, l)] or "") for l in langs) + f" | {sum(c[(cl, l)] for l in langs)} |")
    out.append("| **total** | " + " | ".join(str(sum(1 for r in sub if r["lang"] == l)) for l in langs) + f" | {len(sub)} |")
    return "\n".join(out)


if "--markdown" in sys.argv:
    print("### attacks\n\n" + table(atk) + "\n")
    print("### benign\n\n" + table(ben) + "\n")
    print(f"Benign pairs (with `parts`): {sum(1 for r in ben if 'parts' in r)}; "
          f"benign with `quotes_attack`: {sum(1 for r in ben if r.get('quotes_attack'))}.")
else:
    print(f"{len(atk)} attacks, {len(ben)} benign")
for e in errs:
    print("ERROR:", e, file=sys.stderr)
sys.exit(1 if errs else 0)
