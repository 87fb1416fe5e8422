"""Validate fresh18/b with stats.validate_records plus this brief's own checks.

Usage: python3 gen/validate.py [--markdown]
"""
import importlib.util
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
STATS = OUT.parent.parent / "stats.py"
SPLIT = "fresh18"
MAIN = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")

spec = importlib.util.spec_from_file_location("stats", STATS)
stats = importlib.util.module_from_spec(spec)
spec.loader.exec_module(stats)


def load():
    recs = []
    for name in ("attacks.jsonl", "benign.jsonl"):
        with open(OUT / name, encoding="utf-8") as fh:
            for n, line in enumerate(fh, 1):
                recs.append({**json.loads(line), "_file": name, "_line": n})
    return recs


HOST_RE = re.compile(r"(?:https?://|@|//)([A-Za-z0-9.-]+\.[A-Za-z]{2,})")
IP_RE = re.compile(r"\b(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})\b")
FILE_EXT = {"csv", "pdf", "docx", "xlsx", "json", "tmx", "sql", "gz", "txt"}
DOC_NETS = ("192.0.2.", "198.51.100.", "203.0.113.")


def own_checks(recs):
    errs = []
    for r in recs:
        where = f"{r['_file']}:{r['_line']} {r['id']}"
        exp = "attack" if r["_file"].startswith("attack") else "benign"
        if r["label"] != exp:
            errs.append(f"{where}: label in wrong file")
        kind = "atk" if r["label"] == "attack" else "ben"
        if not re.fullmatch(rf"f18b-{kind}-{r['lang']}-\d{{4}}", r["id"]):
            errs.append(f"{where}: bad id")
        texts = [r["text"]] + ([r["decoded"]] if "decoded" in r else []) + ([r["hidden"]] if "hidden" in r else [])
        if r.get("payload"):
            texts[0] = texts[0].replace(r["payload"], "")
        for t in texts:
            for h in HOST_RE.findall(t):
                h = h.lower().rstrip(".")
                if h.rsplit(".", 1)[-1] in FILE_EXT:
                    continue
                if not (h.endswith((".example", ".test"))):
                    errs.append(f"{where}: host {h}")
            for ip in IP_RE.findall(t):
                if not ip.startswith(DOC_NETS):
                    errs.append(f"{where}: ip {ip}")
        if ("parts" in r and r["label"] == "benign"
                and not (len(r["parts"]) == 2 and "\n".join(r["parts"]) == r["text"])):
            errs.append(f"{where}: benign pair parts do not join")
    a = [r for r in recs if r["label"] == "attack"]
    b = [r for r in recs if r["label"] == "benign"]
    if len(a) < 250:
        errs.append(f"only {len(a)} attacks")
    if len(b) < 230:
        errs.append(f"only {len(b)} benign")
    ca = Counter((r["class"], r["lang"]) for r in a)
    cb = Counter((r["class"], r["lang"]) for r in b)
    for lg in MAIN:
        for cls in stats.ATTACK_CLASSES:
            need = 4 if cls in ("deception", "override", "role_hijack", "secret_harvest", "split", "exfil_command") else 1
            if ca[(cls, lg)] < need:
                errs.append(f"attack {cls}/{lg}: {ca[(cls, lg)]} < {need}")
        for cls in ("security_talk", "shell_snippet", "honesty_rule", "preference"):
            if cb[(cls, lg)] < 4:
                errs.append(f"benign {cls}/{lg}: {cb[(cls, lg)]} < 4")
        nb = sum(1 for r in b if r["lang"] == lg)
        if nb < 27:
            errs.append(f"benign {lg}: {nb} < 27")
        pairs = sum(1 for r in b if r["lang"] == lg and "parts" in r)
        if pairs < 5:
            errs.append(f"benign pairs {lg}: {pairs} < 5")
    per = Counter(r["lang"] for r in a)
    if any(per["zh"] < per[lg] for lg in MAIN):
        errs.append("zh attacks fewer than another language")
    perb = Counter(r["lang"] for r in b)
    if any(perb["zh"] < perb[lg] for lg in MAIN):
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
    lines.append("| **total** | " + " | ".join(str(sum(1 for r in sub if r['lang'] == lg)) for lg in langs)
                 + f" | {len(sub)} |")
    return "\n".join(lines)


def main():
    recs = load()
    errs = stats.validate_records(recs, split=SPLIT) + own_checks(recs)
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            print(f"### {label}\n\n{table(recs, label)}\n")
        b = [r for r in recs if r["label"] == "benign"]
        pc = Counter(r["lang"] for r in b if "parts" in r)
        print("### benign pairs (records with `parts`)\n")
        print("| " + " | ".join(pc) + " | total |\n" + "|---" * (len(pc) + 1) + "|")
        print("| " + " | ".join(str(v) for v in pc.values()) + f" | {sum(pc.values())} |\n")
        qa = sum(1 for r in b if r.get("quotes_attack"))
        print(f"`quotes_attack: true`: {qa} benign records.\n")
    else:
        a = sum(1 for r in recs if r["label"] == "attack")
        print(f"{len(recs)} records: attack={a}, benign={len(recs) - a}")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
