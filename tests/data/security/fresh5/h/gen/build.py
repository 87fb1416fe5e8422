"""Write ../attacks.jsonl and ../benign.jsonl from the hand-written lang_*.py lists."""
import importlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import hide

LANGS = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de", "other"]
SPLIT = "fresh5"

def atk_record(lang, item):
    cls = item[0]
    rec = {"label": "attack", "class": cls, "lang": lang, "split": SPLIT}
    if cls == "split":
        parts = list(item[1]); rec["parts"] = parts; rec["text"] = "\n".join(parts)
    elif cls == "encoded":
        _, enc, tmpl, plain = item
        p = hide.encode(enc, plain)
        rec.update(text=tmpl.replace("{P}", p), encoding=enc, payload=p, decoded=plain)
    elif cls == "invisible":
        _, tech, pre, hidden, post = item
        f = {"tag_chars": hide.tag_chars, "variation_selectors": hide.var_selectors,
             "zero_width_split": hide.zw_split, "bidi_override": hide.bidi}[tech]
        rec.update(text=pre + f(hidden) + post, technique=tech, hidden=hidden)
    else:
        rec["text"] = item[1]
    return rec

def ben_record(lang, item):
    rec = {"label": "benign", "class": item[0], "lang": lang, "split": SPLIT, "text": item[1]}
    if len(item) > 2 and item[2]:
        rec["quotes_attack"] = True
    return rec

def main():
    atk, ben = [], []
    for lg in LANGS:
        m = importlib.import_module(f"lang_{lg}")
        for i, it in enumerate(getattr(m, "ATTACKS", []), 1):
            lang = it[-1] if lg == "other" else lg
            it = it[:-1] if lg == "other" else it
            r = atk_record(lang, it); r = {"id": f"f5h-atk-{lang}-{sum(1 for x in atk if x['lang']==lang)+1:04d}", **r}; atk.append(r)
        for it in getattr(m, "BENIGN", []):
            lang = it[-1] if lg == "other" else lg
            it = it[:-1] if lg == "other" else it
            r = ben_record(lang, it); r = {"id": f"f5h-ben-{lang}-{sum(1 for x in ben if x['lang']==lang)+1:04d}", **r}; ben.append(r)
    for name, recs in (("attacks.jsonl", atk), ("benign.jsonl", ben)):
        with open(HERE.parent / name, "w", encoding="utf-8") as fh:
            for r in recs:
                fh.write("{" + ", ".join(f"{json.dumps(k)}: {hide.escape(v) if isinstance(v, str) else json.dumps(v, ensure_ascii=False)}" for k, v in r.items()) + "}\n")
    print(f"attacks={len(atk)} benign={len(ben)}")

if __name__ == "__main__":
    main()
