"""The migration report: per user and per agent counts, every item's fate, the exit status.

Exit status of ``deerflow-memory migrate`` (bits, so both conditions show):

- ``0``: everything read went somewhere (or was skipped with a reason in the report);
- ``1`` bit: a user was not fully migrated (a corrupt file, a DeerFlow write still in progress,
  a failed write) - fix what the report says and run again;
- ``4`` bit: facts overflowed the USER.md / MEMORY.md limits with nowhere to go (Hindsight skipped
  or refused); each is listed under ``overflowed``. Configure Hindsight (or make room) and run
  again: only those are retried.

``2`` stays argparse's usage error.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, NotRequired, TypedDict

from .plan import PlannedItem

__all__ = ["EXIT_INCOMPLETE", "EXIT_OVERFLOW", "AgentCounts", "MigrationReport", "UserMigration"]

EXIT_INCOMPLETE = 1
EXIT_OVERFLOW = 4
Counted = Literal["read", "written", "retained", "queued", "overflowed", "skipped"]
COUNTED: tuple[Counted, ...] = ("read", "written", "retained", "queued", "overflowed", "skipped")
_COUNTED_BY_NAME: dict[str, Counted] = {name: name for name in COUNTED}
_PLANNED = {"write": "written", "retain": "retained", "overflow": "overflowed"}


class AgentCounts(TypedDict):
    """What happened to one agent's facts (``failed`` only when some failed)."""

    read: int
    written: int
    retained: int
    queued: int
    overflowed: int
    skipped: int
    skipped_by_reason: dict[str, int]
    failed: NotRequired[int]


class UserMigrationDict(TypedDict):
    """`UserMigration.to_dict`."""

    user_id: str
    deerflow_folder: str
    status: str
    ok: bool
    passes: int
    changed_during_migration: bool
    message: str
    problems: list[str]
    agents: dict[str, AgentCounts]
    items: list[dict[str, object]]


class MigrationReportDict(TypedDict):
    """`MigrationReport.to_dict`."""

    source: str
    dry_run: bool
    hindsight: bool
    ok: bool
    exit_status: int
    totals: dict[str, int]
    hindsight_flushed: bool | None
    overflowed: list[dict[str, object]]
    users: list[UserMigrationDict]


@dataclass
class UserMigration:
    """The result for one DeerFlow user.

    ``status``: ``migrated``, ``unchanged`` (nothing new since the last run), ``planned``
    (dry run), ``incomplete`` (problems listed), ``busy`` (DeerFlow journal present),
    ``changed_during_migration`` (DeerFlow kept writing through every pass), ``invalid_id``.
    """

    user_id: str
    bucket: str
    status: str = "planned"
    items: list[PlannedItem] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    passes: int = 0
    changed_during_migration: bool = False
    message: str = ""

    @property
    def ok(self) -> bool:
        return self.status in ("migrated", "unchanged", "planned")

    def counts(self) -> dict[str, AgentCounts]:
        """Per agent: read, written, retained, queued, overflowed, skipped (+ by reason)."""
        agents: dict[str, AgentCounts] = {}
        for item in self.items:
            row = agents.setdefault(item.agent_id, AgentCounts(
                read=0, written=0, retained=0, queued=0, overflowed=0, skipped=0,
                skipped_by_reason={}))
            row["read"] += 1
            outcome = _PLANNED.get(item.outcome, item.outcome)
            if outcome == "skipped":
                reasons = row["skipped_by_reason"]
                reasons[item.reason_code] = reasons.get(item.reason_code, 0) + 1
            counted = _COUNTED_BY_NAME.get(outcome)
            if counted is not None:
                row[counted] += 1
            elif outcome == "failed":
                row["failed"] = row.get("failed", 0) + 1
        return agents

    def overflowed(self) -> list[PlannedItem]:
        return [i for i in self.items if i.outcome in ("overflowed", "overflow")]

    def to_dict(self) -> UserMigrationDict:
        return {"user_id": self.user_id, "deerflow_folder": self.bucket, "status": self.status,
                "ok": self.ok, "passes": self.passes,
                "changed_during_migration": self.changed_during_migration,
                "message": self.message, "problems": self.problems, "agents": self.counts(),
                "items": [i.to_dict() for i in self.items]}


@dataclass
class MigrationReport:
    source: str
    dry_run: bool
    hindsight: bool
    users: list[UserMigration] = field(default_factory=list)
    hindsight_flushed: bool | None = None

    @property
    def ok(self) -> bool:
        return all(u.ok for u in self.users)

    @property
    def exit_status(self) -> int:
        status = 0 if self.ok else EXIT_INCOMPLETE
        if any(u.overflowed() for u in self.users):
            status |= EXIT_OVERFLOW
        return status

    def totals(self) -> dict[str, int]:
        totals: dict[str, int] = dict.fromkeys(COUNTED, 0)
        for user in self.users:
            for row in user.counts().values():
                for key in COUNTED:
                    totals[key] += row[key]
        return totals

    def to_dict(self) -> MigrationReportDict:
        return {
            "source": self.source, "dry_run": self.dry_run, "hindsight": self.hindsight,
            "ok": self.ok, "exit_status": self.exit_status, "totals": self.totals(),
            "hindsight_flushed": self.hindsight_flushed,
            "overflowed": [{"user_id": u.user_id, **i.to_dict()}
                           for u in self.users for i in u.overflowed()],
            "users": [u.to_dict() for u in self.users],
        }

    def format(self, *, verbose: bool = False) -> str:
        """The text report: a line per user and agent, then every overflowed fact."""
        head = "Migration plan (dry run, nothing written)" if self.dry_run else "Migration report"
        lines = [f"{head} - source {self.source}" + ("" if self.hindsight
                                                     else " - Hindsight skipped")]
        if not self.users:
            lines.append("  no DeerFlow memory found there (is $DEER_FLOW_HOME right?)")
        if self.hindsight_flushed is False:
            lines.append("  note: some Hindsight writes are still queued in the outbox; the "
                         "next run that uses this base dir sends them")
        for user in self.users:
            extra = " (DeerFlow wrote during the run; re-read)" \
                if user.changed_during_migration else ""
            lines.append(f"- {user.user_id}: {user.status}{extra}")
            for problem in user.problems:
                lines.append(f"    problem: {problem}")
            if user.message:
                lines.append(f"    {user.message}")
            for agent, row in sorted(user.counts().items()):
                counts = " ".join(f"{k}={row[k]}" for k in COUNTED)
                reasons = ", ".join(f"{k}: {v}" for k, v in sorted(
                    row["skipped_by_reason"].items()))
                lines.append(f"    agent {agent}: {counts}" + (f" ({reasons})" if reasons else ""))
            if verbose or self.dry_run:
                for item in user.items:
                    text = item.text if len(item.text) <= 70 else item.text[:67] + "..."
                    note = f" - {item.reason}" if item.reason else ""
                    lines.append(f"      {item.outcome:<10} {item.where or '-':<22} "
                                 f"{text!r}{note}")
        overflowed = [(u, i) for u in self.users for i in u.overflowed()]
        if overflowed:
            lines.append(f"Overflowed with nowhere to go ({len(overflowed)}): configure "
                         "Hindsight or make room, then run again (only these are retried):")
            for user, item in overflowed:
                lines.append(f"  {user.user_id}/{item.agent_id} {item.origin}: {item.text!r}")
        return "\n".join(lines)
