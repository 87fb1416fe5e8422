"""A second external provider through the seams: `provider: sqlite`, real SQLite, real graphs.

Adding it took one module (``providers/sqlite_notes.py``) and one registry entry; these tests
drive it through the same paths as Hindsight: a real `create_agent` graph with a scripted model
issuing real tool calls, the service (search, erase), and a new process reading the same file.
"""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys

import pytest
from langchain.agents import create_agent
from langchain_core.messages import HumanMessage
from langgraph.checkpoint.memory import InMemorySaver

from deerflow_memory_middleware import (
    MemoryConfig,
    MemoryMiddleware,
    NotConfiguredError,
)
from deerflow_memory_middleware.provider import ExternalBackend, ExternalOperations
from deerflow_memory_middleware.providers.sqlite_notes import DB_FILE, SQLiteNotesBackend
from deerflow_memory_middleware.registry import MemoryRegistry, external_backend_class
from deerflow_memory_middleware.service import MemoryService
from tests.support.scripted_model import ScriptedChatModel, say, tool_call

CONFIG = MemoryConfig.model_validate({"provider": "sqlite"})


def agent_for(memory, script):
    model = ScriptedChatModel(script)
    agent = create_agent(model, tools=[], middleware=[memory], checkpointer=InMemorySaver(),
                         system_prompt="SYS")
    return agent, model


def run(agent, text, thread, user="alice"):
    return agent.invoke({"messages": [HumanMessage(text)]},
                        {"configurable": {"thread_id": thread}}, context={"user_id": user})


def test_registry_builds_it_by_name_and_it_satisfies_the_seams(tmp_path):
    assert external_backend_class("sqlite") is SQLiteNotesBackend
    registry = MemoryRegistry(CONFIG, base_dir=tmp_path)
    try:
        external = registry.manager_for("alice").external
        assert external is not None and external.name == "sqlite"
        assert isinstance(external, ExternalOperations)
        assert isinstance(registry.backend(), ExternalBackend)
    finally:
        registry.shutdown()
    with pytest.raises(ValueError, match="use one of builtin, hindsight, sqlite"):
        MemoryConfig.model_validate({"provider": "nosuch"})


def test_turns_recalled_in_a_new_thread_and_search_tool_in_the_graph(tmp_path):
    memory = MemoryMiddleware(CONFIG, base_dir=tmp_path)
    try:
        assert "sqlite_notes_search" in {t.name for t in memory.tools}
        agent, model = agent_for(memory, [
            say("Noted: your cat is Miso."),
            tool_call("sqlite_notes_search", query="cat name"),
            say("Your cat is Miso."),
            tool_call("sqlite_notes_search", query="cat", max_results="many"),
            say("sorry"),
        ])
        run(agent, "My cat is called Miso and she is grey.", "t1")
        result = run(agent, "What is my cat called?", "t2")
        second = model.requests[1]
        human = [m for m in second.messages if m.type == "human"][-1].text
        assert "<memory-context>" in human and "Miso" in human  # recalled from thread t1
        tool_answer = json.loads([m for m in result["messages"] if m.type == "tool"][-1].text)
        assert tool_answer["success"] and "Miso" in tool_answer["results"][0]["text"]
        result = run(agent, "and again?", "t3")
        bad = json.loads([m for m in result["messages"] if m.type == "tool"][-1].text)
        assert bad == {"success": False, "tool": "sqlite_notes_search",
                       "code": "invalid_argument",
                       "error": "'max_results' must be an integer from 1 to 50."}
    finally:
        memory.shutdown()


def test_chinese_entries_mirrored_found_and_erased_through_the_service(tmp_path):
    memory = MemoryMiddleware(CONFIG, base_dir=tmp_path)
    service = MemoryService(memory.registry)
    try:
        agent, _ = agent_for(memory, [
            tool_call("memory", action="add", target="user", content="用户住在杭州，喜欢喝龙井茶。"),
            say("记住了"),
        ])
        run(agent, "记住：我住在杭州，喜欢龙井茶", "t1")
        hits = service.search("alice", "default", "龙井茶")["results"]
        assert hits and hits[0]["bank"] == "user" and "杭州" in hits[0]["text"]
        with pytest.raises(NotConfiguredError, match="cannot reflect"):
            service.search("alice", "default", "龙井茶", mode="reflect")
        exported = service.export_user("alice")  # no document transfer: entries only
        assert exported["hindsight"] == {} and exported["profile"]["entries"]
        erased = service.erase_user("alice")
        assert erased["complete"] and erased["hindsight"]["default"]["success"]
        assert service.search("alice", "default", "龙井茶")["results"] == []
    finally:
        memory.shutdown()


def test_the_store_is_real_another_process_reads_it(tmp_path):
    registry = MemoryRegistry(CONFIG, base_dir=tmp_path)
    try:
        registry.manager_for("bob", "coder").external.retain_note(
            "The deploy key rotates every Monday.", target="memory")
    finally:
        registry.shutdown()
    code = (
        "import sys, sqlite3; db = sqlite3.connect(sys.argv[1]);"
        "print(db.execute(\"SELECT bank, text FROM notes\").fetchall())"
    )
    out = subprocess.run([sys.executable, "-c", code, str(tmp_path / DB_FILE)],
                         capture_output=True, text=True, check=True).stdout
    assert "work/bob/coder" in out and "rotates every Monday" in out
    with sqlite3.connect(tmp_path / DB_FILE) as db:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
