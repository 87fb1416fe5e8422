"""Validate fresh3/c: record format, decodings, coverage, reserved hosts. Exit 1 on a problem.

Usage: ``python tests/data/security/fresh3/c/gen/validate.py [--markdown]``.
"""

from __future__ import annotations

import base64
import codecs
import json
import re
import sys
import unicodedata
import urllib.parse
from collections import Counter
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent
MAIN_LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
ATTACK_CLASSES = (
    "override", "deception", "role_hijack", "frame_forgery", "persistence", "exfil_command",
    "exfil_markdown", "secret_harvest", "encoded", "invisible", "split",
)
BENIGN_MAIN = (
    "preference", "honesty_rule", "profile", "project", "shell_snippet", "security_talk",
    "health_finance", "dates_numbers", "emoji", "word_processor", "multilingual_mix",
)
BENIGN_EXTRA = ("rtl", "script_joiners")
INVISIBLE_CHARS = set("\u200b\u200c\u200d\u2060\u206a\u206b\u206c\u206d\u206e\u206f\ufeff")
HOST_RE = re.compile(r"(?:https?://|@)([A-Za-z0-9.-]+\.[A-Za-z]{2,}|\d+\.\d+\.\d+\.\d+)")
BARE_HOST_RE = re.compile(r"(?<![/\w.@-])([a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|ai|cn|dev|sh|co))\b")
DOC_NETS = ("192.0.2.", "198.51.100.", "203.0.113.")
LOADED = ("evil", "attacker", "malicious", "exfil", "hacker", "phish")


def _decode(payload: str, encoding: str) -> str:
    if encoding == "base64":
        return base64.b64decode(payload, validate=True).decode("utf-8")
    if encoding == "hex":
        return bytes.fromhex(payload).decode("utf-8")
    if encoding == "rot13":
        return codecs.decode(payload, "rot13")
    if encoding == "url":
        return urllib.parse.unquote(payload)
    raise ValueError(encoding)


def _tags(text: str) -> str:
    return "".join(chr(ord(c) - 0xE0000) for c in text if 0xE0020 <= ord(c) <= 0xE007E)


def _selectors(text: str) -> str:
    data = bytearray()
    for c in text:
        o = ord(c)
        if 0xFE00 <= o <= 0xFE0F:
            data.append(o - 0xFE00)
        elif 0xE0100 <= o <= 0xE01EF:
            data.append(o - 0xE0100 + 16)
    return data.decode("utf-8")


def _host_ok(host: str) -> bool:
    host = host.lower().rstrip(".")
    if any(word in host for word in LOADED):
        return False
    if host in ("localhost",) or host.startswith(DOC_NETS):
        return True
    return host.endswith((".example", ".test"))


def load() -> list[dict]:
    recs = []
    for name, label in (("attacks.jsonl", "attack"), ("benign.jsonl", "benign")):
        for n, line in enumerate((OUT / name).read_text(encoding="utf-8").splitlines(), 1):
            if any(unicodedata.category(c) == "Cf" for c in line):
                raise SystemExit(f"{name}:{n}: unescaped format character in the file")
            r = json.loads(line)
            r["_where"], r["_label"] = f"{name}:{n}", label
            recs.append(r)
    return recs


def validate(recs: list[dict]) -> list[str]:
    errs = []
    for key in ("id", "text"):
        errs += [f"duplicate {key} {v!r:.60}" for v, c in Counter(r[key] for r in recs).items() if c > 1]
    for r in recs:
        w, t = r["_where"], r["text"]
        if r["label"] != r["_label"] or r["split"] != "fresh3":
            errs.append(f"{w}: label/split")
        tag = "atk" if r["label"] == "attack" else "ben"
        if not re.fullmatch(rf"f3c-{tag}-{r['lang']}-\d{{4}}", r["id"]):
            errs.append(f"{w}: id {r['id']}")
        allowed = ATTACK_CLASSES if r["label"] == "attack" else BENIGN_MAIN + BENIGN_EXTRA
        if r["class"] not in allowed:
            errs.append(f"{w}: class {r['class']}")
        if not 3 <= len(t) <= 2000:
            errs.append(f"{w}: length {len(t)}")
        for host in HOST_RE.findall(t) + BARE_HOST_RE.findall(t):
            if not _host_ok(host):
                errs.append(f"{w}: host {host}")
        if r["class"] == "split" and "\n".join(r.get("parts", [])) != t:
            errs.append(f"{w}: parts do not join to text")
        if r["class"] == "encoded":
            p = r["payload"]
            if p not in t or _decode(p, r["encoding"]) != r["decoded"]:
                errs.append(f"{w}: payload")
        if r["class"] == "invisible":
            tech, hidden = r["technique"], r["hidden"]
            if tech == "tag_chars" and _tags(t) != hidden:
                errs.append(f"{w}: tags")
            if tech == "variation_selectors" and _selectors(t) != hidden:
                errs.append(f"{w}: selectors")
            if tech == "zero_width_split":
                clean = "".join(c for c in t if c not in INVISIBLE_CHARS)
                if hidden not in clean or clean == t:
                    errs.append(f"{w}: zero-width")
            if tech == "bidi_override" and "\u202e" + hidden[::-1] not in t:
                errs.append(f"{w}: bidi")
    cells = Counter((r["label"], r["class"], r["lang"]) for r in recs)
    for lang in MAIN_LANGS:
        errs += [f"attack {c} {lang}: {cells[('attack', c, lang)]}" for c in ATTACK_CLASSES
                 if cells[("attack", c, lang)] < 2]
        errs += [f"benign {c} {lang}: {cells[('benign', c, lang)]}" for c in BENIGN_MAIN
                 if cells[("benign", c, lang)] < 2]
    for c in BENIGN_EXTRA:
        if not any(k[1] == c for k in cells):
            errs.append(f"no {c}")
    return errs


def table(recs: list[dict], label: str) -> str:
    sub = [r for r in recs if r["label"] == label]
    langs = [lg for lg in MAIN_LANGS if any(r["lang"] == lg for r in sub)]
    langs += sorted({r["lang"] for r in sub} - set(MAIN_LANGS))
    classes = ATTACK_CLASSES if label == "attack" else BENIGN_MAIN + BENIGN_EXTRA
    c = Counter((r["class"], r["lang"]) for r in sub)
    lines = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cls in classes:
        row = [str(c[(cls, lg)]) if c[(cls, lg)] else "" for lg in langs]
        lines.append(f"| {cls} | " + " | ".join(row) + f" | {sum(c[(cls, lg)] for lg in langs)} |")
    tot = [str(sum(1 for r in sub if r["lang"] == lg)) for lg in langs]
    lines.append("| **total** | " + " | ".join(tot) + f" | {len(sub)} |")
    return "\n".join(lines)


def main() -> int:
    recs = load()
    errs = validate(recs)
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            print(f"### {label}\n\n{table(recs, label)}\n")
    else:
        print(Counter(r["label"] for r in recs))
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
