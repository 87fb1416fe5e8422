"""Added cost per model call: MemoryMiddleware (builtin, ~3 KB snapshot) vs none vs TodoList.

One graph shape for all variants: a scripted model that makes two tool calls and then answers, so
each invoke is three model calls. Variants run interleaved, ``ROUNDS`` times each, and the median
is used; the added cost of a middleware is (variant - bare) / model calls. The figure that matters
is the ratio memory / todo (target <= 1).

Run: ``make bench`` or ``.venv/bin/python -m benchmarks.bench_middleware``.
"""

from __future__ import annotations

import itertools
import tempfile
from pathlib import Path

from langchain.agents import create_agent
from langchain.agents.middleware import TodoListMiddleware
from langchain_core.messages import HumanMessage
from langchain_core.tools import tool

from deerflow_memory_middleware import MemoryConfig, MemoryMiddleware
from deerflow_memory_middleware.testing import ScriptedChatModel, say, tool_call

from .common import best_of, print_table, write_result

INVOKES = 200
ROUNDS = 7
CALLS_PER_INVOKE = 3


@tool
def lookup(query: str) -> str:
    """Look something up."""
    return f"result for {query}"


def _script_step(messages):
    tool_messages = sum(1 for m in messages if m.type == "tool")
    if tool_messages < 2:
        return tool_call("lookup", query=f"q{tool_messages}")
    return say("done")


class LoopModel(ScriptedChatModel):
    def _generate(self, messages, stop=None, run_manager=None, **kwargs):
        self._script.append(_script_step)
        result = super()._generate(messages, stop, run_manager, **kwargs)
        self._requests.clear()  # keep memory flat over thousands of calls
        return result


def _seed_memory(base_dir: Path) -> int:
    user_dir = base_dir / "users" / "bench"
    (user_dir / "agents" / "default").mkdir(parents=True)
    user_entries = [f"User fact {i}: prefers option {i} in setting {i * 7}." for i in range(30)]
    note_entries = [f"Note {i}: the service {i} runs on port {8000 + i}, owner team-{i}." for i in range(36)]
    user_text = "\n§\n".join(user_entries)[:1300]
    note_text = "\n§\n".join(note_entries)[:2150]
    (user_dir / "USER.md").write_text(user_text.rsplit("\n§\n", 1)[0])
    (user_dir / "agents" / "default" / "MEMORY.md").write_text(note_text.rsplit("\n§\n", 1)[0])
    return len(user_text) + len(note_text)


def _agent(middleware):
    return create_agent(LoopModel(), tools=[lookup], middleware=middleware, system_prompt="SYS")


def main() -> dict:
    base_dir = Path(tempfile.mkdtemp(prefix="bench-mw-"))
    snapshot_chars = _seed_memory(base_dir)
    memory = MemoryMiddleware(MemoryConfig(), base_dir=base_dir)
    variants = {
        "bare": _agent([]),
        "todo": _agent([TodoListMiddleware()]),
        "memory": _agent([memory]),
    }
    counter = itertools.count()

    def workload(agent, *, new_thread: bool):
        def run():
            for _ in range(INVOKES):
                thread = f"t{next(counter)}" if new_thread else "steady"
                agent.invoke(
                    {"messages": [HumanMessage("hello")]},
                    {"configurable": {"thread_id": thread}},
                    context={"user_id": "bench"},
                )
        return run

    results = {}
    for label, new_thread in (("existing thread", False), ("new thread every turn", True)):
        times = {name: [] for name in variants}
        for _ in range(ROUNDS):
            for name, agent in variants.items():
                times[name].append(best_of(workload(agent, new_thread=new_thread), repeats=1))
        median = {name: sorted(v)[len(v) // 2] for name, v in times.items()}
        per_call = {name: median[name] / (INVOKES * CALLS_PER_INVOKE) * 1e6 for name in median}
        added_todo = per_call["todo"] - per_call["bare"]
        added_memory = per_call["memory"] - per_call["bare"]
        results[label] = {
            "per_call_us": per_call,
            "added_us": {"todo": added_todo, "memory": added_memory},
            "ratio_memory_to_todo": added_memory / added_todo if added_todo > 0 else None,
        }
    memory.shutdown()
    rows = [
        [label, r["per_call_us"]["bare"], r["added_us"]["todo"], r["added_us"]["memory"],
         r["ratio_memory_to_todo"]]
        for label, r in results.items()
    ]
    print_table(
        f"Middleware cost per model call (snapshot {snapshot_chars} chars, {INVOKES} invokes x "
        f"{CALLS_PER_INVOKE} calls, median of {ROUNDS})",
        ["case", "bare graph us/call", "TodoList added us", "Memory added us", "memory/todo"],
        rows,
    )
    data = {"snapshot_chars": snapshot_chars, "invokes": INVOKES, "rounds": ROUNDS, **results}
    write_result("middleware", data)
    return data


if __name__ == "__main__":
    main()
