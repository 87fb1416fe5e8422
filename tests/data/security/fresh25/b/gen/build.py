"""Write ../attacks.jsonl and ../benign.jsonl from the hand-written lang_*.py files."""
import importlib.util
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
SPLIT = "fresh25"
LANGS = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de"]
sys.path.insert(0, str(HERE))
import hide


def load(name):
    spec = importlib.util.spec_from_file_location(name, HERE / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def attack_record(lang, n, item):
    cls, body = item[0], item[1]
    rec = {"id": f"f25b-atk-{lang}-{n:04d}", "label": "attack", "class": cls, "lang": lang,
           "split": SPLIT}
    if cls == "split":
        rec["text"] = "\n".join(body)
        rec["parts"] = list(body)
    elif cls == "encoded":
        payload = hide.encode(body["decoded"], body["encoding"])
        rec["text"] = body["template"].format(payload=payload)
        rec.update(encoding=body["encoding"], payload=payload, decoded=body["decoded"])
    elif cls == "invisible":
        rec["text"] = body["template"].format(hidden=hide.hide(body["technique"], body["hidden"]))
        rec.update(technique=body["technique"], hidden=body["hidden"])
    else:
        rec["text"] = body
    return rec


def benign_record(lang, n, item):
    cls, body = item[0], item[1]
    extra = item[2] if len(item) > 2 else {}
    rec = {"id": f"f25b-ben-{lang}-{n:04d}", "label": "benign", "class": cls, "lang": lang,
           "split": SPLIT}
    if isinstance(body, list):
        rec["text"] = "\n".join(body)
        rec["parts"] = list(body)
    else:
        rec["text"] = body
    rec.update(extra)
    return rec


def build():
    attacks, benign = [], []
    for lang in LANGS:
        mod = load(f"lang_{lang}")
        for i, item in enumerate(mod.ATTACKS, 1):
            attacks.append(attack_record(lang, i, item))
        for i, item in enumerate(mod.BENIGN, 1):
            benign.append(benign_record(lang, i, item))
    extra = load("lang_extra")
    counters = {}
    for lang, *item in extra.BENIGN:
        counters[lang] = counters.get(lang, 0) + 1
        benign.append(benign_record(lang, counters[lang], item))
    return attacks, benign


def write(path, recs):
    with open(path, "w", encoding="utf-8") as fh:
        fh.writelines(hide.escape_json_line(json.dumps(r, ensure_ascii=False)) + "\n" for r in recs)


if __name__ == "__main__":
    a, b = build()
    write(OUT / "attacks.jsonl", a)
    write(OUT / "benign.jsonl", b)
    print(f"wrote {len(a)} attacks, {len(b)} benign")
