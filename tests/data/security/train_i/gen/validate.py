"""Validate the train_i corpus files (own checks; exit 1 on a problem).

Checks: JSON per line, required keys, label matches file, split == train_i, allowed classes,
id pattern, unique ids and texts, split parts join to text (and each part is non-empty and
differs from the other), pair ids come in -a/-b twos with the same class, no raw
format/invisible characters and no loaded host labels, every main language present in each
class. Prints the class x lang table (``--markdown`` for the README).
"""

from __future__ import annotations

import json
import re
import sys
import unicodedata
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent.parent
FILES = {"attacks_train_i.jsonl": "attack", "benign_train_i.jsonl": "benign"}
CLASSES = {"attack": {"deception", "split"},
           "benign": {"security_talk", "shell_snippet", "honesty_rule", "preference", "project"}}
LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
ID_RE = re.compile(r"^ti-(atk|ben)-([a-z]{2})-\d{4}(-[ab])?$")
BAD_HOST = re.compile(r"\b(evil|attacker|malicious|exfil)[\w-]*\.", re.IGNORECASE)


def main() -> int:
    errors: list[str] = []
    ids: set[str] = set()
    texts: set[str] = set()
    counts: Counter[tuple[str, str, str]] = Counter()
    pairs: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for name, label in FILES.items():
        raw = (OUT / name).read_text(encoding="utf-8")
        for n, line in enumerate(raw.splitlines(), 1):
            where = f"{name}:{n}"
            if any(unicodedata.category(c) == "Cf" for c in line):
                errors.append(f"{where}: raw format character (should be escaped)")
            try:
                r = json.loads(line)
            except json.JSONDecodeError as exc:
                errors.append(f"{where}: {exc}")
                continue
            for k in ("id", "label", "class", "lang", "split", "text"):
                if k not in r:
                    errors.append(f"{where}: missing {k}")
            m = ID_RE.match(r.get("id", ""))
            if not m or m.group(2) != r.get("lang"):
                errors.append(f"{where}: bad id {r.get('id')}")
            if m and (m.group(1) == "atk") != (label == "attack"):
                errors.append(f"{where}: id prefix does not match label")
            if r.get("label") != label or r.get("split") != "train_i":
                errors.append(f"{where}: label/split wrong")
            if r.get("class") not in CLASSES[label]:
                errors.append(f"{where}: class {r.get('class')}")
            if r["id"] in ids:
                errors.append(f"{where}: duplicate id")
            if r["text"] in texts:
                errors.append(f"{where}: duplicate text")
            ids.add(r["id"])
            texts.add(r["text"])
            if BAD_HOST.search(r["text"]):
                errors.append(f"{where}: loaded host label")
            if r["class"] == "split":
                p = r.get("parts")
                if not (isinstance(p, list) and len(p) == 2 and all(p) and p[0] != p[1]
                        and "\n".join(p) == r["text"]):
                    errors.append(f"{where}: split parts do not join to text")
                for part in p or []:
                    if part in texts:
                        errors.append(f"{where}: part repeats a text")
            if "pair" in r:
                pairs[r["pair"]].append(r)
            counts[(label, r["class"], r["lang"])] += 1
    for pid, recs in pairs.items():
        sfx = sorted(r["id"][-2:] for r in recs)
        if sfx != ["-a", "-b"] or len({r["class"] for r in recs}) != 1:
            errors.append(f"pair {pid}: needs one -a and one -b of the same class")
        if any(not r["id"].startswith(pid) for r in recs):
            errors.append(f"pair {pid}: id does not start with pair id")
    for label, classes in CLASSES.items():
        for cls in classes:
            for lang in LANGS:
                if counts[(label, cls, lang)] < 2:
                    errors.append(f"cell {label}/{cls}/{lang} has {counts[(label, cls, lang)]} < 2")
    md = "--markdown" in sys.argv
    for label, classes in CLASSES.items():
        print(f"\n{label} ({len(pairs)} benign pairs)" if label == "benign" else f"\n{label}")
        print("| class | " + " | ".join(LANGS) + " | total |")
        print("|---" * (len(LANGS) + 2) + "|")
        for cls in sorted(classes):
            row = [counts[(label, cls, lang)] for lang in LANGS]
            print(f"| {cls} | " + " | ".join(map(str, row)) + f" | {sum(row)} |")
        tot = [sum(counts[(label, c, lang)] for c in classes) for lang in LANGS]
        print("| **total** | " + " | ".join(map(str, tot)) + f" | {sum(tot)} |")
    if not md:
        for e in errors:
            print("ERROR", e)
        print("OK" if not errors else f"{len(errors)} problem(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
