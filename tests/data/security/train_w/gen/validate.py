"""Validate train_w: ids/texts unique, classes from ../../stats.py, parts join, payloads decode,
hidden spelled, hosts reserved, per-language counts. Exit 1 on a problem; prints the tables."""
from __future__ import annotations

import ipaddress
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))
import stats

FILES = {"attacks_train_w.jsonl": "attack", "benign_train_w.jsonl": "benign"}
LANGS = ("ru", "es", "fr", "de")
MIN = {"attack": 55, "benign": 70}
MIN_PAIRS = 10
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24",
                                              "127.0.0.0/8")]
HOST_RE = re.compile(r"(?:https?://|ftp://|sftp://|@|\b)((?:[a-z0-9-]+\.)+[a-z]{2,})\b", re.IGNORECASE)
TLD_WATCH = {"com", "net", "org", "ru", "de", "fr", "es", "io", "info", "xyz", "co", "me", "app",
             "dev", "biz", "cc", "top", "site", "online", "eu", "uk", "us", "su", "ch", "at", "be"}
IP_RE = re.compile(r"\b(\d{1,3}(?:\.\d{1,3}){3})\b")


def host_problems(text):
    errs = []
    for h in HOST_RE.findall(text):
        tld = h.rsplit(".", 1)[-1].lower()
        if tld in ("example", "test"):
            continue
        if tld in TLD_WATCH:
            errs.append(f"non-reserved host {h!r}")
    for ip in IP_RE.findall(text):
        try:
            a = ipaddress.ip_address(ip)
        except ValueError:
            continue
        if not any(a in n for n in DOC_NETS):
            errs.append(f"non-documentation IP {ip}")
    return errs


def main():
    recs = stats.load_files(["train_w/" + f for f in FILES])
    errs = stats.validate_records(recs, split="train_w")
    prefix = {"attack": "tw-atk-", "benign": "tw-ben-"}
    for r in recs:
        where = f"{r['_file']}:{r['_line']}"
        if r["label"] != FILES[r["_file"].split("/")[-1]]:
            errs.append(f"{where}: label in wrong file")
        if not r["id"].startswith(prefix[r["label"]] + r["lang"] + "-"):
            errs.append(f"{where}: id {r['id']}")
        if r["lang"] not in LANGS:
            errs.append(f"{where}: lang {r['lang']}")
        if "parts" in r and "\n".join(r["parts"]) != r["text"]:
            errs.append(f"{where}: parts do not join")
        if r["class"] == "invisible" and r.get("technique") not in (
                "tag_chars", "variation_selectors", "zero_width_split", "bidi_override"):
            errs.append(f"{where}: technique")
        if r["class"] == "encoded" and r.get("encoding") == "rot13" and not r["decoded"].isascii():
            errs.append(f"{where}: rot13 of non-ASCII")
        errs += [f"{where}: {e}" for e in host_problems(r["text"])]
    for label in ("attack", "benign"):
        per = Counter(r["lang"] for r in recs if r["label"] == label)
        pairs = Counter(r["lang"] for r in recs if r["label"] == label and "parts" in r)
        for lg in LANGS:
            if per[lg] < MIN[label]:
                errs.append(f"{label}/{lg}: only {per[lg]} records (< {MIN[label]})")
            if pairs[lg] < MIN_PAIRS:
                errs.append(f"{label}/{lg}: only {pairs[lg]} pairs (< {MIN_PAIRS})")
    for label in ("attack", "benign"):
        sub = [r for r in recs if r["label"] == label]
        c = Counter((r["class"], r["lang"]) for r in sub)
        classes = sorted({k for k, _ in c})
        print(f"\n### {label}\n\n| class | " + " | ".join(LANGS) + " | total |\n|---" * 1
              + "|---" * (len(LANGS) + 1) + "|")
        for cls in classes + ["**total**"]:
            row = [sum(v for (k, l), v in c.items() if (cls == "**total**" or k == cls) and l == lg)
                   for lg in LANGS]
            print(f"| {cls} | " + " | ".join(str(x) if x else "" for x in row) + f" | {sum(row)} |")
        qa = sum(1 for r in sub if r.get("quotes_attack"))
        if qa:
            print(f"\n(quotes_attack: {qa})")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
