"""Write attacks_train_t.jsonl and benign_train_t.jsonl from the hand-written lang_<xx>.py modules."""
import importlib
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from hide import dumps

LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
SPLIT = "train_t"


def records():
    atk, ben = [], []
    for lg in LANGS:
        m = importlib.import_module(f"lang_{lg}")
        n = 0
        for cls, items in (("split", m.SPLIT), ("deception", m.DECEPTION), ("override", m.OVERRIDE)):
            for it in items:
                n += 1
                r = {"id": f"tt-atk-{lg}-{n:04d}", "label": "attack", "class": cls, "lang": lg,
                     "split": SPLIT}
                if cls == "split":
                    a, b = it
                    r["text"] = a + "\n" + b
                    r["parts"] = [a, b]
                else:
                    r["text"] = it
                atk.append(r)
        n = 0
        for it in m.BENIGN:
            n += 1  # noqa: SIM113
            cls, text = it[0], it[1]
            r = {"id": f"tt-ben-{lg}-{n:04d}", "label": "benign", "class": cls, "lang": lg,
                 "split": SPLIT, "text": text}
            if len(it) > 2 and it[2]:
                r["quotes_attack"] = True
            ben.append(r)
    return atk, ben


def main():
    atk, ben = records()
    out = HERE.parent
    for name, recs in (("attacks_train_t.jsonl", atk), ("benign_train_t.jsonl", ben)):
        with open(out / name, "w", encoding="utf-8") as fh:
            fh.writelines(dumps(r) + "\n" for r in recs)
    print(f"{len(atk)} attacks, {len(ben)} benign")


if __name__ == "__main__":
    main()
