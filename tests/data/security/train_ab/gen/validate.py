"""Validate train_ab: stats.py record checks, split value, classes, id shape, unique ids/texts,
reserved hosts only, escaped invisible characters, per-language counts. Exit 1 on a problem.
Prints the class x lang tables with --markdown."""
import importlib.util
import json
import re
import sys
import unicodedata
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
FOLDER = HERE.parent
spec = importlib.util.spec_from_file_location("stats", FOLDER.parent / "stats.py")
stats = importlib.util.module_from_spec(spec)
spec.loader.exec_module(stats)

FILES = {"attacks_train_ab.jsonl": "attack", "benign_train_ab.jsonl": "benign"}
LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
MIN = {"role_hijack": 18, "deception": 18}
URL = re.compile(r"https?://([^/\s:\"'?]+)")
AT = re.compile(r"@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)")
IP = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")
DOC_NETS = ("192.0.2.", "198.51.100.", "203.0.113.")


def main():
    errs, recs = [], []
    for name, label in FILES.items():
        raw = (FOLDER / name).read_text(encoding="utf-8")
        for n, line in enumerate(raw.splitlines(), 1):
            bad = [c for c in line if unicodedata.category(c) == "Cf" or (unicodedata.category(c) == "Zs" and c != " ")
                   or 0xFE00 <= ord(c) <= 0xFE0F]
            if bad:
                errs.append(f"{name}:{n}: unescaped invisible character U+{ord(bad[0]):04X}")
            r = json.loads(line)
            r["_file"], r["_line"] = name, n
            if r["label"] != label:
                errs.append(f"{name}:{n}: label {r['label']}")
            if r.get("quotes_attack") and label != "benign":
                errs.append(f"{name}:{n}: quotes_attack on an attack")
            kind = "atk" if label == "attack" else "ben"
            if not re.fullmatch(rf"tab-{kind}-{r['lang']}-\d{{4}}", r["id"]):
                errs.append(f"{name}:{n}: id {r['id']}")
            if r["lang"] not in LANGS:
                errs.append(f"{name}:{n}: lang {r['lang']}")
            if label == "attack" and r["class"] not in ("role_hijack", "deception"):
                errs.append(f"{name}:{n}: class {r['class']} outside this corpus' angle")
            text = r["text"]
            hosts = URL.findall(text) + AT.findall(text)
            for h in hosts:
                if IP.fullmatch(h):
                    continue  # checked below as an address
                if not (h.endswith((".example", ".test"))):
                    errs.append(f"{name}:{n}: host {h}")
            for ip in IP.findall(text):
                if not ip.startswith(DOC_NETS):
                    errs.append(f"{name}:{n}: ip {ip}")
            recs.append(r)
    errs += stats.validate_records(recs, split="train_ab")
    c = Counter((r["label"], r["class"], r["lang"]) for r in recs)
    per = Counter((r["label"], r["lang"]) for r in recs)
    for lg in LANGS:
        for cls, k in MIN.items():
            if c[("attack", cls, lg)] < k:
                errs.append(f"{lg}: {c[('attack', cls, lg)]} {cls} (< {k})")
        if per[("attack", lg)] < 36 or per[("benign", lg)] < 36:
            errs.append(f"{lg}: attacks {per[('attack', lg)]}, benign {per[('benign', lg)]} (< 36)")
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            sub = [r for r in recs if r["label"] == label]
            classes = sorted({r["class"] for r in sub})
            print(f"### {label}\n\n| class | " + " | ".join(LANGS) + " | total |\n|---" * 1 + "|---" * (len(LANGS) + 1) + "|")
            for cls in classes + ["**total**"]:
                row = [sum(1 for r in sub if (cls == "**total**" or r["class"] == cls) and r["lang"] == lg) for lg in LANGS]
                print(f"| {cls} | " + " | ".join(str(x) if x else "" for x in row) + f" | {sum(row)} |")
            print()
    print(f"{len(recs)} records; quotes_attack: {sum(1 for r in recs if r.get('quotes_attack'))}")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
