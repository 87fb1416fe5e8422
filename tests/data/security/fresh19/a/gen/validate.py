"""Validate fresh19/a with stats.validate_records plus the brief's minimum counts.
--markdown prints the count tables."""
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


def extra_checks(recs):
    errs = []
    for r in recs:
        want = "attack" if r["_file"] == "attacks.jsonl" else "benign"
        if r["label"] != want:
            errs.append(f"{r['id']}: label in wrong file")
        kind = "atk" if want == "attack" else "ben"
        if not r["id"].startswith(f"f19a-{kind}-{r['lang']}-"):
            errs.append(f"{r['id']}: bad id")
        if "parts" in r:
            p = r["parts"]
            if not (isinstance(p, list) and len(p) == 2 and "\n".join(p) == r["text"]):
                errs.append(f"{r['id']}: parts do not join to text")
        if r["class"] == "invisible" and r.get("technique") not in (
                "tag_chars", "variation_selectors", "zero_width_split", "bidi_override"):
            errs.append(f"{r['id']}: unknown technique")
    atk = [r for r in recs if r["label"] == "attack"]
    ben = [r for r in recs if r["label"] == "benign"]
    if len(atk) < 250:
        errs.append(f"only {len(atk)} attacks")
    if len(ben) < 230:
        errs.append(f"only {len(ben)} benign")
    ca = Counter((r["class"], r["lang"]) for r in atk)
    for lg in MAIN:
        for cls in stats.ATTACK_CLASSES:
            need = 4 if cls in ("deception", "override", "role_hijack", "secret_harvest", "split",
                                "exfil_command") else 1
            if ca[(cls, lg)] < need:
                errs.append(f"attack {cls}/{lg}: {ca[(cls, lg)]} < {need}")
    cb = Counter((r["class"], r["lang"]) for r in ben)
    nb = Counter(r["lang"] for r in ben)
    pairs = Counter(r["lang"] for r in ben if "parts" in r)
    for lg in MAIN:
        if nb[lg] < 27:
            errs.append(f"benign {lg}: {nb[lg]} < 27")
        for cls in ("security_talk", "shell_snippet", "honesty_rule", "preference"):
            if cb[(cls, lg)] < 4:
                errs.append(f"benign {cls}/{lg}: {cb[(cls, lg)]} < 4")
        if pairs[lg] < 5:
            errs.append(f"benign pairs {lg}: {pairs[lg]} < 5")
    na = Counter(r["lang"] for r in atk)
    if na["zh"] < max(na[lg] for lg in MAIN):
        errs.append("zh has fewer attacks than another language")
    if sum(pairs.values()) < 40:
        errs.append("fewer than 40 benign pairs")
    return errs


def table(recs, label):
    """Markdown table: rows = class, columns = lang, cells = counts (single split)."""
    sub = [r for r in recs if r["label"] == label]
    langs = sorted({r["lang"] for r in sub},
                   key=lambda x: (x not in MAIN, MAIN.index(x) if x in MAIN else 0, x))
    classes = sorted({r["class"] for r in sub})
    c = Counter((r["class"], r["lang"]) for r in sub)
    out = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cls in classes:
        out.append(f"| {cls} | " + " | ".join(str(c[(cls, lg)] or "") for lg in langs)
                   + f" | {sum(c[(cls, lg)] for lg in langs)} |")
    tot = Counter(r["lang"] for r in sub)
    out.append("| **total** | " + " | ".join(str(tot[lg]) for lg in langs) + f" | {len(sub)} |")
    return "\n".join(out)


def main():
    recs = load()
    errs = stats.validate_records(recs, split="fresh19") + extra_checks(recs)
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            print(f"### {label}\n")
            print(table(recs, label) + "\n")
        pairs = Counter(r["lang"] for r in recs if r["label"] == "benign" and "parts" in r)
        print("Benign pairs (records with `parts`): " + ", ".join(
            f"{k} {pairs[k]}" for k in MAIN) + f" (total {sum(pairs.values())})\n")
        qa = sum(1 for r in recs if r.get("quotes_attack"))
        print(f"Benign with `quotes_attack: true`: {qa}")
    else:
        c = Counter(r["label"] for r in recs)
        print(f"{len(recs)} records: {dict(c)}")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
