"""Write attacks_train_l.jsonl and benign_train_l.jsonl from the hand-written lang_<xx>.py."""
from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import hide

LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
SPLIT = "train_l"


def records() -> tuple[list[dict], list[dict]]:
    attacks, benign = [], []
    for lg in LANGS:
        m = importlib.import_module(f"lang_{lg}")
        a = []
        for p1, p2 in m.SPLIT:
            a.append({"class": "split", "parts": [p1, p2], "text": p1 + "\n" + p2})
        for cls, name in (("role_hijack", "ROLE"), ("exfil_command", "EXFIL"), ("deception", "DECEPTION")):
            a += [{"class": cls, "text": t} for t in getattr(m, name)]
        for cls, t, tr in getattr(m, "EXTRA_ATTACKS", []):
            a.append({"class": cls, "text": hide.apply(tr, t)})
        for n, r in enumerate(a, 1):
            attacks.append({"id": f"tl-atk-{lg}-{n:04d}", "label": "attack", "class": r["class"], "lang": lg,
                            "split": SPLIT, "text": r["text"], **({"parts": r["parts"]} if "parts" in r else {})})
        b = []
        for item in m.BENIGN:
            b.append((item[0], item[1], None, len(item) > 2 and item[2]))
        for cls, t, tr, *q in getattr(m, "EXTRA_BENIGN", []):
            b.append((cls, t, tr, bool(q and q[0])))
        for n, (cls, t, tr, q) in enumerate(b, 1):
            rec = {"id": f"tl-ben-{lg}-{n:04d}", "label": "benign", "class": cls, "lang": lg, "split": SPLIT,
                   "text": hide.apply(tr, t)}
            if cls == "security_talk" and q is True:
                rec["quotes_attack"] = True
            benign.append(rec)
    return attacks, benign


def write(path: Path, recs: list[dict]) -> None:
    with open(path, "w", encoding="utf-8") as fh:
        fh.writelines(hide.escape_invisible(json.dumps(r, ensure_ascii=False)) + "\n" for r in recs)


def main() -> None:
    attacks, benign = records()
    out = HERE.parent
    write(out / "attacks_train_l.jsonl", attacks)
    write(out / "benign_train_l.jsonl", benign)
    print(f"attacks {len(attacks)}, benign {len(benign)}")


if __name__ == "__main__":
    main()
