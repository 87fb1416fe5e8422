"""Every hook of the `MemoryProvider` contract is driven by the package: none is a stub that
nothing calls.

A recorder of our own interface (its hooks keep the contract's defaults and only note that they
ran) serves as the external provider of a real `create_agent` graph; the graph runs sync and
async turns with tool calls, a thread switch, a per-user override and the service's status, then
shuts down. Every public hook the contract declares must have been called.
"""

from __future__ import annotations

import asyncio
import functools
import inspect
from typing import Any

from langchain_core.messages import HumanMessage

from deerflow_memory_middleware import MemoryConfig, MemoryMiddleware, MemoryProvider
from deerflow_memory_middleware.providers.hindsight_tools import HINDSIGHT_TOOL_SCHEMAS
from deerflow_memory_middleware.service import MemoryService
from tests.support.hindsight_testkit import build_agent
from tests.support.scripted_model import say, tool_call


def contract_hooks() -> set[str]:
    return {name for name, value in vars(MemoryProvider).items()
            if not name.startswith("_") and inspect.isfunction(value)}


class Recorder(MemoryProvider):
    """Offers the Hindsight recall tool's schema so the graph can call it."""

    def __init__(self) -> None:
        self.called: set[str] = set()

    @property
    def name(self) -> str:
        return "recorder"

    def is_available(self) -> bool:
        return True

    def get_tool_schemas(self) -> list[dict[str, Any]]:
        return [dict(HINDSIGHT_TOOL_SCHEMAS[1])]

    def handle_tool_call(self, tool_name: str, args: dict[str, Any], **kwargs: Any) -> str:
        return '{"success": true}'

    def prefetch(self, query: str, *, thread_id: str = "") -> str:
        return "recalled"


def _recording(hook: str, original: Any) -> Any:
    if inspect.iscoroutinefunction(original):
        @functools.wraps(original)
        async def arecord(self: Recorder, *args: Any, **kwargs: Any) -> Any:
            self.called.add(hook)
            return await original(self, *args, **kwargs)
        return arecord

    @functools.wraps(original)
    def record(self: Recorder, *args: Any, **kwargs: Any) -> Any:
        self.called.add(hook)
        return original(self, *args, **kwargs)
    return record


for _hook in contract_hooks():
    setattr(Recorder, _hook, _recording(_hook, getattr(Recorder, _hook)))


def test_every_contract_hook_is_called(tmp_path):
    recorder = Recorder()
    config = MemoryConfig.model_validate({"provider": "hindsight",
                                          "hindsight": {"memory_mode": "hybrid"}})
    memory = MemoryMiddleware(config, base_dir=tmp_path,
                              external_factory=lambda cfg, scope, base: recorder)
    agent, _model = build_agent(memory, [
        tool_call("hindsight_recall", query="cats"),
        tool_call("memory", action="add", target="user", content="Has a cat."), say("ok"),
        tool_call("hindsight_recall", query="dogs"), say("ok"),
    ])
    context = {"user_id": "alice"}
    try:
        agent.invoke({"messages": [HumanMessage("first")]},
                     {"configurable": {"thread_id": "t1"}}, context=context)
        memory.registry.overrides.set_user_overrides("alice", {"hindsight.recall_budget": "low"})
        asyncio.run(agent.ainvoke({"messages": [HumanMessage("second")]},
                                  {"configurable": {"thread_id": "t2"}}, context=context))
        MemoryService(memory.registry).status("alice")
    finally:
        memory.shutdown()
    assert contract_hooks() - recorder.called == set()
