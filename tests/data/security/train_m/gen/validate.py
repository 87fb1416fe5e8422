"""Validate train_m: ids unique, texts unique, classes from ../../stats.py, parts join,
payloads decode, hidden spelled, hosts reserved, counts (>= 40 per main language per label).
Exit 1 on a problem; prints the class x lang tables with --markdown."""

import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
FOLDER = HERE.parent
sys.path.insert(0, str(FOLDER.parent))
import stats

FILES = {"attacks_train_m.jsonl": "attack", "benign_train_m.jsonl": "benign"}
SPLIT = "train_m"
HOST = re.compile(r"(?<![\w.-])(?:[A-Za-z0-9-]+\.)+([A-Za-z]{2,})(?![\w-])")
IP = re.compile(r"\b(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\b")
DOC_NETS = ("192.0.2.", "198.51.100.", "203.0.113.")


def main() -> int:
    recs = []
    for name in FILES:
        recs += stats.load_files([f"train_m/{name}"])
    errs = stats.validate_records(recs, split=SPLIT)
    for r in recs:
        where = f"{r['_file']}:{r['_line']}"
        want = FILES[Path(r["_file"]).name]
        if r["label"] != want:
            errs.append(f"{where}: label {r['label']} in {want} file")
        pre = "tm-atk-" if want == "attack" else "tm-ben-"
        if not r["id"].startswith(f"{pre}{r['lang']}-"):
            errs.append(f"{where}: id {r['id']}")
        if want == "attack" and r["class"] != "deception":
            errs.append(f"{where}: attack class {r['class']} (this split is deception only)")
        for m in HOST.finditer(r["text"]):
            host = m.group(0)
            tld = m.group(1).lower()
            if tld not in ("example", "test"):
                errs.append(f"{where}: unreserved host {host!r}")
        for m in IP.finditer(r["text"]):
            if not m.group(0).startswith(DOC_NETS):
                errs.append(f"{where}: non-documentation IP {m.group(0)}")
    for label in ("attack", "benign"):
        per = Counter(r["lang"] for r in recs if r["label"] == label)
        for lg in stats.MAIN_LANGS:
            if per[lg] < 40:
                errs.append(f"{label}: only {per[lg]} in {lg}")
        total = sum(per.values())
        if total < 320:
            errs.append(f"{label}: only {total} records")
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            sub = [r for r in recs if r["label"] == label]
            classes = sorted({r["class"] for r in sub})
            c = Counter((r["class"], r["lang"]) for r in sub)
            print(f"### {label}\n\n| class | " + " | ".join(stats.MAIN_LANGS) + " | total |")
            print("|---" * (len(stats.MAIN_LANGS) + 2) + "|")
            for cls in classes + ["**total**"]:
                row = [sum(v for (k, lg), v in c.items() if (cls == "**total**" or k == cls) and lg == l)
                       for l in stats.MAIN_LANGS]
                print(f"| {cls} | " + " | ".join(str(x or "") for x in row) + f" | {sum(row)} |")
            q = sum(1 for r in sub if r.get("quotes_attack"))
            if q:
                print(f"\n(`quotes_attack: true`: {q})")
            print()
    else:
        print(f"{len(recs)} records: " + ", ".join(f"{k}={v}" for k, v in Counter(r['label'] for r in recs).items()))
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
