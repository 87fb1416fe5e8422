"""Identity and path safety: hostile ids never reach a path or a bank name outside their own.

Hostile user and agent ids (``..``, slashes, backslashes, NUL, full-width dots and slashes,
Cyrillic and full-width look-alikes, zero-width and bidi characters, over-long, empty,
whitespace, absolute paths, ``~``, percent-encoding) are fed through every face: the middleware's
run context (a real graph), the `memory` tool itself, `MemoryClient`, `MemoryService`, the gateway
and the override store. Ids a host could mean (anything printable) get a folder of their own;
unusable ones (control characters, empty, too long) get a clear `InvalidIdError` (an error result,
HTTP 400, and never a failed agent run). Either way nothing existing is changed and nothing is
created or opened outside ``base_dir/users/<the id's own folder>`` - checked with a byte-for-byte
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
    folder_name,
    id_from_folder,
    is_hashed_folder,
    scope_from_runtime,
    user_dir,
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
# The hostile ids no host can mean: control characters, empty, too long. Every other one is a
# real name for someone and gets a folder of its own.
UNUSABLE_IDS = [v for v in HOSTILE_IDS
                if v == "" or len(v) > MAX_ID_LENGTH or re.search(r"[\x00-\x1f\x7f]", v)]
NON_STRING_IDS = [0, 12, 1.5, False, True, b"alice", ["alice"], {"a": 1}]
TARGET_CALLS = [("add", {"content": "Likes tea."}),
                ("replace", {"old_text": "tea", "content": "Likes coffee."}),
                ("remove", {"old_text": "coffee"})]
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
    after = tree(tmp_path)
    assert {k: after.get(k) for k in before} == before, "an existing path changed"
    users = base_dir.resolve() / "users"
    for rel in set(after) - set(before):  # new paths: only inside a user folder of its own
        path = (tmp_path / rel).resolve()
        assert users in path.parents, f"created outside users/: {rel}"
        owner = users / path.relative_to(users).parts[0]
        assert owner.name != "alice" or path.name == "MEMORY.md", rel
        assert id_from_folder(owner) is not None or is_hashed_folder(owner.name), rel
    assert not TMP_CANARY.exists() and not Path("/tmp/evil").exists()


def assert_nothing_touched(watch, world) -> None:
    """Every path event is inside ``base_dir/users/<folder of a usable id>``; none near the bait
    or the canary."""
    watch.active = False  # reading id markers below must not add events while we iterate
    users = (world.base_dir / "users").resolve()
    for event, raw in list(watch.seen):
        path = Path(raw)
        resolved = path.resolve() if path.is_absolute() else (Path.cwd() / path).resolve()
        # the canary may only appear inside an encoded folder name, never as a real path
        assert CANARY not in raw or users in resolved.parents, (event, raw)
        if world.tmp in resolved.parents or resolved == world.tmp:
            assert users in resolved.parents, f"{event} outside users/: {raw}"
            owner = users / resolved.relative_to(users).parts[0]
            assert id_from_folder(owner) is not None or is_hashed_folder(owner.name), raw
    assert not any("SECRET" in str(item) for item in watch.seen)


def test_the_partition_of_hostile_ids_is_what_identity_says():
    for value in HOSTILE_IDS:
        refused = value in UNUSABLE_IDS
        try:
            validate_id(value, "user_id")
        except InvalidIdError:
            assert refused, repr(value)
        else:
            assert not refused, repr(value)


# ------------------------------------------------------------------------------------ faces
def invoke_graph(memory, context):
    model = ScriptedChatModel([tool_call("memory", action="add", target="user", content="x"),
                               say("ok")])
    agent = create_agent(model, tools=[], middleware=[memory], checkpointer=InMemorySaver())
    return agent.invoke({"messages": [HumanMessage("hi")]},
                        {"configurable": {"thread_id": "t"}},
                        context=context)


@pytest.mark.parametrize("field", ["user_id", "agent_id", "agent_name"])
def test_middleware_context_never_fails_a_run_on_hostile_ids(world, watch, field):
    memory = MemoryMiddleware(MemoryConfig(), base_dir=world.base_dir)
    tool = memory.tools[0]
    for bad in HOSTILE_IDS + NON_STRING_IDS:
        if bad == "":
            continue  # an empty context value is a missing one: the 'default' scope
        # A fresh user for hostile agent ids: the tool writes USER.md, and alice's must not move.
        context = {"user_id": "carol", "agent_id": "researcher", field: bad}
        if field == "agent_name":
            context.pop("agent_id")
        state = invoke_graph(memory, context)  # never raises
        assert state["messages"][-1].content == "ok"
        usable = isinstance(bad, str) and bad not in UNUSABLE_IDS
        for action, args in TARGET_CALLS:
            answer = json.loads(tool.func(SimpleNamespace(context=context), action=action,
                                          target="user", **args))
            if usable:
                assert answer["success"] is True, (bad, answer)
                count("tool_calls_in_own_folder")
            else:
                assert answer["success"] is False, answer
                assert "not available in this run" in answer["error"], answer
                count("tool_calls_refused")
        count("graph_runs_completed")
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


def _odd(values):
    return [v for v in values if isinstance(v, str) and v not in UNUSABLE_IDS]


def _refused(values):
    return [v for v in values if not isinstance(v, str) or v in UNUSABLE_IDS]


def test_client_keeps_hostile_ids_apart_or_refuses_them(world, watch):
    for bad in _refused(HOSTILE_IDS + NON_STRING_IDS):
        with pytest.raises(InvalidIdError):
            MemoryClient(base_dir=world.base_dir, user_id=bad)
        count("client_calls_refused")
    for odd in _odd(HOSTILE_IDS):
        client = MemoryClient(base_dir=world.base_dir, user_id=odd)
        assert client.get_memory()["user_md"] == ""  # never another user's file
        assert client.add_memory_entry("user", f"profile of {odd!r}")["success"]
        assert client.get_memory()["user_md"] == f"profile of {odd!r}"
        count("client_users_kept_apart")
    client = MemoryClient(base_dir=world.base_dir, user_id="alice")
    for bad in _refused(HOSTILE_IDS + NON_STRING_IDS):
        with pytest.raises(InvalidIdError, match="agent_id"):
            client.add_memory_entry("memory", "x", agent_id=bad)
        count("client_calls_refused")
    for odd in _odd(HOSTILE_IDS):
        assert client.get_memory(agent_id=odd)["memory_md"] == ""
        count("client_agents_kept_apart")
    assert client.get_memory(agent_id="researcher")["memory_md"] == "Notes."
    assert client.get_memory()["user_md"] == "Alice's own profile."
    client.close()
    assert_nothing_touched(watch, world)


def test_service_refuses_unusable_ids(world, watch):
    service = MemoryService.create(base_dir=world.base_dir)
    for bad in _refused(HOSTILE_IDS + NON_STRING_IDS):
        for user, agent in ((bad, "researcher"), ("alice", bad)):
            calls = [
                (service.get_memory, (user, agent), {}),
                (service.add_entry, (user, agent, "user", "x"), {}),
                (service.replace_entry, (user, agent, "memory"), {"content": "y", "index": 0}),
                (service.remove_entry, (user, agent, "user"), {"old_text": "x"}),
                (service.status, (user, agent), {}),
            ]
            if agent == "researcher":  # the user id is the hostile one
                calls += [
                    (service.get_config, (user,), {}),
                    (service.set_config, (user, {"injection.enabled": False}), {}),
                    (service.erase_user, (user,), {}),
                    (service.export_user, (user,), {}),
                    (service.registry.overrides.effective, (user,), {}),
                ]
            for method, args, kwargs in calls:
                with pytest.raises(InvalidIdError):
                    method(*args, **kwargs)
                count("service_calls_refused")
    for odd in _odd(HOSTILE_IDS):  # erase of an odd id removes its own folder only
        assert service.add_entry(odd, "researcher", "user", "mine").success
        service.erase_user(odd)
        count("service_odd_users_erased")
    service.registry.shutdown()
    assert_nothing_touched(watch, world)


def test_gateway_answers_400_to_unusable_ids_only(world, watch):
    fastapi = pytest.importorskip("fastapi")
    from fastapi.testclient import TestClient

    from deerflow_memory_middleware.gateway import create_router

    who = {"id": "alice"}
    service = MemoryService.create(base_dir=world.base_dir)
    app = fastapi.FastAPI()
    app.include_router(create_router(service, identity=lambda: who["id"]))
    client = TestClient(app)
    prefix = "/api/memory/v2"
    for bad in _refused(HOSTILE_IDS + NON_STRING_IDS):
        who["id"] = bad
        for method, path, body in (("GET", "", None), ("DELETE", "", None),
                                   ("POST", "/entries", {"target": "user", "content": "x"}),
                                   ("PATCH", "/config", {"injection.enabled": False}),
                                   ("GET", "/config", None)):
            response = client.request(method, prefix + path, json=body)
            assert response.status_code == 400, (bad, method, path, response.text)
            assert "user_id" in response.text
            count("gateway_requests_refused")
    for odd in _odd(HOSTILE_IDS):
        who["id"] = odd
        assert client.get(prefix).json()["user_md"] == ""
        assert client.post(prefix + "/entries",
                           json={"target": "user", "content": "own"}).status_code == 201
        assert client.request("DELETE", prefix).status_code == 200
        count("gateway_odd_users_kept_apart")
    service.registry.shutdown()
    assert_nothing_touched(watch, world)


def test_provider_and_override_store_refuse_unusable_ids(world, watch):
    from deerflow_memory_middleware.overrides import OverrideStore
    from deerflow_memory_middleware.providers.builtin import BuiltinFileProvider

    store = OverrideStore(MemoryConfig(), base_dir=world.base_dir)
    for bad in _refused(HOSTILE_IDS + NON_STRING_IDS):
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
    """The boundary: `MAX_ID_LENGTH` characters is accepted and lands in its own folder."""
    longest = "a" * MAX_ID_LENGTH
    client = MemoryClient(base_dir=world.base_dir, user_id=longest)
    assert client.add_memory_entry("user", "Edge case.")["success"]
    assert (user_dir(world.base_dir, longest) / "USER.md").read_text() == "Edge case."
    client.service.erase_user(longest)
    client.close()
    assert any(folder_name(longest) in path for _, path in watch.seen), "the audit hook saw nothing"
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
    path = Path(os.path.normpath(user_dir(base, valid)))
    assert path.parent == base / "users" and path.name == folder_name(valid)
    assert not path.name.startswith(".") and len(path.name.encode()) <= 255


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
