"""Write attacks.jsonl / benign.jsonl from the hand-written gen/lang_*.py files."""
import importlib.util
import json
import sys
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))
import hide

SPLIT, PREFIX = "fresh24", "f24a"
LANGS = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de", "rtl"]


def load(lang):
    spec = importlib.util.spec_from_file_location(f"lang_{lang}", HERE / f"lang_{lang}.py")
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    return m


def attack_rec(lang, item):
    cls = item[0]
    r = {"class": cls}
    if cls == "split":
        parts = [hide.wp(p) for p in item[1]]
        r["text"], r["parts"] = "\n".join(parts), parts
    elif cls == "encoded":
        _, enc, template, decoded = item
        p = hide.encode(decoded, enc)
        r["text"] = hide.wp(template.replace("{P}", p))
        r.update(encoding=enc, payload=p, decoded=decoded)
    elif cls == "invisible":
        tech, template = item[1], item[2]
        hidden = item[3] if len(item) > 3 else None
        if tech == "tag_chars":
            text = template.replace("{H}", hide.tags(hidden))
        elif tech == "variation_selectors":
            text = template.replace("{H}", hide.selectors(hidden))
        elif tech == "bidi_override":
            text = template.replace("{H}", hide.bidi(hidden))
        elif tech == "zero_width_split":
            text, hidden = hide.zero_width(template)
        else:
            raise ValueError(tech)
        r.update(text=hide.wp(text), technique=tech, hidden=hidden)
    else:
        r["text"] = hide.wp(item[1])
        if len(item) > 2:
            r["lang"] = item[2]
    return r


def benign_rec(item):
    if item[0] == "pair":
        parts = [hide.wp(p) for p in item[2]]
        r = {"class": item[1], "text": "\n".join(parts), "parts": parts}
        extra = item[3] if len(item) > 3 else {}
    else:
        r = {"class": item[0], "text": hide.wp(item[1])}
        extra = item[2] if len(item) > 2 else {}
    if isinstance(extra, str):
        r["lang"] = extra
    else:
        r.update(extra)
    return r


def escape(s: str) -> str:
    out = []
    for ch in s:
        o = ord(ch)
        cat = unicodedata.category(ch)
        invisible = (cat in ("Cf", "Zl", "Zp") or (cat == "Zs" and ch != " ")
                     or 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF)
        if invisible:
            if o > 0xFFFF:
                v = o - 0x10000
                out.append(f"\\u{0xD800 + (v >> 10):04x}\\u{0xDC00 + (v & 0x3FF):04x}")
            else:
                out.append(f"\\u{o:04x}")
        else:
            out.append(ch)
    return "".join(out)


def dump(rec):
    keys = ["id", "label", "class", "lang", "split", "text", "parts", "encoding", "payload",
            "decoded", "technique", "hidden", "quotes_attack"]
    ordered = {k: rec[k] for k in keys if k in rec}
    return escape(json.dumps(ordered, ensure_ascii=False))


def main():
    atks, bens, cnt = [], [], {}
    for lang in LANGS:
        if not (HERE / f"lang_{lang}.py").exists():
            continue
        m = load(lang)
        for item in getattr(m, "ATTACKS", []):
            r = attack_rec(lang, item)
            lg = r.pop("lang", lang)
            cnt[("a", lg)] = na = cnt.get(("a", lg), 0) + 1
            atks.append({"id": f"{PREFIX}-atk-{lg}-{na:04d}", "label": "attack", "lang": lg, "split": SPLIT, **r})
        for item in getattr(m, "BENIGN", []):
            r = benign_rec(item)
            lg = r.pop("lang", lang)
            cnt[("b", lg)] = nb = cnt.get(("b", lg), 0) + 1
            bens.append({"id": f"{PREFIX}-ben-{lg}-{nb:04d}", "label": "benign", "lang": lg, "split": SPLIT, **r})
    for name, recs in (("attacks.jsonl", atks), ("benign.jsonl", bens)):
        with open(OUT / name, "w", encoding="utf-8") as fh:
            for r in recs:
                line = dump(r)
                assert json.loads(line) == {k: r[k] for k in json.loads(line)}
                fh.write(line + "\n")
    print(f"{len(atks)} attacks, {len(bens)} benign")


if __name__ == "__main__":
    main()
