"""`MemoryService`: per-user memory operations shared by the gateway, the client and the CLI.

One implementation serves all three faces, so they can never disagree. Every write goes through
the scope's `MemoryManager`, so the same rules apply as for the `memory` tool (scanning, limits,
duplicates) and committed writes are mirrored to the external provider.
"""

from __future__ import annotations

import logging
import shutil
from typing import Any, cast

from .config import MemoryConfig
from .domain import ENTRY_DELIMITER, TARGETS, Target
from .entry_ids import entry_id
from .errors import (
    ErrorCode,
    ExternalProviderError,
    InvalidArgumentError,
    MemoryV2Error,
    NotConfiguredError,
    NotFoundError,
    StorageError,
)
from .identity import ID_MARKER_FILE, InvalidIdError, user_dir, validate_id
from .overrides import USER_WRITABLE_FIELDS
from .portability import clear_memory, export_memory, import_memory
from .provider import ExternalOperations
from .providers.builtin import TargetView
from .providers.entry_file import serialise
from .registry import MemoryRegistry
from .results import (
    BankDeletion,
    ClearResult,
    ConfigField,
    ConfigView,
    EntryView,
    EraseResult,
    ExportDocument,
    ExternalOn,
    ExternalStatus,
    FileUsage,
    ImportResult,
    MemoryView,
    RecallResult,
    ReflectResult,
    ReloadResult,
    RetainResult,
    SearchResult,
    StatusView,
)
from .tokens import count_tokens
from .valid_text import lone_surrogate_at
from .write_result import WriteResult

logger = logging.getLogger(__name__)

# Never shown by get_config: an API key, and a DSN that may hold a password.
_SECRETS: dict[str, set[str]] = {"hindsight": {"api_key"}, "storage": {"dsn"}}
_SECRET_FIELDS = frozenset({"hindsight.api_key", "storage.dsn"})

__all__ = ["MemoryService", "ServiceError"]


#: Kept for callers that catch it: every error the service raises is a `MemoryV2Error`
#: subclass whose ``code`` says what went wrong (the gateway maps codes to HTTP statuses).
ServiceError = MemoryV2Error


def _unencodable(text: str) -> str | None:
    """An error message when ``text`` cannot be stored as UTF-8, else None."""
    if (position := lone_surrogate_at(text)) is None:
        return None
    return (f"Text holds an invalid character at position {position} (a lone UTF-16 "
            "surrogate); send valid Unicode text.")


def _check_target(target: str) -> Target:
    if target == "user":
        return "user"
    if target == "memory":
        return "memory"
    raise NotFoundError(f"Unknown target {target!r}: use 'user' or 'memory'.")


class MemoryService:
    """Per-user operations over a `MemoryRegistry`.

    Args:
        registry: share the middleware's registry in one process, or build one per process.
    """

    def __init__(self, registry: MemoryRegistry) -> None:
        self.registry = registry

    @classmethod
    def create(cls, config: MemoryConfig | None = None, *, base_dir: Any = ".deer-flow") -> MemoryService:
        """A service over a registry of its own (one per process; see `MemoryRegistry`)."""
        return cls(MemoryRegistry(config, base_dir=base_dir))

    # ------------------------------------------------------------------ reads
    def get_memory(self, user_id: str, agent_id: str = "default") -> MemoryView:
        """Both files of a scope as text and entries, with usage, revisions and status."""
        manager = self.registry.manager_for(user_id, agent_id)
        views = {target: manager.builtin.view(target) for target in TARGETS}
        encoding = manager.config.injection.token_encoding
        return {
            "user_id": user_id,
            "agent_id": agent_id,
            "user_md": _text(views["user"]),
            "memory_md": _text(views["memory"]),
            "entries": {"user": _entries(views["user"]), "memory": _entries(views["memory"])},
            "char_usage": {"user": _usage(views["user"], encoding),
                           "memory": _usage(views["memory"], encoding)},
            "revision": {"user": views["user"].revision, "memory": views["memory"].revision},
            "last_modified": {"user": views["user"].last_modified,
                              "memory": views["memory"].last_modified},
            "hindsight_status": self.hindsight_status(user_id, agent_id),
        }

    def hindsight_status(self, user_id: str, agent_id: str = "default") -> ExternalStatus:
        """The external provider's status for the scope (``enabled: False`` without one)."""
        external = self.registry.manager_for(user_id, agent_id).external
        if external is None:
            return {"enabled": False, "reason": "memory.provider is 'builtin'"}
        if not isinstance(external, ExternalOperations):
            return {"enabled": True, "provider": external.name}
        return cast(ExternalOn, {"enabled": True, **external.status()})

    def status(self, user_id: str, agent_id: str = "default") -> StatusView:
        manager = self.registry.manager_for(user_id, agent_id)
        effective = self.registry.effective(user_id)
        return {
            "user_id": user_id,
            "agent_id": agent_id,
            "memory_enabled": effective.config.enabled,
            "storage": self.registry.storage.backend,
            "providers": [
                {"name": p.name, "available": p.is_available()} for p in manager.providers
            ],
            "hindsight": self.hindsight_status(user_id, agent_id),
            "config_warnings": list(effective.warnings),
        }

    # ------------------------------------------------------------------ writes
    def add_entry(self, user_id: str, agent_id: str, target: str, content: Any,
                  *, revision: str | None = None) -> WriteResult:
        """Add one entry (scanned, limits checked, mirrored to the external provider)."""
        target = _check_target(target)
        manager = self.registry.manager_for(user_id, agent_id)
        if not isinstance(content, str):
            return WriteResult.failure("add", target, "invalid_argument", "'content' must be text.")
        if problem := _unencodable(content):
            return WriteResult.failure("add", target, "invalid_argument", problem)
        return manager.mirror(manager.builtin.add(target, content, revision=revision))

    def replace_entry(self, user_id: str, agent_id: str, target: str, *, content: Any,
                      index: int | str | None = None, old_text: object = None,
                      revision: str | None = None) -> WriteResult:
        """Replace by index or entry id (gateway, page) or by ``old_text`` (tool, CLI)."""
        target = _check_target(target)
        manager = self.registry.manager_for(user_id, agent_id)
        if not isinstance(content, str):
            return WriteResult.failure("replace", target, "invalid_argument",
                                       "'content' must be text.")
        if not isinstance(old_text, str | None):
            return WriteResult.failure("replace", target, "invalid_argument",
                                       "'old_text' must be text.")
        if problem := _unencodable(content):
            return WriteResult.failure("replace", target, "invalid_argument", problem)
        if index is not None:
            result = manager.builtin.replace_at(target, index, content, revision=revision)
        else:
            result = manager.builtin.replace(target, old_text or "", content, revision=revision)
        return manager.mirror(result)

    def remove_entry(self, user_id: str, agent_id: str, target: str, *,
                     index: int | str | None = None, old_text: object = None,
                     revision: str | None = None) -> WriteResult:
        """Remove by index or entry id (gateway, page) or by ``old_text`` (tool, CLI)."""
        target = _check_target(target)
        manager = self.registry.manager_for(user_id, agent_id)
        if not isinstance(old_text, str | None):
            return WriteResult.failure("remove", target, "invalid_argument",
                                       "'old_text' must be text.")
        if index is not None:
            result = manager.builtin.remove_at(target, index, revision=revision)
        else:
            result = manager.builtin.remove(target, old_text or "", revision=revision)
        return manager.mirror(result)

    # ------------------------------------------------------------------ whole memory
    def export_user(self, user_id: str) -> ExportDocument:
        """The user's whole memory as one JSON-ready document (see `portability`)."""
        return export_memory(self, user_id)

    def import_user(self, user_id: str, document: Any, *, mode: str = "merge",
                    dry_run: bool = False, agent_id: str = "default") -> ImportResult:
        """Import an export or a DeerFlow memory document (see `portability`)."""
        return import_memory(self, user_id, document, mode=mode,  # type: ignore[arg-type]
                             dry_run=dry_run, agent_id=agent_id).to_dict()

    def clear(self, user_id: str, agent_id: str | None = None) -> ClearResult:
        """Remove every builtin entry of the user, or of one agent's notes."""
        return clear_memory(self, user_id, agent_id)

    def reload(self, user_id: str) -> ReloadResult:
        count = self.registry.reload(user_id)
        return {"reloaded": True, "managers": count}

    # ------------------------------------------------------------------ config
    def get_config(self, user_id: str) -> ConfigView:
        effective = self.registry.effective(user_id)
        return {
            "user_id": user_id,
            "config": effective.config.model_dump(mode="json", exclude=_SECRETS),
            "fields": {
                path: cast(ConfigField, info) for path, info in effective.fields().items()
                if path not in _SECRET_FIELDS
            },
            "user_overrides": effective.user_overrides,
            "writable_fields": sorted(USER_WRITABLE_FIELDS),
            "warnings": list(effective.warnings),
        }

    def set_config(self, user_id: str, values: dict[str, Any]) -> ConfigView:
        if not isinstance(values, dict) or not values:
            raise InvalidArgumentError(
                "Give at least one field to set, e.g. {\"injection.enabled\": false}.")
        self._change_overrides(user_id, self.registry.overrides.set_user_overrides, values)
        return self.get_config(user_id)

    def unset_config(self, user_id: str, field: str) -> ConfigView:
        self._change_overrides(user_id, self.registry.overrides.unset_user_override, field)
        return self.get_config(user_id)

    @staticmethod
    def _change_overrides(user_id: str, change: Any, argument: Any) -> None:
        """Run one override change; a file fault becomes a `StorageError` with advice (a bad
        value is already a `ConfigError`)."""
        try:
            change(user_id, argument)
        except MemoryV2Error:
            raise
        except OSError as exc:
            logger.error("Could not write overrides of user %s: %s", user_id, exc)
            raise StorageError(
                ErrorCode.IO_ERROR,
                f"Could not save the settings ({exc.strerror or exc}); check that the memory "
                "folder is writable, then retry.",
            ) from exc

    # ------------------------------------------------------------------ external
    def _external(self, user_id: str, agent_id: str) -> ExternalOperations:
        external = self.registry.manager_for(user_id, agent_id).external
        if external is None:
            raise NotConfiguredError(
                "Hindsight is not configured (memory.provider is 'builtin'); search, reflect "
                "and banks need provider: hindsight.")
        if not isinstance(external, ExternalOperations):
            raise NotConfiguredError(
                f"The {external.name!r} memory provider offers no search, reflect or banks; "
                "use the memory tool or the builtin entries instead.")
        return external

    def search(self, user_id: str, agent_id: str, query: str, *, mode: str = "recall",
               budget: str | None = None) -> SearchResult:
        if not isinstance(query, str) or not query.strip():
            raise InvalidArgumentError("'query' is empty: give the text to search for.")
        if mode not in ("recall", "reflect"):
            raise InvalidArgumentError(f"Unknown mode {mode!r}: use 'recall' or 'reflect'.")
        external = self._external(user_id, agent_id)
        if mode == "reflect":
            return cast(ReflectResult,
                        {"mode": "reflect", **_external_call(external.reflect, query)})
        return cast(RecallResult, {"mode": "recall",
                                   "results": _external_call(external.search, query,
                                                              budget=budget)})

    def clear_bank(self, user_id: str, agent_id: str, bank: str) -> BankDeletion:
        """Delete one bank of the scope (``user`` is shared by the user's agents).

        Raises:
            InvalidArgumentError: unknown bank.
            NotConfiguredError: no external provider.
            ExternalProviderError: the delete failed.
        """
        if bank not in ("user", "work"):
            raise InvalidArgumentError(f"Unknown bank {bank!r}: use 'user' or 'work'.")
        result = cast(BankDeletion,
                      _external_call(self._external(user_id, agent_id).clear_bank, bank))
        if not result.get("success", True):
            raise ExternalProviderError(
                f"Clearing the {bank} bank failed: {result.get('error')}; retry when Hindsight "
                "is reachable.")
        return result

    def retain_note(self, user_id: str, agent_id: str, text: str, *, target: str,
                    context: str | None = None, timestamp: str | None = None) -> RetainResult:
        """Retain one text to the user bank (``target='user'``) or the agent's work bank
        (``'memory'``) without a builtin entry (used by the v1 migration). Idempotent: the same
        text gets the same document id.

        Raises:
            NotConfiguredError: no external provider.
            InvalidArgumentError: the text is blocked.
            ExternalProviderError: Hindsight failed.
        """
        _check_target(target)
        external = self._external(user_id, agent_id)
        return cast(RetainResult, _external_call(external.retain_note, text, target=target,
                                                  context=context, timestamp=timestamp))

    def flush_hindsight(self, timeout: float) -> bool:
        """Send queued Hindsight writes now; True when the outbox emptied within ``timeout``
        (True without Hindsight)."""
        backend = self.registry.backend()
        return True if backend is None else backend.flush(timeout)

    def agents_of(self, user_id: str) -> list[str]:
        """Every agent of the user this process can know of: stored MEMORY.md documents,
        cached managers, and pending Hindsight writes."""
        agents = set(self.registry.storage.entries.agents(user_id))
        agents.update(m.scope.agent_id for m in self.registry.cached_managers(user_id))
        backend = self.registry.backend()
        if backend is not None:
            agents.update(backend.pending_agents(user_id))
        valid = set()
        for agent in agents:
            try:
                valid.add(validate_id(agent, "agent_id"))
            except InvalidIdError:
                logger.warning("Ignoring invalid agent id %r of user %s", agent, user_id)
        return sorted(valid)

    def erase_user(self, user_id: str) -> EraseResult:
        """Right to be forgotten: every agent's files, the overrides, the banks, the outbox.

        ``complete`` is False when a Hindsight bank could not be deleted; the local memory is
        deleted anyway but the empty agent folders are kept, so erasing again (idempotent)
        still knows which work banks to delete.
        """
        folder = user_dir(self.registry.base_dir, user_id)
        agents = self.agents_of(user_id)
        hindsight: dict[str, Any] = {}
        complete = True
        for agent_id in agents or ["default"]:
            external = self.registry.manager_for(user_id, agent_id).external
            if external is not None and isinstance(external, ExternalOperations):
                try:
                    result = external.erase()
                except Exception as exc:  # noqa: BLE001 - reported; local erase still runs
                    logger.error("Erasing Hindsight banks of %s/%s failed: %s", user_id,
                                 agent_id, exc)
                    result = {"success": False, "error": str(exc)}
                hindsight[agent_id] = result
                complete = complete and bool(result.get("success", True))
        self.registry.forget(user_id)
        if self.registry.storage.backend != "files":
            self.registry.storage.entries.erase_user(user_id, keep_agents=not complete)
        if folder.is_symlink() or (folder.exists() and not folder.is_dir()):
            folder.unlink()  # a link in place of the folder: removed, its target untouched
        elif folder.exists():
            if complete:
                shutil.rmtree(folder)
            else:
                for path in sorted(folder.rglob("*"), reverse=True):
                    if path.name == ID_MARKER_FILE:
                        continue  # a hashed agent folder must still name its agent next time
                    if path.is_file() or path.is_symlink():
                        path.unlink()
        return {"erased": complete, "complete": complete, "user_id": user_id, "agents": agents,
                "hindsight": hindsight}


def _external_call(fn: Any, *args: Any, **kwargs: Any) -> Any:
    """Call an external provider operation; a plain `ValueError` (empty query, unknown bank or
    budget, blocked text) becomes an `InvalidArgumentError`, package errors pass through."""
    try:
        return fn(*args, **kwargs)
    except MemoryV2Error:
        raise
    except ValueError as exc:
        raise InvalidArgumentError(str(exc)) from exc


def _text(view: TargetView) -> str:
    return ENTRY_DELIMITER.join(view.entries)


def _entries(view: TargetView) -> list[EntryView]:
    return [
        {"index": i, "id": entry_id(text), "text": text, "blocked": reason}
        for i, (text, reason) in enumerate(zip(view.entries, view.blocked, strict=True))
    ]


def _usage(view: TargetView, encoding: str) -> FileUsage:
    # Limits are in characters; ``tokens`` is what the file costs in the prompt, counted by the
    # same counter as the recall budget.
    return {"used": view.usage, "limit": view.limit,
            "percent": round(view.usage * 100 / view.limit, 1),
            "tokens": count_tokens(serialise(view.entries), encoding)}
