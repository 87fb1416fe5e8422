"""Write ../attacks.jsonl and ../benign.jsonl from the hand-written language modules.

Usage (from anywhere): ``python tests/data/security/fresh4/e/gen/build.py``.
Ids are assigned in module order: ``f4e-atk-<lang>-NNNN`` / ``f4e-ben-<lang>-NNNN``.
"""

from __future__ import annotations

import json
import sys
import unicodedata
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import hide
import lang_de
import lang_en
import lang_es
import lang_fr
import lang_ja
import lang_ko
import lang_other
import lang_ru
import lang_zh

SPLIT = "fresh4"
MODULES = {"en": lang_en, "zh": lang_zh, "ja": lang_ja, "ko": lang_ko,
           "ru": lang_ru, "es": lang_es, "fr": lang_fr, "de": lang_de}


def _needs_escape(c: str) -> bool:
    o = ord(c)
    return (unicodedata.category(c) == "Cf" or 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF)


def _esc(c: str) -> str:
    o = ord(c)
    if o <= 0xFFFF:
        return f"\\u{o:04x}"
    o -= 0x10000
    return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"


def dumps(rec: dict[str, object]) -> str:
    """JSON line with literal UTF-8 except format / selector / tag characters (escaped)."""
    raw = json.dumps(rec, ensure_ascii=False)
    return "".join(_esc(c) if _needs_escape(c) else c for c in raw)


def attacks() -> list[dict[str, object]]:
    out: list[dict[str, object]] = []
    for lang, mod in MODULES.items():
        n = 0

        def rec(cls: str, text: str, lang: str = lang, **extra: object) -> None:
            nonlocal n
            n += 1
            out.append({"id": f"f4e-atk-{lang}-{n:04d}", "label": "attack", "class": cls,
                        "lang": lang, "split": SPLIT, "text": text, **extra})

        for cls, texts in mod.ATTACKS.items():
            for t in texts:
                rec(cls, t)
        for a, b in mod.SPLITS:
            rec("split", f"{a}\n{b}", parts=[a, b])
        for enc, wrapper, plain in mod.ENCODED:
            payload = hide.encode(plain, enc)
            rec("encoded", wrapper.replace("{P}", payload), encoding=enc, payload=payload, decoded=plain)
        for tech, cover, hidden in mod.INVISIBLE:
            rec("invisible", hide.hide(cover, hidden, tech), technique=tech, hidden=hidden)
    return out


def benign() -> list[dict[str, object]]:
    out: list[dict[str, object]] = []
    counters: Counter[str] = Counter()

    def rec(cls: str, lang: str, item: str | tuple[str, dict[str, object]]) -> None:
        text, extra = (item, {}) if isinstance(item, str) else item
        counters[lang] += 1
        out.append({"id": f"f4e-ben-{lang}-{counters[lang]:04d}", "label": "benign", "class": cls,
                    "lang": lang, "split": SPLIT, "text": text, **extra})

    for lang, mod in MODULES.items():
        for cls, items in mod.BENIGN.items():
            for item in items:
                rec(cls, lang, item)
    for cls, lang, text in lang_other.BENIGN:
        rec(cls, lang, text)
    return out


def main() -> None:
    root = HERE.parent
    for name, recs in (("attacks.jsonl", attacks()), ("benign.jsonl", benign())):
        with open(root / name, "w", encoding="utf-8") as fh:
            fh.writelines(dumps(r) + "\n" for r in recs)
        print(f"{name}: {len(recs)} records")


if __name__ == "__main__":
    main()
