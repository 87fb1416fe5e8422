"""Write ../attacks.jsonl and ../benign.jsonl from the hand-written lang_<xx>.py modules."""
import importlib
import json
import sys
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import hide

LANGS = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de", "xx"]
SPLIT = "fresh13"


def _esc_char(c: str) -> bool:
    o = ord(c)
    cat = unicodedata.category(c)
    return (cat == "Cf" or 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF
            or (cat == "Zs" and c != " "))


def dumps(rec: dict) -> str:
    s = json.dumps(rec, ensure_ascii=False)
    out = []
    for c in s:
        if _esc_char(c):
            o = ord(c)
            if o > 0xFFFF:
                o -= 0x10000
                out.append(f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}")
            else:
                out.append(f"\\u{o:04x}")
        else:
            out.append(c)
    return "".join(out)


def attack_record(lang, n, item):
    cls, body = item[0], item[1]
    extra = item[2] if len(item) > 2 else {}
    lg = extra.pop("lang", lang) if isinstance(extra, dict) else lang
    rec = {"id": f"f13a-atk-{lg}-{n:04d}", "label": "attack", "class": cls, "lang": lg, "split": SPLIT}
    if cls == "split":
        rec["text"] = "\n".join(body)
        rec["parts"] = list(body)
    elif cls == "encoded":
        template, plain, enc = body
        payload = hide.encode(plain, enc)
        rec["text"] = template.replace("{P}", payload)
        rec.update(encoding=enc, payload=payload, decoded=plain)
    elif cls == "invisible":
        tech, template, arg = body
        if tech == "tag_chars":
            rec["text"] = template.replace("{H}", hide.tag_chars(arg))
            hidden = arg
        elif tech == "variation_selectors":
            carrier, hidden = arg
            rec["text"] = template.replace("{H}", hide.var_selectors(hidden, carrier))
        elif tech == "zero_width_split":
            kind, marked = arg
            rec["text"] = template.replace("{H}", hide.zero_width(marked, kind))
            hidden = marked.replace("|", "")
        elif tech == "bidi_override":
            rec["text"] = template.replace("{H}", hide.bidi(arg))
            hidden = arg
        else:
            raise ValueError(tech)
        rec.update(technique=tech, hidden=hidden)
    else:
        rec["text"] = body
    return rec


def benign_record(lang, n, item):
    cls, body = item[0], item[1]
    extra = dict(item[2]) if len(item) > 2 else {}
    lg = extra.pop("lang", lang)
    rec = {"id": f"f13a-ben-{lg}-{n:04d}", "label": "benign", "class": cls, "lang": lg, "split": SPLIT}
    if isinstance(body, (list, tuple)):
        rec["text"] = "\n".join(body)
        rec["parts"] = list(body)
    else:
        rec["text"] = body
    rec.update(extra)
    return rec


def main():
    atk, ben = [], []
    counters = {}
    for lang in LANGS:
        try:
            mod = importlib.import_module(f"lang_{lang}")
        except ModuleNotFoundError:
            continue
        for item in mod.ATTACKS:
            extra = dict(item[2]) if len(item) > 2 else {}
            lg = extra.get("lang", lang)
            counters[("a", lg)] = counters.get(("a", lg), 0) + 1
            atk.append(attack_record(lang, counters[("a", lg)], (item[0], item[1], extra)))
        for item in mod.BENIGN:
            extra = dict(item[2]) if len(item) > 2 else {}
            lg = extra.get("lang", lang)
            counters[("b", lg)] = counters.get(("b", lg), 0) + 1
            ben.append(benign_record(lang, counters[("b", lg)], item))
    for name, recs in (("attacks.jsonl", atk), ("benign.jsonl", ben)):
        with open(HERE.parent / name, "w", encoding="utf-8") as fh:
            fh.writelines(dumps(r) + "\n" for r in recs)
    print(f"attacks={len(atk)} benign={len(ben)}")


if __name__ == "__main__":
    main()
