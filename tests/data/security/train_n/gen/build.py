"""Write attacks_train_n.jsonl and benign_train_n.jsonl from the hand-written lang_<xx>.py."""

import importlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import hide

LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
SPLIT = "train_n"
OUT = HERE.parent


def _artifacts(lang: str, i: int, parts: list[str]) -> list[str]:
    """Mechanical word-processor artefacts on a few benign pairs (second entry only)."""
    if lang == "fr" and i % 4 == 1:
        return [parts[0], hide.wp_nbsp_fr(parts[1])]
    if lang == "de" and i % 6 == 2:
        return [parts[0], hide.wp_soft_hyphens(parts[1])]
    if lang == "en" and i % 10 == 3:
        return [hide.wp_bom(parts[0]), parts[1]]
    return parts


def records():
    atk, ben = [], []
    for lang in LANGS:
        mod = importlib.import_module(f"lang_{lang}")
        for n, (p1, p2) in enumerate(mod.ATTACKS, 1):
            parts = [p1, p2]
            atk.append({"id": f"tn-atk-{lang}-{n:04d}", "label": "attack", "class": "split",
                        "lang": lang, "split": SPLIT, "text": "\n".join(parts), "parts": parts})
        for n, item in enumerate(mod.BENIGN, 1):
            cls, p1, p2 = item[:3]
            parts = _artifacts(lang, n, [p1, p2])
            rec = {"id": f"tn-ben-{lang}-{n:04d}", "label": "benign", "class": cls, "lang": lang,
                   "split": SPLIT, "text": "\n".join(parts), "parts": parts}
            if len(item) > 3 and item[3]:
                rec["quotes_attack"] = True
            ben.append(rec)
    return atk, ben


def write(path: Path, recs: list[dict]) -> None:
    with open(path, "w", encoding="utf-8") as fh:
        fh.writelines(hide.escape_invisible(json.dumps(r, ensure_ascii=False)) + "\n" for r in recs)


def main() -> None:
    atk, ben = records()
    write(OUT / "attacks_train_n.jsonl", atk)
    write(OUT / "benign_train_n.jsonl", ben)
    print(f"attacks {len(atk)}, benign {len(ben)}")


if __name__ == "__main__":
    main()
