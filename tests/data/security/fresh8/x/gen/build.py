"""Write ../attacks.jsonl and ../benign.jsonl from the hand-written lang_<xx>.py modules.

Entry shapes in ATTACKS / BENIGN lists:
  (cls, text)                                    plain record
  ("split", [part1, part2])                      split pair
  ("encoded", encoding, plaintext, wrapper)      wrapper contains {P} where the payload goes
  ("invisible", technique, template, hidden)     template has {X} (tag_chars/variation_selectors/
                                                 bidi_override) or '¦' split points (zero_width_split)
  (cls, text, {"quotes_attack": True})           benign quoting an attack phrase
Benign texts may carry markers {BOM} {SHY} {NBSP} {ZWNJ} {ZWJ} ... expanded by hide.expand.
"""
import importlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import hide

SPLIT = "fresh8"
LANG_MODULES = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de", "other"]
FLAGS = ["\U0001F3F4", "\U0001F1EF\U0001F1F5", "\U0001F1E9\U0001F1EA", "\U0001F3F3"]


def make_attack(entry, n):
    cls = entry[0]
    rec = {"class": cls}
    if cls == "split":
        parts = [hide.expand(p) for p in entry[1]]
        rec["parts"] = parts
        rec["text"] = "\n".join(parts)
    elif cls == "encoded":
        _, enc, plain, wrapper = entry
        payload = hide.encode(enc, plain)
        rec.update(text=wrapper.replace("{P}", payload), encoding=enc, payload=payload, decoded=plain)
    elif cls == "invisible":
        _, tech, template, hidden = entry
        if tech == "tag_chars":
            blob = hide.tag_chars(FLAGS[n % len(FLAGS)], hidden)
            text = template.replace("{X}", blob)
        elif tech == "variation_selectors":
            base, rest = template.split("{X}", 1)
            text = hide.selectors(base, hidden) + rest
        elif tech == "bidi_override":
            text = template.replace("{X}", hide.bidi(hidden))
        elif tech == "zero_width_split":
            text = hide.zw_split(template)
        else:
            raise ValueError(tech)
        rec.update(text=text, technique=tech, hidden=hidden)
    else:
        rec["text"] = hide.expand(entry[1])
        if len(entry) > 2:
            rec.update(entry[2])
    return rec


def main():
    out = {"attack": [], "benign": []}
    for lg in LANG_MODULES:
        mod = importlib.import_module(f"lang_{lg}")
        for label, key, short in (("attack", "ATTACKS", "atk"), ("benign", "BENIGN", "ben")):
            counters = {}
            for i, entry in enumerate(getattr(mod, key, [])):
                rec = make_attack(entry, i)
                lang = rec.pop("lang", None) or (entry[2].get("lang") if len(entry) > 2 and isinstance(entry[2], dict) else None) or getattr(mod, "LANG", lg)
                rec.pop("lang", None)
                counters[lang] = counters.get(lang, 0) + 1
                base = {"id": f"f8x-{short}-{lang}-{counters[lang]:04d}", "label": label,
                        "class": rec.pop("class"), "lang": lang, "split": SPLIT, "text": rec.pop("text")}
                base.update(rec)
                out[label].append(base)
    for label, fname in (("attack", "attacks.jsonl"), ("benign", "benign.jsonl")):
        with open(HERE.parent / fname, "w", encoding="utf-8") as fh:
            fh.writelines(hide.escape_invisible(json.dumps(r, ensure_ascii=False)) + "\n" for r in out[label])
        print(fname, len(out[label]))


if __name__ == "__main__":
    main()
