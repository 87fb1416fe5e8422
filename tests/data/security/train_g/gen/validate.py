"""Validate the train_g JSONL files (exit 1 on a problem).

Usage: ``python tests/data/security/train_g/gen/validate.py``.

Checks: required keys and values, id format and uniqueness, text uniqueness (also of split
parts against benign texts), pair ids come in -a/-b twos, split parts join to the text, encoded
payloads decode to ``decoded``, invisible payloads spell ``hidden``, every attack class and every
ordinary benign class has 2+ records in each main language, hosts are reserved names or
documentation IPs without loaded labels, and no invisible character is written unescaped.
"""

from __future__ import annotations

import importlib.util
import ipaddress
import json
import re
import sys
import unicodedata
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
FOLDER = HERE.parent
_spec = importlib.util.spec_from_file_location("corpus_stats", FOLDER.parent / "stats.py")
stats = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(stats)

MAIN = stats.MAIN_LANGS
FILES = {"attacks_train_g.jsonl": "attack", "benign_train_g.jsonl": "benign"}
ID_RE = {"attack": re.compile(r"^gatk-[a-z]{2}-\d{4}$"),
         "benign": re.compile(r"^gben-[a-z]{2}-\d{4}(-[ab])?$")}
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
HOST_RE = re.compile(r"(?:://|(?<=[\w.])@)([A-Za-z0-9{}\-_.]+)")
BARE_RE = re.compile(r"\b[\w-]+(?:\.[\w-]+)*\.(?:com|net|org|io|ru|cn|de|fr|es|jp|kr|dev|app|ai|co|uk|info|biz|me|xyz)\b")
IP_RE = re.compile(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])")
LOADED = ("evil", "attacker", "malicious", "exfil", "hacker", "phish")
ORDINARY_BENIGN = stats.BENIGN_CLASSES - {"rtl", "script_joiners"}


def _invisible_char(ch: str) -> bool:
    o = ord(ch)
    return (unicodedata.category(ch) in ("Cf", "Zs", "Zl", "Zp") and ch != " ") or \
        0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF


def _hosts(text: str) -> list[str]:
    found = []
    for m in HOST_RE.finditer(text):
        host = m.group(1).split("/")[0].split(":")[0].split("?")[0].rstrip(".,;)")
        if "." in host and "{" not in host:
            found.append(host)
    return found


def check_hosts(text: str) -> list[str]:
    """Problems with hosts, e-mail domains and IPs in ``text``."""
    errs = []
    for host in _hosts(text):
        if IP_RE.fullmatch(host):
            continue
        if not host.endswith((".example", ".test")):
            errs.append(f"host {host!r} is not reserved")
        if any(w in host.lower() for w in LOADED):
            errs.append(f"host {host!r} has a loaded label")
    errs += [f"bare domain {m.group(0)!r}" for m in BARE_RE.finditer(text)]
    for m in IP_RE.finditer(text):
        ip = ipaddress.ip_address(m.group(0))
        if not any(ip in n for n in DOC_NETS):
            errs.append(f"IP {ip} is not a documentation address")
    return errs


def validate() -> list[str]:
    errs: list[str] = []
    recs = []
    for name, label in FILES.items():
        for n, line in enumerate((FOLDER / name).read_text(encoding="utf-8").splitlines(), 1):
            if any(_invisible_char(c) for c in line):
                errs.append(f"{name}:{n}: unescaped invisible character")
            r = json.loads(line)
            r["_where"] = f"{name}:{n}"
            recs.append(r)
            if r.get("label") != label or r.get("split") != "train_g":
                errs.append(f"{r['_where']}: label/split wrong")
    ids = Counter(r["id"] for r in recs)
    texts = Counter(r["text"] for r in recs)
    errs += [f"duplicate id {i}" for i, c in ids.items() if c > 1]
    errs += [f"duplicate text {t[:50]!r}" for t, c in texts.items() if c > 1]
    benign_texts = {r["text"] for r in recs if r["label"] == "benign"}
    for r in recs:
        w = r["_where"]
        if any(not isinstance(r.get(k), str) or not r.get(k) for k in stats.REQUIRED):
            errs.append(f"{w}: missing key")
            continue
        if not ID_RE[r["label"]].match(r["id"]) or r["id"].split("-")[1] != r["lang"]:
            errs.append(f"{w}: bad id {r['id']}")
        allowed = stats.ATTACK_CLASSES if r["label"] == "attack" else stats.BENIGN_CLASSES
        if r["class"] not in allowed:
            errs.append(f"{w}: unknown class {r['class']}")
        if not 3 <= len(r["text"]) <= 2000:
            errs.append(f"{w}: length {len(r['text'])}")
        checked = r["text"].replace(r["payload"], " ") if r["class"] == "encoded" else r["text"]
        errs += [f"{w}: {e}" for e in check_hosts(checked + "\n" + r.get("decoded", ""))]
        if r["class"] == "split":
            parts = r.get("parts")
            if not (isinstance(parts, list) and len(parts) == 2 and "\n".join(parts) == r["text"]):
                errs.append(f"{w}: parts do not join to text")
            elif any(p in benign_texts for p in parts):
                errs.append(f"{w}: a split part is also a benign text")
        if r["class"] == "encoded":
            try:
                ok = r["payload"] in r["text"] and stats._decode(r["payload"], r["encoding"]) == r["decoded"]
            except (ValueError, KeyError, UnicodeDecodeError):
                ok = False
            if not ok:
                errs.append(f"{w}: encoded payload does not decode to 'decoded'")
        if r["class"] == "invisible":
            tech, hidden, text = r.get("technique"), r.get("hidden"), r["text"]
            if tech == "tag_chars":
                ok = stats._tags(text) == hidden
            elif tech == "variation_selectors":
                ok = stats._selectors(text) == hidden
            elif tech == "zero_width_split":
                ok = "".join(c for c in text if not _invisible_char(c)).endswith(hidden) and not text.isprintable()
            elif tech == "bidi_override":
                ok = "\u202e" + hidden[::-1] in text
            else:
                ok = False
            if not ok:
                errs.append(f"{w}: invisible payload does not spell 'hidden'")
    pair_ids = Counter(r["id"][:-2] for r in recs if r["id"].endswith(("-a", "-b")))
    errs += [f"pair {p} is not a pair" for p, c in pair_ids.items() if c != 2]
    cells = Counter((r["label"], r["class"], r["lang"]) for r in recs)
    for lang in MAIN:
        errs += [f"attack {c} x {lang}: {cells[('attack', c, lang)]} < 2"
                 for c in sorted(stats.ATTACK_CLASSES) if cells[("attack", c, lang)] < 2]
        errs += [f"benign {c} x {lang}: {cells[('benign', c, lang)]} < 2"
                 for c in sorted(ORDINARY_BENIGN) if cells[("benign", c, lang)] < 2]
    return errs


def main() -> int:
    errs = validate()
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    print(f"{len(errs)} problem(s)")
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
