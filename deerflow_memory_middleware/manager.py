"""`MemoryManager`: the builtin provider plus at most one external provider, for one scope.

The manager routes tool calls, fans hooks out with per-provider failure isolation (a raising
provider is logged and skipped, never breaks the turn), mirrors committed builtin writes to the
external provider (``on_memory_write``) and fences external recall in the ``<memory-context>``
block with its system note: the whole block within ``injection.max_tokens`` (real tokens), without
the lines the thread's builtin snapshot already puts in the same request.

Lifecycle: built by `build_manager` (the one place that decides which providers a scope gets, used
by the middleware and by the service alike); hooks as the `MemoryProvider` docstring describes;
``shutdown()`` shuts every provider down, each failure isolated.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .audit import default_actor
from .config import MemoryConfig
from .errors import ErrorCode, MemoryV2Error, tool_error
from .identity import MemoryScope
from .provider import MemoryProvider
from .providers.builtin import BuiltinFileProvider
from .recall_block import RECALL_NOTE, drop_known_lines, fence_recall
from .storage.base import EntryStore
from .write_result import WriteResult

logger = logging.getLogger(__name__)

__all__ = ["RECALL_NOTE", "MemoryManager", "build_manager", "fence_recall"]


class MemoryManager:
    """Orchestrates the providers of one (user, agent) scope.

    Args:
        config: the scope's effective config.
        scope: the user and agent this manager serves (thread ids vary per call).
    """

    def __init__(self, config: MemoryConfig, *, scope: MemoryScope) -> None:
        self.config = config
        self.scope = scope
        self._builtin: BuiltinFileProvider | None = None
        self._external: MemoryProvider | None = None

    # ------------------------------------------------------------------ registration
    def add_provider(self, provider: MemoryProvider) -> None:
        """Register the builtin provider or the one external provider.

        Raises:
            ValueError: a second builtin or a second external provider.
        """
        if isinstance(provider, BuiltinFileProvider):
            if self._builtin is not None:
                raise ValueError("A builtin provider is already registered.")
            self._builtin = provider
            return
        if self._external is not None:
            raise ValueError(
                f"Only one external memory provider is allowed: {self._external.name!r} is "
                f"registered, refusing {provider.name!r}."
            )
        self._external = provider

    @property
    def builtin(self) -> BuiltinFileProvider:
        if self._builtin is None:
            raise RuntimeError("No builtin provider registered.")
        return self._builtin

    @property
    def external(self) -> MemoryProvider | None:
        return self._external

    @property
    def providers(self) -> list[MemoryProvider]:
        return [p for p in (self._builtin, self._external) if p is not None]

    def configure(self, config: MemoryConfig) -> None:
        """Hand a newer effective config (a user changed an override) to every provider."""
        self.config = config
        for provider in self.providers:
            self._isolated(provider, "configure", provider.configure, config)

    # ------------------------------------------------------------------ fan-out helpers
    def _isolated(self, provider: MemoryProvider, hook: str, fn: Any, *args: Any, **kw: Any) -> Any:
        try:
            return fn(*args, **kw)
        except Exception:  # isolation is the contract: one provider never breaks the turn
            logger.exception("Memory provider %r failed in %s; skipped", provider.name, hook)
            return None

    async def _aisolated(self, provider: MemoryProvider, hook: str, coro: Any) -> Any:
        try:
            return await coro
        except Exception:
            logger.exception("Memory provider %r failed in %s; skipped", provider.name, hook)
            return None

    # ------------------------------------------------------------------ prompt and recall
    def system_prompt(self, *, thread_id: str) -> str:
        """Every provider's static block (the builtin frozen snapshot first)."""
        blocks = [
            self._isolated(p, "system_prompt_block", p.system_prompt_block, thread_id=thread_id)
            for p in self.providers
        ]
        return "\n\n".join(block for block in blocks if block)

    def prefetch(self, query: str, *, thread_id: str) -> str:
        """External recall for ``query``, fenced; empty when nothing was recalled."""
        provider = self._external
        if provider is None or not query.strip():
            return ""
        text = self._isolated(provider, "prefetch", provider.prefetch, query, thread_id=thread_id)
        if text:
            text = drop_known_lines(text, self._snapshot_in_prompt(thread_id))
        return self._fence(text or "")

    async def aprefetch(self, query: str, *, thread_id: str) -> str:
        """Async twin of `prefetch`."""
        provider = self._external
        if provider is None or not query.strip():
            return ""
        text = await self._aisolated(
            provider, "prefetch", provider.aprefetch(query, thread_id=thread_id)
        )
        if text:  # the snapshot's first read touches disk: off the event loop
            snapshot = await asyncio.to_thread(self._snapshot_in_prompt, thread_id)
            text = drop_known_lines(text, snapshot)
        return self._fence(text or "")

    def _fence(self, text: str) -> str:
        """The fenced block, whole block within ``injection.max_tokens``."""
        injection = self.config.injection
        return fence_recall(text, injection.context_tag, max_tokens=injection.max_tokens,
                            encoding=injection.token_encoding)

    def _snapshot_in_prompt(self, thread_id: str) -> str:
        """The builtin snapshot this thread's requests carry ("" when none is injected)."""
        c = self.config
        if self._builtin is None or not (c.injection.include_builtin and c.builtin.enabled):
            return ""
        return self._isolated(self._builtin, "system_prompt_block",
                              self._builtin.system_prompt_block, thread_id=thread_id) or ""

    # ------------------------------------------------------------------ turn and session
    def sync_turn(self, user_content: str, assistant_content: str, *, thread_id: str) -> None:
        """Hand a finished turn to every provider."""
        for provider in self.providers:
            self._isolated(
                provider, "sync_turn", provider.sync_turn,
                user_content, assistant_content, thread_id=thread_id,
            )

    async def async_turn(self, user_content: str, assistant_content: str, *, thread_id: str) -> None:
        """Async twin of `sync_turn`; providers run concurrently."""
        await asyncio.gather(
            *(
                self._aisolated(
                    p, "sync_turn", p.async_turn(user_content, assistant_content, thread_id=thread_id)
                )
                for p in self.providers
            )
        )

    def on_session_switch(self, new_thread_id: str, *, parent_thread_id: str = "",
                          reset: bool = False, previous_thread_id: str = "") -> None:
        for provider in self.providers:
            self._isolated(
                provider, "on_session_switch", provider.on_session_switch,
                new_thread_id, parent_thread_id=parent_thread_id, reset=reset,
                previous_thread_id=previous_thread_id,
            )

    def shutdown(self) -> None:
        for provider in self.providers:
            self._isolated(provider, "shutdown", provider.shutdown)

    # ------------------------------------------------------------------ tools and writes
    def tool_schemas(self) -> list[dict[str, Any]]:
        schemas: list[dict[str, Any]] = []
        for provider in self.providers:
            schemas.extend(self._isolated(provider, "get_tool_schemas", provider.get_tool_schemas)
                           or [])
        return schemas

    def offered_tool_names(self) -> frozenset[str]:
        """Names of the tools the providers can serve now (`offered_tool_schemas`)."""
        names: set[str] = set()
        for provider in self.providers:
            schemas = self._isolated(provider, "offered_tool_schemas",
                                     provider.offered_tool_schemas) or []
            names.update(str(schema.get("name", "")) for schema in schemas)
        return frozenset(names)

    def write(self, **args: Any) -> WriteResult:
        """Run a `memory` tool call on the builtin store and mirror a committed change."""
        with default_actor(face="tool", thread_id=self.scope.thread_id):  # audited as the tool
            return self.mirror(self.builtin.apply(**args))

    async def awrite(self, **args: Any) -> WriteResult:
        """Async twin of `write`: file I/O runs in a worker thread."""
        return await asyncio.to_thread(self.write, **args)

    def mirror(self, result: WriteResult) -> WriteResult:
        """Tell the external provider about a committed builtin write (any path: tool, API)."""
        provider = self._external
        if provider is not None and result.success and result.changed:
            metadata = {
                "user_id": self.scope.user_id,
                "agent_id": self.scope.agent_id,
                "old_content": result.old_content,
            }
            self._isolated(
                provider, "on_memory_write", provider.on_memory_write,
                result.action, result.target, result.content, metadata,
            )
        return result

    def handle_tool_call(self, tool_name: str, args: dict[str, Any]) -> str:
        """Route a tool call to the provider that owns it; returns the JSON result."""
        if tool_name == "memory":
            return self.write(**args).to_json()
        provider = self._owner_of(tool_name)
        if provider is None:
            return tool_error(tool_name, f"Tool {tool_name!r} is not available for this user; "
                              "answer without it.", code=ErrorCode.NOT_CONFIGURED)
        try:
            return provider.handle_tool_call(tool_name, args)
        except Exception as exc:
            logger.exception("Tool %s of provider %r failed", tool_name, provider.name)
            return tool_error(tool_name, f"{tool_name} failed: {exc}. Try again later.",
                              code=_code_of(exc))

    async def ahandle_tool_call(self, tool_name: str, args: dict[str, Any]) -> str:
        """Async twin of `handle_tool_call`."""
        if tool_name == "memory":
            return (await self.awrite(**args)).to_json()
        provider = self._owner_of(tool_name)
        if provider is None:
            return tool_error(tool_name, f"Tool {tool_name!r} is not available for this user; "
                              "answer without it.", code=ErrorCode.NOT_CONFIGURED)
        try:
            return await provider.ahandle_tool_call(tool_name, args)
        except Exception as exc:
            logger.exception("Tool %s of provider %r failed", tool_name, provider.name)
            return tool_error(tool_name, f"{tool_name} failed: {exc}. Try again later.",
                              code=_code_of(exc))

    def _owner_of(self, tool_name: str) -> MemoryProvider | None:
        for provider in self.providers:
            names = {s.get("name") for s in self._isolated(
                provider, "get_tool_schemas", provider.get_tool_schemas) or []}
            if tool_name in names:
                return provider
        return None


#: Builds a scope's external provider: ``(config, scope, base_dir) -> provider or None``.
ExternalFactory = Callable[[MemoryConfig, MemoryScope, Path], MemoryProvider | None]


def build_manager(
    config: MemoryConfig,
    *,
    scope: MemoryScope,
    base_dir: str | Path,
    external_factory: ExternalFactory | None = None,
    entries: EntryStore | None = None,
) -> MemoryManager:
    """The one place that decides a scope's providers: builtin, plus Hindsight when configured.

    Args:
        config: the scope's effective config.
        scope: user and agent.
        base_dir: the memory data directory.
        external_factory: builds the external provider (the registry passes the configured
            provider's); none means builtin only.
        entries: where the builtin provider's documents live (default: files under
            ``base_dir``).
    """
    manager = MemoryManager(config, scope=scope)
    builtin = BuiltinFileProvider(
        config, base_dir=base_dir, user_id=scope.user_id, agent_id=scope.agent_id,
        store=entries,
    )
    manager.add_provider(builtin)
    if external_factory is not None and config.provider != "builtin":
        external = external_factory(config, scope, Path(base_dir))
        if external is not None:
            manager.add_provider(external)
    for provider in manager.providers:
        manager._isolated(
            provider, "initialize", provider.initialize,
            user_id=scope.user_id, agent_id=scope.agent_id, thread_id=scope.thread_id,
            base_dir=str(base_dir),
        )
    return manager


def _code_of(exc: Exception) -> ErrorCode:
    return exc.code if isinstance(exc, MemoryV2Error) else ErrorCode.EXTERNAL_ERROR
