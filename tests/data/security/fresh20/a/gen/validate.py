"""Validate with stats.validate_records (imported by path) plus the brief's minimum counts."""
import importlib.util
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
rel = [str((FOLDER / n).relative_to(STATS.parent)) for n in ("attacks.jsonl", "benign.jsonl")]
recs = stats.load_files(rel)
errs = stats.validate_records(recs, split="fresh20")
for r in recs:
    exp = "attack" if r["_file"].endswith("attacks.jsonl") else "benign"
    if r.get("label") != exp:
        errs.append(f"{r['_file']}:{r['_line']}: label {r.get('label')}")
    kind = "atk" if exp == "attack" else "ben"
    if not r["id"].startswith(f"f20a-{kind}-{r['lang']}-"):
        errs.append(f"bad id {r['id']}")
    if "parts" in r and (len(r["parts"]) != 2 or "\n".join(r["parts"]) != r["text"]):
        errs.append(f"bad parts {r['id']}")
atk = [r for r in recs if r["label"] == "attack"]
ben = [r for r in recs if r["label"] == "benign"]
if len(atk) < 250: errs.append(f"only {len(atk)} attacks")
if len(ben) < 230: errs.append(f"only {len(ben)} benign")
ca = Counter((r["class"], r["lang"]) for r in atk)
cb = Counter((r["class"], r["lang"]) for r in ben)
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
na = Counter(r["lang"] for r in atk)
if any(na["zh"] < na[lg] for lg in MAIN):
    errs.append("zh has fewer attacks than another language")
if "--markdown" in sys.argv:
    def tab(sub):
        order = list(MAIN) + sorted({r["lang"] for r in sub} - set(MAIN))
        langs = [lg for lg in order if any(r["lang"] == lg for r in sub)]
        c = Counter((r["class"], r["lang"]) for r in sub)
        out = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
        for cls in sorted({r["class"] for r in sub}):
            out.append(f"| {cls} | " + " | ".join(str(c[(cls, lg)] or "") for lg in langs)
                       + f" | {sum(c[(cls, lg)] for lg in langs)} |")
        out.append("| **total** | " + " | ".join(str(sum(1 for r in sub if r["lang"] == lg)) for lg in langs)
                   + f" | {len(sub)} |")
        return "\n".join(out)
    print("### attack (split fresh20)\n")
    print(tab(atk))
    print("\n### benign (split fresh20)\n")
    print(tab(ben))
    print(f"\nbenign pairs (`parts`): {sum(1 for r in ben if 'parts' in r)}; "
          f"benign with `quotes_attack`: {sum(1 for r in ben if r.get('quotes_attack'))}")
else:
    print(f"{len(atk)} attacks, {len(ben)} benign, pairs {sum(1 for r in ben if 'parts' in r)}")
for e in errs:
    print("ERROR:", e, file=sys.stderr)
sys.exit(1 if errs else 0)
