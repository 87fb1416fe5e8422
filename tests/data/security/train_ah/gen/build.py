"""Write attacks.jsonl / benign.jsonl from the hand-written texts in lang_<xx>.py."""
import importlib
import json
import pathlib
import re
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import hide

LANGS = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de"]
SPLIT = "train_ah"


def esc(s):
    """JSON with invisible / format / odd space characters as \\uXXXX escapes."""
    out = json.dumps(s, ensure_ascii=False)
    def rep(m):
        c = m.group(0)
        o = ord(c)
        if o > 0xFFFF:
            o -= 0x10000
            return f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}"
        return f"\\u{o:04x}"
    return re.sub(r"[\u00a0\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\u3164\ufe00-\ufe0f\ufeff\U000e0000-\U000e01ef]", rep, out)


def main():
    atk, ben = [], []
    for lg in LANGS:
        mod = importlib.import_module(f"lang_{lg}")
        for n, item in enumerate(mod.BENIGN, 1):
            cls, tmpl = item[0], item[1]
            extra = item[2] if len(item) > 2 else {}
            rec = {"id": f"tah-ben-{lg}-{n:04d}", "label": "benign", "class": cls, "lang": lg,
                   "split": SPLIT, "text": hide.fill(tmpl)}
            rec.update(extra)
            ben.append(rec)
        for n, item in enumerate(mod.ATTACKS, 1):
            cls, tmpl = item[0], item[1]
            rec = {"id": f"tah-atk-{lg}-{n:04d}", "label": "attack", "class": cls, "lang": lg,
                   "split": SPLIT}
            if cls == "encoded":
                enc, decoded = item[2], item[3]
                payload = hide.encode(decoded, enc)
                rec["text"] = hide.fill(tmpl).replace("{PAYLOAD}", payload)
                rec.update(encoding=enc, payload=payload, decoded=decoded)
            else:
                rec["text"] = hide.fill(tmpl)
            atk.append(rec)
    for name, recs in (("attacks.jsonl", atk), ("benign.jsonl", ben)):
        with open(HERE.parent / name, "w", encoding="utf-8") as fh:
            fh.writelines("{" + ", ".join(f"{json.dumps(k)}: {esc(v) if isinstance(v, str) else json.dumps(v)}"
                                         for k, v in r.items()) + "}\n" for r in recs)
    print(len(atk), "attacks,", len(ben), "benign")


if __name__ == "__main__":
    main()
