"""Build attacks_train_f.jsonl and benign_train_f.jsonl from the hand-written modules.

Usage (from anywhere): ``python tests/data/security/train_f/gen/build.py``. The records are
rebuilt from scratch each time; ids follow module order, numbered per language and label.
"""

from __future__ import annotations

import importlib
import json
import sys
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import mech
from validate import validate

LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
SPLIT = "train_f"
PLAIN_ATTACK = ("deception", "override", "role_hijack", "secret_harvest", "frame_forgery",
                "persistence", "exfil_command", "exfil_markdown")


def _escape_invisible(line: str) -> str:
    """Write format / variation-selector / tag / unusual space characters as \\u escapes."""
    out = []
    for c in line:
        o = ord(c)
        cat = unicodedata.category(c)
        vs = 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF
        odd_space = cat in ("Zs", "Zl", "Zp") and c != " "
        if cat == "Cf" or vs or odd_space or 0xE0000 <= o <= 0xE007F:
            if o > 0xFFFF:
                v = o - 0x10000
                out.append(f"\\u{0xD800 + (v >> 10):04x}\\u{0xDC00 + (v & 0x3FF):04x}")
            else:
                out.append(f"\\u{o:04x}")
        else:
            out.append(c)
    return "".join(out)


def _attack_records(lang: str) -> list[dict]:
    mod = importlib.import_module(f"attacks_{lang}")
    recs: list[dict] = []
    for cls in PLAIN_ATTACK:
        for text in mod.PLAIN.get(cls, []):
            recs.append({"class": cls, "text": text})
    for first, second in mod.SPLIT:
        recs.append({"class": "split", "text": f"{first}\n{second}", "parts": [first, second]})
    for template, encoding, decoded in mod.ENCODED:
        payload = mech.encode(decoded, encoding)
        recs.append({"class": "encoded", "text": template.replace("{payload}", payload),
                     "encoding": encoding, "payload": payload, "decoded": decoded})
    for technique, template, hidden in mod.INVISIBLE:
        text, clear = mech.hide(technique, template, hidden)
        recs.append({"class": "invisible", "text": text, "technique": technique, "hidden": clear})
    return recs


def _benign_records(lang: str) -> list[dict]:
    mod = importlib.import_module(f"benign_{lang}")
    recs: list[dict] = []
    for cls, items in mod.BENIGN.items():
        for item in items:
            if isinstance(item, tuple):
                text, extra = item
                recs.append({"class": cls, "text": text, **extra})
            else:
                recs.append({"class": cls, "text": item})
    extra = importlib.import_module("benign_extra")
    for cls, text in extra.EXTRA.get(lang, []):
        recs.append({"class": cls, "text": text})
    return recs


def _finish(recs: list[dict], prefix: str, label: str, lang: str) -> list[dict]:
    out = []
    for n, r in enumerate(recs, 1):
        rec = {"id": f"{prefix}-{lang}-{n:04d}", "label": label, "class": r.pop("class"),
               "lang": lang, "split": SPLIT, "text": r.pop("text")}
        rec.update(r)
        out.append(rec)
    return out


def build() -> tuple[list[dict], list[dict]]:
    """Return (attacks, benign) records for every language."""
    attacks: list[dict] = []
    benign: list[dict] = []
    for lang in LANGS:
        attacks += _finish(_attack_records(lang), "fatk", "attack", lang)
        benign += _finish(_benign_records(lang), "fben", "benign", lang)
    world = importlib.import_module("benign_world")
    by_lang: dict[str, list[dict]] = {}
    for cls, lang, text in world.ENTRIES:
        by_lang.setdefault(lang, []).append({"class": cls, "text": text})
    for lang, recs in by_lang.items():
        benign += _finish(recs, "fben", "benign", lang)
    return attacks, benign


def write(path: Path, recs: list[dict]) -> None:
    with open(path, "w", encoding="utf-8") as fh:
        fh.writelines(_escape_invisible(json.dumps(r, ensure_ascii=False)) + "\n" for r in recs)


def main() -> int:
    attacks, benign = build()
    errs = validate(attacks, benign)
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    if errs:
        return 1
    write(HERE.parent / "attacks_train_f.jsonl", attacks)
    write(HERE.parent / "benign_train_f.jsonl", benign)
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
