"""Write attacks_train_r.jsonl and benign_train_r.jsonl from the hand-written lang_<xx>.py modules.

Ids are assigned in list order per (label, lang): tr-atk-<lang>-NNNN / tr-ben-<lang>-NNNN.
New records must be appended to the lists so existing ids stay stable.
"""

import importlib
import json
import sys
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
SPLIT = "train_r"
LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
sys.path.insert(0, str(HERE))
import hide


def _escape_invisible(line: str) -> str:
    out = []
    for ch in line:
        o = ord(ch)
        invisible = (unicodedata.category(ch) == "Cf" or 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF
                     or (unicodedata.category(ch) == "Zs" and ch != " "))
        if not invisible:
            out.append(ch)
        elif o > 0xFFFF:
            v = o - 0x10000
            out.append(f"\\u{0xD800 + (v >> 10):04x}\\u{0xDC00 + (v & 0x3FF):04x}")
        else:
            out.append(f"\\u{o:04x}")
    return "".join(out)


def records():
    atk, ben = [], []
    for lang in LANGS:
        mod = importlib.import_module(f"lang_{lang}")
        n = 0
        for cls, body in mod.ATTACKS:
            n += 1
            r = {"id": f"tr-atk-{lang}-{n:04d}", "label": "attack", "class": cls, "lang": lang, "split": SPLIT}
            if cls == "split":
                r["text"] = "\n".join(body)
                r["parts"] = list(body)
            else:
                r["text"] = body
            atk.append(r)
        for cls, tech, template, plain in getattr(mod, "SPECIAL", []):
            n += 1
            r = {"id": f"tr-atk-{lang}-{n:04d}", "label": "attack", "class": cls, "lang": lang, "split": SPLIT}
            r.update(hide.special(tech, cls, template, plain))
            atk.append(r)
        for i, (cls, text, quotes) in enumerate(mod.BENIGN, 1):
            r = {"id": f"tr-ben-{lang}-{i:04d}", "label": "benign", "class": cls, "lang": lang, "split": SPLIT,
                 "text": text}
            if quotes:
                r["quotes_attack"] = True
            ben.append(r)
    return atk, ben


def write(path: Path, recs):
    with open(path, "w", encoding="utf-8") as fh:
        fh.writelines(_escape_invisible(json.dumps(r, ensure_ascii=False)) + "\n" for r in recs)


def main():
    atk, ben = records()
    write(OUT / "attacks_train_r.jsonl", atk)
    write(OUT / "benign_train_r.jsonl", ben)
    print(f"wrote {len(atk)} attacks, {len(ben)} benign")


if __name__ == "__main__":
    main()
