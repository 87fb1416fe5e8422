"""Worker processes on one shared Postgres, for the many-workers tests and the storage benchmark.

- `AgentProcess`: ``python -m tests.support.pg_agent_worker`` (a real graph writing through the
  `memory` tool); started, SIGKILLed and started again under the same name.
- `GatewayProcess`: ``python -m deerflow_memory_middleware.cli serve`` (real uvicorn, the real
  CLI, a YAML config naming the database) on a fixed loopback port, so a restart keeps its URL.
- `read_log` / `Poster`: what the agents logged, and an HTTP writer that records what each
  gateway acknowledged.

Every wait is bounded; `stop_all` ends whatever is still running.
"""

from __future__ import annotations

import json
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import yaml

from .pg_agent_worker import config_section

REPO = Path(__file__).resolve().parents[2]
API = "/api/memory/v2"
USER_HEADER = "X-User"


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def wait_for(predicate: Callable[[], bool], *, timeout: float, what: str,
             interval: float = 0.05) -> None:
    """Poll ``predicate`` until true; AssertionError naming ``what`` after ``timeout`` s."""
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout:.0f}s waiting for {what}")
        time.sleep(interval)


def write_config(path: Path, dsn: str, *, user_limit: int, connect_timeout: float) -> Path:
    """The YAML file the gateway processes load (the agents build the same section)."""
    section = config_section(dsn, user_limit=user_limit, connect_timeout=connect_timeout)
    path.write_text(yaml.safe_dump({"memory": section}, allow_unicode=True), encoding="utf-8")
    return path


class _Process:
    process: subprocess.Popen[bytes] | None = None

    def alive(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def kill(self) -> None:
        """SIGKILL: no clean-up runs, open transactions are cut by the server."""
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(10)

    def end(self, timeout: float = 15.0) -> None:
        if self.process is None or self.process.poll() is not None:
            return
        self.process.terminate()
        try:
            self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            self.kill()


@dataclass
class AgentProcess(_Process):
    """An agent worker; ``incarnation`` numbers its writes apart after each restart."""

    name: str
    dsn: str
    run_dir: Path
    writes: int
    pause: float = 0.0
    user_limit: int = 1500
    connect_timeout: float = 2.0
    incarnation: int = 0

    def start(self) -> AgentProcess:
        (self.run_dir / f"{self.name}.ready").unlink(missing_ok=True)
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tests.support.pg_agent_worker", "--name", self.name,
             "--dsn", self.dsn, "--dir", str(self.run_dir), "--writes", str(self.writes),
             "--start", str(self.incarnation * 10_000), "--pause", str(self.pause),
             "--user-limit", str(self.user_limit),
             "--connect-timeout", str(self.connect_timeout)], cwd=REPO)
        return self

    def ready(self) -> bool:
        if self.process is not None and self.process.poll() is not None:
            raise AssertionError(f"agent {self.name} exited with {self.process.returncode}")
        return (self.run_dir / f"{self.name}.ready").exists()

    def restart(self) -> AgentProcess:
        self.kill()
        self.incarnation += 1
        return self.start()

    def probe(self, marker: str, *, timeout: float) -> dict[str, Any]:
        """Ask the worker to start a new thread; what its first system prompt held."""
        result = self.run_dir / f"{self.name}.probed"
        result.unlink(missing_ok=True)
        (self.run_dir / f"{self.name}.probe").write_text(marker, encoding="utf-8")
        wait_for(result.exists, timeout=timeout, what=f"agent {self.name} to answer a probe")
        answer: dict[str, Any] = json.loads(result.read_text(encoding="utf-8"))
        return answer


@dataclass
class GatewayProcess(_Process):
    """``deerflow-memory serve`` on its own port (kept across restarts)."""

    name: str
    config_file: Path
    base_dir: Path
    port: int = field(default_factory=free_port)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> GatewayProcess:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "deerflow_memory_middleware.cli", "serve",
             "--config", str(self.config_file), "--base-dir", str(self.base_dir),
             "--port", str(self.port), "--trusted-header", USER_HEADER,
             "--log-level", "warning"], cwd=REPO)
        return self

    def ready(self) -> bool:
        if self.process is not None and self.process.poll() is not None:
            raise AssertionError(f"gateway {self.name} exited with {self.process.returncode}")
        try:
            return httpx.get(f"{self.url}/healthz", timeout=1).status_code == 200
        except httpx.TransportError:
            return False

    def restart(self) -> GatewayProcess:
        self.kill()
        return self.start()


def read_log(run_dir: Path, names: Iterable[str]) -> list[dict[str, Any]]:
    """Every record the named agent workers logged (all their incarnations)."""
    records = []
    for name in names:
        path = run_dir / f"{name}.log"
        if path.exists():
            records += [json.loads(line) for line in path.read_text("utf-8").splitlines()]
    return records


@dataclass
class Outcome:
    """One HTTP write: the text, the gateway, and what came back (``status`` 0: no answer);
    ``began`` is the wall clock (comparable across processes) when the request was sent."""

    text: str
    target: str
    gateway: str
    status: int
    code: str | None
    began: float
    took: float


def _error_code(response: httpx.Response) -> str | None:
    """The ``error.code`` of a gateway error body (None for a success or a non-JSON answer)."""
    try:
        body = response.json()
    except ValueError:
        return None
    error = body.get("error") if isinstance(body, dict) else None
    return str(error.get("code")) if isinstance(error, dict) else None


class Poster:
    """A thread POSTing unique entries, round-robin over the gateways, recording each answer.

    Args:
        gateways: where to post.
        user: the ``X-User`` identity.
        agent: the ``agent_id`` of MEMORY.md writes.
        prefix: makes the texts unique to this poster.
        pause: seconds between requests.
    """

    def __init__(self, gateways: list[GatewayProcess], *, user: str, agent: str, prefix: str,
                 pause: float = 0.02, timeout: float = 20.0) -> None:
        self.gateways, self.user, self.agent, self.prefix = gateways, user, agent, prefix
        self.pause, self.timeout = pause, timeout
        self.outcomes: list[Outcome] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name=f"poster-{prefix}", daemon=True)

    def post(self, gateway: GatewayProcess, target: str, text: str) -> Outcome:
        began, at = time.monotonic(), time.time()
        try:
            response = httpx.post(f"{gateway.url}{API}/entries", params={"agent_id": self.agent},
                                  headers={USER_HEADER: self.user},
                                  json={"target": target, "content": text}, timeout=self.timeout)
            status = response.status_code
            code = _error_code(response)
        except httpx.TransportError as exc:  # the process died or is not up yet
            status, code = 0, type(exc).__name__
        outcome = Outcome(text, target, gateway.name, status, code, at, time.monotonic() - began)
        self.outcomes.append(outcome)
        return outcome

    def _run(self) -> None:
        number = 0
        while not self._stop.is_set():
            gateway = self.gateways[number % len(self.gateways)]
            target = "memory" if number % 3 else "user"
            text = (f"[{self.prefix}#{number}] " + ("gateway note via HTTP" if number % 2 else
                                                    "网关写入的笔记"))
            self.post(gateway, target, text)
            number += 1
            self._stop.wait(self.pause)

    def start(self) -> Poster:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        if not self._thread.is_alive():
            return
        self._thread.join(self.timeout + 10)
        if self._thread.is_alive():
            raise AssertionError(f"poster {self.prefix} did not stop")
