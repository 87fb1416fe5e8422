"""Write ../attacks.jsonl and ../benign.jsonl from the hand-written lang_<xx>.py files.

Mechanical only: numbering ids, encoding payloads, inserting invisible characters, escaping.
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

SPLIT, PREFIX = "fresh16", "f16b"
LANGS = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de", "ar", "he", "fa", "ur", "hi", "th", "km"]


def needs_escape(ch: str) -> bool:
    o = ord(ch)
    if 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF:
        return True
    cat = unicodedata.category(ch)
    if cat in ("Cf", "Co", "Cn", "Zl", "Zp", "Cc"):
        return True
    return bool(cat == "Zs" and ch != " ")


def esc(ch: str) -> str:
    o = ord(ch)
    if o > 0xFFFF:
        o -= 0x10000
        return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"
    return f"\\u{o:04x}"


def dumps(rec: dict) -> str:
    s = json.dumps(rec, ensure_ascii=False)
    return "".join(esc(c) if needs_escape(c) else c for c in s)


def attack_record(lang: str, item: tuple, zw_counter: list) -> dict:
    cls = item[0]
    rec = {"label": "attack", "class": cls, "lang": lang, "split": SPLIT}
    if cls == "split":
        p1, p2 = item[1]
        rec["text"] = p1 + "\n" + p2
        rec["parts"] = [p1, p2]
    elif cls == "encoded":
        _, enc, template, decoded = item
        payload = hide.encode(decoded, enc)
        rec["text"] = template.replace("{P}", payload)
        rec.update(encoding=enc, payload=payload, decoded=decoded)
    elif cls == "invisible":
        tech, template = item[1], item[2]
        hidden = item[3] if len(item) > 3 else None
        if tech == "tag_chars":
            text = template.replace("{H}", hide.tag_chars(hidden))
        elif tech == "variation_selectors":
            text = template.replace("{H}", hide.variation_selectors(hidden))
        elif tech == "bidi_override":
            text = template.replace("{H}", hide.bidi(hidden))
        elif tech == "zero_width_split":
            text, hidden = hide.zero_width(template, zw_counter[0])
            zw_counter[0] += template.count(hide.MARK)
        else:
            raise ValueError(tech)
        rec["text"] = text
        rec.update(technique=tech, hidden=hidden)
    else:
        assert len(item) == 2 and isinstance(item[1], str), item
        rec["text"] = item[1]
    return rec


def main() -> None:
    attacks, benign = [], []
    zw_counter = [0]
    for lang in LANGS:
        mod = importlib.import_module(f"lang_{lang}")
        for n, item in enumerate(getattr(mod, "ATTACKS", []), 1):
            rec = attack_record(lang, item, zw_counter)
            attacks.append({"id": f"{PREFIX}-atk-{lang}-{n:04d}", **rec})
        for n, item in enumerate(getattr(mod, "BENIGN", []), 1):
            rec = {"id": f"{PREFIX}-ben-{lang}-{n:04d}", "label": "benign", "class": item[0],
                   "lang": lang, "split": SPLIT, "text": item[1]}
            if len(item) > 2 and item[2]:
                rec["quotes_attack"] = True
            benign.append(rec)
    out = HERE.parent
    for name, recs in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(out / name, "w", encoding="utf-8") as fh:
            fh.writelines(dumps(r) + "\n" for r in recs)
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
