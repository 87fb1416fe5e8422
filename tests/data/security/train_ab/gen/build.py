"""Write attacks_train_ab.jsonl and benign_train_ab.jsonl from the hand-written lang_<xx>.py
modules. Mechanical only: placeholders -> characters (hide.fill), ids, JSON escaping."""
import importlib
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))
from hide import dumps, fill

LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
SPLIT = "train_ab"


def records():
    atk, ben = [], []
    for lg in LANGS:
        mod = importlib.import_module(f"lang_{lg}")
        for n, (cls, text) in enumerate(mod.ATTACKS, 1):
            atk.append({"id": f"tab-atk-{lg}-{n:04d}", "label": "attack", "class": cls,
                        "lang": lg, "split": SPLIT, "text": fill(text)})
        for n, item in enumerate(mod.BENIGN, 1):
            cls, text = item[0], item[1]
            rec = {"id": f"tab-ben-{lg}-{n:04d}", "label": "benign", "class": cls,
                   "lang": lg, "split": SPLIT, "text": fill(text)}
            if len(item) > 2 and item[2]:
                rec["quotes_attack"] = True
            ben.append(rec)
    return atk, ben


def main():
    atk, ben = records()
    for name, recs in (("attacks_train_ab.jsonl", atk), ("benign_train_ab.jsonl", ben)):
        with open(OUT / name, "w", encoding="utf-8") as fh:
            fh.writelines(dumps(r) + "\n" for r in recs)
        print(f"{name}: {len(recs)}")


if __name__ == "__main__":
    main()
