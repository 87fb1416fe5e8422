"""Write attacks.jsonl and benign.jsonl from the hand-written gen/lang_*.py modules.

Purely mechanical: numbering, encoding payloads, hiding strings, joining pairs, escaping.
"""

from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path

GEN = Path(__file__).resolve().parent
OUT = GEN.parent
sys.path.insert(0, str(GEN))

import hide

MAIN = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
SPLIT = "fresh26"


def _entries(mod_name: str, kind: str):
    """Yield (lang, cls, body, extra) from a language module."""
    mod = importlib.import_module(mod_name)
    for item in getattr(mod, kind):
        if mod_name == "lang_other":
            lang, cls, body, *rest = item
        else:
            lang = mod.LANG
            cls, body, *rest = item
        extra = dict(rest[0]) if rest else {}
        yield lang, cls, body, extra


def _record(rid: str, label: str, lang: str, cls: str, body, extra: dict) -> dict:
    rec = {"id": rid, "label": label, "class": cls, "lang": lang, "split": SPLIT}
    if isinstance(body, list):
        rec["text"] = "\n".join(body)
        rec["parts"] = list(body)
    elif cls == "encoded" and label == "attack":
        payload = hide.encode(extra["decoded"], extra["encoding"])
        rec["text"] = body.replace("{payload}", payload)
        rec["encoding"] = extra.pop("encoding")
        rec["payload"] = payload
        rec["decoded"] = extra.pop("decoded")
    elif cls == "invisible" and label == "attack":
        tech, hidden = extra.pop("technique"), extra.pop("hidden")
        rec["text"] = body.replace("{hidden}", hide.TECHNIQUES[tech](hidden))
        rec["technique"] = tech
        rec["hidden"] = hidden
    else:
        rec["text"] = body
    rec.update(extra)
    return rec


def build() -> tuple[list[dict], list[dict]]:
    attacks, benign = [], []
    modules = [f"lang_{lg}" for lg in MAIN] + ["lang_other"]
    for label, kind, short, sink in (("attack", "ATTACKS", "atk", attacks),
                                     ("benign", "BENIGN", "ben", benign)):
        for mod_name in modules:
            counters: dict[str, int] = {}
            for lang, cls, body, extra in _entries(mod_name, kind):
                counters[lang] = counters.get(lang, 0) + 1
                rid = f"f26a-{short}-{lang}-{counters[lang]:04d}"
                sink.append(_record(rid, label, lang, cls, body, extra))
    return attacks, benign


def write(path: Path, recs: list[dict]) -> None:
    lines = [hide.escape_invisible(json.dumps(r, ensure_ascii=False)) for r in recs]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8", newline="\n")


def main() -> int:
    attacks, benign = build()
    write(OUT / "attacks.jsonl", attacks)
    write(OUT / "benign.jsonl", benign)
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
