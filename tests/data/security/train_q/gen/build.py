"""Write attacks_train_q.jsonl and benign_train_q.jsonl from the hand-written lang_*.py lists.

Each lang module defines:
  BENIGN        list of (class, text) or (class, text, extra_dict)
  BENIGN_PAIRS  list of (class, part1, part2)          -> benign records with "parts"
  ATTACKS       list of (class, text) or (class, text, extra_dict)
  ATTACK_PAIRS  list of (part1, part2)                  -> class "split"
"""
import importlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from hide import escape_invisible

LANGS = ("en", "zh", "ja", "ko")
SPLIT = "train_q"


def records():
    atk, ben = [], []
    for lg in LANGS:
        m = importlib.import_module(f"lang_{lg}")
        n = 0
        for item in m.BENIGN:
            cls, text, extra = (item + ({},))[:3] if len(item) == 2 else item
            n += 1
            ben.append({"id": f"tq-ben-{lg}-{n:04d}", "label": "benign", "class": cls, "lang": lg,
                        "split": SPLIT, "text": text, **extra})
        for cls, a, b in m.BENIGN_PAIRS:
            n += 1
            ben.append({"id": f"tq-ben-{lg}-{n:04d}", "label": "benign", "class": cls, "lang": lg,
                        "split": SPLIT, "text": a + "\n" + b, "parts": [a, b]})
        n = 0
        for item in m.ATTACKS:
            cls, text, extra = (item + ({},))[:3] if len(item) == 2 else item
            n += 1
            atk.append({"id": f"tq-atk-{lg}-{n:04d}", "label": "attack", "class": cls, "lang": lg,
                        "split": SPLIT, "text": text, **extra})
        for a, b in m.ATTACK_PAIRS:
            n += 1
            atk.append({"id": f"tq-atk-{lg}-{n:04d}", "label": "attack", "class": "split", "lang": lg,
                        "split": SPLIT, "text": a + "\n" + b, "parts": [a, b]})
    return atk, ben


def write(path, recs):
    with open(path, "w", encoding="utf-8") as fh:
        fh.writelines(escape_invisible(json.dumps(r, ensure_ascii=False)) + "\n" for r in recs)


if __name__ == "__main__":
    a, b = records()
    write(HERE.parent / "attacks_train_q.jsonl", a)
    write(HERE.parent / "benign_train_q.jsonl", b)
    print(f"attacks {len(a)}  benign {len(b)}")
