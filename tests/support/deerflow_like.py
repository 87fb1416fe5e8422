"""An imitation of DeerFlow's own memory middleware, for graphs built the DeerFlow way in CI.

DeerFlow itself needs Python 3.12 and its whole backend, which CI does not install; its real
middleware was checked by hand (see the DeerFlow section of docs/INTEGRATION.md). What matters
for the tests is what DeerFlow's has: the class name ``MemoryMiddleware``, the module
``deerflow.agents.middlewares.memory_middleware``, LangChain's default ``name`` (the class name),
a zero-argument-compatible constructor (``agent_name=None, *, memory_config=None``) and only an
``after_agent`` hook, which here records what it saw instead of queueing a DeerMem update.
"""

from __future__ import annotations

import importlib
from typing import Any

from langchain.agents.middleware import AgentMiddleware

__all__ = ["MemoryMiddleware", "resolve_class"]


class MemoryMiddleware(AgentMiddleware):
    """Stands in for ``deerflow.agents.middlewares.memory_middleware.MemoryMiddleware``."""

    def __init__(self, agent_name: str | None = None, *, memory_config: Any = None) -> None:
        super().__init__()
        self.agent_name = agent_name
        self.memory_config = memory_config
        self.turns: list[int] = []

    def after_agent(self, state: dict[str, Any], runtime: Any) -> None:
        self.turns.append(len(state.get("messages", [])))

    async def aafter_agent(self, state: dict[str, Any], runtime: Any) -> None:
        self.after_agent(state, runtime)


MemoryMiddleware.__module__ = "deerflow.agents.middlewares.memory_middleware"


def resolve_class(path: str, base: type) -> type:
    """Resolve ``"module.path:ClassName"`` as DeerFlow's ``extensions.middlewares`` loader does:
    the colon form is required, the class must subclass ``base``."""
    if ":" not in path:
        raise ValueError(f"{path!r} is not in 'module.path:ClassName' form")
    module_name, class_name = path.rsplit(":", 1)
    cls = getattr(importlib.import_module(module_name), class_name)
    if not (isinstance(cls, type) and issubclass(cls, base)):
        raise TypeError(f"{path} is not a {base.__name__} subclass")
    return cls
