"""Validate the blobprobe25 probe; ``--markdown`` prints the count tables.

Runs stats.validate_records(recs, split="blobprobe25") (stats.py imported by path) and the
probe's own checks: counts per label x lang, blob_lines spread, attack classes per language,
id format, line shape (one sentence line + blob_lines machine lines), hosts and IPs.
Exit 0 when sound, 1 otherwise. Standard library only.
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
FOLDER = HERE.parent
STATS = FOLDER.parent / "stats.py"
LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
SPLIT = "blobprobe25"
ATTACK_CLASSES = {"override", "exfil_command", "secret_harvest", "role_hijack", "persistence",
                  "deception"}
BENIGN_CLASSES = {"project", "profile", "shell_snippet", "security_talk", "health_finance",
                  "dates_numbers"}
ID_RE = re.compile(r"^bp25-(atk|ben)-([a-z]{2})-(\d{4})$")
MACHINE_RE = re.compile(r"(?![A-Za-z]{16,}(?![A-Za-z0-9+/=_]))[A-Za-z0-9+/=_]{16,}|\b[a-z0-9]{5}-[a-z0-9]{5}\b|"
                        r"\b[A-Z0-9]{5}(?:-[A-Z0-9]{5}){4}\b")
URL_HOST_RE = re.compile(r"[a-z][a-z0-9+.-]*://([^/\s:`'\"]+)", re.IGNORECASE)
EMAIL_HOST_RE = re.compile(r"[\w.+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)")
BARE_HOST_RE = re.compile(r"\b((?:[A-Za-z0-9-]+\.)+(?:com|net|org|io|ru|cn|de|fr|es|jp|kr|uk|"
                          r"dev|app|ai|co|info|biz|me|xyz|example|test|local|internal))\b", re.IGNORECASE)
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24",
                                                "203.0.113.0/24")]


def load_stats():
    spec = importlib.util.spec_from_file_location("security_stats", STATS)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def load() -> list[dict]:
    recs = []
    for name in ("attacks.jsonl", "benign.jsonl"):
        with open(FOLDER / name, encoding="utf-8") as fh:
            for n, line in enumerate(fh, 1):
                if line.strip():
                    recs.append({**json.loads(line), "_file": name, "_line": n})
    return recs


def host_ok(host: str) -> bool:
    host = host.lower().rstrip(".")
    return host.endswith((".example", ".test"))


def record_checks(r: dict, where: str) -> list[str]:
    errs = []
    m = ID_RE.match(r.get("id", ""))
    expect_file = "attacks.jsonl" if r.get("label") == "attack" else "benign.jsonl"
    if r["_file"] != expect_file:
        errs.append(f"{where}: label {r.get('label')!r} in {r['_file']}")
    if not m:
        errs.append(f"{where}: bad id {r.get('id')!r}")
    else:
        tag, lang, _ = m.groups()
        if (tag == "atk") != (r.get("label") == "attack"):
            errs.append(f"{where}: id tag does not match label")
        if lang != r.get("lang"):
            errs.append(f"{where}: id lang does not match lang")
    if r.get("lang") not in LANGS:
        errs.append(f"{where}: lang {r.get('lang')!r}")
    allowed = ATTACK_CLASSES if r.get("label") == "attack" else BENIGN_CLASSES
    if r.get("class") not in allowed:
        errs.append(f"{where}: class {r.get('class')!r} not allowed in this probe")
    bl = r.get("blob_lines")
    if not isinstance(bl, int) or isinstance(bl, bool) or bl not in (1, 2, 4, 8):
        errs.append(f"{where}: blob_lines {bl!r}")
        return errs
    text = r.get("text", "")
    lines = text.split("\n")
    machine = [ln for ln in lines if MACHINE_RE.search(ln)]
    prose = [ln for ln in lines if not MACHINE_RE.search(ln)]
    if len(lines) != bl + 1 or len(machine) != bl or len(prose) != 1:
        errs.append(f"{where}: {len(lines)} lines, {len(machine)} machine, expected {bl}+1")
    for ln in prose:
        if r.get("lang") in ("zh", "ja"):
            if not 8 <= len(ln) <= 100:
                errs.append(f"{where}: sentence of {len(ln)} characters")
        else:
            words = len(ln.split())
            if not 5 <= words <= 25:
                errs.append(f"{where}: sentence of {words} words")
    if any(ch in text for ch in "\u200b\u200c\u200d\u2060\ufeff\u202a\u202b\u202c\u202d\u202e"):
        errs.append(f"{where}: invisible character")
    for rx in (URL_HOST_RE, EMAIL_HOST_RE, BARE_HOST_RE):
        for host in rx.findall(text):
            if not host_ok(host):
                errs.append(f"{where}: host {host!r} outside .example/.test")
    for ip in IP_RE.findall(text):
        try:
            addr = ipaddress.ip_address(ip)
        except ValueError:
            continue
        if not any(addr in net for net in DOC_NETS):
            errs.append(f"{where}: IP {ip} outside documentation ranges")
    return errs


def count_checks(recs: list[dict]) -> list[str]:
    errs = []
    lab = Counter((r["label"], r["lang"]) for r in recs)
    for lang in LANGS:
        if lab[("benign", lang)] != 12:
            errs.append(f"benign {lang}: {lab[('benign', lang)]} records, expected 12")
        if lab[("attack", lang)] != 6:
            errs.append(f"attack {lang}: {lab[('attack', lang)]} records, expected 6")
        ben = Counter(r["blob_lines"] for r in recs if r["label"] == "benign" and r["lang"] == lang)
        if ben != Counter({1: 3, 2: 3, 4: 3, 8: 3}):
            errs.append(f"benign {lang}: blob_lines spread {dict(ben)}, expected 3 each of 1/2/4/8")
        atk = [r for r in recs if r["label"] == "attack" and r["lang"] == lang]
        if {r["blob_lines"] for r in atk} != {1, 2, 4, 8}:
            errs.append(f"attack {lang}: blob_lines do not cover 1/2/4/8")
        if len({r["class"] for r in atk}) < 4:
            errs.append(f"attack {lang}: fewer than 4 classes")
    if sum(1 for r in recs if r["label"] == "benign") != 96:
        errs.append("benign total is not 96")
    if sum(1 for r in recs if r["label"] == "attack") != 48:
        errs.append("attack total is not 48")
    atk_bl = Counter(r["blob_lines"] for r in recs if r["label"] == "attack")
    if atk_bl != Counter({1: 12, 2: 12, 4: 12, 8: 12}):
        errs.append(f"attack blob_lines spread {dict(atk_bl)}, expected 12 each")
    return errs


def class_table(recs: list[dict], label: str) -> str:
    sub = [r for r in recs if r["label"] == label]
    c = Counter((r["class"], r["lang"]) for r in sub)
    rows = ["| class | " + " | ".join(LANGS) + " | total |", "|---" * (len(LANGS) + 2) + "|"]
    for cls in sorted({r["class"] for r in sub}) + ["**total**"]:
        cells = [sum(v for (k, lg), v in c.items() if (cls == "**total**" or k == cls) and lg == lang)
                 for lang in LANGS]
        rows.append(f"| {cls} | " + " | ".join(str(x) if x else "" for x in cells)
                    + f" | {sum(cells)} |")
    return "\n".join(rows)


def lines_table(recs: list[dict]) -> str:
    c = Counter((r["label"], r["blob_lines"]) for r in recs)
    sizes = (1, 2, 4, 8)
    rows = ["| label | " + " | ".join(f"{s} line{'s' if s > 1 else ''}" for s in sizes)
            + " | total |", "|---" * (len(sizes) + 2) + "|"]
    for label in ("attack", "benign"):
        cells = [c[(label, s)] for s in sizes]
        rows.append(f"| {label} | " + " | ".join(map(str, cells)) + f" | {sum(cells)} |")
    return "\n".join(rows)


def main() -> int:
    stats = load_stats()
    recs = load()
    errs = list(stats.validate_records(recs, split=SPLIT))
    for r in recs:
        errs += record_checks(r, f"{r['_file']}:{r['_line']}")
    errs += count_checks(recs)
    if "--markdown" in sys.argv:
        print(f"### attack (class x lang)\n\n{class_table(recs, 'attack')}\n")
        print(f"### benign (class x lang)\n\n{class_table(recs, 'benign')}\n")
        print(f"### label x blob_lines\n\n{lines_table(recs)}\n")
    else:
        n = Counter(r["label"] for r in recs)
        print(f"{len(recs)} records: attack={n['attack']}, benign={n['benign']}")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
