"""Validate fresh4/f/attacks.jsonl and fresh4/f/benign.jsonl; print the class x lang table.

Usage: ``python tests/data/security/fresh4/f/gen/validate.py [--markdown]`` (exit 1 on a problem).

Checks: JSON per line, required keys, label / split / id pattern, unique ids and texts across
both files, known class names, no literal invisible characters in the files, `split` parts
join to the text, `encoded` payloads decode to `decoded`, `invisible` records really hide
`hidden`, the coverage the brief asks for, and that every host is reserved.
"""

from __future__ import annotations

import ipaddress
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import hide
from build import _needs_escape

OUT = HERE.parent
FILES = {"attacks.jsonl": "attack", "benign.jsonl": "benign"}
MAIN = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
ATTACK_CLASSES = ("override", "deception", "role_hijack", "frame_forgery", "persistence", "exfil_command",
                  "exfil_markdown", "secret_harvest", "encoded", "invisible", "split")
BENIGN_CLASSES = ("preference", "honesty_rule", "profile", "project", "shell_snippet", "security_talk",
                  "health_finance", "dates_numbers", "emoji", "word_processor", "multilingual_mix",
                  "rtl", "script_joiners")
MIN_ATTACK = {"deception": 4, "split": 4}
MIN_BENIGN = {"shell_snippet": 4, "security_talk": 4}
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "127.0.0.0/8")]
LOADED = ("evil", "attacker", "malicious", "exfil", "hacker", "phish")
URL_HOST = re.compile(r"(?:https?://|(?<=\w)@)([A-Za-z0-9.-]+\.[A-Za-z0-9-]+)")


def _host_ok(host: str) -> bool:
    host = host.lower().rstrip(".")
    try:
        return any(ipaddress.ip_address(host) in n for n in DOC_NETS)
    except ValueError:
        pass
    if host in ("localhost",):
        return True
    return host.endswith((".example", ".test"))


def _check_record(r: dict, where: str, label: str) -> list[str]:
    errs: list[str] = []
    for k in ("id", "label", "class", "lang", "split", "text"):
        if not isinstance(r.get(k), str) or not r[k]:
            errs.append(f"{where}: missing {k}")
            return errs
    prefix = "atk" if label == "attack" else "ben"
    if not re.fullmatch(rf"f4f-{prefix}-{re.escape(r['lang'])}-\d{{4}}", r["id"]):
        errs.append(f"{where}: bad id {r['id']}")
    if r["label"] != label or r["split"] != "fresh4":
        errs.append(f"{where}: label/split {r['label']}/{r['split']}")
    allowed = ATTACK_CLASSES if label == "attack" else BENIGN_CLASSES
    if r["class"] not in allowed:
        errs.append(f"{where}: unknown class {r['class']}")
    text = r["text"]
    if not 3 <= len(text) <= 2000:
        errs.append(f"{where}: length {len(text)}")
    for host in URL_HOST.findall(text):
        if not _host_ok(host):
            errs.append(f"{where}: unreserved host {host}")
        if any(w in host.lower() for w in LOADED):
            errs.append(f"{where}: loaded host label {host}")
    cls = r["class"]
    if cls == "split":
        parts = r.get("parts")
        if not (isinstance(parts, list) and len(parts) == 2 and "\n".join(parts) == text):
            errs.append(f"{where}: parts do not join to text")
    if cls == "encoded":
        p = r.get("payload", "")
        if not p or p not in text:
            errs.append(f"{where}: payload not in text")
        else:
            try:
                if hide.decode(r["encoding"], p) != r["decoded"]:
                    errs.append(f"{where}: payload does not decode to 'decoded'")
            except (ValueError, KeyError, UnicodeDecodeError) as exc:
                errs.append(f"{where}: decode error {exc}")
    if cls == "invisible":
        tech, hidden = r.get("technique"), r.get("hidden", "")
        ok = {
            "tag_chars": lambda: hide.reveal_tags(text) == hidden,
            "variation_selectors": lambda: hide.reveal_selectors(text) == hidden,
            "zero_width_split": lambda: hidden in hide.strip_zero_width(text) and hidden not in text,
            "bidi_override": lambda: hide.RLO + hidden[::-1] in text,
        }.get(tech)
        if ok is None or not ok():
            errs.append(f"{where}: invisible technique {tech} does not hide 'hidden'")
    return errs


def load() -> tuple[list[dict], list[str]]:
    recs: list[dict] = []
    errs: list[str] = []
    for name, label in FILES.items():
        with open(OUT / name, encoding="utf-8") as fh:
            for n, line in enumerate(fh, 1):
                where = f"{name}:{n}"
                if any(_needs_escape(c) for c in line.rstrip("\n")):
                    errs.append(f"{where}: literal invisible character (must be \\u-escaped)")
                try:
                    r = json.loads(line)
                except json.JSONDecodeError as exc:
                    errs.append(f"{where}: not JSON: {exc}")
                    continue
                errs += _check_record(r, where, label)
                recs.append(r)
    return recs, errs


def coverage(recs: list[dict]) -> list[str]:
    errs: list[str] = []
    ids = Counter(r["id"] for r in recs)
    texts = Counter(r["text"] for r in recs)
    errs += [f"duplicate id {i}" for i, c in ids.items() if c > 1]
    errs += [f"duplicate text {t[:50]!r}" for t, c in texts.items() if c > 1]
    cells = Counter((r["label"], r["class"], r["lang"]) for r in recs)
    for lang in MAIN:
        for cls in ATTACK_CLASSES:
            need = MIN_ATTACK.get(cls, 2)
            if cells[("attack", cls, lang)] < need:
                errs.append(f"attack {cls}/{lang}: {cells[('attack', cls, lang)]} < {need}")
        for cls in BENIGN_CLASSES[:-2]:
            need = MIN_BENIGN.get(cls, 2)
            if cells[("benign", cls, lang)] < need:
                errs.append(f"benign {cls}/{lang}: {cells[('benign', cls, lang)]} < {need}")
    totals = Counter(r["label"] for r in recs)
    if totals["attack"] < 250 or totals["benign"] < 220:
        errs.append(f"totals too small: {dict(totals)}")
    for cls in ("rtl", "script_joiners"):
        if not any(r["class"] == cls for r in recs):
            errs.append(f"no benign {cls}")
    return errs


def table(recs: list[dict], label: str) -> str:
    sub = [r for r in recs if r["label"] == label]
    langs = list(MAIN) + sorted({r["lang"] for r in sub} - set(MAIN))
    classes = [c for c in (ATTACK_CLASSES if label == "attack" else BENIGN_CLASSES) if any(r["class"] == c for r in sub)]
    c = Counter((r["class"], r["lang"]) for r in sub)
    lines = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cls in classes:
        row = [str(c[(cls, lg)]) if c[(cls, lg)] else "" for lg in langs]
        lines.append(f"| {cls} | " + " | ".join(row) + f" | {sum(c[(cls, lg)] for lg in langs)} |")
    tot = [str(sum(v for (k, lg2), v in c.items() if lg2 == lg)) for lg in langs]
    lines.append("| **total** | " + " | ".join(tot) + f" | {len(sub)} |")
    return "\n".join(lines)


def main() -> int:
    recs, errs = load()
    errs += coverage(recs)
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            print(f"### {label}\n\n{table(recs, label)}\n")
    else:
        print(f"{len(recs)} records: " + ", ".join(f"{k}={v}" for k, v in Counter(r['label'] for r in recs).items()))
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
