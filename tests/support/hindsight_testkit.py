"""Shared helpers for the Hindsight provider tests (real server via ``hindsight_plugin``)."""

from __future__ import annotations

import asyncio
import socket
from typing import Any

from langchain.agents import create_agent
from langchain_core.messages import HumanMessage
from langgraph.checkpoint.memory import InMemorySaver

from deerflow_memory_middleware import MemoryConfig, MemoryMiddleware
from tests.support.scripted_model import ScriptedChatModel

FENCE = "<memory-context>"


def hs_config(
    url: str, prefix: str, *, injection: dict[str, Any] | None = None, **hindsight: Any
) -> MemoryConfig:
    """A Hindsight config whose banks all start with ``prefix`` (unique per test)."""
    return MemoryConfig.model_validate(
        {
            "provider": "hindsight",
            "hindsight": {
                "api_url": url,
                "bank_id_template": f"{prefix}-user-{{user_id}}",
                "work_bank_id_template": f"{prefix}-work-{{user_id}}-{{agent_id}}",
                **hindsight,
            },
            "injection": injection or {},
        }
    )


def build_agent(memory: MemoryMiddleware, script=()) -> tuple[Any, ScriptedChatModel]:
    model = ScriptedChatModel(list(script))
    agent = create_agent(
        model,
        tools=[],
        middleware=[memory],
        checkpointer=InMemorySaver(),
        system_prompt="You are a helpful assistant.",
    )
    return agent, model


def turn(
    agent: Any,
    text: str,
    *,
    thread: str,
    user: str = "alice",
    agent_id: str = "default",
    mode: str = "invoke",
) -> dict[str, Any]:
    """One user turn through the real graph, sync or async."""
    args = ({"messages": [HumanMessage(text)]}, {"configurable": {"thread_id": thread}})
    context = {"user_id": user, "agent_id": agent_id}
    if mode == "ainvoke":
        return asyncio.run(agent.ainvoke(*args, context=context))
    return agent.invoke(*args, context=context)


def last_human_text(request: Any) -> str:
    return [m for m in request.messages if m.type == "human"][-1].text


def injected_block(request: Any) -> str:
    """The recall block injected into a recorded request ('' if none)."""
    text = request.all_text
    if FENCE not in text:
        return ""
    return text.split(FENCE, 1)[1].split("</memory-context>", 1)[0]


def assert_state_clean(result: dict[str, Any]) -> None:
    for message in result["messages"]:
        assert "memory-context" not in message.text, "injected recall leaked into graph state"


def dead_url() -> str:
    """A loopback URL where nothing listens (connection refused at once)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}"
