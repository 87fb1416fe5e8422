"""Write ../attacks.jsonl and ../benign.jsonl from the hand-written lang_<xx>.py modules."""
import importlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import hide

LANGS = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de", "xx"]
SPLIT = "fresh5"


def attack_record(cls, item, lang):
    rec = {"label": "attack", "class": cls, "lang": lang, "split": SPLIT}
    extra = {}
    if isinstance(item, tuple) and len(item) == 3:  # (cls, payload, opts) handled by caller
        raise ValueError
    if cls == "split":
        a, b = item
        a, b = hide.marks(a), hide.marks(b)
        rec["text"] = a + "\n" + b
        extra["parts"] = [a, b]
    elif cls == "encoded":
        payload = hide.encode(item["plain"], item["enc"])
        rec["text"] = hide.marks(item["wrap"]).replace("{P}", payload)
        extra.update(encoding=item["enc"], payload=payload, decoded=item["plain"])
    elif cls == "invisible":
        t = item["tech"]
        if t == "tag_chars":
            rec["text"] = hide.tag_chars(item["visible"], item["hidden"])
        elif t == "variation_selectors":
            rec["text"] = hide.variation_selectors(item["visible"], item["hidden"])
        elif t == "zero_width_split":
            rec["text"] = hide.zero_width(item["text"])
        elif t == "bidi_override":
            rec["text"] = hide.bidi(item["before"], item["hidden"], item.get("after", ""))
        extra.update(technique=t, hidden=item["hidden"])
    else:
        rec["text"] = hide.marks(item)
    rec.update(extra)
    return rec


def main():
    atk, ben = [], []
    for lg in LANGS:
        try:
            m = importlib.import_module(f"lang_{lg}")
        except ModuleNotFoundError:
            continue
        for n, row in enumerate(m.ATTACKS, 1):
            cls, item = row[0], row[1]
            opts = row[2] if len(row) > 2 else {}
            lang = opts.get("lang", lg)
            r = attack_record(cls, item, lang)
            r = {"id": f"f5g-atk-{lang}-{n:04d}", **r}
            atk.append(r)
        for n, row in enumerate(m.BENIGN, 1):
            cls, text = row[0], row[1]
            opts = row[2] if len(row) > 2 else {}
            lang = opts.get("lang", lg)
            r = {"id": f"f5g-ben-{lang}-{n:04d}", "label": "benign", "class": cls, "lang": lang,
                 "split": SPLIT, "text": hide.marks(text)}
            if opts.get("quotes_attack"):
                r["quotes_attack"] = True
            ben.append(r)
    for name, recs in (("attacks.jsonl", atk), ("benign.jsonl", ben)):
        with open(HERE.parent / name, "w", encoding="utf-8") as fh:
            for r in recs:
                fh.write(hide.escape_invisible(json.dumps(r, ensure_ascii=False)) + "\n")
    print(f"attacks={len(atk)} benign={len(ben)}")


if __name__ == "__main__":
    main()
