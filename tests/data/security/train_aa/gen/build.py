"""Assemble train_aa JSONL from the hand-written gen/lang_<xx>.py modules."""

from __future__ import annotations

import importlib
import sys

sys.dont_write_bytecode = True
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import hide

LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
SPLIT = "train_aa"
OUT = HERE.parent


def records():
    atk, ben = [], []
    for lg in LANGS:
        m = importlib.import_module(f"lang_{lg}")
        a, b = [], []
        for p1, p2 in m.SPLIT_ATTACKS:
            a.append({"class": "split", "text": p1 + "\n" + p2, "parts": [p1, p2]})
        for t in m.EXFIL:
            a.append({"class": "exfil_command", "text": t})
        for tpl, plain, enc in m.ENCODED:
            payload = hide.encode(plain, enc)
            a.append({"class": "encoded", "text": tpl.replace("{P}", payload),
                      "encoding": enc, "payload": payload, "decoded": plain})
        for before, after, hidden in m.INVISIBLE:
            text = before + hide.selectors(hidden) + after
            a.append({"class": "invisible", "text": text, "technique": "variation_selectors",
                      "hidden": hidden})
        for cls, p1, p2 in m.BENIGN_PAIRS:
            b.append({"class": cls, "text": p1 + "\n" + p2, "parts": [p1, p2]})
        for item in m.BENIGN:
            cls, t = item[0], item[1]
            extra = item[2] if len(item) > 2 else {}
            b.append({"class": cls, "text": t, **extra})
        for n, r in enumerate(a, 1):
            atk.append({"id": f"taa-atk-{lg}-{n:04d}", "label": "attack", "class": r.pop("class"),
                        "lang": lg, "split": SPLIT, "text": r.pop("text"), **r})
        for n, r in enumerate(b, 1):
            ben.append({"id": f"taa-ben-{lg}-{n:04d}", "label": "benign", "class": r.pop("class"),
                        "lang": lg, "split": SPLIT, "text": r.pop("text"), **r})
    return atk, ben


def main():
    atk, ben = records()
    for name, recs in (("attacks_train_aa.jsonl", atk), ("benign_train_aa.jsonl", ben)):
        with open(OUT / name, "w", encoding="utf-8") as fh:
            fh.writelines(hide.dumps(r) + "\n" for r in recs)
    print(f"wrote {len(atk)} attacks, {len(ben)} benign")


if __name__ == "__main__":
    main()
