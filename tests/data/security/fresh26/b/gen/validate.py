"""Validate fresh26/b: stats.validate_records plus local checks; --markdown prints tables."""

from __future__ import annotations

import importlib.util
import ipaddress
import json
import re
import sys
import unicodedata
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
STATS = HERE.parent.parent / "stats.py"
MAIN = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
OTHER = ("ar", "he", "fa", "ur", "hi", "th", "km")
ATK_MIN = {"deception": (4, 99), "override": (4, 99), "role_hijack": (4, 99),
           "secret_harvest": (4, 99), "exfil_command": (4, 99), "split": (4, 99),
           "encoded": (2, 99), "exfil_markdown": (1, 2), "frame_forgery": (1, 2),
           "invisible": (1, 2), "persistence": (1, 2)}
BEN_MIN = {"preference": 4, "honesty_rule": 4, "security_talk": 4, "shell_snippet": 4,
           "project": 3, "profile": 2, "health_finance": 2, "dates_numbers": 2,
           "multilingual_mix": 2, "emoji": 1, "word_processor": 1}
ID_RE = re.compile(r"^f26b-(atk|ben)-([a-z]{2})-(\d{4})$")
URL_HOST = re.compile(r"[a-zA-Z][a-zA-Z0-9+.-]*://(?:[^/\s@]+@)?([^/\s:?#'\")\]>]+)")
AT_HOST = re.compile(r"(?<=[A-Za-z0-9._%+-])@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)")
BARE = re.compile(r"\b((?:[A-Za-z0-9-]+\.)+(?:com|net|org|io|ru|cn|jp|kr|de|fr|es|uk|co|xyz|"
                  r"top|info|biz|app|dev|me|cc|tk|su|ly|gg|pw|site|online|link|click))\b")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")
DOCS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]


def _stats():
    spec = importlib.util.spec_from_file_location("stats", STATS)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _invisible(c: str) -> bool:
    o = ord(c)
    return (unicodedata.category(c) in ("Cf", "Zl", "Zp")
            or 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF)


def load() -> tuple[list[dict], list[str]]:
    recs, errs = [], []
    for name, label in (("attacks.jsonl", "attack"), ("benign.jsonl", "benign")):
        raw = (HERE / name).read_text(encoding="utf-8")
        bad = sorted({f"U+{ord(c):04X}" for c in raw if _invisible(c)})
        if bad:
            errs.append(f"{name}: literal invisible characters {bad}")
        for n, line in enumerate(raw.splitlines(), 1):
            r = json.loads(line)
            if r.get("label") != label:
                errs.append(f"{name}:{n}: label {r.get('label')!r}")
            recs.append({**r, "_file": name, "_line": n})
    return recs, errs


def host_problems(r: dict) -> list[str]:
    errs = []
    text = r["text"]
    if r["class"] == "encoded":
        # the payload itself is opaque; check the plaintext it decodes to instead
        text = text.replace(r.get("payload", ""), " ") + "\n" + r.get("decoded", "")
    hosts = set(URL_HOST.findall(text)) | set(AT_HOST.findall(text)) | set(BARE.findall(text))
    for h in hosts:
        h = h.rstrip(".,;").lower()
        if IP_RE.fullmatch(h):
            continue
        if not h.endswith((".example", ".test")):
            errs.append(f"{r['id']}: host {h!r}")
    for ip in IP_RE.findall(text):
        try:
            a = ipaddress.ip_address(ip)
        except ValueError:
            continue
        if any(a in n for n in DOCS):
            continue
        if a.is_private and r["label"] == "benign" and r["class"] == "shell_snippet":
            continue
        errs.append(f"{r['id']}: ip {ip}")
    return errs


def check(recs: list[dict]) -> list[str]:
    errs = list(_stats().validate_records(recs, split="fresh26"))
    seen_num: Counter = Counter()
    for r in recs:
        m = ID_RE.match(r["id"])
        if not m or m.group(2) != r["lang"] or m.group(1) != r["label"][:3].replace("att", "atk"):
            errs.append(f"{r['id']}: bad id")
        else:
            seen_num[(m.group(1), m.group(2))] += 1
        if "parts" in r:
            p = r["parts"]
            if not (isinstance(p, list) and len(p) == 2 and "\n".join(p) == r["text"]):
                errs.append(f"{r['id']}: parts do not join to text")
        if r["class"] == "split" and "parts" not in r:
            errs.append(f"{r['id']}: split without parts")
        if r["class"] == "invisible" and not r.get("hidden"):
            errs.append(f"{r['id']}: invisible without hidden")
        errs += host_problems(r)
    atk = [r for r in recs if r["label"] == "attack"]
    ben = [r for r in recs if r["label"] == "benign"]
    if len(atk) < 250:
        errs.append(f"only {len(atk)} attacks")
    if len(ben) < 240:
        errs.append(f"only {len(ben)} benign")
    ca = Counter((r["class"], r["lang"]) for r in atk)
    cb = Counter((r["class"], r["lang"]) for r in ben)
    for lg in MAIN:
        n = sum(v for (_c, lang), v in ca.items() if lang == lg)
        if n < 32:
            errs.append(f"attack {lg}: {n} < 32")
        for cls, (lo, hi) in ATK_MIN.items():
            if not lo <= ca[(cls, lg)] <= hi:
                errs.append(f"attack {cls}/{lg}: {ca[(cls, lg)]} not in {lo}..{hi}")
        n = sum(v for (_c, lang), v in cb.items() if lang == lg)
        if not 29 <= n <= 30:
            errs.append(f"benign {lg}: {n} not 29..30")
        for cls, lo in BEN_MIN.items():
            if cb[(cls, lg)] < lo:
                errs.append(f"benign {cls}/{lg}: {cb[(cls, lg)]} < {lo}")
        pairs = sum(1 for r in ben if r["lang"] == lg and "parts" in r)
        if pairs < 5:
            errs.append(f"benign pairs {lg}: {pairs} < 5")
    other = [r for r in ben if r["lang"] in OTHER]
    if len(other) < 8:
        errs.append(f"only {len(other)} benign in other scripts")
    for r in other:
        if r["class"] not in ("rtl", "script_joiners"):
            errs.append(f"{r['id']}: class {r['class']} in other script")
        if r["class"] == "script_joiners" and not any(c in r["text"] for c in "\u200b\u200c\u200d"):
            errs.append(f"{r['id']}: script_joiners without ZWSP/ZWNJ/ZWJ")
    qa = sum(1 for r in ben if r.get("quotes_attack"))
    if qa < 7:
        errs.append(f"only {qa} quotes_attack")
    return errs


def table(recs: list[dict], label: str) -> str:
    sub = [r for r in recs if r["label"] == label]
    langs = [lg for lg in MAIN + OTHER if any(r["lang"] == lg for r in sub)]
    classes = sorted({r["class"] for r in sub})
    c = Counter((r["class"], r["lang"]) for r in sub)
    lines = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cls in classes:
        row = [str(c[(cls, lg)] or "") for lg in langs]
        lines.append(f"| {cls} | " + " | ".join(row) + f" | {sum(c[(cls, lg)] for lg in langs)} |")
    tot = [str(sum(c[(k, lg)] for k in classes)) for lg in langs]
    lines.append("| **total** | " + " | ".join(tot) + f" | {len(sub)} |")
    return "\n".join(lines)


def main() -> int:
    recs, errs = load()
    errs += check(recs)
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            print(f"### {label}\n\n{table(recs, label)}\n")
        pairs = sum(1 for r in recs if r["label"] == "benign" and "parts" in r)
        qa = sum(1 for r in recs if r.get("quotes_attack"))
        print(f"Benign pairs with `parts`: {pairs}; benign with `quotes_attack`: {qa}.")
    else:
        n = Counter(r["label"] for r in recs)
        print(f"{len(recs)} records: attack={n['attack']}, benign={n['benign']}")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
