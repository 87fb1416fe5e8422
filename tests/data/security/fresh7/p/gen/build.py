"""Assemble the hand-written texts of gen/lang_*.py into ../attacks.jsonl and ../benign.jsonl.

Record forms in each lang module:
  ATTACKS: (cls, text) | ("split", (part1, part2)) |
           ("encoded", encoding, wrapper_with_{P}, plaintext) |
           ("invisible", technique, template_with_{H}, hidden)  (zero_width: template uses '|' marks, hidden ignored=None)
  BENIGN:  (cls, text) | (cls, text, True)  -> quotes_attack
"""
import importlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import hide

SPLIT = "fresh7"
LANGS = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de", "xx"]


def attack_record(lang, item):
    cls = item[0]
    rec = {"label": "attack", "class": cls, "lang": lang, "split": SPLIT}
    if cls == "split":
        p1, p2 = item[1]
        rec["text"] = p1 + "\n" + p2
        rec["parts"] = [p1, p2]
    elif cls == "encoded":
        _, enc, wrapper, plain = item
        payload = hide.encode(enc, plain)
        rec["text"] = wrapper.replace("{P}", payload)
        rec.update(encoding=enc, payload=payload, decoded=plain)
    elif cls == "invisible":
        _, tech, template, hidden = item
        if tech == "tag_chars":
            rec["text"] = template.replace("{H}", hide.tag_chars(hidden))
        elif tech == "variation_selectors":
            rec["text"] = template.replace("{H}", hide.variation_selectors(hidden))
        elif tech == "zero_width_split":
            text, plain = hide.zero_width(template)
            rec["text"] = text
            hidden = hidden or plain
        elif tech == "bidi_override":
            rec["text"] = template.replace("{H}", hide.bidi(hidden))
        else:
            raise ValueError(tech)
        rec.update(technique=tech, hidden=hidden)
    else:
        rec["text"] = item[1]
    return rec


def benign_record(lang, item):
    rec = {"label": "benign", "class": item[0], "lang": lang, "split": SPLIT, "text": item[1]}
    if len(item) > 2 and item[2]:
        rec["quotes_attack"] = True
    return rec


def main():
    atk, ben = [], []
    for lg in LANGS:
        try:
            mod = importlib.import_module(f"lang_{lg}")
        except ModuleNotFoundError:
            continue
        for item in getattr(mod, "ATTACKS", []):
            r = attack_record(getattr(mod, "LANG_OF", {}).get(id(item), lg), item)
            atk.append(r)
        for item in getattr(mod, "BENIGN", []):
            blang = lg
            if lg == "xx":  # other scripts: (lang, cls, text)
                blang, item = item[0], item[1:]
            ben.append(benign_record(blang, item))
    for recs, kind in ((atk, "atk"), (ben, "ben")):
        n = {}
        for r in recs:
            n[r["lang"]] = n.get(r["lang"], 0) + 1
            r_id = f"f7p-{kind}-{r['lang']}-{n[r['lang']]:04d}"
            r_items = {"id": r_id, **r}
            r.clear()
            r.update(r_items)
    for recs, name in ((atk, "attacks.jsonl"), (ben, "benign.jsonl")):
        with open(HERE.parent / name, "w", encoding="utf-8") as fh:
            for r in recs:
                fh.write(hide.escape_invisible(json.dumps(r, ensure_ascii=False)) + "\n")
    print(f"wrote {len(atk)} attacks, {len(ben)} benign")


if __name__ == "__main__":
    main()
