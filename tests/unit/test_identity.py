"""Identity: id validation and `MemoryScope` from a LangGraph runtime."""

from __future__ import annotations

from dataclasses import dataclass
from types import SimpleNamespace

import pytest

from deerflow_memory_middleware.identity import (
    DEFAULT_ID,
    MAX_ID_LENGTH,
    InvalidIdError,
    MemoryScope,
    scope_from_runtime,
    validate_id,
)

BAD_IDS = [
    "../x",
    "..",
    ".",
    "a/../b",
    "a..b",
    "a/b",
    "a\\b",
    "/etc",
    ".hidden",
    "..hidden",
    "a\x00b",
    "\x00",
    "a b",
    " a",
    "a\n",
    "a\tb",
    "",
    "x" * (MAX_ID_LENGTH + 1),
    "ａｌｉｃｅ",          # full-width
    "аlice",               # Cyrillic a
    "alicе",               # Cyrillic e
    "ali\u200bce",          # zero-width space
    "alice\u202e",          # bidi override
    "ℌ",
    "é",
    "~root",
    "a:b",
    "a*b",
    "C:",
    "$HOME",
    "a%2Fb",
    "${user_id}",
    "{agent_id}",
]


@pytest.mark.parametrize("value", BAD_IDS)
def test_bad_ids_are_rejected(value):
    with pytest.raises(InvalidIdError) as info:
        validate_id(value, "user_id")
    message = str(info.value)
    assert "user_id" in message
    assert "letters, digits" in message


@pytest.mark.parametrize("value", [None, 12, 1.5, b"alice", ["alice"], {"a": 1}])
def test_non_string_ids_are_rejected(value):
    with pytest.raises(InvalidIdError) as info:
        validate_id(value, "agent_id")
    assert "agent_id must be a string" in str(info.value)


@pytest.mark.parametrize(
    "value",
    ["alice", "default", "a", "A-Z_0.9", "user.name", "x" * MAX_ID_LENGTH, "a.b.c", "a-", "0",
     "researcher_2", "a.", "a-.b"],
)
def test_good_ids_are_returned_unchanged(value):
    assert validate_id(value) == value


def test_invalid_id_error_is_a_value_error():
    assert issubclass(InvalidIdError, ValueError)


def test_long_id_is_shortened_in_the_message():
    with pytest.raises(InvalidIdError) as info:
        validate_id("y" * 5000)
    assert len(str(info.value)) < 400


def test_scope_validates_its_ids():
    assert MemoryScope() == MemoryScope(DEFAULT_ID, DEFAULT_ID, "")
    with pytest.raises(InvalidIdError):
        MemoryScope(user_id="../x")
    with pytest.raises(InvalidIdError):
        MemoryScope(agent_id="a/b")
    with pytest.raises(InvalidIdError):
        MemoryScope(thread_id="t\x00")
    with pytest.raises(InvalidIdError):
        MemoryScope(thread_id="t" * 257)
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
@pytest.mark.parametrize("value", ["../x", "a/b", ".hidden", "a\x00b", "аlice", "x" * 129])
def test_runtime_with_hostile_ids_raises(field, value):
    with pytest.raises(InvalidIdError):
        scope_from_runtime(runtime({field: value}))


def test_runtime_with_non_string_user_id_raises():
    with pytest.raises(InvalidIdError):
        scope_from_runtime(runtime({"user_id": 123}))


def test_scope_from_real_langgraph_runtime():
    from langgraph.runtime import Runtime

    rt = Runtime(context={"user_id": "carol", "agent_name": "analyst"})
    scope = scope_from_runtime(rt, {"configurable": {"thread_id": "t-real"}})
    assert scope == MemoryScope("carol", "analyst", "t-real")
