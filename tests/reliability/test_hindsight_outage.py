"""Hindsight outage: 100 turns while the real server's API is stopped, a process dying mid-way.

The session's real Hindsight server (``hindsight_server``: pg0 + ``hindsight-api``) has its API
stopped (``stop_api()``: the port closes, the database keeps running). Then:

1. a subprocess runs turns 1-50 through a real `create_agent` graph (scripted model) and exits
   with ``os._exit`` - no shutdown, no flush: only the outbox journal on disk carries its turns;
2. this process (a new `MemoryMiddleware` over the same ``base_dir``, i.e. the restarted process)
   runs turns 51-100, half ``invoke``, half ``ainvoke``;
3. ``start_api()``; the background sender (no ``flush`` call) delivers the journal.

Every turn's latency is recorded (the figures go to docs/RELIABILITY.md; the assertion is a
generous hang detector, not a performance target). Afterwards the work bank holds exactly the 100
turn documents - each once, no other - and 100 memories; nothing went to ``dead/``; a further
process start finds nothing left to send.

Figures: ``bench-results/reliability-outage.json``.
"""

from __future__ import annotations

import asyncio
import json
import socket
import statistics
import subprocess
import sys
import textwrap
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import pytest
from langchain_core.messages import HumanMessage

from deerflow_memory_middleware import MemoryMiddleware
from deerflow_memory_middleware.providers.embedded_server import _port_taken
from tests.support.hindsight_plugin import count_bank_memories, wait_until
from tests.support.hindsight_testkit import assert_state_clean, build_agent, hs_config

from ._figures import record

REPO = Path(__file__).resolve().parents[2]
TURNS = 100
IN_CHILD = 50
# Small time bounds so the outage costs little per turn and delivery resumes quickly.
FAST = {
    "recall_timeout_seconds": 1.0,
    "request_timeout_seconds": 5.0,
    "breaker_failure_threshold": 2,
    "breaker_cooldown_seconds": 0.5,
    "retain_retry_max_backoff_seconds": 0.5,
    "shutdown_flush_timeout_seconds": 2.0,
}
HANG_P95_S = 2.0  # a hang detector, not a performance target
HANG_MAX_S = 5.0


def fact(i: int) -> str:
    return f"Outage fact number {i}: the meeting room {i} has {i % 7 + 2} chairs."


CHILD = textwrap.dedent("""
    import json, os, sys, time
    from pathlib import Path
    sys.path.insert(0, {root!r})
    from langchain_core.messages import HumanMessage
    from deerflow_memory_middleware import MemoryMiddleware
    from tests.support.hindsight_testkit import build_agent, hs_config
    from tests.reliability.test_hindsight_outage import fact

    memory = MemoryMiddleware(hs_config({url!r}, {prefix!r}, **{fast!r}), base_dir=Path({base!r}))
    agent, _ = build_agent(memory)
    latencies = []
    for i in range({first}, {last}):
        began = time.perf_counter()
        agent.invoke({{"messages": [HumanMessage(fact(i))]}},
                     {{"configurable": {{"thread_id": "outage-child"}}}},
                     context={{"user_id": "olive"}})
        latencies.append(time.perf_counter() - began)
    provider = memory.manager_for("olive").external
    print(json.dumps({{"latencies": latencies, "status": provider.status()}}), flush=True)
    os._exit(0)  # a crash as far as the outbox knows: no shutdown, no flush
""")


def list_document_ids(base_url: str, bank_id: str, page: int = 100) -> list[str]:
    """Every document id in a bank (all pages), via the REST API; [] for a missing bank."""
    bank = urllib.parse.quote(bank_id, safe="")
    ids: list[str] = []
    while True:
        url = f"{base_url}/v1/default/banks/{bank}/documents?limit={page}&offset={len(ids)}"
        try:
            with urllib.request.urlopen(url, timeout=10) as resp:
                body = json.loads(resp.read())
        except urllib.error.HTTPError as exc:
            if exc.code == 404:
                return ids
            raise
        items = body.get("items", [])
        ids.extend(item["id"] for item in items)
        if not items or len(ids) >= int(body.get("total", 0)):
            return ids


def summary(latencies: list[float]) -> dict[str, float]:
    ordered = sorted(latencies)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return {"n": len(ordered), "p50_ms": round(statistics.median(ordered) * 1000, 1),
            "p95_ms": round(p95 * 1000, 1), "max_ms": round(ordered[-1] * 1000, 1)}


def run_turn(agent, i: int, mode: str) -> float:
    args = ({"messages": [HumanMessage(fact(i))]}, {"configurable": {"thread_id": "outage-main"}})
    began = time.perf_counter()
    if mode == "ainvoke":
        result = asyncio.run(agent.ainvoke(*args, context={"user_id": "olive"}))
    else:
        result = agent.invoke(*args, context={"user_id": "olive"})
    elapsed = time.perf_counter() - began
    assert_state_clean(result)
    assert result["messages"][-1].text == "ok"
    return elapsed


def test_port_check_ignores_time_wait_of_a_stopped_server():
    """Regression: ``start_api()`` after ``stop_api()`` refused its own port ("already in use")
    because connections the stopped API had closed sat in TIME_WAIT."""
    listener = socket.socket()
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", 0))
    listener.listen()
    port = listener.getsockname()[1]
    assert _port_taken("127.0.0.1", port)  # a live listener is still refused
    client = socket.create_connection(("127.0.0.1", port))
    served, _ = listener.accept()
    served.close()  # the server side closes first: its end goes to TIME_WAIT
    listener.close()
    time.sleep(0.05)
    client.close()
    assert not _port_taken("127.0.0.1", port)


@pytest.mark.hindsight
def test_hundred_turns_during_an_outage_are_retained_exactly_once(
    hindsight_server, hindsight_url, unique_bank_prefix, tmp_path
):
    config = hs_config(hindsight_url, unique_bank_prefix, **FAST)
    figures: dict = {"turns": TURNS, "turns_in_killed_process": IN_CHILD}

    # Baseline with the server up (another user, so the outage bank only gets outage turns).
    memory = MemoryMiddleware(config, base_dir=tmp_path / "baseline")
    agent, _ = build_agent(memory)
    try:
        up = []
        for i in range(8):
            began = time.perf_counter()
            agent.invoke({"messages": [HumanMessage(f"Baseline question {i}?")]},
                         {"configurable": {"thread_id": "up"}}, context={"user_id": "ursula"})
            up.append(time.perf_counter() - began)
        figures["latency_server_up"] = summary(up[2:])  # the first two warm the banks up
    finally:
        memory.shutdown()

    base = tmp_path / "outage"
    pending = base / ".outbox" / "pending"
    memory = None
    hindsight_server.stop_api()
    try:
        # 1. A process runs half the turns while the server is down, then dies.
        script = CHILD.format(root=str(REPO), url=hindsight_url, prefix=unique_bank_prefix,
                              fast=FAST, base=str(base), first=0, last=IN_CHILD)
        began = time.perf_counter()
        child = subprocess.run([sys.executable, "-c", script], cwd=REPO, capture_output=True,
                               text=True, timeout=120, check=False)
        figures["killed_process_wall_s"] = round(time.perf_counter() - began, 1)
        assert child.returncode == 0, child.stderr[-3000:]
        report = json.loads(child.stdout.strip().splitlines()[-1])
        assert report["status"]["connected"] is False
        figures["latency_outage_killed_process"] = summary(report["latencies"])
        journal_after_crash = len(list(pending.glob("*.json")))
        assert journal_after_crash == IN_CHILD, "every turn of the dead process is journaled"

        # 2. The restarted process: a new middleware over the same base_dir.
        memory = MemoryMiddleware(config, base_dir=base)
        agent, _ = build_agent(memory)
        provider = memory.manager_for("olive").external
        work_bank = provider.banks()["work"]
        latencies = {"invoke": [], "ainvoke": []}
        for i in range(IN_CHILD, TURNS):
            mode = "invoke" if i < (IN_CHILD + TURNS) // 2 else "ainvoke"
            latencies[mode].append(run_turn(agent, i, mode))
        for mode, values in latencies.items():
            figures[f"latency_outage_{mode}"] = summary(values)
        status = provider.status()
        assert status["connected"] is False and status["outbox_depth"] == TURNS, status
        journaled = provider.backend.outbox.pending()
        assert len(journaled) == TURNS
        expected_ids = {item.document_id for item in journaled}
        assert len(expected_ids) == TURNS, "one document per turn"
        assert {item.bank_id for item in journaled} == {work_bank}
        figures["failed_attempts_while_down"] = status["outbox"]["failed_attempts"]
        figures["breaker_while_down"] = status["breaker"]
    except BaseException:
        if memory is not None:
            memory.shutdown()
        raise
    finally:
        if not hindsight_server.is_running():
            restart_began = time.perf_counter()
            hindsight_server.start_api()
            figures["api_restart_s"] = round(time.perf_counter() - restart_began, 1)

    # 3. The server is back: the background sender delivers without being asked.
    try:
        began = time.perf_counter()
        assert wait_until(lambda: provider.backend.outbox.depth() == 0, timeout=120,
                          interval=0.2), provider.status()
        figures["delivery_after_restart_s"] = round(time.perf_counter() - began, 1)
        documents = list_document_ids(hindsight_url, work_bank)
        memories = count_bank_memories(hindsight_url, work_bank)
        stats = provider.backend.outbox.stats()
    finally:
        memory.shutdown()
    dead = list((base / ".outbox" / "dead").glob("*.json"))
    figures.update(documents_in_bank=len(documents), distinct_documents=len(set(documents)),
                   memories_in_bank=memories, delivered_by_restarted_process=stats["delivered"],
                   dead_letters=len(dead),
                   lost=len(expected_ids - set(documents)),
                   duplicated=len(documents) - len(set(documents)) + max(0, memories - TURNS),
                   unexpected=len(set(documents) - expected_ids))
    try:
        assert sorted(documents) == sorted(expected_ids), "every turn exactly once, nothing else"
        assert memories == TURNS
        assert stats["delivered"] == TURNS and not dead

        # A further process start over the same base_dir finds nothing left to send.
        again = MemoryMiddleware(config, base_dir=base)
        try:
            assert again.manager_for("olive").external.flush(10)
            assert again.registry.backend().outbox.stats()["delivered"] == 0
        finally:
            again.shutdown()
        assert count_bank_memories(hindsight_url, work_bank) == TURNS
        assert len(list_document_ids(hindsight_url, work_bank)) == TURNS

        outage = (report["latencies"] + latencies["invoke"] + latencies["ainvoke"])
        figures["latency_outage_all"] = summary(outage)
        assert figures["latency_outage_all"]["p95_ms"] < HANG_P95_S * 1000, figures
        assert figures["latency_outage_all"]["max_ms"] < HANG_MAX_S * 1000, figures
    finally:
        record("outage", figures)
