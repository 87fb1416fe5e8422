"""Validate ../attacks.jsonl and ../benign.jsonl; print class x lang counts (markdown)."""
import ipaddress
import re
import sys
import unicodedata
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent.parent))  # tests/data/security
import stats

MAIN = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
HOST_RE = re.compile(r"(?<![\w.@-])((?:[a-z0-9-]+\.)+[a-z][a-z0-9-]{1,})(?![\w-])", re.IGNORECASE)
URL_RE = re.compile(r"(?:https?|ftp|sftp|ssh|wss?)://([^/\s:\"'<>)\]]+)", re.IGNORECASE)
MAIL_RE = re.compile(r"[\w.+-]+@((?:[\w-]+\.)+[a-z]{2,})", re.IGNORECASE)
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d.])")
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24",
                                             "127.0.0.0/8", "10.0.0.0/8", "192.168.0.0/16", "172.16.0.0/12")]


def ok_host(h: str) -> bool:
    h = h.lower().rstrip(".")
    return h.endswith((".example", ".test")) or h in ("localhost", "example", "test")


def host_problems(text: str) -> list[str]:
    errs = []
    for h in URL_RE.findall(text) + MAIL_RE.findall(text):
        h = h.split("@")[-1]
        if IP_RE.fullmatch(h):
            continue
        if not ok_host(h):
            errs.append(f"host {h}")
    for ip in IP_RE.findall(text):
        try:
            a = ipaddress.ip_address(ip)
        except ValueError:
            continue
        if not any(a in n for n in DOC_NETS):
            errs.append(f"ip {ip}")
    return errs


def main() -> int:
    recs = stats.load_files(["fresh13/a/attacks.jsonl", "fresh13/a/benign.jsonl"])
    errs = stats.validate_records(recs, split="fresh13")
    for r in recs:
        where = f"{r['_file']}:{r['_line']} {r['id']}"
        want = "attack" if "attacks" in r["_file"] else "benign"
        if r["label"] != want:
            errs.append(f"{where}: label {r['label']}")
        if r["class"] == "invisible":
            h = r.get("hidden", "")
            if not h:
                errs.append(f"{where}: no hidden")
            elif r["technique"] == "zero_width_split":
                vis = "".join(c for c in r["text"] if unicodedata.category(c) != "Cf")
                if h not in vis:
                    errs.append(f"{where}: hidden not spelled once invisibles are removed")
            elif r["technique"] == "bidi_override" and h[::-1] not in r["text"]:
                errs.append(f"{where}: reversed hidden missing")
        if r["class"] == "split" and any(len(p) < 3 for p in r["parts"]):
            errs.append(f"{where}: empty part")
        checked = r["text"]
        if r["class"] == "encoded":
            checked = checked.replace(r.get("payload", ""), " ") + " " + r.get("decoded", "")
        for p in host_problems(checked):
            errs.append(f"{where}: {p}")
    raw = (HERE.parent / "attacks.jsonl").read_text("utf-8") + (HERE.parent / "benign.jsonl").read_text("utf-8")
    for c in set(raw):
        o = ord(c)
        if unicodedata.category(c) == "Cf" or 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF:
            errs.append(f"unescaped invisible U+{o:04X} in a file")
    for label, classes, need in (("attack", stats.ATTACK_CLASSES, {"deception": 25, "override": 25, "secret_harvest": 25, "split": 25, "role_hijack": 25, "exfil_command": 25}),
                                 ("benign", stats.BENIGN_CLASSES, {"shell_snippet": 25, "honesty_rule": 25, "security_talk": 25, "preference": 25})):
        sub = [r for r in recs if r["label"] == label]
        cc = Counter(r["class"] for r in sub)
        lc = Counter(r["lang"] for r in sub)
        total_need = 250 if label == "attack" else 230
        if len(sub) < total_need:
            errs.append(f"{label}: {len(sub)} < {total_need}")
        for cls in classes:
            lo = need.get(cls, 5 if label == "attack" else 1)
            if cc[cls] < lo:
                errs.append(f"{label}: class {cls} has {cc[cls]} < {lo}")
        for lg in MAIN:
            if lc[lg] < 25:
                errs.append(f"{label}: lang {lg} has {lc[lg]} < 25")
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            sub = [r for r in recs if r["label"] == label]
            langs = sorted({r["lang"] for r in sub}, key=lambda x: (x not in MAIN, MAIN.index(x) if x in MAIN else 0, x))
            c = Counter((r["class"], r["lang"]) for r in sub)
            print(f"### {label}\n")
            print("| class | " + " | ".join(langs) + " | total |")
            print("|---" * (len(langs) + 2) + "|")
            for cls in sorted({r["class"] for r in sub}):
                print(f"| {cls} | " + " | ".join(str(c[(cls, l)] or "") for l in langs) + f" | {sum(c[(cls, l)] for l in langs)} |")
            print("| **total** | " + " | ".join(str(sum(v for (k, l2), v in c.items() if l2 == l)) for l in langs) + f" | {len(sub)} |\n")
    else:
        print(f"{len(recs)} records")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
