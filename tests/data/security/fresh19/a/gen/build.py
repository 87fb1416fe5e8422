"""Write attacks.jsonl / benign.jsonl from the hand-written texts in lang_xx.py."""
import importlib
import json
import sys
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))
import hide

SPLIT, PREFIX = "fresh19", "f19a"
LANGS = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de", "rtl"]


def esc_char(c: str) -> str:
    o = ord(c)
    if o > 0xFFFF:
        o -= 0x10000
        return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"
    return f"\\u{o:04x}"


def needs_escape(c: str) -> bool:
    o = ord(c)
    if 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF:
        return True
    cat = unicodedata.category(c)
    return cat in ("Cf", "Zl", "Zp", "Cc", "Co", "Cn") or (cat == "Zs" and c != " ")


def dumps(rec: dict) -> str:
    s = json.dumps(rec, ensure_ascii=False)
    return "".join(esc_char(c) if needs_escape(c) else c for c in s)


def make(label, lang, n, item):
    cls, body = item[0], item[1]
    extra = item[2] if len(item) > 2 else {}
    lg = extra.pop("lang", lang) if isinstance(extra, dict) else lang
    kind = "atk" if label == "attack" else "ben"
    rec = {"id": f"{PREFIX}-{kind}-{lg}-{n:04d}", "label": label, "class": cls, "lang": lg,
           "split": SPLIT}
    if isinstance(body, list):
        assert len(body) == 2
        rec["text"] = "\n".join(body)
        rec["parts"] = list(body)
    elif isinstance(body, dict) and cls == "encoded":
        payload = hide.encode(body["decoded"], body["encoding"])
        rec["text"] = body["wrap"].replace("{P}", payload)
        rec.update(encoding=body["encoding"], payload=payload, decoded=body["decoded"])
    elif isinstance(body, dict) and cls == "invisible":
        text, hidden = hide.build_invisible(body)
        rec.update(text=text, technique=body["technique"], hidden=hidden)
    else:
        rec["text"] = body
    rec.update(extra)
    return rec


def main():
    atk, ben = [], []
    counters = {}
    for lang in LANGS:
        mod = importlib.import_module(f"lang_{lang}")
        for label, items, out in (("attack", getattr(mod, "ATTACKS", []), atk),
                                  ("benign", getattr(mod, "BENIGN", []), ben)):
            for item in items:
                item = (item[0], item[1], dict(item[2])) if len(item) > 2 else item
                lg = item[2].get("lang", lang) if len(item) > 2 else lang
                key = (label, lg)
                counters[key] = counters.get(key, 0) + 1
                out.append(make(label, lang, counters[key], item))
    for name, recs in (("attacks.jsonl", atk), ("benign.jsonl", ben)):
        with open(OUT / name, "w", encoding="utf-8") as fh:
            fh.writelines(dumps(r) + "\n" for r in recs)
    print(f"wrote {len(atk)} attacks, {len(ben)} benign")


if __name__ == "__main__":
    main()
