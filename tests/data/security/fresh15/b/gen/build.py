"""Write ../attacks.jsonl and ../benign.jsonl from the hand-written lang_*.py modules."""
import importlib
import json
import sys
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import hide

SPLIT = "fresh15"
LANGS = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de", "other"]


def _escape_char(c: str) -> str:
    o = ord(c)
    if o > 0xFFFF:
        o -= 0x10000
        return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"
    return f"\\u{o:04x}"


def needs_escape(c: str) -> bool:
    o = ord(c)
    if 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF:
        return True
    cat = unicodedata.category(c)
    if cat == "Cf":
        return True
    return bool(cat == "Zs" and c != " ")


def dumps(rec: dict) -> str:
    s = json.dumps(rec, ensure_ascii=False)
    return "".join(_escape_char(c) if needs_escape(c) else c for c in s)


def attack_record(cls, body, lang):
    rec = {"label": "attack", "class": cls, "lang": lang, "split": SPLIT}
    if cls == "split":
        rec["text"] = "\n".join(body)
        rec["parts"] = list(body)
    elif cls == "encoded":
        payload = hide.encode(body["decoded"], body["encoding"])
        rec["text"] = body["wrapper"].replace("{P}", payload)
        rec.update(encoding=body["encoding"], payload=payload, decoded=body["decoded"])
    elif cls == "invisible":
        t = body["technique"]
        if t == "tag_chars":
            rec["text"] = body["before"] + hide.tag_chars(body["hidden"]) + body.get("after", "")
        elif t == "variation_selectors":
            rec["text"] = body["before"] + hide.variation_selectors(body["hidden"]) + body.get("after", "")
        elif t == "zero_width_split":
            rec["text"] = hide.zero_width_split(body["marked"], body.get("n", 0))
        elif t == "bidi_override":
            rec["text"] = body["before"] + hide.bidi_override(body["hidden"]) + body.get("after", "")
        else:
            raise ValueError(t)
        rec.update(technique=t, hidden=body["hidden"])
    else:
        rec["text"] = body
    return rec


def main():
    attacks, benign = [], []
    for lg in LANGS:
        mod = importlib.import_module(f"lang_{lg}")
        counters = {}
        for item in getattr(mod, "ATTACKS", []):
            lang = mod.LANG if lg != "other" else item[2]
            cls, body = item[0], item[1]
            counters[("a", lang)] = counters.get(("a", lang), 0) + 1
            rec = attack_record(cls, body, lang)
            rec = {"id": f"f15b-atk-{lang}-{counters[('a', lang)]:04d}", **rec}
            attacks.append(rec)
        for item in mod.BENIGN:
            cls, text = item[0], item[1]
            extra = item[2] if len(item) > 2 else {}
            lang = extra.get("lang", getattr(mod, "LANG", None))
            counters[("b", lang)] = counters.get(("b", lang), 0) + 1
            rec = {"id": f"f15b-ben-{lang}-{counters[('b', lang)]:04d}", "label": "benign",
                   "class": cls, "lang": lang, "split": SPLIT}
            if isinstance(text, (list, tuple)):
                rec["text"] = "\n".join(text)
                rec["parts"] = list(text)
            else:
                rec["text"] = text
            if extra.get("quotes_attack"):
                rec["quotes_attack"] = True
            benign.append(rec)
    for name, recs in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(HERE.parent / name, "w", encoding="utf-8") as fh:
            fh.writelines(dumps(r) + "\n" for r in recs)
    print(f"attacks={len(attacks)} benign={len(benign)}")


if __name__ == "__main__":
    main()
