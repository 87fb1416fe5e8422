"""Build attacks.jsonl and benign.jsonl from the hand-written texts in lang_xx.py.

Entries in ATTACKS / BENIGN of each lang module:
  (class, text)                       plain note
  (class, [part1, part2])             a pair (class `split` for attacks, benign pairs)
  ("encoded", text, encoding, decoded)  text holds {PAYLOAD}
  (class, text_or_parts, {extra keys})  e.g. {"quotes_attack": True}
Only mechanical work here: placeholders become seeded random strings (random.Random(25)).
"""
from __future__ import annotations

import importlib
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))
import hide

LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
SPLIT = "blobs25"


def make(rng, label, lang, n, entry):
    cls, body = entry[0], entry[1]
    rec = {"id": f"b25-{'atk' if label == 'attack' else 'ben'}-{lang}-{n:04d}", "label": label,
           "class": cls, "lang": lang, "split": SPLIT}
    extra = {}
    payload = None
    if cls == "encoded" and label == "attack":
        enc, dec = entry[2], entry[3]
        payload = hide.encode(dec, enc)
        extra = {"encoding": enc, "payload": payload, "decoded": dec}
    elif len(entry) > 2:
        extra = dict(entry[2])
    if isinstance(body, list):
        filled = [hide.fill(rng, p, payload) for p in body]
        rec["text"] = "\n".join(p for _m, p in filled)
        rec["parts"] = [p for _m, p in filled]
        rec["blob_lines"] = sum(hide.blob_lines(m) for m, _p in filled)
    else:
        marked, plain = hide.fill(rng, body, payload)
        rec["text"] = plain
        rec["blob_lines"] = hide.blob_lines(marked)
    rec.update(extra)
    return rec


def build():
    rng = random.Random(25)
    out = {"attack": [], "benign": []}
    for lang in LANGS:
        mod = importlib.import_module(f"lang_{lang}")
        for label, entries in (("attack", mod.ATTACKS), ("benign", mod.BENIGN)):
            for i, entry in enumerate(entries, 1):
                out[label].append(make(rng, label, lang, i, entry))
    for label, name in (("attack", "attacks.jsonl"), ("benign", "benign.jsonl")):
        with open(OUT / name, "w", encoding="utf-8") as fh:
            fh.writelines(hide.escape_invisible(json.dumps(rec, ensure_ascii=False)) + "\n" for rec in out[label])
    print(f"wrote {len(out['attack'])} attacks, {len(out['benign'])} benign")


if __name__ == "__main__":
    build()
