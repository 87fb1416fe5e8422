"""The Hindsight provider in a real `create_agent` graph while the server is down.

Hindsight is configured at a loopback URL where nothing listens (connection refused: a real
outage, no imitation). Writes then wait in the real outbox journal on disk, which is what these
tests read: what was queued for Hindsight, and what the model was offered.
"""

from __future__ import annotations

import json

from langchain_core.messages import ToolMessage

from deerflow_memory_middleware import MemoryConfig, MemoryMiddleware
from tests.support.hindsight_testkit import build_agent, dead_url, turn
from tests.support.scripted_model import say, tool_call

ALL_TOOLS = {"memory", "hindsight_retain", "hindsight_recall", "hindsight_reflect"}


def offline_config(**hindsight) -> MemoryConfig:
    return MemoryConfig.model_validate({
        "provider": "hindsight",
        "hindsight": {"api_url": dead_url(), "recall_timeout_seconds": 0.5,
                      "breaker_failure_threshold": 1, "breaker_cooldown_seconds": 600,
                      "shutdown_flush_timeout_seconds": 0, **hindsight},
    })


def pending(memory: MemoryMiddleware) -> list:
    return memory.registry.backend().outbox.pending()


def tool_results(result) -> list[dict]:
    return [json.loads(m.text) for m in result["messages"] if isinstance(m, ToolMessage)]


def test_tools_that_need_the_server_are_offered_only_while_it_is_usable(tmp_path):
    memory = MemoryMiddleware(offline_config(memory_mode="tools"), base_dir=tmp_path)
    agent, model = build_agent(memory, [
        tool_call("hindsight_recall", query="my cat"), say("Hindsight is down."),
        tool_call("hindsight_retain", content="The user's cat is Miso."), say("Noted."),
    ])
    try:
        first = turn(agent, "What is my cat called?", thread="t1")
        assert set(model.requests[0].tool_names) == ALL_TOOLS, "not known to be down yet"
        assert tool_results(first)[0]["success"] is False  # the failed call opens the breaker

        second = turn(agent, "My cat is called Miso.", thread="t1")
        offered = set(model.requests[-1].tool_names)
        assert offered == {"memory", "hindsight_retain"}, "recall / reflect would only fail"
        retained = tool_results(second)[-1]
        assert retained["success"] is True and retained["queued"] is True, "retain still works"
    finally:
        memory.shutdown()


async def test_async_graph_drops_the_same_tools_once_recall_failed(tmp_path):
    memory = MemoryMiddleware(offline_config(memory_mode="hybrid"), base_dir=tmp_path)
    agent, model = build_agent(memory, [say("ok")])
    try:
        await agent.ainvoke({"messages": [{"role": "user", "content": "hello"}]},
                            {"configurable": {"thread_id": "t1"}}, context={"user_id": "alice"})
        # The turn's automatic recall failed before the model call: the breaker is open.
        assert set(model.requests[-1].tool_names) == {"memory", "hindsight_retain"}
    finally:
        memory.shutdown()


def test_auto_retain_off_mirrors_no_new_entry_but_still_deletes_removed_ones(tmp_path):
    memory = MemoryMiddleware(offline_config(auto_retain=False), base_dir=tmp_path)
    agent, _model = build_agent(memory, [
        tool_call("memory", action="add", target="user", content="Works nights."), say("ok"),
        tool_call("memory", action="remove", target="user", old_text="Works nights."),
        say("removed"),
    ])
    try:
        turn(agent, "Remember that I work nights.", thread="t1")
        assert [i for i in pending(memory) if i.op == "retain"] == [], "nothing retained"
        turn(agent, "Forget that.", thread="t1")
        deletes = [i for i in pending(memory) if i.op == "delete"]
        assert len(deletes) == 1, "a removed entry is still removed from Hindsight"
        assert [i for i in pending(memory) if i.op == "retain"] == []
    finally:
        memory.shutdown()


def test_auto_retain_on_mirrors_entries_and_turns(tmp_path):
    memory = MemoryMiddleware(offline_config(), base_dir=tmp_path)
    agent, _model = build_agent(memory, [
        tool_call("memory", action="add", target="user", content="Works nights."), say("ok")])
    try:
        turn(agent, "Remember that I work nights.", thread="t1")
        contents = [i.content for i in pending(memory) if i.op == "retain"]
        assert "Works nights." in contents, "the entry is mirrored"
        assert any(c.startswith("User: Remember that I work nights.") for c in contents)
    finally:
        memory.shutdown()


def test_switching_threads_queues_the_partial_batch_of_the_thread_left(tmp_path):
    memory = MemoryMiddleware(offline_config(retain_every_n_turns=3, auto_recall=False),
                              base_dir=tmp_path)
    agent, _model = build_agent(memory, [say("a1"), say("b1"), say("a2")])
    try:
        turn(agent, "in A", thread="A")
        assert pending(memory) == []
        turn(agent, "in B", thread="B")
        assert [i.metadata["thread_id"] for i in pending(memory)] == ["A"]
        turn(agent, "back in A", thread="A")  # returning: B's partial batch is queued too
        queued = sorted((i.metadata["thread_id"], i.content) for i in pending(memory))
        assert queued == [("A", "User: in A\nAssistant: a1"), ("B", "User: in B\nAssistant: b1")]
    finally:
        memory.shutdown()
