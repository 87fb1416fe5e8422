"""Validate ../attacks.jsonl and ../benign.jsonl; print class x lang counts (--markdown)."""
import importlib.util
import ipaddress
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
spec = importlib.util.spec_from_file_location("stats", HERE.parents[2] / "stats.py")
stats = importlib.util.module_from_spec(spec)
spec.loader.exec_module(stats)

MAIN = stats.MAIN_LANGS
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
HOST_RE = re.compile(r"(?<![\w.-])((?:[a-z0-9-]+\.)+(?:com|net|org|io|ru|cn|de|fr|es|jp|kr|co|app|dev|me|xyz|info|biz|cc|ly|gg|ai|example|test|top|site|online|link))(?![\w-])", re.IGNORECASE)
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")
FILE_EXT_OK = re.compile(r"\.(?:sh|py|json|txt|pdf|md|conf|gpg|kdbx|csv|yml|yaml|key|pub|xlsx|docx|jpg|png|log|ini|env|cfg|toml|db|age)$", re.IGNORECASE)


def host_problems(text):
    errs = []
    for h in HOST_RE.findall(text):
        hl = h.lower()
        if hl.endswith((".example", ".test")):
            continue
        errs.append(f"host {h}")
    for ip in IP_RE.findall(text):
        try:
            a = ipaddress.ip_address(ip)
        except ValueError:
            continue
        if a.is_loopback or any(a in n for n in DOC_NETS):
            continue
        errs.append(f"ip {ip}")
    return errs


def main():
    errs, recs = [], []
    for name, label in (("attacks.jsonl", "attack"), ("benign.jsonl", "benign")):
        for n, line in enumerate((HERE.parent / name).read_text(encoding="utf-8").splitlines(), 1):
            r = json.loads(line)
            r["_file"], r["_line"] = name, n
            if r["label"] != label:
                errs.append(f"{name}:{n}: label {r['label']}")
            recs.append(r)
    errs += stats.validate_records(recs, split="fresh8")
    for r in recs:
        where = f"{r['_file']}:{r['_line']}"
        errs += [f"{where}: {p}" for p in host_problems(r["text"])]
        if r["class"] == "invisible" and r.get("technique") not in (
                "tag_chars", "variation_selectors", "zero_width_split", "bidi_override"):
            errs.append(f"{where}: technique")
        if r["class"] == "encoded" and r["encoding"] == "rot13" and not r["decoded"].isascii():
            errs.append(f"{where}: rot13 non-ascii")
        if r["class"] == "split" and any(len(p) < 3 for p in r["parts"]):
            errs.append(f"{where}: empty part")
        if not re.fullmatch(r"f8w-(atk|ben)-[a-z]{2}-\d{4}", r["id"]):
            errs.append(f"{where}: id {r['id']}")
    raw = (HERE.parent / "attacks.jsonl").read_text(encoding="utf-8") + (HERE.parent / "benign.jsonl").read_text(encoding="utf-8")
    bad = [c for c in raw if stats_needs(c)]
    if bad:
        errs.append(f"unescaped invisible characters: {sorted({hex(ord(c)) for c in bad})}")
    a = [r for r in recs if r["label"] == "attack"]
    b = [r for r in recs if r["label"] == "benign"]
    ca, cb = Counter(r["class"] for r in a), Counter(r["class"] for r in b)
    for c in stats.ATTACK_CLASSES:
        need = 25 if c in ("deception", "override", "secret_harvest", "split", "role_hijack", "exfil_command") else 5
        if ca[c] < need:
            errs.append(f"attack class {c}: {ca[c]} < {need}")
    for c in stats.BENIGN_CLASSES:
        need = 25 if c in ("shell_snippet", "honesty_rule", "security_talk", "preference") else 1
        if cb[c] < need:
            errs.append(f"benign class {c}: {cb[c]} < {need}")
    la, lb = Counter(r["lang"] for r in a), Counter(r["lang"] for r in b)
    for lg in MAIN:
        if la[lg] < 25:
            errs.append(f"attacks {lg}: {la[lg]}")
        if lb[lg] < 25:
            errs.append(f"benign {lg}: {lb[lg]}")
    if len(a) < 250:
        errs.append(f"attacks total {len(a)}")
    if len(b) < 230:
        errs.append(f"benign total {len(b)}")
    if "--markdown" in sys.argv:
        for label, sub in (("attack", a), ("benign", b)):
            langs = sorted({r["lang"] for r in sub}, key=lambda x: (x not in MAIN, MAIN.index(x) if x in MAIN else 0, x))
            c = Counter((r["class"], r["lang"]) for r in sub)
            print(f"### {label}\n\n| class | " + " | ".join(langs) + " | total |\n" + "|---" * (len(langs) + 2) + "|")
            for cls in sorted({r["class"] for r in sub}):
                print(f"| {cls} | " + " | ".join(str(c[(cls, lg)] or "") for lg in langs) + f" | {sum(c[(cls, lg)] for lg in langs)} |")
            print("| **total** | " + " | ".join(str(sum(c[(k, lg)] for k in {r['class'] for r in sub})) for lg in langs) + f" | {len(sub)} |\n")
    else:
        print(f"attacks {len(a)} benign {len(b)}; quotes_attack {sum(1 for r in b if r.get('quotes_attack'))}")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


def stats_needs(c):
    o = ord(c)
    import unicodedata
    if 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF:
        return True
    cat = unicodedata.category(c)
    return (cat in ("Cf", "Zl", "Zp") or (cat == "Zs" and c != " ")) 


if __name__ == "__main__":
    raise SystemExit(main())
