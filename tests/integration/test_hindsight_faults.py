"""Hindsight faults: absent, stopped and restarted, hung, 503, and a process restart.

The real server comes from ``hindsight_plugin``; ``hanging_server`` and ``unavailable_server``
are DELIBERATE IMITATIONS of broken servers (a socket that never answers, an HTTP server that
always answers 503), named as such in the plugin.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from deerflow_memory_middleware import MemoryMiddleware
from tests.support.hindsight_plugin import count_bank_memories
from tests.support.hindsight_testkit import (
    FENCE,
    assert_state_clean,
    build_agent,
    dead_url,
    hs_config,
    turn,
)

pytestmark = pytest.mark.hindsight

ROOT = Path(__file__).resolve().parents[2]
FAST = {
    "recall_timeout_seconds": 0.5,
    "request_timeout_seconds": 1.0,
    "breaker_failure_threshold": 2,
    "breaker_cooldown_seconds": 60,
    "retain_retry_max_backoff_seconds": 0.5,
}


def timed_turn(agent, text, **kwargs) -> float:
    began = time.perf_counter()
    result = turn(agent, text, **kwargs)
    assert_state_clean(result)
    return time.perf_counter() - began


def per_call_cost(provider, calls: int = 200) -> float:
    began = time.perf_counter()
    for index in range(calls):
        provider.prefetch(f"question {index}", thread_id="x")
    return (time.perf_counter() - began) / calls


def test_server_absent_at_start_then_back(hindsight_url, unique_bank_prefix, tmp_path):
    memory = MemoryMiddleware(hs_config(dead_url(), unique_bank_prefix, **FAST), base_dir=tmp_path)
    agent, model = build_agent(memory)
    try:
        latencies = [timed_turn(agent, f"Offline fact number {i}.", thread="a1") for i in range(3)]
        assert max(latencies) < 2.0, latencies
        provider = memory.manager_for("alice").external
        status = provider.status()
        assert status["connected"] is False and status["breaker"] == "open"
        assert status["outbox_depth"] == 3 and status["failures"]["recall"] >= 1
        assert per_call_cost(provider) < 0.001, "a tripped breaker costs < 1 ms per model call"
        assert all(FENCE not in r.all_text for r in model.requests)
    finally:
        memory.shutdown()
    assert len(list((tmp_path / ".outbox" / "pending").glob("*.json"))) == 3

    # The server is back (same base_dir, right URL): the queued turns arrive exactly once.
    memory = MemoryMiddleware(hs_config(hindsight_url, unique_bank_prefix), base_dir=tmp_path)
    try:
        provider = memory.manager_for("alice").external
        assert provider.flush(60)
        assert count_bank_memories(hindsight_url, provider.banks()["work"]) == 3
    finally:
        memory.shutdown()


async def test_server_stopped_mid_conversation_and_restarted(
    hindsight_server, hindsight_url, unique_bank_prefix, tmp_path
):
    config = hs_config(hindsight_url, unique_bank_prefix, breaker_cooldown_seconds=1,
                       recall_timeout_seconds=2, breaker_failure_threshold=2,
                       retain_retry_max_backoff_seconds=1)
    memory = MemoryMiddleware(config, base_dir=tmp_path)
    agent, _ = build_agent(memory)
    provider = memory.manager_for("alice").external
    work_bank = provider.banks()["work"]

    async def say(text: str) -> None:
        from langchain_core.messages import HumanMessage

        result = await agent.ainvoke({"messages": [HumanMessage(text)]},
                                     {"configurable": {"thread_id": "r1"}},
                                     context={"user_id": "alice"})
        assert_state_clean(result)

    try:
        await say("Turn one happens while the server is up.")
        assert provider.flush(30)
        assert count_bank_memories(hindsight_url, work_bank) == 1

        hindsight_server.stop_api()
        began = time.perf_counter()
        await say("Turn two happens while the server is down.")
        await say("Turn three happens while the server is down.")
        assert time.perf_counter() - began < 6.0
        assert provider.status()["outbox_depth"] >= 2
    finally:
        if not hindsight_server.is_running():
            hindsight_server.start_api()
    try:
        await say("Turn four happens after the restart.")
        assert provider.flush(60), provider.status()
        texts = sorted(m["text"] for m in provider.search("Which turn happens when?",
                                                          max_results=50))
        assert count_bank_memories(hindsight_url, work_bank) == 4, texts
        assert len(texts) == len(set(texts))
        assert provider.status()["connected"] is True
    finally:
        memory.shutdown()


def test_hanging_server_keeps_turn_latency_bounded(hanging_server, unique_bank_prefix,
                                                   tmp_path):
    memory = MemoryMiddleware(hs_config(hanging_server, unique_bank_prefix, **FAST),
                              base_dir=tmp_path)
    agent, _ = build_agent(memory)
    try:
        latencies = [timed_turn(agent, f"Question {i}?", thread="h1") for i in range(4)]
        assert max(latencies[:2]) < 0.5 + 1.0, latencies  # recall timeout + graph overhead
        assert max(latencies[2:]) < 0.4, latencies  # breaker open: recall skipped, not waited
        provider = memory.manager_for("alice").external
        status = provider.status()
        assert status["breaker"] == "open" and status["last_recall"]["skipped"] >= 2
        assert status["failures"]["recall"] >= 1 and status["outbox_depth"] == 4
        result = json.loads(provider.handle_tool_call("hindsight_recall", {"query": "x"}))
        assert result["success"] is False and "error" in result
    finally:
        began = time.perf_counter()
        memory.shutdown()
        assert time.perf_counter() - began < 12.0, "shutdown is bounded"


def test_unavailable_server_503(unavailable_server, unique_bank_prefix, tmp_path):
    config = hs_config(unavailable_server, unique_bank_prefix, memory_mode="hybrid",
                       **{**FAST, "recall_timeout_seconds": 3.0})
    memory = MemoryMiddleware(config, base_dir=tmp_path)
    agent, model = build_agent(memory)
    try:
        provider = memory.manager_for("alice").external
        tool = json.loads(provider.handle_tool_call("hindsight_reflect", {"query": "anything"}))
        assert tool["success"] is False and "503" in tool["error"]
        for i in range(3):
            timed_turn(agent, f"Question {i}?", thread="u1")
        assert all(FENCE not in r.all_text for r in model.requests)
        status = provider.status()
        assert status["breaker"] == "open" and status["connected"] is False
        assert status["outbox_depth"] == 3
        tool = json.loads(provider.handle_tool_call("hindsight_recall", {"query": "anything"}))
        assert tool["success"] is False
    finally:
        memory.shutdown()


WRITER = textwrap.dedent("""
    import os, sys
    from pathlib import Path
    sys.path.insert(0, {root!r})
    from deerflow_memory_middleware import MemoryMiddleware
    from tests.support.hindsight_testkit import hs_config
    memory = MemoryMiddleware(hs_config({url!r}, {prefix!r}, retain_retry_max_backoff_seconds=0.5),
                              base_dir=Path({base!r}))
    provider = memory.manager_for("carol").external
    for i in range(3):
        provider.sync_turn(f"Restart fact {{i}}", f"Noted {{i}}", thread_id="p1")
    assert provider.status()["outbox_depth"] == 3
    os._exit(0)  # no shutdown, no flush: only the journal on disk carries the turns
""")


def test_outbox_survives_a_process_restart(hindsight_url, unique_bank_prefix, tmp_path):
    script = WRITER.format(root=str(ROOT), url=dead_url(), prefix=unique_bank_prefix,
                           base=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                          text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert len(list((tmp_path / ".outbox" / "pending").glob("*.json"))) == 3

    for _ in range(2):  # a second process start finds nothing left to send
        memory = MemoryMiddleware(hs_config(hindsight_url, unique_bank_prefix), base_dir=tmp_path)
        try:
            provider = memory.manager_for("carol").external
            assert provider.flush(60)
            assert count_bank_memories(hindsight_url, provider.banks()["work"]) == 3
            hits = provider.search("Restart fact", max_results=10)
            assert sorted(h["text"] for h in hits) == [
                f"User: Restart fact {i}\nAssistant: Noted {i}" for i in range(3)]
        finally:
            memory.shutdown()
