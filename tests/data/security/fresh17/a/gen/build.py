"""Write attacks.jsonl / benign.jsonl from the hand-written lang_*.py files."""
import importlib.util
import json
from pathlib import Path

from hide import encode, escape_line, make_invisible

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
SPLIT, PREFIX = "fresh17", "f17a"
LANGS = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de", "xx"]


def load(lang):
    spec = importlib.util.spec_from_file_location(f"lang_{lang}", HERE / f"lang_{lang}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def attack(lang, entry):
    cls = entry[0]
    rec = {"label": "attack", "class": cls, "lang": lang, "split": SPLIT}
    if cls == "split":
        parts = list(entry[1])
        rec["text"], rec["parts"] = "\n".join(parts), parts
    elif cls == "encoded":
        _, enc, decoded, wrapper = entry
        payload = encode(enc, decoded)
        rec.update(text=wrapper.replace("{P}", payload), encoding=enc, payload=payload,
                   decoded=decoded)
    elif cls == "invisible":
        _, tech, template, arg = entry
        text, hidden = make_invisible(tech, template, arg)
        rec.update(text=text, technique=tech, hidden=hidden)
    else:
        assert isinstance(entry[1], str), entry
        rec["text"] = entry[1]
    return rec


def benign(lang, entry):
    cls, body = entry[0], entry[1]
    rec = {"label": "benign", "class": cls, "lang": lang, "split": SPLIT}
    if isinstance(body, (list, tuple)):
        parts = list(body)
        rec["text"], rec["parts"] = "\n".join(parts), parts
    else:
        rec["text"] = body
    if len(entry) > 2:
        rec.update(entry[2])
    return rec


def main():
    atk, ben = [], []
    for lg in LANGS:
        mod = load(lg)
        for kind, entries, fn, out in (("atk", getattr(mod, "A", []), attack, atk),
                                       ("ben", getattr(mod, "B", []), benign, ben)):
            counters = {}
            for e in entries:
                if lg == "xx":  # RTL / joiner scripts: (lang, cls, text)
                    rl, e = e[0], e[1:]
                else:
                    rl = lg
                r = fn(rl, e)
                counters[rl] = counters.get(rl, 0) + 1
                r = {"id": f"{PREFIX}-{kind}-{rl}-{counters[rl]:04d}", **r}
                out.append(r)
    for name, recs in (("attacks.jsonl", atk), ("benign.jsonl", ben)):
        with open(OUT / name, "w", encoding="utf-8") as fh:
            for r in recs:
                fh.write(escape_line(json.dumps(r, ensure_ascii=False)) + "\n")
    print(f"wrote {len(atk)} attacks, {len(ben)} benign")


if __name__ == "__main__":
    main()
