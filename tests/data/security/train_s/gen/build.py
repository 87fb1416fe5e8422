"""Write ../attacks_train_s.jsonl and ../benign_train_s.jsonl from the hand-written lang_<xx>.py.

Mechanical only: ids, split value, JSON, and \\uXXXX escapes for invisible / format /
variation-selector characters.
"""
import importlib
import json
import sys
import unicodedata
from pathlib import Path

GEN = Path(__file__).resolve().parent
OUT = GEN.parent
sys.path.insert(0, str(GEN))
LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
SPLIT = "train_s"


def _norm(item, label):
    if isinstance(item, dict):
        rec = dict(item)
    else:
        rec = {"class": item[0], "text": item[1]}
        if len(item) > 2 and item[2]:
            rec["quotes_attack"] = True
    rec["label"] = label
    return rec


def _escape_char(c):
    o = ord(c)
    if o > 0xFFFF:
        o -= 0x10000
        return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"
    return f"\\u{o:04x}"


def _needs_escape(c):
    o = ord(c)
    if c in "\n\t":
        return False
    cat = unicodedata.category(c)
    return (cat in ("Cf", "Co", "Cc") or 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF
            or (cat == "Zs" and c != " ") or cat in ("Zl", "Zp"))


def dumps(rec):
    s = json.dumps(rec, ensure_ascii=False)
    return "".join(_escape_char(c) if _needs_escape(c) else c for c in s)


def records():
    out = []
    for lang in LANGS:
        mod = importlib.import_module(f"lang_{lang}")
        for label, items, tag in (("attack", mod.ATTACKS, "atk"), ("benign", mod.BENIGN, "ben")):
            for n, item in enumerate(items, 1):
                r = _norm(item, label)
                rec = {"id": f"ts-{tag}-{lang}-{n:04d}", "label": label, "class": r.pop("class"),
                       "lang": lang, "split": SPLIT, "text": r.pop("text")}
                r.pop("label")
                rec.update(r)
                out.append(rec)
    return out


def main():
    recs = records()
    for label, name in (("attack", "attacks_train_s.jsonl"), ("benign", "benign_train_s.jsonl")):
        with open(OUT / name, "w", encoding="utf-8") as fh:
            for r in recs:
                if r["label"] == label:
                    fh.write(dumps(r) + "\n")
    print(f"wrote {len(recs)} records")


if __name__ == "__main__":
    main()
