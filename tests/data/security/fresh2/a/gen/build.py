"""Write ../attacks.jsonl and ../benign.jsonl from the hand-written lists in this folder.

Run from anywhere: ``python tests/data/security/fresh2/a/gen/build.py``. Then run
``validate.py`` (build calls it too and exits 1 on a problem).
"""
from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import mech
import special

LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
SPLIT = "fresh2"


def _attack(item, lang: str, n: int) -> dict:
    rec = {"id": f"f2a-atk-{lang}-{n:04d}", "label": "attack"}
    if isinstance(item, tuple):
        cls, text = item
        rec.update({"class": cls, "lang": lang, "split": SPLIT, "text": text})
        return rec
    cls = item["class"]
    rec.update({"class": cls, "lang": lang, "split": SPLIT})
    if cls == "encoded":
        payload = mech.encode(item["encoding"], item["decoded"])
        rec["text"] = item["wrapper"].replace("{p}", payload)
        rec.update({"encoding": item["encoding"], "payload": payload, "decoded": item["decoded"]})
    elif cls == "invisible":
        span = mech.hide(item["technique"], item["hidden"], seed=n)
        rec["text"] = item["template"].replace("{h}", span)
        rec.update({"technique": item["technique"], "hidden": item["hidden"]})
    elif cls == "split":
        rec["text"] = "\n".join(item["parts"])
        rec["parts"] = list(item["parts"])
    else:
        raise ValueError(item)
    return rec


def build() -> tuple[list[dict], list[dict]]:
    """Assemble attack and benign records in a stable order (language, then list order)."""
    attacks: list[dict] = []
    benign: list[dict] = []
    counters: dict[str, int] = {}
    for lang in LANGS:
        mod = importlib.import_module(f"lang_{lang}")
        for i, item in enumerate(mod.ATTACKS, 1):
            attacks.append(_attack(item, lang, i))
        for cls, text in mod.BENIGN:
            counters[lang] = counters.get(lang, 0) + 1
            benign.append({"id": f"f2a-ben-{lang}-{counters[lang]:04d}", "label": "benign", "class": cls,
                           "lang": lang, "split": SPLIT, "text": text})
    for cls, lang, text in special.BENIGN:
        counters[lang] = counters.get(lang, 0) + 1
        benign.append({"id": f"f2a-ben-{lang}-{counters[lang]:04d}", "label": "benign", "class": cls,
                       "lang": lang, "split": SPLIT, "text": text})
    return attacks, benign


def write(path: Path, recs: list[dict]) -> None:
    """One JSON object per line; invisible characters as ``\\uXXXX`` escapes."""
    with open(path, "w", encoding="utf-8") as fh:
        fh.writelines(mech.escape_invisible(json.dumps(r, ensure_ascii=False)) + "\n" for r in recs)


def main() -> int:
    attacks, benign = build()
    write(HERE.parent / "attacks.jsonl", attacks)
    write(HERE.parent / "benign.jsonl", benign)
    import validate

    errs = validate.check(HERE.parent)
    for e in errs:
        print(e)
    print(f"{len(attacks)} attacks, {len(benign)} benign, {len(errs)} problems")
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
