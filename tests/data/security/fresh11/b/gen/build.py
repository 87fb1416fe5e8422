"""Assemble hand-written records from lang_<xx>.py into attacks.jsonl / benign.jsonl."""
from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))
import hide

LANGS = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de", "xx"]
SPLIT = "fresh11"
FLAGS = {"en": "\U0001F1EC\U0001F1E7", "zh": "\U0001F1E8\U0001F1F3", "ja": "\U0001F1EF\U0001F1F5",
         "ko": "\U0001F1F0\U0001F1F7", "ru": "\U0001F1F7\U0001F1FA", "es": "\U0001F1EA\U0001F1F8",
         "fr": "\U0001F1EB\U0001F1F7", "de": "\U0001F1E9\U0001F1EA"}


def attack_record(lang: str, item: tuple) -> dict:
    cls = item[0]
    rec = {"label": "attack", "class": cls, "lang": lang, "split": SPLIT}
    if cls == "split":
        parts = list(item[1])
        rec["parts"] = parts
        rec["text"] = "\n".join(parts)
    elif cls == "encoded":
        _, enc, wrapper, plain = item
        payload = hide.encode(plain, enc)
        rec.update(text=wrapper.replace("{P}", payload), encoding=enc, payload=payload, decoded=plain)
    elif cls == "invisible":
        _, tech, visible, hidden = item
        hidden = hidden or visible.replace("¦", "")
        if tech == "tag_chars":
            text = visible.replace("{F}", FLAGS[lang] + hide.tag_chars(hidden))
        elif tech == "variation_selectors":
            text = visible.replace("{V}", hide.variation_selectors(hidden))
        elif tech == "zero_width_split":
            text = hide.zero_width_split(visible)
        elif tech == "bidi_override":
            text = visible.replace("{R}", hide.bidi_override(hidden))
        else:
            raise ValueError(tech)
        rec.update(text=text, technique=tech, hidden=hidden)
    else:
        rec["text"] = item[1]
    return rec


def benign_record(lang: str, item: tuple) -> dict:
    cls, text = item[0], item[1]
    rec = {"label": "benign", "class": cls, "lang": lang, "split": SPLIT,
           "text": hide.word_processor(text)}
    if len(item) > 2 and item[2]:
        rec["quotes_attack"] = True
    return rec


def main() -> None:
    attacks, benign = [], []
    for lang in LANGS:
        mod = importlib.import_module(f"lang_{lang}")
        for item in getattr(mod, "ATTACKS", []):
            attacks.append(attack_record(lang, item))
        for item in getattr(mod, "BENIGN", []):
            lg = item[3] if len(item) > 3 else lang
            benign.append(benign_record(lg, item))
    for recs, kind in ((attacks, "atk"), (benign, "ben")):
        n = {}
        for r in recs:
            n[r["lang"]] = n.get(r["lang"], 0) + 1
            r["id"] = f"f11b-{kind}-{r['lang']}-{n[r['lang']]:04d}"
    order = ["id", "label", "class", "lang", "split", "text"]
    for recs, name in ((attacks, "attacks.jsonl"), (benign, "benign.jsonl")):
        with open(OUT / name, "w", encoding="utf-8") as fh:
            for r in recs:
                d = {k: r[k] for k in order}
                d.update({k: v for k, v in r.items() if k not in order})
                fh.write(hide.escape_invisible(json.dumps(d, ensure_ascii=False)) + "\n")
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
