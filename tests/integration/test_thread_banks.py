"""A ``{thread_id}`` bank template: one work bank per thread, and an erase that finds them all.

Against the REAL Hindsight server, except the last test, which needs the server down (a loopback
URL where nothing listens).
"""

from __future__ import annotations

import asyncio
import json
import urllib.parse
import urllib.request

import pytest

from deerflow_memory_middleware import MemoryConfig, MemoryMiddleware
from deerflow_memory_middleware.service import MemoryService
from tests.support.hindsight_plugin import count_bank_memories
from tests.support.hindsight_testkit import (
    build_agent,
    dead_url,
    injected_block,
    turn,
)
from tests.support.scripted_model import say, tool_call


def thread_config(url: str, prefix: str, **hindsight) -> MemoryConfig:
    """Banks named ``<prefix>-user-<user>`` and ``<prefix>-work-<user>-<agent>-<thread>``."""
    return MemoryConfig.model_validate({"provider": "hindsight", "hindsight": {
        "api_url": url, "bank_id_template": f"{prefix}-user-{{user_id}}",
        "work_bank_id_template": f"{prefix}-work-{{user_id}}-{{agent_id}}-{{thread_id}}",
        **hindsight}})


@pytest.fixture
def prefix(unique_bank_prefix: str) -> str:
    """A unique prefix short enough for a template with three placeholders."""
    return "tb-" + unique_bank_prefix.rsplit("-", 1)[-1]


def bank_ids(url: str, text: str) -> set[str]:
    """Ids of the server's banks that contain ``text`` (every page)."""
    found: set[str] = set()
    offset = 0
    while True:
        query = urllib.parse.urlencode({"q": text, "limit": 100, "offset": offset})
        with urllib.request.urlopen(f"{url}/v1/default/banks?{query}", timeout=10) as resp:
            body = json.loads(resp.read())
        found.update(bank["bank_id"] for bank in body["banks"] if text in bank["bank_id"])
        offset += len(body["banks"])
        if not body["banks"] or offset >= body["total"]:
            return found


@pytest.mark.hindsight
def test_each_thread_retains_to_and_recalls_from_its_own_work_bank(
    hindsight_url, prefix, tmp_path
):
    memory = MemoryMiddleware(thread_config(hindsight_url, prefix),
                              base_dir=tmp_path)
    agent, model = build_agent(memory, [say("Nice."), say("Nice too."), say("Rex.")])
    try:
        turn(agent, "My cat is called Miso.", thread="t1")
        turn(agent, "My dog is called Rex.", thread="t2")
        provider = memory.manager_for("alice").external
        assert provider.flush(30)
        t1, t2 = provider.banks("t1")["work"], provider.banks("t2")["work"]
        assert t1 == f"{prefix}-work-alice-default-t1" and t1 != t2
        assert count_bank_memories(hindsight_url, t1) == 1
        assert count_bank_memories(hindsight_url, t2) == 1

        turn(agent, "What is my pet called?", thread="t2")
        block = injected_block(model.requests[-1])
        assert "Rex" in block and "Miso" not in block, "a thread recalls its own work bank"
    finally:
        memory.shutdown()


@pytest.mark.hindsight
@pytest.mark.parametrize("mode", ["service", "aerase"])
def test_erase_deletes_every_per_thread_bank_of_the_user_only(
    hindsight_url, prefix, tmp_path, mode
):
    memory = MemoryMiddleware(thread_config(hindsight_url, prefix),
                              base_dir=tmp_path)
    agent, _model = build_agent(memory, [
        tool_call("memory", action="add", target="memory", content="Uses tabs."), say("ok"),
    ])
    try:
        for user, thread in (("alice", "t1"), ("alice", "t2"), ("alice", "t3"), ("bob", "t1")):
            turn(agent, f"Hello from {user} in {thread}.", thread=thread, user=user,
                 agent_id="coder")
        alice = memory.manager_for("alice", "coder").external
        bob = memory.manager_for("bob", "coder").external
        assert alice.flush(30)
        work = f"{prefix}-work-alice-coder-"
        assert bank_ids(hindsight_url, work) == {
            f"{work}_", f"{work}t1", f"{work}t2", f"{work}t3"}  # "_": the thread-less bank

        if mode == "service":
            result = MemoryService(memory.registry).erase_user("alice")
            assert result["complete"] is True, result
            result = result["hindsight"]["coder"]
        else:
            result = asyncio.run(alice.aerase())
            assert result["success"] is True, result
        assert bank_ids(hindsight_url, work) == set()
        erased = {part["bank_id"] for part in result["thread_banks"]}
        assert erased == {f"{work}t1", f"{work}t2", f"{work}t3"}
        assert bank_ids(hindsight_url, f"{prefix}-user-alice") == set()
        assert count_bank_memories(hindsight_url, bob.banks("t1")["work"]) == 1
    finally:
        memory.shutdown()


@pytest.mark.parametrize("mode", ["erase", "aerase"])
def test_erase_drops_queued_writes_of_per_thread_banks_while_hindsight_is_down(tmp_path, mode):
    config = thread_config(dead_url(), "down", breaker_failure_threshold=100,
                           shutdown_flush_timeout_seconds=0)
    memory = MemoryMiddleware(config, base_dir=tmp_path)
    try:
        manager = memory.manager_for("alice")
        manager.sync_turn("A turn in t1.", "ok", thread_id="t1")
        manager.sync_turn("A turn in t2.", "ok", thread_id="t2")
        memory.manager_for("bob").sync_turn("Bob's turn.", "ok", thread_id="t1")
        outbox = memory.registry.backend().outbox
        assert len(outbox.pending()) == 3

        external = manager.external
        result = external.erase() if mode == "erase" else asyncio.run(external.aerase())
        assert result["success"] is False, "the banks could not be listed: erase again later"
        assert [i.metadata["user_id"] for i in outbox.pending()] == ["bob"]
    finally:
        memory.shutdown()
