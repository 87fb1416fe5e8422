"""Write attacks.jsonl / benign.jsonl from the hand-written lang_*.py files."""
import importlib
import json
import sys
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import hide

SPLIT, PREFIX = "fresh23", "f23b"
LANGS = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de", "rtl"]


def needs_escape(c: str) -> bool:
    o = ord(c)
    if 0xFE00 <= o <= 0xFE0F or 0xE0000 <= o <= 0xE01EF:
        return True
    cat = unicodedata.category(c)
    return cat in ("Cf", "Co") or (cat == "Zs" and c != " ") or cat in ("Zl", "Zp")


def esc(c: str) -> str:
    o = ord(c)
    if o > 0xFFFF:
        o -= 0x10000
        return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"
    return f"\\u{o:04x}"


def dumps(rec: dict) -> str:
    s = json.dumps(rec, ensure_ascii=False)
    return "".join(esc(c) if needs_escape(c) else c for c in s)


def realise(e: dict) -> dict:
    """Turn a hand-written entry into the final fields."""
    r = {"class": e["cls"]}
    cls = e["cls"]
    if "parts" in e:
        r["parts"] = list(e["parts"])
        r["text"] = "\n".join(e["parts"])
    elif cls == "encoded":
        p = hide.encode(e["enc"], e["decoded"])
        r.update(encoding=e["enc"], payload=p, decoded=e["decoded"], text=e["text"].replace("{P}", p))
    elif cls == "invisible":
        t = e["technique"]
        if t == "tag_chars":
            r.update(technique=t, hidden=e["hidden"], text=e["text"].replace("{H}", hide.tags(e["hidden"])))
        elif t == "variation_selectors":
            r.update(technique=t, hidden=e["hidden"], text=e["text"].replace("{H}", hide.selectors(e["hidden"])))
        elif t == "zero_width_split":
            text, hidden = hide.zero_width(e["text"], e.get("offset", 0))
            r.update(technique=t, hidden=hidden, text=text)
        elif t == "bidi_override":
            r.update(technique=t, hidden=e["hidden"], text=e["text"].replace("{H}", hide.bidi(e["hidden"])))
        else:
            raise ValueError(t)
    else:
        text = e["text"]
        if hide.MARK in text:
            text, _ = hide.zero_width(text, e.get("offset", 0))
        r["text"] = text
    if e.get("quotes_attack"):
        r["quotes_attack"] = True
    return r


def main() -> None:
    out = {"attack": [], "benign": []}
    for lg in LANGS:
        mod = importlib.import_module(f"lang_{lg}")
        for label, entries, tag in (("attack", mod.A, "atk"), ("benign", mod.B, "ben")):
            counters: dict = {}
            for e in entries:
                lang = e.get("lang", lg)
                counters[lang] = counters.get(lang, 0) + 1
                body = realise(e)
                rec = {"id": f"{PREFIX}-{tag}-{lang}-{counters[lang]:04d}", "label": label,
                       "class": body.pop("class"), "lang": lang, "split": SPLIT, "text": body.pop("text")}
                rec.update(body)
                out[label].append(rec)
    folder = HERE.parent
    for label, name in (("attack", "attacks.jsonl"), ("benign", "benign.jsonl")):
        with open(folder / name, "w", encoding="utf-8") as fh:
            for rec in out[label]:
                fh.write(dumps(rec) + "\n")
        print(name, len(out[label]))


if __name__ == "__main__":
    main()
