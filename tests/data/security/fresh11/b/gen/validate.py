"""Validate fresh11/b: ids and texts unique, classes from ../../stats.py, split parts join,
encoded payloads decode, hidden characters spell `hidden`, hosts reserved, minimum counts.
Prints the class x lang tables (markdown) with --markdown. Exit 1 on a problem."""
from __future__ import annotations

import ipaddress
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
MIN_ATK = {"deception": 25, "override": 25, "secret_harvest": 25, "split": 25, "role_hijack": 25,
           "exfil_command": 25}
MIN_BEN = {"shell_snippet": 25, "honesty_rule": 25, "security_talk": 25, "preference": 25}

URL_HOST = re.compile(r"[a-z][a-z0-9+.-]*://([^/\s:?#'\"\)\]]+)", re.IGNORECASE)
EMAIL_HOST = re.compile(r"[\w.+-]+@([\w-]+(?:\.[\w-]+)+)")
IP = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]


def host_ok(h: str) -> bool:
    h = h.lower().rstrip(".")
    if h in ("localhost",):
        return True
    if IP.fullmatch(h):
        return any(ipaddress.ip_address(h) in n for n in DOC_NETS)
    return h.endswith((".example", ".test"))


def main() -> int:
    recs = stats.load_files(["fresh11/b/attacks.jsonl", "fresh11/b/benign.jsonl"])
    errs = stats.validate_records(recs, split=SPLIT)
    for r in recs:
        where = f"{r['_file']}:{r['_line']}"
        want = "attack" if "attacks" in r["_file"] else "benign"
        if r["label"] != want:
            errs.append(f"{where}: label {r['label']}")
        pre = "f11b-atk-" if want == "attack" else "f11b-ben-"
        if not r["id"].startswith(pre + r["lang"] + "-"):
            errs.append(f"{where}: id {r['id']}")
        t = r["text"]
        for h in URL_HOST.findall(t) + EMAIL_HOST.findall(t):
            if not host_ok(h):
                errs.append(f"{where}: host not reserved: {h}")
        for ip in IP.findall(t):
            try:
                ok = any(ipaddress.ip_address(ip) in n for n in DOC_NETS)
            except ValueError:
                ok = True  # not an address (e.g. a version)
            if not ok:
                errs.append(f"{where}: IP not in documentation ranges: {ip}")
        if r["class"] == "encoded" and r["encoding"] == "rot13" and not r["decoded"].isascii():
            errs.append(f"{where}: rot13 on non-ASCII")
        if r["class"] == "invisible" and r.get("technique") not in (
                "tag_chars", "variation_selectors", "zero_width_split", "bidi_override"):
            errs.append(f"{where}: technique {r.get('technique')}")
        if r["class"] == "invisible" and r["technique"] == "zero_width_split":
            stripped = re.sub("[\u200b\u200c\u200d\u2060\u206a-\u206f\ufeff]", "", t)
            if stripped != r["hidden"]:
                errs.append(f"{where}: zero-width text does not strip to hidden")
        if (r["class"] == "invisible" and r["technique"] == "bidi_override"
                and "\u202e" + r["hidden"][::-1] not in t):
            errs.append(f"{where}: bidi text does not hold reversed hidden")
    # raw files: invisible characters must be escaped
    for name in ("attacks.jsonl", "benign.jsonl"):
        raw = (FOLDER / name).read_text(encoding="utf-8")
        for ch in raw:
            o = ord(ch)
            if (0x200B <= o <= 0x200F or 0x202A <= o <= 0x202E or 0x2060 <= o <= 0x206F
                    or o in (0xFEFF, 0xAD, 0xA0, 0x202F) or 0xFE00 <= o <= 0xFE0F or o >= 0xE0000):
                errs.append(f"{name}: unescaped U+{o:04X}")
                break
    atk = [r for r in recs if r["label"] == "attack"]
    ben = [r for r in recs if r["label"] == "benign"]
    ca, cb = Counter(r["class"] for r in atk), Counter(r["class"] for r in ben)
    for c in stats.ATTACK_CLASSES:
        if ca[c] < MIN_ATK.get(c, 5):
            errs.append(f"attack class {c}: {ca[c]}")
    for c, n in MIN_BEN.items():
        if cb[c] < n:
            errs.append(f"benign class {c}: {cb[c]}")
    for c in stats.BENIGN_CLASSES:
        if cb[c] == 0:
            errs.append(f"benign class {c} missing")
    la, lb = Counter(r["lang"] for r in atk), Counter(r["lang"] for r in ben)
    for lg in MAIN:
        if la[lg] < 25 or lb[lg] < 25:
            errs.append(f"lang {lg}: {la[lg]} attacks, {lb[lg]} benign")
    if len(atk) < 250 or len(ben) < 230:
        errs.append(f"totals {len(atk)} / {len(ben)}")
    if "--markdown" in sys.argv:
        for label, sub in (("attack", atk), ("benign", ben)):
            langs = [l for l in MAIN if any(r["lang"] == l for r in sub)] + sorted(
                {r["lang"] for r in sub} - set(MAIN))
            c = Counter((r["class"], r["lang"]) for r in sub)
            print(f"### {label}\n\n| class | " + " | ".join(langs) + " | total |")
            print("|---" * (len(langs) + 2) + "|")
            for cls in sorted({r["class"] for r in sub}):
                print(f"| {cls} | " + " | ".join(str(c[(cls, l)] or "") for l in langs)
                      + f" | {sum(c[(cls, l)] for l in langs)} |")
            print("| **total** | " + " | ".join(str(sum(1 for r in sub if r['lang'] == l)) for l in langs)
                  + f" | {len(sub)} |\n")
    else:
        print(f"{len(atk)} attacks, {len(ben)} benign")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
