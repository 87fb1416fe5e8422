"""Write ../attacks.jsonl and ../benign.jsonl from the hand-written lang_<xx>.py modules.

Only mechanical work here: ids, encoding / hiding (hide.py), JSON with invisible characters
escaped as \\uXXXX.
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
from hide import encode, hide

LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
SPLIT = "fresh12"


def _escape_char(c: str) -> str:
    o = ord(c)
    if o > 0xFFFF:
        o -= 0x10000
        return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"
    return f"\\u{o:04x}"


def needs_escape(c: str) -> bool:
    o = ord(c)
    if 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF:
        return True
    cat = unicodedata.category(c)
    return cat in ("Cf", "Cc", "Co") or (cat == "Zs" and c != " ")


def dumps(rec: dict) -> str:
    s = json.dumps(rec, ensure_ascii=False)
    return "".join(_escape_char(c) if needs_escape(c) else c for c in s)


def attack_record(lang: str, n: int, cls: str, body) -> dict:
    rec = {"id": f"f12a-atk-{lang}-{n:04d}", "label": "attack", "class": cls, "lang": lang, "split": SPLIT}
    if cls == "split":
        rec["text"] = "\n".join(body)
        rec["parts"] = list(body)
    elif cls == "encoded":
        payload = encode(body["enc"], body["plain"])
        rec["text"] = body["wrap"].replace("{P}", payload)
        rec.update(encoding=body["enc"], payload=payload, decoded=body["plain"])
    elif cls == "invisible":
        rec["text"] = body["wrap"].replace("{H}", hide(body["tech"], body["hidden"]))
        rec.update(technique=body["tech"], hidden=body["hidden"])
    else:
        rec["text"] = body
    return rec


def benign_record(lang: str, n: int, cls: str, text: str, extra: dict | None) -> dict:
    rec = {"id": f"f12a-ben-{lang}-{n:04d}", "label": "benign", "class": cls, "lang": lang, "split": SPLIT, "text": text}
    if extra and extra.get("quotes_attack"):
        rec["quotes_attack"] = True
    return rec


def build() -> tuple[list[dict], list[dict]]:
    attacks, benign = [], []
    counters: dict[str, int] = {}
    for lang in LANGS:
        mod = importlib.import_module(f"lang_{lang}")
        for i, (cls, body) in enumerate(mod.ATTACKS, 1):
            attacks.append(attack_record(lang, i, cls, body))
        for entry in mod.BENIGN:
            cls, text = entry[0], entry[1]
            extra = entry[2] if len(entry) > 2 else None
            counters[lang] = counters.get(lang, 0) + 1
            benign.append(benign_record(lang, counters[lang], cls, text, extra))
    other = importlib.import_module("lang_other")
    for cls, lang, text in other.BENIGN:
        counters[lang] = counters.get(lang, 0) + 1
        benign.append(benign_record(lang, counters[lang], cls, text, None))
    return attacks, benign


def main() -> None:
    attacks, benign = build()
    for name, recs in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(OUT / name, "w", encoding="utf-8") as fh:
            fh.writelines(dumps(r) + "\n" for r in recs)
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
