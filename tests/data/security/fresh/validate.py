"""Validate the fresh corpus and print counts per class x lang.

Usage: ``python tests/data/security/fresh/validate.py`` (exit 1 on any problem), or
``--markdown`` to also print the count tables used in README.md.

Checks: one JSON object per line; required keys; label / split match the file; known class;
id pattern ``fatk-<lang>-NNNN`` / ``fben-<lang>-NNNN``; ids and texts unique; ``split``
parts join to the text; ``encoded`` payloads occur in the text and decode to ``decoded``;
``invisible`` tag-character / variation-selector payloads spell ``hidden``, zero-width and
bidi records contain an invisible character; invisible / format characters are stored as
``\\uXXXX`` escapes, never raw; minimum sizes per language and per class.
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

HERE = Path(__file__).resolve().parent
FILES = {"attacks_fresh.jsonl": "attack", "benign_fresh.jsonl": "benign"}
REQUIRED = ("id", "label", "class", "lang", "split", "text")
CLASSES = {
    "attack": {"override", "deception", "role_hijack", "frame_forgery", "persistence",
               "secret_harvest", "exfil_command", "exfil_markdown", "encoded", "invisible",
               "split"},
    "benign": {"profile", "preference", "project", "shell_snippet", "security_talk",
               "honesty_rule", "emoji", "word_processor", "script_joiners", "dates_numbers",
               "health_finance", "multilingual_mix", "rtl"},
}
MAIN_LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
MIN_PER_LANG, MIN_TOTAL = 30, 330
MIN_PER_CLASS = {"attack": 15, "benign": 12}
PREFIX = {"attack": "fatk", "benign": "fben"}


def _decode(payload: str, encoding: str) -> str:
    if encoding == "base64":
        return base64.b64decode(payload, validate=True).decode("utf-8")
    if encoding == "hex":
        return bytes.fromhex(payload).decode("utf-8")
    if encoding == "rot13":
        return codecs.decode(payload, "rot13")
    if encoding == "url":
        return urllib.parse.unquote(payload)
    raise ValueError(f"unknown encoding {encoding!r}")


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


def _raw_invisible(line: str) -> bool:
    return any(unicodedata.category(c) == "Cf" or 0xFE00 <= ord(c) <= 0xFE0F for c in line)


def load() -> tuple[list[dict], list[str]]:
    recs, errs = [], []
    for name, label in FILES.items():
        with open(HERE / name, encoding="utf-8") as fh:
            for n, line in enumerate(fh, 1):
                where = f"{name}:{n}"
                if _raw_invisible(line):
                    errs.append(f"{where}: raw invisible character (write it as \\uXXXX)")
                try:
                    r = json.loads(line)
                except json.JSONDecodeError as exc:
                    errs.append(f"{where}: not JSON: {exc}")
                    continue
                r["_where"], r["_expect"] = where, label
                recs.append(r)
    return recs, errs


def check(rec: dict) -> list[str]:
    where, label = rec["_where"], rec["_expect"]
    missing = [k for k in REQUIRED if not isinstance(rec.get(k), str) or not rec.get(k)]
    if missing:
        return [f"{where}: missing {missing}"]
    errs = []
    if rec["label"] != label or rec["split"] != "fresh":
        errs.append(f"{where}: label/split {rec['label']}/{rec['split']}")
    if rec["class"] not in CLASSES[label]:
        errs.append(f"{where}: unknown class {rec['class']!r}")
    if not re.fullmatch(rf"{PREFIX[label]}-{re.escape(rec['lang'])}-\d{{4}}", rec["id"]):
        errs.append(f"{where}: bad id {rec['id']!r}")
    if not 3 <= len(rec["text"]) <= 2000:
        errs.append(f"{where}: length {len(rec['text'])}")
    cls, text = rec["class"], rec["text"]
    if cls == "split":
        parts = rec.get("parts")
        if not (isinstance(parts, list) and len(parts) == 2 and "\n".join(parts) == text):
            errs.append(f"{where}: parts do not join to text")
    if cls == "encoded":
        payload = rec.get("payload", "")
        try:
            ok = bool(payload) and payload in text and _decode(payload, rec["encoding"]) == rec["decoded"]
        except (KeyError, ValueError, UnicodeDecodeError) as exc:
            ok = False
            errs.append(f"{where}: payload does not decode: {exc}")
        if not ok:
            errs.append(f"{where}: payload missing or not decoding to 'decoded'")
    if cls == "invisible":
        tech = rec.get("technique")
        if tech == "tag_chars" and _tags(text) != rec.get("hidden"):
            errs.append(f"{where}: tag characters do not spell 'hidden'")
        elif tech == "variation_selectors" and _selectors(text) != rec.get("hidden"):
            errs.append(f"{where}: selectors do not spell 'hidden'")
        elif tech in ("zero_width_split", "bidi_override") and text.isprintable():
            errs.append(f"{where}: no invisible character")
        elif tech not in ("tag_chars", "variation_selectors", "zero_width_split", "bidi_override"):
            errs.append(f"{where}: unknown technique {tech!r}")
    return errs


def validate(recs: list[dict]) -> list[str]:
    errs = [e for r in recs for e in check(r)]
    for key in ("id", "text"):
        counts = Counter(r.get(key) for r in recs)
        errs += [f"duplicate {key} {v!r:.60}" for v, c in counts.items() if c > 1]
    for label in FILES.values():
        sub = [r for r in recs if r.get("label") == label]
        if len(sub) < MIN_TOTAL:
            errs.append(f"{label}: only {len(sub)} records")
        langs = Counter(r["lang"] for r in sub)
        errs += [f"{label}: only {langs[lg]} in {lg}" for lg in MAIN_LANGS if langs[lg] < MIN_PER_LANG]
        classes = Counter(r["class"] for r in sub)
        errs += [f"{label}: only {classes[c]} of class {c}" for c in sorted(CLASSES[label])
                 if classes[c] < MIN_PER_CLASS[label]]
    return errs


def table(recs: list[dict], label: str) -> str:
    """Markdown table: rows = class, columns = lang, cells = counts."""
    sub = [r for r in recs if r.get("label") == label]
    langs = sorted({r["lang"] for r in sub},
                   key=lambda x: (x not in MAIN_LANGS, MAIN_LANGS.index(x) if x in MAIN_LANGS else 0, x))
    c = Counter((r["class"], r["lang"]) for r in sub)
    lines = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cls in sorted(CLASSES[label]):
        row = [str(c[(cls, lg)]) if c[(cls, lg)] else "" for lg in langs]
        lines.append(f"| {cls} | " + " | ".join(row) + f" | {sum(c[(cls, lg)] for lg in langs)} |")
    tot = [str(sum(v for (_k, lg2), v in c.items() if lg2 == lg)) for lg in langs]
    lines.append("| **total** | " + " | ".join(tot) + f" | {len(sub)} |")
    return "\n".join(lines)


def main() -> int:
    recs, errs = load()
    errs += validate(recs)
    counts = Counter(r.get("label") for r in recs)
    print(f"{len(recs)} records: " + ", ".join(f"{k}={v}" for k, v in sorted(counts.items())))
    if "--markdown" in sys.argv:
        for label in FILES.values():
            print(f"\n### {label}\n\n{table(recs, label)}")
        quoting = sum(1 for r in recs if r.get("quotes_attack"))
        print(f"\nbenign records with quotes_attack: {quoting}")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
