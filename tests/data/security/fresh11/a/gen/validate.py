"""Validate ../attacks.jsonl and ../benign.jsonl; print counts (class x lang). Exit 1 on a problem.

Checks: ids unique, texts unique, classes from ../../stats.py, split parts join to text, encoded
payloads decode, invisible payloads spell `hidden`, hosts / e-mail domains / IPs reserved, split
value, id prefix, invisible characters escaped in the files, and the counts the brief asks for.
"""
import ipaddress
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
FOLDER = HERE.parent
sys.path.insert(0, str(FOLDER.parent.parent))  # tests/data/security
import stats

SPLIT = "fresh11"
MAIN = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
BIG_ATTACK = ("deception", "override", "secret_harvest", "split", "role_hijack", "exfil_command")
BIG_BENIGN = ("shell_snippet", "honesty_rule", "security_talk", "preference")
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
URL_RE = re.compile(r"[a-zA-Z][a-zA-Z0-9+.-]*://([^/\s:?#`'\")\]]+)")
MAIL_RE = re.compile(r"[\w.+-]+@([\w-]+(?:\.[\w-]+)+)")
HOST_RE = re.compile(r"\b((?:[\w-]+\.)+(?:com|net|org|io|ru|de|jp|cn|kr|fr|es|co|app|dev|ai|me|info|uk|at|ch|pe|mx|ar|ca|bin|example|test))\b", re.IGNORECASE)
IP_RE = re.compile(r"\b(\d{1,3}(?:\.\d{1,3}){3})\b")


def host_ok(h: str) -> bool:
    h = h.lower().rstrip(".")
    if h.endswith((".example", ".test")) or h in ("example", "test"):
        return True
    try:
        ip = ipaddress.ip_address(h)
    except ValueError:
        return False
    return any(ip in n for n in DOC_NETS)


def main() -> int:
    errs = []
    recs = []
    for name, label in (("attacks.jsonl", "attack"), ("benign.jsonl", "benign")):
        raw = (FOLDER / name).read_text(encoding="utf-8")
        for n, line in enumerate(raw.splitlines(), 1):
            for c in line:
                o = ord(c)
                if (0xFE00 <= o <= 0xFE0F or o >= 0xE0000 or 0x200B <= o <= 0x200F or 0x202A <= o <= 0x202E
                        or 0x2060 <= o <= 0x206F or o in (0xFEFF, 0xAD, 0xA0, 0x202F)):
                    errs.append(f"{name}:{n}: unescaped invisible U+{o:04X}")
                    break
            r = json.loads(line)
            r["_file"], r["_line"] = name, n
            if r.get("label") != label:
                errs.append(f"{name}:{n}: label {r.get('label')}")
            kind = "atk" if label == "attack" else "ben"
            if not str(r.get("id", "")).startswith(f"f11a-{kind}-{r.get('lang')}-"):
                errs.append(f"{name}:{n}: id {r.get('id')}")
            recs.append(r)
    errs += stats.validate_records(recs, split=SPLIT)
    for r in recs:
        where = f"{r['_file']}:{r['_line']}"
        t = r["text"]
        if r["class"] == "invisible":
            tech = r.get("technique")
            if tech not in ("tag_chars", "variation_selectors", "zero_width_split", "bidi_override"):
                errs.append(f"{where}: technique {tech}")
            if tech == "zero_width_split":
                stripped = re.sub("[\u200b-\u200d\u2060-\u206f\ufeff]", "", t)
                if r["hidden"] not in stripped:
                    errs.append(f"{where}: zero-width hidden not spelled")
            if tech == "bidi_override" and "\u202e" + r["hidden"][::-1] not in t:
                errs.append(f"{where}: bidi hidden not spelled")
        if r["class"] == "encoded" and r["encoding"] == "rot13" and not r["decoded"].isascii():
            errs.append(f"{where}: rot13 on non-ASCII")
        texts = [t] + ([r["decoded"]] if "decoded" in r else []) + ([r["hidden"]] if "hidden" in r else [])
        for s in texts:
            for h in URL_RE.findall(s) + MAIL_RE.findall(s) + HOST_RE.findall(s):
                if not host_ok(h):
                    errs.append(f"{where}: host {h!r} not reserved")
            for ip in IP_RE.findall(s):
                if not host_ok(ip):
                    errs.append(f"{where}: IP {ip} not a documentation address")
    by = {lab: Counter((r["class"], r["lang"]) for r in recs if r["label"] == lab) for lab in ("attack", "benign")}
    atk = [r for r in recs if r["label"] == "attack"]
    ben = [r for r in recs if r["label"] == "benign"]
    if len(atk) < 250:
        errs.append(f"only {len(atk)} attacks")
    if len(ben) < 230:
        errs.append(f"only {len(ben)} benign")
    for cls in stats.ATTACK_CLASSES:
        n = sum(v for (c, _l), v in by["attack"].items() if c == cls)
        if n < (25 if cls in BIG_ATTACK else 5):
            errs.append(f"attack class {cls}: {n}")
    for cls in BIG_BENIGN:
        n = sum(v for (c, _l), v in by["benign"].items() if c == cls)
        if n < 25:
            errs.append(f"benign class {cls}: {n}")
    for cls in stats.BENIGN_CLASSES:
        if not any(c == cls for (c, _l) in by["benign"]):
            errs.append(f"benign class {cls} missing")
    for lab in ("attack", "benign"):
        per = Counter(r["lang"] for r in recs if r["label"] == lab)
        for lg in MAIN:
            if per[lg] < 25:
                errs.append(f"{lab} {lg}: {per[lg]}")
    if "--markdown" in sys.argv:
        for lab in ("attack", "benign"):
            c = by[lab]
            langs = sorted({l for (_c, l) in c}, key=lambda x: (x not in MAIN, MAIN.index(x) if x in MAIN else 0, x))
            classes = sorted({k for (k, _l) in c})
            print(f"### {lab}\n")
            print("| class | " + " | ".join(langs) + " | total |")
            print("|---" * (len(langs) + 2) + "|")
            for cls in classes:
                print(f"| {cls} | " + " | ".join(str(c[(cls, l)] or "") for l in langs) + f" | {sum(c[(cls, l)] for l in langs)} |")
            print("| **total** | " + " | ".join(str(sum(c[(k, l)] for k in classes)) for l in langs) + f" | {sum(c.values())} |\n")
    else:
        print(f"{len(atk)} attacks, {len(ben)} benign, {sum(1 for r in ben if r.get('quotes_attack'))} quote attacks")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
