"""Test helpers for users and for this package: a scripted chat model for real graphs.

The fake models LangChain ships have no ``bind_tools``; this one accepts any tools, records what
each request looked like (system prompt, messages, offered tool names) and answers from a script.
A script step is an ``AIMessage`` or a callable ``(messages) -> AIMessage``; when the script runs
out the model answers with a plain "ok" message.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, SystemMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.tools import BaseTool
from pydantic import PrivateAttr

from .json_types import JSONValue

Step = AIMessage | Callable[[list[BaseMessage]], AIMessage]
_ids = itertools.count()


@dataclass
class RecordedRequest:
    messages: list[BaseMessage]
    tool_names: list[str]

    @property
    def system_text(self) -> str:
        first = self.messages[0] if self.messages else None
        return first.text if isinstance(first, SystemMessage) else ""

    @property
    def all_text(self) -> str:
        return "\n".join(m.text for m in self.messages)


def tool_call(name: str, **args: JSONValue) -> AIMessage:
    """An assistant message that calls one tool."""
    return AIMessage(
        content="", tool_calls=[{"name": name, "args": args, "id": f"call-{next(_ids)}"}]
    )


def say(text: str) -> AIMessage:
    return AIMessage(content=text)


class ScriptedChatModel(BaseChatModel):
    """Answers from a script and records every request."""

    _script: list[Step] = PrivateAttr(default_factory=list)
    _requests: list[RecordedRequest] = PrivateAttr(default_factory=list)
    _bound: list[str] = PrivateAttr(default_factory=list)

    def __init__(self, script: Sequence[Step] = (), **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._script = list(script)

    @property
    def _llm_type(self) -> str:
        return "scripted"

    @property
    def requests(self) -> list[RecordedRequest]:
        return self._requests

    def extend(self, steps: Sequence[Step]) -> None:
        self._script.extend(steps)

    def bind_tools(
        self, tools: Sequence[dict[str, Any] | type | Callable[..., Any] | BaseTool],
        **kwargs: Any,
    ) -> ScriptedChatModel:
        self._bound = [_tool_name(tool) for tool in tools]
        return self

    def _generate(self, messages: list[BaseMessage], stop: list[str] | None = None,
                  run_manager: CallbackManagerForLLMRun | None = None,
                  **kwargs: Any) -> ChatResult:
        self._requests.append(RecordedRequest(list(messages), list(self._bound)))
        step = self._script.pop(0) if self._script else AIMessage(content="ok")
        message = step(messages) if callable(step) else step
        return ChatResult(generations=[ChatGeneration(message=message.model_copy())])


def _tool_name(tool: dict[str, Any] | type | Callable[..., Any] | BaseTool) -> str:
    """The name a tool is offered under (``create_agent`` binds `BaseTool` objects)."""
    name = tool.get("name") if isinstance(tool, dict) else getattr(tool, "name", None)
    return name if isinstance(name, str) else ""
