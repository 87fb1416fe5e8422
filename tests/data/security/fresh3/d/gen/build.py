"""Build the fresh3/d report-only corpus from the hand-written language modules.

Usage (from anywhere): ``python tests/data/security/fresh3/d/gen/build.py`` writes
``attacks.jsonl`` and ``benign.jsonl`` next to this folder and validates them;
``--table`` prints the class x lang counts in Markdown (for the README).
"""

from __future__ import annotations

import json
import sys
import unicodedata
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import extra_scripts
import hide
import lang_de
import lang_en
import lang_es
import lang_fr
import lang_ja
import lang_ko
import lang_ru
import lang_zh
from check import validate

SPLIT = "fresh3"
MODULES = (lang_en, lang_zh, lang_ja, lang_ko, lang_ru, lang_es, lang_fr, lang_de)
ATTACK_ORDER = (
    "override",
    "deception",
    "role_hijack",
    "frame_forgery",
    "persistence",
    "exfil_command",
    "exfil_markdown",
    "secret_harvest",
)
BENIGN_ORDER = (
    "preference",
    "honesty_rule",
    "profile",
    "project",
    "shell_snippet",
    "security_talk",
    "health_finance",
    "dates_numbers",
    "emoji",
    "word_processor",
    "multilingual_mix",
)


def _attacks(mod) -> list[dict]:
    recs: list[dict] = []
    for cls in ATTACK_ORDER:
        recs += [{"class": cls, "text": t} for t in mod.ATTACKS.get(cls, [])]
    for wrapper, encoding, decoded in mod.ENCODED:
        payload = hide.encode(decoded, encoding)
        recs.append(
            {
                "class": "encoded",
                "text": wrapper.format(payload=payload),
                "encoding": "url" if encoding == "url_all" else encoding,
                "payload": payload,
                "decoded": decoded,
            }
        )
    for technique, text, hidden in mod.INVISIBLE:
        recs.append({"class": "invisible", "text": text, "technique": technique, "hidden": hidden})
    for first, second in mod.SPLITS:
        recs.append({"class": "split", "text": f"{first}\n{second}", "parts": [first, second]})
    return recs


def _benign(mod) -> list[dict]:
    recs: list[dict] = []
    for cls in BENIGN_ORDER:
        for item in mod.BENIGN.get(cls, []):
            text, extra = (item, {}) if isinstance(item, str) else item
            recs.append({"class": cls, "text": text, **extra})
    return recs


def build() -> tuple[list[dict], list[dict]]:
    """Return (attacks, benign) records with ids, labels, languages and the split."""
    attacks: list[dict] = []
    benign: list[dict] = []
    for mod in MODULES:
        for label, recs, out in (
            ("attack", _attacks(mod), attacks),
            ("benign", _benign(mod), benign),
        ):
            short = "atk" if label == "attack" else "ben"
            for n, rec in enumerate(recs, 1):
                out.append(
                    {
                        "id": f"f3d-{short}-{mod.LANG}-{n:04d}",
                        "label": label,
                        "class": rec.pop("class"),
                        "lang": mod.LANG,
                        "split": SPLIT,
                        "text": rec.pop("text"),
                        **rec,
                    }
                )
    per_lang: Counter = Counter()
    for cls, lang, text in extra_scripts.EXTRA:
        per_lang[lang] += 1
        benign.append(
            {
                "id": f"f3d-ben-{lang}-{per_lang[lang]:04d}",
                "label": "benign",
                "class": cls,
                "lang": lang,
                "split": SPLIT,
                "text": text,
            }
        )
    return attacks, benign


def _needs_escape(ch: str) -> bool:
    o = ord(ch)
    if 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF:
        return True
    cat = unicodedata.category(ch)
    return cat in ("Cf", "Cc", "Zl", "Zp", "Co", "Cn") or (cat == "Zs" and ch not in " \u3000")


def _escape(ch: str) -> str:
    o = ord(ch)
    if o <= 0xFFFF:
        return f"\\u{o:04x}"
    o -= 0x10000
    return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"


def dumps(rec: dict) -> str:
    """One JSON line: literal UTF-8 except invisible / format / selector characters."""
    raw = json.dumps(rec, ensure_ascii=False)
    return "".join(_escape(c) if _needs_escape(c) else c for c in raw)


def table(recs: list[dict]) -> str:
    """Markdown class x lang table with row and column totals."""
    main = [m.LANG for m in MODULES]
    langs = main + sorted({r["lang"] for r in recs} - set(main))
    classes = sorted({r["class"] for r in recs})
    c = Counter((r["class"], r["lang"]) for r in recs)
    lines = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cls in classes:
        row = [str(c[(cls, lg)]) if c[(cls, lg)] else "" for lg in langs]
        lines.append(f"| {cls} | " + " | ".join(row) + f" | {sum(c[(cls, lg)] for lg in langs)} |")
    tot = Counter(r["lang"] for r in recs)
    lines.append("| **total** | " + " | ".join(str(tot[lg]) for lg in langs) + f" | {len(recs)} |")
    return "\n".join(lines)


def main() -> int:
    attacks, benign = build()
    out_dir = HERE.parent
    for name, recs in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(out_dir / name, "w", encoding="utf-8") as fh:
            fh.writelines(dumps(r) + "\n" for r in recs)
    errors = validate(out_dir / "attacks.jsonl", out_dir / "benign.jsonl")
    if "--table" in sys.argv:
        print("### attack\n\n" + table(attacks) + "\n\n### benign\n\n" + table(benign))
    else:
        print(f"{len(attacks)} attacks, {len(benign)} benign")
    for e in errors:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    raise SystemExit(main())
