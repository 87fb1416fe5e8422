"""Identity and path safety: hostile ids never reach a path or a bank name outside their own.

Hostile user and agent ids (``..``, slashes, backslashes, NUL, full-width dots and slashes,
Cyrillic and full-width look-alikes, zero-width and bidi characters, 129+ characters, empty,
whitespace, absolute paths, ``~``, percent-encoding) are fed through every face: the middleware's
run context (a real graph), the `memory` tool itself, `MemoryClient`, `MemoryService`, the gateway
and the override store. For each: a clear `InvalidIdError` (or an error result / HTTP 400), and
nothing created, changed or even opened outside ``base_dir`` - checked with a byte-for-byte
snapshot of the whole temp tree, canary paths in ``/tmp`` and a Python audit hook that sees every
``open`` / ``mkdir`` / ``remove`` / ``rename`` / ``scandir`` the package makes.

Bank names (hypothesis): two different (user, agent) pairs never get the same work bank, two
different users never the same user bank, and no user bank is ever a work bank.

Figures: ``bench-results/reliability-paths.json``.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import sys
import uuid
from pathlib import Path
from types import SimpleNamespace
from typing import ClassVar

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from langchain.agents import create_agent
from langchain_core.messages import HumanMessage
from langgraph.checkpoint.memory import InMemorySaver

from deerflow_memory_middleware import MemoryClient, MemoryConfig, MemoryMiddleware
from deerflow_memory_middleware.identity import (
    MAX_ID_LENGTH,
    InvalidIdError,
    scope_from_runtime,
    validate_id,
)
from deerflow_memory_middleware.providers.bank_router import MAX_BANK_ID_BYTES, BankRouter
from deerflow_memory_middleware.service import MemoryService
from deerflow_memory_middleware.testing import ScriptedChatModel, say, tool_call

from ._figures import record

CANARY = f"deerflow-canary-{uuid.uuid4().hex[:12]}"
TMP_CANARY = Path("/tmp") / CANARY

HOSTILE_IDS = [
    "..", ".", "...", "../evil", "../../../../../../../../tmp/" + CANARY, "/tmp/" + CANARY,
    "a/../../evil", "users/../..", "evil/", "/", "a/b", "a\\b", "..\\evil", "\\\\server\\share",
    "a\x00b", "\x00", "ok\x00/../../evil", "..\x00",
    "\uff0e\uff0e", "\uff0e\uff0e\uff0fevil", "\u2024\u2024", "\u2025", "alice\u2215evil",
    "alice\u29f8evil", "\uff3c",            # full-width dots / slashes, one-dot leader, ...
    "\u0430lice", "alic\u0435", "\u0410dmin", "\uff41lice", "\u0391lice",  # look-alikes
    "ali\u200bce", "alice\u202e", "\u2066alice", "alice\ufeff",              # invisible
    "a" * (MAX_ID_LENGTH + 1), "b" * 4096,
    "", " ", "  ", "\t", "\n", " alice", "alice ", "alice\n", "alice\nbob", "al ice",
    ".hidden", "..hidden", "a..b", "~", "~root", "$HOME", "${HOME}", "%2e%2e%2f", "%2e%2e",
    "C:\\Windows", "c:", "a:b", "a*b", "a?b", "a|b", "a<b>", "{user_id}", "é",
]
NON_STRING_IDS = [0, 12, 1.5, False, True, b"alice", ["alice"], {"a": 1}]
TARGET_CALLS = [("add", {"content": "Likes tea."}),
                ("replace", {"old_text": "tea", "content": "Likes coffee."}),
                ("remove", {"old_text": "tea"})]
_counts: dict[str, int] = {}


def count(what: str, n: int = 1) -> None:
    _counts[what] = _counts.get(what, 0) + n


# ------------------------------------------------------------------------------------ watching
class FsWatch:
    """Records every path the process opens, creates, lists, renames or removes (audit hook)."""

    EVENTS: ClassVar[set[str]] = {"open", "os.mkdir", "os.remove", "os.rename", "os.rmdir", "os.listdir",
              "os.scandir", "os.chmod", "os.truncate", "os.link", "os.symlink", "shutil.rmtree",
              "shutil.copyfile", "os.utime", "os.chown"}
    active = False
    seen: ClassVar[list[tuple[str, str]]] = []
    _installed = False

    @classmethod
    def install(cls) -> None:
        if not cls._installed:
            sys.addaudithook(cls._hook)
            cls._installed = True

    @classmethod
    def _hook(cls, event: str, args: tuple) -> None:
        if not cls.active or event not in cls.EVENTS:
            return
        for arg in args[:2]:
            if isinstance(arg, (str, bytes, os.PathLike)):
                path = os.fsdecode(arg)
                cls.seen.append((event, path))


@pytest.fixture
def watch():
    FsWatch.install()
    FsWatch.seen = []
    FsWatch.active = True
    yield FsWatch
    FsWatch.active = False


def tree(root: Path) -> dict[str, str]:
    """Every path under ``root`` with a hash of its content (``dir`` for folders)."""
    out = {}
    for path in sorted(root.rglob("*")):
        rel = str(path.relative_to(root))
        if path.is_symlink():
            out[rel] = "link:" + os.readlink(path)
        elif path.is_dir():
            out[rel] = "dir"
        else:
            out[rel] = hashlib.sha256(path.read_bytes()).hexdigest()
    return out


@pytest.fixture
def world(tmp_path):
    """A base_dir with one real user, plus bait files where a traversal would land."""
    base_dir = tmp_path / "root" / "memory"
    (base_dir / "users" / "alice" / "agents" / "researcher").mkdir(parents=True)
    (base_dir / "users" / "alice" / "USER.md").write_text("Alice's own profile.")
    (base_dir / "users" / "alice" / "agents" / "researcher" / "MEMORY.md").write_text("Notes.")
    for bait in (base_dir / "USER.md", base_dir / "users" / "USER.md",
                 tmp_path / "root" / "USER.md", tmp_path / "root" / "evil" / "USER.md",
                 tmp_path / "root" / "memory" / "evil" / "USER.md"):
        bait.parent.mkdir(parents=True, exist_ok=True)
        bait.write_text("SECRET bait outside any user's folder")
    before = tree(tmp_path)
    yield SimpleNamespace(base_dir=base_dir, tmp=tmp_path)
    assert tree(tmp_path) == before, "the temp tree changed"
    assert not TMP_CANARY.exists() and not Path("/tmp/evil").exists()


def assert_nothing_touched(watch, world) -> None:
    """No path event outside ``base_dir/users/<valid id>`` and none near the bait or canary."""
    users = (world.base_dir / "users").resolve()
    for event, raw in watch.seen:
        path = Path(raw)
        resolved = path.resolve() if path.is_absolute() else (Path.cwd() / path).resolve()
        assert CANARY not in raw, (event, raw)
        if world.tmp in resolved.parents or resolved == world.tmp:
            assert users in resolved.parents, f"{event} outside users/: {raw}"
            rel = resolved.relative_to(users).parts
            validate_id(rel[0], "user_id")  # only a valid user's folder was touched
    assert not any("SECRET" in str(item) for item in watch.seen)


# ------------------------------------------------------------------------------------ faces
def invoke_graph(memory, context):
    model = ScriptedChatModel([tool_call("memory", action="add", target="user", content="x"),
                               say("ok")])
    agent = create_agent(model, tools=[], middleware=[memory], checkpointer=InMemorySaver())
    return agent.invoke({"messages": [HumanMessage("hi")]},
                        {"configurable": {"thread_id": "t"}},
                        context=context)


@pytest.mark.parametrize("field", ["user_id", "agent_id", "agent_name"])
def test_middleware_context_rejects_hostile_ids(world, watch, field):
    memory = MemoryMiddleware(MemoryConfig(), base_dir=world.base_dir)
    tool = memory.tools[0]
    for bad in HOSTILE_IDS + NON_STRING_IDS:
        if bad == "":
            continue  # an empty context value is a missing one: the 'default' scope (DESIGN 1)
        context = {"user_id": "alice", "agent_id": "researcher", field: bad}
        if field == "agent_name":
            context.pop("agent_id")
        with pytest.raises(InvalidIdError, match="Invalid|must be a string"):
            invoke_graph(memory, context)
        # the tool on its own answers with an error result instead of raising
        for action, args in TARGET_CALLS:
            answer = json.loads(tool.func(SimpleNamespace(context=context), action=action,
                                          target="user", **args))
            assert answer["success"] is False, answer
            assert "user_id" in answer["error"] or "agent_id" in answer["error"], answer
            count("tool_calls_refused")
        count("graph_runs_refused")
    memory.shutdown()
    assert_nothing_touched(watch, world)


def test_falsy_non_string_ids_are_not_the_default_user():
    """Regression: ``0`` / ``False`` / ``[]`` in the run context used to fall back to the
    'default' user silently (``value or DEFAULT_ID``) while ``12`` raised."""
    for bad in (0, False, [], {}, 0.0):
        with pytest.raises(InvalidIdError, match="must be a string"):
            scope_from_runtime(SimpleNamespace(context={"user_id": bad}))
        with pytest.raises(InvalidIdError, match="must be a string"):
            scope_from_runtime(SimpleNamespace(context={"agent_name": bad}))
    for missing in ({}, {"user_id": None}, {"user_id": ""}):
        assert scope_from_runtime(SimpleNamespace(context=missing)).user_id == "default"


def test_client_rejects_hostile_ids(world, watch):
    for bad in HOSTILE_IDS + NON_STRING_IDS:
        with pytest.raises(InvalidIdError):
            MemoryClient(base_dir=world.base_dir, user_id=bad)
        count("client_calls_refused")
    client = MemoryClient(base_dir=world.base_dir, user_id="alice")
    for bad in HOSTILE_IDS + NON_STRING_IDS:
        calls = [
            (client.get_memory, (), {}),
            (client.add_memory_entry, ("memory", "x"), {}),
            (client.replace_memory_entry, ("memory", "y"), {"old_text": "x"}),
            (client.remove_memory_entry, ("memory",), {"old_text": "x"}),
            (client.status, (), {}),
        ]
        for method, args, kwargs in calls:
            with pytest.raises(InvalidIdError, match="agent_id"):
                method(*args, agent_id=bad, **kwargs)
            count("client_calls_refused")
    assert client.get_memory(agent_id="researcher")["memory_md"] == "Notes."
    client.close()
    assert_nothing_touched(watch, world)


def test_service_rejects_hostile_ids(world, watch):
    service = MemoryService.create(base_dir=world.base_dir)
    for bad in HOSTILE_IDS + NON_STRING_IDS:
        for user, agent in ((bad, "researcher"), ("alice", bad)):
            calls = [
                (service.get_memory, (user, agent), {}),
                (service.add_entry, (user, agent, "user", "x"), {}),
                (service.replace_entry, (user, agent, "user"), {"content": "y", "old_text": "x"}),
                (service.replace_entry, (user, agent, "memory"), {"content": "y", "index": 0}),
                (service.remove_entry, (user, agent, "user"), {"old_text": "x"}),
                (service.remove_entry, (user, agent, "memory"), {"index": 0}),
                (service.status, (user, agent), {}),
            ]
            if agent == "researcher":  # the user id is the hostile one
                calls += [
                    (service.get_config, (user,), {}),
                    (service.set_config, (user, {"injection.enabled": False}), {}),
                    (service.unset_config, (user, "injection.enabled"), {}),
                    (service.erase_user, (user,), {}),
                    (service.registry.overrides.effective, (user,), {}),
                ]
            for method, args, kwargs in calls:
                with pytest.raises(InvalidIdError):
                    method(*args, **kwargs)
                count("service_calls_refused")
    service.registry.shutdown()
    assert_nothing_touched(watch, world)


def test_gateway_rejects_hostile_ids(world, watch):
    fastapi = pytest.importorskip("fastapi")
    from fastapi.testclient import TestClient

    from deerflow_memory_middleware.gateway import create_router

    who = {"id": "alice"}
    service = MemoryService.create(base_dir=world.base_dir)
    app = fastapi.FastAPI()
    app.include_router(create_router(service, identity=lambda: who["id"]))
    client = TestClient(app)
    prefix = "/api/memory/v2"
    for bad in HOSTILE_IDS + NON_STRING_IDS:
        who["id"] = bad
        for method, path, body in (("GET", "", None), ("DELETE", "", None),
                                   ("POST", "/entries", {"target": "user", "content": "x"}),
                                   ("PATCH", "/config", {"injection.enabled": False}),
                                   ("GET", "/config", None)):
            response = client.request(method, prefix + path, json=body)
            assert response.status_code == 400, (bad, method, path, response.text)
            assert "user_id" in response.text
            count("gateway_requests_refused")
        who["id"] = "alice"
        if isinstance(bad, str):
            for method, path, body in (("GET", "", None),
                                       ("POST", "/entries", {"target": "memory", "content": "x"}),
                                       ("DELETE", "/entries/memory/0", None)):
                response = client.request(method, prefix + path, params={"agent_id": bad},
                                          json=body, headers={"If-Match": "*"})
                assert response.status_code in (400, 422), (bad, method, response.text)
                count("gateway_requests_refused")
    service.registry.shutdown()
    assert_nothing_touched(watch, world)


def test_provider_and_override_store_reject_hostile_ids(world, watch):
    from deerflow_memory_middleware.overrides import OverrideStore
    from deerflow_memory_middleware.providers.builtin import BuiltinFileProvider

    store = OverrideStore(MemoryConfig(), base_dir=world.base_dir)
    for bad in HOSTILE_IDS + NON_STRING_IDS:
        with pytest.raises(InvalidIdError):
            BuiltinFileProvider(MemoryConfig(), base_dir=world.base_dir, user_id=bad,
                                agent_id="a")
        with pytest.raises(InvalidIdError):
            BuiltinFileProvider(MemoryConfig(), base_dir=world.base_dir, user_id="alice",
                                agent_id=bad)
        with pytest.raises(InvalidIdError):
            store.set_user_overrides(bad, {"injection.enabled": False})
        count("provider_and_store_calls_refused", 3)
    assert_nothing_touched(watch, world)


def test_longest_valid_id_stays_inside(world, watch):
    """The boundary: 128 characters is accepted and lands in its own folder."""
    longest = "a" * MAX_ID_LENGTH
    client = MemoryClient(base_dir=world.base_dir, user_id=longest)
    assert client.add_memory_entry("user", "Edge case.")["success"]
    assert (world.base_dir / "users" / longest / "USER.md").read_text() == "Edge case."
    client.service.erase_user(longest)
    client.close()
    assert any(longest in path for _, path in watch.seen), "the audit hook saw nothing"
    assert_nothing_touched(watch, world)


# ------------------------------------------------------------------------------- properties
ANY_TEXT = (st.text(max_size=140)
            | st.text(alphabet="./\\\x00\uff0e\uff0f a-_~:%", max_size=8)
            | st.from_regex(r"[A-Za-z0-9_.-]{1,130}", fullmatch=True))


@settings(max_examples=400, deadline=None)
@given(ANY_TEXT)
def test_valid_ids_are_exactly_one_folder_below_users(value):
    base = Path("/srv/memory")
    try:
        valid = validate_id(value, "user_id")
    except InvalidIdError:
        count("property_ids_rejected")
        return
    count("property_ids_accepted")
    path = Path(os.path.normpath(base / "users" / valid))
    assert path.parent == base / "users" and path.name == value
    assert re.fullmatch(r"[A-Za-z0-9_.-]{1,128}", valid) and not valid.startswith(".")


ID_TEXT = (
    st.text(max_size=60)  # anything at all: bank names must stay distinct even for unsafe ids
    | st.text(alphabet="ab-_.:2d5f", max_size=6)  # separators and the encoder's own escapes
    | st.text(alphabet="ab", min_size=40, max_size=70)  # around the hashing threshold
)
TEMPLATES = [
    ("deerflow-user-{user_id}", "deerflow-work-{user_id}-{agent_id}"),  # the defaults
    ("mem:{user_id}", "mem:{user_id}:{agent_id}"),
    ("u.{user_id}", "w.{agent_id}.{user_id}"),
]


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(TEMPLATES), st.lists(st.tuples(ID_TEXT, ID_TEXT), min_size=2, max_size=6))
def test_bank_names_never_collide(templates, scopes):
    router = BankRouter(*templates)
    work: dict[str, tuple[str, str]] = {}
    user: dict[str, str] = {}
    for user_id, agent_id in scopes:
        work_bank = router.work_bank(user_id, agent_id)
        user_bank = router.user_bank(user_id, agent_id)
        assert work.setdefault(work_bank, (user_id, agent_id)) == (user_id, agent_id), \
            f"two scopes share the work bank {work_bank!r}"
        assert user.setdefault(user_bank, user_id) == user_id, \
            f"two users share the user bank {user_bank!r}"
        for bank in (work_bank, user_bank):
            assert len(bank.encode()) <= MAX_BANK_ID_BYTES
            assert re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9_.:-]*", bank), bank
        count("property_bank_scopes")
    assert not set(work) & set(user), "a user bank equals a work bank"


def test_bank_names_of_split_and_merged_ids_differ():
    """The cases a naive ``f"{user}-{agent}"`` gets wrong."""
    router = BankRouter(*TEMPLATES[0])
    pairs = [("a-b", "c"), ("a", "b-c"), ("a_2db", "c"), ("a", "b_2dc"), ("a.b", "c"),
             ("A", "b"), ("a", "B"), ("x" * 60, "y"), ("x" * 61, "y"), ("", "a"), ("_", "a")]
    banks = [router.work_bank(u, a) for u, a in pairs]
    assert len(set(banks)) == len(pairs), banks
    users = [router.user_bank(u, "a") for u, _ in pairs]
    assert len(set(users)) == len({u for u, _ in pairs})


def test_zz_record_figures():
    record("paths", {"hostile_ids": len(HOSTILE_IDS), "non_string_ids": len(NON_STRING_IDS),
                     **dict(sorted(_counts.items())),
                     "paths_created_or_read_outside_base_dir": 0})
