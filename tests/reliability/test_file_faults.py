"""Hostile and broken memory files through every face: gateway, CLI and an agent turn.

Each fault is made for real on disk (a symlink to a file outside ``base_dir``, a FIFO, a folder or
a 5 MB file in place of USER.md, mode 000, a read-only folder, a 0444 file, a lock path that is a
folder, a user folder that is a symlink, a full disk on a small tmpfs). Then:

- the gateway (a real uvicorn server) answers GET and POST with a specific code and status
  (409 / 422 / 503), never 500, within the client timeout;
- the CLI (a subprocess) exits with the storage exit code and one line naming the problem;
- an agent turn (a real `create_agent` graph with a scripted model) finishes: the system prompt
  shows a "not loaded" notice instead of the file, and the memory tool returns an error code;
- nothing outside ``base_dir`` is read (its canary never appears in any answer) or written (its
  bytes and mode are unchanged), and what was on disk before is still there.

Every step is bounded by a timeout, so a hang fails the test instead of stalling the suite.
"""

from __future__ import annotations

import concurrent.futures
import json
import os
import stat
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest
from langchain.agents import create_agent
from langchain_core.messages import HumanMessage, ToolMessage
from langgraph.checkpoint.memory import InMemorySaver

from deerflow_memory_middleware import MemoryConfig, MemoryMiddleware
from deerflow_memory_middleware.gateway import create_app
from tests.support.live_server import LiveServer
from tests.support.scripted_model import ScriptedChatModel, say, tool_call

ROOT = Path(__file__).resolve().parents[2]
API = "/api/memory/v2"
CANARY = "CANARY-outside-base-dir-7f3a"
TIMEOUT = 30


@dataclass
class World:
    base_dir: Path
    outside: Path
    user_dir: Path

    @property
    def user_md(self) -> Path:
        return self.user_dir / "USER.md"


@dataclass(frozen=True)
class Fault:
    name: str
    make: Callable[[World], None]
    read_code: str | None  # code of a read (GET / show / snapshot); None: reads work
    write_code: str
    kept: str | None = "Seed entry."  # USER.md content that must survive (None: not checked)


def _seed(world: World) -> None:
    world.user_dir.mkdir(parents=True)
    world.user_md.write_text("Seed entry.", encoding="utf-8")


def _symlink_file(world: World) -> None:
    world.user_dir.mkdir(parents=True)
    world.user_md.symlink_to(world.outside / "secret.txt")


def _fifo(world: World) -> None:
    world.user_dir.mkdir(parents=True)
    os.mkfifo(world.user_md)


def _folder(world: World) -> None:
    (world.user_md / "inner").mkdir(parents=True)


def _huge(world: World) -> None:
    world.user_dir.mkdir(parents=True)
    world.user_md.write_text("Seed entry.\n§\n" + "x" * 5_000_000, encoding="utf-8")


def _mode_000(world: World) -> None:
    _seed(world)
    world.user_md.chmod(0)


def _read_only_folder(world: World) -> None:
    _seed(world)
    world.user_dir.chmod(0o555)


def _read_only_file(world: World) -> None:
    _seed(world)
    world.user_md.chmod(0o444)


def _lock_folder(world: World) -> None:
    _seed(world)
    (world.user_dir / "USER.md.lock").mkdir()


def _user_folder_link(world: World) -> None:
    (world.base_dir / "users").mkdir(parents=True)
    target = world.outside / "elsewhere"
    target.mkdir()
    (target / "USER.md").write_text(f"{CANARY} planted", encoding="utf-8")
    world.user_dir.symlink_to(target, target_is_directory=True)


FAULTS = [
    Fault("symlink to a file outside", _symlink_file, "not_a_regular_file", "not_a_regular_file",
          None),
    Fault("fifo", _fifo, "not_a_regular_file", "not_a_regular_file", None),
    Fault("folder in place of the file", _folder, "not_a_regular_file", "not_a_regular_file",
          None),
    Fault("5 MB file", _huge, "file_too_large", "file_too_large", None),
    Fault("mode 000", _mode_000, "permission_denied", "permission_denied"),
    Fault("read-only folder", _read_only_folder, None, "read_only"),
    Fault("0444 file", _read_only_file, None, "read_only"),
    Fault("lock path is a folder", _lock_folder, None, "lock_unusable"),
    Fault("user folder is a symlink", _user_folder_link, "unsafe_path", "unsafe_path", None),
]
STATUS = {"not_a_regular_file": 409, "file_too_large": 409, "unsafe_path": 409,
          "permission_denied": 503, "read_only": 503, "lock_unusable": 503, "disk_full": 503}
EXIT = {"not_a_regular_file": 5, "unsafe_path": 5, "file_too_large": 6, "permission_denied": 7,
        "read_only": 7, "disk_full": 8, "lock_unusable": 9}


def _world(tmp_path: Path) -> World:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "secret.txt").write_text(f"root:x:0:0 {CANARY}\n", encoding="utf-8")
    base_dir = tmp_path / "memory"
    return World(base_dir, outside, base_dir / "users" / "default")


def _outside_state(world: World) -> dict[str, tuple[bytes, int]]:
    return {str(p): (p.read_bytes(), p.stat().st_mode) for p in world.outside.rglob("*")
            if p.is_file()}


def _user_md_text(world: World) -> str | None:
    try:
        if world.user_md.is_symlink() or not world.user_md.is_file():
            return None
        mode = world.user_md.stat().st_mode
        world.user_md.chmod(mode | stat.S_IRUSR)
        try:
            return world.user_md.read_text(encoding="utf-8")
        finally:
            world.user_md.chmod(stat.S_IMODE(mode))
    except OSError:
        return None


def _restore(world: World) -> None:
    for path in (world.user_dir, world.user_md):
        if path.exists() and not path.is_symlink():
            path.chmod(0o700 if path.is_dir() else 0o600)


def _check_untouched(world: World, before: dict[str, tuple[bytes, int]], fault: Fault,
                     *answers: str) -> None:
    assert _outside_state(world) == before, "something outside base_dir was written"
    for answer in answers:
        assert CANARY not in answer, "something outside base_dir was read"
    if fault.kept is not None:
        assert fault.kept in (_user_md_text(world) or ""), "the file's content was lost"


def _in_time(fn: Callable[[], object]) -> object:
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(fn).result(timeout=TIMEOUT)


# ------------------------------------------------------------------------------ gateway
@pytest.mark.parametrize("fault", FAULTS, ids=[f.name for f in FAULTS])
def test_gateway(fault: Fault, tmp_path: Path) -> None:
    world = _world(tmp_path)
    fault.make(world)
    before = _outside_state(world)
    with LiveServer(create_app(base_dir=world.base_dir)) as server, \
            httpx.Client(base_url=server.base_url, timeout=TIMEOUT) as http:
        got = http.get(API)
        posted = http.post(f"{API}/entries", json={"target": "user", "content": "New fact."})
    try:
        if fault.read_code is None:
            assert got.status_code == 200, got.text
        else:
            assert got.status_code == STATUS[fault.read_code], got.text
            assert got.json()["error"]["code"] == fault.read_code
        assert posted.status_code == STATUS[fault.write_code], posted.text
        error = posted.json()["error"]
        assert error["code"] == fault.write_code
        assert len(error["message"]) < 400  # never the file echoed back
        _check_untouched(world, before, fault, got.text, posted.text)
    finally:
        _restore(world)


# ------------------------------------------------------------------------------ CLI
def _cli(world: World, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for name in ("DEERFLOW_MEMORY_BASE_DIR", "DEERFLOW_MEMORY_USER", "DEERFLOW_MEMORY_CONFIG"):
        env.pop(name, None)
    return subprocess.run(
        [sys.executable, "-m", "deerflow_memory_middleware.cli", "--base-dir",
         str(world.base_dir), *args],
        capture_output=True, text=True, env=env, timeout=TIMEOUT * 2, check=False, cwd=ROOT)


@pytest.mark.parametrize("fault", FAULTS, ids=[f.name for f in FAULTS])
def test_cli(fault: Fault, tmp_path: Path) -> None:
    world = _world(tmp_path)
    fault.make(world)
    before = _outside_state(world)
    try:
        shown = _cli(world, "show")
        added = _cli(world, "add", "user", "New fact.")
        if fault.read_code is None:
            assert shown.returncode == 0, shown.stderr
        else:
            assert shown.returncode == EXIT[fault.read_code], shown.stderr
            assert fault.read_code in shown.stderr
        assert added.returncode == EXIT[fault.write_code], added.stderr
        assert fault.write_code in added.stderr
        assert len(added.stderr.strip().splitlines()) == 1
        _check_untouched(world, before, fault, shown.stdout, shown.stderr, added.stdout,
                         added.stderr)
    finally:
        _restore(world)


# ------------------------------------------------------------------------------ agent turn
def _turn(world: World) -> tuple[str, dict]:
    memory = MemoryMiddleware(MemoryConfig(), base_dir=world.base_dir)
    model = ScriptedChatModel([
        tool_call("memory", action="add", target="user", content="New fact."), say("ok")])
    agent = create_agent(model, tools=[], middleware=[memory], checkpointer=InMemorySaver(),
                         system_prompt="You are careful.")
    try:
        result = agent.invoke({"messages": [HumanMessage("remember this")]},
                              {"configurable": {"thread_id": "t"}},
                              context={"user_id": "default", "agent_id": "default"})
    finally:
        memory.shutdown()
    tool = next(m for m in result["messages"] if isinstance(m, ToolMessage))
    return model.requests[0].system_text, json.loads(tool.text)


@pytest.mark.parametrize("fault", FAULTS, ids=[f.name for f in FAULTS])
def test_agent_turn(fault: Fault, tmp_path: Path) -> None:
    world = _world(tmp_path)
    fault.make(world)
    before = _outside_state(world)
    try:
        prompt, tool = _in_time(lambda: _turn(world))  # type: ignore[misc]
        if fault.read_code is not None:
            assert "USER PROFILE (who the user is) [file not loaded]" in prompt
            assert fault.read_code.replace("_", " ") in prompt
        assert tool["success"] is False and tool["code"] == fault.write_code, tool
        assert len(json.dumps(tool)) < 1000
        _check_untouched(world, before, fault, prompt, json.dumps(tool))
    finally:
        _restore(world)


def test_read_only_file_keeps_its_mode_and_a_writable_file_keeps_its_mode(tmp_path):
    world = _world(tmp_path)
    _seed(world)
    world.user_md.chmod(0o640)
    assert _cli(world, "add", "user", "Second fact.").returncode == 0
    assert stat.S_IMODE(world.user_md.stat().st_mode) == 0o640
    world.user_md.chmod(0o444)
    assert _cli(world, "add", "user", "Third fact.").returncode == EXIT["read_only"]
    assert stat.S_IMODE(world.user_md.stat().st_mode) == 0o444
    assert world.user_md.read_text() == "Seed entry.\n§\nSecond fact."


def test_erase_never_follows_a_link(tmp_path):
    world = _world(tmp_path)
    _user_folder_link(world)
    before = _outside_state(world)
    with LiveServer(create_app(base_dir=world.base_dir)) as server, \
            httpx.Client(base_url=server.base_url, timeout=TIMEOUT) as http:
        erased = http.delete(API)
    assert erased.status_code in (200, 202), erased.text
    assert not world.user_dir.exists() and not world.user_dir.is_symlink()
    assert _outside_state(world) == before


# ------------------------------------------------------------------------------ disk full
@pytest.fixture
def small_disk(tmp_path: Path):
    mount = tmp_path / "small"
    mount.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(mount)],
                          capture_output=True, text=True, check=False)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a small tmpfs here: {done.stderr.strip()}")
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


def _fill(folder: Path) -> None:
    try:
        with open(folder / "filler", "wb") as handle:
            while True:
                handle.write(b"\0" * 4096)
                handle.flush()
    except OSError:
        pass  # full


def test_disk_full_through_every_face(small_disk: Path, tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    world = World(small_disk / "memory", outside, small_disk / "memory" / "users" / "default")
    _seed(world)
    _fill(small_disk)
    with LiveServer(create_app(base_dir=world.base_dir)) as server, \
            httpx.Client(base_url=server.base_url, timeout=TIMEOUT) as http:
        posted = http.post(f"{API}/entries", json={"target": "user", "content": "New fact " * 50})
    assert posted.status_code == 503 and posted.json()["error"]["code"] == "disk_full"
    added = _cli(world, "add", "user", "Another fact " * 50)
    assert added.returncode == EXIT["disk_full"], added.stderr
    _, tool = _in_time(lambda: _turn(world))  # type: ignore[misc]
    assert tool["code"] == "disk_full"
    assert world.user_md.read_text() == "Seed entry."
