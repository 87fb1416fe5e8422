"""`deerflow-memory storage` as DEPLOYMENT.md shows it (real processes, real Postgres), and the
compose file and its config as shipped in ``deploy/``."""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from deerflow_memory_middleware import MemoryConfig
from deerflow_memory_middleware.config import load_memory_config
from deerflow_memory_middleware.service import MemoryService

ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "docs" / "DEPLOYMENT.md"


def _guide_commands() -> list[str]:
    text = GUIDE.read_text(encoding="utf-8")
    blocks = re.findall(r"^```bash\n(.*?)^```", text, re.DOTALL | re.MULTILINE)
    return [line for block in blocks for line in block.splitlines()
            if line.startswith("deerflow-memory ")]


def _run(command: str, cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    argv = [sys.executable, "-m", "deerflow_memory_middleware.cli",
            *shlex.split(os.path.expandvars(command))[1:]]
    return subprocess.run(argv, cwd=cwd, env=env, capture_output=True, text=True, timeout=120,
                          check=False)


@pytest.mark.postgres
def test_the_guide_copy_commands_run_as_written(tmp_path: Path, pg_dsn: str) -> None:
    commands = _guide_commands()
    assert len(commands) == 2, commands
    source = tmp_path / ".deer-flow"
    svc = MemoryService.create(MemoryConfig(), base_dir=source)
    try:
        assert svc.add_entry("王芳", "default", "user", "偏好简体中文回答").success
        assert svc.add_entry("bob@example.com", "coder", "memory", "Repo uses uv").success
        svc.set_config("王芳", {"injection.max_tokens": 800})
    finally:
        svc.registry.shutdown()
    env = {**os.environ, "MEMORY_DSN": pg_dsn, "PYTHONPATH": str(ROOT)}
    first = _run(commands[0], tmp_path, env)
    assert first.returncode == 0, first.stderr
    assert "copied 2 user(s)" in first.stderr and "2 user(s)" in first.stdout
    again = _run(commands[0] + " --json", tmp_path, env)
    assert again.returncode == 0, again.stderr
    report = json.loads(again.stdout)
    assert report["documents_copied"] == 0 and report["documents_unchanged"] == 2
    back = _run(commands[1], tmp_path, env)
    assert back.returncode == 0, back.stderr
    svc = MemoryService.create(MemoryConfig(), base_dir=tmp_path / "memory-export")
    try:
        assert svc.get_memory("王芳")["user_md"] == "偏好简体中文回答"
        assert svc.get_memory("bob@example.com", "coder")["memory_md"] == "Repo uses uv"
        assert svc.get_config("王芳")["config"]["injection"]["max_tokens"] == 800
    finally:
        svc.registry.shutdown()


def test_copy_usage_errors_are_clear(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    same = _run("deerflow-memory storage copy --from files --to files", tmp_path, env)
    assert same.returncode == 1 and "two different backends" in same.stderr
    down = _run("deerflow-memory storage schema --dsn postgresql://x@127.0.0.1:1/none",
                tmp_path, env)
    assert down.returncode == 11 and "storage_unavailable" in down.stderr


def test_the_compose_file_wires_two_gateways_two_agents_postgres_and_hindsight() -> None:
    compose = yaml.safe_load((ROOT / "deploy" / "docker-compose.yml").read_text())
    services = compose["services"]
    assert {"db", "hindsight", "gateway-1", "gateway-2", "agent-1", "agent-2"} <= set(services)
    for name in ("gateway-1", "gateway-2", "agent-1", "agent-2"):
        env = services[name]["environment"]
        assert env["DEERFLOW_MEMORY_CONFIG"] == "/config/config.yaml"
    for name in ("Dockerfile.memory", "Dockerfile.hindsight", "Dockerfile.agent", "nginx.conf",
                 "initdb/10-databases.sh"):
        assert (ROOT / "deploy" / name).is_file(), name


def test_the_compose_config_loads_with_postgres_and_hindsight(monkeypatch) -> None:
    monkeypatch.setenv("MEMORY_DB_PASSWORD", "from-the-environment")
    config = load_memory_config(ROOT / "deploy" / "config" / "config.yaml")
    assert config.storage.backend == "postgres" and config.provider == "hindsight"
    assert "from-the-environment" in config.storage.dsn
