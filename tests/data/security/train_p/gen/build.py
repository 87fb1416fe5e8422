"""Write attacks_train_p.jsonl and benign_train_p.jsonl from the hand-written lang_<xx>.py files.
Mechanical only: ids, classes from the line codes, newline markers, encodings and hiding (hide.py)."""
from __future__ import annotations

import importlib
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import hide

LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
SPLIT = "train_p"
CODES = {"O": "override", "R": "role_hijack", "X": "exfil_command", "P": "persistence",
         "S": "secret_harvest", "D": "deception"}


def _nl(s: str) -> str:
    return s.strip().replace("\\n", "\n")


def records() -> tuple[list[dict], list[dict]]:
    atk, ben = [], []
    for lg in LANGS:
        m = importlib.import_module(f"lang_{lg}")
        for n, t in enumerate((x for x in m.BENIGN if x.strip()), 1):
            ben.append({"id": f"tp-ben-{lg}-{n:04d}", "label": "benign", "class": "security_talk",
                        "lang": lg, "split": SPLIT, "text": _nl(t), "quotes_attack": True})
        n = 0
        for line in (x for x in m.ATTACKS if x.strip()):
            code, _, body = line.partition("|")
            n += 1
            rec = {"id": f"tp-atk-{lg}-{n:04d}", "label": "attack", "lang": lg, "split": SPLIT}
            if code.startswith("E:"):
                how = code[2:]
                wrapper, _, plain = body.partition("||")
                plain = plain.strip()
                payload = hide.encode(plain, how)
                rec.update({"class": "encoded", "text": _nl(wrapper).replace("{P}", payload),
                            "encoding": how, "payload": payload, "decoded": plain})
            else:
                rec.update({"class": CODES[code.strip()], "text": _nl(body)})
            atk.append(rec)
        for plain, words in getattr(m, "INVISIBLE", []):
            n += 1
            atk.append({"id": f"tp-atk-{lg}-{n:04d}", "label": "attack", "class": "invisible",
                        "lang": lg, "split": SPLIT, "text": hide.zero_width_split(plain, words),
                        "technique": "zero_width_split", "hidden": plain})
    return atk, ben


def main() -> None:
    atk, ben = records()
    out = HERE.parent
    for name, recs in (("attacks_train_p.jsonl", atk), ("benign_train_p.jsonl", ben)):
        with open(out / name, "w", encoding="utf-8") as fh:
            fh.writelines(hide.dumps(r) + "\n" for r in recs)
    print(f"wrote {len(atk)} attacks, {len(ben)} benign")


if __name__ == "__main__":
    main()
