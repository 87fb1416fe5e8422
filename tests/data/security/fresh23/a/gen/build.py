"""Write attacks.jsonl / benign.jsonl from the hand-written lang_xx.py modules (mechanical only)."""
import importlib
import json
import sys
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import hide

SPLIT, PREFIX = "fresh23", "f23a"
LANGS = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de"]


def needs_escape(c: str) -> bool:
    o = ord(c)
    if c in "\n\t":
        return False
    cat = unicodedata.category(c)
    if cat in ("Cf", "Cc", "Co", "Cn"):
        return True
    if cat == "Zs" and c != " ":
        return True
    return bool(65024 <= o <= 65039 or 917760 <= o <= 917999 or 917504 <= o <= 917631)


def esc(c: str) -> str:
    o = ord(c)
    if o > 0xFFFF:
        o -= 0x10000
        return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"
    return f"\\u{o:04x}"


def dump(rec: dict) -> str:
    s = json.dumps(rec, ensure_ascii=False)
    return "".join(esc(c) if needs_escape(c) else c for c in s)


def attack(lang, entry):
    kind = entry[0]
    r = {"label": "attack", "lang": lang, "split": SPLIT}
    if kind == "split":
        r.update({"class": "split", "text": "\n".join(entry[1]), "parts": list(entry[1])})
    elif kind == "encoded":
        _, enc, decoded, tpl = entry
        p = hide.encode(decoded, enc)
        r.update({"class": "encoded", "text": tpl.replace("{P}", p), "encoding": enc,
                  "payload": p, "decoded": decoded})
    elif kind == "inv_tag":
        _, hidden, tpl = entry
        r.update({"class": "invisible", "technique": "tag_chars", "hidden": hidden,
                  "text": tpl.replace("{T}", hide.tag_chars(hidden))})
    elif kind == "inv_vs":
        _, hidden, tpl = entry
        r.update({"class": "invisible", "technique": "variation_selectors", "hidden": hidden,
                  "text": tpl.replace("{V}", hide.var_selectors(hidden))})
    elif kind == "inv_zw":
        _, marked = entry
        r.update({"class": "invisible", "technique": "zero_width_split",
                  "hidden": marked.replace("|", ""), "text": hide.zw_split(marked)})
    elif kind == "inv_bidi":
        _, pre, instr, suf = entry
        r.update({"class": "invisible", "technique": "bidi_override", "hidden": instr,
                  "text": hide.bidi(pre, instr, suf)})
    else:
        assert kind in {"override", "role_hijack", "exfil_markdown", "exfil_command", "persistence",
                        "secret_harvest", "frame_forgery", "deception"}, kind
        r.update({"class": kind, "text": entry[1]})
    return r


def benign(lang, entry):
    cls, body = entry[0], entry[1]
    r = {"label": "benign", "class": cls, "lang": lang, "split": SPLIT}
    if isinstance(body, list):
        assert len(body) == 2
        r.update({"text": "\n".join(body), "parts": list(body)})
    else:
        r["text"] = body
    if len(entry) > 2:
        r.update(entry[2])
    return r


def main():
    atk, ben = [], []
    for lang in LANGS:
        m = importlib.import_module(f"lang_{lang}")
        for n, e in enumerate(m.ATTACKS, 1):
            r = attack(lang, e)
            atk.append({"id": f"{PREFIX}-atk-{lang}-{n:04d}", **r})
        for n, e in enumerate(m.BENIGN, 1):
            r = benign(lang, e)
            ben.append({"id": f"{PREFIX}-ben-{lang}-{n:04d}", **r})
    m = importlib.import_module("lang_other")
    counters = {}
    for lang, *e in m.BENIGN:
        counters[lang] = counters.get(lang, 0) + 1
        ben.append({"id": f"{PREFIX}-ben-{lang}-{counters[lang]:04d}", **benign(lang, e)})
    order = ["id", "label", "class", "lang", "split", "text"]
    for name, recs in (("attacks.jsonl", atk), ("benign.jsonl", ben)):
        with open(HERE.parent / name, "w", encoding="utf-8") as fh:
            for r in recs:
                rr = {k: r[k] for k in order}
                rr.update({k: v for k, v in r.items() if k not in order})
                fh.write(dump(rr) + "\n")
    print(f"wrote {len(atk)} attacks, {len(ben)} benign")


if __name__ == "__main__":
    main()
