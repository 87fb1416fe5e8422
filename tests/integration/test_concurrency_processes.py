"""Concurrency with real processes and threads on one USER.md, and path safety of hostile ids.

Four real processes (fresh interpreters: a fork server, or spawn) start together behind a barrier and write to the same files:

- a roomy USER.md: every acknowledged add is on disk exactly once, and every acknowledged
  replace / remove of a process's own entries took effect (no lost update);
- a tight USER.md (the limit gets hit): the file never exceeds the limit, every acknowledged
  entry is there, every refused one is not, and every refusal is ``over_limit``.

Afterwards every file parses and round-trips (we never leave a shape we would not write).
"""

from __future__ import annotations

import json
import multiprocessing
import os
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from deerflow_memory_middleware import BuiltinFileProvider, MemoryClient, MemoryConfig
from deerflow_memory_middleware.identity import InvalidIdError
from deerflow_memory_middleware.providers.entry_file import EntryFile

PROCESSES = 4
ADDS_PER_PROCESS = 15
TIGHT_LIMIT = 600


def _config(limit: int) -> MemoryConfig:
    return MemoryConfig.model_validate(
        {"builtin": {"user_char_limit": limit, "memory_char_limit": limit,
                     "lock_timeout_seconds": 60}}
    )


def _worker(base_dir: str, worker: int, barrier, results) -> None:
    """One writer process: roomy phase, then tight phase; reports what was acknowledged."""
    try:
        roomy = BuiltinFileProvider(_config(100_000), base_dir=base_dir, user_id="roomy",
                                    agent_id=f"agent{worker}")
        tight = BuiltinFileProvider(_config(TIGHT_LIMIT), base_dir=base_dir, user_id="tight",
                                    agent_id="shared")
        report: dict = {"worker": worker, "pid": os.getpid(), "roomy_added": [], "roomy_final": [],
                        "tight_added": [], "tight_refused": [], "errors": []}
        barrier.wait(timeout=60)
        mine = []
        for i in range(ADDS_PER_PROCESS):
            text = f"process {worker} fact {i}"
            result = roomy.add("user", text)
            if result.success and result.changed:
                report["roomy_added"].append(text)
                mine.append(text)
            else:
                report["errors"].append(result.to_dict())
            # each process also keeps notes in its own MEMORY.md
            roomy.add("memory", f"note {i} of process {worker}")
        # update and delete some of our own entries while the others keep writing
        edited = f"process {worker} fact 0 (edited)"
        if roomy.replace("user", mine[0], edited).success:
            mine[0] = edited
        else:
            report["errors"].append("replace failed")
        if roomy.remove("user", mine[1]).success:
            mine.pop(1)
        else:
            report["errors"].append("remove failed")
        report["roomy_final"] = mine

        barrier.wait(timeout=60)
        for i in range(ADDS_PER_PROCESS):
            text = f"tight {worker}-{i:02d}"
            result = tight.add("user", text)
            if result.success:
                report["tight_added"].append(text)
            else:
                report["tight_refused"].append((text, result.code, result.usage, result.limit))
        results.put(report)
    except BaseException as exc:  # noqa: BLE001 - report instead of hanging the parent
        results.put({"worker": worker, "crash": repr(exc)})


def _fresh_process_context():
    """Fresh interpreters, not forks of pytest: a fork server that imported the package once
    (four spawned interpreters each importing LangChain cost seconds on 2 cores), else spawn."""
    if "forkserver" in multiprocessing.get_all_start_methods():
        ctx = multiprocessing.get_context("forkserver")
        ctx.set_forkserver_preload(["deerflow_memory_middleware", __name__])
        return ctx
    return multiprocessing.get_context("spawn")


def _assert_clean(path: Path, limit: int) -> tuple[str, ...]:
    state = EntryFile(path).read()
    assert state.round_trips, f"{path} does not parse back to what is on disk"
    assert len(set(state.entries)) == len(state.entries), "an entry was written twice"
    assert state.usage <= limit
    assert not list(path.parent.glob("*.tmp")), "a temp file was left behind"
    assert not list(path.parent.glob("*.bak-*")), "no drift expected, so no backup"
    return state.entries


def test_four_processes_write_one_user_md(tmp_path):
    base_dir = tmp_path / "memory"
    ctx = _fresh_process_context()
    barrier = ctx.Barrier(PROCESSES)
    results = ctx.Queue()
    procs = [ctx.Process(target=_worker, args=(str(base_dir), w, barrier, results))
             for w in range(PROCESSES)]
    for proc in procs:
        proc.start()
    reports = [results.get(timeout=120) for _ in procs]
    for proc in procs:
        proc.join(timeout=30)
        assert proc.exitcode == 0
    crashes = [r for r in reports if "crash" in r]
    assert not crashes, crashes
    pids = {r["pid"] for r in reports}
    assert len(pids) == PROCESSES and os.getpid() not in pids
    assert all(not r["errors"] for r in reports), [r["errors"] for r in reports]

    # roomy: no acknowledged add lost, and every acknowledged replace / remove kept
    roomy = _assert_clean(base_dir / "users" / "roomy" / "USER.md", 100_000)
    expected = {text for r in reports for text in r["roomy_final"]}
    assert set(roomy) == expected
    assert len(roomy) == PROCESSES * (ADDS_PER_PROCESS - 1)
    for r in reports:  # each process's own entries keep their order
        own = [e for e in roomy if e.startswith(f"process {r['worker']} ")]
        assert own == r["roomy_final"]
    for w in range(PROCESSES):
        notes = _assert_clean(
            base_dir / "users" / "roomy" / "agents" / f"agent{w}" / "MEMORY.md", 100_000)
        assert notes == tuple(f"note {i} of process {w}" for i in range(ADDS_PER_PROCESS))

    # tight: never over the limit, acknowledged == on disk, refusals only for the limit
    tight = _assert_clean(base_dir / "users" / "tight" / "USER.md", TIGHT_LIMIT)
    acked = [t for r in reports for t in r["tight_added"]]
    refused = [t for r in reports for t in r["tight_refused"]]
    assert sorted(tight) == sorted(acked)
    assert refused, "the limit must have been hit"
    assert {code for _, code, _, _ in refused} == {"over_limit"}
    assert all(usage <= limit == TIGHT_LIMIT for _, _, usage, limit in refused)
    entry_len = len("tight 0-00")
    # the file is as full as it can get: one more entry would not fit
    assert len("\n§\n".join(tight)) + 3 + entry_len > TIGHT_LIMIT
    assert not {t for t, *_ in refused} & set(tight)


def test_threads_write_one_user_md(base_dir):
    threads, per_thread = 8, 20
    roomy = [BuiltinFileProvider(_config(100_000), base_dir=base_dir, user_id="u",
                                 agent_id="a") for _ in range(threads)]
    start = threading.Barrier(threads)

    def run(index: int) -> list[str]:
        start.wait()
        acked = []
        for i in range(per_thread):
            text = f"thread {index} fact {i}"
            result = roomy[index].add("user", text)
            assert result.success, result.error
            acked.append(text)
        return acked

    with ThreadPoolExecutor(threads) as pool:
        acked = [t for batch in pool.map(run, range(threads)) for t in batch]
    entries = _assert_clean(base_dir / "users" / "u" / "USER.md", 100_000)
    assert sorted(entries) == sorted(acked)
    assert len(entries) == threads * per_thread


def test_threads_hit_the_limit(base_dir):
    threads, limit = 8, 300
    provider = BuiltinFileProvider(_config(limit), base_dir=base_dir, user_id="u", agent_id="a")
    start = threading.Barrier(threads)

    def run(index: int):
        start.wait()
        out = []
        for i in range(10):
            text = f"t{index}-{i}"
            out.append((text, provider.add("user", text)))
        return out

    with ThreadPoolExecutor(threads) as pool:
        outcomes = [o for batch in pool.map(run, range(threads)) for o in batch]
    entries = _assert_clean(base_dir / "users" / "u" / "USER.md", limit)
    assert sorted(entries) == sorted(t for t, r in outcomes if r.success)
    assert {r.code for _, r in outcomes if not r.success} == {"over_limit"}


# ---------------------------------------------------------------------------------- path safety
HOSTILE_IDS = ["../x", "../../escape", "..", ".", "a/../../b", "a/b", "/abs", ".hidden",
               "..\\x", "x\x00y", "аlice", "ａ", "x" * 1025, "", "a/./b", "~", "$HOME"]
UNUSABLE = {"x\x00y", "x" * 1025, ""}


def _all_paths(root: Path) -> list[Path]:
    return [Path(dirpath) / name
            for dirpath, dirnames, filenames in os.walk(root)
            for name in dirnames + filenames]


def test_hostile_ids_never_create_anything_outside_base_dir(tmp_path):
    from langchain.agents import create_agent
    from langchain_core.messages import HumanMessage
    from langgraph.checkpoint.memory import InMemorySaver

    from deerflow_memory_middleware import MemoryMiddleware
    from deerflow_memory_middleware.overrides import OverrideStore
    from tests.support.scripted_model import ScriptedChatModel, say, tool_call

    base_dir = tmp_path / "deep" / "er" / "memory"
    base_dir.mkdir(parents=True)
    memory = MemoryMiddleware(MemoryConfig(), base_dir=base_dir)
    service_client = MemoryClient(base_dir=base_dir, user_id="alice")
    store = OverrideStore(MemoryConfig(), base_dir=base_dir)
    refused = 0
    try:
        for bad in HOSTILE_IDS:
            attempts = [
                lambda b=bad: BuiltinFileProvider(MemoryConfig(), base_dir=base_dir, user_id=b,
                                                  agent_id="a").add("user", "x"),
                lambda b=bad: BuiltinFileProvider(MemoryConfig(), base_dir=base_dir,
                                                  user_id="u", agent_id=b).add("memory", "x"),
                lambda b=bad: MemoryClient(base_dir=base_dir, user_id=b),
                lambda b=bad: service_client.add_memory_entry("memory", "x", agent_id=b),
                lambda b=bad: service_client.get_memory(agent_id=b),
                lambda b=bad: store.set_user_overrides(b, {"injection.enabled": False}),
                lambda b=bad: store.effective(b),
                lambda b=bad: memory.manager_for(b, "a"),
                lambda b=bad: memory.manager_for("u", b),
                lambda b=bad: service_client.service.erase_user(b),
            ]
            for attempt in attempts:
                if bad in UNUSABLE:
                    with pytest.raises(InvalidIdError):
                        attempt()
                    refused += 1
                else:
                    attempt()  # a real name for someone: its own folder, inside base_dir
            if bad == "":
                continue  # an empty id in a run context means "not given" -> "default"
            # and through a real graph run: never fails; unusable ids get a tool error
            model = ScriptedChatModel([
                tool_call("memory", action="add", target="user", content="x"), say("ok")])
            agent = create_agent(model, tools=[], middleware=[memory],
                                 checkpointer=InMemorySaver())
            for context in ({"user_id": bad}, {"user_id": "u", "agent_id": bad},
                            {"user_id": "u", "agent_name": bad}):
                state = agent.invoke({"messages": [HumanMessage("hi")]},
                                     {"configurable": {"thread_id": "t"}}, context=context)
                tool_results = [json.loads(m.content) for m in state["messages"]
                                if getattr(m, "type", "") == "tool"]
                assert all(r["success"] is (bad not in UNUSABLE) for r in tool_results)
    finally:
        memory.shutdown()
    assert refused == len(UNUSABLE) * 10
    outside = [p for p in _all_paths(tmp_path) if base_dir not in p.parents and p != base_dir
               and p not in base_dir.parents]
    assert outside == []
    inside = _all_paths(base_dir)
    assert all(".." not in p.relative_to(base_dir).parts for p in inside)
    users = base_dir / "users"
    assert all(users in p.parents for p in inside if p.is_file())
