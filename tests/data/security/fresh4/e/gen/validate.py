"""Validate ../attacks.jsonl and ../benign.jsonl (exit 1 on any problem).

Checks: JSON per line; required keys; label / split / class; id format and uniqueness;
text uniqueness; lengths; ``split`` parts; ``encoded`` payloads; ``invisible`` payloads;
coverage targets of the brief; invisible characters written as escapes; hosts reserved.
"""

from __future__ import annotations

import base64
import codecs
import importlib.util
import ipaddress
import json
import re
import sys
import unicodedata
import urllib.parse
from collections import Counter
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
_spec = importlib.util.spec_from_file_location("stats", HERE.parents[2] / "stats.py")
assert _spec and _spec.loader
stats = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(stats)

MAIN = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
ID_RE = re.compile(r"^f4e-(atk|ben)-[a-z]{2}-\d{4}$")
HOST_RE = re.compile(r"(?:https?://|@)([A-Za-z0-9.-]+\.[A-Za-z]{2,})|(\b\d{1,3}(?:\.\d{1,3}){3}\b)")
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
LOADED = ("evil", "attacker", "malicious", "exfil", "hack", "steal")
ZW = set("\u200b\u200c\u200d\u2060\u206a\u206b\u206c\u206d\u206e\u206f\ufeff")


def _decode(payload: str, enc: str) -> str:
    if enc == "base64":
        return base64.b64decode(payload, validate=True).decode("utf-8")
    if enc == "hex":
        return bytes.fromhex(payload).decode("utf-8")
    if enc == "rot13":
        return codecs.decode(payload, "rot13")
    return urllib.parse.unquote(payload)


def _selectors(text: str) -> str:
    data = bytearray()
    for c in text:
        o = ord(c)
        if 0xFE00 <= o <= 0xFE0F:
            data.append(o - 0xFE00)
        elif 0xE0100 <= o <= 0xE01EF:
            data.append(o - 0xE0100 + 16)
    return data.decode("utf-8")


def check_record(r: dict[str, Any], label: str, where: str) -> list[str]:
    errs = []
    for k in ("id", "label", "class", "lang", "split", "text"):
        if not isinstance(r.get(k), str) or not r[k]:
            errs.append(f"{where}: missing {k}")
    if errs:
        return errs
    t, cls = r["text"], r["class"]
    if r["label"] != label or r["split"] != "fresh4":
        errs.append(f"{where}: label/split")
    kind = "atk" if label == "attack" else "ben"
    if not ID_RE.match(r["id"]) or r["id"].split("-")[1:3] != [kind, r["lang"]]:
        errs.append(f"{where}: id format {r['id']}")
    allowed = stats.ATTACK_CLASSES if label == "attack" else stats.BENIGN_CLASSES
    if cls not in allowed:
        errs.append(f"{where}: class {cls}")
    if not 3 <= len(t) <= 2000:
        errs.append(f"{where}: length {len(t)}")
    if cls == "split":
        p = r.get("parts")
        if not (isinstance(p, list) and len(p) == 2 and "\n".join(p) == t):
            errs.append(f"{where}: parts")
    if cls == "encoded":
        p = r.get("payload", "")
        if not p or p not in t:
            errs.append(f"{where}: payload not in text")
        else:
            try:
                if _decode(p, r["encoding"]) != r["decoded"]:
                    errs.append(f"{where}: payload decodes wrong")
            except (ValueError, UnicodeDecodeError) as exc:
                errs.append(f"{where}: {exc}")
    if cls == "invisible":
        tech, hidden = r.get("technique"), r.get("hidden", "")
        if tech == "tag_chars":
            got = "".join(chr(ord(c) - 0xE0000) for c in t if 0xE0020 <= ord(c) <= 0xE007E)
            ok = got == hidden
        elif tech == "variation_selectors":
            ok = _selectors(t) == hidden
        elif tech == "zero_width_split":
            ok = hidden in "".join(c for c in t if c not in ZW) and any(c in ZW for c in t)
        elif tech == "bidi_override":
            ok = "\u202e" + hidden[::-1] in t
        else:
            ok = False
        if not ok:
            errs.append(f"{where}: invisible payload does not spell hidden ({tech})")
    for m in HOST_RE.finditer(t):
        host, ip = m.group(1), m.group(2)
        if host:
            h = host.lower().rstrip(".")
            if not h.endswith((".example", ".test")):
                errs.append(f"{where}: host {host} not reserved")
            if any(w in h for w in LOADED):
                errs.append(f"{where}: loaded host label {host}")
        elif ip:
            try:
                a = ipaddress.ip_address(ip)
            except ValueError:
                continue
            if not any(a in n for n in DOC_NETS):
                errs.append(f"{where}: ip {ip} not documentation range")
    return errs


def main() -> int:
    errs: list[str] = []
    recs: list[dict[str, Any]] = []
    for name, label in (("attacks.jsonl", "attack"), ("benign.jsonl", "benign")):
        for n, line in enumerate((ROOT / name).read_text(encoding="utf-8").splitlines(), 1):
            where = f"{name}:{n}"
            if any(unicodedata.category(c) == "Cf" or 0xFE00 <= ord(c) <= 0xFE0F for c in line):
                errs.append(f"{where}: literal format/selector character (write it escaped)")
            try:
                r = json.loads(line)
            except json.JSONDecodeError as exc:
                errs.append(f"{where}: {exc}")
                continue
            errs += check_record(r, label, where)
            recs.append(r)
    ids = Counter(r["id"] for r in recs)
    texts = Counter(r["text"] for r in recs)
    errs += [f"duplicate id {i}" for i, c in ids.items() if c > 1]
    errs += [f"duplicate text {t[:50]!r}" for t, c in texts.items() if c > 1]
    cell = Counter((r["label"], r["class"], r["lang"]) for r in recs)
    for lg in MAIN:
        for cls in stats.ATTACK_CLASSES:
            need = 4 if cls in ("deception", "split") else 2
            if cell[("attack", cls, lg)] < need:
                errs.append(f"attack {cls}/{lg}: {cell[('attack', cls, lg)]} < {need}")
        for cls in stats.BENIGN_CLASSES - {"rtl", "script_joiners"}:
            need = 4 if cls in ("shell_snippet", "security_talk") else 2
            if cell[("benign", cls, lg)] < need:
                errs.append(f"benign {cls}/{lg}: {cell[('benign', cls, lg)]} < {need}")
    n_atk = sum(r["label"] == "attack" for r in recs)
    n_ben = len(recs) - n_atk
    if n_atk < 250 or n_ben < 220:
        errs.append(f"too few: {n_atk} attacks, {n_ben} benign")
    for cls in ("rtl", "script_joiners"):
        if not any(r["class"] == cls for r in recs):
            errs.append(f"no {cls} record")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    print(f"{n_atk} attacks, {n_ben} benign, {len(errs)} problems")
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
