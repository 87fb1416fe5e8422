"""The Hindsight provider in real `create_agent` graphs against the REAL Hindsight server.

Every test uses its own bank prefix, so tests never see each other's memories.
"""

from __future__ import annotations

import json

import pytest
from langchain_core.messages import ToolMessage

from deerflow_memory_middleware import MemoryMiddleware
from tests.support.hindsight_plugin import count_bank_memories
from tests.support.hindsight_testkit import (
    FENCE,
    assert_state_clean,
    build_agent,
    hs_config,
    injected_block,
    last_human_text,
    turn,
)
from tests.support.scripted_model import say, tool_call

pytestmark = pytest.mark.hindsight


@pytest.mark.parametrize("mode", ["invoke", "ainvoke"])
def test_fact_from_thread_one_is_injected_fenced_into_thread_two(
    hindsight_url, unique_bank_prefix, tmp_path, mode
):
    memory = MemoryMiddleware(hs_config(hindsight_url, unique_bank_prefix), base_dir=tmp_path)
    agent, model = build_agent(memory, [say("What a lovely name."), say("Your cat is Miso.")])
    try:
        first = turn(agent, "My cat is called Miso.", thread="t1", mode=mode)
        provider = memory.manager_for("alice", "default").external
        assert provider.flush(30), "the turn reached Hindsight"
        work_bank = provider.banks()["work"]
        assert count_bank_memories(hindsight_url, work_bank) == 1

        second = turn(agent, "What is my cat called?", thread="t2", mode=mode)
        request = model.requests[-1]
        human = last_human_text(request)
        assert human.startswith("What is my cat called?")
        assert FENCE in human, "recall is appended to the latest human message (placement user)"
        block = injected_block(request)
        assert "Miso" in block and "recalled memory context" in block
        assert FENCE not in request.system_text
        for result in (first, second):
            assert_state_clean(result)
        state = agent.get_state({"configurable": {"thread_id": "t2"}})
        assert all("memory-context" not in m.text for m in state.values["messages"])
        assert second["messages"][-1].text == "Your cat is Miso."
    finally:
        memory.shutdown()


def test_user_bank_is_shared_by_agents_and_work_bank_is_private(
    hindsight_url, unique_bank_prefix, tmp_path
):
    # Turns are batched 1000 to a document, so no conversation is retained during the test;
    # auto_retain stays on, as the mirroring of entries needs it.
    config = hs_config(hindsight_url, unique_bank_prefix, retain_every_n_turns=1000)
    memory = MemoryMiddleware(config, base_dir=tmp_path)
    agent, model = build_agent(memory, [
        tool_call("memory", action="add", target="user",
                  content="The user's favourite editor is Helix."),
        tool_call("memory", action="add", target="memory",
                  content="The research repo is linted with ruff."),
        say("Saved both."),
    ])
    try:
        turn(agent, "Remember my editor and the linter.", thread="r1", agent_id="researcher")
        researcher = memory.manager_for("alice", "researcher").external
        assert researcher.flush(30)

        question = "Which editor do I use and how is the research repo linted?"
        writer = memory.manager_for("alice", "writer").external
        # Search, not automatic recall: recall skips a user bank that holds only mirrors of
        # USER.md entries, which every request carries in its snapshot anyway.
        recalled = " ".join(hit["text"] for hit in writer.search(question))
        assert "Helix" in recalled, "the user bank is shared by the user's agents"
        assert "ruff" not in recalled, "another agent's work bank stays private"
        turn(agent, question, thread="w1", agent_id="writer")
        request = model.requests[-1]
        assert "ruff" not in request.all_text
        # USER.md is in the writer's snapshot already: recall does not inject it a second time.
        assert request.all_text.count("Helix") == 1
        assert "Helix" not in injected_block(request)

        recalled = " ".join(hit["text"] for hit in researcher.search(question))
        assert "Helix" in recalled and "ruff" in recalled
        turn(agent, question, thread="r2", agent_id="researcher")
        text = model.requests[-1].all_text
        assert text.count("Helix") == 1 and text.count("ruff") == 1, "each entry shown once"

        turn(agent, "Which editor do I use and how is the research repo linted?", thread="b1", user="bob",
             agent_id="researcher")
        bob_request = model.requests[-1]
        assert "Helix" not in bob_request.all_text and "ruff" not in bob_request.all_text

        bob = memory.manager_for("bob", "researcher").external
        banks = {*researcher.banks().values(), *bob.banks().values(),
                 *memory.manager_for("alice", "writer").external.banks().values()}
        assert len(banks) == 5, "alice's user bank is shared; every other bank is distinct"
    finally:
        memory.shutdown()


def test_tools_follow_memory_mode_per_user_and_per_request(
    hindsight_url, unique_bank_prefix, tmp_path
):
    memory = MemoryMiddleware(hs_config(hindsight_url, unique_bank_prefix), base_dir=tmp_path)
    hindsight_tools = {"hindsight_retain", "hindsight_recall", "hindsight_reflect"}
    assert hindsight_tools <= {t.name for t in memory.tools}, "all tools registered up front"
    agent, model = build_agent(memory)
    overrides = memory.registry.overrides
    try:
        turn(agent, "hello", thread="c1")
        assert set(model.requests[-1].tool_names) == {"memory"}, "context mode: no tools"

        overrides.set_user_overrides("alice", {"hindsight.memory_mode": "hybrid"})
        model.extend([
            tool_call("hindsight_retain", content="The user's team ships on Thursdays."),
            tool_call("hindsight_recall", query="When does the team ship?"),
            say("Thursdays."),
        ])
        result = turn(agent, "Note that we ship on Thursdays, then check.", thread="h1")
        assert hindsight_tools <= set(model.requests[-1].tool_names)
        tool_results = [json.loads(m.text) for m in result["messages"]
                        if isinstance(m, ToolMessage)]
        assert [r["success"] for r in tool_results] == [True, True], tool_results
        assert tool_results[0]["tool"] == "hindsight_retain"

        turn(agent, "hello again", thread="c1", user="bob")
        assert set(model.requests[-1].tool_names) == {"memory"}, "bob keeps the default mode"

        memory.manager_for("alice").external.flush(30)
        model.extend([tool_call("hindsight_recall", query="When does the team ship?"),
                      say("Thursdays.")])
        overrides.set_user_overrides("alice", {"hindsight.memory_mode": "tools"})
        result = turn(agent, "When do we ship?", thread="t1")
        assert hindsight_tools <= set(model.requests[-1].tool_names)
        assert all(FENCE not in r.all_text for r in model.requests[-2:]), (
            "tools mode: no automatic recall injection")
        recalled = json.loads([m for m in result["messages"] if isinstance(m, ToolMessage)][-1].text)
        assert recalled["success"] and any("Thursdays" in r["text"] for r in recalled["results"])

        overrides.set_user_overrides("alice", {"hindsight.memory_mode": "context"})
        turn(agent, "and now?", thread="t1")
        assert set(model.requests[-1].tool_names) == {"memory"}
    finally:
        memory.shutdown()


def test_mirrored_add_replace_remove_as_seen_by_recall(hindsight_url, unique_bank_prefix,
                                                        tmp_path):
    # Turns are batched 1000 to a document and the test stays in one thread, so the
    # conversation is not retained: a conversation that mentioned a fact is a (separate) memory
    # of its own. auto_retain stays on, as the mirroring of entries needs it.
    config = hs_config(hindsight_url, unique_bank_prefix, retain_every_n_turns=1000)
    memory = MemoryMiddleware(config, base_dir=tmp_path)
    agent, model = build_agent(memory, [
        tool_call("memory", action="add", target="memory",
                  content="Deploys go through the staging cluster first."),
        say("Saved."),
        tool_call("memory", action="replace", target="memory", old_text="staging cluster",
                  content="Deploys go straight to production on Fridays."),
        say("Updated."),
        tool_call("memory", action="remove", target="memory", old_text="production on Fridays"),
        say("Removed."),
    ])
    try:
        provider = memory.manager_for("alice").external
        work_bank = provider.banks()["work"]

        def recalled() -> str:
            assert provider.flush(30)
            return "\n".join(hit["text"] for hit in provider.search("How do deploys go?"))

        turn(agent, "Remember how deploys work.", thread="m1")
        assert "staging cluster" in recalled()
        turn(agent, "Correction: deploys go to production on Fridays.", thread="m1")
        text = recalled()
        assert "production on Fridays" in text and "staging cluster" not in text
        assert count_bank_memories(hindsight_url, work_bank) == 1

        turn(agent, "Forget that.", thread="m1")
        assert "Deploys" not in recalled()
        assert count_bank_memories(hindsight_url, work_bank) == 0

        model.extend([say("I have no notes on deploys.")])
        turn(agent, "How do deploys go?", thread="m1")
        assert "Deploys" not in injected_block(model.requests[-1])
    finally:
        memory.shutdown()
