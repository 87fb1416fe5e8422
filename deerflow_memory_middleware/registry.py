"""`MemoryRegistry`: effective configs and a bounded cache of managers, one per (user, agent).

The middleware and the `MemoryService` each hold one (or share one, in one process), so an agent
and the gateway always see the same providers. The registry owns the shared external backend
(for Hindsight: one client, outbox and sender for the whole process) and shuts it down.

It is also the one place that knows external providers by name: `EXTERNAL_PROVIDERS` maps the
config's ``provider`` to the `ExternalBackend` class that serves it, imported only when
configured. Adding a provider is one module and one entry here.
"""

from __future__ import annotations

import logging
import os
import threading
from collections import OrderedDict
from collections.abc import Hashable
from importlib import import_module
from pathlib import Path
from typing import Any

from .config import MemoryConfig
from .errors import ConfigError, NotConfiguredError
from .identity import MemoryScope
from .manager import ExternalFactory, MemoryManager, build_manager
from .overrides import EffectiveConfig, OverrideStore
from .provider import ExternalBackend, MemoryProvider
from .storage import Storage, open_storage

logger = logging.getLogger(__name__)

__all__ = ["BUILTIN", "EXTERNAL_PROVIDERS", "MemoryRegistry", "external_backend_class"]

#: The config's ``provider`` for builtin files only.
BUILTIN = "builtin"
#: ``provider`` name -> ``"module:Class"`` of its `ExternalBackend` (imported on first use).
EXTERNAL_PROVIDERS: dict[str, str] = {
    "hindsight": "deerflow_memory_middleware.providers.hindsight:HindsightExternalBackend",
    "sqlite": "deerflow_memory_middleware.providers.sqlite_notes:SQLiteNotesBackend",
}


def external_backend_class(name: str) -> type[ExternalBackend]:
    """The backend class of an external provider name.

    Raises:
        ConfigError: the name is not a known provider.
        NotConfiguredError: the provider's optional dependency is not installed.
    """
    target = EXTERNAL_PROVIDERS.get(name)
    if target is None:
        known = ", ".join([BUILTIN, *sorted(EXTERNAL_PROVIDERS)])
        raise ConfigError(f"Unknown memory provider {name!r}: use one of {known}.")
    module_name, _, class_name = target.partition(":")
    try:
        module = import_module(module_name)
    except ImportError as exc:
        hint = "" if "pip install" in str(exc) else (
            f" Install it with: pip install 'deerflow-memory-middleware[{name}]'.")
        raise NotConfiguredError(
            f"The {name!r} memory provider cannot be loaded: {exc}{hint}") from exc
    backend: type[ExternalBackend] = getattr(module, class_name)
    return backend


# The storage generation before the first turn of this process (None is a real generation:
# a files data folder where no reload was ever asked).
_UNSEEN = object()


class MemoryRegistry:
    """Builds and caches `MemoryManager`s for scopes of one ``base_dir``.

    Args:
        config: defaults + YAML.
        base_dir: the memory data directory.
        max_managers: managers kept in memory (the least recently used is shut down and
            dropped first).
        external_factory: overrides how the external provider is built (tests).
    """

    def __init__(
        self,
        config: MemoryConfig | None = None,
        *,
        base_dir: str | os.PathLike[str] = ".deer-flow",
        max_managers: int = 1024,
        external_factory: ExternalFactory | None = None,
    ) -> None:
        self.config = config or MemoryConfig()
        self.base_dir = Path(base_dir)
        self.storage: Storage = open_storage(self.config.storage, base_dir=self.base_dir)
        self.overrides = OverrideStore(self.config, documents=self.storage.overrides)
        self._generation: Hashable = _UNSEEN
        self._max_managers = max_managers
        self._managers: OrderedDict[tuple[str, str], MemoryManager] = OrderedDict()
        self._lock = threading.Lock()
        self._external_factory = external_factory
        self._backend: ExternalBackend | None = None
        if external_factory is None and self.config.provider != BUILTIN:
            external_backend_class(self.config.provider)  # fail at start, not at the first call

    # ------------------------------------------------------------------ config
    def effective(self, user_id: str) -> EffectiveConfig:
        return self.overrides.effective(user_id)

    # ------------------------------------------------------------------ managers
    def manager_for(self, user_id: str, agent_id: str = "default") -> MemoryManager:
        """The scope's manager, reconfigured if the user's effective config changed.

        Raises:
            InvalidIdError: an id is not safe.
        """
        scope = MemoryScope(user_id=user_id, agent_id=agent_id)
        effective = self.effective(user_id)
        config = effective.config
        if effective.generation != self._generation:  # a reload, asked in any process
            if self._generation is not _UNSEEN:
                self._drop_snapshots(None)
            self._generation = effective.generation
        key = (user_id, agent_id)
        with self._lock:
            manager = self._managers.get(key)
            if manager is not None:
                self._managers.move_to_end(key)
        if manager is None:
            built = build_manager(
                config, scope=scope, base_dir=self.base_dir, external_factory=self._factory(),
                entries=self.storage.entries,
            )
            with self._lock:
                manager = self._managers.setdefault(key, built)
                dropped = [] if manager is built else [built]  # another thread built it first
                while len(self._managers) > self._max_managers:
                    dropped.append(self._managers.popitem(last=False)[1])
            _shut_down(dropped)
        if manager.config is not config:
            manager.configure(config)
        return manager

    def cached_managers(self, user_id: str | None = None) -> list[MemoryManager]:
        with self._lock:
            return [m for (uid, _), m in self._managers.items() if user_id in (None, uid)]

    def reload(self, user_id: str | None = None) -> int:
        """Drop frozen snapshots (of one user or all) so new model calls re-read storage, here
        and, through the storage generation, in every process sharing the storage at its next
        turn; returns the number of managers reloaded in this process."""
        self.storage.bump_generation()
        return self._drop_snapshots(user_id)

    def _drop_snapshots(self, user_id: str | None) -> int:
        managers = self.cached_managers(user_id)
        for manager in managers:
            manager.builtin.reload()
        return len(managers)

    def forget(self, user_id: str) -> None:
        """Shut down and drop a user's cached managers (after erasing their memory)."""
        with self._lock:
            dropped = [self._managers.pop(k) for k in [k for k in self._managers if k[0] == user_id]]
        _shut_down(dropped)

    # ------------------------------------------------------------------ external backend
    def has_external(self) -> bool:
        """Whether scopes get an external provider (decided by config, not per user)."""
        return self._factory() is not None

    def _factory(self) -> ExternalFactory | None:
        if self._external_factory is not None:
            return self._external_factory
        if self.config.provider == BUILTIN:
            return None
        return self._external_provider

    def _external_provider(self, config: MemoryConfig, scope: MemoryScope,
                           base_dir: Path) -> MemoryProvider | None:
        backend = self.backend()
        return None if backend is None else backend.provider_for(config, scope)

    def external_tool_schemas(self) -> list[dict[str, Any]]:
        """Every tool the configured external provider may offer (none for builtin only)."""
        if self.config.provider == BUILTIN:
            return []
        return external_backend_class(self.config.provider).tool_schemas(self.config)

    def backend(self) -> ExternalBackend | None:
        """The shared external backend, created on first use (None when not configured)."""
        if self.config.provider == BUILTIN:
            return None
        with self._lock:
            if self._backend is None:
                backend_class = external_backend_class(self.config.provider)
                self._backend = backend_class(  # type: ignore[call-arg]
                    self.config, base_dir=self.base_dir, storage=self.storage)
            return self._backend

    def require_backend(self) -> ExternalBackend:
        """The shared external backend.

        Raises:
            NotConfiguredError: ``provider`` is ``builtin``.
        """
        backend = self.backend()
        if backend is None:
            raise NotConfiguredError(
                "No external memory provider is configured (memory.provider is 'builtin'); "
                "set provider: hindsight to use search, reflect and banks.")
        return backend

    def shutdown(self) -> None:
        """Shut every cached manager and the shared backend down (bounded by the config)."""
        for manager in self.cached_managers():
            manager.shutdown()
        with self._lock:
            backend, self._backend = self._backend, None
            self._managers.clear()
        if backend is not None:
            backend.shutdown()
        self.storage.close()


def _shut_down(managers: list[MemoryManager]) -> None:
    """Shut down managers that left the cache, so a partial Hindsight batch reaches the outbox.

    Called outside the registry lock: a shutdown may write to disk and must not stall (or
    deadlock) other scopes' lookups.
    """
    for manager in managers:
        manager.shutdown()
