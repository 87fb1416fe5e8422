"""Build attacks_train_e.jsonl and benign_train_e.jsonl from the hand-written modules.

Run: ``python tests/data/security/train_e/gen/build.py`` (then it validates its own output).
"""

from __future__ import annotations

import importlib
import json
import sys
import unicodedata
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import mech

LANG_MODULES = [
    "l_en",
    "l_zh",
    "l_ja",
    "l_ko",
    "l_ru",
    "l_es",
    "l_fr",
    "l_de",
    "l_other",
    "l_extra",
    "l_hard",
    "l_long",
    "l_more",
    "l_more2",
]
SPLIT = "train_e"


def _escape_char(c: str) -> str:
    o = ord(c)
    if o > 0xFFFF:
        o -= 0x10000
        return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"
    return f"\\u{o:04x}"


def _needs_escape(c: str) -> bool:
    o = ord(c)
    cat = unicodedata.category(c)
    return (
        cat in ("Cf", "Co", "Cn")
        or (cat == "Zs" and c != " ")
        or 0xFE00 <= o <= 0xFE0F
        or 0xE0100 <= o <= 0xE01EF
        or 0xE0000 <= o <= 0xE007F
    )


def dumps(rec: dict) -> str:
    s = json.dumps(rec, ensure_ascii=False)
    return "".join(_escape_char(c) if _needs_escape(c) else c for c in s)


def records() -> tuple[list[dict], list[dict]]:
    attacks: list[dict] = []
    benign: list[dict] = []
    for name in LANG_MODULES:
        try:
            mod = importlib.import_module(name)
        except ModuleNotFoundError:
            print(f"skip missing module {name}", file=sys.stderr)
            continue
        for item in getattr(mod, "ATTACKS", []):
            lang, cls, text = item if len(item) == 3 else (mod.LANG, *item)
            attacks.append({"class": cls, "lang": lang, "text": text})
        for item in getattr(mod, "SPLITS", []):
            lang, a, b = item if len(item) == 3 else (mod.LANG, *item)
            attacks.append({"class": "split", "lang": lang, "text": a + "\n" + b, "parts": [a, b]})
        for item in getattr(mod, "ENCODED", []):
            lang, enc, wrapper, plain = item if len(item) == 4 else (mod.LANG, *item)
            p = mech.encode(enc, plain)
            attacks.append(
                {
                    "class": "encoded",
                    "lang": lang,
                    "text": wrapper.replace("{p}", p),
                    "encoding": enc,
                    "payload": p,
                    "decoded": plain,
                }
            )
        for i, item in enumerate(getattr(mod, "INVISIBLE", [])):
            lang, tech, template, hidden = item if len(item) == 4 else (mod.LANG, *item)
            attacks.append(
                {
                    "class": "invisible",
                    "lang": lang,
                    "text": mech.hide(tech, template, hidden, seed=i),
                    "technique": tech,
                    "hidden": hidden,
                }
            )
        for item in getattr(mod, "BENIGN", []):
            lang, cls, text = item if len(item) == 3 else (mod.LANG, *item)
            rec = {"class": cls, "lang": lang, "text": text}
            if text in getattr(mod, "QUOTES_ATTACK", ()):
                rec["quotes_attack"] = True
            benign.append(rec)
    out = []
    for label, prefix, recs in (("attack", "eatk", attacks), ("benign", "eben", benign)):
        n: Counter = Counter()
        rows = []
        for r in recs:
            n[r["lang"]] += 1
            rows.append(
                {
                    "id": f"{prefix}-{r['lang']}-{n[r['lang']]:04d}",
                    "label": label,
                    "class": r.pop("class"),
                    "lang": r.pop("lang"),
                    "split": SPLIT,
                    "text": r.pop("text"),
                    **r,
                }
            )
        out.append(rows)
    return out[0], out[1]


def main() -> int:
    attacks, benign = records()
    root = HERE.parent
    for name, rows in (("attacks_train_e.jsonl", attacks), ("benign_train_e.jsonl", benign)):
        with open(root / name, "w", encoding="utf-8") as fh:
            fh.writelines(dumps(r) + "\n" for r in rows)
    import validate

    return validate.main()


if __name__ == "__main__":
    raise SystemExit(main())
