"""`HindsightProvider`: dual-bank recall, turn retention, mirrored writes and tools per scope.

Built on hindsight-client 1.1.0. One provider serves one
(user, agent) scope; all of them share one `HindsightBackend` (client, I/O loop, breaker, outbox).

Lifecycle: built by ``HindsightBackend.provider_for`` when the manager of a scope is built;
``configure`` takes the user's newer effective config (memory_mode, recall_budget, auto_recall,
auto_retain, bank_mission may change per user); hooks as in `MemoryProvider`; ``shutdown`` queues
any partial ``retain_every_n_turns`` batch in the durable outbox (the backend is shut down by its
owner, the registry).

Banks: the user bank (``target=user`` writes; profile facts shared by the user's agents) and the
work bank (``target=memory`` writes and every retained turn). Recall reads both concurrently.
"""

from __future__ import annotations

import asyncio
import logging
import re
import threading
from collections import OrderedDict
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any, Literal, TypedDict

from ..audit import current_actor
from ..config import MemoryConfig
from ..errors import ErrorCode, InvalidArgumentError
from ..identity import MemoryScope
from ..provider import MemoryProvider
from ..security import scan_content, strip_fence_tags
from ..valid_text import lone_surrogate_at
from .hindsight_backend import HindsightBackend
from .hindsight_errors import HindsightError
from .hindsight_ops import BankChoice, HindsightOperations
from .hindsight_prefetch import LABELS, Prefetcher
from .hindsight_recall import RecallHit, stable_id
from .hindsight_tools import HINDSIGHT_TOOL_SCHEMAS, arun_tool, offered_schemas, run_tool
from .hindsight_transfer import BankExport, export_documents, restore_document
from .outbox import OutboxItem

logger = logging.getLogger(__name__)

__all__ = [
    "HINDSIGHT_TOOL_SCHEMAS", "HindsightBackend", "HindsightExternalBackend", "HindsightProvider",
]

class Missions(TypedDict):
    """The bank missions new banks are created with."""

    bank_mission: str
    bank_retain_mission: str

#: Threads whose per-thread state (recall cache, turn counter, partial batch) is kept; the oldest
#: are dropped first (a partial batch is queued, not dropped).
_MAX_THREADS = 256
#: Lone UTF-16 surrogates (a JSON client can send "\ud800"): not encodable as UTF-8, so a turn
#: holding one could be neither hashed, journaled nor sent. Retained as U+FFFD instead.
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


class HindsightProvider(MemoryProvider):
    """The Hindsight external provider for one (user, agent) scope.

    The gateway / service operations (``status``, ``search``, ``reflect``, ``clear_bank``,
    ``erase``, ``flush`` and their async twins; the `ExternalOperations` seam) are served by
    the `HindsightOperations` object the provider holds as ``ops``.

    Args:
        config: the scope's effective memory config.
        backend: the process-wide `HindsightBackend`.
        scope: the user and agent served.
    """

    def __init__(self, config: MemoryConfig, *, backend: HindsightBackend,
                 scope: MemoryScope) -> None:
        self._config = config
        self._backend = backend
        self.user_id = scope.user_id
        self.agent_id = scope.agent_id
        self._lock = threading.Lock()
        self._batches: OrderedDict[str, list[tuple[str, str]]] = OrderedDict()
        self._turns: OrderedDict[str, int] = OrderedDict()
        self._prefetcher = Prefetcher(self, max_threads=_MAX_THREADS)
        self.ops = HindsightOperations(self)

    # ------------------------------------------------------------------ contract
    @property
    def name(self) -> str:
        return "hindsight"

    @property
    def backend(self) -> HindsightBackend:
        return self._backend

    @property
    def config(self) -> MemoryConfig:
        return self._config

    def is_available(self) -> bool:
        """Configured and switched on (config only, no network)."""
        c, hs = self._config, self._config.hindsight
        if not (c.enabled and c.provider == "hindsight"):
            return False
        if hs.mode == "cloud" and not hs.api_key:
            return False
        return hs.mode == "local_embedded" or bool(hs.api_url)

    def configure(self, config: MemoryConfig) -> None:
        """Take the user's newer effective config (takes effect at the next call)."""
        self._config = config

    def get_tool_schemas(self) -> list[dict[str, Any]]:
        if self.is_available() and self._config.hindsight.memory_mode in ("tools", "hybrid"):
            return [dict(schema) for schema in HINDSIGHT_TOOL_SCHEMAS]
        return []

    def offered_tool_schemas(self) -> list[dict[str, Any]]:
        """`get_tool_schemas` without recall / reflect while the server cannot serve them."""
        return offered_schemas(self.get_tool_schemas(), self._backend)

    def banks(self, thread_id: str = "") -> dict[str, str]:
        """This scope's bank ids: ``{"user": ..., "work": ...}``."""
        router = self._backend.router
        return {"user": router.user_bank(self.user_id, self.agent_id, thread_id),
                "work": router.work_bank(self.user_id, self.agent_id, thread_id)}

    def batched_turns(self) -> int:
        """Turns waiting in partial ``retain_every_n_turns`` batches of this scope."""
        with self._lock:
            return sum(len(batch) for batch in self._batches.values())

    def forget_scope_state(self) -> None:
        """Drop partial batches and cached recall (after the scope's banks were erased)."""
        with self._lock:
            self._batches.clear()
        self._prefetcher.clear()

    # ------------------------------------------------------------------ operations
    def status(self, *, check: bool = False) -> dict[str, Any]:
        """Connection and activity (see `HindsightOperations.status`)."""
        return self.ops.status(check=check)

    async def astatus(self, *, check: bool = False) -> dict[str, Any]:
        """Async twin of `status`."""
        return await self.ops.astatus(check=check)

    def search(self, query: str, *, budget: str | None = None, max_results: int = 10,
               bank: BankChoice = "both") -> list[dict[str, Any]]:
        """Recall from the scope's banks, best first (see `HindsightOperations.search`)."""
        return self.ops.search(query, budget=budget, max_results=max_results, bank=bank)

    async def asearch(self, query: str, *, budget: str | None = None, max_results: int = 10,
                      bank: BankChoice = "both") -> list[dict[str, Any]]:
        """Async twin of `search`."""
        return await self.ops.asearch(query, budget=budget, max_results=max_results, bank=bank)

    def reflect(self, query: str, *, bank: BankChoice = "both") -> dict[str, Any]:
        """Hindsight reflect over the scope's banks (see `HindsightOperations.reflect`)."""
        return self.ops.reflect(query, bank=bank)

    async def areflect(self, query: str, *, bank: BankChoice = "both") -> dict[str, Any]:
        """Async twin of `reflect`."""
        return await self.ops.areflect(query, bank=bank)

    def clear_bank(self, which: Literal["user", "work"]) -> dict[str, Any]:
        """Delete one bank of the scope (see `HindsightOperations.clear_bank`)."""
        return self.ops.clear_bank(which)

    async def aclear_bank(self, which: Literal["user", "work"]) -> dict[str, Any]:
        """Async twin of `clear_bank`."""
        return await self.ops.aclear_bank(which)

    def erase(self) -> dict[str, Any]:
        """Delete both banks of the scope and their pending writes."""
        return self.ops.erase()

    async def aerase(self) -> dict[str, Any]:
        """Async twin of `erase`."""
        return await self.ops.aerase()

    def flush(self, timeout: float | None = None) -> bool:
        """Deliver pending writes now; True when the outbox emptied within ``timeout``."""
        return self.ops.flush(timeout)

    def export_bank(self, which: Literal["user", "work"]) -> BankExport:
        """Every document of one bank (the `DocumentTransfer` seam)."""
        return export_documents(self, which)

    def restore_document(self, which: Literal["user", "work"],
                         document: Mapping[str, object]) -> bool:
        """Retain an exported document again under its own id (an upsert)."""
        return restore_document(self, which, document)

    # ------------------------------------------------------------------ recall
    @property
    def last_recall(self) -> dict[str, Any]:
        """The last recall's hits, latency and time, and the recalls skipped or failed."""
        return self._prefetcher.last_recall

    async def recall_groups(self, client: Any, query: str, banks: dict[str, str], budget: str,
                            limit: int, labels: tuple[str, ...] = LABELS,
                            skip_mirrors: bool = False,
                            lexical_arm: bool = False) -> list[list[RecallHit]]:
        """Recall the labelled banks concurrently (see `Prefetcher.recall_groups`)."""
        return await self._prefetcher.recall_groups(client, query, banks, budget, limit, labels,
                                                    skip_mirrors, lexical_arm)

    def prefetch(self, query: str, *, thread_id: str = "") -> str:
        """Recall both banks for ``query`` (see `Prefetcher.prefetch`); never raises."""
        return self._prefetcher.prefetch(query, thread_id=thread_id)

    async def aprefetch(self, query: str, *, thread_id: str = "") -> str:
        """Async twin of `prefetch`; the caller's event loop never blocks."""
        return await self._prefetcher.aprefetch(query, thread_id=thread_id)

    # ------------------------------------------------------------------ retain
    def _turn_text(self, user_content: str, assistant_content: str) -> str:
        hs, tag = self._config.hindsight, self._config.injection.context_tag
        user = strip_fence_tags(user_content or "", tag).strip()
        assistant = strip_fence_tags(assistant_content or "", tag).strip()
        lines = []
        if user:
            lines.append(f"{hs.retain_user_prefix}: {user}")
        if assistant:
            lines.append(f"{hs.retain_assistant_prefix}: {assistant}")
        return _LONE_SURROGATE.sub("\ufffd", "\n".join(lines))

    def _collect_turn(self, user_content: str, assistant_content: str,
                      thread_id: str) -> OutboxItem | None:
        """Count the turn, add it to the thread's batch; the batch's item once it is full."""
        self._prefetcher.forget(thread_id)  # the next recall is a new turn's
        c = self._config
        if not (self.is_available() and c.hindsight.auto_retain):
            return None
        text = self._turn_text(user_content, assistant_content)
        if not text:
            return None
        now = datetime.now(UTC).isoformat()
        with self._lock:
            batch = self._batches.setdefault(thread_id, [])
            batch.append((text, now))
            self._turns[thread_id] = self._turns.get(thread_id, 0) + 1
            self._turns.move_to_end(thread_id)
            while len(self._turns) > _MAX_THREADS:
                self._turns.popitem(last=False)
            overflow = []
            while len(self._batches) > _MAX_THREADS:
                overflow.append(self._batches.popitem(last=False))
            full = len(batch) >= c.hindsight.retain_every_n_turns
            if full:
                del self._batches[thread_id]
        for old_thread, old_batch in overflow:  # too many open threads: queue, never drop
            self._dispatch(self._turn_item(old_thread, old_batch))
        return self._turn_item(thread_id, batch) if full else None

    def _turn_item(self, thread_id: str, batch: list[tuple[str, str]]) -> OutboxItem:
        texts = [text for text, _ in batch]
        return OutboxItem(
            op="retain",
            bank_id=self.banks(thread_id)["work"],
            # Stable per turn: a resend (outbox retry, replay) replaces instead of duplicating.
            document_id=stable_id("turn", self.user_id, self.agent_id, thread_id, *texts),
            content="\n\n".join(texts),
            tags=self._tags(thread_id, "conversation"),
            timestamp=batch[-1][1],
            context=f"conversation between the user and the agent '{self.agent_id}'",
            metadata={"user_id": self.user_id, "agent_id": self.agent_id,
                      "thread_id": thread_id, "turns": str(len(batch))},
            **self._missions(),
        )

    def _tags(self, thread_id: str, source: str) -> tuple[str, ...]:
        tags = [f"user:{self.user_id}", f"agent:{self.agent_id}"]
        if thread_id:
            tags.append(f"thread:{thread_id}")
        tags.append(f"source:{source}")
        return tuple(tags)

    def _missions(self) -> Missions:
        hs = self._config.hindsight
        return {"bank_mission": hs.bank_mission, "bank_retain_mission": hs.bank_retain_mission}

    def dispatch(self, item: OutboxItem) -> bool:
        """Send ``item`` (queued when ``retain_async``); True when it went out already."""
        return self._dispatch(item)

    def ensure_ops(self) -> None:
        """Raise `HindsightError` unless a gateway operation can reach Hindsight now."""
        self.ops.ensure_ready()

    def missions(self) -> Missions:
        """The bank missions new banks are created with."""
        return self._missions()

    def _dispatch(self, item: OutboxItem) -> bool:
        """Queue (``retain_async``) or send now; returns whether it went out already."""
        if not self._config.hindsight.retain_async:
            return self._backend.send_now(item)
        try:
            self._backend.submit(item)
        except OSError as exc:
            logger.error("Could not queue a Hindsight write for %s in the outbox: %s",
                         item.bank_id, exc)
        return False

    async def _adispatch(self, item: OutboxItem) -> bool:
        if not self._config.hindsight.retain_async:
            return await self._backend.asend_now(item)
        try:
            await asyncio.to_thread(self._backend.submit, item)
        except OSError as exc:
            logger.error("Could not queue a Hindsight write for %s in the outbox: %s",
                         item.bank_id, exc)
        return False

    def sync_turn(self, user_content: str, assistant_content: str, *, thread_id: str = "") -> None:
        """Retain the finished turn to the work bank (queued: never delays the reply)."""
        item = self._collect_turn(user_content, assistant_content, thread_id)
        if item is not None:
            self._dispatch(item)

    async def async_turn(self, user_content: str, assistant_content: str, *,
                         thread_id: str = "") -> None:
        """Async twin of `sync_turn`."""
        item = self._collect_turn(user_content, assistant_content, thread_id)
        if item is not None:
            await self._adispatch(item)

    # ------------------------------------------------------------------ mirrored writes
    def entry_document_id(self, target: str, text: str) -> str:
        """The document a builtin entry is mirrored to (user entries are shared by agents)."""
        agent = self.agent_id if target == "memory" else ""
        return stable_id("entry", target, self.user_id, agent, text.strip())

    def on_memory_write(self, action: str, target: str, content: str,
                        metadata: dict[str, Any] | None = None) -> None:
        """Mirror a committed builtin write: one document per entry, so replace / remove
        delete the old entry's document and a removed entry is not recalled again. With the
        user's ``auto_retain`` off nothing new is retained; old documents are still deleted."""
        if not self.is_available() or target not in ("user", "memory"):
            return
        bank = self.banks()["user" if target == "user" else "work"]
        old = ((metadata or {}).get("old_content") or "").strip()
        items = []
        if action in ("replace", "remove") and old:
            items.append(OutboxItem(
                op="delete", bank_id=bank, document_id=self.entry_document_id(target, old),
                metadata={"user_id": self.user_id, "agent_id": self.agent_id, "target": target}))
        if action in ("add", "replace") and content.strip() and self._config.hindsight.auto_retain:
            items.append(OutboxItem(
                op="retain", bank_id=bank,
                document_id=self.entry_document_id(target, content),
                content=content.strip(),
                tags=self._tags("", "user-profile" if target == "user" else "agent-notes"),
                # A migrated fact keeps its own date (set by the migration's audit actor).
                timestamp=current_actor().source_time or datetime.now(UTC).isoformat(),
                context="the user's profile" if target == "user"
                else f"working notes of the agent '{self.agent_id}'",
                metadata={"user_id": self.user_id, "agent_id": self.agent_id, "target": target},
                **self._missions(),
            ))
        for item in items:
            self._dispatch(item)

    # ------------------------------------------------------------------ session
    def on_session_switch(self, new_thread_id: str, *, parent_thread_id: str = "",
                          reset: bool = False, **kwargs: Any) -> None:
        """A thread switch: per-thread caches cleared, turn counters reset; the partial batch of
        the thread left (``previous_thread_id``, else the parent) is queued (durable) instead of
        dropped."""
        left = str(kwargs.get("previous_thread_id") or parent_thread_id)
        pending = []
        self._prefetcher.forget(new_thread_id, parent_thread_id, left)
        with self._lock:
            if left and left != new_thread_id:
                pending.append((left, self._batches.pop(left, None)))
                self._turns.pop(left, None)
            if reset:
                pending.append((new_thread_id, self._batches.pop(new_thread_id, None)))
                self._turns.pop(new_thread_id, None)
        for thread, batch in pending:
            if batch:
                self._dispatch(self._turn_item(thread, batch))

    def turns_seen(self, thread_id: str) -> int:
        """Turns counted for a thread since its last reset."""
        with self._lock:
            return self._turns.get(thread_id, 0)

    def shutdown(self) -> None:
        """Queue every partial batch (the backend flushes the outbox at its own shutdown)."""
        with self._lock:
            batches, self._batches = self._batches, OrderedDict()
        self._prefetcher.clear()
        for thread_id, batch in batches.items():
            if batch:
                self._dispatch(self._turn_item(thread_id, batch))

    # ------------------------------------------------------------------ tools
    def handle_tool_call(self, tool_name: str, args: dict[str, Any], **kwargs: Any) -> str:
        return run_tool(self, tool_name, args or {})

    async def ahandle_tool_call(self, tool_name: str, args: dict[str, Any], **kwargs: Any) -> str:
        return await arun_tool(self, tool_name, args or {})

    def _note_item(self, content: str, target: str, context: Any,
                   timestamp: str | None = None) -> OutboxItem:
        if target not in ("user", "memory"):
            raise ValueError(f"Unknown target {target!r}: use 'memory' or 'user'.")
        if lone_surrogate_at(content) is not None:  # as the memory tool says it
            raise ValueError("'content' holds characters that are not valid text (lone "
                             "surrogates); remove them.")
        security = self._config.security
        if security.scan_content:
            reason = scan_content(content, block_invisible_unicode=security.block_invisible_unicode,
                                  fence_tag=self._config.injection.context_tag)
            if reason:
                raise InvalidArgumentError(reason, code=ErrorCode.BLOCKED)
        if not self.is_available():
            raise HindsightError("refused", "Hindsight is not configured for this user.")
        label = "user" if target == "user" else "work"
        return OutboxItem(
            op="retain", bank_id=self.banks()[label],
            document_id=stable_id("note", target, self.user_id, self.agent_id, content),
            content=content, tags=self._tags("", "tool"),
            timestamp=timestamp or datetime.now(UTC).isoformat(),
            context=str(context) if isinstance(context, str) and context.strip() else None,
            metadata={"user_id": self.user_id, "agent_id": self.agent_id, "target": target},
            **self._missions(),
        )

    def retain_note(self, content: str, *, target: str = "memory",
                    context: str | None = None, timestamp: str | None = None) -> dict[str, Any]:
        """Retain one fact (the ``hindsight_retain`` tool; ``timestamp``: when the fact was
        first known, default now). Raises ValueError when blocked."""
        item = self._note_item(content, target, context, timestamp)
        sent = self._dispatch(item)
        return {"bank": "user" if target == "user" else "work",
                "document_id": item.document_id, "queued": not sent}

    async def aretain_note(self, content: str, *, target: str = "memory",
                           context: str | None = None) -> dict[str, Any]:
        """Async twin of `retain_note`."""
        item = self._note_item(content, target, context)
        sent = await self._adispatch(item)
        return {"bank": "user" if target == "user" else "work",
                "document_id": item.document_id, "queued": not sent}


class HindsightExternalBackend(HindsightBackend):
    """The `ExternalBackend` the registry builds for ``provider: hindsight``."""

    @classmethod
    def tool_schemas(cls, config: MemoryConfig) -> list[dict[str, Any]]:
        """The Hindsight tools (a scope offers them in ``tools`` / ``hybrid`` memory modes)."""
        return [dict(schema) for schema in HINDSIGHT_TOOL_SCHEMAS]

    def provider_for(self, config: MemoryConfig, scope: MemoryScope) -> HindsightProvider:
        """A `HindsightProvider` for one (user, agent) scope with its effective config."""
        return HindsightProvider(config, backend=self, scope=scope)

    def pending_agents(self, user_id: str) -> set[str]:
        """Agents of ``user_id`` with retains still in the outbox."""
        agents = set()
        for item in self.outbox.pending():
            meta = item.metadata or {}
            if meta.get("user_id") == user_id and meta.get("agent_id"):
                agents.add(str(meta["agent_id"]))
        return agents
