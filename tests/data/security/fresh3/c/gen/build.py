"""Assemble the fresh3/c corpus from the hand-written lists and write the two JSONL files.

Usage (from anywhere): ``python tests/data/security/fresh3/c/gen/build.py``.
Ids are numbered per label and language in the order below, so rebuilding from unchanged
lists gives the same ids.
"""

from __future__ import annotations

import importlib
import json
import sys
import unicodedata
from pathlib import Path

GEN = Path(__file__).resolve().parent
OUT = GEN.parent
sys.path.insert(0, str(GEN))

import hide

SPLIT = "fresh3"
MAIN_LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
PLAIN_ATTACK_CLASSES = (
    "override", "deception", "role_hijack", "frame_forgery", "persistence",
    "exfil_command", "exfil_markdown", "secret_harvest",
)


def _escape_invisible(line: str) -> str:
    """Write format / invisible / variation-selector characters as \\uXXXX (surrogates above U+FFFF)."""
    out = []
    for ch in line:
        o = ord(ch)
        cat = unicodedata.category(ch)
        vs = 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF
        if vs or cat in ("Cf", "Zl", "Zp", "Co") or (cat == "Zs" and ch != " "):
            if o > 0xFFFF:
                v = o - 0x10000
                out.append(f"\\u{0xD800 + (v >> 10):04x}\\u{0xDC00 + (v & 0x3FF):04x}")
            else:
                out.append(f"\\u{o:04x}")
        else:
            out.append(ch)
    return "".join(out)


def attacks() -> list[dict]:
    recs = []
    for lang in MAIN_LANGS:
        mod = importlib.import_module(f"attacks_{lang}")
        assert mod.LANG == lang
        rows: list[dict] = []
        for cls in PLAIN_ATTACK_CLASSES:
            for text in mod.ATTACKS[cls]:
                rows.append({"class": cls, "text": text})
        for enc, wrapper, decoded in mod.ENCODED:
            payload = hide.encode(decoded, enc)
            rows.append({"class": "encoded", "text": wrapper.replace("{P}", payload),
                         "encoding": "url" if enc == "url_full" else enc,
                         "payload": payload, "decoded": decoded})
        for n, (tech, template, hidden, mode) in enumerate(mod.INVISIBLE):
            if tech == "tag_chars":
                h = hide.tag_chars(hidden)
            elif tech == "variation_selectors":
                h = hide.variation_selectors(hidden)
            elif tech == "zero_width_split":
                h = hide.zero_width_split(hidden, mode=mode, start=3 * n + len(lang))
            elif tech == "bidi_override":
                h = hide.bidi_override(hidden)
            else:
                raise ValueError(tech)
            rows.append({"class": "invisible", "text": template.replace("{H}", h),
                         "technique": tech, "hidden": hidden})
        for first, second in mod.SPLITS:
            rows.append({"class": "split", "text": first + "\n" + second, "parts": [first, second]})
        for i, row in enumerate(rows, 1):
            rec = {"id": f"f3c-atk-{lang}-{i:04d}", "label": "attack", "class": row.pop("class"),
                   "lang": lang, "split": SPLIT, "text": row.pop("text")}
            rec.update(row)
            recs.append(rec)
    return recs


def benign() -> list[dict]:
    recs = []
    by_lang: dict[str, list[dict]] = {}
    for lang in MAIN_LANGS:
        mod = importlib.import_module(f"benign_{lang}")
        assert mod.LANG == lang
        for cls, items in mod.BENIGN.items():
            for item in items:
                row = {"class": cls, "text": item} if isinstance(item, str) else {"class": cls, **item}
                by_lang.setdefault(lang, []).append(row)
    import benign_other
    for cls, lang, text in benign_other.OTHER:
        by_lang.setdefault(lang, []).append({"class": cls, "text": text})
    for lang, rows in by_lang.items():
        for i, row in enumerate(rows, 1):
            rec = {"id": f"f3c-ben-{lang}-{i:04d}", "label": "benign", "class": row.pop("class"),
                   "lang": lang, "split": SPLIT, "text": row.pop("text")}
            rec.update(row)
            recs.append(rec)
    return recs


def write(path: Path, recs: list[dict]) -> None:
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        fh.writelines(_escape_invisible(json.dumps(r, ensure_ascii=False)) + "\n" for r in recs)


def main() -> int:
    a, b = attacks(), benign()
    write(OUT / "attacks.jsonl", a)
    write(OUT / "benign.jsonl", b)
    print(f"wrote {len(a)} attacks, {len(b)} benign")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
