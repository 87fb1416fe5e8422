"""Assemble lang_*.py into ../attacks.jsonl and ../benign.jsonl (ids in file order)."""
import importlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import hide

SPLIT = "fresh9"
LANGS = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de", "other"]

def attack_record(cls, body, lang):
    r = {"label": "attack", "class": cls, "lang": lang, "split": SPLIT}
    if cls == "split":
        a, b = body
        r.update(text=a + "\n" + b, parts=[a, b])
    elif cls == "encoded":
        kind, wrapper, plain = body
        p = hide.encode(kind, plain)
        r.update(text=wrapper.replace("{P}", p), encoding=kind, payload=p, decoded=plain)
    elif cls == "invisible":
        tech, cover, hidden = body
        if tech == "tag_chars":
            text = cover.replace("{H}", hide.tag_chars(hidden))
        elif tech == "variation_selectors":
            text = cover.replace("{H}", hide.var_selectors(hidden))
        elif tech == "zero_width_split":
            text = cover.replace("{H}", hide.zero_width_split(hidden))
        elif tech == "bidi_override":
            text = cover.replace("{H}", hide.bidi_reversed(hidden))
        else:
            raise ValueError(tech)
        r.update(text=text, technique=tech, hidden=hidden)
    else:
        r["text"] = body
    return r

def benign_record(item, lang):
    cls, body = item[0], item[1]
    r = {"label": "benign", "class": cls, "lang": lang, "split": SPLIT}
    if isinstance(body, tuple):  # (lang, text) for the `other` module
        r["lang"], body = body
    r["text"] = hide.wp(body)
    if len(item) > 2 and item[2]:
        r["quotes_attack"] = True
    return r

def main():
    atk, ben = [], []
    for lg in LANGS:
        m = importlib.import_module(f"lang_{lg}")
        for n, (cls, body) in enumerate(getattr(m, "ATTACKS", []), start=1):
            r = attack_record(cls, body, lg)
            r = {"id": f"f9a-atk-{r['lang']}-{n:04d}", **r}
            atk.append(r)
        counters = {}
        for item in getattr(m, "BENIGN", []):
            r = benign_record(item, lg)
            counters[r["lang"]] = counters.get(r["lang"], 0) + 1
            r = {"id": f"f9a-ben-{r['lang']}-{counters[r['lang']]:04d}", **r}
            ben.append(r)
    for name, recs in (("attacks.jsonl", atk), ("benign.jsonl", ben)):
        with open(HERE.parent / name, "w", encoding="utf-8") as fh:
            for r in recs:
                fh.write(hide.escape_json_line(json.dumps(r, ensure_ascii=False)) + "\n")
    print(f"{len(atk)} attacks, {len(ben)} benign")

if __name__ == "__main__":
    main()
