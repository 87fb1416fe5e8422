"""Build attacks_train_c.jsonl and benign_train_c.jsonl from the hand-written lists in gen/.

Each ``lang_<xx>.py`` module exports ``ATTACKS`` (class -> list of texts), ``BENIGN``
(class -> list of texts or ``(text, extra_keys)`` tuples), ``SPLIT`` (list of
``(first, second)`` pairs), ``ENCODED`` (list of ``(wrapper, encoding, decoded)`` where the
wrapper holds ``{p}`` for the payload) and ``INVISIBLE`` (list of ``(technique, text, hidden)``
built with the helpers in ``hide.py``).
"""
from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from hide import encode, escape_json  # noqa: E402

LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de", "xx")


def records() -> tuple[list[dict], list[dict]]:
    """Return (attacks, benign) records in a stable order."""
    attacks: list[dict] = []
    benign: list[dict] = []
    for lang in LANGS:
        try:
            mod = importlib.import_module(f"lang_{lang}")
        except ModuleNotFoundError:
            continue
        arecs: list[dict] = []
        for cls, texts in mod.ATTACKS.items():
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
        for cls, items in mod.BENIGN.items():
            for it in items:
                if isinstance(it, tuple):
                    brecs.append({"class": cls, "text": it[0], **it[1]})
                else:
                    brecs.append({"class": cls, "text": it})
        for label, recs, out, prefix in (("attack", arecs, attacks, "catk"), ("benign", brecs, benign, "cben")):
            for n, r in enumerate(recs, 1):
                rlang = r.pop("lang", None) or getattr(mod, "LANG_OF", {}).get(r["class"], lang)
                if lang == "xx":
                    rlang = r["text"].split("|", 1)[0]
                    r["text"] = r["text"].split("|", 1)[1]
                out.append({"id": f"{prefix}-{rlang}-{n:04d}" if lang != "xx" else f"{prefix}-{rlang}-{9000 + n:04d}",
                            "label": label, "class": r.pop("class"), "lang": rlang,
                            "split": "train_c", "text": r.pop("text"), **r})
    return attacks, benign


def main() -> None:
    """Write both JSONL files next to gen/."""
    attacks, benign = records()
    for name, recs in (("attacks_train_c.jsonl", attacks), ("benign_train_c.jsonl", benign)):
        with open(HERE.parent / name, "w", encoding="utf-8") as fh:
            for r in recs:
                fh.write(escape_json(r) + "\n")
    print(f"{len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
