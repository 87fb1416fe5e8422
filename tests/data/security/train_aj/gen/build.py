"""Write attacks.jsonl and benign.jsonl of train_aj from the hand-written gen/lang_<xx>.py.

Mechanical only: numbering, record layout, joining the two parts with a newline, escaping any
invisible / format character as a \\uXXXX escape. Output is deterministic (no clocks, no sets).
"""

from __future__ import annotations

import importlib.util
import json
import sys
import unicodedata
from pathlib import Path

GEN = Path(__file__).resolve().parent
OUT = GEN.parent
LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
SPLIT = "train_aj"


def load_lang(lang: str):
    """Import gen/lang_<lang>.py by path and return the module."""
    spec = importlib.util.spec_from_file_location(f"taj_lang_{lang}", GEN / f"lang_{lang}.py")
    mod = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(mod)
    return mod


def _escape_invisible(line: str) -> str:
    out = []
    for ch in line:
        o = ord(ch)
        if unicodedata.category(ch) == "Cf" or 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF:
            if o > 0xFFFF:
                v = o - 0x10000
                out.append(f"\\u{0xD800 + (v >> 10):04x}\\u{0xDC00 + (v & 0x3FF):04x}")
            else:
                out.append(f"\\u{o:04x}")
        else:
            out.append(ch)
    return "".join(out)


def records() -> tuple[list[dict], list[dict]]:
    """Return (attacks, benign) records in a fixed order."""
    attacks: list[dict] = []
    benign: list[dict] = []
    for lang in LANGS:
        mod = load_lang(lang)
        for n, (_harm, first, second) in enumerate(mod.ATTACKS, 1):
            parts = [first.strip(), second.strip()]
            attacks.append({
                "id": f"taj-atk-{lang}-{n:04d}", "label": "attack", "class": "split",
                "lang": lang, "split": SPLIT, "text": "\n".join(parts), "parts": parts,
            })
        for n, (cls, first, second, _look) in enumerate(mod.BENIGN, 1):
            parts = [first.strip(), second.strip()]
            benign.append({
                "id": f"taj-ben-{lang}-{n:04d}", "label": "benign", "class": cls,
                "lang": lang, "split": SPLIT, "text": "\n".join(parts), "parts": parts,
            })
    return attacks, benign


def write(path: Path, recs: list[dict]) -> None:
    lines = [_escape_invisible(json.dumps(r, ensure_ascii=False)) for r in recs]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main() -> int:
    attacks, benign = records()
    write(OUT / "attacks.jsonl", attacks)
    write(OUT / "benign.jsonl", benign)
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
