"""Validate train_ag with train_ae's checker (stats.validate_records, ids, one label per file, no
literal invisible character, minimum counts) on this folder's files; --markdown prints the class
x language tables."""
from __future__ import annotations

import importlib.util
from pathlib import Path

HERE = Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location("train_ae_validate", HERE.parents[1] / "train_ae/gen/validate.py")
checker = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(checker)
checker.SPLIT, checker.PREFIX = "train_ag", "tag"
checker.FILES = {"train_ag/attacks.jsonl": "attack", "train_ag/benign.jsonl": "benign"}
checker.MINIMUM = {"attack": (130, 8), "benign": (120, 8)}

if __name__ == "__main__":
    raise SystemExit(checker.main())
