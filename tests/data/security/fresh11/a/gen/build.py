"""Write ../attacks.jsonl and ../benign.jsonl from the hand-written lang_*.py modules.

Mechanical only: ids, encoding / hiding (hide.py), JSON lines with invisible characters escaped.
"""
import importlib
import json
import sys
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from hide import encode, hide

SPLIT = "fresh11"
LANGS = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de", "xx"]


def _escape_char(c: str) -> str:
    o = ord(c)
    if o > 0xFFFF:
        o -= 0x10000
        return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"
    return f"\\u{o:04x}"


def _needs_escape(c: str) -> bool:
    o = ord(c)
    if 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF:
        return True
    cat = unicodedata.category(c)
    return cat in ("Cf", "Cc", "Zl", "Zp", "Co", "Cn") or (cat == "Zs" and c != " ")


def dumps(rec: dict) -> str:
    s = json.dumps(rec, ensure_ascii=False)
    return "".join(_escape_char(c) if _needs_escape(c) else c for c in s)


def attack_record(lang: str, n: int, item: tuple) -> dict:
    cls = item[0]
    rec = {"id": f"f11a-atk-{lang}-{n:04d}", "label": "attack", "class": cls, "lang": lang, "split": SPLIT}
    if cls == "split":
        rec["text"] = "\n".join(item[1])
        rec["parts"] = list(item[1])
    elif cls == "encoded":
        _, wrapper, enc, plain = item
        payload = encode(enc, plain)
        rec["text"] = wrapper.replace("{P}", payload)
        rec.update(encoding=enc, payload=payload, decoded=plain)
    elif cls == "invisible":
        _, tech, visible, hidden = item
        rec["text"] = hide(tech, visible, hidden, seed=n)
        rec.update(technique=tech, hidden=hidden)
    else:
        rec["text"] = item[1]
    return rec


def benign_record(lang: str, n: int, item: tuple) -> dict:
    rec_lang = lang
    extra = item[2] if len(item) > 2 else {}
    if "lang" in extra:
        rec_lang = extra["lang"]
    rec = {"id": f"f11a-ben-{rec_lang}-{n:04d}", "label": "benign", "class": item[0], "lang": rec_lang,
           "split": SPLIT, "text": item[1]}
    if extra.get("quotes_attack"):
        rec["quotes_attack"] = True
    if "parts" in extra:
        rec["parts"] = extra["parts"]
    return rec


def main() -> None:
    attacks, benign = [], []
    counters: dict = {}
    for lang in LANGS:
        mod = importlib.import_module(f"lang_{lang}")
        for i, item in enumerate(getattr(mod, "ATTACKS", []), 1):
            attacks.append(attack_record(lang, i, item))
        for item in getattr(mod, "BENIGN", []):
            extra = item[2] if len(item) > 2 else {}
            lg = extra.get("lang", lang)
            counters[lg] = counters.get(lg, 0) + 1
            benign.append(benign_record(lang, counters[lg], item))
    out = HERE.parent
    (out / "attacks.jsonl").write_text("".join(dumps(r) + "\n" for r in attacks), encoding="utf-8")
    (out / "benign.jsonl").write_text("".join(dumps(r) + "\n" for r in benign), encoding="utf-8")
    print(f"{len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
