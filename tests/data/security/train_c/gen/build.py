"""Build attacks_train_c.jsonl and benign_train_c.jsonl from the hand-written lists in gen/.

Each ``lang_<xx>.py`` module exports ``ATTACKS`` (class -> list of texts), ``BENIGN``
(class -> list of texts or ``(text, extra_keys)`` tuples), ``SPLIT`` (list of
``(first, second)`` pairs), ``ENCODED`` (list of ``(wrapper, encoding, decoded)`` where the
wrapper holds ``{p}`` for the payload) and ``INVISIBLE`` (list of ``(technique, text, hidden)``
built with the helpers in ``hide.py``).
"""
from __future__ import annotations

import importlib
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from hide import encode, escape_json

LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
MODULES = [f"{kind}_{lang}" for lang in LANGS for kind in ("lang", "more", "new")] + ["other_langs"]


def _module_records(mod) -> tuple[list[dict], list[dict]]:
    """Attack and benign records (without id/lang) from one hand-written module."""
    arecs: list[dict] = []
    for cls, texts in getattr(mod, "ATTACKS", {}).items():
        arecs += [{"class": cls, "text": t} for t in texts]
    for first, second in getattr(mod, "SPLIT", []):
        arecs.append({"class": "split", "text": first + "\n" + second, "parts": [first, second]})
    for wrapper, enc, decoded in getattr(mod, "ENCODED", []):
        payload = encode(decoded, enc)
        arecs.append({"class": "encoded", "text": wrapper.replace("{p}", payload),
                      "encoding": enc, "payload": payload, "decoded": decoded})
    for technique, text, hidden in getattr(mod, "INVISIBLE", []):
        arecs.append({"class": "invisible", "text": text, "technique": technique, "hidden": hidden})
    brecs: list[dict] = []
    for cls, items in getattr(mod, "BENIGN", {}).items():
        for it in items:
            brecs.append({"class": cls, "text": it[0], **it[1]} if isinstance(it, tuple) else {"class": cls, "text": it})
    return arecs, brecs


def records() -> tuple[list[dict], list[dict]]:
    """Return (attacks, benign) records; ids are numbered per (label, lang) in module order.

    A module sets ``LANG``; a record may carry its own ``lang`` key (used by ``other_langs``).
    """
    attacks: list[dict] = []
    benign: list[dict] = []
    counters: dict[tuple[str, str], int] = {}
    for name in MODULES:
        try:
            mod = importlib.import_module(name)
        except ModuleNotFoundError:
            continue
        arecs, brecs = _module_records(mod)
        for label, recs, out, prefix in (("attack", arecs, attacks, "catk"), ("benign", brecs, benign, "cben")):
            for r in recs:
                text = r.pop("text")
                rlang = mod.LANG
                if "|" in text[:4] and name == "other_langs":
                    rlang, text = text.split("|", 1)
                n = counters[label, rlang] = counters.get((label, rlang), 0) + 1
                out.append({"id": f"{prefix}-{rlang}-{n:04d}", "label": label, "class": r.pop("class"),
                            "lang": rlang, "split": "train_c", "text": text, **r})
    return attacks, benign


def main() -> None:
    """Write both JSONL files next to gen/."""
    attacks, benign = records()
    for name, recs in (("attacks_train_c.jsonl", attacks), ("benign_train_c.jsonl", benign)):
        with open(HERE.parent / name, "w", encoding="utf-8") as fh:
            fh.writelines(escape_json(r) + "\n" for r in recs)
    print(f"{len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
