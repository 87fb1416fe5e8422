"""Shared fixtures. The real Hindsight server fixtures live in tests/support/hindsight_plugin.py,
the real PostgreSQL server fixtures in tests/support/postgres_plugin.py, the storage backend a
test runs on (``storage_backend``: files, then postgres) in tests/support/backends.py."""

from __future__ import annotations

import os

import pytest

from deerflow_memory_middleware import MemoryConfig, MemoryMiddleware
from deerflow_memory_middleware.security import semantic

pytest_plugins = ["tests.support.hindsight_plugin", "tests.support.postgres_plugin",
                  "tests.support.backends"]


#: Settings of the semantic layer a developer's shell may hold: the tests measure the defaults (a
#: test about a setting sets it itself). Verdicts near the threshold would flip otherwise.
_SCANNER_SETTINGS = ("DEERFLOW_MEMORY_SEMANTIC_THRESHOLD", "DEERFLOW_MEMORY_SEMANTIC_READER")


@pytest.fixture(autouse=True)
def _scanner_defaults(monkeypatch):
    for name in _SCANNER_SETTINGS:
        monkeypatch.delenv(name, raising=False)


@pytest.fixture
def base_dir(tmp_path):
    return tmp_path / "memory"


@pytest.fixture
def memory_config() -> MemoryConfig:
    """The configuration `middleware` is built with: the defaults (files under ``base_dir``).
    A module that runs on both storage backends overrides it with
    ``storage_backend.config()``."""
    return MemoryConfig()


@pytest.fixture
def middleware(base_dir, memory_config):
    memory = MemoryMiddleware(memory_config, base_dir=base_dir)
    yield memory
    memory.shutdown()


def _not_installed(what: str) -> None:
    """Fails under CI (``make test`` installs the model, so its absence is a fault), else skips."""
    message = f"{what} is not installed: install the 'security' extra (make install does)"
    if os.environ.get("CI") == "true":
        pytest.fail(message)
    pytest.skip(message)


@pytest.fixture
def semantic_model() -> None:
    """For tests of the semantic layer's shipped model (the first reading)."""
    if not semantic.available():
        _not_installed("the semantic layer's model")


@pytest.fixture
def second_reading() -> None:
    """For tests of the semantic layer's second reading (the Gemma weights and head)."""
    if not semantic.second_reading():
        _not_installed("the semantic layer's second reading (Gemma weights)")
