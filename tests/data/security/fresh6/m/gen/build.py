"""Assemble the hand-written texts of lang_*.py into attacks.jsonl / benign.jsonl."""
import importlib
import json
import sys
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))
import hide

SPLIT = "fresh6"
LANGS = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de", "other"]


def _escape(s: str) -> str:
    out = []
    for c in s:
        o = ord(c)
        cat = unicodedata.category(c)
        vs = 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF
        if cat in ("Cf", "Zl", "Zp") or vs or (cat == "Zs" and c != " "):
            if o > 0xFFFF:
                v = o - 0x10000
                out.append(f"\\u{0xD800 + (v >> 10):04x}\\u{0xDC00 + (v & 0x3FF):04x}")
            else:
                out.append(f"\\u{o:04x}")
        else:
            out.append(c)
    return "".join(out)


def dump(rec: dict) -> str:
    return _escape(json.dumps(rec, ensure_ascii=False))


def records():
    atk, ben = [], []
    for lg in LANGS:
        m = importlib.import_module(f"lang_{lg}")
        def nid(kind, lang):
            return None
        cnt = {}
        def add(lst, kind, rec, cnt=cnt):
            lang = rec["lang"]
            cnt[(kind, lang)] = cnt.get((kind, lang), 0) + 1
            rec["id"] = f"f6m-{kind}-{lang}-{cnt[(kind, lang)]:04d}"
            lst.append(rec)
        base = lambda label, cls, lang, text: {"id": "", "label": label, "class": cls, "lang": lang, "split": SPLIT, "text": text}
        for item in getattr(m, "ATTACKS", []):
            cls, text = item[0], item[1]
            lang = item[2] if len(item) > 2 else m.LANG
            add(atk, "atk", base("attack", cls, lang, text))
        for a, b in getattr(m, "SPLITS", []):
            r = base("attack", "split", m.LANG, a + "\n" + b); r["parts"] = [a, b]
            add(atk, "atk", r)
        for tmpl, enc, plain in getattr(m, "ENCODED", []):
            p = hide.encode(plain, enc)
            r = base("attack", "encoded", m.LANG, tmpl.replace("{P}", p))
            r.update(encoding=enc, payload=p, decoded=plain)
            add(atk, "atk", r)
        for tech, tmpl, hidden in getattr(m, "INVISIBLE", []):
            if tech == "tag_chars":
                text = tmpl.replace("{H}", hide.tag_chars(hidden))
            elif tech == "variation_selectors":
                i = tmpl.index("{H}")
                text = tmpl[:i - 1] + hide.variation_selectors(tmpl[i - 1], hidden) + tmpl[i + 3:]
            elif tech == "zero_width_split":
                text = hide.zero_width(tmpl, len(atk))
            elif tech == "bidi_override":
                text = tmpl.replace("{H}", hide.bidi_reversed(hidden))
            else:
                raise ValueError(tech)
            r = base("attack", "invisible", m.LANG, text); r.update(technique=tech, hidden=hidden)
            add(atk, "atk", r)
        for item in getattr(m, "BENIGN", []):
            cls, text = item[0], item[1]
            lang = m.LANG
            quotes = False
            for extra in item[2:]:
                if extra == "Q":
                    quotes = True
                else:
                    lang = extra
            r = base("benign", cls, lang, text)
            if quotes:
                r["quotes_attack"] = True
            add(ben, "ben", r)
    return atk, ben


def main():
    atk, ben = records()
    for name, lst in (("attacks.jsonl", atk), ("benign.jsonl", ben)):
        with open(OUT / name, "w", encoding="utf-8") as fh:
            fh.writelines(dump(r) + "\n" for r in lst)
    print(f"attacks={len(atk)} benign={len(ben)}")


if __name__ == "__main__":
    main()
