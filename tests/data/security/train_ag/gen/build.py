"""Build train_ag from the two hostile reviews' entries (gen/review_a.jsonl, gen/review_b.jsonl)
with train_ae's builder: every attack of these reviews is a deception order."""
from __future__ import annotations

import importlib.util
from pathlib import Path

HERE = Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location("review_build", HERE.parents[1] / "train_ae/gen/build.py")
builder = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(builder)

if __name__ == "__main__":
    builder.build_folder(HERE, "train_ag", "tag", {})
