"""Validate fresh21/a with stats.validate_records plus local checks; --markdown prints tables."""
import importlib.util
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
spec = importlib.util.spec_from_file_location("stats", OUT.parents[1] / "stats.py")
stats = importlib.util.module_from_spec(spec)
spec.loader.exec_module(stats)

SPLIT, PREFIX = "fresh21", "f21a"
MAIN = stats.MAIN_LANGS


def load():
    recs = []
    for name in ("attacks.jsonl", "benign.jsonl"):
        with open(OUT / name, encoding="utf-8") as fh:
            for n, line in enumerate(fh, 1):
                recs.append({**json.loads(line), "_file": name, "_line": n})
    return recs


HOST_RE = re.compile(r"(?:https?://|@|\b)([a-z0-9-]+(?:\.[a-z0-9-]+)+)", re.IGNORECASE)
OK_HOST = re.compile(r"(\.example|\.test|^192\.0\.2\.\d+|^198\.51\.100\.\d+|^203\.0\.113\.\d+)$", re.IGNORECASE)


def local_checks(recs):
    errs = []
    for r in recs:
        w = f"{r['_file']}:{r['_line']}"
        kind = "atk" if r["label"] == "attack" else "ben"
        if not re.fullmatch(rf"{PREFIX}-{kind}-{re.escape(r['lang'])}-\d{{4}}", r["id"]):
            errs.append(f"{w}: bad id {r['id']}")
        if (r["_file"] == "attacks.jsonl") != (r["label"] == "attack"):
            errs.append(f"{w}: label in wrong file")
        if "parts" in r and not (len(r["parts"]) == 2 and "\n".join(r["parts"]) == r["text"]):
            errs.append(f"{w}: parts do not join")
        for m in re.finditer(r"https?://([^/\s\"')\]]+)", r["text"]):
            host = m.group(1).split(":")[0].split("@")[-1]
            if not OK_HOST.search(host):
                errs.append(f"{w}: host {host}")
    return errs


def counts(recs):
    errs = []
    need_atk = {"deception": 4, "override": 4, "role_hijack": 4, "secret_harvest": 4, "split": 4,
                "exfil_command": 4}
    c = Counter((r["label"], r["class"], r["lang"]) for r in recs)
    for lg in MAIN:
        for cls in stats.ATTACK_CLASSES:
            if c[("attack", cls, lg)] < need_atk.get(cls, 1):
                errs.append(f"attack {cls}/{lg}: {c[('attack', cls, lg)]}")
        for cls in ("security_talk", "shell_snippet", "honesty_rule", "preference"):
            if c[("benign", cls, lg)] < 4:
                errs.append(f"benign {cls}/{lg}: {c[('benign', cls, lg)]}")
        nb = sum(1 for r in recs if r["label"] == "benign" and r["lang"] == lg)
        if nb < 27:
            errs.append(f"benign total {lg}: {nb}")
        npairs = sum(1 for r in recs if r["label"] == "benign" and r["lang"] == lg and "parts" in r)
        if npairs < 5:
            errs.append(f"benign pairs {lg}: {npairs}")
    na = sum(1 for r in recs if r["label"] == "attack")
    nb = sum(1 for r in recs if r["label"] == "benign")
    if na < 250: errs.append(f"attacks total {na}")
    if nb < 230: errs.append(f"benign total {nb}")
    return errs


def table(recs, label):
    sub = [r for r in recs if r["label"] == label]
    langs = sorted({r["lang"] for r in sub}, key=lambda x: (x not in MAIN, MAIN.index(x) if x in MAIN else 0, x))
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
    errs = stats.validate_records(recs, split=SPLIT) + local_checks(recs) + counts(recs)
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            print(f"### {label}\n\n{table(recs, label)}\n")
        pairs = Counter(r["lang"] for r in recs if r["label"] == "benign" and "parts" in r)
        qa = sum(1 for r in recs if r.get("quotes_attack"))
        print("Benign pairs per language: " + ", ".join(f"{k} {v}" for k, v in pairs.items())
              + f" (total {sum(pairs.values())}); benign with quotes_attack: {qa}\n")
    else:
        print(Counter(r["label"] for r in recs))
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
