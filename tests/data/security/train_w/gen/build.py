"""Write attacks_train_w.jsonl and benign_train_w.jsonl from the hand-written lang_*.py files."""
from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))
import hide

LANGS = ("ru", "es", "fr", "de")
SPLIT = "train_w"


def records():
    atk, ben = [], []
    for lang in LANGS:
        m = importlib.import_module(f"lang_{lang}")
        a, b = [], []
        for cls, text in m.ATTACKS:
            a.append({"class": cls, "text": text})
        for p1, p2 in m.SPLIT_PAIRS:
            a.append({"class": "split", "text": p1 + "\n" + p2, "parts": [p1, p2]})
        for enc, wrapper, plain in getattr(m, "ENCODED", []):
            payload = hide.encode(plain, enc)
            a.append({"class": "encoded", "text": wrapper.format(payload=payload),
                      "encoding": enc, "payload": payload, "decoded": plain})
        for tech, before, hidden, after in getattr(m, "INVISIBLE", []):
            if tech == "tag_chars":
                text = before + hide.tag_chars(hidden) + after
            elif tech == "variation_selectors":
                text = before + hide.variation_selectors(hidden) + after
            elif tech == "zero_width_split":
                words, joiner = after
                text = hide.zero_width_split(before + hidden, words, joiner)
            elif tech == "bidi_override":
                text = before + hide.bidi_reversed(hidden) + after
            else:
                raise ValueError(tech)
            a.append({"class": "invisible", "text": text, "technique": tech, "hidden": hidden})
        for item in m.BENIGN:
            cls, text = item[0], item[1]
            r = {"class": cls, "text": text}
            if len(item) > 2 and item[2]:
                r["quotes_attack"] = True
            b.append(r)
        for item in m.BENIGN_PAIRS:
            cls, p1, p2 = item[0], item[1], item[2]
            r = {"class": cls, "text": p1 + "\n" + p2, "parts": [p1, p2]}
            if len(item) > 3 and item[3]:
                r["quotes_attack"] = True
            b.append(r)
        for cls, text, words in getattr(m, "SOFT_HYPHEN", []):
            b.append({"class": cls, "text": hide.soft_hyphens(text, words)})
        for n, r in enumerate(a, 1):
            atk.append({"id": f"tw-atk-{lang}-{n:04d}", "label": "attack", "lang": lang,
                        "split": SPLIT, **r})
        for n, r in enumerate(b, 1):
            ben.append({"id": f"tw-ben-{lang}-{n:04d}", "label": "benign", "lang": lang,
                        "split": SPLIT, **r})
    return atk, ben


ORDER = ("id", "label", "class", "lang", "split", "text")


def dump(recs, path):
    with open(path, "w", encoding="utf-8") as fh:
        for r in recs:
            o = {k: r[k] for k in ORDER}
            o.update({k: v for k, v in r.items() if k not in ORDER})
            fh.write(hide.escape_invisible(json.dumps(o, ensure_ascii=False)) + "\n")


def main():
    atk, ben = records()
    dump(atk, OUT / "attacks_train_w.jsonl")
    dump(ben, OUT / "benign_train_w.jsonl")
    print(f"wrote {len(atk)} attacks, {len(ben)} benign")


if __name__ == "__main__":
    main()
