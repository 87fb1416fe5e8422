"""Validate ../attacks_train_o.jsonl and ../benign_train_o.jsonl; print counts; exit 1 on a problem.

Checks: the record checks of ../../stats.py (keys, classes from ATTACK_CLASSES / BENIGN_CLASSES,
lengths, unique ids and texts, split parts join, payloads decode, hidden spelled); id pattern;
label per file; hosts reserved (every URL / e-mail / user@host / hostname-like token ends in
.example or .test, every IPv4 literal is in a documentation range); at least 40 attacks and 40
benign per main language; invisible characters written as \\u escapes in the files.
With --markdown: the counts tables (class x lang) for the README.
"""

from __future__ import annotations

import ipaddress
import json
import re
import sys
import unicodedata
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent
sys.path.insert(0, str(DATA.parent))
import stats

FILES = {"attacks_train_o.jsonl": "attack", "benign_train_o.jsonl": "benign"}
SPLIT = "train_o"
ID_RE = re.compile(r"^to-(atk|ben)-([a-z]{2})-\d{4}$")
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
RESERVED = (".example", ".test")
REAL_TLDS = {"com", "net", "org", "io", "de", "fr", "ru", "cn", "jp", "kr", "es", "uk", "us",
             "info", "biz", "app", "dev", "ai", "eu", "ch", "at", "nl", "it", "pl", "be", "se",
             "cloud", "online", "site", "xyz", "top", "me", "tv", "co"}
URL_RE = re.compile(r"[a-z][a-z0-9+.-]*://(?:[^/\s@]+@)?([^/\s:?#]+)", re.IGNORECASE)
AT_RE = re.compile(r"[\w.+-]+@([\w.-]+)")
HOSTISH_RE = re.compile(r"\b((?:[\w-]+\.)+([A-Za-z]{2,24}))\b(?!@)")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")


def host_ok(host: str) -> bool:
    host = host.rstrip(".").lower()
    try:
        ip = ipaddress.ip_address(host)
        return any(ip in n for n in DOC_NETS)
    except ValueError:
        pass
    return host.endswith(RESERVED)


def host_problems(text: str) -> list[str]:
    t = unicodedata.normalize("NFKC", text)
    bad = []
    for m in URL_RE.finditer(t):
        h = m.group(1)
        if "." in h and not host_ok(h):
            bad.append(h)
    for m in AT_RE.finditer(t):
        h = m.group(1).rstrip(".")
        if "." in h and not host_ok(h):
            bad.append(h)
    for m in HOSTISH_RE.finditer(t):
        if m.group(2).lower() in REAL_TLDS and not host_ok(m.group(1)):
            bad.append(m.group(1))
    for m in IP_RE.finditer(t):
        try:
            ip = ipaddress.ip_address(m.group(1))
        except ValueError:
            continue
        if not any(ip in n for n in DOC_NETS):
            bad.append(m.group(1))
    return bad


def load() -> list[dict]:
    recs = []
    for name in FILES:
        raw = (DATA / name).read_text(encoding="utf-8")
        for n, line in enumerate(raw.splitlines(), 1):
            r = json.loads(line)
            r["_file"], r["_line"], r["_raw"] = name, n, line
            recs.append(r)
    return recs


def validate(recs: list[dict]) -> list[str]:
    errs = stats.validate_records(recs, split=SPLIT)
    for r in recs:
        where = f"{r['_file']}:{r['_line']}"
        if r["label"] != FILES[r["_file"]]:
            errs.append(f"{where}: label {r['label']} in wrong file")
        m = ID_RE.match(r["id"])
        if not m or (m.group(1) == "atk") != (r["label"] == "attack") or m.group(2) != r["lang"]:
            errs.append(f"{where}: id {r['id']} does not fit label/lang")
        errs += [f"{where}: non-reserved host {h!r}" for h in host_problems(r["text"])]
        for c in r["_raw"]:
            if unicodedata.category(c) in ("Cf", "Cc") or (unicodedata.category(c) == "Zs" and c != " ") \
                    or 0xFE00 <= ord(c) <= 0xFE0F or 0xE0000 <= ord(c) <= 0xE01EF:
                errs.append(f"{where}: unescaped U+{ord(c):04X}")
                break
        if r.get("quotes_attack") and r["label"] != "benign":
            errs.append(f"{where}: quotes_attack on an attack")
    for label in ("attack", "benign"):
        per = Counter(r["lang"] for r in recs if r["label"] == label)
        errs += [f"{label}: only {per[lg]} in {lg}" for lg in stats.MAIN_LANGS if per[lg] < 40]
        if sum(per.values()) < 320:
            errs.append(f"{label}: only {sum(per.values())} records")
    return errs


def table(recs: list[dict], label: str) -> str:
    sub = [r for r in recs if r["label"] == label]
    langs = [lg for lg in stats.MAIN_LANGS if any(r["lang"] == lg for r in sub)]
    classes = sorted({r["class"] for r in sub})
    c = Counter((r["class"], r["lang"]) for r in sub)
    out = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cls in classes:
        out.append(f"| {cls} | " + " | ".join(str(c[(cls, lg)] or "") for lg in langs)
                   + f" | {sum(c[(cls, lg)] for lg in langs)} |")
    per = Counter(r["lang"] for r in sub)
    out.append("| **total** | " + " | ".join(str(per[lg]) for lg in langs) + f" | {len(sub)} |")
    return "\n".join(out)


def main() -> int:
    recs = load()
    errs = validate(recs)
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            print(f"### {label}\n\n{table(recs, label)}\n")
    else:
        n = Counter(r["label"] for r in recs)
        q = sum(1 for r in recs if r.get("quotes_attack"))
        print(f"{len(recs)} records: attack={n['attack']} benign={n['benign']} (quotes_attack={q})")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
