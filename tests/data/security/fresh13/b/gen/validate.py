"""Validate fresh13/b: ids and texts unique, classes from ../../stats.py, split parts join,
encoded payloads decode, hidden instructions spelled, hosts reserved, counts per class x lang."""
from __future__ import annotations

import ipaddress
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
FOLDER = HERE.parent
sys.path.insert(0, str(FOLDER.parent.parent / "security"))
sys.path.insert(0, str(FOLDER.parents[1]))
import stats

MAIN = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
MIN_ATTACK = {"deception": 25, "override": 25, "secret_harvest": 25, "split": 25,
              "role_hijack": 25, "exfil_command": 25}
MIN_BENIGN = {"shell_snippet": 25, "honesty_rule": 25, "security_talk": 25, "preference": 25}
OK_SUFFIX = (".example", ".test")
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24",
                                               "127.0.0.0/8")]
URL_HOST = re.compile(r"(?i)\b(?:https?|ftp|sftp|s3|wss?|smtp)://(?:[^@/\s]+@)?([A-Za-z0-9.-]+)")
MAIL_HOST = re.compile(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)")
SSH_HOST = re.compile(r"\b[a-z_][a-z0-9_-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*)")
BARE = re.compile(r"(?i)\b((?:[a-z0-9-]+\.)+(?:com|org|net|io|de|ru|fr|es|cn|jp|kr|co|uk|info|me|app|dev|ly|gl|xyz|ch|at|it|eu))\b")
IPV4 = re.compile(r"\b(\d{1,3}(?:\.\d{1,3}){3})\b")


def hosts_problems(s: str) -> list[str]:
    errs = []
    for rx in (URL_HOST, MAIL_HOST, SSH_HOST):
        for h in rx.findall(s):
            h = h.rstrip(".").lower()
            if IPV4.fullmatch(h):
                continue
            if "." in h and not h.endswith(OK_SUFFIX):
                errs.append(f"host {h}")
            if "." not in h and rx is URL_HOST and h not in ("localhost",):
                errs.append(f"host {h}")
    for h in BARE.findall(s):
        if not h.lower().endswith(OK_SUFFIX):
            errs.append(f"bare host {h}")
    for ip in IPV4.findall(s):
        try:
            a = ipaddress.ip_address(ip)
        except ValueError:
            continue
        if not any(a in n for n in DOC_NETS):
            errs.append(f"ip {ip}")
    return errs


def main() -> int:
    recs = stats.load_files(["fresh13/b/attacks.jsonl", "fresh13/b/benign.jsonl"])
    errs = stats.validate_records(recs, split="fresh13")
    for r in recs:
        where = f"{r['_file']}:{r['_line']} {r['id']}"
        want = "attack" if "attacks" in r["_file"] else "benign"
        if r["label"] != want:
            errs.append(f"{where}: label in wrong file")
        pre = f"f13b-{'atk' if want == 'attack' else 'ben'}-{r['lang']}-"
        if not re.fullmatch(re.escape(pre) + r"\d{4}", r["id"]):
            errs.append(f"{where}: bad id")
        shown = r["text"].replace(r["payload"], " ") if r.get("payload") else r["text"]
        for s in (shown, r.get("decoded", ""), r.get("hidden", "")):
            errs += [f"{where}: {e}" for e in hosts_problems(s)]
        if r["class"] == "invisible" and r.get("technique") not in (
                "tag_chars", "variation_selectors", "zero_width_split", "bidi_override"):
            errs.append(f"{where}: unknown technique")
        if (r["class"] == "invisible" and r["technique"] == "bidi_override"
                and r["hidden"][::-1] not in r["text"]):
            errs.append(f"{where}: reversed hidden text not in text")
        if r["class"] == "invisible" and r["technique"] == "zero_width_split":
            import unicodedata
            clean = "".join(c for c in r["text"] if unicodedata.category(c) != "Cf")
            if r["hidden"] not in clean:
                errs.append(f"{where}: hidden not spelled after removing invisibles")
        if r["class"] == "encoded" and r["encoding"] == "rot13" and not r["decoded"].isascii():
            errs.append(f"{where}: rot13 of non-ASCII")
    # raw file check: invisible characters must be escaped
    for name in ("attacks.jsonl", "benign.jsonl"):
        raw = (FOLDER / name).read_text(encoding="utf-8")
        import unicodedata
        for c in set(raw):
            if c != "\n" and (unicodedata.category(c) == "Cf" or 0xFE00 <= ord(c) <= 0xFE0F
                              or 0xE0100 <= ord(c) <= 0xE01EF or c in "\u00a0\u202f"):
                errs.append(f"{name}: unescaped U+{ord(c):04X}")
    atk = [r for r in recs if r["label"] == "attack"]
    ben = [r for r in recs if r["label"] == "benign"]
    ca, cb = Counter(r["class"] for r in atk), Counter(r["class"] for r in ben)
    la, lb = Counter(r["lang"] for r in atk), Counter(r["lang"] for r in ben)
    if len(atk) < 250:
        errs.append(f"only {len(atk)} attacks")
    if len(ben) < 230:
        errs.append(f"only {len(ben)} benign")
    for c in stats.ATTACK_CLASSES:
        if ca[c] < MIN_ATTACK.get(c, 5):
            errs.append(f"attack class {c}: {ca[c]}")
    for c, n in MIN_BENIGN.items():
        if cb[c] < n:
            errs.append(f"benign class {c}: {cb[c]}")
    for c in stats.BENIGN_CLASSES:
        if cb[c] < 1:
            errs.append(f"benign class {c} missing")
    for lg in MAIN:
        if la[lg] < 25 or lb[lg] < 25:
            errs.append(f"{lg}: {la[lg]} attacks, {lb[lg]} benign")
    if "--markdown" in sys.argv:
        for label, sub in (("attack", atk), ("benign", ben)):
            langs = [l for l in MAIN if any(r["lang"] == l for r in sub)] + sorted(
                {r["lang"] for r in sub} - set(MAIN))
            classes = sorted({r["class"] for r in sub})
            c = Counter((r["class"], r["lang"]) for r in sub)
            print(f"### {label}\n\n| class | " + " | ".join(langs) + " | total |")
            print("|---" * (len(langs) + 2) + "|")
            for cl in classes:
                print(f"| {cl} | " + " | ".join(str(c[(cl, l)] or "") for l in langs)
                      + f" | {sum(c[(cl, l)] for l in langs)} |")
            print("| **total** | " + " | ".join(str(sum(c[(cl, l)] for cl in classes)) for l in langs)
                  + f" | {len(sub)} |\n")
    else:
        print(f"{len(atk)} attacks, {len(ben)} benign; attacks by class {dict(ca)}; benign by class {dict(cb)}")
        print(f"attacks by lang {dict(la)}; benign by lang {dict(lb)}")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
