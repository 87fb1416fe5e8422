"""Thread switches seen by the middleware, in a real `create_agent` graph with a scripted model.

A new thread reads memory fresh; returning to a thread this process already served keeps that
thread's own frozen snapshot (never the thread it came from); a branch (a thread not seen before
whose conversation already has history) starts from the thread it branched from. The external
provider here is a recorder of our own `MemoryProvider` interface, so every
``on_session_switch`` the middleware sends can be checked; the snapshots are the real builtin
provider's, read from real storage: each test runs on both backends (``storage_backend``: files,
then a real Postgres).
"""

from __future__ import annotations

import asyncio
import threading

from langchain.agents import create_agent
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.checkpoint.memory import InMemorySaver

from deerflow_memory_middleware import MemoryConfig, MemoryMiddleware, MemoryProvider
from deerflow_memory_middleware import middleware as middleware_module
from deerflow_memory_middleware.providers.builtin import BuiltinFileProvider
from tests.support.scripted_model import ScriptedChatModel, say, tool_call

SYSTEM = "You are a careful assistant."


class SwitchRecorder(MemoryProvider):
    """Records the session switches it is told about; recalls nothing."""

    def __init__(self) -> None:
        self.switches: list[tuple[str, str, bool]] = []

    @property
    def name(self) -> str:
        return "switch-recorder"

    def is_available(self) -> bool:
        return True

    def get_tool_schemas(self) -> list[dict]:
        return []

    def on_session_switch(self, new_thread_id: str, *, parent_thread_id: str = "",
                          reset: bool = False, **kwargs) -> None:
        self.switches.append((new_thread_id, parent_thread_id, reset))


def build(backend, script=(), *, recorder: SwitchRecorder | None = None):
    if recorder is None:
        memory = MemoryMiddleware(backend.config(), base_dir=backend.base_dir)
    else:
        config = MemoryConfig.model_validate({"provider": "hindsight",
                                              "hindsight": {"auto_recall": False}})
        memory = MemoryMiddleware(backend.config(config), base_dir=backend.base_dir,
                                  external_factory=lambda cfg, scope, base: recorder)
    model = ScriptedChatModel(list(script))
    agent = create_agent(model, tools=[], middleware=[memory], checkpointer=InMemorySaver(),
                         system_prompt=SYSTEM)
    return memory, agent, model


def ask(agent, messages, *, thread, user="alice"):
    if isinstance(messages, str):
        messages = [HumanMessage(messages)]
    return agent.invoke({"messages": messages}, {"configurable": {"thread_id": thread}},
                        context={"user_id": user})


def note(text):
    return [tool_call("memory", action="add", target="user", content=text), say("saved")]


def test_new_thread_switch_back_and_branch(storage_backend):
    recorder = SwitchRecorder()
    memory, agent, model = build(storage_backend, [
        say("a1"), *note("Likes tea."),          # thread A; the note is written in thread B
        say("a2"),                               # back to A
        say("branch"),                           # A-branch: history copied from A
        say("c1"),                               # a brand-new thread C
    ], recorder=recorder)
    try:
        ask(agent, "first", thread="A")
        snapshot_a = model.requests[-1].system_text
        ask(agent, "second", thread="B")
        ask(agent, "third", thread="A")
        assert model.requests[-1].system_text == snapshot_a, "A keeps its own frozen snapshot"
        history = [HumanMessage("first"), AIMessage("a1"), HumanMessage("go on")]
        ask(agent, history, thread="A-branch")
        assert model.requests[-1].system_text == snapshot_a, "a branch starts from its parent"
        ask(agent, "fresh", thread="C")
        assert "Likes tea." in model.requests[-1].system_text, "a new thread reads fresh"
        assert "Likes tea." not in snapshot_a
        assert recorder.switches == [
            ("A", "", True),              # the scope's first thread in this process
            ("B", "A", True),             # a new thread
            ("A", "", False),             # back to a known thread: no parent, no reset
            ("A-branch", "A", False),     # a branch: the thread it came from is its parent
            ("C", "A-branch", True),      # a new thread again
        ]
    finally:
        memory.shutdown()


def test_switch_back_after_reload_reads_its_own_view_not_the_previous_threads(storage_backend):
    """After `reload` dropped every frozen snapshot, returning to thread A must read memory
    fresh; it must not take over the snapshot thread B froze before B's own write."""
    memory, agent, model = build(storage_backend, [say("a1"), say("b1"), *note("Likes tea."),
                                            say("a2")])
    try:
        ask(agent, "first", thread="A")
        ask(agent, "second", thread="B")
        memory.registry.reload()
        ask(agent, "write now", thread="B")  # B freezes its view, then writes
        assert "Likes tea." not in model.requests[-1].system_text
        ask(agent, "third", thread="A")
        assert "Likes tea." in model.requests[-1].system_text
    finally:
        memory.shutdown()


def test_tracked_threads_are_bounded(storage_backend, monkeypatch):
    monkeypatch.setattr(middleware_module, "_MAX_TRACKED_THREADS", 8)
    memory, agent, _model = build(storage_backend)
    try:
        for index in range(20):
            ask(agent, "hi", thread=f"t{index}", user=f"user{index}")
        assert len(memory._last_thread) <= 8
    finally:
        memory.shutdown()


def test_first_call_of_a_thread_reads_memory_files_off_the_event_loop(storage_backend,
                                                                     monkeypatch):
    storage_backend.write_text("Prefers tea.")
    readers: list[threading.Thread] = []
    original = BuiltinFileProvider.render_snapshot

    def recording(self):
        readers.append(threading.current_thread())
        return original(self)

    monkeypatch.setattr(BuiltinFileProvider, "render_snapshot", recording)
    memory, agent, model = build(storage_backend, [say("one"), say("two")])

    async def main():
        loop_thread = threading.current_thread()
        for thread in ("t1", "t2"):
            await agent.ainvoke({"messages": [HumanMessage("hello")]},
                                {"configurable": {"thread_id": thread}},
                                context={"user_id": "alice"})
        return loop_thread

    try:
        loop_thread = asyncio.run(main())
        assert "Prefers tea." in model.requests[-1].system_text
        assert len(readers) == 2, "one snapshot per thread"
        assert all(reader is not loop_thread for reader in readers)
    finally:
        memory.shutdown()



def two_workers(backend, script_a, script_b):
    """Two middlewares on one storage, like two worker processes: they share nothing but it."""
    return build(backend, script_a), build(backend, script_b)


def test_a_write_by_another_worker_is_in_its_next_new_thread(storage_backend):
    (memory_a, agent_a, model_a), (memory_b, agent_b, _) = two_workers(
        storage_backend, [say("a1"), say("a2"), say("a3")], note("Likes tea."))
    try:
        ask(agent_a, "first", thread="A")
        snapshot_a = model_a.requests[-1].system_text
        ask(agent_b, "remember this", thread="B")  # worker B writes
        ask(agent_a, "second", thread="A")
        assert model_a.requests[-1].system_text == snapshot_a, "A keeps its frozen snapshot"
        assert "Likes tea." not in snapshot_a
        ask(agent_a, "fresh", thread="C")
        assert "Likes tea." in model_a.requests[-1].system_text, "a new thread sees the write"
    finally:
        memory_a.shutdown()
        memory_b.shutdown()


def test_a_reload_asked_of_one_worker_reaches_the_others_next_turn(storage_backend):
    # files: the first reload ever asked in a data folder counts too (no generation before it)
    (memory_a, agent_a, model_a), (memory_b, agent_b, _) = two_workers(
        storage_backend, [say("a1"), say("a2")], note("Likes tea."))
    try:
        ask(agent_a, "first", thread="A")
        assert "Likes tea." not in model_a.requests[-1].system_text
        ask(agent_b, "remember this", thread="B")  # worker B writes
        memory_b.registry.reload()  # and is asked to reload
        ask(agent_a, "second", thread="A")
        assert "Likes tea." in model_a.requests[-1].system_text
    finally:
        memory_a.shutdown()
        memory_b.shutdown()
