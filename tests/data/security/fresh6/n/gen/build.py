"""Assemble the hand-written texts of gen/lang_*.py into ../attacks.jsonl and ../benign.jsonl.
Mechanical only: ids, encoding/hiding via hide.py, JSON writing with invisible chars escaped."""
import importlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import hide

SPLIT = "fresh6"
LANGS = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de", "other"]


def attack_record(lang, item):
    cls = item[0]
    r = {"label": "attack", "class": cls, "lang": lang, "split": SPLIT}
    if cls == "split":
        r["parts"] = list(item[1])
        r["text"] = "\n".join(item[1])
    elif cls == "encoded":
        _, wrapper, enc, plain = item
        payload = hide.encode(enc, plain)
        r.update(text=wrapper.replace("{P}", payload), encoding=enc, payload=payload, decoded=plain)
    elif cls == "invisible":
        tech, tmpl, hidden = item[1], item[2], item[3]
        if tech == "tag_chars":
            h = hide.tag_chars("", hidden)
        elif tech == "variation_selectors":
            h = hide.variation_selectors("", hidden)
        elif tech == "zero_width_split":
            h = hide.zero_width_split(hidden, item[4])
        elif tech == "bidi_override":
            h = hide.bidi_override(hidden)
        else:
            raise ValueError(tech)
        r.update(text=tmpl.replace("{H}", h), technique=tech, hidden=hidden)
    else:
        r["text"] = item[1]
    return r


def benign_record(lang, item):
    if lang == "other":
        cls, lang, text = item[:3]
        extra = item[3] if len(item) > 3 else {}
    else:
        cls, text = item[:2]
        extra = item[2] if len(item) > 2 else {}
    r = {"label": "benign", "class": cls, "lang": lang, "split": SPLIT, "text": text}
    r.update(extra)
    return r


def main():
    atk, ben = [], []
    counters = {}
    for lg in LANGS:
        m = importlib.import_module(f"lang_{lg}")
        for item in m.ATTACKS:
            atk.append(attack_record(lg, item))
        for item in m.BENIGN:
            ben.append(benign_record(lg, item))
    for recs, kind in ((atk, "atk"), (ben, "ben")):
        for r in recs:
            key = (kind, r["lang"])
            counters[key] = counters.get(key, 0) + 1
            r["id"] = f"f6n-{kind}-{r['lang']}-{counters[key]:04d}"
    order = ["id", "label", "class", "lang", "split", "text"]
    for recs, name in ((atk, "attacks.jsonl"), (ben, "benign.jsonl")):
        with open(HERE.parent / name, "w", encoding="utf-8") as fh:
            for r in recs:
                o = {k: r[k] for k in order}
                o.update({k: v for k, v in r.items() if k not in order})
                fh.write(hide.escape_invisible(json.dumps(o, ensure_ascii=False)) + "\n")
    print(f"attacks={len(atk)} benign={len(ben)}")


if __name__ == "__main__":
    main()
