"""An agent worker process for the shared-Postgres tests: a real `create_agent` graph with
`MemoryMiddleware` on the ``postgres`` backend and a scripted model issuing real `memory` calls.

Run from the repository root::

    python -m tests.support.pg_agent_worker --name a1 --dsn DSN --dir RUN_DIR --writes N

Each turn is a new thread: the scripted model calls ``memory`` once (an ``add`` of a unique
text, alternating USER.md / MEMORY.md and English / Chinese), then answers. Around every write
the worker appends one JSON line to ``RUN_DIR/<name>.log`` (one ``O_APPEND`` write per line, so a
SIGKILL never tears one):

- ``{"kind": "attempt", "text", "target", "at"}`` before the turn starts;
- ``{"kind": "result", "text", "target", "success", "code", "at", "took"}`` once the tool result
  is back (``success`` true is an acknowledged write);
- ``{"kind": "raised", "text", "error", "code", "at", "took"}`` when the turn raised instead.

Between turns it answers probes: when ``RUN_DIR/<name>.probe`` holds a marker text, it starts a
new thread, takes the first model request's system prompt and writes ``RUN_DIR/<name>.probed``
(JSON: the marker and whether the prompt holds it). It writes ``RUN_DIR/<name>.ready`` once its
graph is built, starts writing once ``RUN_DIR/go`` exists (so every worker of a run writes at
once) and leaves when ``RUN_DIR/stop`` exists (or when killed).
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import time
from pathlib import Path
from typing import Any

#: Texts in two scripts, so both backends see multi-byte entries; ``{tag}`` makes each unique.
TEMPLATES = (
    "{tag} prefers oolong tea without sugar",
    "{tag} 喜欢在周五下午开会",
    "{tag} deploys the staging cluster on Mondays",
    "{tag} 项目代号为青松，负责人是李雷",
)


def write_text(name: str, number: int) -> tuple[str, str]:
    """The ``number``-th write of worker ``name``: (target, text)."""
    target = "user" if number % 2 == 0 else "memory"
    return target, TEMPLATES[number % len(TEMPLATES)].format(tag=f"[{name}#{number}]")


def worker_config(dsn: str, *, user_limit: int, connect_timeout: float) -> Any:
    """The `MemoryConfig` every process of a run shares (the gateways load it from YAML)."""
    from deerflow_memory_middleware import MemoryConfig

    return MemoryConfig.model_validate(config_section(dsn, user_limit=user_limit,
                                                      connect_timeout=connect_timeout))


def config_section(dsn: str, *, user_limit: int, connect_timeout: float) -> dict[str, Any]:
    """The ``memory:`` section of a run: Postgres storage, a tight USER.md limit (hit during the
    run), a roomy MEMORY.md, and no semantic scanner model (its load costs seconds per process
    and has nothing to do with storage)."""
    return {
        "storage": {"backend": "postgres", "dsn": dsn,
                    "connect_timeout_seconds": connect_timeout},
        "builtin": {"user_char_limit": user_limit, "memory_char_limit": 200_000,
                    "lock_timeout_seconds": 30},
        "security": {"semantic_detector": False},
    }


def _append(path: Path, record: dict[str, Any]) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        os.write(fd, (json.dumps(record, ensure_ascii=False) + "\n").encode())
    finally:
        os.close(fd)


class Worker:
    """One agent process: its graph, its scripted model and its log."""

    def __init__(self, args: argparse.Namespace) -> None:
        from langchain.agents import create_agent
        from langgraph.checkpoint.memory import InMemorySaver

        from deerflow_memory_middleware import MemoryMiddleware
        from deerflow_memory_middleware.testing import ScriptedChatModel

        self.name = args.name
        self.run_dir = Path(args.dir)
        self.log = self.run_dir / f"{self.name}.log"
        self.user, self.agent_id = args.user, args.agent
        self.model = ScriptedChatModel()
        self.memory = MemoryMiddleware(
            worker_config(args.dsn, user_limit=args.user_limit,
                          connect_timeout=args.connect_timeout),
            base_dir=self.run_dir / f"{self.name}-unused")
        self.graph = create_agent(self.model, tools=[], middleware=[self.memory],
                                  checkpointer=InMemorySaver())
        self.threads = itertools.count()
        self.pid = os.getpid()

    def _invoke(self, text: str) -> Any:
        thread = f"{self.name}-{self.pid}-{next(self.threads)}"
        return self.graph.invoke({"messages": [("user", text)]},
                                 {"configurable": {"thread_id": thread}},
                                 context={"user_id": self.user, "agent_id": self.agent_id})

    def write(self, number: int) -> None:
        from deerflow_memory_middleware.testing import say, tool_call

        target, text = write_text(self.name, number)
        _append(self.log, {"kind": "attempt", "text": text, "target": target, "at": time.time()})
        self.model.extend([tool_call("memory", action="add", target=target, content=text),
                           say("saved")])
        began = time.monotonic()
        try:
            state = self._invoke(f"please remember: {text}")
        except Exception as exc:  # noqa: BLE001 - logged for the test to judge, then go on
            self.model._script.clear()  # a turn cut short leaves its steps behind
            _append(self.log, {"kind": "raised", "text": text, "target": target,
                               "error": f"{type(exc).__name__}: {exc}",
                               "code": str(getattr(exc, "code", "")), "at": time.time(),
                               "took": time.monotonic() - began})
            return
        results = [json.loads(m.content) for m in state["messages"] if m.type == "tool"]
        for result in results:
            _append(self.log, {"kind": "result", "text": text, "target": target,
                               "success": result.get("success") is True,
                               "code": result.get("code"), "at": time.time(),
                               "took": time.monotonic() - began})

    def probe(self, marker: str) -> None:
        before = len(self.model.requests)
        self.model.extend([lambda messages: _say("nothing to save")])
        self._invoke("hello again")
        system = self.model.requests[before].system_text
        (self.run_dir / f"{self.name}.probed.tmp").write_text(json.dumps(
            {"marker": marker, "seen": marker in system, "pid": self.pid}, ensure_ascii=False))
        os.replace(self.run_dir / f"{self.name}.probed.tmp", self.run_dir / f"{self.name}.probed")

    def run(self, *, writes: int, start: int, pause: float) -> None:
        (self.run_dir / f"{self.name}.ready").write_text(str(self.pid))
        number = start
        stop, probe = self.run_dir / "stop", self.run_dir / f"{self.name}.probe"
        go = self.run_dir / "go"
        while not stop.exists():
            if probe.exists():
                marker = probe.read_text(encoding="utf-8")
                probe.unlink()
                self.probe(marker)
            elif number < start + writes and go.exists():
                self.write(number)
                number += 1
                time.sleep(pause)
            else:
                time.sleep(0.05)
        self.memory.shutdown()


def _say(text: str) -> Any:
    from deerflow_memory_middleware.testing import say

    return say(text)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--name", required=True)
    parser.add_argument("--dsn", required=True)
    parser.add_argument("--dir", required=True)
    parser.add_argument("--user", default="li.lei@example.com")
    parser.add_argument("--agent", default="shared")
    parser.add_argument("--writes", type=int, default=0)
    parser.add_argument("--start", type=int, default=0,
                        help="number of the first write (a restarted worker goes on from here)")
    parser.add_argument("--pause", type=float, default=0.0)
    parser.add_argument("--user-limit", type=int, default=1500)
    parser.add_argument("--connect-timeout", type=float, default=2.0)
    args = parser.parse_args()
    Worker(args).run(writes=args.writes, start=args.start, pause=args.pause)


if __name__ == "__main__":
    main()
