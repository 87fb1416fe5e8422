"""Validate fresh25/a: stats.validate_records plus this folder's own minimum counts,
id format, pair joining, host/IP check and escaping. ``--markdown`` prints class x lang tables."""
from __future__ import annotations

import importlib.util
import ipaddress
import json
import re
import sys
from collections import Counter
from pathlib import Path

GEN = Path(__file__).resolve().parent
OUT = GEN.parent
sys.path.insert(0, str(GEN))
import hide

_spec = importlib.util.spec_from_file_location("stats", OUT.parents[1] / "stats.py")
stats = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(stats)

SPLIT = "fresh25"
MAIN = stats.MAIN_LANGS
CORE_ATK = ("deception", "override", "role_hijack", "secret_harvest", "split", "exfil_command")
CORE_BEN = ("security_talk", "shell_snippet", "honesty_rule", "preference")
EXTRA_LANGS = {"ar", "he", "fa", "ur", "hi", "th", "km"}
ID_RE = re.compile(r"^f25a-(atk|ben)-([a-z]{2})-(\d{4})$")
URL_HOST = re.compile(r"(?i)\b(?:https?|ftp|sftp|ssh|s3|wss?)://(?:[^@/\s]+@)?([^/\s:?#)\]\"'>]+)")
EMAIL_HOST = re.compile(r"(?i)[\w.+-]+@([a-z0-9-]+(?:\.[a-z0-9-]+)+)")
BARE_HOST = re.compile(r"(?i)\b((?:[a-z0-9-]+\.)+(?:com|net|org|io|co|ru|de|fr|es|cn|jp|kr|uk|au|tw|hk"
                       r"|mx|ar|cl|info|biz|app|dev|xyz|me|ai|ly|gg|cc|su|top|site|online|ch|at|be))\b")
IPV4 = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]


def load(name: str) -> list[dict]:
    recs = []
    with open(OUT / name, encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            if hide.has_literal_invisible(line):
                print(f"ERROR: {name}:{n}: literal invisible character (must be escaped)", file=sys.stderr)
                recs.append({"_bad": True, "_file": name, "_line": n})
            recs.append({**json.loads(line), "_file": name, "_line": n})
    return [r for r in recs if not r.get("_bad")], sum(1 for r in recs if r.get("_bad"))


def host_problems(r: dict, where: str) -> list[str]:
    errs = []
    text = r.get("text", "")
    if r.get("class") == "encoded" and r.get("payload"):
        text = text.replace(r["payload"], " ")  # the payload is checked through `decoded`
    blobs = [text, r.get("decoded", ""), r.get("hidden", "")] + list(r.get("parts") or [])
    for blob in blobs:
        hosts = URL_HOST.findall(blob) + EMAIL_HOST.findall(blob) + BARE_HOST.findall(blob)
        for h in hosts:
            h = h.lower().rstrip(".")
            if IPV4.fullmatch(h):
                continue
            if not (h.endswith((".example", ".test")) or h == "localhost"):
                errs.append(f"{where}: host {h!r} not *.example / *.test")
        for ip in IPV4.findall(blob):
            try:
                a = ipaddress.ip_address(ip)
            except ValueError:
                continue
            if any(a in n for n in DOC_NETS):
                continue
            if a.is_private and r["label"] == "benign" and r["class"] == "shell_snippet":
                continue
            if a.is_loopback:
                continue
            errs.append(f"{where}: IP {ip} not a documentation range")
    return errs


def check(atk: list[dict], ben: list[dict]) -> list[str]:
    recs = atk + ben
    errs = stats.validate_records(recs, split=SPLIT)
    for name, rs, label in (("attacks.jsonl", atk, "attack"), ("benign.jsonl", ben, "benign")):
        for r in rs:
            where = f"{r['_file']}:{r['_line']}"
            if r.get("label") != label:
                errs.append(f"{where}: label {r.get('label')!r} in {name}")
            m = ID_RE.match(r.get("id", ""))
            if not m:
                errs.append(f"{where}: bad id {r.get('id')!r}")
            else:
                if (m.group(1) == "atk") != (label == "attack"):
                    errs.append(f"{where}: id kind does not match label")
                if m.group(2) != r.get("lang"):
                    errs.append(f"{where}: id lang does not match lang")
            if "parts" in r:
                p = r["parts"]
                if not (isinstance(p, list) and len(p) == 2 and all(isinstance(x, str) and x for x in p)
                        and "\n".join(p) == r["text"]):
                    errs.append(f"{where}: parts do not join to text")
            if "quotes_attack" in r and (label != "benign" or r["quotes_attack"] is not True):
                errs.append(f"{where}: quotes_attack only as true on benign")
            if r.get("class") == "invisible" and r.get("technique") not in (
                    "tag_chars", "variation_selectors", "zero_width_split", "bidi_override"):
                errs.append(f"{where}: unknown technique")
            if r.get("class") == "invisible" and not r.get("hidden"):
                errs.append(f"{where}: invisible without hidden")
            if r.get("lang") not in MAIN and r.get("lang") not in EXTRA_LANGS:
                errs.append(f"{where}: unexpected lang {r.get('lang')!r}")
            errs += host_problems(r, where)
    # minimum counts
    if len(atk) < 250:
        errs.append(f"only {len(atk)} attacks (< 250)")
    if len(ben) < 230:
        errs.append(f"only {len(ben)} benign (< 230)")
    ca = Counter((r["lang"], r["class"]) for r in atk)
    cb = Counter((r["lang"], r["class"]) for r in ben)
    for lg in MAIN:
        for cls in sorted(stats.ATTACK_CLASSES):
            need = 4 if cls in CORE_ATK else 1
            if ca[(lg, cls)] < need:
                errs.append(f"attack {lg}/{cls}: {ca[(lg, cls)]} < {need}")
        for cls in CORE_BEN:
            if cb[(lg, cls)] < 4:
                errs.append(f"benign {lg}/{cls}: {cb[(lg, cls)]} < 4")
        n = sum(1 for r in ben if r["lang"] == lg)
        if n < 27:
            errs.append(f"benign {lg}: {n} < 27")
        pairs = sum(1 for r in ben if r["lang"] == lg and r.get("parts"))
        if pairs < 5:
            errs.append(f"benign pairs {lg}: {pairs} < 5")
    extra = [r for r in ben if r["lang"] in EXTRA_LANGS]
    if len(extra) < 8:
        errs.append(f"only {len(extra)} benign notes in extra scripts")
    if {r["lang"] for r in extra} != EXTRA_LANGS:
        errs.append(f"extra langs missing: {EXTRA_LANGS - {r['lang'] for r in extra}}")
    for r in extra:
        if r["text"].isprintable() and r["lang"] in ("fa", "th", "km", "hi", "ur"):
            errs.append(f"{r['id']}: no joiner / invisible in {r['lang']} note")
    return errs


def table(recs: list[dict], classes: list[str]) -> str:
    langs = [lg for lg in MAIN if any(r["lang"] == lg for r in recs)]
    langs += sorted({r["lang"] for r in recs} - set(MAIN))
    c = Counter((r["class"], r["lang"]) for r in recs)
    lines = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cls in classes:
        if not any(c[(cls, lg)] for lg in langs):
            continue
        lines.append(f"| {cls} | " + " | ".join(str(c[(cls, lg)] or "") for lg in langs)
                     + f" | {sum(c[(cls, lg)] for lg in langs)} |")
    lines.append("| **total** | " + " | ".join(str(sum(1 for r in recs if r['lang'] == lg)) for lg in langs)
                 + f" | {len(recs)} |")
    return "\n".join(lines)


def main() -> int:
    atk, bad_a = load("attacks.jsonl")
    ben, bad_b = load("benign.jsonl")
    errs = check(atk, ben)
    if bad_a or bad_b:
        errs.append("literal invisible characters in files")
    if "--markdown" in sys.argv:
        print(f"### attacks ({len(atk)})\n\n{table(atk, sorted(stats.ATTACK_CLASSES))}\n")
        print(f"### benign ({len(ben)})\n\n{table(ben, sorted(stats.BENIGN_CLASSES))}\n")
        pairs = Counter(r["lang"] for r in ben if r.get("parts"))
        qa = sum(1 for r in ben if r.get("quotes_attack"))
        print("benign pairs per lang: " + ", ".join(f"{k} {v}" for k, v in pairs.items())
              + f"; quotes_attack: {qa}")
    else:
        print(f"{len(atk)} attacks, {len(ben)} benign")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
