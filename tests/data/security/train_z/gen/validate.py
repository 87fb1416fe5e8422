"""Validate train_z: ids unique, texts unique, classes from ../../stats.py, parts join,
payloads decode, hidden spelled, hosts reserved, hidden characters escaped, counts.

Usage: python3 validate.py  (exit 1 on a problem; prints the class x lang tables).
"""

from __future__ import annotations

import ipaddress
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
FOLDER = HERE.parent
sys.path.insert(0, str(FOLDER.parent))
sys.path.insert(0, str(HERE))
import stats
from hide import is_hidden

FILES = {"attacks_train_z.jsonl": "attack", "benign_train_z.jsonl": "benign"}
SPLIT = "train_z"
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
URL_HOST = re.compile(r"(?:https?|ftp)://([^/\s?:#)]+)")
AT_HOST = re.compile(r"[\w.+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)")
IPV4 = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")
ID_RE = re.compile(r"^tz-(atk|ben)-([a-z]{2})-\d{4}$")


def host_ok(host: str) -> bool:
    host = host.lower().rstrip(".")
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        return host.endswith((".example", ".test"))
    return any(ip in n for n in DOC_NETS)


def main() -> int:
    errs: list[str] = []
    recs = stats.load_files([f"train_z/{n}" for n in FILES])
    errs += stats.validate_records(recs, split=SPLIT)
    for r in recs:
        where = f"{r['_file']}:{r['_line']}"
        want = FILES[Path(r["_file"]).name]
        if r["label"] != want:
            errs.append(f"{where}: label {r['label']} in {r['_file']}")
        m = ID_RE.match(r["id"])
        if not m or m.group(1) != ("atk" if want == "attack" else "ben") or m.group(2) != r["lang"]:
            errs.append(f"{where}: bad id {r['id']}")
        if "parts" in r and "\n".join(r["parts"]) != r["text"]:
            errs.append(f"{where}: parts do not join to text")
        if "quotes_attack" in r and (r["label"] != "benign" or r["quotes_attack"] is not True):
            errs.append(f"{where}: quotes_attack only as true on benign")
        pieces = r.get("parts", [r["text"]])
        for h in URL_HOST.findall(r["text"]) + AT_HOST.findall(r["text"]) + IPV4.findall(r["text"]):
            if not host_ok(h):
                errs.append(f"{where}: host not reserved: {h}")
        if r["class"] == "split" and any(len(p.strip()) < 10 for p in pieces):
            errs.append(f"{where}: split part too short")
    # hidden characters must be escaped in the raw files
    for name in FILES:
        for n, line in enumerate((FOLDER / name).read_text(encoding="utf-8").splitlines(), 1):
            bad = [hex(ord(c)) for c in line if is_hidden(c)]
            if bad:
                errs.append(f"{name}:{n}: unescaped hidden characters {bad}")
    for label in ("attack", "benign"):
        per = Counter(r["lang"] for r in recs if r["label"] == label)
        for lg in stats.MAIN_LANGS:
            if per[lg] < 40:
                errs.append(f"{label}: only {per[lg]} in {lg}")
        total = sum(per.values())
        if total < 320:
            errs.append(f"{label}: only {total} in total")
    for label in ("attack", "benign"):
        print(f"### {label}\n")
        print(table(recs, label))
        print()
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    print(f"{len(recs)} records, {len(errs)} problems")
    return 1 if errs else 0


def table(recs: list[dict], label: str) -> str:
    sub = [r for r in recs if r["label"] == label]
    present = {r["lang"] for r in sub}
    langs = [lg for lg in stats.MAIN_LANGS if lg in present] + sorted(present - set(stats.MAIN_LANGS))
    classes = sorted({r["class"] for r in sub})
    c = Counter((r["class"], r["lang"]) for r in sub)
    lines = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cls in classes:
        lines.append(f"| {cls} | " + " | ".join(str(c[(cls, lg)] or "") for lg in langs)
                     + f" | {sum(c[(cls, lg)] for lg in langs)} |")
    per = Counter(r["lang"] for r in sub)
    lines.append("| **total** | " + " | ".join(str(per[lg]) for lg in langs) + f" | {len(sub)} |")
    return "\n".join(lines)


if __name__ == "__main__":
    raise SystemExit(main())
