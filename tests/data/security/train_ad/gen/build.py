"""Write attacks.jsonl and benign.jsonl from the hand-written gen/lang_*.py files.

Each lang module has LANG, BENIGN, ATTACKS: lists of (class, body[, extras]) where body is
a text, a list of two parts (pair; text = parts joined by "\\n"), or a (text, extras) tuple
made by hide.py. Records may carry their own lang in extras ("lang": "ar") for RTL notes.
"""
from __future__ import annotations

import importlib
import json
import sys
import unicodedata
from pathlib import Path

GEN = Path(__file__).resolve().parent
OUT = GEN.parent
SPLIT, PREFIX = "train_ad", "tad"
MAIN = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
EXTRA = ("ar", "he", "fa", "ur", "hi", "th", "km")
sys.path.insert(0, str(GEN))


def normalise(entry):
    cls, body, *rest = entry
    extras = dict(rest[0]) if rest else {}
    if isinstance(body, tuple):
        body, more = body
        extras.update(more)
    if isinstance(body, list):
        assert len(body) == 2, body
        extras["parts"] = body
        body = "\n".join(body)
    return cls, body, extras


def escape_char(c: str) -> str:
    o = ord(c)
    cat = unicodedata.category(c)
    invisible = (cat in ("Cf", "Zl", "Zp") or (cat == "Zs" and c != " ")
                 or 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF)
    if not invisible:
        return c
    if o > 0xFFFF:
        v = o - 0x10000
        return f"\\u{0xD800 + (v >> 10):04x}\\u{0xDC00 + (v & 0x3FF):04x}"
    return f"\\u{o:04x}"


def dumps(rec: dict) -> str:
    s = json.dumps(rec, ensure_ascii=False)
    return "".join(escape_char(c) for c in s)


def records():
    out = {"attack": [], "benign": []}
    counters = {}
    for lang in MAIN + EXTRA:
        try:
            mod = importlib.import_module(f"lang_{lang}")
        except ModuleNotFoundError:
            continue
        for label, entries in (("benign", getattr(mod, "BENIGN", [])),
                               ("attack", getattr(mod, "ATTACKS", []))):
            for entry in entries:
                cls, text, extras = normalise(entry)
                lg = extras.pop("lang", mod.LANG)
                key = (label, lg)
                counters[key] = counters.get(key, 0) + 1
                tag = "atk" if label == "attack" else "ben"
                rec = {"id": f"{PREFIX}-{tag}-{lg}-{counters[key]:04d}", "label": label,
                       "class": cls, "lang": lg, "split": SPLIT, "text": text}
                rec.update(extras)
                out[label].append(rec)
    return out


def main():
    out = records()
    for label, name in (("attack", "attacks.jsonl"), ("benign", "benign.jsonl")):
        with open(OUT / name, "w", encoding="utf-8") as fh:
            fh.writelines(dumps(rec) + "\n" for rec in out[label])
        print(f"{name}: {len(out[label])}")


if __name__ == "__main__":
    main()
