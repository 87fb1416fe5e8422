"""Write attacks.jsonl and benign.jsonl from the hand-written lang_*.py modules."""

from __future__ import annotations

import importlib.util
import json
import sys
import unicodedata
from pathlib import Path

GEN = Path(__file__).resolve().parent
OUT = GEN.parent
sys.dont_write_bytecode = True
sys.path.insert(0, str(GEN))

import hide

MODULES = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de", "other")


def _load(name: str):
    spec = importlib.util.spec_from_file_location(f"lang_{name}", GEN / f"lang_{name}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _invisible(c: str) -> bool:
    o = ord(c)
    return (
        unicodedata.category(c) in ("Cf", "Zl", "Zp", "Cc")
        or 0xFE00 <= o <= 0xFE0F
        or 0xE0100 <= o <= 0xE01EF
    )


def _escape(c: str) -> str:
    o = ord(c)
    if o <= 0xFFFF:
        return f"\\u{o:04x}"
    o -= 0x10000
    return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"


def dump(rec: dict) -> str:
    raw = json.dumps(rec, ensure_ascii=False)
    return "".join(_escape(c) if _invisible(c) else c for c in raw)


def attack_record(lang: str, n: int, item: tuple) -> dict:
    cls, body = item[0], item[1]
    rec = {"id": f"f26b-atk-{lang}-{n:04d}", "label": "attack", "class": cls, "lang": lang,
           "split": "fresh26"}
    if cls == "split":
        parts = list(body)
        rec["text"] = "\n".join(parts)
        rec["parts"] = parts
    elif cls == "encoded":
        payload = hide.encode(body["decoded"], body["encoding"])
        rec["text"] = body["text"].replace("{payload}", payload)
        rec.update(encoding=body["encoding"], payload=payload, decoded=body["decoded"])
    elif cls == "invisible":
        hidden = hide.hide(body["hidden"], body["technique"])
        rec["text"] = body["text"].replace("{hidden}", hidden)
        rec.update(technique=body["technique"], hidden=body["hidden"])
    else:
        rec["text"] = body
    return rec


def benign_record(lang: str, n: int, item: tuple) -> dict:
    cls, body = item[0], item[1]
    extra = item[2] if len(item) > 2 else {}
    rec = {"id": f"f26b-ben-{lang}-{n:04d}", "label": "benign", "class": cls, "lang": lang,
           "split": "fresh26"}
    if isinstance(body, tuple):
        rec["text"] = "\n".join(body)
        rec["parts"] = list(body)
    else:
        rec["text"] = body
    rec.update(extra)
    return rec


def build() -> tuple[list[dict], list[dict]]:
    attacks, benign = [], []
    for name in MODULES:
        mod = _load(name)
        for lang, items in getattr(mod, "ATTACKS", {}).items():
            attacks += [attack_record(lang, i, it) for i, it in enumerate(items, 1)]
        for lang, items in mod.BENIGN.items():
            benign += [benign_record(lang, i, it) for i, it in enumerate(items, 1)]
    return attacks, benign


def main() -> int:
    attacks, benign = build()
    for fname, recs in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(OUT / fname, "w", encoding="utf-8", newline="\n") as fh:
            fh.writelines(dump(r) + "\n" for r in recs)
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
