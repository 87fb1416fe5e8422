"""Validate train_x: ids/texts unique, classes from ../../stats.py, parts join, payloads decode,
hidden spelled, hosts reserved, counts. Exit 1 on a problem; --markdown prints the count tables."""
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))
import stats

FILES = ["train_x/attacks_train_x.jsonl", "train_x/benign_train_x.jsonl"]
LANGS = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de"]
HOST = re.compile(r"(?:https?://|ftp://|@|//)([A-Za-z0-9.-]+\.[A-Za-z]{2,})|\b([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.(?:com|net|org|io|ru|cn|de|fr|es|jp|kr|co|info|xyz|me|app|dev|site))\b")
IP = re.compile(r"\b(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\b")
FILE_EXT = {"csv", "zip", "tgz", "txt", "xlsx", "db", "sql", "gz", "json", "pdf", "jpg", "p12"}
OK_IP = ("192.0.2.", "198.51.100.", "203.0.113.", "127.0.0.", "10.", "192.168.", "0.0.0.0")

def main():
    recs = stats.load_files(FILES)
    errs = stats.validate_records(recs, split="train_x")
    for r in recs:
        if r["label"] == "attack" and r["class"] not in stats.ATTACK_CLASSES:
            errs.append(f"{r['id']}: class")
        if r["label"] == "benign" and r["class"] not in stats.BENIGN_CLASSES:
            errs.append(f"{r['id']}: class")
        tag = "atk" if r["label"] == "attack" else "ben"
        if not re.fullmatch(rf"tx-{tag}-{r['lang']}-\d{{4}}", r["id"]):
            errs.append(f"{r['id']}: id shape")
        if "parts" in r and "\n".join(r["parts"]) != r["text"]:
            errs.append(f"{r['id']}: parts")
        if r["class"] == "invisible" and r.get("technique") not in ("tag_chars", "variation_selectors", "zero_width_split", "bidi_override"):
            errs.append(f"{r['id']}: technique")
        scan = r["text"]
        if r["class"] == "encoded":
            scan = scan.replace(r["payload"], " ") + " " + r["decoded"]
        if r["class"] == "invisible":
            scan = scan + " " + r["hidden"]
        for m in HOST.finditer(scan):
            h = (m.group(1) or m.group(2)).lower().rstrip(".")
            if h.rsplit(".", 1)[-1] in FILE_EXT:
                continue
            if not (h.endswith((".example", ".test"))):
                errs.append(f"{r['id']}: host {h}")
        for m in IP.finditer(scan):
            ip = m.group(0)
            if not ip.startswith(OK_IP):
                errs.append(f"{r['id']}: ip {ip}")
    for label, need in (("attack", 35), ("benign", 35)):
        c = Counter(r["lang"] for r in recs if r["label"] == label)
        errs += [f"{label} {lg}: only {c[lg]}" for lg in LANGS if c[lg] < need]
        p = Counter(r["lang"] for r in recs if r["label"] == label and "parts" in r)
        errs += [f"{label} {lg}: only {p[lg]} pairs" for lg in LANGS if p[lg] < 6]
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            sub = [r for r in recs if r["label"] == label]
            cls = sorted({r["class"] for r in sub})
            c = Counter((r["class"], r["lang"]) for r in sub)
            print(f"### {label}\n\n| class | " + " | ".join(LANGS) + " | total |\n|---" * 1 + "|---" * (len(LANGS) + 1) + "|")
            for k in cls + ["**total**"]:
                row = [sum(v for (a, b), v in c.items() if (k == "**total**" or a == k) and b == lg) for lg in LANGS]
                print(f"| {k} | " + " | ".join(str(x) if x else "" for x in row) + f" | {sum(row)} |")
            print()
    else:
        print(Counter((r["label"]) for r in recs))
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0

if __name__ == "__main__":
    raise SystemExit(main())
