"""Write attacks_train_ac.jsonl and benign_train_ac.jsonl from the hand-written gen/lang_*.py.

Each lang module defines:
  SPLIT      list of (first_entry, second_entry)        -> attack, class "split", key "parts"
  HARVEST    list of text                                -> attack, class "secret_harvest"
  BEN_PAIRS  list of (benign_class, first, second)       -> benign, key "parts"
  BENIGN     list of (benign_class, text[, extra_keys])  -> benign
Ids are assigned in file order: tac-atk-<lang>-NNNN / tac-ben-<lang>-NNNN.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))
from hide import dumps

LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
SPLIT = "train_ac"


def records() -> tuple[list[dict], list[dict]]:
    attacks, benign = [], []
    for lg in LANGS:
        m = importlib.import_module(f"lang_{lg}")
        n = 0
        for p1, p2 in m.SPLIT:
            n += 1
            attacks.append({"id": f"tac-atk-{lg}-{n:04d}", "label": "attack", "class": "split",
                            "lang": lg, "split": SPLIT, "text": p1 + "\n" + p2, "parts": [p1, p2]})
        for t in m.HARVEST:
            n += 1
            attacks.append({"id": f"tac-atk-{lg}-{n:04d}", "label": "attack",
                            "class": "secret_harvest", "lang": lg, "split": SPLIT, "text": t})
        n = 0
        for cls, p1, p2 in m.BEN_PAIRS:
            n += 1
            benign.append({"id": f"tac-ben-{lg}-{n:04d}", "label": "benign", "class": cls,
                           "lang": lg, "split": SPLIT, "text": p1 + "\n" + p2, "parts": [p1, p2]})
        for item in m.BENIGN:
            cls, t = item[0], item[1]
            extra = item[2] if len(item) > 2 else {}
            n += 1
            benign.append({"id": f"tac-ben-{lg}-{n:04d}", "label": "benign", "class": cls,
                           "lang": lg, "split": SPLIT, "text": t, **extra})
    return attacks, benign


def main() -> None:
    attacks, benign = records()
    for name, recs in (("attacks_train_ac.jsonl", attacks), ("benign_train_ac.jsonl", benign)):
        with open(OUT / name, "w", encoding="utf-8") as fh:
            fh.writelines(dumps(r) + "\n" for r in recs)
    print(f"attacks {len(attacks)}, benign {len(benign)}")


if __name__ == "__main__":
    main()
