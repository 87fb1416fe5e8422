"""Write attacks.jsonl / benign.jsonl from the hand-written lang_*.py files."""
import importlib
import json
import sys
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import hide

SPLIT, PREFIX = "fresh20", "f20a"
LANGS = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de", "extra"]


def esc_char(c):
    o = ord(c)
    cat = unicodedata.category(c)
    vs = 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF
    if cat in ("Cf", "Cc", "Zl", "Zp", "Co", "Cn") or vs or (cat == "Zs" and c != " "):
        if o > 0xFFFF:
            o -= 0x10000
            return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"
        return f"\\u{o:04x}"
    return c


def dumps(rec):
    s = json.dumps(rec, ensure_ascii=False)
    return "".join(esc_char(c) if c not in "\n" else c for c in s)


def make(label, lang, n, item):
    cls, body = item[0], item[1]
    extra = item[2] if len(item) > 2 else {}
    rec = {"id": f"{PREFIX}-{'atk' if label == 'attack' else 'ben'}-{lang}-{n:04d}", "label": label,
           "class": cls, "lang": lang, "split": SPLIT}
    if isinstance(body, list):
        rec["text"] = "\n".join(body)
        rec["parts"] = body
    elif isinstance(body, dict) and "enc" in body:
        payload = hide.encode(body["dec"], body["enc"])
        rec["text"] = body["pre"].replace("{P}", payload)
        rec.update(encoding=body["enc"], payload=payload, decoded=body["dec"])
    elif isinstance(body, dict) and "tech" in body:
        t = body["tech"]
        if t == "tag_chars":
            rec["text"] = body["before"] + hide.tags(body["hidden"]) + body.get("after", "")
            hidden = body["hidden"]
        elif t == "variation_selectors":
            rec["text"] = body["before"] + hide.selectors(body["hidden"]) + body.get("after", "")
            hidden = body["hidden"]
        elif t == "zero_width_split":
            rec["text"], hidden = hide.zero_width(body["marked"], body.get("seed", 0))
        elif t == "bidi_override":
            rec["text"] = hide.bidi(body["before"], body["hidden"], body.get("after", ""))
            hidden = body["hidden"]
        else:
            raise ValueError(t)
        rec.update(technique=t, hidden=hidden)
    else:
        rec["text"] = body
    rec.update(extra)
    return rec


def main():
    atk, ben = [], []
    for lg in LANGS:
        m = importlib.import_module(f"lang_{lg}")
        if lg == "extra":
            for i, (lang, item) in enumerate(m.BENIGN):
                cnt = sum(1 for r in ben if r["lang"] == lang)
                ben.append(make("benign", lang, cnt + 1, item))
            continue
        atk += [make("attack", lg, i + 1, it) for i, it in enumerate(m.ATTACKS)]
        ben += [make("benign", lg, i + 1, it) for i, it in enumerate(m.BENIGN)]
    for name, recs in (("attacks.jsonl", atk), ("benign.jsonl", ben)):
        with open(HERE.parent / name, "w", encoding="utf-8") as fh:
            fh.writelines(dumps(r) + "\n" for r in recs)
    print(len(atk), "attacks,", len(ben), "benign")


if __name__ == "__main__":
    main()
