"""Write attacks.jsonl and benign.jsonl from the hand-written gen/lang_<xx>.py modules."""
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
SPLIT = "fresh13"


def attack_record(lang: str, item: tuple) -> dict:
    cls = item[0]
    rec = {"label": "attack", "class": cls, "lang": lang, "split": SPLIT}
    if cls == "split":
        parts = list(item[1])
        rec["text"] = "\n".join(parts)
        rec["parts"] = parts
    elif cls == "encoded":
        _, enc, wrapper, plain = item
        payload = hide.encode(plain, enc)
        rec["text"] = wrapper.replace("{P}", payload)
        rec.update(encoding=enc, payload=payload, decoded=plain)
    elif cls == "invisible":
        _, tech, wrapper, hidden, *extra = item
        if tech == "tag_chars":
            h = hide.tag_chars(hidden)
        elif tech == "variation_selectors":
            h = hide.variation_selectors(hidden, extra[0] if extra else "*")
        elif tech == "zero_width_split":
            h = hide.zero_width_split(hidden, seed=len(wrapper))
        elif tech == "bidi_override":
            h = hide.bidi_override(hidden)
        else:
            raise ValueError(tech)
        rec["text"] = wrapper.replace("{H}", h)
        rec.update(technique=tech, hidden=hidden)
    else:
        rec["text"] = item[1]
    if len(item) > 2 and isinstance(item[-1], dict):
        rec.update(item[-1])
    return rec


def benign_record(lang: str, item: tuple) -> dict:
    rec = {"label": "benign", "class": item[0], "lang": lang, "split": SPLIT, "text": item[1]}
    if len(item) > 2 and isinstance(item[2], dict):
        rec.update(item[2])
    return rec


def main() -> None:
    atk, ben = [], []
    for lang in LANGS:
        try:
            mod = importlib.import_module(f"lang_{lang}")
        except ModuleNotFoundError:
            continue
        for i, item in enumerate(getattr(mod, "ATTACKS", []), 1):
            r = attack_record(lang, item)
            r["id"] = f"f13b-atk-{r['lang']}-{i:04d}"
            atk.append(r)
        for i, item in enumerate(getattr(mod, "BENIGN", []), 1):
            if lang == "xx":  # other scripts: (lang, class, text)
                r = benign_record(item[0], item[1:])
                r["id"] = f"f13b-ben-{item[0]}-{i:04d}"
            else:
                r = benign_record(lang, item)
                r["id"] = f"f13b-ben-{lang}-{i:04d}"
            ben.append(r)
    order = ["id", "label", "class", "lang", "split", "text"]
    for name, recs in (("attacks.jsonl", atk), ("benign.jsonl", ben)):
        with open(OUT / name, "w", encoding="utf-8") as fh:
            for r in recs:
                r = {**{k: r[k] for k in order}, **{k: v for k, v in r.items() if k not in order}}
                fh.write(hide.escape_invisible(json.dumps(r, ensure_ascii=False)) + "\n")
    print(f"wrote {len(atk)} attacks, {len(ben)} benign")


if __name__ == "__main__":
    main()
