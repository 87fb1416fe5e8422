"""Write attacks.jsonl / benign.jsonl from the hand-written texts in lang_*.py."""
import importlib
import json
import sys
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))
import hide

SPLIT = "fresh21"
PREFIX = "f21a"
LANG_FILES = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de", "misc"]


def make(item, label, lang):
    if isinstance(item, tuple):
        item = {"cls": item[0], "text": item[1]}
    item = dict(item)
    rec = {"label": label, "class": item.pop("cls"), "lang": item.pop("lang", lang), "split": SPLIT}
    cls = rec["class"]
    if "parts" in item:
        parts = item.pop("parts")
        rec["parts"] = parts
        rec["text"] = "\n".join(parts)
    elif label == "attack" and cls == "encoded":
        enc, dec = item.pop("encoding"), item.pop("decoded")
        payload = hide.encode(enc, dec)
        rec["text"] = item.pop("text").replace("{P}", payload)
        rec.update(encoding=enc, payload=payload, decoded=dec)
    elif label == "attack" and cls == "invisible":
        tech = item.pop("technique")
        rec["technique"] = tech
        if tech == "tag_chars":
            hidden = item.pop("hidden")
            rec["text"] = item.pop("text").replace("{H}", hide.tag_chars(hidden))
        elif tech == "variation_selectors":
            hidden = item.pop("hidden")
            rec["text"] = item.pop("text").replace("{H}", hide.variation_selectors(hidden))
        elif tech == "zero_width_split":
            clean = item.pop("text")
            rec["text"] = hide.zw_split(clean, item.pop("words"), item.pop("joiner", "\u200b"))
            hidden = hide.strip_invisible(rec["text"])
            assert hidden == clean
        elif tech == "bidi_override":
            hidden = item.pop("hidden")
            rec["text"] = item.pop("text").replace("{H}", hide.bidi_reverse(hidden))
        else:
            raise ValueError(tech)
        rec["hidden"] = hidden
    else:
        rec["text"] = item.pop("text")
    if item.pop("quotes_attack", False):
        rec["quotes_attack"] = True
    assert not item, item
    return rec


def escape_invisible(s: str) -> str:
    out = []
    for c in s:
        o = ord(c)
        cat = unicodedata.category(c)
        special = (cat in ("Cf", "Zl", "Zp", "Co", "Cc") and c not in "\n\t") \
            or (cat == "Zs" and c != " ") or 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF
        if not special:
            out.append(c)
        elif o > 0xFFFF:
            o -= 0x10000
            out.append(f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}")
        else:
            out.append(f"\\u{o:04x}")
    return "".join(out)


def dump(rec) -> str:
    return escape_invisible(json.dumps(rec, ensure_ascii=False))


def main():
    attacks, benign = [], []
    for lf in LANG_FILES:
        mod = importlib.import_module(f"lang_{lf}")
        lang = getattr(mod, "LANG", lf)
        attacks += [make(i, "attack", lang) for i in getattr(mod, "ATTACKS", [])]
        benign += [make(i, "benign", lang) for i in getattr(mod, "BENIGN", [])]
    for recs, kind in ((attacks, "atk"), (benign, "ben")):
        n = {}
        for r in recs:
            n[r["lang"]] = n.get(r["lang"], 0) + 1
            r["id"] = f"{PREFIX}-{kind}-{r['lang']}-{n[r['lang']]:04d}"
    order = ["id", "label", "class", "lang", "split", "text"]
    for name, recs in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(OUT / name, "w", encoding="utf-8") as fh:
            for r in recs:
                r = {k: r[k] for k in order} | {k: v for k, v in r.items() if k not in order}
                fh.write(dump(r) + "\n")
    print(f"{len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
