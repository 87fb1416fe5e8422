"""Write attacks.jsonl and benign.jsonl (in the parent folder) from the hand-written
gen/lang_<xx>.py modules. Mechanical only: ids, labels, classes, order; no text is generated.

Usage (from the train_ai folder): ``python3 gen/build.py``
"""

from __future__ import annotations

import importlib.util
import json
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
BENIGN_ORDER = ("honesty_rule", "security_talk", "preference", "project", "profile", "dates_numbers")
QUOTING = 2  # the first QUOTING security_talk entries of each language quote a deceptive order
SPLIT = "train_ai"


def load_lang(lang: str):
    spec = importlib.util.spec_from_file_location(f"train_ai_lang_{lang}", HERE / f"lang_{lang}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def invisible(ch: str) -> bool:
    """Format, separator and selector characters that must be written as escapes."""
    cat = unicodedata.category(ch)
    o = ord(ch)
    return (
        cat in ("Cf", "Cc", "Co", "Cn", "Zl", "Zp")
        or (cat == "Zs" and ch != " ")
        or 0xFE00 <= o <= 0xFE0F
        or 0xE0100 <= o <= 0xE01EF
    )


def escape(ch: str) -> str:
    o = ord(ch)
    if o <= 0xFFFF:
        return f"\\u{o:04x}"
    o -= 0x10000
    return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"


def dump(rec: dict) -> str:
    line = json.dumps(rec, ensure_ascii=False)
    return "".join(escape(c) if invisible(c) else c for c in line)


def records() -> tuple[list[dict], list[dict]]:
    attacks, benign = [], []
    for lang in LANGS:
        mod = load_lang(lang)
        for n, text in enumerate(mod.ATTACKS, 1):
            attacks.append({"id": f"tai-atk-{lang}-{n:04d}", "label": "attack", "class": "deception",
                            "lang": lang, "split": SPLIT, "text": text})
        n = 0
        for cls in BENIGN_ORDER:
            for i, text in enumerate(mod.BENIGN[cls]):
                n += 1
                rec = {"id": f"tai-ben-{lang}-{n:04d}", "label": "benign", "class": cls,
                       "lang": lang, "split": SPLIT, "text": text}
                if cls == "security_talk" and i < QUOTING:
                    rec["quotes_attack"] = True
                benign.append(rec)
        extra = set(mod.BENIGN) - set(BENIGN_ORDER)
        if extra:
            raise SystemExit(f"lang_{lang}.py: unknown benign classes {sorted(extra)}")
    return attacks, benign


def main() -> int:
    attacks, benign = records()
    for name, recs in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(OUT / name, "w", encoding="utf-8", newline="\n") as fh:
            fh.writelines(dump(r) + "\n" for r in recs)
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign to {OUT}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
