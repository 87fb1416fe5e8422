"""The provider seams: `MemoryProvider`, `ExternalOperations` and `ExternalBackend`.

Lifecycle of a provider, as the `MemoryManager` drives it:

1. constructed for one scope (user, agent) by the manager factory;
2. ``initialize(...)`` once, before any other hook;
3. per session: ``on_session_switch`` when the thread changes, ``system_prompt_block`` for the
   frozen part of the prompt, ``prefetch`` (recall) before model calls, ``sync_turn`` after the
   agent finishes a turn, ``on_memory_write`` when the builtin store commits a write,
   ``offered_tool_schemas`` when a turn's tools are chosen, ``handle_tool_call`` for the
   provider's own tools;
4. ``shutdown()`` once; it must return within the provider's configured bound.

Every hook has a default so a provider implements only what it needs, and the package calls every
hook. (There is no background "warm the next turn's recall" hook: recall is for the turn's own
latest user message, which is unknown until that turn starts.) The async twins default to
running the sync hook in a worker thread, so an event loop never blocks on a provider's I/O;
providers with native async I/O override them.

An *external* provider (Hindsight, or another long-term store) adds two seams:

- `ExternalOperations`: what the gateway, the client and the CLI call on one scope (status,
  search, reflect, clear, erase, retain a note, flush);
- `ExternalBackend`: the process-wide part shared by every scope (connections, queues), which the
  registry builds by name and which hands out one provider per scope.
"""

from __future__ import annotations

import asyncio
from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Protocol, runtime_checkable

if TYPE_CHECKING:
    from .config import MemoryConfig
    from .identity import MemoryScope

__all__ = [
    "BankChoice", "DocumentTransfer", "ExternalBackend", "ExternalOperations", "MemoryProvider",
]

#: Which of a scope's two banks an operation reads: the user's profile bank, the agent's work
#: bank, or both.
BankChoice = Literal["both", "user", "work"]


class MemoryProvider(ABC):
    """Interface every memory provider implements."""

    # ------------------------------------------------------------------ identity
    @property
    @abstractmethod
    def name(self) -> str:
        """Short identifier such as ``"builtin"`` or ``"hindsight"``."""

    # ------------------------------------------------------------------ lifecycle
    @abstractmethod
    def is_available(self) -> bool:
        """Whether the provider is configured and usable, from config only (no network)."""

    def initialize(
        self,
        *,
        user_id: str,
        agent_id: str | None = None,
        thread_id: str | None = None,
        base_dir: str,
        **kwargs: Any,
    ) -> None:
        """Prepare the provider for a scope (open connections, ensure banks, load files)."""

    def shutdown(self) -> None:
        """Flush queues and close connections. Default: nothing to do."""

    def configure(self, config: MemoryConfig) -> None:
        """Take the scope's newer effective config (a user changed an override); it applies
        from the next call. Default: nothing to do."""

    # ------------------------------------------------------------------ prompt
    def system_prompt_block(self, *, thread_id: str = "") -> str:
        """Static text for the system prompt (the builtin frozen snapshot). Default: none."""
        return ""

    # ------------------------------------------------------------------ recall / retain
    def prefetch(self, query: str, *, thread_id: str = "") -> str:
        """Recall context for ``query``; returns unfenced text (the manager fences it)."""
        return ""

    async def aprefetch(self, query: str, *, thread_id: str = "") -> str:
        """Async twin of `prefetch`."""
        return await asyncio.to_thread(self.prefetch, query, thread_id=thread_id)

    def sync_turn(self, user_content: str, assistant_content: str, *, thread_id: str = "") -> None:
        """Persist one finished turn. Default: nothing."""

    async def async_turn(
        self, user_content: str, assistant_content: str, *, thread_id: str = ""
    ) -> None:
        """Async twin of `sync_turn`."""
        await asyncio.to_thread(
            self.sync_turn, user_content, assistant_content, thread_id=thread_id
        )

    # ------------------------------------------------------------------ tools
    @abstractmethod
    def get_tool_schemas(self) -> list[dict[str, Any]]:
        """Tool schemas this provider exposes to the model; empty means context-only."""

    def offered_tool_schemas(self) -> list[dict[str, Any]]:
        """The tool schemas to offer the model for the coming turn: `get_tool_schemas` minus
        tools that could only fail now (their server is down). Default: all of them."""
        return self.get_tool_schemas()

    def handle_tool_call(self, tool_name: str, args: dict[str, Any], **kwargs: Any) -> str:
        """Run one of this provider's tools; returns a JSON string."""
        raise NotImplementedError(f"Provider {self.name!r} has no tool {tool_name!r}.")

    async def ahandle_tool_call(self, tool_name: str, args: dict[str, Any], **kwargs: Any) -> str:
        """Async twin of `handle_tool_call`."""
        return await asyncio.to_thread(self.handle_tool_call, tool_name, args, **kwargs)

    # ------------------------------------------------------------------ optional hooks
    def on_session_switch(
        self,
        new_thread_id: str,
        *,
        parent_thread_id: str = "",
        reset: bool = False,
        **kwargs: Any,
    ) -> None:
        """The scope's thread changed (new, switched back, branched, resumed after compaction).

        Args:
            new_thread_id: the thread now served.
            parent_thread_id: the thread this one branches from, whose frozen view it may
                start from; "" when the thread was served before (it keeps its own view).
            reset: the thread holds a new conversation (no earlier turns).
            **kwargs: ``previous_thread_id``: the thread served just before, whose pending
                per-thread work (e.g. a partial batch) may be flushed.
        """

    def on_memory_write(
        self,
        action: str,
        target: str,
        content: str,
        metadata: dict[str, Any] | None = None,
    ) -> None:
        """The builtin store committed a write; mirror it. ``metadata`` carries ``old_content``
        for replace / remove and the scope ids."""


@runtime_checkable
class ExternalOperations(Protocol):
    """What an external provider offers one scope beyond the turn hooks.

    The service reaches these through the scope's provider; a provider without them is
    context-only (recall and retention during turns, nothing to manage).
    """

    def status(self, *, check: bool = False) -> dict[str, Any]:
        """Connection and activity; ``check`` pings the store first."""
        ...

    def search(self, query: str, *, budget: str | None = None, max_results: int = 10,
               bank: BankChoice = "both") -> list[dict[str, Any]]:
        """Recall, best first: dicts with at least ``text``, ``score`` and ``bank``."""
        ...

    def reflect(self, query: str, *, bank: BankChoice = "both") -> dict[str, Any]:
        """An answer composed over the memories: ``{"answer": ..., "answers": [...]}``."""
        ...

    def clear_bank(self, which: Literal["user", "work"]) -> dict[str, Any]:
        """Delete one bank of the scope: ``{"success", "which", "bank_id", ...}``."""
        ...

    def erase(self) -> dict[str, Any]:
        """Delete everything the scope stored: ``{"success", "banks": {...}}``."""
        ...

    def retain_note(self, text: str, *, target: str, context: str | None = None,
                    timestamp: str | None = None) -> dict[str, Any]:
        """Store one note without a builtin entry (``target`` ``user`` or ``memory``)."""
        ...

    def flush(self, timeout: float | None = None) -> bool:
        """Deliver pending writes; True when nothing is left pending."""
        ...


@runtime_checkable
class DocumentTransfer(Protocol):
    """An external provider whose documents can be exported and restored whole (export and
    import of a user's memory carry them)."""

    def export_bank(self, which: Literal["user", "work"]) -> Mapping[str, Any]:
        """``{"bank_id", "documents": [{"id", "text", ...}], "complete"}`` of one bank."""
        ...

    def restore_document(self, which: Literal["user", "work"],
                         document: Mapping[str, object]) -> bool:
        """Store an exported document again under its own id; True when stored now.

        Raises:
            ValueError: the document has no id or no text.
        """
        ...


@runtime_checkable
class ExternalBackend(Protocol):
    """The process-wide half of an external provider, built by the registry from its name.

    Implementations take ``(config, *, base_dir)`` in their constructor; the registry builds one
    per process (per base folder) and shuts it down.
    """

    @classmethod
    def tool_schemas(cls, config: MemoryConfig) -> list[dict[str, Any]]:
        """Every tool a scope's provider may offer under ``config`` (registered with the agent
        up front; a scope offers a subset per call)."""
        ...

    def provider_for(self, config: MemoryConfig, scope: MemoryScope) -> MemoryProvider:
        """The provider of one (user, agent) scope."""
        ...

    def pending_agents(self, user_id: str) -> set[str]:
        """Agents of ``user_id`` with writes still queued (so erase finds their data)."""
        ...

    def flush(self, timeout: float) -> bool:
        """Deliver queued writes; True when the queue emptied within ``timeout``."""
        ...

    def shutdown(self) -> None:
        """Flush (bounded) and release connections and threads."""
        ...

