"""Write attacks.jsonl and benign.jsonl from the hand-written lang_*.py modules."""
import importlib
import json
import sys
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import hide

SPLIT = "fresh10"
LANGS = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de", "xx"]


def esc(s: str) -> str:
    """json.dumps, then escape invisible / format / selector / non-space separator characters."""
    raw = json.dumps(s, ensure_ascii=False)
    out = []
    for c in raw:
        o = ord(c)
        cat = unicodedata.category(c)
        if cat in ("Cf", "Zs", "Zl", "Zp", "Co", "Cn") and c != " " or 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF:
            if o > 0xFFFF:
                v = o - 0x10000
                out.append(f"\\u{0xD800 + (v >> 10):04x}\\u{0xDC00 + (v & 0x3FF):04x}")
            else:
                out.append(f"\\u{o:04x}")
        else:
            out.append(c)
    return "".join(out)


def line(rec: dict) -> str:
    return "{" + ", ".join(f"{json.dumps(k)}: {esc(v) if isinstance(v, str) else json.dumps(v, ensure_ascii=False) if not isinstance(v, list) else '[' + ', '.join(esc(x) for x in v) + ']'}" for k, v in rec.items()) + "}"


def records():
    atk, ben = [], []
    for lg in LANGS:
        mod = importlib.import_module(f"lang_{lg}")
        for n, item in enumerate(mod.ATTACKS, start=1):
            cls, body = item[0], item[1]
            lang = item[2] if len(item) > 2 else lg
            r = {"id": f"f10b-atk-{lang}-{n:04d}", "label": "attack", "class": cls, "lang": lang, "split": SPLIT}
            if cls == "split":
                r["text"] = "\n".join(body)
                r["parts"] = list(body)
            elif cls == "encoded":
                p = hide.encode(body["enc"], body["plain"])
                r["text"] = body["tpl"].replace("{P}", p)
                r.update(encoding=body["enc"], payload=p, decoded=body["plain"])
            elif cls == "invisible":
                text, tech, hidden = hide.invisible(body)
                r["text"] = text
                r.update(technique=tech, hidden=hidden)
            else:
                r["text"] = body
            atk.append(r)
        for n, item in enumerate(mod.BENIGN, start=1):
            cls, text = item[0], item[1]
            opts = item[2] if len(item) > 2 else {}
            lang = opts.get("lang", lg)
            r = {"id": f"f10b-ben-{lang}-{n:04d}", "label": "benign", "class": cls, "lang": lang, "split": SPLIT,
                 "text": hide.paste(text)}
            if opts.get("quotes_attack"):
                r["quotes_attack"] = True
            ben.append(r)
    return atk, ben


def main():
    atk, ben = records()
    out = HERE.parent
    for name, recs in (("attacks.jsonl", atk), ("benign.jsonl", ben)):
        with open(out / name, "w", encoding="utf-8") as fh:
            fh.writelines(line(r) + "\n" for r in recs)
    print(f"attacks={len(atk)} benign={len(ben)}")


if __name__ == "__main__":
    main()
