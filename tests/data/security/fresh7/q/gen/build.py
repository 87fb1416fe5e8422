"""Assemble gen/lang_*.py into ../attacks.jsonl and ../benign.jsonl (split fresh7)."""
import importlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import hide

LANGS = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de", "other"]
SPLIT = "fresh7"


def records():
    atk, ben = [], []
    for lg in LANGS:
        m = importlib.import_module(f"lang_{lg}")
        n = 0
        for cls, items in getattr(m, "A", {}).items():
            for it in items:
                lang = m.LANG
                if isinstance(it, dict):
                    lang = it.get("lang", lang)
                n += 1
                r = {"id": f"f7q-atk-{lang}-{n:04d}", "label": "attack", "class": cls, "lang": lang, "split": SPLIT}
                if cls == "split":
                    r["text"] = "\n".join(it)
                    r["parts"] = list(it)
                elif cls == "encoded":
                    enc, wrapper, plain = it
                    p = hide.encode(enc, plain)
                    r.update(text=wrapper.replace("{P}", p), encoding=enc, payload=p, decoded=plain)
                elif cls == "invisible":
                    tech, visible, hidden = it
                    text, hidden = hide.make_invisible(tech, visible, hidden, n)
                    r.update(text=text, technique=tech, hidden=hidden)
                else:
                    r["text"] = it
                atk.append(r)
        n = 0
        for cls, items in getattr(m, "B", {}).items():
            for it in items:
                lang = m.LANG
                q = False
                if isinstance(it, tuple):
                    if len(it) == 3:
                        it, q, lang = it
                    else:
                        it, q = it
                n += 1
                r = {"id": f"f7q-ben-{lang}-{n:04d}", "label": "benign", "class": cls, "lang": lang, "split": SPLIT, "text": it}
                if q:
                    r["quotes_attack"] = True
                ben.append(r)
    return atk, ben


def write(path, recs):
    with open(path, "w", encoding="utf-8") as fh:
        fh.writelines(hide.escape_invisible(json.dumps(r, ensure_ascii=False)) + "\n" for r in recs)


if __name__ == "__main__":
    atk, ben = records()
    write(HERE.parent / "attacks.jsonl", atk)
    write(HERE.parent / "benign.jsonl", ben)
    print(f"attacks={len(atk)} benign={len(ben)}")
