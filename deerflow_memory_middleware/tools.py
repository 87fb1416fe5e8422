"""LangChain tools: the `memory` tool and tools for external providers' schemas.

Every tool resolves the run's `MemoryManager` from its `ToolRuntime` (identity comes from the
run, never from the model) and routes the call through the manager, so builtin writes are mirrored
to the external provider. Every failure, bad arguments included, comes back to the model as a JSON
result with ``"success": false`` and an actionable ``"error"``; nothing raises into the graph.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from langchain.tools import ToolRuntime
from langchain_core.tools import StructuredTool

from .audit import audit_actor
from .domain import MEMORY_TOOL_DESCRIPTION, MEMORY_TOOL_SCHEMA
from .errors import ErrorCode, StorageError, tool_error, tool_error_for

if TYPE_CHECKING:
    from .manager import MemoryManager

logger = logging.getLogger(__name__)

__all__ = ["MEMORY_TOOL_DESCRIPTION", "MEMORY_TOOL_SCHEMA", "build_memory_tool", "build_schema_tool"]

ManagerResolver = Callable[[ToolRuntime], "MemoryManager"]


def _unavailable(tool: str, exc: ValueError) -> str:
    return tool_error(
        tool, f"Memory is not available in this run: {exc} Continue without saving; the host "
        "must pass usable ids in the run context.", code=ErrorCode.INVALID_ID)


def _thread_of(runtime: ToolRuntime) -> str | None:
    """The run's thread id for the audit record (None when the run has none)."""
    from .identity import scope_from_runtime

    try:
        return scope_from_runtime(runtime).thread_id or None
    except ValueError:
        return None


def build_memory_tool(
    resolve: ManagerResolver, aresolve: Callable[[ToolRuntime], Awaitable[MemoryManager]]
) -> StructuredTool:
    """The `memory` tool; ``resolve`` / ``aresolve`` give the run's `MemoryManager`."""

    def run(runtime: ToolRuntime, **args: Any) -> str:
        try:
            manager = resolve(runtime)
        except ValueError as exc:  # invalid ids in the run context
            return _unavailable("memory", exc)
        except StorageError as exc:  # the shared store is down: an answer, not a crashed graph
            return tool_error_for("memory", exc)
        with audit_actor(face="tool", thread_id=_thread_of(runtime)):
            return manager.write(**args).to_json()

    async def arun(runtime: ToolRuntime, **args: Any) -> str:
        try:
            manager = await aresolve(runtime)
        except ValueError as exc:
            return _unavailable("memory", exc)
        except StorageError as exc:
            return tool_error_for("memory", exc)
        with audit_actor(face="tool", thread_id=_thread_of(runtime)):
            return (await manager.awrite(**args)).to_json()

    return StructuredTool.from_function(
        func=run,
        coroutine=arun,
        name="memory",
        description=MEMORY_TOOL_DESCRIPTION,
        # A JSON-schema dict: the model sees the strict schema (types, enums, required) while a
        # wrong value still reaches the tool, which answers with a JSON error the model can act
        # on instead of a validation exception. (A lenient pydantic model would show the model
        # an untyped schema: LangChain rebuilds `tool_call_schema` from its fields.)
        args_schema=json.loads(json.dumps(MEMORY_TOOL_SCHEMA["parameters"])),
        infer_schema=False,
    )


def build_schema_tool(
    schema: dict[str, Any],
    resolve: ManagerResolver,
    aresolve: Callable[[ToolRuntime], Awaitable[MemoryManager]],
) -> StructuredTool:
    """A tool for an external provider's schema (``name``, ``description``, ``parameters``)."""
    name = schema["name"]

    def run(runtime: ToolRuntime, **args: Any) -> str:
        try:
            manager = resolve(runtime)
        except ValueError as exc:
            return _unavailable(name, exc)
        except StorageError as exc:
            return tool_error_for(name, exc)
        return manager.handle_tool_call(name, args)

    async def arun(runtime: ToolRuntime, **args: Any) -> str:
        try:
            manager = await aresolve(runtime)
        except ValueError as exc:
            return _unavailable(name, exc)
        except StorageError as exc:
            return tool_error_for(name, exc)
        return await manager.ahandle_tool_call(name, args)

    return StructuredTool.from_function(
        func=run,
        coroutine=arun,
        name=name,
        description=schema.get("description", ""),
        args_schema=schema.get("parameters", {"type": "object", "properties": {}}),
        infer_schema=False,
    )
