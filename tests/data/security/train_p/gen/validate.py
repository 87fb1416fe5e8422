"""Validate train_p: ids and texts unique, classes from ../../stats.py, parts join, payloads
decode, hidden spelled, hosts reserved, escapes, counts per language. Exit 1 on a problem;
--markdown prints the counts tables."""
from __future__ import annotations

import ipaddress
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))
import stats

FILES = {"attacks_train_p.jsonl": "attack", "benign_train_p.jsonl": "benign"}
SPLIT = "train_p"
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
URL_HOST = re.compile(r"[a-z][a-z0-9+.-]*://(?:[^@/\s]+@)?([^/\s:?#'\"»」』“”`)\]]+)", re.IGNORECASE)
AT_HOST = re.compile(r"[\w.+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)")
IPV4 = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")
REAL_TLD = re.compile(r"\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|ru|de|fr|es|cn|jp|kr|co|ai|dev|app|info)\b", re.IGNORECASE)


def host_ok(h: str) -> bool:
    h = h.rstrip(".").lower()
    try:
        return any(ipaddress.ip_address(h) in n for n in DOC_NETS)
    except ValueError:
        return h.endswith((".example", ".test")) or h in ("example", "test")


def main() -> int:
    recs = stats.load_files([f"train_p/{n}" for n in FILES])
    errs = stats.validate_records(recs, split=SPLIT)
    for r in recs:
        where = f"{r['_file']}:{r['_line']}"
        if r.get("label") != FILES[r["_file"].split("/")[-1]]:
            errs.append(f"{where}: wrong label for file")
        t = r["text"]
        for h in URL_HOST.findall(t) + AT_HOST.findall(t):
            if not host_ok(h):
                errs.append(f"{where}: host not reserved: {h}")
        for ip in IPV4.findall(t):
            if not host_ok(ip):
                errs.append(f"{where}: IP not documentation range: {ip}")
        for m in REAL_TLD.findall(t):
            errs.append(f"{where}: real-looking domain: {m}")
        if r["label"] == "benign" and r["class"] != "security_talk":
            errs.append(f"{where}: benign class should be security_talk")
        if r["label"] == "benign" and r.get("quotes_attack") is not True:
            errs.append(f"{where}: missing quotes_attack")
        if (r["label"] == "attack" and r["class"] == "invisible"
                and r.get("technique") == "zero_width_split"
                and "".join(c for c in t if c not in "\u200b\u200c\u200d\u2060") != r["hidden"]):
            errs.append(f"{where}: zero-width text does not spell hidden")
        idp = f"tp-{'atk' if r['label'] == 'attack' else 'ben'}-{r['lang']}-"
        if not re.fullmatch(re.escape(idp) + r"\d{4}", r["id"]):
            errs.append(f"{where}: bad id {r['id']}")
    for name in FILES:
        raw = (HERE.parent / name).read_text(encoding="utf-8")
        for c in raw:
            if c in "\u200b\u200c\u200d\u2060\ufeff\u00ad\u202e" or 0xFE00 <= ord(c) <= 0xFE0F or ord(c) >= 0xE0000:
                errs.append(f"{name}: unescaped invisible character U+{ord(c):04X}")
                break
    for label in FILES.values():
        per = Counter(r["lang"] for r in recs if r["label"] == label)
        errs += [f"{label}: only {per[lg]} in {lg}" for lg in stats.MAIN_LANGS if per[lg] < 40]
        if sum(per.values()) < 320:
            errs.append(f"{label}: only {sum(per.values())} in total")
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            sub = [r for r in recs if r["label"] == label]
            langs = list(stats.MAIN_LANGS)
            c = Counter((r["class"], r["lang"]) for r in sub)
            print(f"### {label}\n\n| class | " + " | ".join(langs) + " | total |\n" + "|---" * (len(langs) + 2) + "|")
            for cls in sorted({r["class"] for r in sub}):
                print(f"| {cls} | " + " | ".join(str(c[(cls, lg)] or "") for lg in langs) + f" | {sum(c[(cls, lg)] for lg in langs)} |")
            print("| **total** | " + " | ".join(str(sum(c[(k, lg)] for k in {r['class'] for r in sub})) for lg in langs) + f" | {len(sub)} |\n")
    else:
        print(f"{len(recs)} records: " + ", ".join(f"{k}={v}" for k, v in sorted(Counter(r['label'] for r in recs).items())))
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
