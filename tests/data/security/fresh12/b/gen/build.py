"""Write ../attacks.jsonl and ../benign.jsonl from the hand-written lang_<xx>.py modules."""
import importlib
import json
import sys
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import hide

SPLIT = "fresh12"
LANGS = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de", "other"]


def _escape_char(c: str) -> str:
    o = ord(c)
    if o > 0xFFFF:
        o -= 0x10000
        return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"
    return f"\\u{o:04x}"


def _needs_escape(c: str) -> bool:
    o = ord(c)
    return (unicodedata.category(c) == "Cf" or 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF
            or c in "\u00a0\u202f\u2007\u2028\u2029")


def dumps(rec: dict) -> str:
    s = json.dumps(rec, ensure_ascii=False)
    return "".join(_escape_char(c) if _needs_escape(c) else c for c in s)


def attack_record(t: tuple, lang: str) -> dict:
    cls = t[0]
    rec = {"label": "attack", "class": cls}
    if cls == "split":
        rec["text"] = t[1] + "\n" + t[2]
        rec["parts"] = [t[1], t[2]]
    elif cls == "encoded":
        _, enc, wrapper, plain = t
        payload = hide.encode(enc, plain)
        rec.update(text=wrapper.replace("{P}", payload), encoding=enc, payload=payload, decoded=plain)
    elif cls == "invisible":
        tech, template, hidden = t[1], t[2], t[3]
        if tech == "tag_chars":
            h = hide.tag_chars(hidden)
        elif tech == "variation_selectors":
            h = hide.variation_selectors(hidden)
        elif tech == "zero_width_split":
            h = hide.zero_width_split(hidden, t[4], seed=len(hidden))
        elif tech == "bidi_override":
            h = hide.bidi_override(hidden)
        else:
            raise ValueError(tech)
        rec.update(text=template.replace("{H}", h), technique=tech, hidden=hidden)
    else:
        assert len(t) == 2, t
        rec["text"] = t[1]
    return rec


def benign_record(t: tuple) -> dict:
    rec = {"label": "benign", "class": t[0], "text": t[1]}
    if len(t) > 2 and t[2]:
        rec["quotes_attack"] = True
    return rec


def build():
    attacks, benign = [], []
    for lg in LANGS:
        mod = importlib.import_module(f"lang_{lg}")
        for n, t in enumerate(getattr(mod, "ATTACKS", []), 1):
            lang = lg
            r = attack_record(t, lang)
            attacks.append({"id": f"f12b-atk-{lang}-{n:04d}", "lang": lang, "split": SPLIT, **r})
        counters = {}
        for t in getattr(mod, "BENIGN", []):
            if lg == "other":
                lang, t = t[0], t[1:]
            else:
                lang = lg
            counters[lang] = counters.get(lang, 0) + 1
            r = benign_record(t)
            benign.append({"id": f"f12b-ben-{lang}-{counters[lang]:04d}", "lang": lang, "split": SPLIT, **r})
    order = ["id", "label", "class", "lang", "split", "text"]
    out = HERE.parent
    for name, recs in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(out / name, "w", encoding="utf-8") as fh:
            for r in recs:
                r = {**{k: r[k] for k in order}, **{k: v for k, v in r.items() if k not in order}}
                fh.write(dumps(r) + "\n")
    return attacks, benign


if __name__ == "__main__":
    a, b = build()
    print(f"{len(a)} attacks, {len(b)} benign")
