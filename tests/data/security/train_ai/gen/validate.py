"""Check attacks.jsonl and benign.jsonl of train_ai.

Runs ``stats.validate_records(records, split="train_ai")`` from tests/data/security/stats.py
(imported by path), then: minimum counts per class x lang, id format and numbering, no duplicate
texts (also after folding case and whitespace), no literal invisible characters in the JSONL or
the gen/ sources, hosts only *.example / *.test and IPs only in the documentation ranges, and a
count of short attacks per language.

Usage (from the train_ai folder): ``python3 gen/validate.py`` (exit 1 on any problem) or
``python3 gen/validate.py --markdown`` (count tables for the README).
"""

from __future__ import annotations

import importlib.util
import ipaddress
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
STATS = ROOT.parent / "stats.py"
LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
ATTACK_MIN = {"deception": 40}
BENIGN_MIN = {"honesty_rule": 10, "security_talk": 6, "preference": 8, "project": 8, "profile": 4,
              "dates_numbers": 4}
QUOTES_PER_LANG = 2
SHORT_MIN = 5  # about 6 short attacks per language are asked for
FILES = {"attacks.jsonl": "attack", "benign.jsonl": "benign"}
ID_RE = re.compile(r"^tai-(atk|ben)-([a-z]{2})-(\d{4})$")
HOST_RE = re.compile(r"(?<![\w.-])(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?![\w-])", re.IGNORECASE)
IP_RE = re.compile(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])")
NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
SHORT_CHARS = {"zh": 20, "ja": 30}  # no spaces: "short" = at most this many characters
SHORT_WORDS = {"ko": 9}  # Korean space-separated units are longer than English words


def load_stats():
    spec = importlib.util.spec_from_file_location("security_stats", STATS)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def load_build():
    spec = importlib.util.spec_from_file_location("train_ai_build", HERE / "build.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def read() -> tuple[list[dict], list[str]]:
    recs, errs = [], []
    for name in FILES:
        path = ROOT / name
        if not path.exists():
            errs.append(f"{name} missing; run gen/build.py")
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            try:
                recs.append({**json.loads(line), "_file": name, "_line": n})
            except json.JSONDecodeError as exc:
                errs.append(f"{name}:{n}: not JSON: {exc}")
    return recs, errs


def is_short(r: dict) -> bool:
    if r["lang"] in SHORT_CHARS:
        return len(r["text"]) <= SHORT_CHARS[r["lang"]]
    return len(r["text"].split()) <= SHORT_WORDS.get(r["lang"], 11)


def check(recs: list[dict]) -> list[str]:
    stats, build = load_stats(), load_build()
    errs = list(stats.validate_records(recs, split="train_ai"))
    seen_nums: dict[tuple, list[int]] = {}
    for r in recs:
        where = f"{r['_file']}:{r['_line']}"
        if r.get("label") != FILES[r["_file"]]:
            errs.append(f"{where}: label {r.get('label')!r} in {r['_file']}")
        m = ID_RE.match(str(r.get("id", "")))
        if not m:
            errs.append(f"{where}: bad id {r.get('id')!r}")
            continue
        kind, lang, num = m.groups()
        if (kind == "atk") != (r.get("label") == "attack") or lang != r.get("lang"):
            errs.append(f"{where}: id {r['id']} does not match label/lang")
        if lang not in LANGS:
            errs.append(f"{where}: unknown lang {lang}")
        seen_nums.setdefault((kind, lang), []).append(int(num))
        if r.get("label") == "attack" and r.get("class") != "deception":
            errs.append(f"{where}: attack class {r.get('class')!r}, expected 'deception'")
        if r.get("label") == "benign" and r.get("class") not in BENIGN_MIN:
            errs.append(f"{where}: benign class {r.get('class')!r} not used in train_ai")
        if "quotes_attack" in r and (r["quotes_attack"] is not True or r.get("class") != "security_talk"):
            errs.append(f"{where}: quotes_attack only as true on security_talk")
        text = str(r.get("text", ""))
        for host in HOST_RE.findall(text):
            if not host.lower().endswith((".example", ".test")):
                errs.append(f"{where}: host {host!r} not *.example / *.test")
        for ip in IP_RE.findall(text):
            try:
                addr = ipaddress.ip_address(ip)
            except ValueError:
                continue
            if not any(addr in net for net in NETS):
                errs.append(f"{where}: IP {ip} outside documentation ranges")
    for (kind, lang), nums in seen_nums.items():
        if sorted(nums) != list(range(1, len(nums) + 1)):
            errs.append(f"ids tai-{kind}-{lang}-NNNN not numbered 1..{len(nums)}")
    folded = Counter(" ".join(str(r.get("text", "")).casefold().split()) for r in recs)
    errs += [f"near-duplicate text {t[:60]!r}" for t, c in folded.items() if c > 1]
    cells = Counter((r.get("label"), r.get("class"), r.get("lang")) for r in recs)
    for lang in LANGS:
        for cls, k in ATTACK_MIN.items():
            if cells[("attack", cls, lang)] < k:
                errs.append(f"attack/{cls}/{lang}: {cells[('attack', cls, lang)]} < {k}")
        for cls, k in BENIGN_MIN.items():
            if cells[("benign", cls, lang)] < k:
                errs.append(f"benign/{cls}/{lang}: {cells[('benign', cls, lang)]} < {k}")
        q = sum(1 for r in recs if r.get("lang") == lang and r.get("quotes_attack") is True)
        if q != QUOTES_PER_LANG:
            errs.append(f"{lang}: {q} quotes_attack records, expected {QUOTES_PER_LANG}")
        short = sum(1 for r in recs if r.get("label") == "attack" and r.get("lang") == lang and is_short(r))
        if short < SHORT_MIN:
            errs.append(f"{lang}: only {short} short attacks (< {SHORT_MIN})")
    sources = sorted(HERE.glob("*.py")) + [ROOT / n for n in FILES if (ROOT / n).exists()]
    for path in sources:
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            bad = [c for c in line if build.invisible(c)]
            if bad:
                errs.append(f"{path.name}:{n}: literal invisible character U+{ord(bad[0]):04X}")
    return errs


def table(recs: list[dict], label: str) -> str:
    sub = [r for r in recs if r.get("label") == label]
    classes = sorted({r["class"] for r in sub})
    c = Counter((r["class"], r["lang"]) for r in sub)
    lines = ["| class | " + " | ".join(LANGS) + " | total |", "|---" * (len(LANGS) + 2) + "|"]
    for cls in classes:
        row = [str(c[(cls, lg)]) for lg in LANGS]
        lines.append(f"| {cls} | " + " | ".join(row) + f" | {sum(c[(cls, lg)] for lg in LANGS)} |")
    tot = [str(sum(c[(k, lg)] for k in classes)) for lg in LANGS]
    lines.append("| **total** | " + " | ".join(tot) + f" | {len(sub)} |")
    return "\n".join(lines)


def main() -> int:
    recs, errs = read()
    if not errs:
        errs = check(recs)
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            print(f"### {label}\n\n{table(recs, label)}\n")
        q = Counter(r["lang"] for r in recs if r.get("quotes_attack") is True)
        s = Counter(r["lang"] for r in recs if r.get("label") == "attack" and is_short(r))
        print("| extra | " + " | ".join(LANGS) + " | total |")
        print("|---" * (len(LANGS) + 2) + "|")
        print("| benign with quotes_attack | " + " | ".join(str(q[lg]) for lg in LANGS) + f" | {sum(q.values())} |")
        print("| short attacks | " + " | ".join(str(s[lg]) for lg in LANGS) + f" | {sum(s.values())} |")
    else:
        c = Counter(r.get("label") for r in recs)
        print(f"{len(recs)} records: attack={c['attack']}, benign={c['benign']}")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
