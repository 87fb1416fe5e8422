"""Build attacks.jsonl and benign.jsonl from the hand-written lang_*.py files.

Mechanical only: numbering, joining pairs, applying gen/hide.py, writing JSONL.
Deterministic: the same sources give byte-identical output.

Source item shapes (in lang_*.py):
    (class, text)                       plain record
    (class, [first, second])            split attack / benign pair ("parts")
    (class, text, {extra})              extra keys, e.g. {"quotes_attack": True}
    ("encoded", template, {"encoding": e, "decoded": d})     "{payload}" in template
    ("invisible", template, {"technique": t, "hidden": h})  "{hidden}" in template
    {"transform": name} in extra applies hide.transform to the text (not written out).
"""

from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path

GEN = Path(__file__).resolve().parent
OUT = GEN.parent
sys.dont_write_bytecode = True  # write nothing outside this folder (no __pycache__)
sys.path.insert(0, str(GEN))

import hide

SPLIT = "fresh27"
PREFIX = "f27b"
MAIN_LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
OTHER_LANGS = ("ar", "he", "fa", "ur", "hi", "th", "km")
KEY_ORDER = ("id", "label", "class", "lang", "split", "text", "parts", "encoding", "payload",
             "decoded", "technique", "hidden", "quotes_attack")


def make_record(item: tuple, label: str, lang: str) -> dict:
    cls, body = item[0], item[1]
    extra = dict(item[2]) if len(item) > 2 else {}
    rec: dict = {"label": label, "class": cls, "lang": lang, "split": SPLIT}
    name = extra.pop("transform", None)
    if isinstance(body, list):
        parts = [hide.transform(name, p) if name else p for p in body]
        rec["text"] = "\n".join(parts)
        rec["parts"] = parts
    elif cls == "encoded" and label == "attack":
        payload = hide.encode(extra["encoding"], extra["decoded"])
        rec["text"] = body.replace("{payload}", payload)
        rec.update(encoding=extra.pop("encoding"), payload=payload, decoded=extra.pop("decoded"))
    elif cls == "invisible" and label == "attack":
        rec["text"] = body.replace("{hidden}", hide.hide(extra["technique"], extra["hidden"]))
        rec.update(technique=extra.pop("technique"), hidden=extra.pop("hidden"))
    else:
        rec["text"] = hide.transform(name, body) if name else body
    rec.update(extra)
    return rec


def ordered(rec: dict) -> dict:
    out = {k: rec[k] for k in KEY_ORDER if k in rec}
    out.update({k: v for k, v in rec.items() if k not in out})
    return out


def collect() -> tuple[list[dict], list[dict]]:
    attacks: list[dict] = []
    benign: list[dict] = []
    for lang in MAIN_LANGS:
        mod = importlib.import_module(f"lang_{lang}")
        for n, item in enumerate(mod.ATTACKS, 1):
            rec = make_record(item, "attack", lang)
            rec["id"] = f"{PREFIX}-atk-{lang}-{n:04d}"
            attacks.append(ordered(rec))
        for n, item in enumerate(mod.BENIGN, 1):
            rec = make_record(item, "benign", lang)
            rec["id"] = f"{PREFIX}-ben-{lang}-{n:04d}"
            benign.append(ordered(rec))
    other = importlib.import_module("lang_other")
    for lang in OTHER_LANGS:
        for n, item in enumerate(other.BENIGN[lang], 1):
            rec = make_record(item, "benign", lang)
            rec["id"] = f"{PREFIX}-ben-{lang}-{n:04d}"
            benign.append(ordered(rec))
    return attacks, benign


def dump(recs: list[dict], path: Path) -> None:
    lines = [hide.escape_invisible(json.dumps(r, ensure_ascii=False)) for r in recs]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main() -> int:
    attacks, benign = collect()
    dump(attacks, OUT / "attacks.jsonl")
    dump(benign, OUT / "benign.jsonl")
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
