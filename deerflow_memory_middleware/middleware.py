"""`MemoryMiddleware`: Memory V2 for any `create_agent` graph.

Turn flow:

1. A thread's first model call (or a thread switch) takes the builtin frozen snapshot; the system
   prompt then stays byte-identical for the whole thread. A thread branched from another starts
   from its parent's snapshot; returning to a thread keeps that thread's own (`ThreadTracker`).
2. Every model call: the snapshot is merged into the system message and external recall for the
   turn's latest user message is injected into that one request only (``recall_placement``).
   Nothing injected is written to graph state.
3. Recall runs once per turn; the turn's later model calls (tool loops) reuse it, so they cost no
   I/O at all.
4. ``after_agent``: ``sync_turn`` with the turn's user text and final assistant text.

Every hook exists in sync and async form, sharing one core; the async forms keep file and network
I/O off the event loop.
"""

from __future__ import annotations

import asyncio
import logging
import os
import threading
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from langchain.agents.middleware import AgentMiddleware, AgentState, ModelRequest, ModelResponse
from langchain_core.messages import AIMessage

from .config import MemoryConfig
from .identity import InvalidIdError, MemoryScope, scope_from_runtime
from .manager import MemoryManager
from .messages import (
    append_to_human,
    is_new_thread,
    last_turn_texts,
    latest_human_index,
    merge_into_system,
    message_text,
    turn_key,
)
from .registry import MemoryRegistry
from .storage.turn import one_turn
from .thread_tracker import ThreadTracker
from .tools import build_memory_tool, build_schema_tool

logger = logging.getLogger(__name__)

__all__ = ["MemoryMiddleware"]

_MAX_TRACKED_THREADS = 1024
#: Threads remembered as seen, per tracked scope on average (a returning thread keeps its view).
_SEEN_THREADS_PER_SCOPE = 4
#: The default `MemoryMiddleware.name`: distinct from DeerFlow's own ``MemoryMiddleware``, which
#: its lead agent always adds (LangChain refuses two middlewares with one name).
DEFAULT_NAME = "MemoryV2Middleware"


@dataclass
class _TurnPlan:
    """What one turn injects; computed at the turn's first model call and reused after."""

    key: Any
    config: MemoryConfig
    snapshot: str
    recall: str
    allowed_tools: frozenset[str]
    # The last host system message seen and its merged form: tool loops reuse the same object,
    # so later calls of the turn skip building a new SystemMessage.
    merged_system: tuple[Any, Any] | None = None


class MemoryMiddleware(AgentMiddleware):
    """Gives a `create_agent` graph durable per-user and per-agent memory.

    Example:
        ```python
        memory = MemoryMiddleware(load_memory_config("config.yaml"), base_dir=".deer-flow")
        agent = create_agent(model, tools=[...], middleware=[memory], checkpointer=saver)
        agent.invoke({"messages": [...]}, {"configurable": {"thread_id": "t-1"}},
                     context={"user_id": "alice", "agent_id": "researcher"})
        ```

    Args:
        config: the `memory:` section; defaults (builtin provider only) when ``None``.
        base_dir: where USER.md / MEMORY.md and the override files live.
        registry: share a `MemoryRegistry` with a `MemoryService` in the same process.
        external_factory: build the external provider yourself (tests, custom providers).
        name: the middleware's name in the graph (node names such as
            ``"MemoryV2Middleware.after_agent"``); two middlewares of one graph need two names.
    """

    def __init__(
        self,
        config: MemoryConfig | None = None,
        *,
        base_dir: str | os.PathLike[str] = ".deer-flow",
        registry: MemoryRegistry | None = None,
        external_factory: Any | None = None,
        name: str = DEFAULT_NAME,
    ) -> None:
        super().__init__()
        if not isinstance(name, str) or not name.strip():
            raise ValueError("MemoryMiddleware name must be a non-empty string.")
        self._name = name
        self._unusable_ids: OrderedDict[str, None] = OrderedDict()
        self.registry = registry or MemoryRegistry(
            config, base_dir=base_dir, external_factory=external_factory
        )
        self.config = self.registry.config
        self._plans: OrderedDict[tuple[str, str, str], _TurnPlan] = OrderedDict()
        self._last_thread = ThreadTracker(
            max_scopes=_MAX_TRACKED_THREADS,
            max_threads=_MAX_TRACKED_THREADS * _SEEN_THREADS_PER_SCOPE,
        )
        self._lock = threading.Lock()
        self.tools = [build_memory_tool(self._resolve, self._aresolve)]
        for schema in self._external_tool_schemas():
            self.tools.append(build_schema_tool(schema, self._resolve, self._aresolve))
        self._external_tool_names = frozenset(t.name for t in self.tools[1:])
        self._own_tool_names = frozenset(t.name for t in self.tools)

    @property
    def name(self) -> str:
        """The name LangChain keys this middleware by (settable through ``name=``)."""
        return self._name

    # ------------------------------------------------------------------ public helpers
    def manager_for(self, user_id: str = "default", agent_id: str = "default") -> MemoryManager:
        """The manager serving a scope (for tests and host code)."""
        return self.registry.manager_for(user_id, agent_id)

    def shutdown(self) -> None:
        """Flush and stop providers (the Hindsight outbox sender, an embedded server)."""
        self.registry.shutdown()

    def _external_tool_schemas(self) -> list[dict[str, Any]]:
        return self.registry.external_tool_schemas()

    def _resolve(self, runtime: Any) -> MemoryManager:
        scope = scope_from_runtime(runtime)
        return self.registry.manager_for(scope.user_id, scope.agent_id)

    async def _aresolve(self, runtime: Any) -> MemoryManager:
        return await asyncio.to_thread(self._resolve, runtime)

    # ------------------------------------------------------------------ model call
    def wrap_model_call(
        self,
        request: ModelRequest,
        handler: Callable[[ModelRequest], ModelResponse],
    ) -> ModelResponse | AIMessage:
        """Merge the frozen snapshot and this turn's recall into this one request."""
        scope = self._usable_scope(request)
        if scope is None:
            return handler(request)
        plan = self._cached_plan(scope, request)
        if plan is None:
            manager, config, snapshot = self._begin_turn(scope, request)
            recall = self._recall_query(config, request)
            recall_block = manager.prefetch(recall, thread_id=scope.thread_id) if recall else ""
            plan = self._store_plan(scope, request, manager, config, snapshot, recall_block)
        return handler(self._apply(plan, request))

    async def awrap_model_call(
        self,
        request: ModelRequest,
        handler: Callable[[ModelRequest], Awaitable[ModelResponse]],
    ) -> ModelResponse | AIMessage:
        """Async twin of `wrap_model_call`; disk and network I/O stay off the event loop."""
        scope = self._usable_scope(request)
        if scope is None:
            return await handler(request)
        plan = self._cached_plan(scope, request)
        if plan is None:
            # The thread's first call reads and scans the memory files: in a worker thread.
            manager, config, snapshot = await asyncio.to_thread(self._begin_turn, scope, request)
            recall = self._recall_query(config, request)
            recall_block = (
                await manager.aprefetch(recall, thread_id=scope.thread_id) if recall else ""
            )
            plan = self._store_plan(scope, request, manager, config, snapshot, recall_block)
        return await handler(self._apply(plan, request))

    def _usable_scope(self, request: ModelRequest) -> MemoryScope | None:
        """The run's scope, or None (memory skipped for this run) when an id is unusable."""
        try:
            return _scope(request)
        except InvalidIdError as exc:
            self._warn_unusable(exc)
            return None

    def _warn_unusable(self, exc: InvalidIdError) -> None:
        # One warning per distinct problem, not one per model call of every run.
        key = str(exc)
        with self._lock:
            seen = key in self._unusable_ids
            self._unusable_ids[key] = None
            while len(self._unusable_ids) > 256:
                self._unusable_ids.popitem(last=False)
        if not seen:
            logger.warning("Memory skipped for this run: %s", exc)

    def _cached_plan(self, scope: MemoryScope, request: ModelRequest) -> _TurnPlan | None:
        key = (scope.user_id, scope.agent_id, scope.thread_id)
        with self._lock:
            plan = self._plans.get(key)
        if plan is not None and plan.key == turn_key(request.messages):
            return plan
        return None

    def _begin_turn(
        self, scope: MemoryScope, request: ModelRequest
    ) -> tuple[MemoryManager, MemoryConfig, str]:
        """First model call of a turn: effective config, manager, session-switch detection and
        the thread's frozen snapshot ("" when none is injected). Its storage checks form one
        turn (`one_turn`): on Postgres, one query for the config and the new thread's stamps."""
        with one_turn():
            return self._begin_turn_checks(scope, request)

    def _begin_turn_checks(
        self, scope: MemoryScope, request: ModelRequest
    ) -> tuple[MemoryManager, MemoryConfig, str]:
        manager = self.registry.manager_for(scope.user_id, scope.agent_id)
        config = manager.config
        switch = self._last_thread.enter(scope.user_id, scope.agent_id, scope.thread_id)
        if switch is not None:
            manager.on_session_switch(
                scope.thread_id,
                parent_thread_id=switch.parent,
                reset=is_new_thread(request.messages),
                previous_thread_id=switch.previous,
            )
        snapshot = ""
        injection = config.injection
        if config.enabled and injection.enabled and injection.include_builtin and (
                config.builtin.enabled):
            snapshot = manager.system_prompt(thread_id=scope.thread_id)
        return manager, config, snapshot

    def _recall_query(self, config: MemoryConfig, request: ModelRequest) -> str:
        injection, hindsight = config.injection, config.hindsight
        if not (
            config.enabled
            and injection.enabled
            and injection.include_hindsight
            and hindsight.auto_recall
            and config.provider != "builtin"
        ):
            return ""
        index = latest_human_index(request.messages)
        if index is None:
            return ""
        return message_text(request.messages[index])[: hindsight.recall_max_input_chars]

    def _store_plan(
        self,
        scope: MemoryScope,
        request: ModelRequest,
        manager: MemoryManager,
        config: MemoryConfig,
        snapshot: str,
        recall_block: str,
    ) -> _TurnPlan:
        plan = _TurnPlan(
            key=turn_key(request.messages),
            config=config,
            snapshot=snapshot,
            recall=recall_block,
            allowed_tools=self._allowed_tools(config, manager),
        )
        key = (scope.user_id, scope.agent_id, scope.thread_id)
        with self._lock:
            self._plans[key] = plan
            self._plans.move_to_end(key)
            while len(self._plans) > _MAX_TRACKED_THREADS:
                self._plans.popitem(last=False)
        return plan

    def _allowed_tools(self, config: MemoryConfig, manager: MemoryManager) -> frozenset[str]:
        allowed: set[str] = set()
        if config.enabled and config.builtin.enabled:
            allowed.add("memory")
        if config.enabled and config.hindsight.memory_mode in ("tools", "hybrid"):
            # Only what the provider can serve now: tools of a server that is down would fail.
            allowed |= self._external_tool_names & manager.offered_tool_names()
        return frozenset(allowed)

    def _apply(self, plan: _TurnPlan, request: ModelRequest) -> ModelRequest:
        tools = request.tools
        if not self._own_tool_names <= plan.allowed_tools:
            tools = [
                tool for tool in tools
                if _tool_name(tool) not in self._own_tool_names
                or _tool_name(tool) in plan.allowed_tools
            ]
        messages = request.messages
        system_recall = ""
        if plan.recall:
            if plan.config.injection.recall_placement == "system":
                system_recall = plan.recall
            else:
                messages = append_to_human(list(messages), plan.recall)
        system_message = self._merged_system(plan, request.system_message, system_recall)
        if (
            system_message is request.system_message
            and messages is request.messages
            and tools is request.tools
        ):
            return request
        return request.override(system_message=system_message, messages=messages, tools=tools)

    @staticmethod
    def _merged_system(plan: _TurnPlan, host: Any, system_recall: str) -> Any:
        cached = plan.merged_system
        if cached is not None and cached[0] is host:
            return cached[1]
        merged = merge_into_system(host, [plan.snapshot, system_recall])
        plan.merged_system = (host, merged)
        return merged

    # ------------------------------------------------------------------ after the turn
    def after_agent(self, state: AgentState[Any], runtime: Any) -> dict[str, Any] | None:
        """Hand the finished turn to every provider (`sync_turn`); writes no state."""
        if self._has_external():
            self._sync_turn(state, runtime)
        return None

    async def aafter_agent(self, state: AgentState[Any],
                           runtime: Any) -> dict[str, Any] | None:
        """Async twin of `after_agent`."""
        if not self._has_external():
            return None
        try:
            scope = scope_from_runtime(runtime)
        except InvalidIdError as exc:
            self._warn_unusable(exc)
            return None
        manager = await asyncio.to_thread(
            self.registry.manager_for, scope.user_id, scope.agent_id
        )
        user_text, assistant_text = self._turn_texts(state, manager)
        if user_text or assistant_text:
            await manager.async_turn(user_text, assistant_text, thread_id=scope.thread_id)
        return None

    def _sync_turn(self, state: AgentState[Any], runtime: Any) -> None:
        try:
            scope = scope_from_runtime(runtime)
        except InvalidIdError as exc:
            self._warn_unusable(exc)
            return
        manager = self.registry.manager_for(scope.user_id, scope.agent_id)
        user_text, assistant_text = self._turn_texts(state, manager)
        if user_text or assistant_text:
            manager.sync_turn(user_text, assistant_text, thread_id=scope.thread_id)

    def _turn_texts(self, state: AgentState[Any], manager: MemoryManager) -> tuple[str, str]:
        if not manager.config.enabled:
            return "", ""
        return last_turn_texts(state.get("messages", []), manager.config.injection.context_tag)

    def _has_external(self) -> bool:
        return self.registry.has_external()


def _scope(request: ModelRequest) -> MemoryScope:
    scope = scope_from_runtime(request.runtime)
    if scope.thread_id:
        return scope
    try:  # inside a graph run the config carries the thread id even when the runtime does not
        from langgraph.config import get_config

        thread_id = (get_config().get("configurable") or {}).get("thread_id") or ""
    except RuntimeError:
        thread_id = ""
    return MemoryScope(scope.user_id, scope.agent_id, str(thread_id))


def _tool_name(tool: Any) -> str:
    return tool.get("name", "") if isinstance(tool, dict) else getattr(tool, "name", "")
