"""Validate the train_y corpus: exit 1 on a problem, else print the counts tables.

Checks (on top of ../../stats.py validate_records): ids unique and well formed, texts unique,
classes from stats.py, split parts join, encoded payloads decode, tag / variation-selector
payloads spell `hidden`, zero-width and bidi records really hide `hidden`, hosts are reserved
(*.example / *.test / documentation IPs), at least 40 attacks and 40 benign per main language,
at least 320 of each overall.
"""
from __future__ import annotations

import importlib.util
import re
import sys
from collections import Counter
from pathlib import Path

GEN = Path(__file__).resolve().parent
FOLDER = GEN.parent
sys.path.insert(0, str(GEN))
import hide

spec = importlib.util.spec_from_file_location("stats", FOLDER.parent / "stats.py")
stats = importlib.util.module_from_spec(spec)
spec.loader.exec_module(stats)

FILES = {"attacks_train_y.jsonl": "attack", "benign_train_y.jsonl": "benign"}
HOST_RE = re.compile(r"(?<![\w.-])((?:[a-z0-9-]+\.)+[a-z]{2,})(?![\w-])", re.IGNORECASE)
IP_RE = re.compile(r"\b(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})\b")
OK_IPS = ("192.0.2.", "198.51.100.", "203.0.113.")
# Things that look like host names but are file names or abbreviations in the texts.
NOT_HOSTS = {"credentials.json", "secrets.yaml", "config/secrets.yaml", "id_rsa", "i.o", "z.b", "d.h",
             "p.ej", "u.a", "e.g", "i.e", "ex.", "lit.j"}
FILE_EXT = (".json", ".yaml", ".yml", ".xlsx", ".py", ".env", ".jsonl")


def main() -> int:
    recs = stats.load_files([str(FOLDER.relative_to(FOLDER.parent) / f) for f in FILES])
    errs = stats.validate_records(recs, split="train_y")
    for r in recs:
        where = f"{r['_file']}:{r['_line']}"
        label = FILES[Path(r["_file"]).name]
        if r["label"] != label:
            errs.append(f"{where}: label {r['label']} in {r['_file']}")
        prefix = "ty-atk-" if label == "attack" else "ty-ben-"
        if not re.fullmatch(re.escape(prefix) + re.escape(r["lang"]) + r"-\d{4}", r["id"]):
            errs.append(f"{where}: bad id {r['id']}")
        t = r["text"]
        if r["class"] == "invisible":
            tech, hidden = r.get("technique"), r.get("hidden", "")
            if tech == "zero_width_split" and hidden not in hide.strip_invisible(t):
                errs.append(f"{where}: zero-width text does not hide {hidden!r}")
            if tech == "bidi_override" and hide.bidi_override(hidden) not in t:
                errs.append(f"{where}: bidi text does not render {hidden!r}")
            if tech not in hide.HIDERS:
                errs.append(f"{where}: unknown technique {tech}")
        if r["class"] == "encoded" and r.get("encoding") == "rot13" and not r["decoded"].isascii():
            errs.append(f"{where}: rot13 on non-ASCII")
        for ip in IP_RE.findall(t):
            if not ip.startswith(OK_IPS):
                errs.append(f"{where}: non-documentation IP {ip}")
        for host in HOST_RE.findall(t):
            h = host.lower()
            if h in NOT_HOSTS or h.endswith(FILE_EXT) or re.fullmatch(r"[\d.]+", h):
                continue
            if not (h.endswith((".example", ".test"))):
                errs.append(f"{where}: host {host!r} not reserved")
    for label in ("attack", "benign"):
        sub = [r for r in recs if r["label"] == label]
        per = Counter(r["lang"] for r in sub)
        errs += [f"{label}: only {per[lg]} in {lg}" for lg in stats.MAIN_LANGS if per[lg] < 40]
        if len(sub) < 320:
            errs.append(f"{label}: only {len(sub)} records")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    if "--markdown" in sys.argv or not errs:
        for label in ("attack", "benign"):
            print(f"### {label}\n\n{count_table(recs, label)}\n")
    return 1 if errs else 0


def count_table(recs: list[dict], label: str) -> str:
    sub = [r for r in recs if r["label"] == label]
    order = list(stats.MAIN_LANGS)
    langs = sorted({r["lang"] for r in sub}, key=lambda x: (x not in order, order.index(x) if x in order else 0, x))
    classes = sorted({r["class"] for r in sub})
    c = Counter((r["class"], r["lang"]) for r in sub)
    lines = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cls in classes:
        row = [str(c[(cls, lg)]) if c[(cls, lg)] else "" for lg in langs]
        lines.append(f"| {cls} | " + " | ".join(row) + f" | {sum(c[(cls, lg)] for lg in langs)} |")
    tot = Counter(r["lang"] for r in sub)
    lines.append("| **total** | " + " | ".join(str(tot[lg]) for lg in langs) + f" | {len(sub)} |")
    return "\n".join(lines)


if __name__ == "__main__":
    raise SystemExit(main())
