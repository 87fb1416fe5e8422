"""Validate fresh24/a with stats.validate_records and print counts (--markdown for tables)."""
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
MIN_ATK = {"deception": 4, "override": 4, "role_hijack": 4, "secret_harvest": 4, "split": 4, "exfil_command": 4}
MIN_BEN = {"security_talk": 4, "shell_snippet": 4, "honesty_rule": 4, "preference": 4}


def load():
    recs = []
    for name in ("attacks.jsonl", "benign.jsonl"):
        with open(FOLDER / name, encoding="utf-8") as fh:
            for n, line in enumerate(fh, 1):
                r = json.loads(line)
                r["_file"], r["_line"] = name, n
                recs.append(r)
    return recs


def table(recs, label):
    sub = [r for r in recs if r["label"] == label]
    langs = [lg for lg in MAIN if any(r["lang"] == lg for r in sub)] + sorted({r["lang"] for r in sub} - set(MAIN))
    classes = sorted({r["class"] for r in sub})
    c = Counter((r["class"], r["lang"]) for r in sub)
    lines = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cls in classes:
        lines.append(f"| {cls} | " + " | ".join(str(c[(cls, lg)] or "") for lg in langs) + f" | {sum(c[(cls, lg)] for lg in langs)} |")
    tot = Counter(r["lang"] for r in sub)
    lines.append("| **total** | " + " | ".join(str(tot[lg]) for lg in langs) + f" | {len(sub)} |")
    return "\n".join(lines)


def main():
    recs = load()
    errs = stats.validate_records(recs, split="fresh24")
    for r in recs:
        want = "atk" if r["label"] == "attack" else "ben"
        if not r["id"].startswith(f"f24a-{want}-{r['lang']}-"):
            errs.append(f"bad id {r['id']}")
        if r["_file"].startswith("attacks") != (r["label"] == "attack"):
            errs.append(f"{r['id']} in wrong file")
        if "parts" in r and (len(r["parts"]) != 2 or "\n".join(r["parts"]) != r["text"]):
            errs.append(f"{r['id']}: parts")
    atk = [r for r in recs if r["label"] == "attack"]
    ben = [r for r in recs if r["label"] == "benign"]
    if len(atk) < 250: errs.append(f"only {len(atk)} attacks")
    if len(ben) < 230: errs.append(f"only {len(ben)} benign")
    ca = Counter((r["class"], r["lang"]) for r in atk)
    cb = Counter((r["class"], r["lang"]) for r in ben)
    for lg in MAIN:
        for cls in stats.ATTACK_CLASSES:
            need = MIN_ATK.get(cls, 1)
            if ca[(cls, lg)] < need:
                errs.append(f"attack {cls}/{lg}: {ca[(cls, lg)]} < {need}")
        for cls, need in MIN_BEN.items():
            if cb[(cls, lg)] < need:
                errs.append(f"benign {cls}/{lg}: {cb[(cls, lg)]} < {need}")
        nb = sum(1 for r in ben if r["lang"] == lg)
        if nb < 27: errs.append(f"benign {lg}: {nb} < 27")
        np_ = sum(1 for r in ben if r["lang"] == lg and "parts" in r)
        if np_ < 5: errs.append(f"benign pairs {lg}: {np_} < 5")
    zh = sum(1 for r in atk if r["lang"] == "zh")
    if any(sum(1 for r in atk if r["lang"] == lg) > zh for lg in MAIN):
        errs.append("zh has fewer attacks than another language")
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            print(f"### {label}\n\n{table(recs, label)}\n")
        print(f"benign pairs (with `parts`): {sum(1 for r in ben if 'parts' in r)}; "
              f"quotes_attack: {sum(1 for r in ben if r.get('quotes_attack'))}\n")
    else:
        print(f"{len(atk)} attacks, {len(ben)} benign, pairs {sum(1 for r in ben if 'parts' in r)}")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
