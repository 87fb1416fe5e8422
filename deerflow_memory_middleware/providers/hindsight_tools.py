"""The three Hindsight tools the model gets in ``tools`` / ``hybrid`` memory mode.

Each returns a JSON string; a failure (server down, refused, blocked content, bad arguments) is
``{"success": false, "tool": ..., "error": ...}`` with advice, never an exception.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypedDict

from ..errors import ErrorCode, tool_error, tool_error_for
from ..json_types import JSONObject, JSONValue
from .hindsight_errors import HindsightError

if TYPE_CHECKING:
    from .hindsight import HindsightProvider
    from .hindsight_backend import HindsightBackend

__all__ = [
    "HINDSIGHT_TOOL_SCHEMAS",
    "ToolSchema",
    "arun_tool",
    "offered_schemas",
    "run_tool",
]

#: Which bank a recall or reflect reads.
Bank = Literal["both", "user", "work"]
_BANKS: tuple[Bank, ...] = ("both", "user", "work")
_BANK_ENUM: list[JSONValue] = list(_BANKS)


class ToolSchema(TypedDict):
    """A tool as offered to the model: name, description and JSON-schema parameters."""

    name: str
    description: str
    parameters: JSONObject


HINDSIGHT_TOOL_SCHEMAS: tuple[ToolSchema, ...] = (
    {
        "name": "hindsight_retain",
        "description": (
            "Store a fact in long-term semantic memory (Hindsight) so it can be recalled in "
            "later conversations. Use for durable facts, decisions and preferences; not for "
            "task progress or secrets. target 'user' = facts about the user shared by all "
            "agents; 'memory' (default) = your own working knowledge."
        ),
        "parameters": {
            "type": "object",
            "properties": {
                "content": {"type": "string", "description": "The fact, one self-contained "
                            "statement."},
                "target": {"type": "string", "enum": ["memory", "user"],
                           "description": "Which bank: 'memory' (yours) or 'user' (profile)."},
                "context": {"type": "string", "description": "Optional: where it comes from."},
            },
            "required": ["content"],
        },
    },
    {
        "name": "hindsight_recall",
        "description": (
            "Search long-term semantic memory (Hindsight) for facts relevant to a query: "
            "earlier conversations, saved notes and the user profile. Returns the best matches "
            "with their dates."
        ),
        "parameters": {
            "type": "object",
            "properties": {
                "query": {"type": "string", "description": "What to look for, in words."},
                "max_results": {"type": "integer", "minimum": 1, "maximum": 50,
                                "description": "At most this many results (default 10)."},
                "bank": {"type": "string", "enum": _BANK_ENUM,
                         "description": "'both' (default), 'user' or 'work'."},
            },
            "required": ["query"],
        },
    },
    {
        "name": "hindsight_reflect",
        "description": (
            "Ask long-term memory (Hindsight) a question and get a synthesised answer reasoned "
            "over everything it remembers. Slower than hindsight_recall; use it for questions "
            "that need several memories combined."
        ),
        "parameters": {
            "type": "object",
            "properties": {
                "query": {"type": "string", "description": "The question."},
                "bank": {"type": "string", "enum": _BANK_ENUM,
                         "description": "'both' (default), 'user' or 'work'."},
            },
            "required": ["query"],
        },
    },
)

#: Tools that need the server to answer now; ``hindsight_retain`` waits in the outbox instead.
_NEED_SERVER = frozenset({"hindsight_recall", "hindsight_reflect"})


def offered_schemas(schemas: list[dict[str, Any]],
                    backend: HindsightBackend) -> list[dict[str, Any]]:
    """``schemas`` to offer the model now: without recall / reflect unless the server is
    connected and its circuit breaker is not open (every call would fail; a half-open breaker
    lets the next call probe)."""
    if backend.state == "ready" and backend.breaker.state != "open":
        return schemas
    return [schema for schema in schemas if schema.get("name") not in _NEED_SERVER]


def _ok(tool: str, **payload: object) -> str:
    return json.dumps({"success": True, "tool": tool, **payload}, ensure_ascii=False)


def _text_arg(args: Mapping[str, object], name: str, tool: str) -> str:
    value = args.get(name)
    if not isinstance(value, str) or not value.strip():
        raise ValueError(f"'{name}' must be a non-empty string for {tool}.")
    return value.strip()


def _bank_arg(args: Mapping[str, object]) -> Bank:
    bank = args.get("bank") or "both"
    for choice in _BANKS:
        if bank == choice:
            return choice
    raise ValueError(f"Unknown bank {bank!r}: use 'both', 'user' or 'work'.")


def _target_arg(args: Mapping[str, object]) -> str:
    target = args.get("target") or "memory"
    if not isinstance(target, str):  # a ValueError: reported to the model like any bad argument
        raise ValueError(f"Unknown target {target!r}: use 'memory' or 'user'.")  # noqa: TRY004
    return target


def _context_arg(args: Mapping[str, object]) -> str | None:
    context = args.get("context")
    return context if isinstance(context, str) else None


def _max_results(args: Mapping[str, object]) -> int:
    value = args.get("max_results", 10)
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 50:
        raise ValueError("'max_results' must be an integer from 1 to 50.")
    return value


def run_tool(provider: HindsightProvider, tool: str, args: Mapping[str, object]) -> str:
    """Run one Hindsight tool synchronously; always returns JSON."""
    try:
        if tool == "hindsight_retain":
            content = _text_arg(args, "content", tool)
            return _ok(tool, **provider.retain_note(
                content, target=_target_arg(args), context=_context_arg(args)))
        if tool == "hindsight_recall":
            results = provider.search(_text_arg(args, "query", tool),
                                      max_results=_max_results(args), bank=_bank_arg(args))
            return _ok(tool, count=len(results), results=results)
        if tool == "hindsight_reflect":
            return _ok(tool, **provider.reflect(_text_arg(args, "query", tool),
                                                bank=_bank_arg(args)))
    except (ValueError, HindsightError) as exc:
        return tool_error_for(tool, exc)
    return tool_error(tool, f"Unknown Hindsight tool {tool!r}.", code=ErrorCode.NOT_FOUND)


async def arun_tool(provider: HindsightProvider, tool: str, args: Mapping[str, object]) -> str:
    """Async twin of `run_tool`."""
    try:
        if tool == "hindsight_retain":
            content = _text_arg(args, "content", tool)
            return _ok(tool, **await provider.aretain_note(
                content, target=_target_arg(args), context=_context_arg(args)))
        if tool == "hindsight_recall":
            results = await provider.asearch(_text_arg(args, "query", tool),
                                             max_results=_max_results(args),
                                             bank=_bank_arg(args))
            return _ok(tool, count=len(results), results=results)
        if tool == "hindsight_reflect":
            return _ok(tool, **await provider.areflect(_text_arg(args, "query", tool),
                                                       bank=_bank_arg(args)))
    except (ValueError, HindsightError) as exc:
        return tool_error_for(tool, exc)
    return tool_error(tool, f"Unknown Hindsight tool {tool!r}.", code=ErrorCode.NOT_FOUND)
