"""Write attacks_train_z.jsonl and benign_train_z.jsonl from the hand-written lang_xx modules.

Ids are assigned in module order: tz-atk-<lang>-NNNN (split pairs first, then role hijack) and
tz-ben-<lang>-NNNN. Mechanical only: no text is produced here.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from hide import dumps

LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de", "ar", "fa", "he", "hi", "th")
SPLIT = "train_z"


def records() -> tuple[list[dict], list[dict]]:
    attacks, benign = [], []
    for lang in LANGS:
        mod = importlib.import_module(f"lang_{lang}")
        n = 0
        for p1, p2 in mod.SPLIT:
            n += 1
            attacks.append({"id": f"tz-atk-{lang}-{n:04d}", "label": "attack", "class": "split",
                            "lang": lang, "split": SPLIT, "text": p1 + "\n" + p2, "parts": [p1, p2]})
        for text in mod.ROLE_HIJACK:
            n += 1
            attacks.append({"id": f"tz-atk-{lang}-{n:04d}", "label": "attack", "class": "role_hijack",
                            "lang": lang, "split": SPLIT, "text": text})
        for m, (cls, body, quotes) in enumerate(mod.BENIGN, 1):
            rec = {"id": f"tz-ben-{lang}-{m:04d}", "label": "benign", "class": cls, "lang": lang,
                   "split": SPLIT}
            if isinstance(body, tuple):
                rec["text"] = body[0] + "\n" + body[1]
                rec["parts"] = list(body)
            else:
                rec["text"] = body
            if quotes:
                rec["quotes_attack"] = True
            benign.append(rec)
    return attacks, benign


def main() -> None:
    attacks, benign = records()
    out = HERE.parent
    for name, recs in (("attacks_train_z.jsonl", attacks), ("benign_train_z.jsonl", benign)):
        with open(out / name, "w", encoding="utf-8") as fh:
            fh.writelines(dumps(r) + "\n" for r in recs)
        print(f"{name}: {len(recs)}")


if __name__ == "__main__":
    main()
