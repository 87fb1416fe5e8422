"""DeerFlow integration: Memory V2 in DeerFlow's lead agent, configured from DeerFlow's files.

Two ways in, both on DeerFlow's real structure:

* **alongside** DeerFlow's own memory middleware: list the zero-argument class in DeerFlow's
  ``config.yaml``::

      extensions:
        middlewares:
          - deerflow_memory_middleware.integrations.deerflow:DeerFlowMemoryMiddleware

  DeerFlow builds it with no arguments; it finds its settings by itself (`discover_config`) and
  keeps its data in DeerFlow's base dir (`deerflow_base_dir`). Its ``name`` is
  ``"MemoryV2Middleware"``, so it never collides with DeerFlow's ``MemoryMiddleware``;
* **replacing** DeerFlow's memory middleware in a middleware list a host builds itself
  (`replace_memory_middleware`), for example the list given to DeerFlow's embedded client.

Every instance made in one process for one (config file, base dir) shares one `MemoryRegistry`:
DeerFlow builds its lead agent, and so this middleware, once per run, and the per-thread
snapshots, the Hindsight client and its outbox must outlive a run.
"""

from __future__ import annotations

import atexit
import logging
import os
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TypeAlias

from langchain.agents.middleware import AgentMiddleware

from ..config import MemoryConfig, load_memory_config
from ..middleware import DEFAULT_NAME, MemoryMiddleware
from ..registry import MemoryRegistry
from .deerflow_paths import BASE_DIR_ENV, CONFIG_ENV, deerflow_base_dir, discover_config

logger = logging.getLogger(__name__)

#: A middleware of any state, context and response type (DeerFlow's list mixes them).
Middleware: TypeAlias = AgentMiddleware[Any, Any, Any]

__all__ = [
    "BASE_DIR_ENV",
    "CONFIG_ENV",
    "DeerFlowMemoryMiddleware",
    "deerflow_base_dir",
    "discover_config",
    "is_deerflow_memory_middleware",
    "replace_memory_middleware",
    "shared_registry",
    "shutdown_shared_registries",
]

_DEERFLOW_MIDDLEWARE_MODULE = "deerflow.agents.middlewares.memory_middleware"


_shared: dict[tuple[str, str], MemoryRegistry] = {}
_shared_lock = threading.Lock()


def shared_registry(
    config_path: Path | None = None, base_dir: Path | None = None
) -> MemoryRegistry:
    """The process-wide registry for one settings file and base dir, built on first use.

    Args:
        config_path: the settings file; `discover_config` when None.
        base_dir: the data folder; `deerflow_base_dir` when None.

    Raises:
        ConfigError: the settings file is invalid (the agent build fails, as DeerFlow does for
            its own invalid config).
    """
    path = config_path if config_path is not None else discover_config()
    folder = base_dir if base_dir is not None else deerflow_base_dir()
    key = (str(path.resolve()) if path else "", str(folder))
    with _shared_lock:
        registry = _shared.get(key)
        if registry is None:
            config = load_memory_config(path) if path else MemoryConfig()
            registry = MemoryRegistry(config, base_dir=folder)
            _shared[key] = registry
            logger.info("Memory V2 for DeerFlow: settings %s, data in %s",
                        path or "(defaults)", folder)
    return registry


def shutdown_shared_registries() -> None:
    """Flush and stop every shared registry (runs at interpreter exit)."""
    with _shared_lock:
        registries = list(_shared.values())
        _shared.clear()
    for registry in registries:
        registry.shutdown()


atexit.register(shutdown_shared_registries)


class DeerFlowMemoryMiddleware(MemoryMiddleware):
    """`MemoryMiddleware` that DeerFlow can build with no arguments.

    For ``extensions.middlewares`` in DeerFlow's ``config.yaml``. Settings come from
    `discover_config`, data lives in `deerflow_base_dir`, and all instances of a process share
    one registry (`shared_registry`).

    Args:
        config_path: a settings file instead of discovering one.
        base_dir: a data folder instead of DeerFlow's base dir.
        name: the middleware's name in the graph.
    """

    def __init__(
        self,
        *,
        config_path: str | os.PathLike[str] | None = None,
        base_dir: str | os.PathLike[str] | None = None,
        name: str = DEFAULT_NAME,
    ) -> None:
        registry = shared_registry(
            Path(config_path) if config_path is not None else None,
            Path(base_dir).resolve() if base_dir is not None else None,
        )
        super().__init__(registry=registry, name=name)

    def shutdown(self) -> None:
        """Nothing to do per instance: the shared registry stops at interpreter exit (or
        `shutdown_shared_registries`)."""


def is_deerflow_memory_middleware(middleware: object) -> bool:
    """True for DeerFlow's own memory middleware (the one that feeds its ``memory.json``)."""
    cls = type(middleware)
    return cls.__name__ == "MemoryMiddleware" and cls.__module__ == _DEERFLOW_MIDDLEWARE_MODULE


def replace_memory_middleware(
    middlewares: Sequence[Middleware], memory: MemoryMiddleware | None = None
) -> list[Middleware]:
    """Return ``middlewares`` with DeerFlow's memory middleware swapped for Memory V2.

    Memory V2 takes the place DeerFlow's own had, so it runs at the same point of the chain.
    When the list has none, Memory V2 goes before DeerFlow's ``ClarificationMiddleware`` (which
    must stay last) or at the end.

    Args:
        middlewares: a middleware list as DeerFlow's ``build_middlewares`` returns it.
        memory: the Memory V2 middleware; a `DeerFlowMemoryMiddleware` when None.

    Returns:
        A new list; the input is not changed.
    """
    memory = memory if memory is not None else DeerFlowMemoryMiddleware()
    result = [m for m in middlewares if m is not memory]
    for index, middleware in enumerate(result):
        if is_deerflow_memory_middleware(middleware):
            result[index] = memory
            return result
    for index, middleware in enumerate(result):
        if type(middleware).__name__ == "ClarificationMiddleware":
            result.insert(index, memory)
            return result
    result.append(memory)
    return result
