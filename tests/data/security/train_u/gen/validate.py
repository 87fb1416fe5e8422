"""Validate train_u: ids and texts unique, classes from ../../stats.py, split value, parts join,
payloads decode, hidden spelled (via stats.validate_records), hosts reserved, invisible
characters escaped, counts per language; print the class x lang tables."""
from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
FOLDER = HERE.parent
sys.path.insert(0, str(FOLDER.parent))
import stats

FILES = {"attacks_train_u.jsonl": "attack", "benign_train_u.jsonl": "benign"}
MIN_PER_LANG = 35
HOST_RE = re.compile(r"\b(?:[a-z0-9-]+\.)+[a-z]{2,}\b", re.IGNORECASE)
IP_RE = re.compile(r"\b\d{1,3}(?:\.\d{1,3}){3}\b")
OK_IP = ("192.0.2.", "198.51.100.", "203.0.113.")


def main() -> int:
    recs = stats.load_files([f"{FOLDER.name}/{n}" for n in FILES])
    errs = stats.validate_records(recs, split="train_u")
    for name, label in FILES.items():
        raw = (FOLDER / name).read_text(encoding="utf-8")
        for n, line in enumerate(raw.splitlines(), 1):
            bad = [c for c in line if not c.isprintable() or c in "\u00ad\u00a0\u202f\ufeff"]
            if bad:
                errs.append(f"{name}:{n}: unescaped invisible {[hex(ord(c)) for c in bad]}")
    for r in recs:
        where = f"{r['_file']}:{r['_line']}"
        label = FILES[Path(r["_file"]).name]
        if r["label"] != label:
            errs.append(f"{where}: label {r['label']} in {label} file")
        prefix = "tu-atk-" if label == "attack" else "tu-ben-"
        if not r["id"].startswith(prefix + r["lang"] + "-"):
            errs.append(f"{where}: id {r['id']}")
        if label == "attack" and r["class"] != "deception":
            errs.append(f"{where}: attack class {r['class']} (this corpus is deception only)")
        if "quotes_attack" in r and r["quotes_attack"] is not True:
            errs.append(f"{where}: quotes_attack must be true when present")
        for h in HOST_RE.findall(r["text"]):
            if re.search(r"\.(example|test)$", h, re.IGNORECASE):
                continue
            if re.fullmatch(r"[A-Za-z]+\.[A-Za-z]{2,}", h) and not re.search(r"\.(com|net|org|io|ru|cn|de|fr|es|jp|kr)$", h, re.IGNORECASE):
                continue  # sentence punctuation such as "ch.3" or "e.g"
            errs.append(f"{where}: host {h!r} not reserved")
        for ip in IP_RE.findall(r["text"]):
            if not ip.startswith(OK_IP):
                errs.append(f"{where}: ip {ip} not documentation range")
    for label in FILES.values():
        per = Counter(r["lang"] for r in recs if r["label"] == label)
        for lg in stats.MAIN_LANGS:
            if per[lg] < MIN_PER_LANG:
                errs.append(f"{label}: only {per[lg]} in {lg}")
        print(f"{label}: {sum(per.values())} " + " ".join(f"{k}={per[k]}" for k in stats.MAIN_LANGS))
    if "--markdown" in sys.argv:
        for label in FILES.values():
            sub = [r for r in recs if r["label"] == label]
            c = Counter((r["class"], r["lang"]) for r in sub)
            classes = sorted({r["class"] for r in sub})
            print(f"\n### {label}\n\n| class | " + " | ".join(stats.MAIN_LANGS) + " | total |")
            print("|---" * (len(stats.MAIN_LANGS) + 2) + "|")
            for cls in classes + ["**total**"]:
                row = [sum(v for (k, l), v in c.items() if (cls == "**total**" or k == cls) and l == lg)
                       for lg in stats.MAIN_LANGS]
                print(f"| {cls} | " + " | ".join(str(x) if x else "" for x in row) + f" | {sum(row)} |")
            qa = sum(1 for r in sub if r.get("quotes_attack"))
            if qa:
                print(f"\nquotes_attack: {qa}")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
