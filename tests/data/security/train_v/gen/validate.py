"""Validate train_v: ids unique, texts unique, classes from ../../stats.py, parts join, payloads
decode, hidden spelled, hosts reserved, counts per class x lang. Exit 1 on a problem."""
import importlib.util
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
FOLDER = HERE.parent
spec = importlib.util.spec_from_file_location("stats", FOLDER.parent / "stats.py")
stats = importlib.util.module_from_spec(spec)
spec.loader.exec_module(stats)

FILES = {"attacks_train_v.jsonl": "attack", "benign_train_v.jsonl": "benign"}
SPLIT = "train_v"
MAIN = stats.MAIN_LANGS
HOST_RE = re.compile(r"(?:https?://|@)([A-Za-z0-9.-]+\.[A-Za-z]{2,})")
IP_RE = re.compile(r"\b(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})\b")
OK_IP = ("192.0.2.", "198.51.100.", "203.0.113.")


def main():
    errs = []
    recs = stats.load_files([f"train_v/{n}" for n in FILES])
    errs += stats.validate_records(recs, split=SPLIT)
    for r in recs:
        where = f"{r['_file']}:{r['_line']}"
        if r["label"] != FILES[Path(r["_file"]).name]:
            errs.append(f"{where}: label {r['label']} in wrong file")
        pre = "tv-atk-" if r["label"] == "attack" else "tv-ben-"
        if not r["id"].startswith(pre + r["lang"] + "-"):
            errs.append(f"{where}: id {r['id']}")
        if r["class"] == "invisible" and r.get("technique") == "bidi_override":  # noqa: SIM102
            if "\u202e" not in r["text"] or r.get("hidden")[::-1] not in r["text"]:
                errs.append(f"{where}: bidi text does not carry reversed hidden")
        if r["class"] == "invisible" and r.get("technique") == "zero_width_split":
            stripped = "".join(c for c in r["text"] if c.isprintable())
            if r["hidden"] not in stripped:
                errs.append(f"{where}: zero-width text does not spell hidden when stripped")
        for h in HOST_RE.findall(r["text"]):
            h = h.lower().rstrip(".")
            if not (h.endswith((".example", ".test"))):
                errs.append(f"{where}: non-reserved host {h}")
        for ip in IP_RE.findall(r["text"]):
            if not ip.startswith(OK_IP):
                errs.append(f"{where}: non-documentation IP {ip}")
    # raw-file check: invisible / format characters must be escaped
    for name in FILES:
        raw = (FOLDER / name).read_text(encoding="utf-8")
        bad = [c for c in raw if (0xFE00 <= ord(c) <= 0xFE0F or ord(c) >= 0xE0000 or c in "\u200b\u200c\u200d\u2060\ufeff\u00ad\u202e\u202c\u00a0\u202f" or 0x206A <= ord(c) <= 0x206F)]
        if bad:
            errs.append(f"{name}: {len(bad)} unescaped invisible characters")
    for label in ("attack", "benign"):
        per = Counter(r["lang"] for r in recs if r["label"] == label)
        total = sum(per.values())
        if total < 300:
            errs.append(f"{label}: only {total} records")
        errs += [f"{label}: only {per[lg]} in {lg}" for lg in MAIN if per[lg] < 35]
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            sub = [r for r in recs if r["label"] == label]
            c = Counter((r["class"], r["lang"]) for r in sub)
            classes = sorted({r["class"] for r in sub})
            print(f"### {label}\n\n| class | " + " | ".join(MAIN) + " | total |\n|---" * 1 + "|---" * (len(MAIN) + 1) + "|")
            for cls in classes:
                row = [str(c[(cls, lg)] or "") for lg in MAIN]
                print(f"| {cls} | " + " | ".join(row) + f" | {sum(c[(cls, lg)] for lg in MAIN)} |")
            tot = [str(sum(v for (k, lg2), v in c.items() if lg2 == lg)) for lg in MAIN]
            print("| **total** | " + " | ".join(tot) + f" | {len(sub)} |\n")
    else:
        print(f"{len(recs)} records: " + ", ".join(f"{k}={v}" for k, v in Counter(r['label'] for r in recs).items()))
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
