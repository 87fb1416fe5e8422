"""Build fresh28/a attacks.jsonl and benign.jsonl from the hand-written gen/lang_*.py files.

Deterministic: the same sources always give byte-identical files.
"""

from __future__ import annotations

import importlib
import json
import sys
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))

import hide

SPLIT = "fresh28"
LETTER = "a"
MAIN_LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
ATTACK_ORDER = (
    "deception", "exfil_command", "override", "role_hijack", "secret_harvest", "split",
    "encoded", "exfil_markdown", "frame_forgery", "invisible", "persistence",
)
BENIGN_ORDER = (
    "honesty_rule", "preference", "security_talk", "shell_snippet", "project", "profile",
    "health_finance", "dates_numbers", "multilingual_mix", "emoji", "word_processor",
)


def needs_escape(c: str) -> bool:
    """Invisible, format, variation-selector and non-ASCII space characters."""
    o = ord(c)
    if 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF:
        return True
    cat = unicodedata.category(c)
    return cat in ("Cf", "Zl", "Zp", "Cc") or (cat == "Zs" and c != " ")


def escape_char(c: str) -> str:
    o = ord(c)
    if o <= 0xFFFF:
        return f"\\u{o:04x}"
    o -= 0x10000
    return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"


def dumps(rec: dict) -> str:
    line = json.dumps(rec, ensure_ascii=False)
    return "".join(escape_char(c) if needs_escape(c) else c for c in line)


def attack_records(mod) -> list[dict]:
    lang = mod.LANG
    recs = []
    for cls in ATTACK_ORDER:
        for item in mod.ATTACKS.get(cls, []):
            rec = {"label": "attack", "class": cls, "lang": lang, "split": SPLIT}
            if cls == "split":
                a, b = item
                rec["text"] = a + "\n" + b
                rec["parts"] = [a, b]
            elif cls == "encoded":
                payload = hide.encode(item["encoding"], item["decoded"])
                rec["text"] = item["template"].replace("{p}", payload)
                rec["encoding"] = item["encoding"]
                rec["payload"] = payload
                rec["decoded"] = item["decoded"]
            elif cls == "invisible":
                text, hidden = hide.hide(item["technique"], item["template"], item.get("hidden"))
                rec["text"] = text
                rec["technique"] = item["technique"]
                rec["hidden"] = hidden
            else:
                rec["text"] = item
            recs.append(rec)
    return recs


def benign_records(mod) -> list[dict]:
    recs = []
    for cls in BENIGN_ORDER + ("rtl", "script_joiners"):
        for item in mod.BENIGN.get(cls, []):
            lang = mod.LANG
            quotes = False
            if isinstance(item, dict):
                lang = item.get("lang", lang)
                quotes = item.get("quotes_attack", False)
                item = item["text"]
            rec = {"label": "benign", "class": cls, "lang": lang, "split": SPLIT}
            if isinstance(item, tuple):
                a, b = item
                rec["text"] = a + "\n" + b
                rec["parts"] = [a, b]
            else:
                rec["text"] = item
            if quotes:
                rec["quotes_attack"] = True
            recs.append(rec)
    return recs


def number(recs: list[dict], label: str) -> list[dict]:
    short = "atk" if label == "attack" else "ben"
    counters: dict[str, int] = {}
    out = []
    for r in recs:
        counters[r["lang"]] = counters.get(r["lang"], 0) + 1
        rid = f"f28{LETTER}-{short}-{r['lang']}-{counters[r['lang']]:04d}"
        out.append({"id": rid, **r})
    return out


def build() -> tuple[list[dict], list[dict]]:
    attacks, benign = [], []
    for lang in MAIN_LANGS:
        mod = importlib.import_module(f"lang_{lang}")
        attacks += attack_records(mod)
        benign += benign_records(mod)
    benign += benign_records(importlib.import_module("lang_other"))
    return number(attacks, "attack"), number(benign, "benign")


def write(path: Path, recs: list[dict]) -> None:
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        fh.writelines(dumps(r) + "\n" for r in recs)


def main() -> int:
    attacks, benign = build()
    write(OUT / "attacks.jsonl", attacks)
    write(OUT / "benign.jsonl", benign)
    print(f"attacks.jsonl: {len(attacks)}, benign.jsonl: {len(benign)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
