"""Write attacks.jsonl / benign.jsonl from the hand-written gen/lang_*.py texts."""
import importlib.util
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))
import hide

SPLIT, PREFIX = "fresh18", "f18a"
LANGS = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de", "rtl"]


def load(lang):
    spec = importlib.util.spec_from_file_location(f"lang_{lang}", HERE / f"lang_{lang}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def esc_char(c):
    o = ord(c)
    if o > 0xFFFF:
        o -= 0x10000
        return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"
    return f"\\u{o:04x}"


def needs_escape(c):
    o = ord(c)
    return (not c.isprintable()) or 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF \
        or 0xE0000 <= o <= 0xE007F


def dumps(rec):
    s = json.dumps(rec, ensure_ascii=False)
    return "".join(esc_char(c) if needs_escape(c) else c for c in s)


def make_attack(lang, cls, body, seed):
    rec = {"label": "attack", "class": cls, "lang": lang, "split": SPLIT}
    if cls == "split":
        assert isinstance(body, list) and len(body) == 2
        rec["parts"] = body
        rec["text"] = "\n".join(body)
    elif cls == "encoded":
        payload = hide.encode(body["decoded"], body["enc"])
        rec["text"] = body["t"].replace("{P}", payload)
        rec.update(encoding=body["enc"], payload=payload, decoded=body["decoded"])
    elif cls == "invisible":
        tech = body["tech"]
        if tech == "tag_chars":
            rec["text"] = body["t"].replace("{H}", hide.tags(body["hidden"]))
            hidden = body["hidden"]
        elif tech == "variation_selectors":
            rec["text"] = body["t"].replace("{H}", hide.selectors(body["hidden"]))
            hidden = body["hidden"]
        elif tech == "zero_width_split":
            rec["text"], hidden = hide.zero_width(body["t"], seed)
        elif tech == "bidi_override":
            rec["text"] = body["t"].replace("{R}", hide.bidi(body["hidden"]))
            hidden = body["hidden"]
        else:
            raise ValueError(tech)
        rec.update(technique=tech, hidden=hidden)
    else:
        assert isinstance(body, str), (lang, cls, body)
        rec["text"] = body
    return rec


def make_benign(lang, item):
    cls, body = item[0], item[1]
    extra = item[2] if len(item) > 2 else {}
    rec = {"label": "benign", "class": cls, "lang": extra.get("lang", lang), "split": SPLIT}
    if isinstance(body, list):
        assert len(body) == 2
        rec["parts"] = body
        rec["text"] = "\n".join(body)
    else:
        rec["text"] = body
    if extra.get("quotes_attack"):
        rec["quotes_attack"] = True
    return rec


def build():
    attacks, benign = [], []
    counters = {}
    for lang in LANGS:
        mod = load(lang)
        for i, (cls, body) in enumerate(getattr(mod, "ATTACKS", [])):
            attacks.append(make_attack(mod.LANG, cls, body, i))
        for item in getattr(mod, "BENIGN", []):
            benign.append(make_benign(mod.LANG, item))
    for kind, recs in (("atk", attacks), ("ben", benign)):
        for r in recs:
            key = (kind, r["lang"])
            counters[key] = counters.get(key, 0) + 1
            r_id = f"{PREFIX}-{kind}-{r['lang']}-{counters[key]:04d}"
            r_items = {"id": r_id}
            r_items.update(r)
            r.clear()
            r.update(r_items)
    return attacks, benign


def main():
    attacks, benign = build()
    for name, recs in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(OUT / name, "w", encoding="utf-8") as fh:
            fh.writelines(dumps(r) + "\n" for r in recs)
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
