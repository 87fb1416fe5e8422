"""The DeerFlow drop-in: a graph built the way DeerFlow's lead agent builds one.

DeerFlow always adds its own middleware named ``MemoryMiddleware``; Memory V2 joins through the
zero-argument ``"module:Class"`` string of ``extensions.middlewares`` (resolved the way DeerFlow
resolves it), finds its settings in DeerFlow's ``config.yaml`` (``memory_v2:``) through
``$DEER_FLOW_CONFIG_PATH`` and keeps its files under ``$DEER_FLOW_HOME``. Two sessions: what
session 1 saved is in session 2's system prompt.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml
from langchain.agents import create_agent
from langchain.agents.middleware import AgentMiddleware
from langchain_core.messages import HumanMessage
from langgraph.checkpoint.memory import InMemorySaver

from deerflow_memory_middleware import MemoryMiddleware, load_memory_config
from deerflow_memory_middleware.integrations import deerflow as integration
from deerflow_memory_middleware.integrations.deerflow import (
    DeerFlowMemoryMiddleware,
    deerflow_base_dir,
    discover_config,
    is_deerflow_memory_middleware,
    replace_memory_middleware,
)
from deerflow_memory_middleware.testing import ScriptedChatModel, say, tool_call
from tests.support import deerflow_like

DATA = Path(__file__).resolve().parents[1] / "data" / "deerflow"
EXTENSION = "deerflow_memory_middleware.integrations.deerflow:DeerFlowMemoryMiddleware"


@pytest.fixture
def deerflow_env(tmp_path, monkeypatch):
    """DeerFlow's environment: its config.yaml, its base dir, no V2 variables."""
    config = tmp_path / "project" / "config.yaml"
    config.parent.mkdir()
    shutil.copy(DATA / "config.yaml", config)
    home = tmp_path / "deer-flow-home"
    for name in ("DEERFLOW_MEMORY_V2_CONFIG", "DEERFLOW_MEMORY_V2_BASE_DIR",
                 "DEER_FLOW_PROJECT_ROOT"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("DEER_FLOW_CONFIG_PATH", str(config))
    monkeypatch.setenv("DEER_FLOW_HOME", str(home))
    yield config, home
    integration.shutdown_shared_registries()


def deerflow_middlewares(model_name: str = "echo") -> list[AgentMiddleware]:
    """What DeerFlow's ``build_middlewares`` produces around memory, abbreviated: its own
    memory middleware, then each ``extensions.middlewares`` entry built with no arguments."""
    document = yaml.safe_load(Path(discover_config()).read_text(encoding="utf-8"))
    middlewares: list[AgentMiddleware] = [deerflow_like.MemoryMiddleware(agent_name=None)]
    for path in document["extensions"]["middlewares"]:
        middlewares.append(deerflow_like.resolve_class(path, AgentMiddleware)())
    return middlewares


def run(agent, text, thread, user="7d5c9e0e-2b1f-4f7e-9a59-3f7f0e0c2a11", agent_name=None):
    context = {"thread_id": thread, "user_id": user}
    if agent_name:
        context["agent_name"] = agent_name
    return agent.invoke({"messages": [HumanMessage(text)]},
                        {"configurable": {"thread_id": thread}}, context=context)


def test_two_sessions_through_the_extension_string(deerflow_env):
    _, home = deerflow_env
    middlewares = deerflow_middlewares()
    ours = middlewares[-1]
    assert isinstance(ours, DeerFlowMemoryMiddleware)
    assert {m.name for m in middlewares} == {"MemoryMiddleware", "MemoryV2Middleware"}
    model = ScriptedChatModel([
        tool_call("memory", action="add", target="user", content="Prefers uv over pip."),
        say("Noted."), say("Hello again."),
    ])
    agent = create_agent(model, tools=[], middleware=middlewares, checkpointer=InMemorySaver())
    run(agent, "I prefer uv over pip.", "thread-1")

    # Session 2: DeerFlow builds its agent (and so a new middleware list) for every run.
    middlewares = deerflow_middlewares()
    agent = create_agent(model, tools=[], middleware=middlewares, checkpointer=InMemorySaver())
    run(agent, "What do I prefer?", "thread-2")
    assert "Prefers uv over pip." in model.requests[-1].system_text
    assert "Prefers uv over pip." not in model.requests[0].system_text  # frozen at session 1
    user_md = home / "users" / "7d5c9e0e-2b1f-4f7e-9a59-3f7f0e0c2a11" / "USER.md"
    assert user_md.read_text(encoding="utf-8") == "Prefers uv over pip."
    # DeerFlow's own middleware still ran (it is DeerFlow's business what it does)
    assert middlewares[0].turns
    # both builds share one registry: one set of snapshots, one Hindsight client
    assert middlewares[-1].registry is ours.registry


def test_our_settings_come_from_memory_v2_and_deerflow_enabled_false_is_not_ours(deerflow_env):
    memory = DeerFlowMemoryMiddleware()
    assert memory.config.enabled is True  # DeerFlow's memory.enabled is false in that file
    assert memory.config.builtin.user_char_limit == 1500  # from memory_v2:
    assert memory.registry.base_dir == deerflow_base_dir()


def test_base_dir_follows_deerflow_conventions(tmp_path, monkeypatch):
    for name in ("DEERFLOW_MEMORY_V2_BASE_DIR", "DEER_FLOW_HOME", "DEER_FLOW_PROJECT_ROOT"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)
    assert deerflow_base_dir() == tmp_path.resolve() / ".deer-flow"
    root = tmp_path / "project"
    root.mkdir()
    monkeypatch.setenv("DEER_FLOW_PROJECT_ROOT", str(root))
    assert deerflow_base_dir() == root.resolve() / ".deer-flow"
    monkeypatch.setenv("DEER_FLOW_HOME", str(tmp_path / "home"))
    assert deerflow_base_dir() == (tmp_path / "home").resolve()
    monkeypatch.setenv("DEERFLOW_MEMORY_V2_BASE_DIR", str(tmp_path / "v2"))
    assert deerflow_base_dir() == (tmp_path / "v2").resolve()


def test_config_discovery_order(tmp_path, monkeypatch):
    for name in ("DEERFLOW_MEMORY_V2_CONFIG", "DEER_FLOW_CONFIG_PATH", "DEER_FLOW_PROJECT_ROOT"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)
    assert discover_config() is None
    (tmp_path / "config.yaml").write_text("memory_v2: {}\n")
    assert discover_config() == tmp_path / "config.yaml"
    other = tmp_path / "deerflow.yaml"
    other.write_text("memory_v2: {}\n")
    monkeypatch.setenv("DEER_FLOW_CONFIG_PATH", str(other))
    assert discover_config() == other
    own = tmp_path / "v2.yaml"
    own.write_text("enabled: true\n")
    monkeypatch.setenv("DEERFLOW_MEMORY_V2_CONFIG", str(own))
    assert discover_config() == own
    monkeypatch.setenv("DEERFLOW_MEMORY_V2_CONFIG", str(tmp_path / "missing.yaml"))
    with pytest.raises(ValueError, match="DEERFLOW_MEMORY_V2_CONFIG"):
        discover_config()


def test_replacing_deerflows_memory_middleware_keeps_its_place(deerflow_env):
    class ClarificationMiddleware(AgentMiddleware):
        pass

    class TitleMiddleware(AgentMiddleware):
        pass

    theirs = deerflow_like.MemoryMiddleware()
    assert is_deerflow_memory_middleware(theirs)
    built = [TitleMiddleware(), theirs, ClarificationMiddleware()]
    memory = MemoryMiddleware(base_dir=deerflow_env[1])
    swapped = replace_memory_middleware(built, memory)
    assert swapped == [built[0], memory, built[2]]
    assert built[1] is theirs  # the input list is not changed
    # no DeerFlow memory middleware: before ClarificationMiddleware, which must stay last
    assert replace_memory_middleware([built[0], built[2]], memory) == [built[0], memory, built[2]]
    model = ScriptedChatModel([say("ok")])
    create_agent(model, tools=[], middleware=swapped).invoke({"messages": [HumanMessage("hi")]})
    memory.shutdown()


def test_two_middlewares_named_memory_middleware_are_what_langchain_refuses(tmp_path):
    """Why the name matters: a V2 middleware renamed to DeerFlow's name collides."""
    clash = MemoryMiddleware(base_dir=tmp_path, name="MemoryMiddleware")
    with pytest.raises(AssertionError, match="duplicate middleware"):
        create_agent(ScriptedChatModel([say("ok")]), tools=[],
                     middleware=[deerflow_like.MemoryMiddleware(), clash])
    clash.shutdown()


def test_an_agent_name_from_deerflow_selects_the_agents_notes(deerflow_env):
    _, home = deerflow_env
    model = ScriptedChatModel([
        tool_call("memory", action="add", target="memory", content="Repo uses make test."),
        say("ok"),
    ])
    agent = create_agent(model, tools=[], middleware=deerflow_middlewares(),
                         checkpointer=InMemorySaver())
    run(agent, "remember", "t-1", user="alice@example.com", agent_name="代码助手")
    files = list(home.rglob("MEMORY.md"))
    assert [f.read_text(encoding="utf-8") for f in files] == ["Repo uses make test."]
    assert files[0].parent.name == "%E4%BB%A3%E7%A0%81%E5%8A%A9%E6%89%8B"
    assert files[0].parent.parent.parent.name == "alice%40example.com"


def test_the_seed_example_loads_with_a_warning_per_dropped_key(caplog):
    config = load_memory_config(DATA / "seed_9_1.yaml")
    assert config.provider == "hindsight"
    assert config.hindsight.api_url == "http://localhost:8765"
    assert config.hindsight.recall_max_tokens == 4096
    warned = " ".join(config.load_warnings)
    assert "background_extraction" in warned and "security.streaming_scrubber" in warned
    assert len(config.load_warnings) == 2
    assert sum("is ignored by Memory V2" in r.getMessage() for r in caplog.records) == 2


def test_deerflows_memory_section_alone_is_never_read(tmp_path):
    document = yaml.safe_load((DATA / "config.yaml").read_text(encoding="utf-8"))
    del document["memory_v2"]
    path = tmp_path / "config.yaml"
    path.write_text(yaml.safe_dump(document), encoding="utf-8")
    config = load_memory_config(path)
    assert config.enabled is True  # DeerFlow's `enabled: false` is DeerFlow's
    assert config == type(config)()


def test_unknown_keys_of_our_section_are_still_errors(tmp_path):
    path = tmp_path / "config.yaml"
    path.write_text("memory_v2:\n  builtin:\n    user_char_limt: 10\n", encoding="utf-8")
    with pytest.raises(ValueError, match="builtin.user_char_limt"):
        load_memory_config(path)


def test_names_of_data_stored_today_are_pinned(tmp_path):
    """Folders and banks written before ids were widened keep their names."""
    from deerflow_memory_middleware.identity import agent_dir, user_dir
    from deerflow_memory_middleware.providers.bank_router import BankRouter

    assert user_dir(tmp_path, "user-1") == tmp_path / "users" / "user-1"
    assert agent_dir(tmp_path, "alice", "researcher.v2") == \
        tmp_path / "users" / "alice" / "agents" / "researcher.v2"
    router = BankRouter("deerflow-user-{user_id}", "deerflow-work-{user_id}-{agent_id}")
    assert router.user_bank("alice", "x") == "deerflow-user-alice"
    assert router.work_bank("alice", "researcher") == "deerflow-work-alice-researcher"
    assert router.work_bank("user-1", "default") == "deerflow-work-user_2d1-default"
    assert router.work_bank("alice@example.com", "研究助手") == (
        "deerflow-work-alice_40example_2ecom-_e7_a0_94_e7_a9_b6_e5_8a_a9_e6_89_8b")
    assert router.user_bank("feishu:ou_3f@x|y", "a") == "deerflow-user-feishu_3aou_5f3f_40x_7cy"


def test_deerflows_memory_enabled_alone_never_switches_v2_off(tmp_path):
    path = tmp_path / "config.yaml"
    path.write_text("config_version: 34\nmodels: []\nmemory:\n  enabled: false\n", encoding="utf-8")
    assert load_memory_config(path).enabled is True
    own = tmp_path / "memory.yaml"  # a file of its own: `memory:` is ours
    own.write_text("memory:\n  enabled: false\n", encoding="utf-8")
    assert load_memory_config(own).enabled is False
