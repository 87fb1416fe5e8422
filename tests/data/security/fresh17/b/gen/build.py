"""Write ../attacks.jsonl and ../benign.jsonl from the hand-written texts in lang_*.py.

Mechanical only: numbering, encoding payloads, inserting invisible characters, escaping."""
import importlib.util
import json
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
SPLIT, IDPREFIX = "fresh17", "f17b"
LANGS = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de", "xx"]  # xx = RTL / joiner scripts

spec = importlib.util.spec_from_file_location("hide", HERE / "hide.py")
hide = importlib.util.module_from_spec(spec)
spec.loader.exec_module(hide)


def load_lang(lg):
    spec = importlib.util.spec_from_file_location(f"lang_{lg}", HERE / f"lang_{lg}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def needs_escape(c: str) -> bool:
    o = ord(c)
    cat = unicodedata.category(c)
    return (cat in ("Cf", "Cc", "Zl", "Zp", "Co", "Cn") or (cat == "Zs" and c != " ")
            or 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF)


def esc(c: str) -> str:
    o = ord(c)
    if o > 0xFFFF:
        o -= 0x10000
        return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"
    return f"\\u{o:04x}"


def dumps(rec: dict) -> str:
    s = json.dumps(rec, ensure_ascii=False)
    return "".join(esc(c) if needs_escape(c) and c not in "\n\t" else c for c in s)


def make(entry, label, lg, n):
    if isinstance(entry, tuple):
        entry = {"cls": entry[0], "text": entry[1]}
    e = dict(entry)
    lang = e.pop("lang", lg)
    rec = {"id": f"{IDPREFIX}-{'atk' if label == 'attack' else 'ben'}-{lang}-{n:04d}",
           "label": label, "class": e["cls"], "lang": lang, "split": SPLIT}
    if "parts" in e:
        rec["text"] = "\n".join(e["parts"])
        rec["parts"] = list(e["parts"])
    elif e["cls"] == "encoded":
        payload = hide.encode(e["decoded"], e["encoding"])
        rec["text"] = e["tpl"].replace("{P}", payload)
        rec.update(encoding=e["encoding"], payload=payload, decoded=e["decoded"])
    elif e["cls"] == "invisible":
        t = e["technique"]
        if t == "tag_chars":
            rec["text"] = e["tpl"].replace("{X}", hide.tag_chars(e["hidden"]))
            hidden = e["hidden"]
        elif t == "variation_selectors":
            rec["text"] = e["tpl"].replace("{X}", hide.variation_selectors(e["hidden"]))
            hidden = e["hidden"]
        elif t == "zero_width_split":
            rec["text"] = hide.split_words(e["plain"], e["words"], e.get("joiner", hide.ZWSP))
            hidden = hide.strip_invisible(rec["text"])
            assert hidden == e["plain"]
        elif t == "bidi_override":
            rec["text"] = e["tpl"].replace("{X}", hide.bidi_reverse(e["hidden"]))
            hidden = e["hidden"]
        else:
            raise ValueError(t)
        rec.update(technique=t, hidden=hidden)
    else:
        rec["text"] = e["text"]
    if e.get("quotes_attack"):
        rec["quotes_attack"] = True
    return rec


def build():
    attacks, benign = [], []
    counters = {}
    for lg in LANGS:
        if not (HERE / f"lang_{lg}.py").exists():
            print(f"missing lang_{lg}.py")
            continue
        mod = load_lang(lg)
        for label, entries, out in (("attack", getattr(mod, "ATTACKS", []), attacks),
                                    ("benign", getattr(mod, "BENIGN", []), benign)):
            for entry in entries:
                lang = entry.get("lang", lg) if isinstance(entry, dict) else lg
                key = (label, lang)
                counters[key] = counters.get(key, 0) + 1
                out.append(make(entry, label, lg, counters[key]))
    for name, recs in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(OUT / name, "w", encoding="utf-8") as fh:
            fh.writelines(dumps(r) + "\n" for r in recs)
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    build()
