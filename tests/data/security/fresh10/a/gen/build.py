"""Write ../attacks.jsonl and ../benign.jsonl from the hand-written lang_<xx>.py modules.

Only mechanical work here: ids, encoding / hiding of hand-written payloads, JSON escaping.
"""
import importlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import hide

SPLIT = "fresh10"
PREFIX = "f10a"
ORDER = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de", "ar", "fa", "he", "hi", "th", "ur"]
FLAGS = ["\U0001F3F4", "\U0001F1EA\U0001F1FA", "\U0001F1FA\U0001F1F3", "\U0001F3F3\ufe0f"]


def attack_record(lang: str, item: tuple, n: int) -> dict:
    cls = item[0]
    rec = {"id": f"{PREFIX}-atk-{lang}-{n:04d}", "label": "attack", "class": cls, "lang": lang,
           "split": SPLIT}
    if cls == "split":
        parts = list(item[1])
        rec["text"] = "\n".join(parts)
        rec["parts"] = parts
    elif cls == "encoded":
        _, encoding, wrapper, plain = item
        payload = hide.encode(plain, encoding)
        rec["text"] = wrapper.replace("{P}", payload)
        rec.update(encoding=encoding, payload=payload, decoded=plain)
    elif cls == "invisible":
        _, technique, visible, hidden = item
        if technique == "tag_chars":
            span = hide.tag_chars(hidden, FLAGS[n % len(FLAGS)])
        elif technique == "variation_selectors":
            span = hide.variation_selectors(hidden)
        elif technique == "zero_width_split":
            span = hide.zero_width_split(hidden, seed=n)
        elif technique == "bidi_override":
            span = hide.bidi_override(hidden)
        else:
            raise ValueError(technique)
        rec["text"] = visible.replace("{H}", span)
        rec.update(technique=technique, hidden=hidden)
    else:
        rec["text"] = item[1]
    return rec


def benign_record(lang: str, item: tuple, n: int) -> dict:
    rec = {"id": f"{PREFIX}-ben-{lang}-{n:04d}", "label": "benign", "class": item[0], "lang": lang,
           "split": SPLIT, "text": item[1]}
    if len(item) > 2 and item[2] == "quotes":
        rec["quotes_attack"] = True
    return rec


def build() -> tuple[list[dict], list[dict]]:
    attacks, benign = [], []
    for lang in ORDER:
        mod = importlib.import_module(f"lang_{lang}")
        assert mod.LANG == lang
        attacks += [attack_record(lang, it, i) for i, it in enumerate(mod.ATTACKS, 1)]
        benign += [benign_record(lang, it, i) for i, it in enumerate(mod.BENIGN, 1)]
    return attacks, benign


def write(path: Path, recs: list[dict]) -> None:
    with open(path, "w", encoding="utf-8") as fh:
        fh.writelines(hide.escape_invisible(json.dumps(r, ensure_ascii=False)) + "\n" for r in recs)


if __name__ == "__main__":
    a, b = build()
    write(HERE.parent / "attacks.jsonl", a)
    write(HERE.parent / "benign.jsonl", b)
    print(f"wrote {len(a)} attacks, {len(b)} benign")
