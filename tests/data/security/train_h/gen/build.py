"""Assemble the train_h corpus and write the two JSONL files.

Usage: ``python tests/data/security/train_h/gen/build.py`` (add ``--markdown`` to print the
counts tables for the README). Ids are numbered per language in a fixed class order, so a
rebuild from unchanged modules gives identical files.
"""

from __future__ import annotations

import importlib
import json
import sys
import unicodedata
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from check import validate

OUT = HERE.parent
LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
PLAIN_ATTACKS = ("override", "deception", "role_hijack", "frame_forgery", "persistence",
                 "exfil_command", "exfil_markdown", "secret_harvest")
QUOTE_MARK = "[Q]"


def _escape_char(c: str) -> str:
    o = ord(c)
    if o > 0xFFFF:
        o -= 0x10000
        return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"
    return f"\\u{o:04x}"


def _needs_escape(c: str) -> bool:
    o = ord(c)
    cat = unicodedata.category(c)
    return (cat in ("Cf", "Zl", "Zp") or (cat == "Zs" and c not in " \u3000")
            or 0xFE00 <= o <= 0xFE0F or 0xE0000 <= o <= 0xE01EF)


def dump(rec: dict[str, object]) -> str:
    """One JSON line: literal UTF-8, but invisible / format characters as \\u escapes."""
    raw = json.dumps(rec, ensure_ascii=False)
    return "".join(_escape_char(c) if _needs_escape(c) else c for c in raw)


def attacks() -> list[dict[str, object]]:
    """All attack records, language by language."""
    recs: list[dict[str, object]] = []
    for lang in LANGS:
        mod = importlib.import_module(f"atk_{lang}")
        rows: list[dict[str, object]] = []
        for cls in PLAIN_ATTACKS:
            rows += [{"class": cls, "text": t} for t in mod.TEXTS[cls]]
        rows += [{"class": "encoded", **r} for r in mod.ENCODED]
        rows += [{"class": "invisible", **r} for r in mod.INVISIBLE]
        rows += [{"class": "split", "text": a + "\n" + b, "parts": [a, b]} for a, b in mod.SPLITS]
        for n, row in enumerate(rows, 1):
            recs.append({"id": f"hatk-{lang}-{n:04d}", "label": "attack", "class": row["class"],
                         "lang": lang, "split": "train_h", "text": row["text"],
                         **{k: v for k, v in row.items() if k not in ("class", "text")}})
    return recs


def benign() -> list[dict[str, object]]:
    """All benign records; a leading [Q] marks a note that quotes an attack phrase."""
    recs: list[dict[str, object]] = []
    counters: Counter[str] = Counter()
    sources: list[tuple[str, dict[str, list[str]]]] = []
    for lang in LANGS:
        sources.append((lang, importlib.import_module(f"ben_{lang}").BENIGN))
    other = importlib.import_module("ben_other")
    for lang, by_class in other.BY_LANG.items():
        sources.append((lang, by_class))
    for lang, by_class in sources:
        for cls, texts in by_class.items():
            for text in texts:
                counters[lang] += 1
                rec: dict[str, object] = {"id": f"hben-{lang}-{counters[lang]:04d}",
                                          "label": "benign", "class": cls, "lang": lang,
                                          "split": "train_h", "text": text}
                if text.startswith(QUOTE_MARK):
                    rec["text"] = text[len(QUOTE_MARK):].lstrip()
                    rec["quotes_attack"] = True
                recs.append(rec)
    return recs


def table(recs: list[dict[str, object]]) -> str:
    """Markdown counts table, rows = class, columns = lang."""
    langs = sorted({str(r["lang"]) for r in recs},
                   key=lambda x: (x not in LANGS, LANGS.index(x) if x in LANGS else 0, x))
    classes = sorted({str(r["class"]) for r in recs})
    c = Counter((str(r["class"]), str(r["lang"])) for r in recs)
    lines = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cls in classes:
        row = [str(c[cls, lg]) if c[cls, lg] else "" for lg in langs]
        lines.append(f"| {cls} | " + " | ".join(row) + f" | {sum(c[cls, lg] for lg in langs)} |")
    tot = [str(sum(c[k, lg] for k in classes)) for lg in langs]
    lines.append("| **total** | " + " | ".join(tot) + f" | {len(recs)} |")
    return "\n".join(lines)


def main() -> int:
    atk, ben = attacks(), benign()
    errs = validate(atk + ben)
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    if errs:
        return 1
    for name, recs in (("attacks_train_h.jsonl", atk), ("benign_train_h.jsonl", ben)):
        (OUT / name).write_text("".join(dump(r) + "\n" for r in recs), encoding="utf-8")
    if "--markdown" in sys.argv:
        print(f"### attack\n\n{table(atk)}\n\n### benign\n\n{table(ben)}")
    else:
        print(f"wrote {len(atk)} attacks, {len(ben)} benign")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
