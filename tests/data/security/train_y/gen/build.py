"""Write attacks_train_y.jsonl and benign_train_y.jsonl from the hand-written lang_*.py."""
from __future__ import annotations

import importlib
import json
import sys
import unicodedata
from pathlib import Path

GEN = Path(__file__).resolve().parent
OUT = GEN.parent
sys.path.insert(0, str(GEN))
import hide

LANGS = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de", "ar", "he", "fa", "hi", "th"]
SPLIT = "train_y"


def _needs_escape(c: str) -> bool:
    o = ord(c)
    if 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF:
        return True
    cat = unicodedata.category(c)
    return cat == "Cf" or (cat == "Zs" and c != " ")


def _esc(c: str) -> str:
    o = ord(c)
    if o <= 0xFFFF:
        return f"\\u{o:04x}"
    o -= 0x10000
    return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"


def dumps(rec: dict) -> str:
    s = json.dumps(rec, ensure_ascii=False)
    return "".join(_esc(c) if _needs_escape(c) else c for c in s)


def records() -> tuple[list[dict], list[dict]]:
    atk, ben = [], []
    for lang in LANGS:
        m = importlib.import_module(f"lang_{lang}")
        a_items = []
        for cls, text in m.ATTACKS:
            a_items.append({"class": cls, "text": text})
        for enc, wrapper, plain in getattr(m, "ENCODED", []):
            payload = hide.encode(enc, plain)
            a_items.append({"class": "encoded", "text": wrapper.format(payload=payload),
                            "encoding": enc, "payload": payload, "decoded": plain})
        for tech, wrapper, hidden in getattr(m, "INVISIBLE", []):
            a_items.append({"class": "invisible", "text": wrapper.format(hidden=hide.HIDERS[tech](hidden)),
                            "technique": tech, "hidden": hidden})
        for n, it in enumerate(a_items, 1):
            rec = {"id": f"ty-atk-{lang}-{n:04d}", "label": "attack", "class": it.pop("class"),
                   "lang": lang, "split": SPLIT, "text": it.pop("text")}
            rec.update(it)
            atk.append(rec)
        for n, item in enumerate(m.BENIGN, 1):
            cls, text = item[0], item[1]
            rec = {"id": f"ty-ben-{lang}-{n:04d}", "label": "benign", "class": cls, "lang": lang,
                   "split": SPLIT, "text": text}
            if len(item) > 2:
                rec.update(item[2])
            ben.append(rec)
    return atk, ben


def main() -> None:
    atk, ben = records()
    for name, recs in (("attacks_train_y.jsonl", atk), ("benign_train_y.jsonl", ben)):
        with open(OUT / name, "w", encoding="utf-8") as fh:
            fh.writelines(dumps(r) + "\n" for r in recs)
    print(f"{len(atk)} attacks, {len(ben)} benign")


if __name__ == "__main__":
    main()
