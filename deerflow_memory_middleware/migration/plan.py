"""Where each DeerFlow fact and summary goes, in what form, and in what order.

Category map (DeerFlow's categories, including its ``categoryExtension`` custom ones; the same
profile set as importing a DeerFlow document, `PROFILE_CATEGORIES`):

=====================================================  ======================================
category                                               destination
=====================================================  ======================================
``correction``                                         USER.md, placed first (always injected)
``preference`` ``identity`` ``knowledge`` (the         USER.md (the profile shared by all
user's expertise) ``behavior`` (working patterns)      agents)
``goal`` ``constraint`` ``personal_info``
``context`` ``decision`` ``other`` and custom ones     MEMORY.md of the fact's agent
(``workflow``, ``project``, ``testing`` ...)
``user.*`` summaries                                   USER.md as ``[Work context] ...``
``history.*`` summaries                                Hindsight user bank (USER.md without it)
=====================================================  ======================================

A fact with a correction note (``sourceError``) keeps it in the form DeerFlow shows its model:
``<fact> (avoid: <what was wrong>)``. Within a file, corrections come first, then the user
summaries, then facts by confidence (highest first) and date, so the best ones get the space;
what does not fit goes to the matching Hindsight bank with the fact's date as its timestamp.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..integrations.deermem_shape import PROFILE_CATEGORIES, Target
from .layouts import SourceFact, SourceSummary

__all__ = ["CATEGORY_TARGET", "PlannedItem", "plan_items"]

#: ``personal_info`` names identity facts in early v1 files.
CATEGORY_TARGET: dict[str, Target] = {
    **dict.fromkeys(PROFILE_CATEGORIES | {"personal_info"}, "user"),
    **dict.fromkeys(("context", "decision", "other"), "memory"),
}
KNOWN_CATEGORIES = frozenset(CATEGORY_TARGET)
SUMMARY_LABELS = {
    "workContext": "Work context", "personalContext": "Personal context",
    "topOfMind": "Top of mind", "recentMonths": "Recent months",
    "earlierContext": "Earlier context", "longTermBackground": "Long-term background",
}


@dataclass
class PlannedItem:
    """One thing to migrate and what happened to it.

    ``outcome``: ``written`` / ``retained`` / ``queued`` / ``overflowed`` / ``skipped`` (with
    ``reason``) / ``failed``; planned (dry-run) outcomes are ``write`` / ``retain`` /
    ``overflow``.
    """

    key: str
    text: str
    agent_id: str  # the DeerFlow agent the fact came from (summaries: default)
    target: Target | None  # builtin target (user / memory); None: Hindsight only
    bank: str  # Hindsight bank when it goes there: user / work
    origin: str
    timestamp: str | None
    rank: tuple[int, float, str]
    category: str = ""
    fact_id: str = ""
    outcome: str = ""
    reason: str = ""
    reason_code: str = ""  # why skipped: blocked, duplicate, already_migrated, ...
    where: str = ""  # USER.md, MEMORY.md (agent), hindsight:user, hindsight:work

    def to_dict(self) -> dict[str, object]:
        return {"key": self.key, "fact_id": self.fact_id, "agent_id": self.agent_id,
                "category": self.category, "text": self.text, "origin": self.origin,
                "outcome": self.outcome, "where": self.where, "reason": self.reason,
                "reason_code": self.reason_code,
                "timestamp": self.timestamp}


def entry_text(fact: SourceFact) -> str:
    """The fact as the model should read it, correction note included."""
    if fact.source_error:
        return f"{fact.content} (avoid: {fact.source_error})"
    return fact.content


def plan_items(facts: list[SourceFact], summaries: list[SourceSummary], *,
               hindsight: bool) -> list[PlannedItem]:
    """Every fact and summary as a `PlannedItem`, in the order they get builtin space."""
    items: list[PlannedItem] = []
    for fact in facts:
        target = CATEGORY_TARGET.get(fact.category, "memory")
        first = 0 if fact.category == "correction" else 2
        item = PlannedItem(
            key=fact.key, text=entry_text(fact), agent_id=fact.agent_id, target=target,
            bank="user" if target == "user" else "work", origin=fact.origin,
            timestamp=fact.created_at, rank=(first, -fact.confidence, fact.created_at or ""),
            category=fact.category, fact_id=fact.fact_id,
        )
        if fact.category not in KNOWN_CATEGORIES:
            item.reason = f"custom category {fact.category!r}: agent notes"
        items.append(item)
    for summary in summaries:
        label = SUMMARY_LABELS.get(summary.name, summary.name)
        history = summary.section == "history"
        items.append(PlannedItem(
            key=f"{summary.key}:{summary.origin}",
            text=f"[{label}] {summary.text}", agent_id="default",
            target=None if history and hindsight else "user", bank="user",
            origin=summary.origin, timestamp=summary.updated_at,
            rank=(3 if history else 1, 0.0, summary.updated_at or ""),
            category=f"{summary.section}.{summary.name}",
        ))
    items.sort(key=lambda item: item.rank)
    return items
