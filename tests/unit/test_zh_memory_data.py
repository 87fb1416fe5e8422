"""The Chinese memory benchmark data: valid LoCoMo shape, built from its sources, loadable."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

from benchmarks.hindsight_locomo import load_conversations

DATA_DIR = Path(__file__).resolve().parents[2] / "benchmarks" / "data" / "zh_memory"


def _module(name: str):
    spec = importlib.util.spec_from_file_location(f"zh_memory_{name}", DATA_DIR / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_data_set_is_valid_and_large_enough():
    data = json.loads((DATA_DIR / "zh-memory.json").read_text(encoding="utf-8"))
    rows, errors = _module("validate").validate(data, Path("/nonexistent"))
    assert errors == []
    assert sum(r["turns"] for r in rows) >= 300
    assert sum(r["questions"] for r in rows) >= 100
    assert [r["split"] for r in rows].count("holdout") >= 2


def test_json_matches_its_sources():
    build = _module("build")
    built = [build.parse(p) for p in sorted((DATA_DIR / "src").glob("*.txt"))]
    assert built == json.loads((DATA_DIR / "zh-memory.json").read_text(encoding="utf-8"))


def test_locomo_loader_reads_every_question():
    conversations = load_conversations(DATA_DIR / "zh-memory.json")
    data = json.loads((DATA_DIR / "zh-memory.json").read_text(encoding="utf-8"))
    assert [c.dropped_questions for c in conversations] == [0] * len(data)
    assert [len(c.questions) for c in conversations] == [len(s["qa"]) for s in data]
    first = conversations[0].pairs[0].user_text
    assert first.startswith("[2026年1月11日 晚上8:10] 林晓雯:")
