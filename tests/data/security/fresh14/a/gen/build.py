"""Write ../attacks.jsonl and ../benign.jsonl from the hand-written lang_<xx>.py modules.

Entry shapes in a module's ATTACKS / BENIGN lists:
  (class, "text")                                  plain entry
  (class, "text", {"quotes_attack": True})         benign entry quoting an attack phrase
  ("split", ["part one", "part two"])              split pair (text = parts joined by "\n")
  ("encoded", {"encoding": e, "decoded": plain, "wrap": "... {payload} ..."})
  ("invisible", {"technique": t, ...})             see hide.py / below
"""
from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import hide

SPLIT = "fresh14"
LANGS = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de", "ar", "fa", "he", "hi", "th"]


def invisible(spec: dict) -> tuple[str, str]:
    t, hidden = spec["technique"], spec["hidden"]
    if t == "tag_chars":
        text = spec["before"] + spec.get("flag", "\U0001F3F4") + hide.tag_chars(hidden) + spec.get("after", "")
    elif t == "variation_selectors":
        text = spec["before"] + spec["carrier"] + hide.variation_selectors(hidden) + spec.get("after", "")
    elif t == "zero_width_split":
        assert hide.unmark(spec["marked"]).find(hidden) >= 0, hidden
        text = hide.zero_width_split(spec["marked"], spec.get("seed", 0))
    elif t == "bidi_override":
        text = spec["before"] + hide.bidi_override(hidden) + spec.get("after", "")
    else:
        raise ValueError(t)
    return text, hidden


def records(label: str, lang: str, entries: list) -> list[dict]:
    out = []
    short = "atk" if label == "attack" else "ben"
    for n, e in enumerate(entries, 1):
        cls, body = e[0], e[1]
        extra = e[2] if len(e) > 2 else {}
        rec = {"id": f"f14a-{short}-{lang}-{n:04d}", "label": label, "class": cls, "lang": lang,
               "split": SPLIT}
        if cls == "split" and label == "attack":
            rec["text"] = "\n".join(body)
            rec["parts"] = list(body)
        elif cls == "encoded":
            payload = hide.encode(body["encoding"], body["decoded"])
            rec["text"] = body["wrap"].replace("{payload}", payload)
            rec.update(encoding=body["encoding"], payload=payload, decoded=body["decoded"])
        elif cls == "invisible":
            text, hidden = invisible(body)
            rec.update(text=text, technique=body["technique"], hidden=hidden)
        else:
            rec["text"] = body
        rec.update(extra)
        out.append(rec)
    return out


def main() -> None:
    atk, ben = [], []
    for lang in LANGS:
        mod = importlib.import_module(f"lang_{lang}")
        atk += records("attack", lang, getattr(mod, "ATTACKS", []))
        ben += records("benign", lang, getattr(mod, "BENIGN", []))
    for name, recs in (("attacks.jsonl", atk), ("benign.jsonl", ben)):
        with open(HERE.parent / name, "w", encoding="utf-8") as fh:
            fh.writelines(hide.escape_invisible(json.dumps(r, ensure_ascii=False)) + "\n" for r in recs)
    print(f"{len(atk)} attacks, {len(ben)} benign")


if __name__ == "__main__":
    main()
