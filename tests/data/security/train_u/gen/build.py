"""Write attacks_train_u.jsonl and benign_train_u.jsonl from the hand-written lang_<xx>.py files.

Mechanical only: ids, split, JSON serialisation, escaping of invisible characters."""
from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))
import hide

LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
SPLIT = "train_u"


def records():
    atk, ben = [], []
    for lang in LANGS:
        mod = importlib.import_module(f"lang_{lang}")
        for n, text in enumerate(mod.ATTACKS, 1):
            atk.append({"id": f"tu-atk-{lang}-{n:04d}", "label": "attack", "class": "deception",
                        "lang": lang, "split": SPLIT, "text": text})
        for n, item in enumerate(mod.BENIGN, 1):
            cls, text = item[0], item[1]
            rec = {"id": f"tu-ben-{lang}-{n:04d}", "label": "benign", "class": cls,
                   "lang": lang, "split": SPLIT, "text": text}
            if len(item) > 2 and item[2]:
                rec["quotes_attack"] = True
            ben.append(rec)
    return atk, ben


def write(path: Path, recs) -> None:
    with open(path, "w", encoding="utf-8") as fh:
        fh.writelines(hide.escape_invisible(json.dumps(r, ensure_ascii=False)) + "\n" for r in recs)


def main() -> None:
    atk, ben = records()
    write(OUT / "attacks_train_u.jsonl", atk)
    write(OUT / "benign_train_u.jsonl", ben)
    print(f"attacks {len(atk)}, benign {len(ben)}")


if __name__ == "__main__":
    main()
