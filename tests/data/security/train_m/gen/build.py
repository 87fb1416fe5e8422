"""Write attacks_train_m.jsonl and benign_train_m.jsonl from the hand-written lang_<xx>.py texts.

Mechanical additions only: a few attack texts also appear in a transformed form (full-width,
leetspeak, homoglyph, run-together camelCase); a few benign texts get word-processor paste
artefacts in place (soft hyphens, no-break spaces, a leading BOM). Ids are assigned in order.
"""

import importlib
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import hide

LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
SPLIT = "train_m"

# (lang, index into ATTACKS, transform): extra records, the original stays too
ATTACK_VARIANTS = [
    ("en", 10, "fullwidth"), ("en", 0, "leet"), ("en", 3, "homoglyph"), ("en", 12, "camel"),
    ("es", 10, "leet"), ("de", 20, "camel"), ("fr", 20, "homoglyph"), ("en", 36, "camel"),
]
# (lang, index into BENIGN, transform): applied in place
BENIGN_ARTEFACTS = {
    "en": [(16, "soft_hyphens"), (11, "nbsp"), (33, "bom")],
    "de": [(15, "soft_hyphens"), (13, "nbsp"), (31, "bom")],
    "fr": [(14, "soft_hyphens"), (9, "nbsp"), (31, "bom")],
    "es": [(15, "soft_hyphens"), (13, "nbsp"), (31, "bom")],
    "ru": [(15, "soft_hyphens"), (22, "nbsp"), (31, "bom")],
    "zh": [(32, "bom")], "ja": [(30, "bom")], "ko": [(30, "bom")],
}
TRANSFORMS = {"fullwidth": hide.fullwidth, "leet": hide.leet, "homoglyph": hide.homoglyph,
              "camel": hide.camel, "soft_hyphens": hide.soft_hyphens, "nbsp": hide.nbsp, "bom": hide.bom}


def records():
    atk, ben = [], []
    for lg in LANGS:
        mod = importlib.import_module(f"lang_{lg}")
        texts = list(mod.ATTACKS)
        for vlg, i, t in ATTACK_VARIANTS:
            if vlg == lg:
                new = TRANSFORMS[t](mod.ATTACKS[i])
                assert new != mod.ATTACKS[i], (lg, i, t)
                texts.append(new)
        for n, text in enumerate(texts, 1):
            atk.append({"id": f"tm-atk-{lg}-{n:04d}", "label": "attack", "class": "deception",
                        "lang": lg, "split": SPLIT, "text": text})
        benign = [list(b) for b in mod.BENIGN]
        for i, t in BENIGN_ARTEFACTS.get(lg, []):
            new = TRANSFORMS[t](benign[i][1])
            assert new != benign[i][1], (lg, i, t)
            benign[i][1] = new
        for n, b in enumerate(benign, 1):
            cls, text = b[0], b[1]
            extra = b[2] if len(b) > 2 else {}
            ben.append({"id": f"tm-ben-{lg}-{n:04d}", "label": "benign", "class": cls,
                        "lang": lg, "split": SPLIT, "text": text, **extra})
    return atk, ben


def main():
    atk, ben = records()
    out = HERE.parent
    for name, recs in (("attacks_train_m.jsonl", atk), ("benign_train_m.jsonl", ben)):
        with open(out / name, "w", encoding="utf-8") as fh:
            fh.writelines(hide.dumps(r) + "\n" for r in recs)
    print(f"attacks {len(atk)}, benign {len(ben)}")


if __name__ == "__main__":
    main()
