"""Validate the train_ac corpus: ids / texts unique (also across parts), classes from
../../stats.py, parts join, encoded payloads decode, hidden characters spell `hidden`, hosts
and IPs reserved, invisible chars escaped in the files, counts per lang. Exit 1 on a problem."""

from __future__ import annotations

import ipaddress
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(OUT.parent))
import stats

FILES = {"attacks_train_ac.jsonl": "attack", "benign_train_ac.jsonl": "benign"}
SPLIT = "train_ac"
MIN = {("attack", "split"): 22, ("attack", "secret_harvest"): 14, ("attack", None): 36,
       ("benign", "parts"): 22, ("benign", None): 36}
DOC_NETS = [ipaddress.ip_network(n) for n in
            ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "127.0.0.0/8")]
URL_HOST = re.compile(r"[a-z][a-z0-9+.-]*://(?:[^/\s@]+@)?([^/\s:?#)\]>\"'»」]+)", re.IGNORECASE)
EMAIL_HOST = re.compile(r"[\w.+-]+@([\w-]+(?:\.[\w-]+)+)")
BARE_HOST = re.compile(r"\b((?:[a-z0-9-]+\.)+(?:com|net|org|io|ru|de|cn|jp|kr|fr|es|co|app|dev|"
                       r"info|biz|me|xyz|online|site|uk|eu|us|ch|at|be|it|nl|pl|su|tk))\b", re.IGNORECASE)
IPV4 = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")


def host_ok(h: str) -> bool:
    h = h.lower().rstrip(".,;")
    if h.startswith("["):
        return False
    try:
        ip = ipaddress.ip_address(h)
        return any(ip in n for n in DOC_NETS)
    except ValueError:
        pass
    return h == "localhost" or h.endswith((".example", ".test")) or h in ("example", "test") or "." not in h


def problems_hosts(text: str) -> list[str]:
    bad = []
    for rx in (URL_HOST, EMAIL_HOST):
        bad += [h for h in rx.findall(text) if not host_ok(h)]
    bad += [h for h in BARE_HOST.findall(text) if not host_ok(h)]
    for ip in IPV4.findall(text):
        try:
            a = ipaddress.ip_address(ip)
        except ValueError:
            continue
        if not any(a in n for n in DOC_NETS):
            bad.append(ip)
    return bad


def main() -> int:
    errs: list[str] = []
    recs = []
    for name, label in FILES.items():
        raw = (OUT / name).read_text(encoding="utf-8")
        for n, line in enumerate(raw.splitlines(), 1):
            for c in line:
                if stats.__name__ and (0xFE00 <= ord(c) <= 0xFE0F or 0xE0000 <= ord(c) <= 0xE01EF
                                       or c in "\u200b\u200c\u200d\u2060\ufeff\u00ad\u00a0\u202f\u202e"):
                    errs.append(f"{name}:{n}: unescaped invisible char U+{ord(c):04X}")
                    break
            r = json.loads(line)
            r["_file"], r["_line"] = name, n
            if r["label"] != label:
                errs.append(f"{name}:{n}: label {r['label']} in {name}")
            recs.append(r)
    errs += stats.validate_records(recs, split=SPLIT)
    id_rx = re.compile(r"^tac-(atk|ben)-(en|zh|ja|ko|ru|es|fr|de)-\d{4}$")
    seen_parts: Counter = Counter()
    for r in recs:
        where = f"{r['_file']}:{r['_line']} {r['id']}"
        m = id_rx.match(r["id"])
        if not m or ("atk" if r["label"] == "attack" else "ben") != m.group(1) or m.group(2) != r["lang"]:
            errs.append(f"{where}: bad id")
        if "parts" in r:
            if not (isinstance(r["parts"], list) and len(r["parts"]) == 2
                    and "\n".join(r["parts"]) == r["text"]):
                errs.append(f"{where}: parts do not join to text")
            for p in r["parts"]:
                seen_parts[p] += 1
                if "\n" in p:
                    errs.append(f"{where}: newline inside a part")
        if r["label"] == "attack" and r["class"] == "split" and "parts" not in r:
            errs.append(f"{where}: split without parts")
        if r["label"] == "benign" and r.get("quotes_attack") not in (None, True):
            errs.append(f"{where}: quotes_attack must be true when present")
        bad = problems_hosts(r["text"])
        if bad:
            errs.append(f"{where}: non-reserved host(s) {bad}")
    shared = [p for p, c in seen_parts.items() if c > 1]
    if shared:  # allowed: the same harmless second entry after a different first one
        print(f"note: {len(shared)} part(s) shared between pairs (same second entry, other first)")
    for lg in stats.MAIN_LANGS:
        sub = [r for r in recs if r["lang"] == lg]
        for (label, key), need in MIN.items():
            if key is None:
                got = sum(1 for r in sub if r["label"] == label)
            elif key == "parts":
                got = sum(1 for r in sub if r["label"] == label and "parts" in r)
            else:
                got = sum(1 for r in sub if r["label"] == label and r["class"] == key)
            if got < need:
                errs.append(f"{lg}: {label}/{key or 'all'} {got} < {need}")
    for e in errs:
        print("ERROR:", e)
    c = Counter((r["label"], r["lang"]) for r in recs)
    print(f"{len(recs)} records; " + ", ".join(f"{k[0]}/{k[1]}={v}" for k, v in sorted(c.items())))
    print("OK" if not errs else f"{len(errs)} problem(s)")
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
