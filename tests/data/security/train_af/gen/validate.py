"""Validate train_af with train_ae's checker (stats.validate_records, ids, one label per file, no
literal invisible character, minimum counts); --markdown prints the class x language tables."""
from __future__ import annotations

import importlib.util
from pathlib import Path

_spec = importlib.util.spec_from_file_location(
    "review_validate", Path(__file__).resolve().parents[2] / "train_ae/gen/validate.py")
checker = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(checker)

if __name__ == "__main__":
    raise SystemExit(checker.main("train_af", "taf", {"attack": (150, 8), "benign": (130, 8)}))
