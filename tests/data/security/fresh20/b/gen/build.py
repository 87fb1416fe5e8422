"""Write attacks.jsonl / benign.jsonl from the hand-written lang_*.py modules."""
import importlib
import json
import sys
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))
SPLIT, PREFIX = "fresh20", "f20b"
LANGS = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de", "rtl"]


def needs_escape(c):
    o = ord(c)
    if c == " ":
        return False
    if 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF or 0xE0000 <= o <= 0xE007F:
        return True
    return unicodedata.category(c) in ("Cf", "Zs", "Zl", "Zp", "Co", "Cn")


def esc(s):
    out = []
    for c in s:
        if needs_escape(c):
            o = ord(c)
            if o > 0xFFFF:
                o -= 0x10000
                out.append(f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}")
            else:
                out.append(f"\\u{o:04x}")
        else:
            out.append(c)
    return "".join(out)


def norm(entry):
    cls, body = entry[0], entry[1]
    extras = dict(entry[2]) if len(entry) > 2 else {}
    if isinstance(body, list):
        extras["parts"] = body
        body = "\n".join(body)
    return cls, body, extras


def build():
    recs = {"attack": [], "benign": []}
    for mod_name in LANGS:
        mod = importlib.import_module(f"lang_{mod_name}")
        counters = {}
        for label, entries in (("attack", getattr(mod, "ATTACKS", [])), ("benign", getattr(mod, "BENIGN", []))):
            for entry in entries:
                cls, text, extras = norm(entry)
                lang = extras.pop("lang", mod_name)
                key = (label, lang)
                counters[key] = counters.get(key, 0) + 1
                tag = "atk" if label == "attack" else "ben"
                rec = {"id": f"{PREFIX}-{tag}-{lang}-{counters[key]:04d}", "label": label, "class": cls,
                       "lang": lang, "split": SPLIT, "text": text}
                rec.update(extras)
                recs[label].append(rec)
    for label, fname in (("attack", "attacks.jsonl"), ("benign", "benign.jsonl")):
        with open(OUT / fname, "w", encoding="utf-8") as fh:
            for r in recs[label]:
                fh.write(esc(json.dumps(r, ensure_ascii=False)) + "\n")
    return recs


if __name__ == "__main__":
    r = build()
    print({k: len(v) for k, v in r.items()})
