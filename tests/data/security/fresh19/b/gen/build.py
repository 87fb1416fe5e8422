"""Write attacks.jsonl / benign.jsonl from the hand-written lang_xx.py files."""
import importlib
import json
import sys
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))
SPLIT, PREFIX = "fresh19", "f19b"
LANGS = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de", "rtl"]
KEYS = ["id", "label", "class", "lang", "split", "text", "parts", "encoding", "payload",
        "decoded", "technique", "hidden", "quotes_attack"]


def _esc(c):
    o = ord(c)
    if o > 0xFFFF:
        o -= 0x10000
        return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"
    return f"\\u{o:04x}"


def _needs(c):
    o, cat = ord(c), unicodedata.category(c)
    return (cat in ("Cf", "Zl", "Zp", "Co", "Cs", "Cc") or (cat == "Zs" and c != " ")
            or 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF)


def dump(rec):
    line = json.dumps(rec, ensure_ascii=False)
    return "".join(_esc(c) if _needs(c) and c not in "\n" else c for c in line)


def records():
    out = {"attack": [], "benign": []}
    for mod in LANGS:
        m = importlib.import_module("lang_" + mod)
        for label, items in (("attack", getattr(m, "ATTACKS", [])), ("benign", getattr(m, "BENIGN", []))):
            n = {}
            for it in items:
                lang = it.pop("lang", None) or m.LANG
                n[lang] = n.get(lang, 0) + 1
                kind = "atk" if label == "attack" else "ben"
                rec = dict(it, id=f"{PREFIX}-{kind}-{lang}-{n[lang]:04d}", lang=lang, split=SPLIT)
                assert rec["label"] == label
                out[label].append({k: rec[k] for k in KEYS if k in rec})
    return out


def main():
    out = records()
    for label, name in (("attack", "attacks.jsonl"), ("benign", "benign.jsonl")):
        with open(OUT / name, "w", encoding="utf-8") as fh:
            fh.writelines(dump(r) + "\n" for r in out[label])
        print(name, len(out[label]))


if __name__ == "__main__":
    main()
