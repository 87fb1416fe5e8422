"""Shared fixtures. The real Hindsight server fixtures live in tests/support/hindsight_plugin.py,
the real PostgreSQL server fixtures in tests/support/postgres_plugin.py."""

from __future__ import annotations

import pytest

from deerflow_memory_middleware import MemoryConfig, MemoryMiddleware

pytest_plugins = ["tests.support.hindsight_plugin", "tests.support.postgres_plugin"]


@pytest.fixture
def base_dir(tmp_path):
    return tmp_path / "memory"


@pytest.fixture
def middleware(base_dir):
    memory = MemoryMiddleware(MemoryConfig(), base_dir=base_dir)
    yield memory
    memory.shutdown()
