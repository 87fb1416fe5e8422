"""Memory V2 entries to and from DeerFlow's memory document ("DeerMem" shape).

DeerFlow's gateway, its Settings > Memory page and its memory tools read one document shape::

    {"version", "lastUpdated",
     "user": {"workContext", "personalContext", "topOfMind"},        # each {summary, updatedAt}
     "history": {"recentMonths", "earlierContext", "longTermBackground"},
     "facts": [{"id", "content", "category", "confidence", "createdAt", "source", ...}]}

Memory V2 keeps entries, not facts: USER.md (the user profile) and MEMORY.md (one agent's notes).
Each entry is shown as one fact whose id is stable (derived from the entry's text and its file),
so DeerFlow's fact edit and delete calls find it again. Profile entries carry the category
``preference`` and agent notes ``context``; going the other way, DeerFlow's categories map to
the file where an entry of that kind belongs (`target_for_category`).

Pure functions: no I/O, no DeerFlow import.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Literal, TypedDict

from ..entry_ids import entry_id

__all__ = [
    "PROFILE_CATEGORIES",
    "DeerMemDocument",
    "DeerMemFact",
    "DeerMemFactDict",
    "fact_id",
    "facts_from_document",
    "parse_fact_id",
    "target_for_category",
    "to_document",
]

Target = Literal["user", "memory"]

#: DeerFlow categories that describe the user (go to USER.md); the rest are agent notes.
PROFILE_CATEGORIES = frozenset(
    {"preference", "identity", "knowledge", "correction", "constraint", "behavior", "goal",
     "personal_info"}
)
_CATEGORY_OF_TARGET: dict[str, str] = {"user": "preference", "memory": "context"}
_PREFIX: dict[str, str] = {"user": "v2user", "memory": "v2mem"}
_FACT_ID = re.compile(r"(v2user|v2mem)_(e[0-9a-f]{16})")
_SUMMARY_KEYS = {
    "user": ("workContext", "personalContext", "topOfMind"),
    "history": ("recentMonths", "earlierContext", "longTermBackground"),
}


class DeerMemFactDict(TypedDict):
    """One fact of a DeerFlow memory document, as this package writes it."""

    id: str
    content: str
    category: str
    confidence: float
    createdAt: str
    source: str


class DeerMemSummary(TypedDict):
    """One summary of a DeerFlow memory document (always empty here: V2 keeps entries)."""

    summary: str
    updatedAt: str


class DeerMemDocument(TypedDict):
    """A DeerFlow memory document (see the module docstring)."""

    version: str
    lastUpdated: str
    user: dict[str, DeerMemSummary]
    history: dict[str, DeerMemSummary]
    facts: list[DeerMemFactDict]


@dataclass(frozen=True)
class DeerMemFact:
    """One fact of an imported DeerFlow document, with where Memory V2 puts it."""

    target: Target
    text: str
    fact_id: str
    category: str


def fact_id(target: str, text: str) -> str:
    """The DeerFlow fact id of an entry: ``v2user_<entry id>`` or ``v2mem_<entry id>``."""
    return f"{_PREFIX[target]}_{entry_id(text)}"


def parse_fact_id(value: str) -> tuple[Target, str] | None:
    """``(target, entry id)`` for a fact id made by `fact_id`, else None."""
    match = _FACT_ID.fullmatch(value or "")
    if match is None:
        return None
    target: Target = "user" if match.group(1) == "v2user" else "memory"
    return target, match.group(2)


def target_for_category(category: str | None) -> Target:
    """USER.md for categories about the user, MEMORY.md for everything else."""
    return "user" if (category or "").strip().lower() in PROFILE_CATEGORIES else "memory"


def _iso(timestamp: float | None) -> str:
    if timestamp is None:
        return ""
    return datetime.fromtimestamp(timestamp, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def to_document(
    entries: Mapping[str, Iterable[str]],
    last_modified: Mapping[str, float | None],
    *,
    now: float | None = None,
) -> DeerMemDocument:
    """A DeerFlow memory document for Memory V2 entries.

    Args:
        entries: ``{"user": [...], "memory": [...]}``, the entries as shown to the model (blocked
            entries already left out).
        last_modified: each target's file modification time (None when the file is missing).
        now: the time to report when no file exists yet (DeerFlow's page cannot show an empty
            ``lastUpdated``).

    Returns:
        The document: empty summaries, one fact per entry (profile entries first).
    """
    stamps = [t for t in last_modified.values() if t is not None]
    updated = _iso(max(stamps)) if stamps else _iso(
        now if now is not None else datetime.now(UTC).timestamp())
    facts: list[DeerMemFactDict] = []
    for target in ("user", "memory"):
        created = _iso(last_modified.get(target)) or updated
        for text in entries.get(target, ()):
            facts.append({
                "id": fact_id(target, text),
                "content": text,
                "category": _CATEGORY_OF_TARGET[target],
                "confidence": 1.0,
                "createdAt": created,
                "source": "USER.md" if target == "user" else "MEMORY.md",
            })
    return {
        "version": "1.0",
        "lastUpdated": updated,
        "user": _empty_summaries("user"),
        "history": _empty_summaries("history"),
        "facts": facts,
    }


def _empty_summaries(section: str) -> dict[str, DeerMemSummary]:
    return {key: {"summary": "", "updatedAt": ""} for key in _SUMMARY_KEYS[section]}


def facts_from_document(document: Mapping[str, object]
                        ) -> tuple[list[DeerMemFact], list[str]]:
    """The entries a DeerFlow memory document holds, and why any part was skipped.

    Facts become entries in the file their category maps to; a correction note
    (``sourceError``) stays with its fact as ``"... (avoid: ...)"``. Non-empty summaries of
    ``user`` become profile entries and those of ``history`` agent notes, so nothing written
    there is dropped.

    Args:
        document: a document in DeerFlow's shape (``facts`` may be missing).

    Returns:
        ``(facts, problems)``: problems name each fact that could not be read.
    """
    facts: list[DeerMemFact] = []
    problems: list[str] = []
    raw_facts = document.get("facts") or []
    if not isinstance(raw_facts, list):
        return [], ["'facts' is not a list"]
    for position, raw in enumerate(raw_facts):
        if not isinstance(raw, Mapping):
            problems.append(f"facts[{position}] is not an object")
            continue
        content = raw.get("content")
        if not isinstance(content, str) or not content.strip():
            problems.append(f"facts[{position}] has no text content")
            continue
        text = content.strip()
        note = raw.get("sourceError")
        if isinstance(note, str) and note.strip():
            text = f"{text} (avoid: {note.strip()})"
        category = str(raw.get("category") or "context")
        parsed = parse_fact_id(str(raw.get("id") or ""))
        target: Target = parsed[0] if parsed else target_for_category(category)
        facts.append(DeerMemFact(target, text, fact_id(target, text), category))
    for section, keys in _SUMMARY_KEYS.items():
        block = document.get(section)
        if not isinstance(block, Mapping):
            continue
        target = "user" if section == "user" else "memory"
        for key in keys:
            item = block.get(key)
            summary = item.get("summary") if isinstance(item, Mapping) else None
            if isinstance(summary, str) and summary.strip():
                text = summary.strip()
                facts.append(DeerMemFact(target, text, fact_id(target, text), key))
    return facts, problems
