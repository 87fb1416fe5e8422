"""Write attacks.jsonl and benign.jsonl from the hand-written gen/lang_*.py files."""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

GEN = Path(__file__).resolve().parent
OUT = GEN.parent
sys.path.insert(0, str(GEN))
import hide

SPLIT = "fresh25"
LANG_FILES = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de", "other"]


def _load(code: str):
    spec = importlib.util.spec_from_file_location(f"lang_{code}", GEN / f"lang_{code}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _record(kind: str, lang: str, n: int, item: tuple) -> dict:
    cls, body = item[0], item[1]
    extra = dict(item[2]) if len(item) > 2 else {}
    lang = extra.pop("lang", lang)
    rec = {"id": f"f25a-{kind}-{lang}-{n:04d}", "label": "attack" if kind == "atk" else "benign",
           "class": cls, "lang": lang, "split": SPLIT}
    if isinstance(body, list):
        rec["text"] = "\n".join(body)
        rec["parts"] = list(body)
    elif isinstance(body, dict) and cls == "encoded":
        payload = hide.encode(body["encoding"], body["decoded"])
        rec["text"] = body["template"].replace("{p}", payload)
        rec.update(encoding=body["encoding"], payload=payload, decoded=body["decoded"])
    elif isinstance(body, dict) and cls == "invisible":
        rec["text"] = hide.make_invisible(body["technique"], body["template"], body["hidden"])
        rec.update(technique=body["technique"], hidden=body["hidden"])
    else:
        rec["text"] = body
    rec.update(extra)
    return rec


def build() -> tuple[list[dict], list[dict]]:
    atk, ben = [], []
    counters: dict = {}
    for code in LANG_FILES:
        mod = _load(code)
        for kind, items, out in (("atk", getattr(mod, "ATTACKS", []), atk),
                                 ("ben", getattr(mod, "BENIGN", []), ben)):
            for item in items:
                lang = (item[2].get("lang") if len(item) > 2 else None) or code
                counters[(kind, lang)] = counters.get((kind, lang), 0) + 1
                out.append(_record(kind, code, counters[(kind, lang)], item))
    return atk, ben


def main() -> int:
    atk, ben = build()
    for name, recs in (("attacks.jsonl", atk), ("benign.jsonl", ben)):
        with open(OUT / name, "w", encoding="utf-8") as fh:
            fh.writelines(hide.dumps(r) + "\n" for r in recs)
    print(f"wrote {len(atk)} attacks, {len(ben)} benign")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
