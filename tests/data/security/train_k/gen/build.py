"""Write attacks_train_k.jsonl and benign_train_k.jsonl from the hand-written lang_<xx>.py."""
import importlib
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import hide

LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
SPLIT = "train_k"


def records():
    atk, ben = [], []
    for lg in LANGS:
        mod = importlib.import_module(f"lang_{lg}")
        for n, item in enumerate(mod.A, 1):
            cls = item[0]
            r = {"id": f"tk-atk-{lg}-{n:04d}", "label": "attack", "class": cls, "lang": lg, "split": SPLIT}
            if cls == "split":
                parts = list(item[1])
                r["text"] = "\n".join(parts)
                r["parts"] = parts
            elif cls == "encoded":
                _, wrapper, enc, plain = item
                payload = hide.encode(plain, enc)
                r["text"] = wrapper.replace("{P}", payload)
                r.update(encoding=enc, payload=payload, decoded=plain)
            else:
                r["text"] = item[1]
            atk.append(r)
        for n, item in enumerate(mod.B, 1):
            r = {"id": f"tk-ben-{lg}-{n:04d}", "label": "benign", "class": item[0], "lang": lg,
                 "split": SPLIT, "text": hide.expand(item[1])}
            if len(item) > 2:
                r.update(item[2])
            ben.append(r)
    return atk, ben


def main():
    atk, ben = records()
    out = HERE.parent
    for name, recs in (("attacks_train_k.jsonl", atk), ("benign_train_k.jsonl", ben)):
        with open(out / name, "w", encoding="utf-8") as fh:
            fh.writelines(hide.dumps(r) + "\n" for r in recs)
    print(f"wrote {len(atk)} attacks, {len(ben)} benign")


if __name__ == "__main__":
    main()
