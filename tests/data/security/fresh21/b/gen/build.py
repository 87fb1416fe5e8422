"""Write ../attacks.jsonl and ../benign.jsonl from the hand-written lang_*.py files."""
import importlib
import json
import sys
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
LANGS = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de", "misc"]
SPLIT, PREFIX = "fresh21", "f21b"
KEYS = ["id", "label", "class", "lang", "split", "text"]


def records():
    out = []
    for lg in LANGS:
        mod = importlib.import_module(f"lang_{lg}")
        counters = {}
        for rec in list(getattr(mod, "ATTACKS", [])) + list(getattr(mod, "BENIGN", [])):
            rec = dict(rec)
            lang = rec.pop("lang", lg)
            kind = "atk" if rec["label"] == "attack" else "ben"
            counters[(kind, lang)] = counters.get((kind, lang), 0) + 1
            rec["id"] = f"{PREFIX}-{kind}-{lang}-{counters[(kind, lang)]:04d}"
            rec["lang"], rec["split"] = lang, SPLIT
            ordered = {k: rec[k] for k in KEYS}
            ordered.update({k: v for k, v in rec.items() if k not in KEYS})
            out.append(ordered)
    return out


def dump(rec):
    """JSON with invisible, format, selector and non-ASCII space characters as escapes."""
    s = json.dumps(rec, ensure_ascii=False)
    res = []
    for ch in s:
        o = ord(ch)
        cat = unicodedata.category(ch)
        hidden = cat in ("Cf", "Cc", "Co", "Cn", "Zl", "Zp") or (cat == "Zs" and o > 0x7F) \
            or 0xFE00 <= o <= 0xFE0F or 0xE0000 <= o <= 0xE01EF
        if not hidden:
            res.append(ch)
        elif o > 0xFFFF:
            o -= 0x10000
            res.append(f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}")
        else:
            res.append(f"\\u{o:04x}")
    return "".join(res)


def main():
    recs = records()
    for label, name in (("attack", "attacks.jsonl"), ("benign", "benign.jsonl")):
        with open(HERE.parent / name, "w", encoding="utf-8") as fh:
            for r in recs:
                if r["label"] == label:
                    fh.write(dump(r) + "\n")
    print(len(recs), "records written")


if __name__ == "__main__":
    main()
