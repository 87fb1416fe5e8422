"""Validate ../attacks.jsonl and ../benign.jsonl: ids and texts unique, classes from
../../stats.py, split parts join, encoded payloads decode, hidden payloads spelled, only
reserved hosts / documentation IPs, and the minimum counts of the brief."""
import importlib.util
import ipaddress
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEC = HERE.parents[2]
spec = importlib.util.spec_from_file_location("stats", SEC / "stats.py")
stats = importlib.util.module_from_spec(spec)
spec.loader.exec_module(stats)

MAIN = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "127.0.0.0/8")]
URL_HOST = re.compile(r"(?:[a-z][a-z0-9+.-]*://|@)([A-Za-z0-9.-]+\.[A-Za-z]{2,})", re.IGNORECASE)
BARE = re.compile(r"\b((?:[A-Za-z0-9-]+\.)+(?:com|net|org|io|ru|cn|de|fr|es|jp|kr|co|me|xyz|info|biz|app|dev|cc|top|site|online|shop|uk|eu|su))\b", re.IGNORECASE)
IP = re.compile(r"(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d.])")


def host_problems(text):
    errs = []
    for h in URL_HOST.findall(text):
        h = h.lower().rstrip(".")
        if not (h.endswith((".example", ".test")) or h in ("example", "test")):
            errs.append(f"host {h}")
    for h in BARE.findall(text):
        errs.append(f"bare host {h}")
    for ip in IP.findall(text):
        try:
            a = ipaddress.ip_address(ip)
        except ValueError:
            continue
        if not any(a in n for n in DOC_NETS):
            errs.append(f"ip {ip}")
    return errs


def main():
    names = ["fresh15/b/attacks.jsonl", "fresh15/b/benign.jsonl"]
    recs = stats.load_files(names)
    errs = stats.validate_records(recs, split="fresh15")
    for r in recs:
        where = f"{r['_file']}:{r['_line']}"
        want = "attack" if r["_file"].endswith("attacks.jsonl") else "benign"
        if r["label"] != want:
            errs.append(f"{where}: label {r['label']}")
        kind = "atk" if want == "attack" else "ben"
        if not re.fullmatch(rf"f15b-{kind}-{re.escape(r['lang'])}-\d{{4}}", r["id"]):
            errs.append(f"{where}: id {r['id']}")
        if r["class"] == "invisible" and r.get("technique") not in (
                "tag_chars", "variation_selectors", "zero_width_split", "bidi_override"):
            errs.append(f"{where}: technique")
        if (r["class"] == "invisible" and r.get("technique") == "bidi_override"
                and "\u202e" + r["hidden"][::-1] not in r["text"]):
                errs.append(f"{where}: bidi text does not render hidden")
        if r["class"] == "encoded" and r["encoding"] == "rot13" and not r["decoded"].isascii():
            errs.append(f"{where}: rot13 non-ascii")
        if r["class"] == "split" and any(not p.strip() for p in r["parts"]):
            errs.append(f"{where}: empty part")
        for field in ("text", "decoded", "hidden"):
            if field in r:
                value = r[field]
                if field == "text" and r["class"] == "encoded":
                    value = value.replace(r["payload"], " ")  # the plaintext is checked as 'decoded'
                errs += [f"{where}: {e}" for e in host_problems(value)]
    # raw-file check: invisible / format characters must be escaped
    for name in names:
        raw = (SEC / name).read_text(encoding="utf-8")
        for ch in set(raw):
            o = ord(ch)
            import unicodedata
            if unicodedata.category(ch) == "Cf" or 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF:
                errs.append(f"{name}: unescaped U+{o:04X}")
    atk = [r for r in recs if r["label"] == "attack"]
    ben = [r for r in recs if r["label"] == "benign"]
    ac, bc = Counter(r["class"] for r in atk), Counter(r["class"] for r in ben)
    if len(atk) < 250:
        errs.append(f"only {len(atk)} attacks")
    if len(ben) < 230:
        errs.append(f"only {len(ben)} benign")
    for c in stats.ATTACK_CLASSES:
        need = 25 if c in ("deception", "override", "secret_harvest", "split", "role_hijack", "exfil_command") else 5
        if ac[c] < need:
            errs.append(f"attack class {c}: {ac[c]} < {need}")
    for c in stats.BENIGN_CLASSES:
        need = 25 if c in ("shell_snippet", "honesty_rule", "security_talk", "preference") else 1
        if bc[c] < need:
            errs.append(f"benign class {c}: {bc[c]} < {need}")
    al, bl = Counter(r["lang"] for r in atk), Counter(r["lang"] for r in ben)
    for lg in MAIN:
        if al[lg] < 25:
            errs.append(f"attacks {lg}: {al[lg]}")
        if bl[lg] < 25:
            errs.append(f"benign {lg}: {bl[lg]}")
    print(f"{len(recs)} records: attacks={len(atk)} benign={len(ben)}")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    if "--markdown" in sys.argv:
        for label, sub in (("attack", atk), ("benign", ben)):
            langs = sorted({r["lang"] for r in sub}, key=lambda x: (x not in MAIN, MAIN.index(x) if x in MAIN else 0, x))
            classes = sorted({r["class"] for r in sub})
            c = Counter((r["class"], r["lang"]) for r in sub)
            print(f"\n### {label}\n\n| class | " + " | ".join(langs) + " | total |")
            print("|---" * (len(langs) + 2) + "|")
            for cl in classes:
                print(f"| {cl} | " + " | ".join(str(c[(cl, lg)] or "") for lg in langs) + f" | {sum(c[(cl, lg)] for lg in langs)} |")
            print("| **total** | " + " | ".join(str(sum(c[(cl, lg)] for cl in classes)) for lg in langs) + f" | {len(sub)} |")
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
