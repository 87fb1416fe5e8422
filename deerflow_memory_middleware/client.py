"""`MemoryClient`: the embedded Python client, with the method names a DeerFlow client uses.

Return shapes (all JSON-ready dicts, declared as `TypedDict` classes in `results`):

* ``get_memory`` -> ``{"user_id", "agent_id", "user_md", "memory_md", "entries": {"user":
  [{"index", "id", "text", "blocked"}], "memory": [...]}, "char_usage", "revision",
  "last_modified", "hindsight_status"}``. DeerFlow's own client returns its ``memory.json``
  document under the same name; `export_memory` / `import_memory` read and take that document;
* write methods -> the `memory` tool's result (``success``, ``error``, ``code``, ...);
* ``get_memory_config`` -> ``{"user_id", "config", "fields", "user_overrides",
  "writable_fields", "warnings"}``; ``get_memory_status`` -> ``{"user_id", "agent_id",
  "memory_enabled", "providers", "hindsight", "config_warnings"}``;
* ``reload_memory`` -> ``{"reloaded", "managers"}``; ``clear_memory`` -> ``{"success",
  "cleared", "failed", ...}``; ``export_memory`` -> the export document; ``import_memory`` ->
  the import report (``success``, ``files``, ``settings``, ``hindsight``, ``problems``).
"""

from __future__ import annotations

import os
from typing import Any

from .audit import audit_actor
from .config import MemoryConfig
from .identity import validate_id
from .results import (
    ClearResult,
    ConfigView,
    ExportDocument,
    HistoryPage,
    ImportResult,
    MemoryView,
    ReloadResult,
    SearchResult,
    StatusView,
    UndoResult,
    WriteOutcome,
)
from .service import MemoryService

__all__ = ["MemoryClient"]


class MemoryClient:
    """Read and change one user's memory without a server.

    Write methods return the same JSON-ready dict as the `memory` tool (``success`` and, on
    failure, ``error`` and ``code``); they never raise for a refused write.

    Args:
        config: the `memory:` section; defaults when ``None``.
        base_dir: the memory data directory.
        user_id: the user every call acts for.
        service: share an existing `MemoryService` (and its registry) instead.
    """

    def __init__(
        self,
        config: MemoryConfig | None = None,
        *,
        base_dir: str | os.PathLike[str] = ".deer-flow",
        user_id: str = "default",
        service: MemoryService | None = None,
    ) -> None:
        self.user_id = validate_id(user_id, "user_id")
        self.service = service or MemoryService.create(config, base_dir=base_dir)

    def get_memory(self, *, agent_id: str = "default") -> MemoryView:
        """USER.md and the agent's MEMORY.md with entries, usage and revisions."""
        return self.service.get_memory(self.user_id, agent_id)

    def add_memory_entry(self, target: str, content: str, *, agent_id: str = "default",
                         revision: str | None = None) -> WriteOutcome:
        with audit_actor(face="client"):
            return self.service.add_entry(
                self.user_id, agent_id, target, content, revision=revision
            ).to_dict()

    def replace_memory_entry(self, target: str, content: str, *, old_text: str | None = None,
                             index: int | None = None, agent_id: str = "default",
                             revision: str | None = None) -> WriteOutcome:
        """Replace the entry named by ``old_text`` (a unique substring) or by ``index``."""
        with audit_actor(face="client"):
            return self.service.replace_entry(
                self.user_id, agent_id, target, content=content, index=index, old_text=old_text,
                revision=revision,
            ).to_dict()

    def remove_memory_entry(self, target: str, *, old_text: str | None = None,
                            index: int | None = None, agent_id: str = "default",
                            revision: str | None = None) -> WriteOutcome:
        with audit_actor(face="client"):
            return self.service.remove_entry(
                self.user_id, agent_id, target, index=index, old_text=old_text, revision=revision
            ).to_dict()

    def get_history(self, *, limit: int = 50, agent_id: str | None = None,
                    target: str | None = None) -> HistoryPage:
        """The newest write records of this user (every face, refused writes too)."""
        from .history import get_history

        return get_history(self.service, self.user_id, limit=limit, agent_id=agent_id,
                           target=target)

    def undo(self, record_id: str | None = None, *, last: int | None = None,
             agent_id: str | None = None) -> UndoResult:
        """Undo one record (by id) or the ``last`` N changes; ``success`` False with a
        ``message`` and ``code`` (``stale``, ``not_undoable``, ...) when refused."""
        from .history import undo

        return undo(self.service, self.user_id, record_id=record_id, last=last,
                    agent_id=agent_id, face="client").to_dict()

    def get_memory_config(self) -> ConfigView:
        """Effective config, each field's source, and the user-writable fields."""
        return self.service.get_config(self.user_id)

    def set_memory_config(self, values: dict[str, Any]) -> ConfigView:
        return self.service.set_config(self.user_id, values)

    def unset_memory_config(self, field: str) -> ConfigView:
        return self.service.unset_config(self.user_id, field)

    def search_memory(self, query: str, *, agent_id: str = "default",
                      mode: str = "recall") -> SearchResult:
        """Hindsight recall (or reflect) over the user's banks."""
        return self.service.search(self.user_id, agent_id, query, mode=mode)

    def reload_memory(self) -> ReloadResult:
        """Make new sessions read the files again (running threads keep their snapshot)."""
        return self.service.reload(self.user_id)

    def get_memory_status(self, *, agent_id: str = "default") -> StatusView:
        """Whether memory is on, which providers run, Hindsight banks and outbox."""
        return self.service.status(self.user_id, agent_id)

    def status(self, *, agent_id: str = "default") -> StatusView:
        """Same as `get_memory_status`."""
        return self.get_memory_status(agent_id=agent_id)

    def clear_memory(self, *, agent_id: str | None = None) -> ClearResult:
        """Remove every entry: USER.md and all MEMORY.md files, or one agent's MEMORY.md."""
        return self.service.clear(self.user_id, agent_id)

    def export_memory(self) -> ExportDocument:
        """The user's whole memory: both files per agent, settings, Hindsight documents."""
        return self.service.export_user(self.user_id)

    def import_memory(self, document: dict[str, Any], *, mode: str = "merge",
                      dry_run: bool = False, agent_id: str = "default") -> ImportResult:
        """Import an `export_memory` document or a DeerFlow memory document (``facts``).

        Args:
            document: the document.
            mode: ``merge`` adds what is missing; ``replace`` makes each file named in the
                document hold exactly its entries.
            dry_run: report only.
            agent_id: where a DeerFlow document's agent notes go.
        """
        return self.service.import_user(self.user_id, document, mode=mode, dry_run=dry_run,
                                        agent_id=agent_id)

    def close(self) -> None:
        """Stop background work (Hindsight outbox sender) of this client's registry."""
        self.service.registry.shutdown()
