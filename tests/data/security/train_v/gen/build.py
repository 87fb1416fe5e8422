"""Assemble the hand-written texts of lang_<xx>.py into the two JSONL files (mechanical only)."""
import importlib.util
import json
from pathlib import Path

import hide

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
SPLIT = "train_v"


def load(lang):
    spec = importlib.util.spec_from_file_location(f"lang_{lang}", HERE / f"lang_{lang}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def attack_record(lang, item):
    if isinstance(item, tuple):
        cls, text = item
        return {"class": cls, "text": text}
    c = item["c"]
    if c == "split":
        return {"class": "split", "text": "\n".join(item["parts"]), "parts": list(item["parts"])}
    if c == "encoded":
        payload = hide.encode(item["plain"], item["enc"])
        return {"class": "encoded", "text": item["wrap"].replace("{P}", payload),
                "encoding": item["enc"], "payload": payload, "decoded": item["plain"]}
    if c == "invisible":
        t = item["tech"]
        if t == "tag_chars":
            text = item["visible"].replace("{H}", hide.tag_chars(item["hidden"]))
        elif t == "variation_selectors":
            text = item["visible"].replace("{H}", hide.variation_selectors(item["base"], item["hidden"]))
        elif t == "zero_width_split":
            text = hide.zero_width_split(item["visible"], item["words"], item.get("seed", 0))
        elif t == "bidi_override":
            text = item["visible"].replace("{H}", hide.bidi_override(item["hidden"]))
        else:
            raise ValueError(t)
        return {"class": "invisible", "text": text, "technique": t, "hidden": item["hidden"]}
    raise ValueError(c)


def benign_record(lang, item):
    if isinstance(item, tuple):
        rec = {"class": item[0], "text": item[1]}
        if len(item) > 2 and item[2]:
            rec["quotes_attack"] = True
        return rec
    text = item["text"]
    for step in item["wp"]:
        text = getattr(hide, step)(text)
    return {"class": item["c"], "text": text}


def main():
    atk, ben = [], []
    for lang in LANGS:
        mod = load(lang)
        for n, item in enumerate(mod.ATTACKS, 1):
            r = attack_record(lang, item)
            atk.append({"id": f"tv-atk-{lang}-{n:04d}", "label": "attack", "class": r.pop("class"),
                        "lang": lang, "split": SPLIT, "text": r.pop("text"), **r})
        for n, item in enumerate(mod.BENIGN, 1):
            r = benign_record(lang, item)
            ben.append({"id": f"tv-ben-{lang}-{n:04d}", "label": "benign", "class": r.pop("class"),
                        "lang": lang, "split": SPLIT, "text": r.pop("text"), **r})
    for name, recs in (("attacks_train_v.jsonl", atk), ("benign_train_v.jsonl", ben)):
        with open(OUT / name, "w", encoding="utf-8") as fh:
            for r in recs:
                fh.write(hide.escape_invisible(json.dumps(r, ensure_ascii=False)) + "\n")
    print(f"wrote {len(atk)} attacks, {len(ben)} benign")


if __name__ == "__main__":
    main()
