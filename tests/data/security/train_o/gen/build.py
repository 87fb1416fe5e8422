"""Write ../attacks_train_o.jsonl and ../benign_train_o.jsonl from the hand-written lang_*.py."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import hide

LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
SPLIT = "train_o"
# Mechanical word-processor artefacts on a few benign records (index in BENIGN per language).
WP = {12: hide.bom, 16: hide.soft_hyphens, 9: hide.nbsp}


def records() -> tuple[list[dict], list[dict]]:
    atk, ben = [], []
    for lang in LANGS:
        mod = importlib.import_module(f"lang_{lang}")
        for n, (cls, text) in enumerate(mod.ATTACKS, 1):
            atk.append({"id": f"to-atk-{lang}-{n:04d}", "label": "attack", "class": cls,
                        "lang": lang, "split": SPLIT, "text": text})
        album_done = False
        for n, (cls, text) in enumerate(mod.BENIGN, 1):
            i = n - 1
            if i in WP:
                text = WP[i](text)
            if not album_done and cls == "project" and "60" in text:
                text = hide.family_emoji(text)
                album_done = True
            rec = {"id": f"to-ben-{lang}-{n:04d}", "label": "benign", "class": cls,
                   "lang": lang, "split": SPLIT, "text": text}
            if any(text.lstrip(hide.BOM).startswith(q) for q in mod.QUOTES):
                rec["quotes_attack"] = True
            ben.append(rec)
    return atk, ben


def main() -> None:
    atk, ben = records()
    out = HERE.parent
    for name, recs in (("attacks_train_o.jsonl", atk), ("benign_train_o.jsonl", ben)):
        with open(out / name, "w", encoding="utf-8") as fh:
            fh.writelines(hide.dumps(r) + "\n" for r in recs)
    print(f"wrote {len(atk)} attacks, {len(ben)} benign")


if __name__ == "__main__":
    main()
