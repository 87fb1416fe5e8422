"""Config faults: broken YAML, wrong types, unknown keys, unreadable or malformed override files.

The contract (issue 6, item 7):

- ``config.yaml`` faults are a `ConfigError` at load whose message names the file and the key;
  nothing half-loaded comes back.
- An override file that breaks while the process runs (invalid JSON, a wrong type, a JSON array,
  invalid UTF-8, an empty file, a directory in its place, no read permission, an unreadable
  folder) never fails a turn: the last good values of that file stay in force, the problem is
  reported in ``EffectiveConfig.warnings`` (and so in ``GET /config`` and the client's
  ``get_memory_config``), writes to the broken file are refused with a clear error, and nothing
  on disk changes. A key a user may not set, or one that does not exist, is ignored with a
  warning naming it.

Faults are driven through the real faces: `MemoryService`, `MemoryClient`, the gateway and a
`create_agent` graph whose prompt shows whether the good override is still applied.

Figures: ``bench-results/reliability-config.json``.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from langchain.agents import create_agent
from langchain_core.messages import HumanMessage
from langgraph.checkpoint.memory import InMemorySaver

from deerflow_memory_middleware import MemoryClient, MemoryConfig, MemoryMiddleware
from deerflow_memory_middleware.config import ConfigError, load_memory_config
from deerflow_memory_middleware.gateway.errors import status_for
from deerflow_memory_middleware.service import MemoryService, ServiceError
from deerflow_memory_middleware.storage.files import GLOBAL_OVERRIDES_FILE, USER_OVERRIDES_FILE
from deerflow_memory_middleware.testing import ScriptedChatModel, say

from ._figures import record

_counts: dict[str, int] = {}


def count(what: str, n: int = 1) -> None:
    _counts[what] = _counts.get(what, 0) + n


def tree(root: Path) -> dict[str, str]:
    out = {}
    for path in sorted(root.rglob("*")):
        rel = str(path.relative_to(root))
        if path.is_symlink():
            out[rel] = "link:" + os.readlink(path)
        elif path.is_dir():
            out[rel] = "dir"
        else:
            out[rel] = hashlib.sha256(path.read_bytes()).hexdigest()
        out[rel] += f" {path.lstat().st_mode:o}"
    return out


# ------------------------------------------------------------------------------------ YAML
YAML_FAULTS = {
    # name: (file content, text the error must contain)
    "syntax_unclosed_flow": ("memory:\n  builtin: {user_char_limit: 10\n", "not valid YAML"),
    "syntax_tab_indent": ("memory:\n\tbuiltin:\n\t\tenabled: true\n", "not valid YAML"),
    "syntax_bad_mapping": ("memory:\n  builtin: enabled: true\n", "not valid YAML"),
    "document_is_a_list": ("- memory\n- builtin\n", "must hold a mapping"),
    "memory_is_a_list": ("memory:\n  - builtin\n", "'memory'"),
    "memory_is_a_string": ("memory: on\n", "'memory'"),
    "section_not_a_mapping": ("memory:\n  builtin: 5\n", "builtin"),
    "unknown_top_key": ("memory:\n  bultin:\n    enabled: true\n", "bultin"),
    "unknown_nested_key": ("memory:\n  builtin:\n    user_limit: 500\n", "builtin.user_limit"),
    "unknown_hindsight_key": ("memory:\n  hindsight:\n    api_ur: http://x\n", "hindsight.api_ur"),
    "int_is_text": ("memory:\n  builtin:\n    user_char_limit: lots\n", "builtin.user_char_limit"),
    "int_is_fraction": ("memory:\n  builtin:\n    memory_char_limit: 2200.5\n",
                        "builtin.memory_char_limit"),
    "int_below_minimum": ("memory:\n  builtin:\n    user_char_limit: 50\n",
                          "builtin.user_char_limit"),
    "int_above_maximum": ("memory:\n  builtin:\n    memory_char_limit: 99999999\n",
                          "builtin.memory_char_limit"),
    "bool_is_word": ("memory:\n  injection:\n    enabled: maybe\n", "injection.enabled"),
    "bool_is_list": ("memory:\n  enabled: [true]\n", "enabled"),
    "enum_unknown": ("memory:\n  hindsight:\n    memory_mode: telepathy\n",
                     "hindsight.memory_mode"),
    "provider_unknown": ("memory:\n  provider: redis\n", "provider"),
    "negative_timeout": ("memory:\n  hindsight:\n    recall_timeout_seconds: -1\n",
                         "hindsight.recall_timeout_seconds"),
    "string_is_list": ("memory:\n  hindsight:\n    api_url: [a, b]\n", "hindsight.api_url"),
    "tag_with_spaces": ("memory:\n  injection:\n    context_tag: 'bad tag'\n",
                        "injection.context_tag"),
    "env_var_unset": ("memory:\n  builtin:\n    user_char_limit: ${DEERFLOW_TEST_UNSET_VAR}\n",
                      "builtin.user_char_limit"),
    "bank_templates_collide": (("memory:\n  hindsight:\n    bank_id_template: 'd-{user_id}'\n"
                                "    work_bank_id_template: 'd-{user_id}'\n"), "template"),
    "bank_template_no_user": ("memory:\n  hindsight:\n    bank_id_template: 'shared'\n",
                              "user_id"),
    "bank_template_unknown_placeholder": (
        "memory:\n  hindsight:\n    work_bank_id_template: 'w-{user_id}-{tenant}'\n", "tenant"),
}


@pytest.mark.parametrize("name", sorted(YAML_FAULTS))
def test_broken_yaml_is_a_clear_error_naming_the_key(tmp_path, name, monkeypatch):
    monkeypatch.delenv("DEERFLOW_TEST_UNSET_VAR", raising=False)
    text, named = YAML_FAULTS[name]
    path = tmp_path / "config.yaml"
    path.write_text(text)
    with pytest.raises(ConfigError) as info:
        load_memory_config(path)
    message = str(info.value)
    assert str(path) in message or "overrides" in message, message
    assert named in message, message
    assert len(message) < 2000
    count("yaml_faults_refused_at_load")


@pytest.mark.parametrize("fault", ["missing", "directory", "not_utf8", "binary", "chmod_000"])
def test_unreadable_yaml_file_is_a_clear_error(tmp_path, fault):
    path = tmp_path / "config.yaml"
    if fault == "directory":
        path.mkdir()
    elif fault == "not_utf8":
        path.write_bytes(b"memory:\n  hindsight:\n    bank_mission: '\xff\xfe'\n")
    elif fault == "binary":
        path.write_bytes(bytes(range(256)))
    elif fault == "chmod_000":
        path.write_text("memory:\n  enabled: false\n")
        path.chmod(0)
        if os.geteuid() == 0:  # root reads anyway: the file is simply loaded
            assert load_memory_config(path).enabled is False
            count("yaml_chmod_000_not_applicable_as_root")
            return
    with pytest.raises(ConfigError) as info:
        load_memory_config(path)
    assert str(path) in str(info.value)
    count("yaml_file_faults_refused_at_load")


def test_middleware_never_starts_with_a_half_loaded_config(tmp_path):
    path = tmp_path / "config.yaml"
    path.write_text("memory:\n  builtin:\n    user_char_limit: 5000\n    bogus: 1\n")
    with pytest.raises(ConfigError, match="builtin.bogus"):
        MemoryMiddleware(load_memory_config(path), base_dir=tmp_path / "m")
    assert not (tmp_path / "m").exists()


# ------------------------------------------------------------------------------------ overrides
def _invalid_json(path: Path) -> None:
    path.write_text('{"injection": {"enabled": false', encoding="utf-8")


def _wrong_type(path: Path) -> None:
    path.write_text(json.dumps({"injection": {"max_tokens": "lots"}}), encoding="utf-8")


def _out_of_range(path: Path) -> None:
    path.write_text(json.dumps({"injection": {"max_tokens": -5}}), encoding="utf-8")


def _bad_enum(path: Path) -> None:
    path.write_text(json.dumps({"hindsight": {"memory_mode": "telepathy"}}), encoding="utf-8")


def _json_array(path: Path) -> None:
    path.write_text('[{"injection": {"enabled": true}}]', encoding="utf-8")


def _json_scalar(path: Path) -> None:
    path.write_text("null", encoding="utf-8")


def _not_utf8(path: Path) -> None:
    path.write_bytes(b'{"hindsight": {"bank_mission": "\xff\xfe"}}')


def _empty(path: Path) -> None:
    path.write_text("", encoding="utf-8")


def _truncated(path: Path) -> None:
    path.write_bytes(path.read_bytes()[: len(path.read_bytes()) // 2])


def _directory(path: Path) -> None:
    path.unlink()
    path.mkdir()
    (path / "inner.json").write_text("{}")


def _dangling_symlink(path: Path) -> None:
    path.unlink()
    path.symlink_to(path.with_name("gone.json"))


BREAKERS = {f.__name__.lstrip("_"): f for f in (
    _invalid_json, _wrong_type, _out_of_range, _bad_enum, _json_array, _json_scalar, _not_utf8,
    _empty, _truncated, _directory, _dangling_symlink,
)}
GOOD = {"injection.include_builtin": False, "injection.max_tokens": 321}
SYSTEM = "You are careful."


def prompt_of_a_new_thread(memory: MemoryMiddleware, thread: str) -> str:
    model = ScriptedChatModel([say("ok")])
    agent = create_agent(model, tools=[], middleware=[memory], checkpointer=InMemorySaver(),
                         system_prompt=SYSTEM)
    agent.invoke({"messages": [HumanMessage("hi")]}, {"configurable": {"thread_id": thread}},
                 context={"user_id": "alice", "agent_id": "a"})
    return model.requests[-1].system_text


@pytest.fixture
def faces(tmp_path):
    base_dir = tmp_path / "memory"
    memory = MemoryMiddleware(MemoryConfig(), base_dir=base_dir)
    service = MemoryService(memory.registry)  # one process: the gateway shares the registry
    client = MemoryClient(service=service, user_id="alice")
    assert client.add_memory_entry("user", "Alice keeps bees.")["success"]
    yield memory, service, client, base_dir
    memory.shutdown()


@pytest.mark.parametrize("breaker", sorted(BREAKERS))
@pytest.mark.parametrize("which", ["user", "global"])
def test_broken_override_file_keeps_the_last_good_state(faces, breaker, which):
    memory, service, client, base_dir = faces
    user_file = base_dir / "users" / "alice" / USER_OVERRIDES_FILE
    global_file = base_dir / GLOBAL_OVERRIDES_FILE
    global_file.write_text(json.dumps({"hindsight": {"recall_budget": "high"}}))
    service.set_config("alice", GOOD)
    good = client.get_memory_config()
    assert good["warnings"] == [] and good["config"]["injection"]["max_tokens"] == 321
    assert prompt_of_a_new_thread(memory, "before") == SYSTEM  # include_builtin off: no snapshot

    path = user_file if which == "user" else global_file
    BREAKERS[breaker](path)
    os.utime(path, ns=(10**18, 10**18), follow_symlinks=False)  # a new stamp: re-read for sure
    before = tree(base_dir)

    for _ in range(2):  # reported on every read until fixed, not cached away
        now = client.get_memory_config()
        assert now["warnings"], breaker
        assert any(str(path) in w for w in now["warnings"]), now["warnings"]
        assert now["config"] == good["config"], "the last good values must stay in force"
        assert {k: v["source"] for k, v in now["fields"].items()} == \
            {k: v["source"] for k, v in good["fields"].items()}
    # a turn still runs, with the good override still applied
    assert prompt_of_a_new_thread(memory, f"after-{breaker}") == SYSTEM
    assert service.status("alice")["config_warnings"]
    count("override_faults_survived")

    if which == "user":  # writes to the broken file are refused, naming it
        for write in (lambda: service.set_config("alice", {"injection.enabled": False}),
                      lambda: service.unset_config("alice", "injection.max_tokens")):
            with pytest.raises(ServiceError) as info:
                write()
            assert status_for(info.value.code) == 422 and str(path) in info.value.message
            count("writes_refused_while_broken")
    # memory entries are unaffected by a config fault
    assert client.add_memory_entry("memory", f"note during {breaker}")["success"]
    after = tree(base_dir)
    changed = {k for k in set(before) | set(after) if before.get(k) != after.get(k)
               and not k.startswith("users/alice/history")}  # the write's audit record
    assert changed <= {"users/alice/agents", "users/alice/agents/default",
                       "users/alice/agents/default/MEMORY.md",
                       "users/alice/agents/default/MEMORY.md.lock"}, changed
    count("disk_unchanged_checks")


@pytest.mark.parametrize("breaker", ["invalid_json", "directory", "not_utf8", "json_array"])
def test_gateway_reports_a_broken_override_file(faces, breaker):
    fastapi = pytest.importorskip("fastapi")
    from fastapi.testclient import TestClient

    from deerflow_memory_middleware.gateway import create_router

    _, service, _, base_dir = faces
    app = fastapi.FastAPI()
    app.include_router(create_router(service, identity=lambda: "alice"))
    http = TestClient(app)
    assert http.patch("/api/memory/v2/config", json=GOOD).status_code == 200
    path = base_dir / "users" / "alice" / USER_OVERRIDES_FILE
    BREAKERS[breaker](path)
    os.utime(path, ns=(10**18, 10**18))
    response = http.get("/api/memory/v2/config")
    assert response.status_code == 200
    body = response.json()
    assert body["warnings"] and body["config"]["injection"]["max_tokens"] == 321
    refused = http.patch("/api/memory/v2/config", json={"injection.enabled": False})
    assert refused.status_code == 422 and str(path) in refused.text
    assert http.get("/api/memory/v2").status_code == 200
    count("gateway_fault_checks")


def test_a_fresh_process_with_a_broken_file_falls_back_and_says_so(tmp_path):
    base_dir = tmp_path / "memory"
    path = base_dir / "users" / "alice" / USER_OVERRIDES_FILE
    path.parent.mkdir(parents=True)
    path.write_text("{broken")
    memory = MemoryMiddleware(MemoryConfig(), base_dir=base_dir)
    effective = memory.registry.effective("alice")
    assert effective.config == MemoryConfig() and str(path) in effective.warnings[0]
    assert prompt_of_a_new_thread(memory, "t") == SYSTEM  # the turn runs
    memory.shutdown()


@pytest.mark.parametrize("content,named", [
    ({"injection": {"enabeld": False}, "hindsight": {"memory_mode": "tools"}},
     "injection.enabeld"),
    ({"builtin": {"user_char_limit": 100000}, "hindsight": {"memory_mode": "tools"}},
     "builtin.user_char_limit"),
    ({"security.scan_content": False, "hindsight": {"memory_mode": "tools"}},
     "security.scan_content"),
    ({"injection": 5, "hindsight": {"memory_mode": "tools"}}, "injection"),
])
@pytest.mark.parametrize("which", ["user", "global"])
def test_unknown_or_forbidden_keys_are_ignored_with_a_warning_naming_them(
        faces, content, named, which):
    """Regression: such keys used to be dropped with a log line only, so a typo in an override
    file was invisible to the user (``GET /config`` said nothing)."""
    _, _, client, base_dir = faces
    path = (base_dir / "users" / "alice" / USER_OVERRIDES_FILE if which == "user"
            else base_dir / GLOBAL_OVERRIDES_FILE)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(content))
    for _ in range(2):  # also from the cache
        config = client.get_memory_config()
        assert config["config"]["hindsight"]["memory_mode"] == "tools"  # the rest applies
        assert config["config"]["builtin"]["user_char_limit"] == 1375
        assert config["config"]["security"]["scan_content"] is True
        assert any(f"'{named}'" in w and str(path) in w for w in config["warnings"]), \
            config["warnings"]
    count("unknown_key_warnings")


def test_unknown_key_in_a_write_is_refused_naming_it(faces):
    _, service, _, base_dir = faces
    for values, named in (({"injection.enabeld": False}, "injection.enabeld"),
                          ({"builtin.user_char_limit": 9}, "builtin.user_char_limit"),
                          ({"injection.max_tokens": "lots"}, "injection.max_tokens")):
        with pytest.raises(ServiceError) as info:
            service.set_config("alice", values)
        assert status_for(info.value.code) == 422 and named in info.value.message
        count("bad_writes_refused")
    assert not (base_dir / "users" / "alice" / USER_OVERRIDES_FILE).exists()


def test_a_memory_file_replaced_by_a_directory_does_not_fail_the_turn(faces):
    memory, _, client, base_dir = faces
    user_md = base_dir / "users" / "alice" / "USER.md"
    user_md.unlink()
    user_md.mkdir()
    assert prompt_of_a_new_thread(memory, "dir").startswith(SYSTEM)
    result = client.add_memory_entry("user", "Another fact.")
    assert result["success"] is False and result["code"] == "not_a_regular_file"
    assert user_md.is_dir() and not any(user_md.iterdir())


def test_an_override_file_that_cannot_be_stat_ed_is_a_warning(faces, monkeypatch):
    """Regression (runs without root too): ``read_file`` used ``Path.exists()``, which raises
    on EACCES instead of answering False, so every turn of the user failed."""
    memory, service, client, base_dir = faces
    service.set_config("alice", GOOD)
    path = base_dir / "users" / "alice" / USER_OVERRIDES_FILE
    real_stat = Path.stat

    def stat(self, *args, **kwargs):
        if self == path:
            raise PermissionError(13, "Permission denied", str(self))
        return real_stat(self, *args, **kwargs)

    monkeypatch.setattr(Path, "stat", stat)
    config = client.get_memory_config()
    assert config["config"]["injection"]["max_tokens"] == 321
    assert any("Cannot read" in w and str(path) in w for w in config["warnings"])
    assert prompt_of_a_new_thread(memory, "eacces") == SYSTEM


# ------------------------------------------------------------------------------ permissions
@pytest.fixture(scope="module")
def unprivileged_process():
    """A helper process running the override store as uid 65534 (see `_unprivileged.py`)."""
    if os.geteuid() != 0:
        pytest.skip("needs root to drop to another uid (as a normal user chmod already bites)")
    proc = subprocess.Popen(
        [sys.executable, str(Path(__file__).with_name("_unprivileged.py"))],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert json.loads(proc.stdout.readline())["uid"] == 65534
    yield proc
    proc.stdin.close()
    proc.wait(timeout=30)


@pytest.fixture
def unprivileged(unprivileged_process):
    """``ask(command)`` against a fresh, world-traversable base_dir, and its user folder."""
    root = Path(tempfile.mkdtemp(prefix="deerflow-perm-", dir="/tmp"))
    root.chmod(0o755)
    base_dir = root / "memory"
    user_dir = base_dir / "users" / "alice"
    user_dir.mkdir(parents=True)
    for folder in (base_dir, base_dir / "users", user_dir):
        folder.chmod(0o777)

    def ask(command: dict) -> dict:
        proc = unprivileged_process
        proc.stdin.write(json.dumps({**command, "base_dir": str(base_dir)}) + "\n")
        proc.stdin.flush()
        return json.loads(proc.stdout.readline())

    yield ask, user_dir
    shutil.rmtree(root)


def test_chmod_000_override_file_as_an_unprivileged_process(unprivileged):
    ask, user_dir = unprivileged
    assert ask({"op": "set", "values": {"injection.max_tokens": 77}}) == {"ok": True}
    good = ask({"op": "effective"})
    assert good["warnings"] == [] and good["values"]["injection.max_tokens"] == 77
    path = user_dir / USER_OVERRIDES_FILE
    path.chmod(0)
    os.utime(path, ns=(10**18, 10**18))
    before = path.stat()
    broken = ask({"op": "effective"})
    assert broken.get("values", {}).get("injection.max_tokens") == 77, broken
    assert any("Cannot read" in w and str(path) in w for w in broken["warnings"]), broken
    refused = ask({"op": "set", "values": {"injection.max_tokens": 5}})
    assert refused["raised"].startswith("ConfigError") and str(path) in refused["raised"]
    assert path.stat().st_mtime_ns == before.st_mtime_ns and path.stat().st_mode & 0o777 == 0
    count("permission_faults_survived")


def test_chmod_000_yaml_as_an_unprivileged_process(unprivileged):
    ask, user_dir = unprivileged
    path = user_dir / "config.yaml"
    path.write_text("memory:\n  enabled: false\n")
    assert ask({"op": "load", "path": str(path)}) == {"enabled": False}
    path.chmod(0)
    refused = ask({"op": "load", "path": str(path)})
    assert refused["raised"].startswith("ConfigError: Cannot read config file"), refused
    assert str(path) in refused["raised"]
    count("yaml_file_faults_refused_at_load")


def test_unreadable_user_folder_as_an_unprivileged_process(unprivileged):
    """Regression: ``Path.exists()`` raises PermissionError (it only swallows 'not found'), so a
    user folder the server may not search made ``effective()`` - and every turn - raise."""
    ask, user_dir = unprivileged
    assert ask({"op": "set", "values": {"injection.max_tokens": 88}}) == {"ok": True}
    assert ask({"op": "effective"})["values"]["injection.max_tokens"] == 88
    user_dir.chmod(0o700)  # root-owned: uid 65534 can no longer enter it
    broken = ask({"op": "effective"})
    assert "raised" not in broken, broken
    assert broken["values"]["injection.max_tokens"] == 88 and broken["warnings"], broken
    refused = ask({"op": "set", "values": {"injection.max_tokens": 5}})
    # refused: the folder cannot be entered (an OSError, like a full disk: a server-side fault)
    assert refused["raised"].startswith(("ConfigError", "PermissionError")), refused
    user_dir.chmod(0o777)
    assert json.loads((user_dir / USER_OVERRIDES_FILE).read_text()) == {
        "injection": {"max_tokens": 88}}
    count("permission_faults_survived")


def test_zz_record_figures():
    record("config", {"yaml_fault_kinds": len(YAML_FAULTS) + 5,
                      "override_fault_kinds": len(BREAKERS) + 3,
                      **dict(sorted(_counts.items())),
                      "good_values_lost": 0, "files_changed_by_refused_writes": 0})
