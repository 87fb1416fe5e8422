"""Write ../attacks.jsonl and ../benign.jsonl from the hand-written texts in lang_<xx>.py.

Record shapes in a lang module:
  ATTACKS: (cls, text) | ("split", part1, part2)
           | ("encoded", encoding, wrapper_with_{P}, plaintext)
           | ("invisible", technique, visible_with_{H}, hidden)
  BENIGN:  (cls, text) | (cls, text, {"quotes_attack": True})
Texts may contain {SHY}/{NBSP}/{BOM}/{ZWJ}/{ZWNJ}/{ZWSP}/... markers (see hide.MARKERS).
"""
from __future__ import annotations

import importlib
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import hide

SPLIT = "fresh14"
LANGS = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de", "ar", "he", "fa", "hi", "th"]


def attack_record(lang: str, n: int, item: tuple) -> dict:
    cls = item[0]
    rec = {"id": f"f14b-atk-{lang}-{n:04d}", "label": "attack", "class": cls, "lang": lang,
           "split": SPLIT}
    if cls == "split":
        p1, p2 = hide.markers(item[1]), hide.markers(item[2])
        rec["text"] = p1 + "\n" + p2
        rec["parts"] = [p1, p2]
    elif cls == "encoded":
        _, enc, wrapper, plain = item
        payload = hide.encode(plain, enc)
        rec["text"] = hide.markers(wrapper).replace("{P}", payload)
        rec.update(encoding=enc, payload=payload, decoded=plain)
    elif cls == "invisible":
        _, tech, visible, hidden = item
        if tech == "tag_chars":
            h = hide.tag_chars(hidden)
        elif tech == "variation_selectors":
            h = hide.variation_selectors(hidden)
        elif tech == "zero_width_split":
            h = hide.zero_width_split(hidden, n) if " " in hidden else hide.zero_width_cjk(hidden, n)
        elif tech == "bidi_override":
            h = hide.bidi_override(hidden)
        else:
            raise ValueError(tech)
        rec["text"] = hide.markers(visible).replace("{H}", h)
        rec.update(technique=tech, hidden=hidden)
    else:
        assert len(item) == 2, item
        rec["text"] = hide.markers(item[1])
    return rec


def benign_record(lang: str, n: int, item: tuple) -> dict:
    rec = {"id": f"f14b-ben-{lang}-{n:04d}", "label": "benign", "class": item[0], "lang": lang,
           "split": SPLIT, "text": hide.markers(item[1])}
    if len(item) > 2:
        rec.update(item[2])
    return rec


def build() -> tuple[list[dict], list[dict]]:
    attacks, benign = [], []
    for lang in LANGS:
        mod = importlib.import_module(f"lang_{lang}")
        for i, item in enumerate(getattr(mod, "ATTACKS", []), 1):
            attacks.append(attack_record(lang, i, item))
        for i, item in enumerate(getattr(mod, "BENIGN", []), 1):
            benign.append(benign_record(lang, i, item))
    return attacks, benign


def main() -> None:
    attacks, benign = build()
    for name, recs in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(HERE.parent / name, "w", encoding="utf-8") as fh:
            fh.writelines(hide.dumps(r) + "\n" for r in recs)
    print(f"{len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
