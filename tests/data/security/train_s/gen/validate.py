"""Validate ../attacks_train_s.jsonl and ../benign_train_s.jsonl; print counts; exit 1 on a problem.

Checks: ids and texts unique, classes from ../../stats.py, split value, split parts join,
encoded payloads decode, tag / variation-selector payloads spell `hidden`, every host and IP
reserved (*.example, *.test, documentation ranges, loopback), >= 25 per language and label,
>= 250 attacks and >= 300 benign.
"""
import ipaddress
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))  # tests/data/security
import stats

FILES = {"attacks_train_s.jsonl": "attack", "benign_train_s.jsonl": "benign"}
LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24",
                                              "127.0.0.0/8", "0.0.0.0/32")]
REAL_TLDS = {"com", "net", "org", "io", "ru", "cn", "de", "fr", "es", "jp", "kr", "dev", "app",
             "co", "me", "info", "xyz", "ai", "cloud", "site", "online", "top", "uk", "us"}
URL_RE = re.compile(r"\b[a-zA-Z][a-zA-Z0-9+.-]*://([A-Za-z0-9._~%$@:{}-]+)")
AT_RE = re.compile(r"(?<![=\s])@([A-Za-z0-9][A-Za-z0-9.-]*\.[A-Za-z0-9-]+)")
DOMAIN_RE = re.compile(r"\b((?:[A-Za-z0-9-]+\.)+([A-Za-z]{2,}))\b")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")


def host_ok(h):
    h = h.split("@")[-1].split(":")[0].strip(".").lower()
    if not h or h.startswith("$") or h in ("localhost",):
        return True
    if re.fullmatch(r"[\d.]+", h):
        try:
            ip = ipaddress.ip_address(h)
        except ValueError:
            return False
        return any(ip in n for n in DOC_NETS)
    if "." not in h:
        return True  # bucket names, ssh aliases
    return h.endswith((".example", ".test"))


def host_problems(text):
    bad = []
    for m in URL_RE.finditer(text):
        scheme = m.group(0).split(":", 1)[0].lower()
        if scheme in ("s3", "b2", "gs"):
            continue
        if not host_ok(m.group(1)):
            bad.append(m.group(1))
    for m in AT_RE.finditer(text):
        if not host_ok(m.group(1)):
            bad.append(m.group(1))
    for m in DOMAIN_RE.finditer(text):
        if m.group(2).lower() in REAL_TLDS and not host_ok(m.group(1)):
            bad.append(m.group(1))
    for m in IP_RE.finditer(text):
        if not host_ok(m.group(1)):
            bad.append(m.group(1))
    return bad


def main():
    recs, errs = [], []
    for name, label in FILES.items():
        with open(HERE.parent / name, encoding="utf-8") as fh:
            for n, line in enumerate(fh, 1):
                r = json.loads(line)
                r["_file"], r["_line"] = name, n
                if r.get("label") != label:
                    errs.append(f"{name}:{n}: label {r.get('label')}")
                if not r.get("id", "").startswith("ts-atk-" if label == "attack" else "ts-ben-"):
                    errs.append(f"{name}:{n}: id {r.get('id')}")
                recs.append(r)
    errs += stats.validate_records(recs, split="train_s")
    for r in recs:
        bad = host_problems(r["text"])
        if bad:
            errs.append(f"{r['_file']}:{r['_line']}: unreserved host(s) {bad}")
        if "encoding" in r:
            try:
                ok = r["payload"] in r["text"] and stats._decode(r["payload"], r["encoding"]) == r["decoded"]
            except Exception:  # noqa: BLE001
                ok = False
            if not ok:
                errs.append(f"{r['_file']}:{r['_line']}: payload does not decode")
    per = Counter((r["label"], r["lang"]) for r in recs)
    for label in FILES.values():
        for lg in LANGS:
            if per[(label, lg)] < 25:
                errs.append(f"{label}/{lg}: only {per[(label, lg)]}")
    tot = Counter(r["label"] for r in recs)
    if tot["attack"] < 250 or tot["benign"] < 300:
        errs.append(f"totals {dict(tot)}")
    for label in ("attack", "benign"):
        sub = [r for r in recs if r["label"] == label]
        c = Counter((r["class"], r["lang"]) for r in sub)
        classes = sorted({r["class"] for r in sub})
        print(f"### {label}\n\n| class | " + " | ".join(LANGS) + " | total |")
        print("|---" * (len(LANGS) + 2) + "|")
        for cl in classes + ["**total**"]:
            cells = [sum(v for (k, l), v in c.items() if (cl == "**total**" or k == cl) and l == lg) for lg in LANGS]
            print(f"| {cl} | " + " | ".join(str(x) for x in cells) + f" | {sum(cells)} |")
        print()
    qa = sum(1 for r in recs if r.get("quotes_attack"))
    print(f"quotes_attack: {qa}")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
