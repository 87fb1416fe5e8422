"""Validate this folder's JSONL files and print the class x lang counts (markdown)."""

from __future__ import annotations

import base64
import codecs
import json
import sys
import urllib.parse
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MAIN = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")


def _decode(p: str, enc: str) -> str:
    if enc == "base64":
        return base64.b64decode(p, validate=True).decode("utf-8")
    if enc == "hex":
        return bytes.fromhex(p).decode("utf-8")
    if enc == "rot13":
        return codecs.decode(p, "rot13")
    return urllib.parse.unquote(p)


def _tags(t: str) -> str:
    return "".join(chr(ord(c) - 0xE0000) for c in t if 0xE0020 <= ord(c) <= 0xE007E)


def _sel(t: str) -> str:
    b = bytearray()
    for c in t:
        o = ord(c)
        if 0xFE00 <= o <= 0xFE0F:
            b.append(o - 0xFE00)
        elif 0xE0100 <= o <= 0xE01EF:
            b.append(o - 0xE0100 + 16)
    return b.decode("utf-8")


def _strip_invisible(t: str) -> str:
    return "".join(
        c
        for c in t
        if c not in "\u200b\u200c\u200d\u2060\u206a\u206b\u206c\u206d\u206e\u206f\ufeff"
    )


def _payload_ok(r: dict) -> bool:
    p = r["payload"]
    return p in r["text"] and _decode(p, r["encoding"]) == r["decoded"]


def _hidden_ok(r: dict) -> bool:
    t, h, text = r["technique"], r["hidden"], r["text"]
    if t == "tag_chars":
        return _tags(text) == h
    if t == "variation_selectors":
        return _sel(text) == h
    if t == "zero_width_split":
        return h in _strip_invisible(text) and not text.isprintable()
    return "\u202e" + h[::-1] in text


def main() -> int:
    recs = []
    for name in ("attacks_train_e.jsonl", "benign_train_e.jsonl"):
        with open(ROOT / name, encoding="utf-8") as fh:
            recs += [json.loads(line) for line in fh]
    errs = []
    ids = Counter(r["id"] for r in recs)
    texts = Counter(r["text"] for r in recs)
    errs += [f"dup id {i}" for i, c in ids.items() if c > 1]
    errs += [f"dup text {t[:70]!r}" for t, c in texts.items() if c > 1]
    for r in recs:
        w = r["id"]
        if not 3 <= len(r["text"]) <= 2000:
            errs.append(f"{w}: length")
        if r["class"] == "split" and "\n".join(r["parts"]) != r["text"]:
            errs.append(f"{w}: parts")
        if r["class"] == "encoded" and not _payload_ok(r):
            errs.append(f"{w}: payload")
        if r["class"] == "invisible" and not _hidden_ok(r):
            errs.append(f"{w}: hidden")
    for label in ("attack", "benign"):
        sub = [r for r in recs if r["label"] == label]
        langs = [lg for lg in MAIN if any(r["lang"] == lg for r in sub)]
        langs += sorted({r["lang"] for r in sub} - set(MAIN))
        classes = sorted({r["class"] for r in sub})
        c = Counter((r["class"], r["lang"]) for r in sub)
        print(f"\n### {label} ({len(sub)})\n")
        print("| class | " + " | ".join(langs) + " | total |")
        print("|---" * (len(langs) + 2) + "|")
        for cls in classes:
            print(
                f"| {cls} | "
                + " | ".join(str(c[(cls, lg)] or "") for lg in langs)
                + f" | {sum(c[(cls, lg)] for lg in langs)} |"
            )
        tot = Counter(r["lang"] for r in sub)
        print("| **total** | " + " | ".join(str(tot[lg]) for lg in langs) + f" | {len(sub)} |")
        for lg in MAIN:
            if tot[lg] < 30:
                errs.append(f"{label}: only {tot[lg]} in {lg}")
            for cls in classes:
                if cls not in ("rtl", "script_joiners") and c[(cls, lg)] < 2:
                    errs.append(f"{label}: {cls}/{lg} has {c[(cls, lg)]}")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
