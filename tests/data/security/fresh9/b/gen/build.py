"""Assemble the hand-written texts of lang_*.py into ../attacks.jsonl and ../benign.jsonl.

Mechanical only: ids, encoding / hiding (hide.py), and escaping invisible characters."""
import importlib
import json
import sys
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))
import hide

SPLIT = "fresh9"
MAIN = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")


def _invisible(c: str) -> bool:
    o = ord(c)
    return (unicodedata.category(c) in ("Cf", "Cc") and c not in "\n\t") or 0xFE00 <= o <= 0xFE0F \
        or 0xE0100 <= o <= 0xE01EF or c in "\u00a0\u202f\u2007"


def dumps(rec: dict) -> str:
    s = json.dumps(rec, ensure_ascii=False)
    out = []
    for c in s:
        if _invisible(c) and c not in "\n":
            o = ord(c)
            if o > 0xFFFF:
                o -= 0x10000
                out.append(f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}")
            else:
                out.append(f"\\u{o:04x}")
        else:
            out.append(c)
    line = "".join(out)
    assert json.loads(line) == rec
    return line


def attack_record(lang: str, item: tuple) -> dict:
    cls = item[0]
    rec = {"label": "attack", "class": cls, "lang": lang, "split": SPLIT}
    if cls == "split":
        rec["text"] = "\n".join(item[1])
        rec["parts"] = list(item[1])
    elif cls == "encoded":
        _, enc, plain, wrapper = item
        payload = hide.encode(plain, enc)
        rec.update(text=wrapper.replace("{P}", payload), encoding=enc, payload=payload, decoded=plain)
    elif cls == "invisible":
        _, tech, hidden, carrier = item
        rec.update(text=carrier.replace("{H}", hide.hide(tech, hidden)), technique=tech, hidden=hidden)
    else:
        rec["text"] = item[1]
    return rec


def collect():
    atk, ben = [], []
    for lang in MAIN:
        m = importlib.import_module(f"lang_{lang}")
        atk += [attack_record(lang, a) for a in m.ATTACKS]
        for b in m.BENIGN:
            r = {"label": "benign", "class": b[0], "lang": lang, "split": SPLIT, "text": b[1]}
            if len(b) > 2:
                r.update(b[2])
            ben.append(r)
    m = importlib.import_module("lang_other")
    atk += [attack_record(a[0], a[1:]) for a in m.ATTACKS]
    for b in m.BENIGN:
        r = {"label": "benign", "class": b[1], "lang": b[0], "split": SPLIT, "text": b[2]}
        if len(b) > 3:
            r.update(b[3])
        ben.append(r)
    for recs, kind in ((atk, "atk"), (ben, "ben")):
        n = {}
        for r in recs:
            n[r["lang"]] = n.get(r["lang"], 0) + 1
            r["id"] = f"f9b-{kind}-{r['lang']}-{n[r['lang']]:04d}"
    order = ["id", "label", "class", "lang", "split", "text"]
    fix = lambda r: {**{k: r[k] for k in order}, **{k: v for k, v in r.items() if k not in order}}
    return [fix(r) for r in atk], [fix(r) for r in ben]


def main():
    atk, ben = collect()
    for name, recs in (("attacks.jsonl", atk), ("benign.jsonl", ben)):
        with open(OUT / name, "w", encoding="utf-8") as fh:
            fh.writelines(dumps(r) + "\n" for r in recs)
    print(f"wrote {len(atk)} attacks, {len(ben)} benign")


if __name__ == "__main__":
    main()
