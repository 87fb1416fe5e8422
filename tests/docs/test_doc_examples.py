"""Every code example of README.md, docs/INTEGRATION.md and docs/ARCHITECTURE.md runs, so the docs
cannot drift.

``python`` blocks run as written, each in a fresh folder and a fresh namespace; ``yaml`` blocks
must parse, and a ``memory_v2:`` (or our ``memory:``) section in them must load.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
import yaml

from deerflow_memory_middleware.config import config_from_document

ROOT = Path(__file__).resolve().parents[2]
DOCS = [ROOT / "README.md", ROOT / "docs" / "INTEGRATION.md", ROOT / "docs" / "ARCHITECTURE.md",
        ROOT / "docs" / "DEPLOYMENT.md"]
_BLOCK = re.compile(r"^```(\w+)\n(.*?)^```", re.DOTALL | re.MULTILINE)


def blocks(kind: str) -> list[tuple[str, str]]:
    found = []
    for doc in DOCS:
        text = doc.read_text(encoding="utf-8")
        for number, match in enumerate(m for m in _BLOCK.finditer(text) if m.group(1) == kind):
            found.append((f"{doc.name}#{kind}{number + 1}", match.group(2)))
    return found


def test_the_docs_have_examples():
    assert len(blocks("python")) >= 5 and len(blocks("yaml")) >= 3


@pytest.mark.parametrize(("where", "code"), blocks("python"), ids=[w for w, _ in blocks("python")])
def test_python_example_runs(where, code, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    shutil.copy(ROOT / "config.example.yaml", tmp_path)  # examples run from the repo root
    for name in ("DEER_FLOW_HOME", "DEER_FLOW_CONFIG_PATH", "DEERFLOW_MEMORY_V2_CONFIG"):
        monkeypatch.delenv(name, raising=False)
    exec(compile(code, where, "exec"), {"__name__": f"doc_example_{where}"})  # noqa: S102


@pytest.mark.parametrize(("where", "code"), blocks("yaml"), ids=[w for w, _ in blocks("yaml")])
def test_yaml_example_loads(where, code):
    document = yaml.safe_load(code)
    assert isinstance(document, dict), where
    config, _ = config_from_document(document, origin=where)
    assert config.load_warnings == ()
