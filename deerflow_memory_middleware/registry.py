"""`MemoryRegistry`: effective configs and a bounded cache of managers, one per (user, agent).

The middleware and the `MemoryService` each hold one (or share one, in one process), so an agent
and the gateway always see the same providers. The registry owns the shared external backend
(one Hindsight client, outbox and sender for the whole process) and shuts it down.
"""

from __future__ import annotations

import logging
import os
import threading
from collections import OrderedDict
from pathlib import Path
from typing import Any

from .config import MemoryConfig
from .identity import MemoryScope
from .manager import MemoryManager, build_manager
from .overrides import EffectiveConfig, OverrideStore

logger = logging.getLogger(__name__)

__all__ = ["MemoryRegistry"]


class MemoryRegistry:
    """Builds and caches `MemoryManager`s for scopes of one ``base_dir``.

    Args:
        config: defaults + YAML.
        base_dir: the memory data directory.
        yaml_fields: dotted fields the YAML set (for per-field sources).
        max_managers: managers kept in memory (the least recently used is shut down and
            dropped first).
        external_factory: overrides how the external provider is built (tests).
    """

    def __init__(
        self,
        config: MemoryConfig | None = None,
        *,
        base_dir: str | os.PathLike[str] = ".deer-flow",
        yaml_fields: frozenset[str] = frozenset(),
        max_managers: int = 1024,
        external_factory: Any | None = None,
    ) -> None:
        self.config = config or MemoryConfig()
        self.base_dir = Path(base_dir)
        self.overrides = OverrideStore(self.config, yaml_fields=yaml_fields, base_dir=self.base_dir)
        self._max_managers = max_managers
        self._managers: OrderedDict[tuple[str, str], MemoryManager] = OrderedDict()
        self._lock = threading.Lock()
        self._external_factory = external_factory
        self._backend: Any | None = None

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
        config = self.effective(user_id).config
        key = (user_id, agent_id)
        with self._lock:
            manager = self._managers.get(key)
            if manager is not None:
                self._managers.move_to_end(key)
        if manager is None:
            built = build_manager(
                config, scope=scope, base_dir=self.base_dir, external_factory=self._factory()
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
        """Drop frozen snapshots (of one user or all) so new model calls re-read disk."""
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

    def _factory(self) -> Any | None:
        if self._external_factory is not None:
            return self._external_factory
        if self.config.provider != "hindsight":
            return None
        return self._hindsight_provider

    def _hindsight_provider(self, config: MemoryConfig, scope: MemoryScope, base_dir: Path) -> Any:
        return self.backend().provider_for(config, scope)

    def backend(self) -> Any:
        """The shared Hindsight backend, created on first use (None when not configured)."""
        if self.config.provider != "hindsight":
            return None
        with self._lock:
            if self._backend is None:
                from .providers.hindsight import HindsightBackend  # only when configured

                self._backend = HindsightBackend(self.config, base_dir=self.base_dir)
            return self._backend

    def shutdown(self) -> None:
        """Shut every cached manager and the shared backend down (bounded by the config)."""
        for manager in self.cached_managers():
            manager.shutdown()
        with self._lock:
            backend, self._backend = self._backend, None
            self._managers.clear()
        if backend is not None:
            backend.shutdown()


def _shut_down(managers: list[MemoryManager]) -> None:
    """Shut down managers that left the cache, so a partial Hindsight batch reaches the outbox.

    Called outside the registry lock: a shutdown may write to disk and must not stall (or
    deadlock) other scopes' lookups.
    """
    for manager in managers:
        manager.shutdown()
