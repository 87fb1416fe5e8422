"""Validate train_n: ids and texts unique, classes from ../../stats.py, parts join, payloads
decode, hidden characters spell `hidden`, hosts reserved, invisible characters escaped, counts."""

import ipaddress
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
FOLDER = HERE.parent
sys.path.insert(0, str(FOLDER.parent))
import stats

sys.path.insert(0, str(HERE))
import hide

FILES = {"attacks_train_n.jsonl": "attack", "benign_train_n.jsonl": "benign"}
SPLIT = "train_n"
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
HOST_RE = re.compile(r"(?:://|@)([A-Za-z0-9][A-Za-z0-9.-]*[A-Za-z0-9])")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")
BAD_TLD_RE = re.compile(r"\b[\w-]+\.(?:com|net|org|io|ru|cn|de|fr|jp|kr|es|co|me|xyz|app|dev)\b(?![.\w])")


def host_ok(h: str) -> bool:
    h = h.lower().rstrip(".")
    if IP_RE.fullmatch(h):
        return any(ipaddress.ip_address(h) in n for n in DOC_NETS)
    if "." not in h:
        return True  # user part of user@host:path, or a bare name
    return h.endswith((".example", ".test"))


def main() -> int:
    errs, recs = [], []
    for name, label in FILES.items():
        lines = (FOLDER / name).read_text(encoding="utf-8").splitlines()
        for n, line in enumerate(lines, 1):
            if hide.escape_invisible(line) != line:
                errs.append(f"{name}:{n}: unescaped invisible character")
            r = json.loads(line)
            r["_file"], r["_line"] = name, n
            if r["label"] != label:
                errs.append(f"{name}:{n}: label {r['label']}")
            prefix = "tn-atk-" if label == "attack" else "tn-ben-"
            if not r["id"].startswith(prefix + r["lang"] + "-"):
                errs.append(f"{name}:{n}: id {r['id']}")
            if not (isinstance(r.get("parts"), list) and len(r["parts"]) == 2
                    and "\n".join(r["parts"]) == r["text"]):
                errs.append(f"{name}:{n}: parts do not join to text")
            if label == "attack" and r["class"] != "split":
                errs.append(f"{name}:{n}: attack class {r['class']}")
            if label == "benign" and r["class"] not in {"project", "preference", "shell_snippet", "profile"}:
                errs.append(f"{name}:{n}: benign class {r['class']}")
            for h in HOST_RE.findall(r["text"]):
                if not host_ok(h):
                    errs.append(f"{name}:{n}: host not reserved: {h}")
            for ip in IP_RE.findall(r["text"]):
                if not host_ok(ip):
                    errs.append(f"{name}:{n}: IP not documentation: {ip}")
            for m in BAD_TLD_RE.findall(r["text"]):
                errs.append(f"{name}:{n}: real-looking domain {m}")
            recs.append(r)
    errs += stats.validate_records(recs, split=SPLIT)
    # the harmless half may be shared by an attack and its benign twin, never within a label
    parts = Counter((r["label"], p) for r in recs for p in r["parts"])
    errs += [f"{lb} part repeated {p[:50]!r}" for (lb, p), c in parts.items() if c > 1]
    for label in FILES.values():
        per = Counter(r["lang"] for r in recs if r["label"] == label)
        errs += [f"{label}: only {per[lg]} in {lg}" for lg in stats.MAIN_LANGS if per[lg] < 40]
        total = sum(per.values())
        if total < 330:
            errs.append(f"{label}: only {total} records")
    table = Counter((r["label"], r["class"], r["lang"]) for r in recs)
    for label in FILES.values():
        classes = sorted({c for (lb, c, _l) in table if lb == label})
        print(f"\n{label}\n| class | " + " | ".join(stats.MAIN_LANGS) + " | total |")
        print("|---" * (len(stats.MAIN_LANGS) + 2) + "|")
        for c in classes + ["**total**"]:
            row = [sum(v for (lb, cc, lg), v in table.items() if lb == label and lg == L and (c == "**total**" or cc == c)) for L in stats.MAIN_LANGS]
            print(f"| {c} | " + " | ".join(str(x) for x in row) + f" | {sum(row)} |")
    qa = sum(1 for r in recs if r.get("quotes_attack"))
    print(f"\nquotes_attack: {qa}")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
