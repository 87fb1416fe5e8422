"""Validate ../attacks.jsonl and ../benign.jsonl; print counts (class x lang). Exit 1 on a problem."""
import ipaddress
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))  # tests/data/security
sys.path.insert(0, str(HERE))
import hide
import stats

MAIN = stats.MAIN_LANGS
errs, recs = [], []
for name, label in (("attacks.jsonl", "attack"), ("benign.jsonl", "benign")):
    for n, line in enumerate((HERE.parent / name).read_text(encoding="utf-8").splitlines(), 1):
        if any(hide.is_hidden_char(c) for c in line.rstrip("\n")):
            errs.append(f"{name}:{n}: raw invisible char (must be escaped)")
        r = json.loads(line); r["_w"] = f"{name}:{n}"; recs.append(r)
        if r["label"] != label or r["split"] != "fresh5":
            errs.append(f"{r['_w']}: label/split")
        allowed = stats.ATTACK_CLASSES if label == "attack" else stats.BENIGN_CLASSES
        if r["class"] not in allowed:
            errs.append(f"{r['_w']}: class {r['class']}")
        pre = "f5h-atk-" if label == "attack" else "f5h-ben-"
        if not re.fullmatch(re.escape(pre) + re.escape(r["lang"]) + r"-\d{4}", r["id"]):
            errs.append(f"{r['_w']}: id {r['id']}")
        if not 3 <= len(r["text"]) <= 2000:
            errs.append(f"{r['_w']}: length")
        if r["class"] == "split" and not (len(r.get("parts", [])) == 2 and "\n".join(r["parts"]) == r["text"]):
            errs.append(f"{r['_w']}: parts")
        if r["class"] == "encoded":
            p = r.get("payload", "")
            try:
                ok = p and p in r["text"] and stats._decode(p, r["encoding"]) == r["decoded"]
            except (ValueError, KeyError, UnicodeDecodeError):
                ok = False
            if not ok:
                errs.append(f"{r['_w']}: payload")
            if r["encoding"] == "rot13" and not r["decoded"].isascii():
                errs.append(f"{r['_w']}: rot13 non-ascii")
        if r["class"] == "invisible":
            t, h = r.get("technique"), r.get("hidden")
            if t == "tag_chars": ok = stats._tags(r["text"]) == h
            elif t == "variation_selectors": ok = stats._selectors(r["text"]) == h
            elif t == "zero_width_split": ok = (not r["text"].isprintable()) and h in hide.unzw(r["text"])
            elif t == "bidi_override": ok = "\u202e" + h[::-1] in r["text"]
            else: ok = False
            if not ok:
                errs.append(f"{r['_w']}: hidden not spelled ({t})")
        # hosts and IPs reserved
        scan = r["text"].replace(r.get("payload", "\0"), " ") + " " + r.get("decoded", "")
        for host in re.findall(r"(?:https?://|@|//)([A-Za-z0-9.-]+\.[A-Za-z]{2,})", scan):
            if not re.search(r"\.(example|test)$", host.lower()):
                errs.append(f"{r['_w']}: host {host}")
        for ip in re.findall(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b", r["text"]):
            a = ipaddress.ip_address(ip)
            if not (any(a in ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")) or a.is_private or a.is_loopback):
                errs.append(f"{r['_w']}: ip {ip}")
for k, c in Counter(r["id"] for r in recs).items():
    if c > 1: errs.append(f"dup id {k}")
for k, c in Counter(r["text"] for r in recs).items():
    if c > 1: errs.append(f"dup text {k[:50]!r}")
atk = [r for r in recs if r["label"] == "attack"]; ben = [r for r in recs if r["label"] == "benign"]
need_a = {"deception": 25, "override": 25, "secret_harvest": 25, "split": 25, "persistence": 25, "exfil_command": 25}
need_b = {"shell_snippet": 45, "security_talk": 30, "honesty_rule": 25, "preference": 25}
ca, cb = Counter(r["class"] for r in atk), Counter(r["class"] for r in ben)
for c in stats.ATTACK_CLASSES:
    if ca[c] < need_a.get(c, 1): errs.append(f"attack class {c}: {ca[c]}")
for c in stats.BENIGN_CLASSES:
    if cb[c] < need_b.get(c, 1): errs.append(f"benign class {c}: {cb[c]}")
if len(atk) < 250: errs.append(f"attacks {len(atk)} < 250")
if len(ben) < 230: errs.append(f"benign {len(ben)} < 230")
for lg in MAIN:
    for lab, rs in (("attack", atk), ("benign", ben)):
        n = sum(1 for r in rs if r["lang"] == lg)
        if n < 25: errs.append(f"{lab} {lg}: {n} < 25")

def table(rs):
    langs = sorted({r["lang"] for r in rs}, key=lambda x: (x not in MAIN, MAIN.index(x) if x in MAIN else 0, x))
    cls = sorted({r["class"] for r in rs}); c = Counter((r["class"], r["lang"]) for r in rs)
    out = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for k in cls:
        out.append(f"| {k} | " + " | ".join(str(c[(k, l)] or "") for l in langs) + f" | {sum(c[(k, l)] for l in langs)} |")
    out.append("| **total** | " + " | ".join(str(sum(1 for r in rs if r['lang'] == l)) for l in langs) + f" | {len(rs)} |")
    return "\n".join(out)

if "--markdown" in sys.argv:
    print("### attack\n\n" + table(atk) + "\n\n### benign\n\n" + table(ben))
    print(f"\nquotes_attack: {sum(1 for r in ben if r.get('quotes_attack'))}")
else:
    print(f"attacks={len(atk)} benign={len(ben)}")
for e in errs: print("ERROR:", e, file=sys.stderr)
sys.exit(1 if errs else 0)
