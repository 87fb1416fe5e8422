"""Memory V2 as a DeerFlow memory backend (``memory.manager_class``).

Point DeerFlow at it in its ``config.yaml``::

    memory:
      enabled: true
      manager_class: deerflow_memory_middleware.integrations.deerflow_backend:MemoryV2Manager
      backend_config:
        config_path: ""          # Memory V2 settings file; empty: DeerFlow's own config.yaml
        inject_snapshot: true    # get_context returns the USER.md / MEMORY.md block
        retain_turns: true       # add() hands finished turns to Hindsight

DeerFlow's settings page, gateway (``/api/memory``) and memory tools then read and change
Memory V2 data: USER.md and MEMORY.md entries appear as facts with stable ids. Data lives in
``backend_config.storage_path`` (DeerFlow fills in its base dir). The work is done by
`DeerMemAdapter`; this module only adapts it to DeerFlow's ``MemoryManager`` class, so it
imports DeerFlow and needs it installed.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, ClassVar

from langchain_core.messages import AnyMessage
from pydantic import PrivateAttr

try:
    from deerflow.agents.memory.manager import MemoryManager
except ImportError as exc:  # pragma: no cover - depends on the host
    raise ImportError(
        "deerflow_memory_middleware.integrations.deerflow_backend is DeerFlow's memory backend "
        "and needs DeerFlow's harness package (deerflow) installed in the same environment."
    ) from exc

from ..service import MemoryService
from .deerflow import shared_registry
from .deerflow_paths import BASE_DIR_ENV, deerflow_base_dir, discover_config
from .deermem_adapter import DeerMemAdapter
from .deermem_shape import DeerMemDocument, DeerMemFactDict

__all__ = ["MemoryV2Manager"]


# DeerFlow's MemoryManager is not type-checked here (DeerFlow is the host, not a dependency).
class MemoryV2Manager(MemoryManager):  # type: ignore[misc]
    """DeerFlow ``MemoryManager`` backed by Memory V2 (USER.md, MEMORY.md, Hindsight)."""

    supports_search: ClassVar[bool] = True
    requires_passive_writes_in_tool_mode: ClassVar[bool] = True
    _adapter: DeerMemAdapter = PrivateAttr()

    def model_post_init(self, context: Any, /) -> None:  # pydantic's own signature
        settings = self.backend_config
        config_path = settings.get("config_path") or None
        storage = settings.get("storage_path") or None
        # $DEERFLOW_MEMORY_V2_BASE_DIR wins over the storage_path DeerFlow always fills in, so
        # the backend and the middleware never serve two different folders.
        if os.environ.get(BASE_DIR_ENV) or not storage:
            folder = deerflow_base_dir()
        else:
            folder = Path(storage).resolve()
        registry = shared_registry(
            Path(config_path) if config_path else discover_config(), folder)
        self._adapter = DeerMemAdapter(
            MemoryService(registry),
            inject_snapshot=bool(settings.get("inject_snapshot", True)),
            retain_turns=bool(settings.get("retain_turns", True)),
        )

    @classmethod
    def from_config(cls, backend_config: Mapping[str, object], *, mode: str = "middleware",
                    **host_hooks: object) -> MemoryV2Manager:
        """Build from ``memory.backend_config`` (DeerFlow's factory calls this)."""
        return cls(backend_config=backend_config or {}, mode=mode)

    # Tier 1
    def add(self, thread_id: str, messages: Sequence[AnyMessage], *,
            agent_name: str | None = None,
            user_id: str | None = None, trace_id: str | None = None) -> None:
        self._adapter.add(thread_id, messages, agent_name=agent_name, user_id=user_id)

    def get_context(self, user_id: str | None, *, agent_name: str | None = None,
                    thread_id: str | None = None) -> str:
        return self._adapter.get_context(user_id, agent_name=agent_name, thread_id=thread_id)

    # Tier 2
    def search(self, query: str, top_k: int = 5, *, user_id: str | None = None,
               agent_name: str | None = None, category: str | None = None
               ) -> list[DeerMemFactDict]:
        return self._adapter.search(query, top_k, user_id=user_id, agent_name=agent_name,
                                    category=category)

    def get_memory(self, *, user_id: str | None = None, agent_name: str | None = None
                   ) -> DeerMemDocument:
        return self._adapter.get_memory(user_id=user_id, agent_name=agent_name)

    def clear_memory(self, *, user_id: str | None = None, agent_name: str | None = None
                     ) -> DeerMemDocument:
        return self._adapter.clear_memory(user_id=user_id, agent_name=agent_name)

    def import_memory(self, memory_data: Mapping[str, object], *, user_id: str | None = None,
                      agent_name: str | None = None) -> DeerMemDocument:
        return self._adapter.import_memory(memory_data, user_id=user_id, agent_name=agent_name)

    def export_memory(self, *, user_id: str | None = None, agent_name: str | None = None
                      ) -> DeerMemDocument:
        return self._adapter.export_memory(user_id=user_id, agent_name=agent_name)

    def shutdown_flush(self, timeout: float) -> bool:
        return self._adapter.shutdown_flush(timeout)

    # Tier 3
    def reload_memory(self, *, user_id: str | None = None, agent_name: str | None = None
                      ) -> DeerMemDocument:
        return self._adapter.reload_memory(user_id=user_id, agent_name=agent_name)

    def create_fact(self, content: str, category: str = "context", confidence: float = 0.5, *,
                    agent_name: str | None = None, user_id: str | None = None
                    ) -> tuple[DeerMemDocument, str | None]:
        return self._adapter.create_fact(content, category, confidence, agent_name=agent_name,
                                         user_id=user_id)

    def delete_fact(self, fact_id: str, *, agent_name: str | None = None,
                    user_id: str | None = None) -> DeerMemDocument:
        return self._adapter.delete_fact(fact_id, agent_name=agent_name, user_id=user_id)

    def update_fact(self, fact_id: str, content: str | None = None, category: str | None = None,
                    confidence: float | None = None, *, agent_name: str | None = None,
                    user_id: str | None = None) -> DeerMemDocument:
        return self._adapter.update_fact(fact_id, content, category, confidence,
                                         agent_name=agent_name, user_id=user_id)
