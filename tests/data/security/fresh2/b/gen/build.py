"""Write ../attacks.jsonl and ../benign.jsonl from the hand-written ``lang_*`` modules.

Run: ``python tests/data/security/fresh2/b/gen/build.py`` (then ``validate.py``).
"""

from __future__ import annotations

import importlib
import json
import sys
import unicodedata
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

# Loaded by name: gen/ is a folder of scripts, not a package.
mech = importlib.import_module("mech")

LANGS = ("ru", "es", "fr", "de", "ko", "ja", "zh", "en")
SPLIT = "fresh2"


def _escape_invisible(line: str) -> str:
    """Write format / variation-selector / tag / odd-space characters as \\uXXXX escapes."""
    out = []
    for ch in line:
        o = ord(ch)
        cat = unicodedata.category(ch)
        odd = (
            cat == "Cf"
            or 0xFE00 <= o <= 0xFE0F
            or 0xE0100 <= o <= 0xE01EF
            or 0xE0000 <= o <= 0xE007F
            or (cat == "Zs" and ch != " ")
        )
        if not odd:
            out.append(ch)
        elif o > 0xFFFF:
            v = o - 0x10000
            out.append(f"\\u{0xD800 + (v >> 10):04x}\\u{0xDC00 + (v & 0x3FF):04x}")
        else:
            out.append(f"\\u{o:04x}")
    return "".join(out)


def _attack(lang: str, cls: str, item: Any) -> dict[str, Any]:
    rec: dict[str, Any] = {"label": "attack", "class": cls, "lang": lang, "split": SPLIT}
    if cls == "encoded":
        enc, wrapper, plain = item
        payload = mech.encode(enc, plain)
        rec.update(text=wrapper.replace("{P}", payload), encoding=enc, payload=payload, decoded=plain)
    elif cls == "invisible":
        tech, cover, hidden = item
        text, clear = mech.hide(tech, cover, hidden)
        rec.update(text=text, technique=tech, hidden=clear)
    elif cls == "split":
        a, b = item
        rec.update(text=f"{a}\n{b}", parts=[a, b])
    else:
        rec["text"] = item
    return rec


def records() -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """All attack and benign records, with ids, in a stable order."""
    attacks: list[dict[str, Any]] = []
    benign: list[dict[str, Any]] = []
    counters: dict[tuple[str, str], int] = {}

    def add(out: list[dict[str, Any]], rec: dict[str, Any]) -> None:
        kind = "atk" if rec["label"] == "attack" else "ben"
        n = counters.get((kind, rec["lang"]), 0) + 1
        counters[(kind, rec["lang"])] = n
        out.append({"id": f"f2b-{kind}-{rec['lang']}-{n:04d}", **rec})

    for lang in LANGS:
        try:
            mod = importlib.import_module(f"lang_{lang}")
        except ModuleNotFoundError:
            continue
        for cls, items in mod.ATTACKS.items():
            for item in items:
                add(attacks, _attack(lang, cls, item))
        for cls, items in mod.BENIGN.items():
            for item in items:
                # A (text, extra-keys) tuple marks e.g. quotes_attack on a benign note.
                text, extra = item if isinstance(item, tuple) else (item, {})
                add(benign, {"label": "benign", "class": cls, "lang": lang, "split": SPLIT, "text": text, **extra})
    extra = importlib.import_module("lang_other")
    for cls, lang, text in extra.BENIGN_OTHER:
        add(benign, {"label": "benign", "class": cls, "lang": lang, "split": SPLIT, "text": text})
    return attacks, benign


def main() -> None:
    attacks, benign = records()
    for name, recs in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(HERE.parent / name, "w", encoding="utf-8") as fh:
            fh.writelines(_escape_invisible(json.dumps(r, ensure_ascii=False)) + "\n" for r in recs)
    print(f"{len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
