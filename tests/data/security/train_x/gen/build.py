"""Assemble the hand-written texts of lang_*.py into the two JSONL files (mechanical only)."""
import importlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))
import hide

LANGS = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de"]
SPLIT = "train_x"

def esc(s: str) -> str:
    """json.dumps(ensure_ascii=False), then escape invisible / format / selector characters."""
    out = []
    for ch in json.dumps(s, ensure_ascii=False):
        o = ord(ch)
        invisible = (o in (0x00AD, 0x034F, 0x061C, 0x180E, 0xFEFF) or 0x200B <= o <= 0x200F
                     or 0x202A <= o <= 0x202E or 0x2060 <= o <= 0x206F or 0xFE00 <= o <= 0xFE0F
                     or 0xE0000 <= o <= 0xE01EF or o in (0x00A0, 0x202F, 0x2007))
        if invisible:
            if o > 0xFFFF:
                v = o - 0x10000
                out.append(f"\\u{0xD800 + (v >> 10):04x}\\u{0xDC00 + (v & 0x3FF):04x}")
            else:
                out.append(f"\\u{o:04x}")
        else:
            out.append(ch)
    return "".join(out)

def dump(rec: dict) -> str:
    keys = ["id", "label", "class", "lang", "split", "text"] + [k for k in rec if k not in
            ("id", "label", "class", "lang", "split", "text")]
    return "{" + ", ".join(f"{json.dumps(k)}: {esc(rec[k]) if isinstance(rec[k], str) else json.dumps(rec[k], ensure_ascii=False) if not isinstance(rec[k], list) else '[' + ', '.join(esc(x) for x in rec[k]) + ']'}" for k in keys) + "}"

def make(lang: str, label: str, item: tuple) -> dict:
    kind = item[0]
    r = {"label": label, "lang": lang, "split": SPLIT}
    if kind == "pair":             # ("pair", cls, p1, p2)  split attack / benign pair
        r["class"] = item[1]
        r["parts"] = [item[2], item[3]]
        r["text"] = "\n".join(r["parts"])
    elif kind == "encoded":        # ("encoded", template_with_{P}, plaintext, encoding)
        payload = hide.encode(item[2], item[3])
        r.update({"class": "encoded", "text": item[1].replace("{P}", payload),
                  "encoding": item[3], "payload": payload, "decoded": item[2]})
    elif kind == "invisible":      # ("invisible", template_with_{H}, hidden, technique[, words])
        tmpl, hidden, tech = item[1], item[2], item[3]
        if tech == "tag_chars":
            text = tmpl.replace("{H}", hide.tag_chars(hidden))
        elif tech == "variation_selectors":
            text = tmpl.replace("{H}", hide.variation_selectors(hidden))
        elif tech == "zero_width_split":
            text = hide.zero_width_split(tmpl, item[4], k=len(tmpl))
        elif tech == "bidi_override":
            text = tmpl.replace("{H}", hide.bidi_override(hidden))
        else:
            raise ValueError(tech)
        r.update({"class": "invisible", "text": text, "technique": tech, "hidden": hidden})
    else:                          # (cls, text[, {"quotes_attack": True}])
        r["class"], r["text"] = item[0], item[1]
        if len(item) > 2:
            r.update(item[2])
    return r

def main():
    files = {"attack": [], "benign": []}
    for lang in LANGS:
        mod = importlib.import_module(f"lang_{lang}")
        for label, items, tag in (("attack", mod.ATTACKS, "atk"), ("benign", mod.BENIGN, "ben")):
            for n, item in enumerate(items, 1):
                r = make(lang, label, item)
                r["id"] = f"tx-{tag}-{lang}-{n:04d}"
                files[label].append(r)
    for label, name in (("attack", "attacks_train_x.jsonl"), ("benign", "benign_train_x.jsonl")):
        with open(OUT / name, "w", encoding="utf-8") as fh:
            for r in files[label]:
                fh.write(dump(r) + "\n")
        print(name, len(files[label]))

if __name__ == "__main__":
    main()
