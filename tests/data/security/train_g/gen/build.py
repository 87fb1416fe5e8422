"""Build attacks_train_g.jsonl and benign_train_g.jsonl from the hand-written modules.

Usage (from anywhere): ``python tests/data/security/train_g/gen/build.py`` writes both files
next to this folder; ``--markdown`` prints the class x lang counts table instead.

Ids are ``gatk-<lang>-NNNN`` / ``gben-<lang>-NNNN`` numbered in module order; the two notes
of a benign pair share a number and end in ``-a`` / ``-b``.
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

import mechanics

SPLIT_NAME = "train_g"
MAIN_LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
PLAIN_CLASSES = {
    "SECRET_HARVEST": "secret_harvest",
    "EXFIL_COMMAND": "exfil_command",
    "EXFIL_MARKDOWN": "exfil_markdown",
    "PERSISTENCE": "persistence",
    "OVERRIDE": "override",
    "DECEPTION": "deception",
    "ROLE_HIJACK": "role_hijack",
    "FRAME_FORGERY": "frame_forgery",
}


def _invisible(spec: dict) -> tuple[str, str]:
    """Return (text, hidden) for one hand-written invisible-attack spec."""
    tech = spec["technique"]
    if tech == "zero_width_split":
        return mechanics.zero_width(spec["marked"]), spec["marked"].replace("{z}", "")
    hidden = spec["hidden"]
    if tech == "tag_chars":
        hide = mechanics.tag_chars(hidden, spec.get("flag", "\U0001f3f3"))
    elif tech == "variation_selectors":
        hide = mechanics.variation_selectors(hidden, spec["base"])
    elif tech == "bidi_override":
        hide = mechanics.bidi(hidden)
    else:
        raise ValueError(f"unknown technique {tech!r}")
    return spec["cover"].replace("{h}", hide), hidden


def attacks() -> list[dict]:
    """All attack records, language by language."""
    recs: list[dict] = []
    for lang in MAIN_LANGS:
        mod = importlib.import_module(f"atk_{lang}")
        rows: list[dict] = []
        for a, b in mod.SPLIT:
            rows.append({"class": "split", "text": a + "\n" + b, "parts": [a, b]})
        for attr, cls in PLAIN_CLASSES.items():
            rows += [{"class": cls, "text": t} for t in getattr(mod, attr)]
        for wrapper, decoded, enc in mod.ENCODED:
            payload = mechanics.encode(decoded, enc)
            rows.append({"class": "encoded", "text": wrapper.replace("{p}", payload),
                         "encoding": enc, "payload": payload, "decoded": decoded})
        for spec in mod.INVISIBLE:
            text, hidden = _invisible(spec)
            rows.append({"class": "invisible", "text": text, "technique": spec["technique"],
                         "hidden": hidden})
        for n, row in enumerate(rows, 1):
            recs.append({"id": f"gatk-{lang}-{n:04d}", "label": "attack", "class": row.pop("class"),
                         "lang": lang, "split": SPLIT_NAME, "text": row.pop("text"), **row})
    return recs


def _entry(item: str | tuple[str, dict]) -> tuple[str, dict]:
    return (item, {}) if isinstance(item, str) else item


def benign() -> list[dict]:
    """All benign records: main languages (singles, then pairs), then the other scripts."""
    recs: list[dict] = []

    def add(lang: str, rid: str, cls: str, item: str | tuple[str, dict]) -> None:
        text, extra = _entry(item)
        recs.append({"id": rid, "label": "benign", "class": cls, "lang": lang,
                     "split": SPLIT_NAME, "text": text, **extra})

    for lang in MAIN_LANGS:
        mod = importlib.import_module(f"ben_{lang}")
        n = 0
        for cls, items in mod.BENIGN.items():
            for item in items:
                n += 1
                add(lang, f"gben-{lang}-{n:04d}", cls, item)
        for (cls_a, text_a), (cls_b, text_b) in mod.PAIRS:
            n += 1
            add(lang, f"gben-{lang}-{n:04d}-a", cls_a, text_a)
            add(lang, f"gben-{lang}-{n:04d}-b", cls_b, text_b)
    other = importlib.import_module("ben_other")
    for lang, classes in other.BENIGN.items():
        n = 0
        for cls, items in classes.items():
            for item in items:
                n += 1
                add(lang, f"gben-{lang}-{n:04d}", cls, item)
    return recs


def _escape_invisible(line: str) -> str:
    """Write format characters, variation selectors, tags and odd spaces as \\uXXXX escapes."""
    out = []
    for ch in line:
        o = ord(ch)
        invisible = (
            unicodedata.category(ch) in ("Cf", "Zs", "Zl", "Zp") and ch != " "
            or 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF
        )
        if not invisible:
            out.append(ch)
        elif o > 0xFFFF:
            hi, lo = divmod(o - 0x10000, 0x400)
            out.append(f"\\u{0xD800 + hi:04x}\\u{0xDC00 + lo:04x}")
        else:
            out.append(f"\\u{o:04x}")
    return "".join(out)


def dump(recs: list[dict], path: Path) -> None:
    """Write ``recs`` as JSON lines with invisible characters escaped."""
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        fh.writelines(_escape_invisible(json.dumps(r, ensure_ascii=False)) + "\n" for r in recs)


def table(recs: list[dict]) -> str:
    """Markdown table class x lang for one label's records."""
    langs = sorted({r["lang"] for r in recs},
                   key=lambda x: (x not in MAIN_LANGS, MAIN_LANGS.index(x) if x in MAIN_LANGS else 0, x))
    classes = sorted({r["class"] for r in recs})
    c = Counter((r["class"], r["lang"]) for r in recs)
    lines = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cls in classes:
        cells = [str(c[(cls, lg)]) if c[(cls, lg)] else "" for lg in langs]
        lines.append(f"| {cls} | " + " | ".join(cells) + f" | {sum(c[(cls, lg)] for lg in langs)} |")
    per_lang = Counter(r["lang"] for r in recs)
    lines.append("| **total** | " + " | ".join(str(per_lang[lg]) for lg in langs) + f" | {len(recs)} |")
    return "\n".join(lines)


def main() -> int:
    atk, ben = attacks(), benign()
    if "--markdown" in sys.argv:
        print(f"### attack\n\n{table(atk)}\n\n### benign\n\n{table(ben)}")
        return 0
    dump(atk, HERE.parent / "attacks_train_g.jsonl")
    dump(ben, HERE.parent / "benign_train_g.jsonl")
    print(f"wrote {len(atk)} attacks and {len(ben)} benign records")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
