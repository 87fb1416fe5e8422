"""Write attacks.jsonl / benign.jsonl from the hand-written gen/lang_*.py files."""
import base64
import codecs
import importlib.util
import json
import unicodedata
import urllib.parse
from pathlib import Path

import hide

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
SPLIT, PREFIX = "fresh18", "f18b"
ORDER = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de", "extra"]


def enc(payload: str, how: str) -> str:
    b = payload.encode("utf-8")
    if how == "base64":
        return base64.b64encode(b).decode()
    if how == "hex":
        return b.hex()
    if how == "rot13":
        return codecs.encode(payload, "rot13")
    if how == "url":
        return urllib.parse.quote(payload, safe="")
    raise ValueError(how)


def needs_escape(c: str) -> bool:
    o = ord(c)
    if c == " ":
        return False
    if 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF:
        return True
    return unicodedata.category(c) in ("Cf", "Zs", "Zl", "Zp", "Cc")


def esc(c: str) -> str:
    o = ord(c)
    if o > 0xFFFF:
        o -= 0x10000
        return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"
    return f"\\u{o:04x}"


def dump(rec: dict) -> str:
    s = json.dumps(rec, ensure_ascii=False)
    return "".join(esc(c) if needs_escape(c) else c for c in s)


def attack_rec(item, lang):
    cls = item[0]
    rec = {"label": "attack", "class": cls, "lang": lang, "split": SPLIT}
    if cls == "split":
        rec["parts"] = list(item[1])
        rec["text"] = "\n".join(item[1])
    elif cls == "encoded":
        _, how, decoded, tpl = item
        p = enc(decoded, how)
        rec.update(text=tpl.replace("{P}", p), encoding=how, payload=p, decoded=decoded)
    elif cls == "invisible":
        d = item[1]
        t = d["technique"]
        if t == "tag_chars":
            text, hidden = hide.tag_chars(d["before"], d["flag"], d["hidden"], d.get("after", "")), d["hidden"]
        elif t == "variation_selectors":
            text, hidden = hide.var_sel(d["before"], d["base"], d["hidden"], d.get("after", "")), d["hidden"]
        elif t == "zero_width_split":
            text, hidden = hide.zw_split(d["marked"], d.get("offset", 0))
        elif t == "bidi_override":
            text, hidden = hide.bidi(d["before"], d["hidden"], d.get("after", "")), d["hidden"]
        else:
            raise ValueError(t)
        rec.update(text=text, technique=t, hidden=hidden)
    else:
        rec["text"] = item[1]
    return rec


def benign_rec(item, lang):
    cls, body = item[0], item[1]
    rec = {"label": "benign", "class": cls, "lang": lang, "split": SPLIT}
    if isinstance(body, (list, tuple)):
        rec["parts"] = list(body)
        rec["text"] = "\n".join(body)
    elif isinstance(body, dict):  # zero-width / format chars inside benign text
        text, _ = hide.zw_split(body["marked"], body.get("offset", 0))
        rec["text"] = text
    else:
        rec["text"] = body
    if len(item) > 2 and item[2]:
        rec["quotes_attack"] = True
    return rec


def load_lang(code):
    spec = importlib.util.spec_from_file_location(f"lang_{code}", HERE / f"lang_{code}.py")
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    return m


def main():
    atk, ben = [], []
    for code in ORDER:
        if not (HERE / f"lang_{code}.py").exists():
            continue
        m = load_lang(code)
        n = {}
        for item in getattr(m, "ATTACKS", []):
            lang = m.LANG
            r = attack_rec(item, lang)
            n[("a", lang)] = n.get(("a", lang), 0) + 1
            atk.append({"id": f"{PREFIX}-atk-{lang}-{n[('a', lang)]:04d}", **r})
        for item in getattr(m, "BENIGN", []):
            lang = item[3] if len(item) > 3 else m.LANG
            r = benign_rec(item, lang)
            n[("b", lang)] = n.get(("b", lang), 0) + 1
            ben.append({"id": f"{PREFIX}-ben-{lang}-{n[('b', lang)]:04d}", **r})
    for name, recs in (("attacks.jsonl", atk), ("benign.jsonl", ben)):
        with open(OUT / name, "w", encoding="utf-8") as fh:
            for r in recs:
                fh.write(dump(r) + "\n")
    print(f"wrote {len(atk)} attacks, {len(ben)} benign")


if __name__ == "__main__":
    main()
