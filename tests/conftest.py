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


# Settings of the semantic layer a developer's shell may hold are dropped before any test module
# is imported (the model reads them once, when it first loads, and writer processes inherit this
# environment): the tests measure the defaults, and a test about a setting sets it itself.
for _setting in ("DEERFLOW_MEMORY_SEMANTIC_THRESHOLD", "DEERFLOW_MEMORY_SEMANTIC_READER"):
    os.environ.pop(_setting, None)


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


def _not_loaded(what: str) -> None:
    # ``make install`` installs the model with the package, so a missing or unusable one is a
    # fault everywhere, not only under CI (the log says why it did not load).
    pytest.fail(f"{what} did not load (see the log): install the 'security' extra (make install "
                f"does) or rebuild the file the log names")


@pytest.fixture
def semantic_model() -> None:
    """For tests of the semantic layer's shipped model (the first reading): fails when it is
    not installed or its index does not load."""
    if not semantic.available():
        _not_loaded("the semantic layer's model")


@pytest.fixture
def second_reading() -> None:
    """For tests of the semantic layer's second reading (the Gemma weights and head): fails when
    it does not load."""
    if not semantic.second_reading():
        _not_loaded("the semantic layer's second reading (Gemma weights and head)")
