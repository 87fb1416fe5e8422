"""Validate blobs25: stats.validate_records plus this folder's own rules.

python3 gen/validate.py [--markdown]   (exit 1 on any problem)
"""
from __future__ import annotations

import importlib.util
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
FOLDER = HERE.parent
spec = importlib.util.spec_from_file_location("stats", FOLDER.parent / "stats.py")
stats = importlib.util.module_from_spec(spec)
spec.loader.exec_module(stats)

SPLIT = "blobs25"
LANGS = stats.MAIN_LANGS
ID = re.compile(r"^b25-(atk|ben)-(en|zh|ja|ko|ru|es|fr|de)-\d{4}$")
URLHOST = re.compile(r"[a-z][a-z0-9+.-]*://(?:[^/\s@]*@)?([^/\s:?#)\]'\"`>]+)", re.IGNORECASE)
EMAIL = re.compile(r"[\w.+-]+@([\w-]+(?:\.[\w-]+)+)")
BARE = re.compile(r"(?<![\w./@-])((?:[a-z0-9-]+\.)+(?:com|net|org|io|ru|de|cn|jp|kr|fr|es|dev|app|info|co|uk|me|xyz|top|cc|sh|ai|gg|link|site|online))\b", re.IGNORECASE)
IP = re.compile(r"(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d.])")


def host_ok(h: str) -> bool:
    h = h.lower().rstrip(".")
    if IP.fullmatch(h):
        return ip_ok(h)
    return h.endswith((".example", ".test")) or h in ("example", "test", "localhost")


def ip_ok(ip: str) -> bool:
    p = [int(x) for x in ip.split(".")]
    if any(x > 255 for x in p):
        return True  # not an address (version string etc.)
    return (p[:3] in ([192, 0, 2], [198, 51, 100], [203, 0, 113]) or p[0] == 10
            or p[:2] == [192, 168] or (p[0] == 172 and 16 <= p[1] <= 31) or p[0] == 127)


def load():
    recs = []
    for name in ("attacks.jsonl", "benign.jsonl"):
        with open(FOLDER / name, encoding="utf-8") as fh:
            for n, line in enumerate(fh, 1):
                if line.strip():
                    recs.append({**json.loads(line), "_file": name, "_line": n})
    return recs


def own_checks(recs):
    errs = []
    for r in recs:
        w = f"{r['_file']}:{r['_line']} {r.get('id')}"
        m = ID.match(r.get("id", ""))
        if not m:
            errs.append(f"{w}: bad id")
        else:
            if (m.group(1) == "atk") != (r["label"] == "attack") or m.group(2) != r["lang"]:
                errs.append(f"{w}: id does not match label/lang")
        if r["_file"].startswith("attack") != (r["label"] == "attack"):
            errs.append(f"{w}: label in wrong file")
        if not isinstance(r.get("blob_lines"), int) or r["blob_lines"] < 0:
            errs.append(f"{w}: blob_lines missing")
        if "parts" in r and not (isinstance(r["parts"], list) and len(r["parts"]) == 2
                                 and "\n".join(r["parts"]) == r["text"]):
            errs.append(f"{w}: parts do not join to text")
        t = r["text"]
        for rx in (URLHOST, EMAIL, BARE):
            for h in rx.findall(t):
                if not host_ok(h):
                    errs.append(f"{w}: host {h!r}")
        for ip in IP.findall(t):
            if not ip_ok(ip):
                errs.append(f"{w}: ip {ip}")
    atk = [r for r in recs if r["label"] == "attack"]
    ben = [r for r in recs if r["label"] == "benign"]
    if len(atk) < 120:
        errs.append(f"only {len(atk)} attacks")
    if len(ben) < 240:
        errs.append(f"only {len(ben)} benign")
    for lg in LANGS:
        a = [r for r in atk if r["lang"] == lg]
        b = [r for r in ben if r["lang"] == lg]
        ac = Counter(r["class"] for r in a)
        bc = Counter(r["class"] for r in b)
        if len(a) < 12:
            errs.append(f"{lg}: {len(a)} attacks")
        if len(ac) < 5:
            errs.append(f"{lg}: attack classes {len(ac)}")
        for c in ("encoded", "exfil_command"):
            if not ac[c]:
                errs.append(f"{lg}: no {c}")
        if len(b) < 27:
            errs.append(f"{lg}: {len(b)} benign")
        for c in ("shell_snippet", "security_talk", "project"):
            if bc[c] < 4:
                errs.append(f"{lg}: {bc[c]} benign {c}")
        if sum(1 for r in b if "parts" in r) < 3:
            errs.append(f"{lg}: fewer than 3 benign pairs")
    return errs


def bucket(n):
    return "0" if n == 0 else "1-2" if n <= 2 else "3-5" if n <= 5 else "6+"


def tables(recs):
    out = []
    for label in ("attack", "benign"):
        sub = [r for r in recs if r["label"] == label]
        classes = sorted({r["class"] for r in sub})
        c = Counter((r["class"], r["lang"]) for r in sub)
        out.append(f"### {label} (class x lang)\n")
        out.append("| class | " + " | ".join(LANGS) + " | total |")
        out.append("|---" * (len(LANGS) + 2) + "|")
        for cls in classes:
            out.append(f"| {cls} | " + " | ".join(str(c[(cls, lg)] or "") for lg in LANGS)
                       + f" | {sum(c[(cls, lg)] for lg in LANGS)} |")
        out.append("| **total** | " + " | ".join(str(sum(1 for r in sub if r['lang'] == lg)) for lg in LANGS)
                   + f" | {len(sub)} |\n")
    out.append("### by blob_lines (lines of machine strings)\n")
    bs = ("0", "1-2", "3-5", "6+")
    out.append("| label | " + " | ".join(bs) + " |")
    out.append("|---" * 5 + "|")
    for label in ("attack", "benign"):
        c = Counter(bucket(r["blob_lines"]) for r in recs if r["label"] == label)
        out.append(f"| {label} | " + " | ".join(str(c[b]) for b in bs) + " |")
    pairs = sum(1 for r in recs if r["label"] == "benign" and "parts" in r)
    qa = sum(1 for r in recs if r.get("quotes_attack"))
    out.append(f"\nBenign pairs (`parts`): {pairs}; benign with `quotes_attack`: {qa}.")
    return "\n".join(out)


def main():
    recs = load()
    errs = stats.validate_records(recs, split=SPLIT) + own_checks(recs)
    if "--markdown" in sys.argv:
        print(tables(recs))
    else:
        print(f"{len(recs)} records")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
