"""No lost updates under contention: 8 processes and 8 threads of agents on one user's files.

Sixteen concurrent agents (real `create_agent` graphs driven by scripted models, see
`_agent_worker.py`) write to one user's shared USER.md and each to its own MEMORY.md: eight
worker processes (each with its own `MemoryMiddleware`, as separate servers would) and eight
threads of this process sharing one middleware (as one server would); half of each group runs the
graph with ``invoke`` and half with ``ainvoke``. Every turn's three tool calls run concurrently in
the graph's tool node, so writers contend both across processes and inside one.

Acknowledged = the tool's JSON result said ``"success": true``. Afterwards the files hold exactly
the acknowledged entries, each once, each worker's entries in the order they were written, and
never more than the limit. The second variant runs into the limit: every refused write is an
``over_limit`` failure that reports usage, and none of it reached the file.

The scanner runs with its first reading only, in every process (`_scanner`: the second reading's
0.1-s pass before the lock would spread the writers apart).

Figures: ``bench-results/reliability-contention.json``.
"""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import time
from collections import Counter
from pathlib import Path

import pytest

from deerflow_memory_middleware import MemoryMiddleware
from deerflow_memory_middleware.providers.entry_file import EntryFile, serialise

from . import _agent_worker as worker
from ._figures import record
from ._scanner import FIRST_READING_ENV, first_reading_only

PROCESSES = 8
THREADS = 8
REPO = Path(__file__).resolve().parents[2]

VARIANTS = {
    # (turns per agent, USER.md limit, MEMORY.md limit)
    "unbounded": (12, 100_000, 100_000),
    "at_limit": (8, 1375, 2200),  # the defaults: 16 agents fill USER.md within two turns
}
_figures: dict[str, dict] = {}


def run_all(base_dir: Path, turns: int, user_limit: int, memory_limit: int) -> dict[str, list]:
    """Start every agent, release them together, return each one's calls and results."""
    procs = {}
    for i in range(PROCESSES):
        wid = f"p{i}"
        args = {"base_dir": str(base_dir), "wid": wid, "turns": turns, "use_async": i % 2 == 1,
                "user_limit": user_limit, "memory_limit": memory_limit}
        procs[wid] = subprocess.Popen(
            [sys.executable, "-m", "tests.reliability._agent_worker", json.dumps(args)],
            cwd=REPO, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
            env=FIRST_READING_ENV,
        )
    memory = MemoryMiddleware(worker.make_config(user_limit, memory_limit), base_dir=base_dir)
    go = threading.Event()
    results: dict[str, list] = {}
    errors: list[BaseException] = []
    agents = [worker.Agent(memory, f"t{i}", turns, use_async=i % 2 == 1) for i in range(THREADS)]

    def play(agent: worker.Agent) -> None:
        go.wait()
        try:
            results[agent.wid] = agent.run()
        except BaseException as exc:  # noqa: BLE001 - reported below; the test must not hang
            errors.append(exc)

    threads = [threading.Thread(target=play, args=(a,)) for a in agents]
    for thread in threads:
        thread.start()
    try:
        for proc in procs.values():
            assert proc.stdout.readline().strip() == "ready"
        for proc in procs.values():  # release everyone at once
            proc.stdin.write("go\n")
            proc.stdin.flush()
        go.set()
        for wid, proc in procs.items():
            out, _ = proc.communicate(timeout=120)
            assert proc.returncode == 0, f"worker {wid} failed"
            results[wid] = json.loads(out.strip().splitlines()[-1])
    finally:
        go.set()
        for proc in procs.values():
            if proc.poll() is None:
                proc.kill()
        for thread in threads:
            thread.join(timeout=120)
        memory.shutdown()
    assert not errors, errors
    return results


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_concurrent_agents_lose_no_update(tmp_path, variant):
    turns, user_limit, memory_limit = VARIANTS[variant]
    base_dir = tmp_path / "memory"
    started = time.monotonic()
    with first_reading_only():
        results = run_all(base_dir, turns, user_limit, memory_limit)
    elapsed = time.monotonic() - started
    assert len(results) == PROCESSES + THREADS

    user_dir = base_dir / "users" / worker.USER_ID
    user_state = EntryFile(user_dir / "USER.md").read()
    assert user_state.round_trips
    assert user_state.usage <= user_limit
    user_counts = Counter(user_state.entries)
    assert all(n == 1 for n in user_counts.values()), "an entry is stored twice"

    expected_user: list[str] = []
    counts = Counter()
    for wid, calls in sorted(results.items()):
        assert len(calls) == 3 * turns and all(c["result"] for c in calls), f"{wid}: missing result"
        acked_notes, acked_facts, last_status = [], [], None
        for item in calls:
            call, result = item["call"], item["result"]
            counts["tool_calls"] += 1
            if result["success"]:
                counts["acknowledged"] += 1
                assert result["usage"].split("/")[1] == str(
                    user_limit if call["target"] == "user" else memory_limit)
                used, limit = map(int, result["usage"].split("/"))
                assert used <= limit
                if call["target"] == "memory":
                    acked_notes.append(call["content"])
                elif "status" in call["content"]:
                    last_status = call["content"]
                else:
                    acked_facts.append(call["content"])
                continue
            counts[f"refused_{result['code']}"] += 1
            # Refused: only for the limit (or a replace of a status whose add was refused),
            # reported with usage, and no trace of it on disk.
            assert result["code"] in ("over_limit", "not_found"), result
            if result["code"] == "over_limit":
                used, limit = map(int, result["usage"].split("/"))
                assert used <= limit
                if call["action"] == "add":
                    assert used + len("\n§\n") + len(call["content"]) > limit
                assert result["entries"], "an over-limit refusal lists the entries to consolidate"
            elif call["action"] == "replace":
                assert not any(c["result"]["success"] for c in calls
                               if c["call"]["content"] == worker.status(wid, 0))
        memory_state = EntryFile(user_dir / "agents" / wid / "MEMORY.md").read()
        assert memory_state.round_trips and memory_state.usage <= memory_limit
        assert list(memory_state.entries) == acked_notes, f"{wid}: MEMORY.md != acknowledged notes"
        mine = [e for e in user_state.entries if e.startswith(f"{wid} fact ")]
        assert mine == acked_facts, f"{wid}: USER.md facts != acknowledged facts, in order"
        expected_user += acked_facts + ([last_status] if last_status else [])
    missing = set(expected_user) - set(user_state.entries)
    foreign = set(user_state.entries) - set(expected_user)
    assert not missing, f"acknowledged entries lost: {sorted(missing)[:5]}"
    assert not foreign, f"unacknowledged entries stored: {sorted(foreign)[:5]}"
    assert len(serialise(user_state.entries)) == user_state.usage
    if variant == "at_limit":
        assert counts["refused_over_limit"] > 0, "the variant never reached the limit"

    _figures[variant] = {
        "agents": PROCESSES + THREADS,
        "processes": PROCESSES,
        "threads": THREADS,
        "turns_per_agent": turns,
        "tool_calls": counts["tool_calls"],
        "acknowledged_writes": counts["acknowledged"],
        "refused_over_limit": counts["refused_over_limit"],
        "refused_not_found": counts["refused_not_found"],
        "acknowledged_entries_lost": len(missing),
        "entries_stored_twice": sum(n - 1 for n in user_counts.values()),
        "unacknowledged_entries_stored": len(foreign),
        "user_md_usage": f"{user_state.usage}/{user_limit}",
        "seconds": round(elapsed, 1),
    }
    record("contention", _figures)
