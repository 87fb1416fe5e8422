"""Validate fresh10/b: ids and texts unique, classes from ../../stats.py, split parts, encoded payloads,
hidden characters, reserved hosts only, escaping, and the brief's minimum counts. Exit 1 on a problem."""
import ipaddress
import json
import re
import sys
import unicodedata
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
FOLDER = HERE.parent
sys.path.insert(0, str(FOLDER.parent.parent))
import stats

SPLIT = "fresh10"
MAIN = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
URL_HOST = re.compile(r"[a-z][a-z0-9+.-]*://(?:[^/\s@]+@)?([^/\s:?#)\"'`]+)", re.IGNORECASE)
MAIL_HOST = re.compile(r"[\w.+-]+@([\w-]+(?:\.[\w-]+)+)")
IP = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")
BARE = re.compile(r"\b((?:[a-z0-9-]+\.)+(?:com|net|org|io|ru|cn|de|jp|kr|fr|es|mx|cl|ar|co|ai|info|biz|uk|ch|tw))\b")


def host_ok(h: str) -> bool:
    h = h.lower().rstrip(".")
    try:
        ip = ipaddress.ip_address(h)
        return any(ip in n for n in DOC_NETS)
    except ValueError:
        return h.endswith((".example", ".test"))


def main() -> int:
    recs = []
    errs = []
    for name, label in (("attacks.jsonl", "attack"), ("benign.jsonl", "benign")):
        raw = (FOLDER / name).read_text(encoding="utf-8")
        for n, line in enumerate(raw.splitlines(), 1):
            bad = [c for c in line if unicodedata.category(c) in ("Cf", "Zl", "Zp") or c == "\u00a0"
                   or 0xFE00 <= ord(c) <= 0xFE0F or 0xE0000 <= ord(c) <= 0xE01EF]
            if bad:
                errs.append(f"{name}:{n}: unescaped invisible character U+{ord(bad[0]):04X}")
            r = json.loads(line)
            r["_file"], r["_line"] = name, n
            if r["label"] != label:
                errs.append(f"{name}:{n}: label {r['label']}")
            kind = "atk" if label == "attack" else "ben"
            if not re.fullmatch(rf"f10b-{kind}-{re.escape(r['lang'])}-\d{{4}}", r["id"]):
                errs.append(f"{name}:{n}: id {r['id']}")
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
                plain = re.sub("[\u200b\u200c\u200d\u2060\u206a-\u206f\ufeff]", "", t)
                if r["hidden"] not in plain:
                    errs.append(f"{where}: hidden not spelled by the text without zero-width characters")
            if tech == "bidi_override" and "\u202e" + r["hidden"][::-1] not in t:
                errs.append(f"{where}: reversed hidden text not after U+202E")
        if r["class"] == "encoded" and r["encoding"] == "rot13" and not r["decoded"].isascii():
            errs.append(f"{where}: rot13 on non-ASCII")
        scan = (t.replace(r["payload"], " ") if r.get("payload") else t) + " " + " ".join([r.get("decoded", ""), r.get("hidden", "")])
        hosts = URL_HOST.findall(scan) + MAIL_HOST.findall(scan) + IP.findall(scan) + BARE.findall(scan)
        for h in hosts:
            if not host_ok(h):
                errs.append(f"{where}: host not reserved: {h}")
    # brief's minimum counts
    atk = [r for r in recs if r["label"] == "attack"]
    ben = [r for r in recs if r["label"] == "benign"]
    ca, cb = Counter(r["class"] for r in atk), Counter(r["class"] for r in ben)
    la, lb = Counter(r["lang"] for r in atk), Counter(r["lang"] for r in ben)
    if len(atk) < 250:
        errs.append(f"only {len(atk)} attacks")
    if len(ben) < 230:
        errs.append(f"only {len(ben)} benign")
    for c in stats.ATTACK_CLASSES:
        need = 25 if c in ("deception", "override", "secret_harvest", "split", "role_hijack", "exfil_command") else 5
        if ca[c] < need:
            errs.append(f"attack class {c}: {ca[c]} < {need}")
    for c in stats.BENIGN_CLASSES:
        need = 25 if c in ("shell_snippet", "honesty_rule", "security_talk", "preference") else 1
        if cb[c] < need:
            errs.append(f"benign class {c}: {cb[c]} < {need}")
    for lg in MAIN:
        if la[lg] < 25 or lb[lg] < 25:
            errs.append(f"{lg}: {la[lg]} attacks, {lb[lg]} benign")
    for e in errs:
        print("ERROR:", e)
    print(f"{len(atk)} attacks, {len(ben)} benign, {len(errs)} problems")
    if "--markdown" in sys.argv:
        for label, sub in (("attack", atk), ("benign", ben)):
            langs = sorted({r["lang"] for r in sub}, key=lambda x: (x not in MAIN, MAIN.index(x) if x in MAIN else 0, x))
            c = Counter((r["class"], r["lang"]) for r in sub)
            print(f"\n### {label}\n\n| class | " + " | ".join(langs) + " | total |\n" + "|---" * (len(langs) + 2) + "|")
            for cls in sorted({r["class"] for r in sub}):
                print(f"| {cls} | " + " | ".join(str(c[(cls, lg)] or "") for lg in langs) + f" | {sum(v for (k, _), v in c.items() if k == cls)} |")
            print("| **total** | " + " | ".join(str(sum(v for (_, l2), v in c.items() if l2 == lg)) for lg in langs) + f" | {len(sub)} |")
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
