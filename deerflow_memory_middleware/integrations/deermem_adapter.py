"""DeerFlow's memory-manager operations, served from Memory V2 data.

`DeerMemAdapter` does the work of the ``memory.manager_class`` backend
(`deerflow_memory_middleware.integrations.deerflow_backend`) without importing DeerFlow, so it is
tested here on its own: every method takes and returns what DeerFlow's contract names (DeerFlow
document shape, fact ids, ``agent_name`` / ``user_id`` keywords with ``None`` meaning the default
bucket) and reports failures the way DeerFlow's gateway maps them (``ValueError`` -> 400,
``ValueError("Duplicate fact")`` -> 409, ``KeyError`` -> 404, ``(doc, None)`` from
``create_fact`` -> 409).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping, Sequence

from langchain_core.messages import AnyMessage

from ..domain import TARGETS
from ..entry_ids import entry_id
from ..errors import MemoryV2Error
from ..identity import DEFAULT_ID
from ..messages import last_turn_texts
from ..service import MemoryService
from ..write_result import WriteResult
from .deermem_shape import (
    DeerMemDocument,
    DeerMemFactDict,
    Target,
    fact_id,
    parse_fact_id,
    target_for_category,
    to_document,
)

logger = logging.getLogger(__name__)

__all__ = ["DeerMemAdapter"]

_WORD = re.compile(r"\w+", re.UNICODE)


def _current_thread_id() -> str:
    """The thread id of the LangGraph run this call is part of ("" outside a run)."""
    try:
        from langgraph.config import get_config

        return str((get_config().get("configurable") or {}).get("thread_id") or "")
    except RuntimeError:
        return ""


def _ids(user_id: str | None, agent_name: str | None) -> tuple[str, str]:
    return (user_id or DEFAULT_ID), (agent_name or DEFAULT_ID)


class DeerMemAdapter:
    """DeerFlow's ``MemoryManager`` contract over a `MemoryService`.

    Args:
        service: the Memory V2 service (share the middleware's registry in one process).
        inject_snapshot: ``get_context`` returns the frozen USER.md / MEMORY.md block (turn off
            when the Memory V2 middleware already puts it in the system prompt).
        retain_turns: ``add`` hands finished turns to Hindsight (turn off when the Memory V2
            middleware already does).
    """

    def __init__(self, service: MemoryService, *, inject_snapshot: bool = True,
                 retain_turns: bool = True) -> None:
        self.service = service
        self.inject_snapshot = inject_snapshot
        self.retain_turns = retain_turns

    # ------------------------------------------------------------------ tier 1
    def add(self, thread_id: str, messages: Sequence[AnyMessage], *,
            agent_name: str | None = None,
            user_id: str | None = None) -> None:
        """Retain the conversation's last turn in Hindsight (builtin entries are written by the
        model through the ``memory`` tool, never extracted in the background)."""
        if not self.retain_turns:
            return
        user, agent = _ids(user_id, agent_name)
        manager = self.service.registry.manager_for(user, agent)
        if manager.external is None or not manager.config.enabled:
            return
        user_text, assistant_text = last_turn_texts(list(messages),
                                                    manager.config.injection.context_tag)
        if user_text or assistant_text:
            manager.sync_turn(user_text, assistant_text, thread_id=thread_id or "")

    def get_context(self, user_id: str | None, *, agent_name: str | None = None,
                    thread_id: str | None = None) -> str:
        """The thread's frozen USER PROFILE / MEMORY block (byte-identical for the thread).

        DeerFlow asks without a thread id; inside a graph run the run's own thread id is used,
        and outside one (no thread to freeze for) the block is rendered from disk each time.
        """
        if not self.inject_snapshot:
            return ""
        user, agent = _ids(user_id, agent_name)
        manager = self.service.registry.manager_for(user, agent)
        config = manager.config
        if not (config.enabled and config.injection.enabled and config.builtin.enabled):
            return ""
        thread = thread_id or _current_thread_id()
        if not thread:
            return manager.builtin.render_snapshot()
        return manager.system_prompt(thread_id=thread)

    # ------------------------------------------------------------------ tier 2
    def search(self, query: str, top_k: int = 5, *, user_id: str | None = None,
               agent_name: str | None = None, category: str | None = None
               ) -> list[DeerMemFactDict]:
        """Entries sharing words with ``query`` (best first), then Hindsight recall hits."""
        user, agent = _ids(user_id, agent_name)
        document = self.get_memory(user_id=user, agent_name=agent)
        words = {w.casefold() for w in _WORD.findall(query or "")}
        scored = []
        for fact in document["facts"]:
            if category and fact["category"] != category:
                continue
            overlap = len(words & {w.casefold() for w in _WORD.findall(fact["content"])})
            if overlap or query.strip().casefold() in fact["content"].casefold():
                scored.append((overlap, fact))
        scored.sort(key=lambda item: -item[0])
        results = [fact for _, fact in scored]
        if len(results) < top_k and not category:
            results += self._recall(user, agent, query, top_k - len(results))
        return results[: max(0, top_k)]

    def _recall(self, user: str, agent: str, query: str, limit: int
                ) -> list[DeerMemFactDict]:
        if self.service.registry.manager_for(user, agent).external is None or not query.strip():
            return []
        try:
            found = self.service.search(user, agent, query)
            hits = found["results"] if found["mode"] == "recall" else []
        except MemoryV2Error as exc:
            logger.warning("Hindsight recall for DeerFlow's memory search failed: %s", exc)
            return []
        return [{"id": f"hindsight_{entry_id(hit['text'])}", "content": hit["text"],
                 "category": "context", "confidence": round(float(hit.get("score") or 0), 3),
                 "createdAt": hit.get("date") or "", "source": "hindsight"}
                for hit in hits[:limit]]

    def get_memory(self, *, user_id: str | None = None, agent_name: str | None = None
                   ) -> DeerMemDocument:
        """USER.md and the agent's MEMORY.md as a DeerFlow memory document (blocked entries
        are left out: they are never shown to the model either)."""
        user, agent = _ids(user_id, agent_name)
        data = self.service.get_memory(user, agent)
        entries: dict[str, list[str]] = {
            target: [e["text"] for e in data["entries"][target] if not e["blocked"]]
            for target in TARGETS}
        modified: dict[str, float | None] = {
            target: data["last_modified"][target] for target in TARGETS}
        return to_document(entries, modified)

    def clear_memory(self, *, user_id: str | None = None, agent_name: str | None = None
                     ) -> DeerMemDocument:
        """Remove every entry of the user (``agent_name`` None) or of the agent's notes."""
        user, _ = _ids(user_id, agent_name)
        self.service.clear(user, agent_name)
        return self.get_memory(user_id=user, agent_name=agent_name)

    def import_memory(self, memory_data: Mapping[str, object], *, user_id: str | None = None,
                      agent_name: str | None = None) -> DeerMemDocument:
        """Merge a DeerFlow document (or a Memory V2 export).

        Raises:
            ValueError: any entry was refused or did not fit (the rest is imported).
        """
        user, agent = _ids(user_id, agent_name)
        report = self.service.import_user(user, memory_data, mode="merge", agent_id=agent)
        refused = [r for item in report["files"] for r in item["refused"]]
        for item in refused:
            logger.warning("Import for %s: entry refused: %s", user, item["error"])
        if refused or report["problems"]:
            # Never a silent 200: DeerFlow answers a ValueError with 400. What fitted is kept.
            raise ValueError(
                f"{len(refused) + len(report['problems'])} entries were not imported (over the "
                "size limit, refused by the scanner, or unreadable); consolidate memory or "
                "import with `deerflow-memory import`, which lists each one."
            )
        return self.get_memory(user_id=user, agent_name=agent)

    def export_memory(self, *, user_id: str | None = None, agent_name: str | None = None
                      ) -> DeerMemDocument:
        """Same as `get_memory` (DeerFlow's export route reads that)."""
        return self.get_memory(user_id=user_id, agent_name=agent_name)

    def reload_memory(self, *, user_id: str | None = None, agent_name: str | None = None
                      ) -> DeerMemDocument:
        """New sessions read the files again; returns the document."""
        user, agent = _ids(user_id, agent_name)
        self.service.reload(user)
        return self.get_memory(user_id=user, agent_name=agent)

    # ------------------------------------------------------------------ tier 3: facts
    def create_fact(self, content: str, category: str = "context", confidence: float = 0.5, *,
                    agent_name: str | None = None, user_id: str | None = None
                    ) -> tuple[DeerMemDocument, str | None]:
        """Add an entry to the file the category belongs to.

        Raises:
            ValueError: empty or refused content (DeerFlow answers 400), ``"Duplicate fact"``
                (409).
        """
        if not isinstance(content, str) or not content.strip():
            raise ValueError("content")
        user, agent = _ids(user_id, agent_name)
        target = target_for_category(category)
        result = self.service.add_entry(user, agent, target, content)
        if not result.success:
            if result.code == "over_limit":
                return self.get_memory(user_id=user, agent_name=agent), None
            raise ValueError(result.error or "refused")
        if not result.changed:
            raise ValueError("Duplicate fact")
        return self.get_memory(user_id=user, agent_name=agent), fact_id(target, result.content)

    def delete_fact(self, fact_id: str, *, agent_name: str | None = None,
                    user_id: str | None = None) -> DeerMemDocument:
        """Remove the entry a fact id names.

        Raises:
            KeyError: no such entry (DeerFlow answers 404).
        """
        user, agent = _ids(user_id, agent_name)
        target, ref = self._parsed(fact_id)
        result = self.service.remove_entry(user, agent, target, index=ref)
        if not result.success:
            raise KeyError(fact_id) if result.code == "not_found" else ValueError(result.error)
        return self.get_memory(user_id=user, agent_name=agent)

    def update_fact(self, fact_id: str, content: str | None = None, category: str | None = None,
                    confidence: float | None = None, *, agent_name: str | None = None,
                    user_id: str | None = None) -> DeerMemDocument:
        """Replace an entry's text; a category of the other file moves the entry there.

        Raises:
            KeyError: no such entry; ValueError: the new text is refused.
        """
        user, agent = _ids(user_id, agent_name)
        target, ref = self._parsed(fact_id)
        current = next((e["text"] for e in self.service.get_memory(user, agent)["entries"][target]
                        if e["id"] == ref), None)
        if current is None:
            raise KeyError(fact_id)
        text = content if isinstance(content, str) and content.strip() else current
        moved = target_for_category(category) if category else target
        if moved == target:
            if text != current:
                self._check(self.service.replace_entry(user, agent, target, content=text,
                                                       index=ref), fact_id)
            return self.get_memory(user_id=user, agent_name=agent)
        self._check(self.service.add_entry(user, agent, moved, text), fact_id)
        self._check(self.service.remove_entry(user, agent, target, index=ref), fact_id)
        return self.get_memory(user_id=user, agent_name=agent)

    @staticmethod
    def _parsed(value: str) -> tuple[Target, str]:
        parsed = parse_fact_id(value)
        if parsed is None:
            raise KeyError(value)
        return parsed

    @staticmethod
    def _check(result: WriteResult, fact: str) -> None:
        if not result.success:
            raise KeyError(fact) if result.code == "not_found" else ValueError(result.error)

    def shutdown_flush(self, timeout: float) -> bool:
        """Deliver queued Hindsight writes within ``timeout``; True when none are left."""
        return self.service.flush_hindsight(timeout)
