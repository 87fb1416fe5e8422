"""Assemble train_j records from the hand-written lang_<xx>.py modules and write the JSONL."""

import importlib
import sys
from pathlib import Path

GEN = Path(__file__).resolve().parent
sys.path.insert(0, str(GEN))
import hide
from common import lines

OUT = GEN.parent
SPLIT = "train_j"
LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")


def records() -> tuple[list[dict], list[dict]]:
    atk, ben = [], []
    for lang in LANGS:
        mod = importlib.import_module(f"lang_{lang}")
        a, b = [], []
        for cls, block in mod.BENIGN.items():
            for t in lines(block):
                rec = {"label": "benign", "class": cls, "lang": lang}
                if t.startswith("[Q] "):
                    t = t[4:]
                    rec["quotes_attack"] = True
                if cls == "word_processor":
                    t = hide.word_processor(t, lang)
                rec["text"] = t
                b.append(rec)
        for cls, block in mod.ATTACKS.items():
            for t in lines(block):
                rec = {"label": "attack", "class": cls, "lang": lang}
                if cls == "split":
                    p1, p2 = [p.strip() for p in t.split(" || ")]
                    rec["parts"] = [p1, p2]
                    t = p1 + "\n" + p2
                rec["text"] = t
                a.append(rec)
        for cls, block in list(getattr(mod, "BURIED", {}).items()) + list(getattr(mod, "EXTRA", {}).items()):
            for t in lines(block):
                rec = {"label": "attack", "class": cls, "lang": lang, "text": t}
                if cls == "split":
                    p1, p2 = [p.strip() for p in t.split(" || ")]
                    rec["parts"] = [p1, p2]
                    rec["text"] = p1 + "\n" + p2
                a.append(rec)
        for cls, form, t in getattr(mod, "FORMS", []):
            a.append({"label": "attack", "class": cls, "lang": lang, "text": hide.FORMS[form](t), "form": form})
        for wrapper, plain, enc in getattr(mod, "ENCODED", []):
            p = hide.encode(plain, enc)
            a.append({"label": "attack", "class": "encoded", "lang": lang, "text": wrapper.replace("{P}", p),
                      "encoding": enc, "payload": p, "decoded": plain})
        for cls, block in getattr(mod, "EXTRA_BENIGN", {}).items():
            for t in lines(block):
                rec = {"label": "benign", "class": cls, "lang": lang}
                if t.startswith("[Q] "):
                    t = t[4:]
                    rec["quotes_attack"] = True
                rec["text"] = t
                b.append(rec)
        for kind, lst in (("atk", a), ("ben", b)):
            for n, rec in enumerate(lst, 1):
                rec["id"] = f"tj-{kind}-{lang}-{n:04d}"
                rec["split"] = SPLIT
        atk += a
        ben += b
    return atk, ben


def order(rec: dict) -> dict:
    keys = ["id", "label", "class", "lang", "split", "text"]
    out = {k: rec[k] for k in keys}
    out.update({k: v for k, v in rec.items() if k not in keys})
    return out


def main() -> None:
    atk, ben = records()
    for name, recs in (("attacks_train_j.jsonl", atk), ("benign_train_j.jsonl", ben)):
        with open(OUT / name, "w", encoding="utf-8") as fh:
            fh.writelines(hide.dumps(order(r)) + "\n" for r in recs)
    print(f"wrote {len(atk)} attacks, {len(ben)} benign")


if __name__ == "__main__":
    main()
