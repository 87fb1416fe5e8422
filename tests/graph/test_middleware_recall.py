"""Recall injection paths of the middleware, with an in-test provider of OUR OWN interface.

The real Hindsight provider is tested against the real server elsewhere; this file pins the
middleware's contract: recall once per turn, fresh per turn, per request only, placement.
"""

from __future__ import annotations

from langchain.agents import create_agent
from langchain_core.messages import HumanMessage
from langgraph.checkpoint.memory import InMemorySaver

from deerflow_memory_middleware import MemoryConfig, MemoryMiddleware, MemoryProvider
from tests.support.scripted_model import ScriptedChatModel, say, tool_call


class RecordingProvider(MemoryProvider):
    """Answers recall with the query it got and records turns."""

    def __init__(self, fail: bool = False):
        self.queries: list[str] = []
        self.turns: list[tuple[str, str, str]] = []
        self.fail = fail

    @property
    def name(self):
        return "recording"

    def is_available(self):
        return True

    def get_tool_schemas(self):
        return []

    def prefetch(self, query, *, thread_id=""):
        self.queries.append(query)
        if self.fail:
            raise ConnectionError("server down")
        return f"recalled for: {query}"

    def sync_turn(self, user_content, assistant_content, *, thread_id=""):
        self.turns.append((user_content, assistant_content, thread_id))


def build(tmp_path, provider, placement="user"):
    config = MemoryConfig.model_validate(
        {"provider": "hindsight", "injection": {"recall_placement": placement}}
    )
    memory = MemoryMiddleware(
        config, base_dir=tmp_path, external_factory=lambda cfg, scope, base: provider
    )
    model = ScriptedChatModel([
        tool_call("memory", action="add", target="user", content="Name is Alice."),
        say("first answer"),
        say("second answer"),
    ])
    agent = create_agent(model, tools=[], middleware=[memory], checkpointer=InMemorySaver(),
                         system_prompt="SYS")
    return agent, model, memory


def run(agent, text, thread="t1"):
    return agent.invoke({"messages": [HumanMessage(text)]}, {"configurable": {"thread_id": thread}},
                        context={"user_id": "alice"})


def test_user_placement_once_per_turn_and_never_in_state(tmp_path):
    provider = RecordingProvider()
    agent, model, memory = build(tmp_path, provider)
    result = run(agent, "What is my name?")
    assert provider.queries == ["What is my name?"], "one recall for the whole tool loop"
    for request in model.requests:
        last_human = [m for m in request.messages if m.type == "human"][-1]
        assert last_human.text.startswith("What is my name?")
        assert "<memory-context>" in last_human.text
        assert "recalled for: What is my name?" in last_human.text
        assert "<memory-context>" not in request.system_text
    assert len({r.system_text for r in model.requests}) == 1
    for message in result["messages"]:
        assert "memory-context" not in message.text
    assert provider.turns == [("What is my name?", "first answer", "t1")]

    run(agent, "And where do I live?")
    assert provider.queries[-1] == "And where do I live?", "recall is fresh for each turn"
    last = model.requests[-1]
    humans = [m for m in last.messages if m.type == "human"]
    assert "<memory-context>" not in humans[0].text, "earlier turns carry no old recall"
    assert "recalled for: And where do I live?" in humans[-1].text
    memory.shutdown()


def test_system_placement(tmp_path):
    provider = RecordingProvider()
    agent, model, memory = build(tmp_path, provider, placement="system")
    run(agent, "hello")
    request = model.requests[0]
    assert request.system_text.startswith("SYS")
    assert request.system_text.rstrip().endswith("</memory-context>")
    assert all("<memory-context>" not in m.text for m in request.messages[1:])
    memory.shutdown()


def test_failing_provider_never_fails_the_turn(tmp_path):
    provider = RecordingProvider(fail=True)
    agent, model, memory = build(tmp_path, provider)
    result = run(agent, "hello")
    assert result["messages"][-1].text == "first answer"
    assert all("<memory-context>" not in r.all_text for r in model.requests)
    memory.shutdown()


def test_include_hindsight_off_per_user(tmp_path):
    provider = RecordingProvider()
    agent, model, memory = build(tmp_path, provider)
    memory.registry.overrides.set_user_overrides("alice", {"injection": {"include_hindsight": False}})
    run(agent, "hello")
    assert provider.queries == []
    assert all("<memory-context>" not in r.all_text for r in model.requests)
    memory.shutdown()


async def test_async_recall_and_turn(tmp_path):
    provider = RecordingProvider()
    agent, _model, memory = build(tmp_path, provider)
    await agent.ainvoke({"messages": [HumanMessage("async q")]},
                        {"configurable": {"thread_id": "t9"}}, context={"user_id": "alice"})
    assert provider.queries == ["async q"]
    assert provider.turns == [("async q", "first answer", "t9")]
    memory.shutdown()
