"""One concurrent agent for the contention test (tests/reliability/test_contention.py).

`run_agent` drives a real `create_agent` graph whose scripted model issues `memory` tool calls;
each turn's AIMessage carries three calls that the graph's tool node runs concurrently:

- ``add user``   ``"<wid> fact <k> ..."`` (the shared USER.md),
- ``add memory`` ``"<wid> note <k> ..."`` (this agent's own MEMORY.md),
- turn 0: ``add user "<wid> status v0"``; later turns: ``replace user`` that status with
  ``"<wid> status v<k>"``.

It returns every call with the JSON the tool answered. Run as a module it is one worker process:
``python -m tests.reliability._agent_worker '<json args>'`` prints ``ready``, waits for ``go`` on
stdin, runs, and prints the results as one JSON line.
"""

from __future__ import annotations

import asyncio
import json
import sys
from typing import Any

from langchain.agents import create_agent
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langgraph.checkpoint.memory import InMemorySaver

from deerflow_memory_middleware import MemoryMiddleware
from deerflow_memory_middleware.config import BuiltinConfig, MemoryConfig
from deerflow_memory_middleware.testing import ScriptedChatModel, say, tool_call

USER_ID = "shared"


def fact(wid: str, k: int) -> str:
    return (f"{wid} fact {k} " + "f" * ((len(wid) * 7 + k * 5) % 23)).strip()


def note(wid: str, k: int) -> str:
    return (f"{wid} note {k} " + "n" * ((len(wid) * 3 + k * 11) % 29)).strip()


def status(wid: str, k: int) -> str:
    return f"{wid} status v{k}"


def status_key(wid: str) -> str:
    return f"{wid} status v"


def make_config(user_limit: int, memory_limit: int) -> MemoryConfig:
    return MemoryConfig(
        builtin=BuiltinConfig(user_char_limit=user_limit, memory_char_limit=memory_limit)
    )


def script(wid: str, turns: int) -> list[AIMessage]:
    steps: list[AIMessage] = []
    for k in range(turns):
        calls = [
            tool_call("memory", action="add", target="user", content=fact(wid, k)),
            tool_call("memory", action="add", target="memory", content=note(wid, k)),
            tool_call("memory", action="add", target="user", content=status(wid, 0)) if k == 0
            else tool_call("memory", action="replace", target="user", old_text=status_key(wid),
                           content=status(wid, k)),
        ]
        steps.append(AIMessage(content="", tool_calls=[c.tool_calls[0] for c in calls]))
        steps.append(say(f"turn {k} done"))
    return steps


class Agent:
    """A graph for one worker; ``run`` plays its turns (sync ``invoke`` or async ``ainvoke``)."""

    def __init__(self, memory: MemoryMiddleware, wid: str, turns: int, use_async: bool) -> None:
        self.wid, self.turns, self.use_async = wid, turns, use_async
        self.model = ScriptedChatModel(script(wid, turns))
        self.graph = create_agent(self.model, tools=[], middleware=[memory],
                                  checkpointer=InMemorySaver())

    def _inputs(self, k: int) -> tuple[dict, dict, dict]:
        return ({"messages": [HumanMessage(f"turn {k}")]},
                {"configurable": {"thread_id": f"{self.wid}-thread"}},
                {"user_id": USER_ID, "agent_id": self.wid})

    def run(self) -> list[dict[str, Any]]:
        if self.use_async:
            return asyncio.run(self._arun())
        state: dict[str, Any] = {}
        for k in range(self.turns):
            state = self.graph.invoke(*self._inputs(k)[:2], context=self._inputs(k)[2])
        return calls_and_results(state["messages"])

    async def _arun(self) -> list[dict[str, Any]]:
        state: dict[str, Any] = {}
        for k in range(self.turns):
            state = await self.graph.ainvoke(*self._inputs(k)[:2], context=self._inputs(k)[2])
        return calls_and_results(state["messages"])


def calls_and_results(messages: list[Any]) -> list[dict[str, Any]]:
    """Pair every tool call of the history with the JSON its ToolMessage carried, in order."""
    calls: dict[str, dict[str, Any]] = {}
    order: list[str] = []
    results: dict[str, dict[str, Any]] = {}
    for message in messages:
        if isinstance(message, AIMessage):
            for call in message.tool_calls:
                calls[call["id"]] = call["args"]
                order.append(call["id"])
        elif isinstance(message, ToolMessage):
            results[message.tool_call_id] = json.loads(message.content)
    return [{"call": calls[i], "result": results.get(i)} for i in order]


def main() -> None:
    args = json.loads(sys.argv[1])
    memory = MemoryMiddleware(make_config(args["user_limit"], args["memory_limit"]),
                              base_dir=args["base_dir"])
    agent = Agent(memory, args["wid"], args["turns"], args["use_async"])
    print("ready", flush=True)
    assert sys.stdin.readline().strip() == "go"
    results = agent.run()
    memory.shutdown()
    print(json.dumps(results), flush=True)


if __name__ == "__main__":
    main()
