"""Build attacks_train_i.jsonl and benign_train_i.jsonl from the hand-written language modules.

Usage: ``python tests/data/security/train_i/gen/build.py`` (from anywhere).
Ids are assigned in module order: attacks (deception, then split), benign (security_talk,
shell_snippet, honesty_rule, preference, then pairs with ``-a`` / ``-b`` suffixes).
"""

from __future__ import annotations

import importlib
import json
import sys
import unicodedata
from pathlib import Path
from types import ModuleType
from typing import Any

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))

LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
SPLIT = "train_i"
QUOTE_CHARS = "'\"«»「」“”„『』‘’"


def _dump(rec: dict[str, Any]) -> str:
    """JSON line with literal UTF-8, except format / variation-selector / tag chars as escapes."""
    line = json.dumps(rec, ensure_ascii=False)
    out = []
    for ch in line:
        o = ord(ch)
        if unicodedata.category(ch) == "Cf" or 0xFE00 <= o <= 0xFE0F or 0xE0000 <= o <= 0xE01EF:
            if o > 0xFFFF:
                v = o - 0x10000
                out.append(f"\\u{0xD800 + (v >> 10):04x}\\u{0xDC00 + (v & 0x3FF):04x}")
            else:
                out.append(f"\\u{o:04x}")
        else:
            out.append(ch)
    return "".join(out)


def _quotes(text: str) -> bool:
    return any(c in text for c in QUOTE_CHARS)


def _record(label: str, cls: str, lang: str, rid: str, text: str, **extra: object) -> dict[str, Any]:
    return {"id": rid, "label": label, "class": cls, "lang": lang, "split": SPLIT, "text": text,
            **extra}


def _lang_attacks(lang: str, mod: ModuleType) -> list[dict[str, Any]]:
    items: list[tuple[str, str, dict[str, Any]]] = [("deception", t, {}) for t in mod.DECEPTION]
    items += [("split", a + "\n" + b, {"parts": [a, b]}) for a, b in mod.SPLIT]
    return [_record("attack", cls, lang, f"ti-atk-{lang}-{n:04d}", text, **extra)
            for n, (cls, text, extra) in enumerate(items, 1)]


def _lang_benign(lang: str, mod: ModuleType) -> list[dict[str, Any]]:
    singles = [("security_talk", t) for t in mod.SECURITY_TALK]
    singles += [("shell_snippet", t) for t in mod.SHELL]
    singles += [("honesty_rule", t) for t in mod.HONESTY]
    singles += [("preference", t) for t in mod.PREFERENCE]
    out = []
    for n, (cls, text) in enumerate(singles, 1):
        extra = {"quotes_attack": True} if cls == "security_talk" and _quotes(text) else {}
        out.append(_record("benign", cls, lang, f"ti-ben-{lang}-{n:04d}", text, **extra))
    for n, (cls, a, b) in enumerate(mod.PAIRS, len(singles) + 1):
        pair = f"ti-ben-{lang}-{n:04d}"
        out.append(_record("benign", cls, lang, pair + "-a", a, pair=pair))
        out.append(_record("benign", cls, lang, pair + "-b", b, pair=pair))
    return out


def build() -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Return (attacks, benign) record lists, languages in ``LANGS`` order."""
    attacks: list[dict[str, Any]] = []
    benign: list[dict[str, Any]] = []
    for lang in LANGS:
        mod = importlib.import_module(lang)
        attacks += _lang_attacks(lang, mod)
        benign += _lang_benign(lang, mod)
    return attacks, benign


def main() -> None:
    attacks, benign = build()
    for name, recs in (("attacks_train_i.jsonl", attacks), ("benign_train_i.jsonl", benign)):
        with open(OUT / name, "w", encoding="utf-8") as fh:
            fh.writelines(_dump(r) + "\n" for r in recs)
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
