"""Shared fixtures. The real Hindsight server fixtures live in tests/support/hindsight_plugin.py,
the real PostgreSQL server fixtures in tests/support/postgres_plugin.py, the storage backend a
test runs on (``storage_backend``: files, then postgres) in tests/support/backends.py."""

from __future__ import annotations

import pytest

from deerflow_memory_middleware import MemoryConfig, MemoryMiddleware

pytest_plugins = ["tests.support.hindsight_plugin", "tests.support.postgres_plugin",
                  "tests.support.backends"]


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
