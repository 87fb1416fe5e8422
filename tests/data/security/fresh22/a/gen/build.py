"""Write attacks.jsonl / benign.jsonl from the hand-written lang_*.py modules."""
import importlib.util
import json
from pathlib import Path

import hide

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
SPLIT, PREFIX = "fresh22", "f22a"
LANGS = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de", "extra"]


def load(lang):
    spec = importlib.util.spec_from_file_location(f"lang_{lang}", HERE / f"lang_{lang}.py")
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    return m


def norm(item, default_lang):
    if isinstance(item, tuple):
        cls, text = item
        item = {"cls": cls, "text": text}
    d = dict(item)
    rec = {"class": d.pop("cls"), "lang": d.pop("lang", default_lang)}
    if "parts" in d:
        rec["parts"] = d.pop("parts")
        rec["text"] = "\n".join(rec["parts"])
    elif "enc" in d:  # encoded: template with {P}
        enc, plain = d.pop("enc"), d.pop("plain")
        payload = hide.encode(plain, enc)
        rec["text"] = d.pop("tpl").replace("{P}", payload)
        rec.update(encoding=enc, payload=payload, decoded=plain)
    elif "tech" in d:
        tech = d.pop("tech")
        if tech == "tag_chars":
            hidden = d.pop("hidden")
            rec["text"] = d.pop("tpl").replace("{H}", hide.tags(hidden))
        elif tech == "variation_selectors":
            hidden = d.pop("hidden")
            rec["text"] = d.pop("tpl").replace("{H}", hide.selectors(hidden))
        elif tech == "zero_width_split":
            rec["text"], hidden = hide.zw_split(d.pop("marked"), d.pop("seed", 0))
        elif tech == "bidi_override":
            rec["text"], hidden = hide.bidi(d.pop("before"), d.pop("logical"), d.pop("after"))
        else:
            raise ValueError(tech)
        rec.update(technique=tech, hidden=hidden)
    else:
        rec["text"] = d.pop("text")
    if d.pop("quotes_attack", False):
        rec["quotes_attack"] = True
    assert not d, d
    return rec


def main():
    atk, ben = [], []
    for lang in LANGS:
        m = load(lang)
        for label, items, out in (("attack", getattr(m, "ATTACKS", []), atk), ("benign", getattr(m, "BENIGN", []), ben)):
            for it in items:
                r = norm(it, lang)
                out.append({"label": label, **r})
    for label, recs, name, short in (("attack", atk, "attacks.jsonl", "atk"), ("benign", ben, "benign.jsonl", "ben")):
        n = {}
        lines = []
        for r in recs:
            n[r["lang"]] = n.get(r["lang"], 0) + 1
            rec = {"id": f"{PREFIX}-{short}-{r['lang']}-{n[r['lang']]:04d}", "label": label,
                   "class": r["class"], "lang": r["lang"], "split": SPLIT, "text": r["text"]}
            for k in ("parts", "encoding", "payload", "decoded", "technique", "hidden", "quotes_attack"):
                if k in r:
                    rec[k] = r[k]
            s = json.dumps(rec, ensure_ascii=False)
            s = escape_invisible(s)
            lines.append(s)
        (OUT / name).write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(name, len(lines))


def is_invisible(c):
    o = ord(c)
    import unicodedata
    cat = unicodedata.category(c)
    return (cat in ("Cf", "Zs", "Zl", "Zp", "Mn", "Cc", "Co", "Cn") and c != " " and cat != "Mn") or \
        0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF or o == 0xAD


def escape_invisible(s):
    out = []
    for c in s:
        if is_invisible(c):
            o = ord(c)
            if o > 0xFFFF:
                o -= 0x10000
                out.append(f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}")
            else:
                out.append(f"\\u{o:04x}")
        else:
            out.append(c)
    return "".join(out)


if __name__ == "__main__":
    main()
