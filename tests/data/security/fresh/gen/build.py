"""Assemble the hand-written fresh records and write the two JSONL files.

Usage: ``python tests/data/security/fresh/gen/build.py``. Ids of records already in the
files are kept (matched by text); new records get the next free number in their language.
"""

from __future__ import annotations

import importlib
import json
import re
import sys
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from common import Rec, dumps

MODULES = (
    "attacks_en", "attacks_zh", "attacks_ja_ko", "attacks_ru_es", "attacks_fr_de", "attacks_more",
    "benign_en", "benign_zh", "benign_ja_ko", "benign_ru_es", "benign_fr_de",
    "benign_rtl_joiners", "benign_edge",
)
OUT = {"attack": HERE.parent / "attacks_fresh.jsonl", "benign": HERE.parent / "benign_fresh.jsonl"}
PREFIX = {"attack": "fatk", "benign": "fben"}
LANG_ORDER = {lg: i for i, lg in enumerate(("en", "zh", "ja", "ko", "ru", "es", "fr", "de"))}


def _records() -> list[Rec]:
    recs: list[Rec] = []
    for name in MODULES:
        recs.extend(importlib.import_module(name).RECORDS)
    texts = [r.text for r in recs]
    dupes = {t for t in texts if texts.count(t) > 1}
    if dupes:
        raise SystemExit(f"duplicate texts: {sorted(dupes)[:3]}")
    return recs


def _existing_ids(path: Path) -> dict[str, str]:
    if not path.exists():
        return {}
    with open(path, encoding="utf-8") as fh:
        return {(o := json.loads(line))["text"]: o["id"] for line in fh if line.strip()}


def main() -> int:
    recs = _records()
    for label, path in OUT.items():
        known = _existing_ids(path)
        used: dict[str, int] = defaultdict(int)
        for rid in known.values():
            m = re.fullmatch(r"f(?:atk|ben)-([a-z]+)-(\d{4})", rid)
            if m:
                used[m.group(1)] = max(used[m.group(1)], int(m.group(2)))
        rows = []
        for r in (r for r in recs if r.label == label):
            rid = known.get(r.text)
            if rid is None:
                used[r.lang] += 1
                rid = f"{PREFIX[label]}-{r.lang}-{used[r.lang]:04d}"
            obj = {"id": rid, "label": label, "class": r.cls, "lang": r.lang, "split": "fresh",
                   "text": r.text, **r.extra}
            rows.append(obj)
        rows.sort(key=lambda o: (LANG_ORDER.get(o["lang"], len(LANG_ORDER)), o["lang"], o["id"]))
        with open(path, "w", encoding="utf-8") as fh:
            fh.writelines(dumps(o) + "\n" for o in rows)
        print(f"{path.name}: {len(rows)} records")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
