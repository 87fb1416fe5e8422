"""Validate ../attacks.jsonl and ../benign.jsonl with stats.validate_records plus the brief's
minimum counts. ``--markdown`` prints the count tables."""
import importlib.util
import json
import re
import sys
import unicodedata
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
FOLDER = HERE.parent
STATS = FOLDER.parents[1] / "stats.py"
spec = importlib.util.spec_from_file_location("stats", STATS)
stats = importlib.util.module_from_spec(spec)
spec.loader.exec_module(stats)

SPLIT, IDPREFIX = "fresh17", "f17b"
MAIN = stats.MAIN_LANGS
ATK_MIN4 = ("deception", "override", "role_hijack", "secret_harvest", "split", "exfil_command")
BEN_MIN4 = ("security_talk", "shell_snippet", "honesty_rule", "preference")


def load():
    recs, raw_problems = [], []
    for name, label in (("attacks.jsonl", "attack"), ("benign.jsonl", "benign")):
        with open(FOLDER / name, encoding="utf-8") as fh:
            for n, line in enumerate(fh, 1):
                for c in line.rstrip("\n"):
                    o = ord(c)
                    cat = unicodedata.category(c)
                    if cat in ("Cf", "Cc", "Zl", "Zp") or (cat == "Zs" and c != " ") or \
                            0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF:
                        raw_problems.append(f"{name}:{n}: raw invisible U+{o:04X} (must be escaped)")
                        break
                r = json.loads(line)
                r["_file"], r["_line"] = name, n
                if r["label"] != label:
                    raw_problems.append(f"{name}:{n}: label {r['label']} in wrong file")
                recs.append(r)
    return recs, raw_problems


def check(recs):
    errs = stats.validate_records(recs, split=SPLIT)
    for r in recs:
        kind = "atk" if r["label"] == "attack" else "ben"
        if not re.fullmatch(rf"{IDPREFIX}-{kind}-{re.escape(r['lang'])}-\d{{4}}", r["id"]):
            errs.append(f"{r['id']}: bad id")
        if "parts" in r and (len(r["parts"]) != 2 or "\n".join(r["parts"]) != r["text"]):
            errs.append(f"{r['id']}: parts do not join to text")
        if r["class"] == "encoded" and r["encoding"] not in ("base64", "hex", "rot13", "url"):
            errs.append(f"{r['id']}: encoding")
    atk = [r for r in recs if r["label"] == "attack"]
    ben = [r for r in recs if r["label"] == "benign"]
    if len(atk) < 250:
        errs.append(f"only {len(atk)} attacks")
    if len(ben) < 230:
        errs.append(f"only {len(ben)} benign")
    ac = Counter((r["class"], r["lang"]) for r in atk)
    bc = Counter((r["class"], r["lang"]) for r in ben)
    for lg in MAIN:
        for cls in stats.ATTACK_CLASSES:
            need = 4 if cls in ATK_MIN4 else 1
            if ac[(cls, lg)] < need:
                errs.append(f"attack {cls}/{lg}: {ac[(cls, lg)]} < {need}")
        for cls in BEN_MIN4:
            if bc[(cls, lg)] < 4:
                errs.append(f"benign {cls}/{lg}: {bc[(cls, lg)]} < 4")
        nb = sum(1 for r in ben if r["lang"] == lg)
        if nb < 27:
            errs.append(f"benign {lg}: {nb} < 27")
        pairs = sum(1 for r in ben if r["lang"] == lg and "parts" in r)
        if pairs < 5:
            errs.append(f"benign pairs {lg}: {pairs} < 5")
    na = Counter(r["lang"] for r in atk)
    nbz = Counter(r["lang"] for r in ben)
    if na["zh"] < max(na[lg] for lg in MAIN):
        errs.append("zh attacks fewer than another language")
    if nbz["zh"] < max(nbz[lg] for lg in MAIN):
        errs.append("zh benign fewer than another language")
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
    recs, errs = load()
    errs += check(recs)
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            print(f"### {label}\n\n{table(recs, label)}\n")
        pairs = Counter(r["lang"] for r in recs if r["label"] == "benign" and "parts" in r)
        qa = sum(1 for r in recs if r.get("quotes_attack"))
        print("Benign pairs per language: " + ", ".join(f"{k} {v}" for k, v in sorted(pairs.items()))
              + f" (total {sum(pairs.values())}); benign with quotes_attack: {qa}.")
    else:
        print(f"{len(recs)} records: " + ", ".join(
            f"{k}={v}" for k, v in sorted(Counter(r['label'] for r in recs).items())))
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
