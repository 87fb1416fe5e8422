"""Build fresh4/f/attacks.jsonl and fresh4/f/benign.jsonl from the hand-written modules.

Usage (from the repository root or anywhere): ``python tests/data/security/fresh4/f/gen/build.py``.
Ids are assigned per language in module order (``f4f-atk-<lang>-NNNN``, ``f4f-ben-<lang>-NNNN``).
Invisible / format / variation-selector / tag characters are written as ``\\uXXXX`` escapes.
"""

from __future__ import annotations

import importlib
import json
import sys
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))

import hide

LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
SPLIT = "fresh4"


def _escape_char(c: str) -> str:
    o = ord(c)
    if o > 0xFFFF:
        v = o - 0x10000
        return f"\\u{0xD800 + (v >> 10):04x}\\u{0xDC00 + (v & 0x3FF):04x}"
    return f"\\u{o:04x}"


def _needs_escape(c: str) -> bool:
    o = ord(c)
    cat = unicodedata.category(c)
    if cat in ("Cf", "Zl", "Zp", "Cc") or (cat == "Zs" and c != " "):
        return True
    return 0xFE00 <= o <= 0xFE0F or 0xE0000 <= o <= 0xE01EF


def dumps(rec: dict) -> str:
    """JSON line with literal UTF-8 except invisible / format characters."""
    raw = json.dumps(rec, ensure_ascii=False)
    return "".join(_escape_char(c) if _needs_escape(c) else c for c in raw)


def attack_records(lang: str, mod) -> list[dict]:
    recs: list[dict] = []
    for cls, texts in mod.ATTACKS.items():
        recs += [{"class": cls, "text": t} for t in texts]
    for kind, wrapper, plain in mod.ENCODED:
        payload = hide.encode(kind, plain)
        recs.append({"class": "encoded", "text": wrapper.replace("{p}", payload),
                     "encoding": kind, "payload": payload, "decoded": plain})
    for tech, wrapper, hidden, carrier in mod.INVISIBLE:
        span = hide.hide(tech, hidden, carrier)
        recs.append({"class": "invisible", "text": wrapper.replace("{h}", span),
                     "technique": tech, "hidden": hidden})
    for a, b in mod.SPLITS:
        recs.append({"class": "split", "text": f"{a}\n{b}", "parts": [a, b]})
    out = []
    for n, r in enumerate(recs, 1):
        base = {"id": f"f4f-atk-{lang}-{n:04d}", "label": "attack", "class": r.pop("class"),
                "lang": lang, "split": SPLIT, "text": r.pop("text")}
        base.update(r)
        out.append(base)
    return out


def benign_records(lang: str, benign: dict) -> list[dict]:
    out = []
    n = 0
    for cls, texts in benign.items():
        for entry in texts:
            n += 1
            rec = {"id": f"f4f-ben-{lang}-{n:04d}", "label": "benign", "class": cls,
                   "lang": lang, "split": SPLIT}
            if isinstance(entry, tuple):  # (text, extra keys)
                rec["text"] = entry[0]
                rec.update(entry[1])
            else:
                rec["text"] = entry
            out.append(rec)
    return out


def build() -> tuple[list[dict], list[dict]]:
    attacks: list[dict] = []
    benign: list[dict] = []
    for lang in LANGS:
        mod = importlib.import_module(f"lang_{lang}")
        attacks += attack_records(lang, mod)
        benign += benign_records(lang, mod.BENIGN)
    extra = importlib.import_module("extra_scripts")
    for lang, items in extra.BENIGN_BY_LANG.items():
        benign += benign_records(lang, items)
    return attacks, benign


def main() -> int:
    attacks, benign = build()
    for name, recs in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(OUT / name, "w", encoding="utf-8") as fh:
            fh.writelines(dumps(r) + "\n" for r in recs)
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
