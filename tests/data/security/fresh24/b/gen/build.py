"""Write ../attacks.jsonl and ../benign.jsonl from the hand-written lang_<xx>.py files."""
import importlib
import json
import sys
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
SPLIT, PREFIX = "fresh24", "f24b"
LANGS = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de", "rtl"]


def needs_escape(c):
    o = ord(c)
    if c in "\n\t":
        return False
    if 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF:
        return True
    cat = unicodedata.category(c)
    if cat in ("Cf", "Cc", "Co", "Zl", "Zp"):
        return True
    return bool(cat == "Zs" and c != " ")


def esc(c):
    o = ord(c)
    if o > 0xFFFF:
        o -= 0x10000
        return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"
    return f"\\u{o:04x}"


def dumps(rec):
    s = json.dumps(rec, ensure_ascii=False)
    return "".join(esc(c) if needs_escape(c) else c for c in s)


def main():
    out = {"attack": [], "benign": []}
    for mod in LANGS:
        m = importlib.import_module(f"lang_{mod}")
        counters = {}
        for label, items in (("attack", getattr(m, "ATTACKS", [])), ("benign", getattr(m, "BENIGN", []))):
            for it in items:
                lang = it.pop("lang", None) or m.LANG
                key = (label, lang)
                counters[key] = counters.get(key, 0) + 1
                tag = "atk" if label == "attack" else "ben"
                rec = {"id": f"{PREFIX}-{tag}-{lang}-{counters[key]:04d}", "label": label,
                       "class": it.pop("class"), "lang": lang, "split": SPLIT, "text": it.pop("text")}
                it.pop("label")
                rec.update(it)
                out[label].append(rec)
    for label, fname in (("attack", "attacks.jsonl"), ("benign", "benign.jsonl")):
        with open(HERE.parent / fname, "w", encoding="utf-8") as fh:
            fh.writelines(dumps(r) + "\n" for r in out[label])
    print(f"attacks={len(out['attack'])} benign={len(out['benign'])}")


if __name__ == "__main__":
    main()
