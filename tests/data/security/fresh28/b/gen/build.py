"""Build fresh28/b attacks.jsonl and benign.jsonl from the hand-written gen/lang_*.py files.

Deterministic: numbering per language and label in file order, pairs joined by a newline,
invisible / format / variation-selector characters written as \\uXXXX escapes.
"""

from __future__ import annotations

import importlib
import json
import sys
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))

import hide

SPLIT = "fresh28"
LETTER = "b"
MAIN_LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")


def needs_escape(c: str) -> bool:
    o = ord(c)
    if 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF or o in (0x034F, 0x115F, 0x1160, 0x3164):
        return True
    cat = unicodedata.category(c)
    return cat in ("Cf", "Cc", "Co", "Cs", "Zl", "Zp") or (cat == "Zs" and c != " ")


def escape(c: str) -> str:
    o = ord(c)
    if o > 0xFFFF:
        o -= 0x10000
        return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"
    return f"\\u{o:04x}"


def dumps(rec: dict) -> str:
    raw = json.dumps(rec, ensure_ascii=False)
    return "".join(escape(c) if needs_escape(c) else c for c in raw)


def attack_record(lang: str, item: tuple) -> dict:
    cls = item[0]
    rec: dict = {"label": "attack", "class": cls, "lang": lang, "split": SPLIT}
    if cls == "split":
        parts = list(item[1])
        rec["text"] = "\n".join(parts)
        rec["parts"] = parts
    elif cls == "encoded":
        _, encoding, plain, wrap = item
        payload = hide.encode(encoding, plain)
        rec["text"] = wrap.replace("{payload}", payload)
        rec.update(encoding=encoding, payload=payload, decoded=plain)
    elif cls == "invisible":
        _, technique, hidden, wrap, extra = item
        if technique == "tag_chars":
            text = wrap.replace("{x}", hide.tag_chars(hidden))
        elif technique == "variation_selectors":
            text = wrap.replace("{x}", hide.selectors(extra, hidden))
        elif technique == "zero_width_split":
            text = hide.zero_width(wrap, extra)
        elif technique == "deprecated_format":
            text = hide.deprecated_format(wrap, extra)
        elif technique == "bidi_override":
            text = wrap.replace("{x}", hide.bidi(hidden))
        else:
            raise ValueError(technique)
        rec["text"] = text
        rec.update(technique=technique, hidden=hidden)
    else:
        rec["text"] = item[1]
    return rec


def benign_record(lang: str, item: tuple) -> dict:
    cls, body = item[0], item[1]
    extra = item[2] if len(item) > 2 else {}
    rec: dict = {"label": "benign", "class": cls, "lang": lang, "split": SPLIT}
    if isinstance(body, list):
        rec["text"] = "\n".join(body)
        rec["parts"] = list(body)
    else:
        rec["text"] = body
    rec.update(extra)
    return rec


def with_id(rec: dict, kind: str, n: int) -> dict:
    return {"id": f"f28{LETTER}-{kind}-{rec['lang']}-{n:04d}", **rec}


def build() -> tuple[list[dict], list[dict]]:
    attacks: list[dict] = []
    benign: list[dict] = []
    for lang in MAIN_LANGS:
        mod = importlib.import_module(f"lang_{lang}")
        for n, item in enumerate(mod.ATTACKS, 1):
            attacks.append(with_id(attack_record(lang, item), "atk", n))
        for n, item in enumerate(mod.BENIGN, 1):
            benign.append(with_id(benign_record(lang, item), "ben", n))
    other = importlib.import_module("lang_other")
    counters: dict[str, int] = {}
    for cls, lang, body in other.BENIGN:
        counters[lang] = counters.get(lang, 0) + 1
        benign.append(with_id(benign_record(lang, (cls, body)), "ben", counters[lang]))
    return attacks, benign


def main() -> int:
    attacks, benign = build()
    for name, recs in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(OUT / name, "w", encoding="utf-8", newline="\n") as fh:
            fh.writelines(dumps(r) + "\n" for r in recs)
    print(f"attacks={len(attacks)} benign={len(benign)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
