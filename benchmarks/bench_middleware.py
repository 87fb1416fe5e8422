"""Added cost per model call: MemoryMiddleware (builtin, ~3 KB snapshot) vs none vs TodoList.

One graph shape for all variants: a scripted model that makes two tool calls and then answers, so
each invoke is three model calls. Variants run interleaved, ``ROUNDS`` times each, and the median
is used; the added cost of a middleware is (variant - bare) / model calls. The figure that matters
is the ratio memory / todo (target <= 1).

Three cases: every turn on one thread (the snapshot is frozen), a new thread every turn (the
snapshot is taken again, from unchanged files), and a new thread after a memory write (the files
changed, so the snapshot is rendered again: files read, entries quoted, the pair of entries around
the new one scanned). In the last case every variant makes the same write before each turn: the
memory variant through its own provider, as its `memory` tool does (that provider serves the
snapshots, so it renders as the write lands and the cost shows as memory's), the others through a
provider that serves none. The render after a write is also timed on its own, written by another
provider (a gateway request) and by the serving one, against TodoList's added cost per call.

Times are CPU seconds of this process (``time.process_time``): the figures are ratios between
variants run side by side, and CPU time keeps them steady on a machine shared with other work,
where wall time mostly measures the neighbours. The write's own fsync is not CPU time; every
variant makes the same write anyway.

Run: ``make bench`` or ``.venv/bin/python -m benchmarks.bench_middleware``.
"""

from __future__ import annotations

import itertools
import statistics
import tempfile
import time
from pathlib import Path

from langchain.agents import create_agent
from langchain.agents.middleware import TodoListMiddleware
from langchain_core.messages import HumanMessage
from langchain_core.tools import tool

from deerflow_memory_middleware import MemoryConfig, MemoryMiddleware
from deerflow_memory_middleware.providers.builtin import BuiltinFileProvider
from deerflow_memory_middleware.testing import ScriptedChatModel, say, tool_call

from .common import print_table, write_result

INVOKES = 200
ROUNDS = 7
CALLS_PER_INVOKE = 3
#: Turns per round in the "after a write" case (each needs a new entry text, scanned once).
WRITE_INVOKES = 60
RENDER_SAMPLES = 200


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


def _note(index: int) -> str:
    return f"Deploy note {index}: worker pool {index % 17} restarts nightly at {index % 24:02d}:30."


class _Writer:
    """Replaces the last MEMORY.md entry with a new note, as the `memory` tool would; the writes
    of every variant go to the one file, so the entry to replace is tracked here."""

    def __init__(self, base_dir: Path) -> None:
        self.base_dir = base_dir
        self.last = _provider(base_dir).view("memory").entries[-1]

    def write(self, provider: BuiltinFileProvider, text: str) -> None:
        result = provider.replace("memory", self.last, text)
        if not result.success:
            raise RuntimeError(f"bench write failed: {result.error}")
        self.last = text


def _provider(base_dir: Path) -> BuiltinFileProvider:
    return BuiltinFileProvider(MemoryConfig(), base_dir=base_dir, user_id="bench",
                               agent_id="default")


def _builtin_of(middleware: MemoryMiddleware) -> BuiltinFileProvider:
    """The provider behind the middleware's snapshots and its `memory` tool."""
    manager = middleware.manager_for("bench", "default")
    return next(p for p in manager.providers if isinstance(p, BuiltinFileProvider))


def _prescan(texts: list[str]) -> None:
    """Scans every note once (the write that stores a note scans it first), in a scratch store."""
    scratch = Path(tempfile.mkdtemp(prefix="bench-mw-scan-"))
    _seed_memory(scratch)
    writer, provider = _Writer(scratch), _provider(scratch)
    for text in texts:
        writer.write(provider, text)


def _cpu_seconds(fn) -> float:
    start = time.process_time()
    fn()
    return time.process_time() - start


def _render_after_write(base_dir: Path, texts: list[str]) -> dict[str, list[float]]:
    """CPU seconds around a write and the next thread's first snapshot.

    ``other``: the snapshot's provider renders after another one wrote (the gateway, another
    process); ``same_write`` / ``same_render``: the provider that serves snapshots writes (the
    `memory` tool) and so renders as the write lands; ``plain_write``: the same write by a
    provider that serves no snapshot, for the difference.
    """
    half = len(texts) // 2
    writer, other, serving = _Writer(base_dir), _provider(base_dir), _provider(base_dir)
    reader = _provider(base_dir)
    reader.render_snapshot()
    serving.render_snapshot()
    times: dict[str, list[float]] = {"other": [], "same_write": [], "same_render": [],
                                     "plain_write": []}
    for text in texts[:half]:
        times["plain_write"].append(_cpu_seconds(lambda t=text: writer.write(other, t)))
        times["other"].append(_cpu_seconds(reader.render_snapshot))
    for text in texts[half:]:
        times["same_write"].append(_cpu_seconds(lambda t=text: writer.write(serving, t)))
        times["same_render"].append(_cpu_seconds(serving.render_snapshot))
    return times


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
    notes = [_note(i) for i in range(ROUNDS * WRITE_INVOKES + RENDER_SAMPLES)]
    _prescan(notes)
    writer, plain = _Writer(base_dir), _provider(base_dir)
    # The memory variant writes through its own provider, as its `memory` tool does; the others
    # through a provider of their own (the same write, without a snapshot to refresh).
    write_with = {"bare": plain, "todo": plain, "memory": _builtin_of(memory)}

    def workload(agent, *, new_thread: bool, writes: list[str] | None = None, provider=None):
        def run():
            for turn in range(len(writes) if writes else INVOKES):
                if writes:
                    writer.write(provider, writes[turn])
                thread = f"t{next(counter)}" if new_thread else "steady"
                agent.invoke(
                    {"messages": [HumanMessage("hello")]},
                    {"configurable": {"thread_id": thread}},
                    context={"user_id": "bench"},
                )
        return run

    cases = (("existing thread", False, False), ("new thread every turn", True, False),
             ("new thread after a write", True, True))
    results = {}
    for label, new_thread, write in cases:
        times = {name: [] for name in variants}
        for round_index in range(ROUNDS):
            # The same notes for every variant in a round, new notes every round.
            writes = (notes[round_index * WRITE_INVOKES:(round_index + 1) * WRITE_INVOKES]
                      if write else None)
            for name, agent in variants.items():
                times[name].append(_cpu_seconds(workload(
                    agent, new_thread=new_thread, writes=writes, provider=write_with[name])))
        invokes = WRITE_INVOKES if write else INVOKES
        median = {name: sorted(v)[len(v) // 2] for name, v in times.items()}
        per_call = {name: median[name] / (invokes * CALLS_PER_INVOKE) * 1e6 for name in median}
        added_todo = per_call["todo"] - per_call["bare"]
        added_memory = per_call["memory"] - per_call["bare"]
        results[label] = {
            "per_call_us": per_call,
            "added_us": {"todo": added_todo, "memory": added_memory},
            "ratio_memory_to_todo": added_memory / added_todo if added_todo > 0 else None,
        }
    memory.shutdown()
    render = _render_after_write(base_dir, notes[ROUNDS * WRITE_INVOKES:])
    todo_budget = statistics.median(r["added_us"]["todo"] for r in results.values())
    p50 = {key: statistics.median(values) * 1e6 for key, values in render.items()}
    results["render after a write"] = {
        "other_writer_p50_us": p50["other"],
        "other_writer_p95_us": sorted(render["other"])[int(len(render["other"]) * 0.95)] * 1e6,
        "same_provider_next_call_p50_us": p50["same_render"],
        "same_provider_write_extra_p50_us": p50["same_write"] - p50["plain_write"],
        "todo_added_us": todo_budget,
        "ratio_other_writer_to_todo": p50["other"] / todo_budget if todo_budget > 0 else None,
    }
    rows = [
        [label, r["per_call_us"]["bare"], r["added_us"]["todo"], r["added_us"]["memory"],
         r["ratio_memory_to_todo"]]
        for label, r in results.items() if "per_call_us" in r
    ]
    print_table(
        f"Middleware cost per model call (snapshot {snapshot_chars} chars, {INVOKES} invokes x "
        f"{CALLS_PER_INVOKE} calls ({WRITE_INVOKES} after a write), median of {ROUNDS}, CPU us)",
        ["case", "bare graph us/call", "TodoList added us", "Memory added us", "memory/todo"],
        rows,
    )
    row = results["render after a write"]
    print_table(
        f"Snapshot render after a write ({RENDER_SAMPLES} writes, CPU us), against TodoList's "
        "median added cost per call above",
        ["render, written by another provider (p50 / p95)", "render / TodoList",
         "next call, written by the serving provider", "that write's extra cost"],
        [[f"{row['other_writer_p50_us']:.0f} / {row['other_writer_p95_us']:.0f}",
          row["ratio_other_writer_to_todo"], row["same_provider_next_call_p50_us"],
          row["same_provider_write_extra_p50_us"]]],
    )
    data = {"snapshot_chars": snapshot_chars, "invokes": INVOKES, "write_invokes": WRITE_INVOKES,
            "rounds": ROUNDS, **results}
    write_result("middleware", data)
    return data


if __name__ == "__main__":
    main()
