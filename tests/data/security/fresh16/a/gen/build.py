"""Write ../attacks.jsonl and ../benign.jsonl from the hand-written lang_<xx>.py modules.

Only mechanical work here: ids, encodings, invisible characters, JSON escaping.
"""
from __future__ import annotations

import importlib
import json
import sys
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import hide

SPLIT = "fresh16"
PREFIX = "f16a"
MAIN = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de"]


def _attack(lang: str, cls: str, spec) -> dict:
    rec = {"label": "attack", "class": cls, "lang": lang, "split": SPLIT}
    if cls == "split":
        p1, p2 = spec
        rec["parts"] = [p1, p2]
        rec["text"] = p1 + "\n" + p2
    elif cls == "encoded":
        payload = hide.encode(spec["decoded"], spec["encoding"])
        assert "{P}" in spec["tpl"]
        rec["text"] = spec["tpl"].replace("{P}", payload)
        rec.update(encoding=spec["encoding"], payload=payload, decoded=spec["decoded"])
    elif cls == "invisible":
        tech = spec["technique"]
        if tech == "tag_chars":
            text = spec["before"] + hide.tag_chars(spec["hidden"]) + spec.get("after", "")
            hidden = spec["hidden"]
        elif tech == "variation_selectors":
            text = spec["before"] + hide.variation_selectors(spec["hidden"]) + spec.get("after", "")
            hidden = spec["hidden"]
        elif tech == "zero_width_split":
            text = hide.split_keywords(spec["text"], spec["keywords"], spec["joiner"])
            hidden = spec["text"]
        elif tech == "bidi_override":
            text = spec["before"] + hide.bidi_reverse(spec["hidden"]) + spec.get("after", "")
            hidden = spec["hidden"]
        else:
            raise ValueError(tech)
        rec.update(text=text, technique=tech, hidden=hidden)
    else:
        assert isinstance(spec, str), (lang, cls)
        rec["text"] = spec
    return rec


def _benign(lang: str, item) -> dict:
    cls, text = item[0], item[1]
    rec = {"label": "benign", "class": cls, "lang": lang, "split": SPLIT, "text": text}
    if len(item) > 2:
        rec.update(item[2])
    return rec


def _needs_escape(c: str) -> bool:
    o = ord(c)
    if 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF or 0xE0000 <= o <= 0xE007F:
        return True
    cat = unicodedata.category(c)
    if cat in ("Cf", "Zl", "Zp", "Co", "Cs"):
        return True
    return bool(cat == "Zs" and c != " ")


def _esc(c: str) -> str:
    o = ord(c)
    if o <= 0xFFFF:
        return f"\\u{o:04x}"
    o -= 0x10000
    return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"


def dumps(rec: dict) -> str:
    s = json.dumps(rec, ensure_ascii=False)
    return "".join(_esc(c) if _needs_escape(c) else c for c in s)


def collect() -> tuple[list[dict], list[dict]]:
    attacks, benign = [], []
    for lang in MAIN:
        mod = importlib.import_module(f"lang_{lang}")
        for n, (cls, spec) in enumerate(mod.ATTACKS, 1):
            r = _attack(lang, cls, spec)
            attacks.append({"id": f"{PREFIX}-atk-{lang}-{n:04d}", **r})
        for n, item in enumerate(mod.BENIGN, 1):
            r = _benign(lang, item)
            benign.append({"id": f"{PREFIX}-ben-{lang}-{n:04d}", **r})
    misc = importlib.import_module("lang_misc")
    counters: dict[str, int] = {}
    for lang, *item in misc.BENIGN:
        counters[lang] = counters.get(lang, 0) + 1
        r = _benign(lang, item)
        benign.append({"id": f"{PREFIX}-ben-{lang}-{counters[lang]:04d}", **r})
    return attacks, benign


def main() -> None:
    attacks, benign = collect()
    out = HERE.parent
    for name, recs in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(out / name, "w", encoding="utf-8") as fh:
            fh.writelines(dumps(r) + "\n" for r in recs)
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
