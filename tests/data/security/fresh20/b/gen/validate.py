"""Validate this folder with stats.validate_records plus the brief's minimum counts."""
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
                if line.strip():
                    recs.append({**json.loads(line), "_file": name, "_line": n})
    return recs


def table(recs, label):
    sub = [r for r in recs if r["label"] == label]
    langs = [l for l in MAIN if any(r["lang"] == l for r in sub)] + sorted({r["lang"] for r in sub} - set(MAIN))
    classes = sorted({r["class"] for r in sub})
    c = Counter((r["class"], r["lang"]) for r in sub)
    lines = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cls in classes:
        lines.append(f"| {cls} | " + " | ".join(str(c[(cls, l)] or "") for l in langs) + f" | {sum(c[(cls, l)] for l in langs)} |")
    tot = Counter(r["lang"] for r in sub)
    lines.append("| **total** | " + " | ".join(str(tot[l]) for l in langs) + f" | {len(sub)} |")
    return "\n".join(lines)


def extra_checks(recs):
    errs = []
    atk = [r for r in recs if r["label"] == "attack"]
    ben = [r for r in recs if r["label"] == "benign"]
    if len(atk) < 250:
        errs.append(f"only {len(atk)} attacks")
    if len(ben) < 230:
        errs.append(f"only {len(ben)} benign")
    ca = Counter((r["class"], r["lang"]) for r in atk)
    cb = Counter((r["class"], r["lang"]) for r in ben)
    for lang in MAIN:
        for cls in stats.ATTACK_CLASSES:
            need = 4 if cls in ("deception", "override", "role_hijack", "secret_harvest", "split", "exfil_command") else 1
            if ca[(cls, lang)] < need:
                errs.append(f"attack {cls}/{lang}: {ca[(cls, lang)]} < {need}")
        for cls in ("security_talk", "shell_snippet", "honesty_rule", "preference"):
            if cb[(cls, lang)] < 4:
                errs.append(f"benign {cls}/{lang}: {cb[(cls, lang)]} < 4")
        nb = sum(1 for r in ben if r["lang"] == lang)
        if nb < 27:
            errs.append(f"benign {lang}: {nb} < 27")
        pairs = sum(1 for r in ben if r["lang"] == lang and "parts" in r)
        if pairs < 5:
            errs.append(f"benign pairs {lang}: {pairs} < 5")
    for r in ben:
        if "parts" in r and not (len(r["parts"]) == 2 and "\n".join(r["parts"]) == r["text"]):
            errs.append(f"{r['id']}: pair parts do not join to text")
    for r in recs:
        for k in ("id", "label", "class", "lang", "split", "text"):
            pass
        want = f"f20b-{'atk' if r['label'] == 'attack' else 'ben'}-{r['lang']}-"
        if not r["id"].startswith(want):
            errs.append(f"bad id {r['id']}")
    zh = sum(1 for r in atk if r["lang"] == "zh")
    if zh < max(sum(1 for r in atk if r["lang"] == l) for l in MAIN):
        errs.append("zh has fewer attacks than another language")
    return errs


def main():
    recs = load()
    errs = stats.validate_records(recs, split="fresh20") + extra_checks(recs)
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            print(f"### {label}\n\n{table(recs, label)}\n")
        pairs = Counter(r["lang"] for r in recs if r["label"] == "benign" and "parts" in r)
        print("Benign pairs per language: " + ", ".join(f"{l} {pairs[l]}" for l in MAIN) + f" (total {sum(pairs.values())})")
        qa = sum(1 for r in recs if r.get("quotes_attack"))
        print(f"\nBenign records with `quotes_attack: true`: {qa}")
    else:
        print(Counter(r["label"] for r in recs))
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
