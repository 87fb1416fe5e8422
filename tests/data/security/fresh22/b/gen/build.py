"""Write attacks.jsonl and benign.jsonl from the hand-written lang_xx.py files."""
import importlib
import json
import sys
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))
SPLIT, PREFIX = "fresh22", "f22b"
LANGS = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de", "rtl"]


def must_escape(ch):
    o = ord(ch)
    if 0xFE00 <= o <= 0xFE0F or 0xE0000 <= o <= 0xE01EF:
        return True
    cat = unicodedata.category(ch)
    return cat in ("Cf", "Zl", "Zp") or (cat == "Zs" and ch != " ")


def esc(ch):
    o = ord(ch)
    if o > 0xFFFF:
        o -= 0x10000
        return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"
    return f"\\u{o:04x}"


def dumps(rec):
    s = json.dumps(rec, ensure_ascii=False)
    return "".join(esc(c) if must_escape(c) else c for c in s)


def main():
    out = {"attack": [], "benign": []}
    counters = {}
    for mod in LANGS:
        m = importlib.import_module("lang_" + mod)
        for r in m.ATTACKS + m.BENIGN:
            r = dict(r)
            lang = r.pop("lang", m.LANG)
            label = r.pop("label")
            text = r.pop("text")
            rec = {"id": None, "label": label, "class": r.pop("class"), "lang": lang,
                   "split": SPLIT}
            if isinstance(text, list):
                assert len(text) == 2
                rec["parts"] = text
                text = "\n".join(text)
            rec["text"] = text
            rec.update(r)
            key = (label, lang)
            counters[key] = counters.get(key, 0) + 1
            short = "atk" if label == "attack" else "ben"
            rec["id"] = f"{PREFIX}-{short}-{lang}-{counters[key]:04d}"
            out[label].append(rec)
    for label, name in (("attack", "attacks.jsonl"), ("benign", "benign.jsonl")):
        with open(OUT / name, "w", encoding="utf-8") as fh:
            for rec in out[label]:
                fh.write(dumps(rec) + "\n")
        print(name, len(out[label]))


if __name__ == "__main__":
    main()
