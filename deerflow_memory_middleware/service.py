"""`MemoryService`: per-user memory operations shared by the gateway, the client and the CLI.

One implementation serves all three faces, so they can never disagree. Every write goes through
the scope's `MemoryManager`, so the same rules apply as for the `memory` tool (scanning, limits,
duplicates) and committed writes are mirrored to the external provider.
"""

from __future__ import annotations

import logging
import shutil
from typing import Any

from .config import ConfigError, MemoryConfig
from .identity import validate_id
from .overrides import USER_WRITABLE_FIELDS
from .providers.builtin import TARGETS, TargetView
from .registry import MemoryRegistry
from .write_result import WriteResult

logger = logging.getLogger(__name__)

__all__ = ["MemoryService", "ServiceError"]


class ServiceError(Exception):
    """A request the service cannot serve; ``status`` is the HTTP status a gateway should use."""

    def __init__(self, message: str, *, status: int = 400, code: str = "invalid_argument") -> None:
        super().__init__(message)
        self.message = message
        self.status = status
        self.code = code


def _unencodable(text: str) -> str | None:
    """An error message when ``text`` cannot be stored as UTF-8 (lone surrogates, which JSON
    requests and Python strings can carry), else None."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        return (f"Text holds an invalid character at position {exc.start} (a lone UTF-16 "
                "surrogate); send valid Unicode text.")
    return None


def _check_target(target: str) -> None:
    if target not in TARGETS:
        raise ServiceError(f"Unknown target {target!r}: use 'user' or 'memory'.", status=404,
                           code="not_found")


class MemoryService:
    """Per-user operations over a `MemoryRegistry`.

    Args:
        registry: share the middleware's registry in one process, or build one per process.
    """

    def __init__(self, registry: MemoryRegistry) -> None:
        self.registry = registry

    @classmethod
    def create(cls, config: MemoryConfig | None = None, *, base_dir: Any = ".deer-flow",
               yaml_fields: frozenset[str] = frozenset()) -> MemoryService:
        return cls(MemoryRegistry(config, base_dir=base_dir, yaml_fields=yaml_fields))

    # ------------------------------------------------------------------ reads
    def get_memory(self, user_id: str, agent_id: str = "default") -> dict[str, Any]:
        """Both files of a scope as text and entries, with usage, revisions and status."""
        manager = self.registry.manager_for(user_id, agent_id)
        views = {target: manager.builtin.view(target) for target in TARGETS}
        return {
            "user_id": user_id,
            "agent_id": agent_id,
            "user_md": _text(views["user"]),
            "memory_md": _text(views["memory"]),
            "entries": {t: _entries(v) for t, v in views.items()},
            "char_usage": {t: _usage(v) for t, v in views.items()},
            "revision": {t: v.revision for t, v in views.items()},
            "last_modified": {t: v.last_modified for t, v in views.items()},
            "hindsight_status": self.hindsight_status(user_id, agent_id),
        }

    def hindsight_status(self, user_id: str, agent_id: str = "default") -> dict[str, Any]:
        external = self.registry.manager_for(user_id, agent_id).external
        if external is None:
            return {"enabled": False, "reason": "memory.provider is 'builtin'"}
        status = getattr(external, "status", None)
        return {"enabled": True, **(status() if status else {})}

    def status(self, user_id: str, agent_id: str = "default") -> dict[str, Any]:
        manager = self.registry.manager_for(user_id, agent_id)
        effective = self.registry.effective(user_id)
        return {
            "user_id": user_id,
            "agent_id": agent_id,
            "memory_enabled": effective.config.enabled,
            "providers": [
                {"name": p.name, "available": p.is_available()} for p in manager.providers
            ],
            "hindsight": self.hindsight_status(user_id, agent_id),
            "config_warnings": list(effective.warnings),
        }

    # ------------------------------------------------------------------ writes
    def add_entry(self, user_id: str, agent_id: str, target: str, content: Any,
                  *, revision: str | None = None) -> WriteResult:
        _check_target(target)
        manager = self.registry.manager_for(user_id, agent_id)
        if not isinstance(content, str):
            return WriteResult.failure("add", target, "invalid_argument", "'content' must be text.")
        if problem := _unencodable(content):
            return WriteResult.failure("add", target, "invalid_argument", problem)
        return manager.mirror(manager.builtin.add(target, content, revision=revision))

    def replace_entry(self, user_id: str, agent_id: str, target: str, *, content: Any,
                      index: int | None = None, old_text: str | None = None,
                      revision: str | None = None) -> WriteResult:
        """Replace by index (gateway, page) or by ``old_text`` (tool, CLI)."""
        _check_target(target)
        manager = self.registry.manager_for(user_id, agent_id)
        if not isinstance(content, str):
            return WriteResult.failure("replace", target, "invalid_argument",
                                       "'content' must be text.")
        if problem := _unencodable(content):
            return WriteResult.failure("replace", target, "invalid_argument", problem)
        if index is not None:
            result = manager.builtin.replace_at(target, index, content, revision=revision)
        else:
            result = manager.builtin.replace(target, old_text or "", content, revision=revision)
        return manager.mirror(result)

    def remove_entry(self, user_id: str, agent_id: str, target: str, *,
                     index: int | None = None, old_text: str | None = None,
                     revision: str | None = None) -> WriteResult:
        _check_target(target)
        manager = self.registry.manager_for(user_id, agent_id)
        if index is not None:
            result = manager.builtin.remove_at(target, index, revision=revision)
        else:
            result = manager.builtin.remove(target, old_text or "", revision=revision)
        return manager.mirror(result)

    def reload(self, user_id: str) -> dict[str, Any]:
        count = self.registry.reload(user_id)
        return {"reloaded": True, "managers": count}

    # ------------------------------------------------------------------ config
    def get_config(self, user_id: str) -> dict[str, Any]:
        effective = self.registry.effective(user_id)
        return {
            "user_id": user_id,
            "config": effective.config.model_dump(mode="json", exclude={"hindsight": {"api_key"}}),
            "fields": {
                path: info for path, info in effective.fields().items()
                if path != "hindsight.api_key"
            },
            "user_overrides": effective.user_overrides,
            "writable_fields": sorted(USER_WRITABLE_FIELDS),
            "warnings": list(effective.warnings),
        }

    def set_config(self, user_id: str, values: dict[str, Any]) -> dict[str, Any]:
        if not isinstance(values, dict) or not values:
            raise ServiceError("Give at least one field to set, e.g. {\"injection.enabled\": false}.")
        try:
            self.registry.overrides.set_user_overrides(user_id, values)
        except ConfigError as exc:
            raise ServiceError(str(exc), status=422, code="invalid_config") from exc
        return self.get_config(user_id)

    def unset_config(self, user_id: str, field: str) -> dict[str, Any]:
        try:
            self.registry.overrides.unset_user_override(user_id, field)
        except ConfigError as exc:
            raise ServiceError(str(exc), status=422, code="invalid_config") from exc
        return self.get_config(user_id)

    # ------------------------------------------------------------------ external
    def _external(self, user_id: str, agent_id: str) -> Any:
        external = self.registry.manager_for(user_id, agent_id).external
        if external is None:
            raise ServiceError(
                "Hindsight is not configured (memory.provider is 'builtin'); search, reflect "
                "and banks need provider: hindsight.", status=409, code="not_configured",
            )
        return external

    def search(self, user_id: str, agent_id: str, query: str, *, mode: str = "recall",
               budget: str | None = None) -> dict[str, Any]:
        if not isinstance(query, str) or not query.strip():
            raise ServiceError("'query' is empty: give the text to search for.")
        if mode not in ("recall", "reflect"):
            raise ServiceError(f"Unknown mode {mode!r}: use 'recall' or 'reflect'.")
        external = self._external(user_id, agent_id)
        if mode == "reflect":
            return {"mode": "reflect", **external.reflect(query)}
        return {"mode": "recall", "results": external.search(query, budget=budget)}

    def clear_bank(self, user_id: str, agent_id: str, bank: str) -> dict[str, Any]:
        if bank not in ("user", "work"):
            raise ServiceError(f"Unknown bank {bank!r}: use 'user' or 'work'.")
        return self._external(user_id, agent_id).clear_bank(bank)

    def erase_user(self, user_id: str) -> dict[str, Any]:
        """Right to be forgotten: every agent's files, the overrides, the banks, the outbox."""
        validate_id(user_id, "user_id")
        user_dir = self.registry.base_dir / "users" / user_id
        agents = sorted(p.name for p in (user_dir / "agents").glob("*") if p.is_dir())
        erased_banks: list[Any] = []
        for agent_id in agents or ["default"]:
            manager = self.registry.manager_for(user_id, agent_id)
            if manager.external is not None and hasattr(manager.external, "erase"):
                erased_banks.append(manager.external.erase())
        self.registry.forget(user_id)
        if user_dir.exists():
            shutil.rmtree(user_dir)
        return {"erased": True, "user_id": user_id, "agents": agents, "hindsight": erased_banks}


def _text(view: TargetView) -> str:
    return "\n§\n".join(view.entries)


def _entries(view: TargetView) -> list[dict[str, Any]]:
    return [
        {"index": i, "text": text, "blocked": reason}
        for i, (text, reason) in enumerate(zip(view.entries, view.blocked, strict=True))
    ]


def _usage(view: TargetView) -> dict[str, Any]:
    return {"used": view.usage, "limit": view.limit,
            "percent": round(view.usage * 100 / view.limit, 1)}
