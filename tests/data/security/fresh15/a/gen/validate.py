"""Validate ../attacks.jsonl and ../benign.jsonl; print counts class x lang. Exit 1 on a problem."""
import ipaddress
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent.parent))  # tests/data/security
import stats

MAIN = stats.MAIN_LANGS
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
URL_HOST = re.compile(r"(?i)\b(?:https?|ftp|sftp|wss?)://(?:[^\s/@]+@)?([^\s/:?#\"')\]]+)")
AT_HOST = re.compile(r"(?i)[A-Za-z0-9._%+-]@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)")
IP = re.compile(r"\b(\d{1,3}(?:\.\d{1,3}){3})\b")
BARE = re.compile(r"(?i)\b((?:[a-z0-9-]+\.)+(?:com|net|org|io|ru|cn|de|fr|es|jp|kr|co|uk|info|xyz|app|dev|me|biz))\b")


def host_ok(h: str) -> bool:
    h = h.lower().rstrip(".")
    if h.endswith((".example", ".test")) or h == "example" or h in ("localhost",):
        return True
    try:
        ip = ipaddress.ip_address(h)
        return any(ip in n for n in DOC_NETS) or ip.is_loopback
    except ValueError:
        return False


def main() -> int:
    errs = []
    recs = []
    for name, label in (("attacks.jsonl", "attack"), ("benign.jsonl", "benign")):
        lines = (HERE.parent / name).read_text(encoding="utf-8").splitlines()
        for n, line in enumerate(lines, 1):
            r = json.loads(line)
            r["_file"], r["_line"] = name, n
            if r["label"] != label:
                errs.append(f"{name}:{n}: label {r['label']}")
            recs.append(r)
    errs += stats.validate_records(recs, split="fresh15")
    for r in recs:
        where = f"{r['_file']}:{r['_line']}"
        if not re.fullmatch(r"f15a-(atk|ben)-[a-z]{2}-\d{4}", r["id"]):
            errs.append(f"{where}: id {r['id']}")
        if r["label"] == "benign" and r["class"] not in stats.BENIGN_CLASSES:
            errs.append(f"{where}: class")
        if r["class"] == "invisible" and not r.get("hidden"):
            errs.append(f"{where}: no hidden")
        if r["class"] == "invisible" and r["technique"] == "zero_width_split":
            stripped = re.sub("[\u200b-\u200d\u2060\u206a-\u206f\ufeff]", "", r["text"])
            if stripped != r["hidden"]:
                errs.append(f"{where}: zero-width text does not strip to hidden")
        if r["class"] == "invisible" and r["technique"] == "bidi_override":
            m = re.search("\u202e(.*?)\u202c", r["text"])
            if not m or m.group(1)[::-1] != r["hidden"]:
                errs.append(f"{where}: bidi span does not render hidden")
        if r["class"] == "split" and r["label"] == "attack" and len(r.get("parts", [])) != 2:
            errs.append(f"{where}: parts")
        texts = [r["text"].replace(r.get("payload") or "\x01", " ")] + ([r["decoded"]] if r.get("decoded") else []) + ([r["hidden"]] if r.get("hidden") else [])
        for t in texts:
            for pat in (URL_HOST, AT_HOST):
                for h in pat.findall(t):
                    if not host_ok(h):
                        errs.append(f"{where}: host {h!r}")
            for h in IP.findall(t):
                if not host_ok(h):
                    errs.append(f"{where}: ip {h!r}")
            for h in BARE.findall(t):
                if not host_ok(h):
                    errs.append(f"{where}: bare host {h!r}")
    # counts
    need_atk = {"deception": 25, "override": 25, "secret_harvest": 25, "split": 25, "role_hijack": 25, "exfil_command": 25}
    need_ben = {"shell_snippet": 25, "honesty_rule": 25, "security_talk": 25, "preference": 25}
    for label, need, total in (("attack", need_atk, 250), ("benign", need_ben, 230)):
        sub = [r for r in recs if r["label"] == label]
        cc = Counter(r["class"] for r in sub)
        lc = Counter(r["lang"] for r in sub)
        classes = stats.ATTACK_CLASSES if label == "attack" else stats.BENIGN_CLASSES
        for c in classes:
            floor = need.get(c, 5 if label == "attack" else 1)
            if cc[c] < floor:
                errs.append(f"{label}: class {c} has {cc[c]} < {floor}")
        for lg in MAIN:
            if lc[lg] < 25:
                errs.append(f"{label}: lang {lg} has {lc[lg]} < 25")
        if len(sub) < total:
            errs.append(f"{label}: total {len(sub)} < {total}")
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            sub = [r for r in recs if r["label"] == label]
            langs = sorted({r["lang"] for r in sub}, key=lambda x: (x not in MAIN, MAIN.index(x) if x in MAIN else 0, x))
            c = Counter((r["class"], r["lang"]) for r in sub)
            print(f"### {label}\n\n| class | " + " | ".join(langs) + " | total |\n" + "|---" * (len(langs) + 2) + "|")
            for cls in sorted({r["class"] for r in sub}):
                print(f"| {cls} | " + " | ".join(str(c[(cls, lg)] or "") for lg in langs) + f" | {sum(c[(cls, lg)] for lg in langs)} |")
            lc = Counter(r["lang"] for r in sub)
            print("| **total** | " + " | ".join(str(lc[lg]) for lg in langs) + f" | {len(sub)} |\n")
    else:
        print(Counter((r["label"]) for r in recs))
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
