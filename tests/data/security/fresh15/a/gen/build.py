"""Assemble gen/lang_*.py into ../attacks.jsonl and ../benign.jsonl."""
import importlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import hide

LANGS = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de", "other"]
SPLIT = "fresh15"


def dump(rec: dict) -> str:
    # json.dumps with ensure_ascii=False escapes only controls/quotes; the invisible chars
    # are then escaped by hand (they are valid JSON \u escapes).
    s = json.dumps(rec, ensure_ascii=False)
    return hide.escape_invisible(s)


def attack_record(item, lang):
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
        _, tech, carrier, hidden = item
        if tech == "tag_chars":
            rec["text"] = carrier.replace("{H}", hide.tag_chars(hidden))
        elif tech == "variation_selectors":
            rec["text"] = carrier.replace("{H}", hide.variation_selectors(hidden))
        elif tech == "zero_width_split":
            rec["text"] = hide.zero_width(carrier, seed=len(carrier))
            hidden = carrier.replace("¦", "") if hidden is None else hidden
        elif tech == "bidi_override":
            rec["text"] = carrier.replace("{H}", hide.bidi(hidden))
        else:
            raise ValueError(tech)
        rec.update(technique=tech, hidden=hidden)
    else:
        rec["text"] = item[1]
    return rec


def benign_record(item, lang):
    cls, text = item[0], item[1]
    extra = item[2] if len(item) > 2 else {}
    rec = {"label": "benign", "class": cls, "lang": extra.get("lang", lang), "split": SPLIT}
    if isinstance(text, (list, tuple)):
        rec["parts"] = list(text)
        text = "\n".join(text)
    rec["text"] = text
    if extra.get("quotes_attack"):
        rec["quotes_attack"] = True
    return rec


def main():
    atk, ben = [], []
    for lang in LANGS:
        try:
            mod = importlib.import_module(f"lang_{lang}")
        except ModuleNotFoundError:
            continue
        for item in getattr(mod, "ATTACKS", []):
            atk.append(attack_record(item, lang))
        for item in getattr(mod, "BENIGN", []):
            ben.append(benign_record(item, lang))
    # ids per language, in file order
    for recs, kind in ((atk, "atk"), (ben, "ben")):
        counter = {}
        for r in recs:
            counter[r["lang"]] = counter.get(r["lang"], 0) + 1
            r_id = f"f15a-{kind}-{r['lang']}-{counter[r['lang']]:04d}"
            items = list(r.items())
            r.clear()
            r["id"] = r_id
            r.update(items)
    out = HERE.parent
    for name, recs in (("attacks.jsonl", atk), ("benign.jsonl", ben)):
        with open(out / name, "w", encoding="utf-8") as fh:
            for r in recs:
                fh.write(dump(r) + "\n")
    print(f"wrote {len(atk)} attacks, {len(ben)} benign")


if __name__ == "__main__":
    main()
