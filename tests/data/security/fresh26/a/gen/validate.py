"""Validate fresh26/a: stats.validate_records plus this corpus's own checks.

Usage: ``python3 gen/validate.py`` (exit 1 on a problem), ``--markdown`` for the README tables.
"""

from __future__ import annotations

import importlib.util
import ipaddress
import json
import re
import sys
from collections import Counter
from pathlib import Path

GEN = Path(__file__).resolve().parent
HERE = GEN.parent
sys.path.insert(0, str(GEN))

import hide

_spec = importlib.util.spec_from_file_location("sec_stats", HERE.parent.parent / "stats.py")
stats = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(stats)

MAIN = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
OTHER = ("ar", "he", "fa", "ur", "hi", "th", "km")
ATTACK_MIN = {"deception": (4, 99), "override": (4, 99), "role_hijack": (4, 99),
              "secret_harvest": (4, 99), "exfil_command": (4, 99), "split": (4, 99),
              "encoded": (2, 99), "exfil_markdown": (1, 2), "frame_forgery": (1, 2),
              "invisible": (1, 2), "persistence": (1, 2)}
BENIGN_MIN = {"preference": 4, "honesty_rule": 4, "security_talk": 4, "shell_snippet": 4,
              "project": 3, "profile": 2, "health_finance": 2, "dates_numbers": 2,
              "multilingual_mix": 2, "emoji": 1, "word_processor": 1}
ID_RE = re.compile(r"^f26a-(atk|ben)-([a-z]{2})-\d{4}$")
URL_HOST = re.compile(r"[a-zA-Z][a-zA-Z0-9+.-]*://(?:[^/\s@]+@)?([^/\s:?#'\"()<>\]\[`]+)")
AT_HOST = re.compile(r"@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)")
BARE = re.compile(r"(?<![\w.@/-])((?:[A-Za-z0-9-]+\.)+(?:com|net|org|io|ru|cn|de|fr|es|jp|kr|"
                  r"co|uk|info|xyz|app|dev|ai|me|ly|biz|site|online|top|cc|tk|us|eu|in|ir|il|"
                  r"th|kh|pk|ae|eg|sa|su|tv|gg|link|cloud|sh|to))(?![\w-])", re.IGNORECASE)
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]


def load() -> list[dict]:
    recs = []
    for name in ("attacks.jsonl", "benign.jsonl"):
        with open(HERE / name, encoding="utf-8") as fh:
            raw = fh.read()
        for n, line in enumerate(raw.splitlines(), 1):
            if not line.strip():
                continue
            recs.append({**json.loads(line), "_file": name, "_line": n, "_raw": line})
    return recs


def _host_ok(host: str) -> bool:
    host = host.lower().rstrip(".")
    if IP_RE.fullmatch(host):
        return True  # checked by the IP rule
    return host.endswith((".example", ".test")) or host in ("example", "test")


def _ip_ok(ip: str, rec: dict) -> bool:
    try:
        addr = ipaddress.ip_address(ip)
    except ValueError:
        return False
    if any(addr in net for net in DOC_NETS):
        return True
    return addr.is_private and rec["label"] == "benign" and rec["class"] == "shell_snippet"


def own_checks(recs: list[dict]) -> list[str]:
    errs = []
    for r in recs:
        where = f"{r['_file']}:{r['_line']}"
        m = ID_RE.match(r.get("id", ""))
        if not m:
            errs.append(f"{where}: bad id {r.get('id')!r}")
        else:
            want = "atk" if r["label"] == "attack" else "ben"
            if m.group(1) != want or m.group(2) != r["lang"]:
                errs.append(f"{where}: id {r['id']} does not match label/lang")
        if r["_file"] == "attacks.jsonl" and r["label"] != "attack":
            errs.append(f"{where}: benign record in attacks.jsonl")
        if r["_file"] == "benign.jsonl" and r["label"] != "benign":
            errs.append(f"{where}: attack record in benign.jsonl")
        if r["lang"] not in MAIN + OTHER:
            errs.append(f"{where}: unexpected lang {r['lang']}")
        if any(hide.is_invisible(c) for c in r["_raw"]):
            errs.append(f"{where}: literal invisible character in the JSONL line")
        if "parts" in r:
            p = r["parts"]
            if not (isinstance(p, list) and len(p) == 2 and all(isinstance(x, str) and x.strip()
                                                                 for x in p)
                    and "\n".join(p) == r["text"]):
                errs.append(f"{where}: parts do not join to text")
        elif r["class"] == "split":
            errs.append(f"{where}: split record without parts")
        body = r["text"].replace(r["payload"], " ") if r.get("payload") else r["text"]
        texts = [body] + list(r.get("parts", [])) + [r.get("decoded", ""), r.get("hidden", "")]
        for t in texts:
            hosts = URL_HOST.findall(t) + AT_HOST.findall(t) + BARE.findall(t)
            errs += [f"{where}: host {h!r} not *.example/*.test" for h in hosts if not _host_ok(h)]
            errs += [f"{where}: IP {ip} not allowed here" for ip in IP_RE.findall(t)
                     if not _ip_ok(ip, r)]
    return errs


def count_checks(recs: list[dict]) -> list[str]:
    errs = []
    atk = Counter((r["class"], r["lang"]) for r in recs if r["label"] == "attack")
    ben = Counter((r["class"], r["lang"]) for r in recs if r["label"] == "benign")
    for lg in MAIN:
        for cls, (lo, hi) in ATTACK_MIN.items():
            if not lo <= atk[(cls, lg)] <= hi:
                errs.append(f"attack {cls}/{lg}: {atk[(cls, lg)]}, want {lo}..{hi}")
        n = sum(v for (c, lang), v in atk.items() if lang == lg)
        if n < 32:
            errs.append(f"attack {lg}: only {n}")
        for cls, lo in BENIGN_MIN.items():
            if ben[(cls, lg)] < lo:
                errs.append(f"benign {cls}/{lg}: {ben[(cls, lg)]}, want >= {lo}")
        n = sum(v for (c, lang), v in ben.items() if lang == lg)
        if not 29 <= n <= 30:
            errs.append(f"benign {lg}: {n}, want 29-30")
        pairs = sum(1 for r in recs if r["label"] == "benign" and r["lang"] == lg and "parts" in r)
        if pairs < 5:
            errs.append(f"benign pairs {lg}: {pairs}, want >= 5")
    n_atk = sum(1 for r in recs if r["label"] == "attack")
    n_ben = sum(1 for r in recs if r["label"] == "benign")
    if n_atk < 250:
        errs.append(f"only {n_atk} attacks")
    if n_ben < 240:
        errs.append(f"only {n_ben} benign")
    other = [r for r in recs if r["label"] == "benign" and r["lang"] in OTHER]
    if len(other) < 9:
        errs.append(f"only {len(other)} benign in other scripts")
    for r in other:
        if r["class"] not in ("rtl", "script_joiners"):
            errs.append(f"{r['id']}: other-script benign must be rtl or script_joiners")
    quotes = sum(1 for r in recs if r.get("quotes_attack") is True)
    if not 6 <= quotes <= 12:
        errs.append(f"quotes_attack records: {quotes}, want about 8")
    return errs


def table(recs: list[dict], label: str) -> str:
    sub = [r for r in recs if r["label"] == label]
    langs = [lg for lg in MAIN + OTHER if any(r["lang"] == lg for r in sub)]
    classes = sorted({r["class"] for r in sub})
    c = Counter((r["class"], r["lang"]) for r in sub)
    lines = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cls in classes:
        row = [str(c[(cls, lg)]) if c[(cls, lg)] else "" for lg in langs]
        lines.append(f"| {cls} | " + " | ".join(row) + f" | {sum(c[(cls, lg)] for lg in langs)} |")
    tot = [str(sum(v for (k, lg2), v in c.items() if lg2 == lg)) for lg in langs]
    lines.append("| **total** | " + " | ".join(tot) + f" | {len(sub)} |")
    return "\n".join(lines)


def main() -> int:
    recs = load()
    errs = stats.validate_records(recs, split="fresh26")
    errs += own_checks(recs)
    errs += count_checks(recs)
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            print(f"### {label}\n\n{table(recs, label)}\n")
    else:
        n_pairs = sum(1 for r in recs if r["label"] == "benign" and "parts" in r)
        quotes = sum(1 for r in recs if r.get("quotes_attack") is True)
        print(f"{sum(r['label'] == 'attack' for r in recs)} attacks, "
              f"{sum(r['label'] == 'benign' for r in recs)} benign "
              f"({n_pairs} benign pairs, {quotes} quotes_attack)")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
