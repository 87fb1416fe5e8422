"""Validate train_aa: ids/texts unique, classes from ../../stats.py, parts join, payloads decode,
hidden spelled, hosts reserved, invisible chars escaped in the files, counts."""

from __future__ import annotations

import ipaddress
import json
import re
import sys

sys.dont_write_bytecode = True
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
FOLDER = HERE.parent
sys.path.insert(0, str(FOLDER.parent))
import stats

FILES = {"attacks_train_aa.jsonl": "attack", "benign_train_aa.jsonl": "benign"}
LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
REAL_TLDS = {"com", "net", "org", "io", "ru", "cn", "de", "fr", "es", "jp", "kr", "co", "me", "app",
             "dev", "ai", "xyz", "info", "biz", "uk", "us", "eu", "cc", "tk", "to", "ly", "gg", "sh",
             "so", "link", "site", "online", "top", "club", "shop", "cloud", "page"}
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]


def host_ok(h: str) -> bool:
    h = h.lower().strip(".")
    if re.fullmatch(r"\d{1,3}(\.\d{1,3}){3}", h):
        try:
            ip = ipaddress.ip_address(h)
        except ValueError:
            return True  # version strings etc.
        return any(ip in n for n in DOC_NETS) or ip.is_loopback
    if "." not in h:
        return True
    return h.endswith((".example", ".test"))


def hosts(text: str) -> list[str]:
    found = []
    found += re.findall(r"[a-z][a-z0-9+.-]*://(?:[^@/\s]+@)?([A-Za-z0-9.-]+)", text, re.IGNORECASE)
    found += re.findall(r"[\w.+-]+@([\w-]+(?:\.[\w-]+)+)", text)
    found += re.findall(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])", text)
    for m in re.finditer(r"(?<![\w@/.-])((?:[a-z0-9-]+\.)+([a-z]{2,}))(?![\w-])", text, re.IGNORECASE):
        if m.group(2).lower() in REAL_TLDS:
            found.append(m.group(1))
    return found


def main() -> int:
    errs, recs = [], []
    for name, label in FILES.items():
        raw = (FOLDER / name).read_text(encoding="utf-8")
        for n, line in enumerate(raw.splitlines(), 1):
            for ch in line:
                o = ord(ch)
                if (0xFE00 <= o <= 0xFE0F or 0xE0000 <= o <= 0xE01EF or 0x200B <= o <= 0x200F
                        or 0x202A <= o <= 0x202E or 0x2060 <= o <= 0x206F or o in (0xFEFF, 0xAD, 0xA0)):
                    errs.append(f"{name}:{n}: literal invisible U+{o:04X} (must be escaped)")
            r = json.loads(line)
            r["_file"], r["_line"] = name, n
            if r["label"] != label:
                errs.append(f"{name}:{n}: label {r['label']}")
            recs.append(r)
    errs += stats.validate_records(recs, split="train_aa")
    for r in recs:
        where = f"{r['_file']}:{r['_line']}"
        if not re.fullmatch(rf"taa-{'atk' if r['label'] == 'attack' else 'ben'}-{r['lang']}-\d{{4}}", r["id"]):
            errs.append(f"{where}: bad id {r['id']}")
        if r["lang"] not in LANGS:
            errs.append(f"{where}: lang {r['lang']}")
        if "parts" in r:
            p = r["parts"]
            if not (len(p) == 2 and "\n".join(p) == r["text"]):
                errs.append(f"{where}: parts do not join")
            if len(set(p)) != 2:
                errs.append(f"{where}: identical parts")
        scan = r["text"]
        if r["class"] == "encoded":
            scan = scan.replace(r["payload"], " ") + " " + r["decoded"]
        for h in hosts(scan):
            if not host_ok(h):
                errs.append(f"{where}: host not reserved: {h}")
    allparts = Counter(p for r in recs for p in r.get("parts", []))
    errs += [f"part repeated {p[:50]!r}" for p, c in allparts.items() if c > 1]
    for lg in LANGS:
        a = [r for r in recs if r["lang"] == lg and r["label"] == "attack"]
        b = [r for r in recs if r["lang"] == lg and r["label"] == "benign"]
        na, ns, ne = len(a), sum(r["class"] == "split" for r in a), sum(r["class"] == "exfil_command" for r in a)
        nbp = sum("parts" in r for r in b)
        if na < 35 or ns < 22 or ne < 10:
            errs.append(f"{lg}: attacks {na}, split {ns}, exfil {ne}")
        if len(b) < 35 or nbp < 22:
            errs.append(f"{lg}: benign {len(b)}, pairs {nbp}")
    for label in ("attack", "benign"):
        print(f"### {label}\n")
        print(table([r for r in recs if r["label"] == label]))
        print()
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    print(f"{len(recs)} records, {len(errs)} problems", file=sys.stderr)
    return 1 if errs else 0


def table(recs):
    classes = sorted({r["class"] for r in recs})
    c = Counter((r["class"], r["lang"]) for r in recs)
    out = ["| class | " + " | ".join(LANGS) + " | total |", "|---" * (len(LANGS) + 2) + "|"]
    for cls in classes:
        row = [str(c[(cls, lg)] or "") for lg in LANGS]
        out.append(f"| {cls} | " + " | ".join(row) + f" | {sum(c[(cls, lg)] for lg in LANGS)} |")
    tot = [str(sum(v for (k, lg2), v in c.items() if lg2 == lg)) for lg in LANGS]
    out.append("| **total** | " + " | ".join(tot) + f" | {len(recs)} |")
    pairs = Counter(r["lang"] for r in recs if "parts" in r)
    out.append("| (of which pairs, `parts`) | " + " | ".join(str(pairs[lg]) for lg in LANGS)
               + f" | {sum(pairs.values())} |")
    return "\n".join(out)


if __name__ == "__main__":
    raise SystemExit(main())
