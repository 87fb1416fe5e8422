"""Pure helpers over LangChain messages: the turn's text, and per-request injection.

Nothing here writes graph state: every function returns new message objects for one request.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from langchain_core.messages import (
    AIMessage,
    AnyMessage,
    HumanMessage,
    SystemMessage,
    TextContentBlock,
)

from .security import strip_fence_tags

__all__ = [
    "append_to_human",
    "last_turn_texts",
    "latest_human_index",
    "merge_into_system",
    "turn_key",
]


def latest_human_index(messages: Sequence[AnyMessage]) -> int | None:
    for index in range(len(messages) - 1, -1, -1):
        if isinstance(messages[index], HumanMessage):
            return index
    return None


def message_text(message: AnyMessage) -> str:
    content = message.content
    if isinstance(content, str):
        return content
    parts = []
    for block in content:
        if isinstance(block, str):
            parts.append(block)
        elif isinstance(block, dict) and block.get("type") == "text":
            parts.append(str(block.get("text", "")))
    return "\n".join(parts)


def turn_key(messages: Sequence[AnyMessage]) -> tuple[int, str] | None:
    """Identifies the current turn: the latest human message's position and id (or text)."""
    index = latest_human_index(messages)
    if index is None:
        return None
    message = messages[index]
    return index, message.id or message_text(message)


def is_new_thread(messages: Sequence[AnyMessage]) -> bool:
    """True when the conversation holds nothing but this first turn's input."""
    return not any(isinstance(m, AIMessage) for m in messages) and sum(
        isinstance(m, HumanMessage) for m in messages
    ) <= 1


def last_turn_texts(messages: Sequence[AnyMessage], tag: str) -> tuple[str, str]:
    """The last turn's user text and final assistant text, injected fences stripped."""
    index = latest_human_index(messages)
    if index is None:
        return "", ""
    user_text = strip_fence_tags(message_text(messages[index]), tag).strip()
    assistant_text = ""
    for message in reversed(messages[index + 1 :]):
        if isinstance(message, AIMessage):
            text = message_text(message).strip()
            if text:
                assistant_text = strip_fence_tags(text, tag).strip()
                break
    return user_text, assistant_text


def merge_into_system(system: SystemMessage | None, blocks: Sequence[str]) -> SystemMessage | None:
    """The host's system message with ``blocks`` appended as content blocks (host text kept)."""
    texts = [block for block in blocks if block]
    if not texts:
        return system
    added = [TextContentBlock(type="text", text=f"\n\n{text}") for text in texts]
    if system is None:
        added[0] = TextContentBlock(type="text", text=texts[0])
        return SystemMessage(content_blocks=list(added))
    return SystemMessage(content_blocks=[*system.content_blocks, *added])


def append_to_human(messages: list[AnyMessage], block: str) -> list[AnyMessage]:
    """A copy of ``messages`` whose latest human message carries ``block`` at its end."""
    index = latest_human_index(messages)
    if index is None or not block:
        return messages
    original = messages[index]
    content = original.content
    if isinstance(content, str):
        # LangChain's own content type: a string or a list of strings and content-block dicts.
        new_content: str | list[str | dict[Any, Any]] = f"{content}\n\n{block}"
    else:
        new_content = [*content, {"type": "text", "text": f"\n\n{block}"}]
    updated = original.model_copy(update={"content": new_content})
    return [*messages[:index], updated, *messages[index + 1 :]]
