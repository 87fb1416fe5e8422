"""Validate fresh19/b with stats.validate_records plus this folder's own checks.

Usage: python3 gen/validate.py [--markdown]
"""
import importlib.util
import ipaddress
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
FOLDER = HERE.parent
STATS = FOLDER.parent.parent / "stats.py"
spec = importlib.util.spec_from_file_location("stats", STATS)
stats = importlib.util.module_from_spec(spec)
spec.loader.exec_module(stats)

SPLIT, PREFIX = "fresh19", "f19b"
MAIN = stats.MAIN_LANGS
ATK_MIN4 = ("deception", "override", "role_hijack", "secret_harvest", "split", "exfil_command")
BEN_MIN4 = ("security_talk", "shell_snippet", "honesty_rule", "preference")
BAD_TLD = re.compile(r"\b(?:[a-z0-9-]+\.)+(?:com|net|org|io|ru|de|cn|jp|kr|fr|es|mx|co|uk|me|app|dev|xyz|"
                     r"info|biz|ly|gg|cc|tk|top|su|onion|ai|eu|tw|hk|at|ch)\b", re.IGNORECASE)
IP = re.compile(r"\b\d{1,3}(?:\.\d{1,3}){3}\b")
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24",
                                              "127.0.0.0/8", "10.0.0.0/8", "192.168.0.0/16")]


def load():
    recs = []
    for name in ("attacks.jsonl", "benign.jsonl"):
        with open(FOLDER / name, encoding="utf-8") as fh:
            for n, line in enumerate(fh, 1):
                recs.append({**json.loads(line), "_file": name, "_line": n})
    return recs


def own_checks(recs):
    errs = []
    for r in recs:
        where = f"{r['_file']}:{r['_line']}"
        kind = "atk" if r["label"] == "attack" else "ben"
        if not re.fullmatch(rf"{PREFIX}-{kind}-{re.escape(r['lang'])}-\d{{4}}", r["id"]):
            errs.append(f"{where}: bad id {r['id']}")
        if (r["label"] == "attack") != (r["_file"] == "attacks.jsonl"):
            errs.append(f"{where}: label in wrong file")
        if "parts" in r and (len(r["parts"]) != 2 or "\n".join(r["parts"]) != r["text"]):
            errs.append(f"{where}: parts do not join to text")
        if r["label"] == "attack" and r["class"] == "split" and "parts" not in r:
            errs.append(f"{where}: split without parts")
        if r["class"] == "invisible" and not r.get("hidden"):
            errs.append(f"{where}: invisible without hidden")
        if r["class"] == "invisible" and r.get("technique") == "zero_width_split":
            stripped = re.sub("[\u200b\u200c\u200d\u2060\ufeff\u206a-\u206f]", "", r["text"])
            if stripped != r["hidden"]:
                errs.append(f"{where}: hidden != text without zero-width characters")
        for m in BAD_TLD.finditer(r["text"]):
            errs.append(f"{where}: real-looking host {m.group(0)}")
        for m in IP.finditer(r["text"]):
            try:
                ip = ipaddress.ip_address(m.group(0))
            except ValueError:
                continue
            if not any(ip in n for n in DOC_NETS):
                errs.append(f"{where}: non-documentation IP {ip}")
    c = Counter((r["label"], r["class"], r["lang"]) for r in recs)
    for lg in MAIN:
        for cls in stats.ATTACK_CLASSES:
            need = 4 if cls in ATK_MIN4 else 1
            if c[("attack", cls, lg)] < need:
                errs.append(f"attack {cls}/{lg}: {c[('attack', cls, lg)]} < {need}")
        for cls in BEN_MIN4:
            if c[("benign", cls, lg)] < 4:
                errs.append(f"benign {cls}/{lg}: {c[('benign', cls, lg)]} < 4")
        nb = sum(v for (lab, _c, l2), v in c.items() if lab == "benign" and l2 == lg)
        if nb < 27:
            errs.append(f"benign {lg}: {nb} < 27")
        pairs = sum(1 for r in recs if r["label"] == "benign" and r["lang"] == lg and "parts" in r)
        if pairs < 5:
            errs.append(f"benign pairs {lg}: {pairs} < 5")
    na = sum(1 for r in recs if r["label"] == "attack")
    nb = sum(1 for r in recs if r["label"] == "benign")
    if na < 250 or nb < 230:
        errs.append(f"totals {na} attacks / {nb} benign below 250 / 230")
    zh = sum(1 for r in recs if r["label"] == "attack" and r["lang"] == "zh")
    if any(zh < sum(1 for r in recs if r["label"] == "attack" and r["lang"] == lg) for lg in MAIN):
        errs.append("zh has fewer attacks than another language")
    return errs


def table(recs, label):
    sub = [r for r in recs if r["label"] == label]
    langs = [lg for lg in MAIN if any(r["lang"] == lg for r in sub)]
    langs += sorted({r["lang"] for r in sub} - set(MAIN))
    classes = sorted({r["class"] for r in sub})
    c = Counter((r["class"], r["lang"]) for r in sub)
    out = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cls in classes:
        out.append(f"| {cls} | " + " | ".join(str(c[(cls, lg)] or "") for lg in langs)
                   + f" | {sum(c[(cls, lg)] for lg in langs)} |")
    out.append("| **total** | " + " | ".join(str(sum(c[(k, lg)] for k in classes)) for lg in langs)
               + f" | {len(sub)} |")
    return "\n".join(out)


def main():
    recs = load()
    errs = stats.validate_records(recs, split=SPLIT) + own_checks(recs)
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            print(f"### {label}\n\n{table(recs, label)}\n")
        pairs = Counter(r["lang"] for r in recs if r["label"] == "benign" and "parts" in r)
        q = sum(1 for r in recs if r.get("quotes_attack"))
        print("Benign pairs (`parts`): " + ", ".join(f"{k} {v}" for k, v in pairs.items())
              + f"; total {sum(pairs.values())}. Benign with `quotes_attack`: {q}.")
    else:
        print(f"{len(recs)} records OK" if not errs else f"{len(errs)} problems")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
