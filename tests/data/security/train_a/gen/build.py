"""Write attacks_train_a.jsonl and benign_train_a.jsonl from the hand-written modules.

Usage: ``python tests/data/security/train_a/gen/build.py`` (also validates; exit 1 on a problem).
Each language module defines ``ATTACKS`` and ``BENIGN``: lists of ``(class, text)`` tuples or
dicts from ``mech`` (which carry their class and extra keys).
"""

from __future__ import annotations

import importlib
import json
import sys
import unicodedata
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))

from validate import validate

MODULES = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de", "extra", "en_b", "zh_b", "ja_b", "ko_b", "ru_b", "es_b", "fr_b", "de_b", "buried")
SPLIT = "train_a"


def _escape(ch: str) -> str:
    o = ord(ch)
    if o <= 0xFFFF:
        return f"\\u{o:04x}"
    o -= 0x10000
    return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"


def _invisible(ch: str) -> bool:
    o = ord(ch)
    cat = unicodedata.category(ch)
    return (cat in ("Cf", "Zl", "Zp") or (cat == "Zs" and ch != " ")
            or 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF or 0x20E3 == o)


def dumps(rec: dict) -> str:
    """JSON with literal UTF-8 except invisible / format characters, written as escapes."""
    raw = json.dumps(rec, ensure_ascii=False)
    return "".join(_escape(c) if _invisible(c) else c for c in raw)


def records() -> tuple[list[dict], list[dict]]:
    out: dict[str, list[dict]] = {"attack": [], "benign": []}
    counters: Counter = Counter()
    for name in MODULES:
        mod = importlib.import_module(name)
        for label, items in (("attack", mod.ATTACKS), ("benign", mod.BENIGN)):
            for item in items:
                rec = dict(item) if isinstance(item, dict) else {"class": item[0], "text": item[1]}
                lang = rec.pop("lang", getattr(mod, "LANG", name))
                counters[(label, lang)] += 1
                prefix = "tatk" if label == "attack" else "tben"
                full = {"id": f"{prefix}-{lang}-{counters[(label, lang)]:04d}", "label": label,
                        "class": rec.pop("class"), "lang": lang, "split": SPLIT,
                        "text": rec.pop("text")}
                full.update(rec)
                out[label].append(full)
    return out["attack"], out["benign"]


def main() -> int:
    attacks, benign = records()
    errs = validate(attacks + benign)
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    if errs:
        return 1
    for fname, recs in (("attacks_train_a.jsonl", attacks), ("benign_train_a.jsonl", benign)):
        with open(OUT / fname, "w", encoding="utf-8") as fh:
            fh.writelines(dumps(r) + "\n" for r in recs)
    print(f"{len(attacks)} attacks, {len(benign)} benign")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
