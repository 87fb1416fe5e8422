"""The DeerFlow lead-agent pattern: memory middleware in the middleware list, its tools registered.

DeerFlow builds its lead agent with ``create_agent(model, tools, middleware=[...])``; Memory V2 adds
one middleware and the `memory` tool (plus the Hindsight tools when configured). `create_agent`
already takes a middleware's ``tools``; listing them among the lead agent's tools as well keeps the
tool set visible in one place, as DeerFlow's ``agents/lead_agent/agent.py`` does.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeAlias

from langchain.agents import create_agent
from langchain.agents.middleware import AgentMiddleware
from langchain_core.language_models import BaseChatModel
from langchain_core.tools import BaseTool

from .config import MemoryConfig
from .middleware import MemoryMiddleware

if TYPE_CHECKING:
    from langchain.agents.middleware.types import AgentState, InputAgentState, OutputAgentState
    from langgraph.graph.state import CompiledStateGraph
    from langgraph.types import Checkpointer

__all__ = ["LEAD_AGENT_PROMPT", "make_lead_agent"]

#: A tool as `create_agent` takes it: a LangChain tool, a plain function or a tool schema.
HostTool: TypeAlias = BaseTool | Callable[..., Any] | dict[str, Any]

LEAD_AGENT_PROMPT = (
    "You are DeerFlow's lead agent. You have persistent memory: the USER PROFILE and MEMORY "
    "blocks below were saved in earlier sessions. Use the `memory` tool to save durable facts "
    "about the user (target 'user') or your own working notes (target 'memory')."
)


def make_lead_agent(
    model: str | BaseChatModel,
    *,
    config: MemoryConfig | None = None,
    base_dir: str | os.PathLike[str] = ".deer-flow",
    tools: Sequence[HostTool] = (),
    system_prompt: str | None = None,
    checkpointer: Checkpointer | None = None,
    middleware: Sequence[AgentMiddleware[Any, Any, Any]] = (),
    inner_middleware: Sequence[AgentMiddleware[Any, Any, Any]] = (),
    memory: MemoryMiddleware | None = None,
) -> CompiledStateGraph[AgentState[Any], Any, InputAgentState, OutputAgentState[Any]]:
    """Build a lead agent with Memory V2.

    Args:
        model: a chat model or a ``"provider:name"`` string for `init_chat_model`.
        config: the `memory:` section (defaults: builtin provider only).
        base_dir: where memory files live.
        tools: the host's own tools; the memory tools are added after them.
        system_prompt: the host's system prompt (the memory snapshot is appended to it).
        checkpointer: a LangGraph checkpointer (needed for multi-turn threads).
        middleware: other middleware, placed before (outside) the memory middleware.
        inner_middleware: middleware placed after (inside) it, which see requests as memory left
            them (recorders, tracing).
        memory: an existing `MemoryMiddleware` to reuse (it owns background work).

    Returns:
        The compiled graph; ``graph.memory`` is not set, keep a reference to ``memory`` to call
        ``memory.shutdown()`` when the host stops.
    """
    memory = memory or MemoryMiddleware(config, base_dir=base_dir)
    own = {tool.name for tool in memory.tools}
    host_tools = [tool for tool in tools if getattr(tool, "name", None) not in own]
    return create_agent(
        model,
        tools=[*host_tools, *memory.tools],
        system_prompt=system_prompt or LEAD_AGENT_PROMPT,
        middleware=[*middleware, memory, *inner_middleware],
        checkpointer=checkpointer,
    )
