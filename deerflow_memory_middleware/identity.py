"""Who a run belongs to: `MemoryScope` from a LangGraph runtime, and id validation.

Identity comes from the run (DESIGN.md section 1): ``user_id`` and ``agent_id`` (``agent_name``
accepted, as DeerFlow names it) from ``runtime.context`` (a dict or a dataclass / object),
``thread_id`` from ``runtime.context``, then ``runtime.execution_info.thread_id``, then
``config["configurable"]["thread_id"]``. Ids that become paths or bank names are validated and
rejected with a clear error; they are never silently rewritten into another user's path.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

__all__ = ["DEFAULT_ID", "InvalidIdError", "MemoryScope", "scope_from_runtime", "validate_id"]

DEFAULT_ID = "default"
MAX_ID_LENGTH = 128
_ID_PATTERN = re.compile(r"[A-Za-z0-9_.-]+")


class InvalidIdError(ValueError):
    """An id that would become a path or a bank name is not safe."""


def validate_id(value: Any, kind: str = "id") -> str:
    """Return ``value`` if it is a safe id, else raise `InvalidIdError` saying what is allowed.

    Allowed: 1-128 characters of ``A-Z a-z 0-9 _ . -``, not starting with a dot and without
    ``..`` (so it can never name a parent or hidden folder).
    """
    if not isinstance(value, str):
        raise InvalidIdError(f"{kind} must be a string, got {type(value).__name__}.")
    return _validated(value, kind)


@lru_cache(maxsize=4096)  # every model call validates the same few ids; errors are not cached
def _validated(value: str, kind: str) -> str:
    if (
        not value
        or len(value) > MAX_ID_LENGTH
        or not _ID_PATTERN.fullmatch(value)
        or value.startswith(".")
        or ".." in value
    ):
        shown = value if len(value) <= 40 else value[:40] + "..."
        raise InvalidIdError(
            f"Invalid {kind} {shown!r}: use 1-{MAX_ID_LENGTH} characters of letters, digits, "
            "'_', '.', '-', not starting with '.' and without '..'."
        )
    return value


def validate_thread_id(value: Any) -> str:
    """Thread ids never become paths, so any printable string up to 256 chars is accepted."""
    if value is None:
        return ""
    text = str(value)
    if len(text) > 256 or any(ord(ch) < 32 for ch in text):
        raise InvalidIdError("Invalid thread_id: at most 256 printable characters.")
    return text


@dataclass(frozen=True)
class MemoryScope:
    """The identity a memory operation runs under."""

    user_id: str = DEFAULT_ID
    agent_id: str = DEFAULT_ID
    thread_id: str = ""

    def __post_init__(self) -> None:
        validate_id(self.user_id, "user_id")
        validate_id(self.agent_id, "agent_id")
        validate_thread_id(self.thread_id)


def _lookup(container: Any, key: str) -> Any:
    if container is None:
        return None
    if isinstance(container, dict):
        return container.get(key)
    return getattr(container, key, None)


def scope_from_runtime(runtime: Any, config: dict[str, Any] | None = None) -> MemoryScope:
    """Build a `MemoryScope` from a LangGraph `Runtime` / `ToolRuntime` (and optional config).

    Raises:
        InvalidIdError: an id in the context is not safe to use.
    """
    context = getattr(runtime, "context", None)
    user_id = _given(_lookup(context, "user_id"))
    agent_id = _given(_lookup(context, "agent_id"))
    if agent_id is None:
        agent_id = _given(_lookup(context, "agent_name"))
    thread_id = _lookup(context, "thread_id")
    if not thread_id:
        thread_id = _lookup(getattr(runtime, "execution_info", None), "thread_id")
    if not thread_id:
        run_config = config if config is not None else getattr(runtime, "config", None)
        thread_id = _lookup(_lookup(run_config, "configurable"), "thread_id")
    return MemoryScope(
        user_id=DEFAULT_ID if user_id is None else user_id,
        agent_id=DEFAULT_ID if agent_id is None else agent_id,
        thread_id=validate_thread_id(thread_id),
    )


def _given(value: Any) -> Any:
    """``None`` for a missing id (absent, ``None`` or ``""``); anything else is kept for
    validation, so ``0`` or ``False`` is an error rather than silently the 'default' user."""
    return None if value is None or value == "" else value
