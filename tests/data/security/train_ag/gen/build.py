"""Build train_ag from the two hostile reviews' entries (gen/review_a.jsonl, gen/review_b.jsonl).

The records are given the corpus format by train_ae's builder (split, a new id, ``deception`` for
an attack, ``honesty_rule`` for a benign note), run on this folder: every attack of both reviews
is a deception order, so no attack needs another class.
"""
from __future__ import annotations

import importlib.util
from pathlib import Path

HERE = Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location("train_ae_build", HERE.parents[1] / "train_ae/gen/build.py")
builder = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(builder)
builder.HERE, builder.OUT = HERE, HERE.parent
builder.SPLIT, builder.PREFIX, builder.ATTACK_CLASS = "train_ag", "tag", {}

if __name__ == "__main__":
    builder.main()
