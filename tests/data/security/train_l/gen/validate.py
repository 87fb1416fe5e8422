"""Validate train_l: ids and texts unique, classes from ../../stats.py, split parts join,
payloads decode / hidden spelled (via stats.validate_records), hosts and IPs reserved,
invisible characters escaped, counts against the assignment's minimums. Exit 1 on a problem."""
from __future__ import annotations

import ipaddress
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
FOLDER = HERE.parent
sys.path.insert(0, str(FOLDER.parent))
import stats

sys.path.insert(0, str(HERE))
import hide

FILES = {"attacks_train_l.jsonl": "attack", "benign_train_l.jsonl": "benign"}
SPLIT = "train_l"
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
HOST_RE = re.compile(r"(?:://|@)([A-Za-z0-9.-]+\.[A-Za-z0-9-]+)")
BARE_RE = re.compile(r"\b([a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|ru|de|fr|es|cn|jp|kr|dev|ai|co|me|app|xyz|info))\b", re.IGNORECASE)
IP_RE = re.compile(r"\b(\d{1,3}(?:\.\d{1,3}){3})\b")
MIN_ATTACK = {"split": 90, "role_hijack": 50, "exfil_command": 50, "deception": 50}


def main() -> int:
    errs: list[str] = []
    recs = []
    for name, label in FILES.items():
        raw = (FOLDER / name).read_text(encoding="utf-8").splitlines()
        for n, line in enumerate(raw, 1):
            r = json.loads(line)
            if any(hide._needs_escape(c) for c in line):
                errs.append(f"{name}:{n}: unescaped invisible character")
            if r["label"] != label:
                errs.append(f"{name}:{n}: label {r['label']} in {name}")
            recs.append({**r, "_file": name, "_line": n})
    errs += stats.validate_records(recs, split=SPLIT)
    for r in recs:
        where = f"{r['_file']}:{r['_line']}"
        pre = "tl-atk-" if r["label"] == "attack" else "tl-ben-"
        if not r["id"].startswith(f"{pre}{r['lang']}-"):
            errs.append(f"{where}: id {r['id']}")
        if r["class"] == "split" and r["label"] != "attack":
            errs.append(f"{where}: benign split record")
        blobs = [r["text"]] + r.get("parts", [])
        for t in blobs:
            for h in HOST_RE.findall(t) + BARE_RE.findall(t):
                h = h.lower().rstrip(".")
                if re.fullmatch(r"\d+(\.\d+){3}", h):
                    continue
                if not (h.endswith((".example", ".test"))):
                    errs.append(f"{where}: host {h!r} not reserved")
            for ip in IP_RE.findall(t):
                try:
                    a = ipaddress.ip_address(ip)
                except ValueError:
                    continue
                if not any(a in net for net in DOC_NETS):
                    errs.append(f"{where}: IP {ip} not a documentation address")
    att = Counter(r["class"] for r in recs if r["label"] == "attack")
    for cls, lo in MIN_ATTACK.items():
        if att[cls] < lo:
            errs.append(f"only {att[cls]} {cls} attacks (want {lo})")
    for lg in stats.MAIN_LANGS:
        na = sum(1 for r in recs if r["label"] == "attack" and r["lang"] == lg)
        nb = sum(1 for r in recs if r["label"] == "benign" and r["lang"] == lg)
        if na < 30:
            errs.append(f"only {na} attacks in {lg}")
        if nb < 25:
            errs.append(f"only {nb} benign in {lg}")
    nben = sum(1 for r in recs if r["label"] == "benign")
    if nben < 250:
        errs.append(f"only {nben} benign")
    for label in ("attack", "benign"):
        sub = [r for r in recs if r["label"] == label]
        langs = list(stats.MAIN_LANGS)
        classes = sorted({r["class"] for r in sub})
        c = Counter((r["class"], r["lang"]) for r in sub)
        print(f"### {label}\n\n| class | " + " | ".join(langs) + " | total |\n" + "|---" * (len(langs) + 2) + "|")
        for cls in classes:
            print(f"| {cls} | " + " | ".join(str(c[(cls, lg)] or "") for lg in langs) + f" | {sum(c[(cls, lg)] for lg in langs)} |")
        print("| **total** | " + " | ".join(str(sum(c[(k, lg)] for k in classes)) for lg in langs) + f" | {len(sub)} |\n")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
