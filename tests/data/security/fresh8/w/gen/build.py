"""Assemble gen/lang_*.py into ../attacks.jsonl and ../benign.jsonl (mechanical only)."""
import importlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import hide

LANGS = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de", "other"]
SPLIT = "fresh8"


def attack_record(lang, item):
    cls = item[0]
    rec = {"label": "attack", "class": cls, "lang": lang, "split": SPLIT}
    if cls == "split":
        parts = list(item[1])
        rec["text"] = "\n".join(parts)
        rec["parts"] = parts
    elif cls == "encoded":
        _, enc, plain, wrapper = item
        payload = hide.encode(plain, enc)
        rec["text"] = wrapper.replace("{P}", payload)
        rec.update(encoding=enc, payload=payload, decoded=plain)
    elif cls == "invisible":
        if len(item) == 3:  # zero_width_split: hidden = the marked sentence, markers removed
            _, tech, visible = item
            first = visible.index("¦")
            start = max(visible.rfind(sep, 0, first) + len(sep) if visible.rfind(sep, 0, first) >= 0 else 0
                        for sep in (". ", "。", ": ", "：", "! "))
            hidden = visible[start:].replace("¦", "")
        else:
            _, tech, visible, hidden = item
        rec["text"] = hide.hide(tech, visible, hidden)
        rec.update(technique=tech, hidden=hidden)
    else:
        rec["text"] = item[1]
    return rec


def benign_record(lang, item):
    cls, text = item[0], item[1]
    opts = item[2] if len(item) > 2 else {}
    rec = {"label": "benign", "class": cls, "lang": opts.get("lang", lang), "split": SPLIT}
    if "wp" in opts:
        text = hide.word_processor(text, opts["wp"])
    rec["text"] = text
    if opts.get("quotes_attack"):
        rec["quotes_attack"] = True
    return rec


def main():
    attacks, benign = [], []
    for lang in LANGS:
        mod = importlib.import_module(f"lang_{lang}")
        for item in getattr(mod, "ATTACKS", []):
            lg = lang
            if lang == "other":
                lg, item = item[0], item[1:]
            attacks.append(attack_record(lg, item))
        for item in getattr(mod, "BENIGN", []):
            lg = lang
            if lang == "other":
                lg, item = item[0], item[1:]
            benign.append(benign_record(lg, item))
    for recs, kind in ((attacks, "atk"), (benign, "ben")):
        n = {}
        for r in recs:
            n[r["lang"]] = n.get(r["lang"], 0) + 1
            r["id"] = f"f8w-{kind}-{r['lang']}-{n[r['lang']]:04d}"
    order = ["id", "label", "class", "lang", "split", "text"]
    for recs, name in ((attacks, "attacks.jsonl"), (benign, "benign.jsonl")):
        with open(HERE.parent / name, "w", encoding="utf-8") as fh:
            for r in recs:
                r2 = {k: r[k] for k in order}
                r2.update({k: v for k, v in r.items() if k not in order})
                fh.write(hide.escape_invisibles(json.dumps(r2, ensure_ascii=False)) + "\n")
    print(f"attacks {len(attacks)}  benign {len(benign)}")


if __name__ == "__main__":
    main()
