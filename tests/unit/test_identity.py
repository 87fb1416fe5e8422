"""Identity: any host id maps injectively to a safe folder; `MemoryScope` from a runtime."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from deerflow_memory_middleware.identity import (
    DEFAULT_ID,
    ID_MARKER_FILE,
    MAX_ID_LENGTH,
    InvalidIdError,
    MemoryScope,
    agent_dir,
    folder_name,
    id_from_folder,
    is_hashed_folder,
    scope_from_runtime,
    user_dir,
    validate_id,
    write_id_marker,
)


def _usable_id(value: str) -> bool:
    try:
        validate_id(value)
    except InvalidIdError:
        return False
    return True


# Ids real hosts produce: e-mails, IM ids, CJK / RTL names, look-alikes, path tricks.
ODD_IDS = [
    "../x", "..", ".", "a/../b", "a..b", "a/b", "a\\b", "/etc", ".hidden", "..hidden", "a b",
    " a", "ａｌｉｃｅ", "аlice", "alicе", "ali\u200bce", "alice\u202e", "ℌ", "é", "~root", "a:b",
    "a*b", "C:", "$HOME", "a%2Fb", "${user_id}", "{agent_id}", "alice@example.com",
    "feishu:ou_3f@x|y", "slack:U024BE7LH", "telegram:123456789", "研究助手", "数据分析师-2",
    "ユーザー", "사용자", "مستخدم", "👩‍💻", "CON", "nul", "x" * 255, "研" * 255, "a%", "%%",
    "a%25b", "A" * MAX_ID_LENGTH,
]

UNUSABLE_IDS = ["", "x" * (MAX_ID_LENGTH + 1), "a\x00b", "\x00", "a\n", "a\tb", "\x7f",
                "a\ud800b"]


@pytest.mark.parametrize("value", ODD_IDS)
def test_odd_ids_are_accepted_and_get_a_safe_folder(value, tmp_path):
    assert validate_id(value, "user_id") == value
    name = folder_name(value)
    assert name not in (".", "..", "")
    assert "/" not in name and "\\" not in name and "\x00" not in name
    assert not name.startswith(".")
    assert len(name.encode("utf-8")) <= 255
    assert user_dir(tmp_path, value).resolve().parent == (tmp_path / "users").resolve()
    folder = agent_dir(tmp_path, "u", value)
    assert folder.resolve().parent == (tmp_path / "users" / "u" / "agents").resolve()
    if not is_hashed_folder(name):
        assert id_from_folder(tmp_path / name) == value


@pytest.mark.parametrize("value", UNUSABLE_IDS)
def test_unusable_ids_are_rejected_with_a_reason(value):
    with pytest.raises(InvalidIdError) as info:
        validate_id(value, "user_id")
    assert "user_id" in str(info.value)
    assert len(str(info.value)) < 400


@pytest.mark.parametrize("value", [None, 12, 1.5, b"alice", ["alice"], {"a": 1}])
def test_non_string_ids_are_rejected(value):
    with pytest.raises(InvalidIdError) as info:
        validate_id(value, "agent_id")
    assert "agent_id must be a string" in str(info.value)


@pytest.mark.parametrize(
    "value",
    ["alice", "default", "a", "A-Z_0.9", "user.name", "a.b.c", "a-", "0", "researcher_2", "a.",
     "a-.b", "x" * 128],
)
def test_legacy_ids_keep_their_folder_names(value):
    # Data written by earlier versions lives under these exact names.
    assert validate_id(value) == value
    assert folder_name(value) == value


# Pinned: a folder name must never change across versions, or users lose their memory.
GOLDEN = {
    "alice@example.com": "alice%40example.com",
    "feishu:ou_3f@x|y": "feishu%3Aou_3f%40x%7Cy",
    "研究助手": "%E7%A0%94%E7%A9%B6%E5%8A%A9%E6%89%8B",
    ".hidden": "%2Ehidden",
    "a..b": "a%2E%2Eb",
    "a%b": "a%25b",
    "a b": "a%20b",
    "研" * 60: "%E7%A0%94" * 5 + "%%" + hashlib.sha256(("研" * 60).encode()).hexdigest()[:40],
}


@pytest.mark.parametrize(("value", "name"), GOLDEN.items())
def test_folder_names_are_pinned(value, name):
    assert folder_name(value) == name


@settings(max_examples=400, deadline=None)
@given(st.lists(st.text(min_size=1, max_size=300).filter(_usable_id), min_size=2, max_size=8,
                unique=True))
def test_folder_names_are_injective(values):
    names = [folder_name(v) for v in values]
    assert len(set(names)) == len(names)


@settings(max_examples=300, deadline=None)
@given(st.text(min_size=1, max_size=300).filter(_usable_id))
def test_folder_names_are_safe_and_round_trip(value):
    name = folder_name(value)
    assert name not in (".", "..") and "/" not in name and "\x00" not in name
    assert len(name.encode("utf-8")) <= 255
    if not is_hashed_folder(name):
        assert id_from_folder(Path("/x") / name) == value


def test_ids_differing_only_in_case_get_different_folders():
    assert len({folder_name(v) for v in ("alice", "Alice", "ALICE", "阿Li", "阿li")}) == 5


def test_hashed_folder_is_named_through_its_marker(tmp_path):
    value = "研" * 300
    folder = user_dir(tmp_path, value)
    assert is_hashed_folder(folder.name)
    assert id_from_folder(folder) is None  # no marker yet
    write_id_marker(folder, value)
    assert id_from_folder(folder) == value
    # a marker that names another id is not believed
    other = tmp_path / "users" / folder_name("研" * 301)
    other.mkdir()
    (other / ID_MARKER_FILE).write_text(value, encoding="utf-8")
    assert id_from_folder(other) is None


@pytest.mark.parametrize("name", ["a%41", "a%zz", "%FF", "..", "a%2"])
def test_foreign_folder_names_name_no_id(name):
    assert id_from_folder(Path("/x") / name) is None


def test_invalid_id_error_is_a_value_error():
    assert issubclass(InvalidIdError, ValueError)


def test_scope_validates_its_ids():
    assert MemoryScope() == MemoryScope(DEFAULT_ID, DEFAULT_ID, "")
    assert MemoryScope(user_id="../x").user_id == "../x"
    with pytest.raises(InvalidIdError):
        MemoryScope(user_id="")
    with pytest.raises(InvalidIdError):
        MemoryScope(agent_id="a\x00b")
    with pytest.raises(InvalidIdError):
        MemoryScope(thread_id="t\x00")
    with pytest.raises(InvalidIdError):
        MemoryScope(thread_id="t" * (MAX_ID_LENGTH + 1))
    # thread ids never become paths: slashes and unicode are fine
    assert MemoryScope(thread_id="thread/1:ü").thread_id == "thread/1:ü"


# ---------------------------------------------------------------------------------- runtime
@dataclass
class DeerFlowContext:
    user_id: str | None = None
    agent_name: str | None = None
    thread_id: str | None = None


@dataclass
class PlainContext:
    user_id: str | None = None
    agent_id: str | None = None


def runtime(context=None, execution_info=None, config=None):
    return SimpleNamespace(context=context, execution_info=execution_info, config=config)


def test_dict_context():
    scope = scope_from_runtime(runtime({"user_id": "alice", "agent_id": "researcher",
                                        "thread_id": "t-1"}))
    assert scope == MemoryScope("alice", "researcher", "t-1")


def test_dataclass_context_with_agent_name_alias():
    scope = scope_from_runtime(runtime(DeerFlowContext("bob", "coder", "t-9")))
    assert scope == MemoryScope("bob", "coder", "t-9")


def test_dict_agent_name_alias_and_agent_id_wins():
    assert scope_from_runtime(runtime({"agent_name": "writer"})).agent_id == "writer"
    both = scope_from_runtime(runtime({"agent_id": "a1", "agent_name": "a2"}))
    assert both.agent_id == "a1"


def test_missing_ids_default():
    for ctx in (None, {}, PlainContext(), DeerFlowContext(), {"user_id": "", "agent_id": None}):
        scope = scope_from_runtime(runtime(ctx))
        assert (scope.user_id, scope.agent_id) == (DEFAULT_ID, DEFAULT_ID)
        assert scope.thread_id == ""
    # a runtime without any attribute at all
    assert scope_from_runtime(object()) == MemoryScope()


def test_thread_id_precedence_context_then_execution_info_then_config():
    info = SimpleNamespace(thread_id="from-info")
    config = {"configurable": {"thread_id": "from-config"}}
    assert scope_from_runtime(
        runtime({"thread_id": "from-context"}, info, config)).thread_id == "from-context"
    assert scope_from_runtime(runtime({}, info, config)).thread_id == "from-info"
    assert scope_from_runtime(runtime({}, None, config)).thread_id == "from-config"
    assert scope_from_runtime(runtime({}, SimpleNamespace(thread_id=None), config)
                              ).thread_id == "from-config"
    # an explicit config argument is used when the runtime carries none
    assert scope_from_runtime(runtime({}), config).thread_id == "from-config"
    assert scope_from_runtime(runtime({}), {"configurable": {}}).thread_id == ""
    assert scope_from_runtime(runtime(PlainContext("u")), {}).thread_id == ""


def test_non_string_thread_id_is_stringified():
    assert scope_from_runtime(runtime({"thread_id": 42})).thread_id == "42"


@pytest.mark.parametrize("field", ["user_id", "agent_id", "agent_name"])
@pytest.mark.parametrize("value", ["a\x00b", "x" * (MAX_ID_LENGTH + 1), "a\ud800"])
def test_runtime_with_unusable_ids_raises(field, value):
    with pytest.raises(InvalidIdError):
        scope_from_runtime(runtime({field: value}))


@pytest.mark.parametrize("field", ["user_id", "agent_id", "agent_name"])
@pytest.mark.parametrize("value", ["../x", "a/b", "alice@example.com", "研究助手"])
def test_runtime_with_odd_ids_keeps_them(field, value):
    scope = scope_from_runtime(runtime({field: value}))
    assert value in (scope.user_id, scope.agent_id)


def test_runtime_with_non_string_user_id_raises():
    with pytest.raises(InvalidIdError):
        scope_from_runtime(runtime({"user_id": 123}))


def test_scope_from_real_langgraph_runtime():
    from langgraph.runtime import Runtime

    rt = Runtime(context={"user_id": "carol", "agent_name": "analyst"})
    scope = scope_from_runtime(rt, {"configurable": {"thread_id": "t-real"}})
    assert scope == MemoryScope("carol", "analyst", "t-real")
