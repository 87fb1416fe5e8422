"""History and undo of USER.md / MEMORY.md writes, read from the user's audit log.

One face-neutral implementation that the gateway, the client and the CLI call:

- `get_history`: the newest records of a user, optionally of one agent or target;
- `undo`: undo one record (by id) or the last N changes. An undo is itself a write through the
  builtin provider: scanned again, audited (``undo_of`` names the record) and mirrored to an
  external provider. It is refused, with a reason, when the record changed nothing (a refused or
  no-op write) or when the entry changed since (stale).

Undo per action: ``add X`` removes X; ``replace A -> B`` puts A back in B's place; ``remove X``
adds X again (at the end of the file).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import cast

from .audit import AuditRecord, audit_actor
from .errors import InvalidArgumentError, NotFoundError
from .results import HistoryPage, HistoryRecord, UndoResult, UndoStep, WriteOutcome
from .service import MemoryService
from .storage.base import AuditSink
from .write_result import WriteResult

logger = logging.getLogger(__name__)

__all__ = ["HistoryPage", "UndoOutcome", "UndoReport", "get_history", "undo"]


MAX_HISTORY = 1000


@dataclass
class UndoOutcome:
    """The result of undoing one record.

    ``code`` on refusal: ``not_undoable`` (the record changed nothing), ``stale`` (the entry
    changed since), ``already_undone``, or the write's own refusal code (``blocked``,
    ``over_limit``, ...).
    """

    record_id: str
    success: bool
    message: str
    code: str | None = None
    write: WriteOutcome | None = None

    def to_dict(self) -> UndoStep:
        return {"record_id": self.record_id, "success": self.success, "message": self.message,
                "code": self.code, "write": self.write}


@dataclass
class UndoReport:
    """Every record an undo call handled, newest first; ``success`` when all were undone."""

    outcomes: list[UndoOutcome] = field(default_factory=list)

    @property
    def success(self) -> bool:
        return bool(self.outcomes) and all(o.success for o in self.outcomes)

    def to_dict(self) -> UndoResult:
        return {"success": self.success, "undone": [o.to_dict() for o in self.outcomes]}


def _log(service: MemoryService, user_id: str) -> AuditSink:
    # The builtin provider owns the user's folder layout; ask it rather than build a path.
    return service.registry.manager_for(user_id, "default").builtin.audit


def get_history(service: MemoryService, user_id: str, *, limit: int = 50,
                agent_id: str | None = None, target: str | None = None) -> HistoryPage:
    """The newest ``limit`` records of the user (newest first), as JSON-ready dicts.

    ``agent_id`` keeps USER.md records and that agent's MEMORY.md records; ``target`` keeps one
    file's records.
    """
    if not 1 <= limit <= MAX_HISTORY:
        raise InvalidArgumentError(f"'limit' must be between 1 and {MAX_HISTORY}.")
    records = list(reversed(_log(service, user_id).records()))
    undone = {r.undo_of for r in records if r.undo_of and r.verdict == "ok"}
    picked = [r for r in records
              if (target is None or r.target == target)
              and (agent_id is None or r.target == "user" or r.agent_id == agent_id)][:limit]
    return {
        "user_id": user_id,
        "records": [cast(HistoryRecord, {**r.to_dict(), "undone": r.id in undone,
                                            "undoable": _undoable(r, undone)})
                    for r in picked],
    }


def _undoable(record: AuditRecord, undone: set[str]) -> bool:
    return record.verdict == "ok" and record.id not in undone


def undo(service: MemoryService, user_id: str, *, record_id: str | None = None,
         last: int | None = None, agent_id: str | None = None, face: str = "unknown",
         principal: str | None = None) -> UndoReport:
    """Undo one record (``record_id``) or the last ``last`` changes of the user.

    ``last`` counts applied, not yet undone changes (of ``agent_id``'s MEMORY.md and USER.md
    when given), newest first, and stops at the first refusal.

    Raises:
        InvalidArgumentError: neither or both of ``record_id`` / ``last`` given.
        NotFoundError: the record id is unknown, or nothing is left to undo.
    """
    if (record_id is None) == (last is None):
        raise InvalidArgumentError(
            "Give either a record id or a number of changes to undo ('last').")
    log = _log(service, user_id)
    records = list(reversed(log.records()))
    undone = {r.undo_of for r in records if r.undo_of and r.verdict == "ok"}
    report = UndoReport()
    if record_id is not None:
        record = next((r for r in records if r.id == record_id), None)
        if record is None:
            raise NotFoundError(f"No history record {record_id!r} for this user; list them "
                                "with history.")
        report.outcomes.append(_undo_one(service, record, undone, face, principal))
        return report
    if not 1 <= int(last or 0) <= 100:
        raise InvalidArgumentError("'last' must be between 1 and 100.")
    todo = [r for r in records if _undoable(r, undone)
            and (agent_id is None or r.target == "user" or r.agent_id == agent_id)][: int(last or 0)]
    if not todo:
        raise NotFoundError("Nothing to undo: no applied change in the history.")
    for record in todo:
        outcome = _undo_one(service, record, undone, face, principal)
        report.outcomes.append(outcome)
        if not outcome.success:
            break
    return report


def _undo_one(service: MemoryService, record: AuditRecord, undone: set[str],
              face: str, principal: str | None) -> UndoOutcome:
    if record.verdict != "ok":
        why = (f"it was refused ({record.verdict}: {record.error})" if record.verdict != "unchanged"
               else "it changed nothing")
        return UndoOutcome(record.id, False, f"Nothing to undo: {why}.", "not_undoable")
    if record.id in undone:
        return UndoOutcome(record.id, False, "This change was already undone.", "already_undone")
    manager = service.registry.manager_for(record.user_id, record.agent_id)
    builtin = manager.builtin
    view = builtin.view(record.target)  # type: ignore[arg-type]
    entries = list(view.entries)
    stale = UndoOutcome(
        record.id, False,
        "The entry changed since this change (it is no longer as the change left it); undo "
        "refused so nothing newer is lost. Edit the entry directly instead.", "stale")
    with audit_actor(face=face, principal=principal, undo_of=record.id):
        if record.action == "add":
            if record.new not in entries:
                return stale
            result = builtin.remove_at(record.target, entries.index(record.new),  # type: ignore[arg-type]
                                       revision=view.revision)
        elif record.action == "replace":
            if record.new not in entries:
                return stale
            result = builtin.replace_at(record.target, entries.index(record.new),  # type: ignore[arg-type]
                                        record.old, revision=view.revision)
        elif record.action == "remove":
            if record.old in entries:
                return stale
            result = builtin.add(record.target, record.old, revision=view.revision)  # type: ignore[arg-type]
        else:
            return UndoOutcome(record.id, False, f"Unknown action {record.action!r}.",
                               "not_undoable")
        result = manager.mirror(result)
    return _outcome(record, result)


def _outcome(record: AuditRecord, result: WriteResult) -> UndoOutcome:
    data = result.to_dict(include_entries=False)
    if result.success:
        return UndoOutcome(record.id, True, f"Undid the {record.action} on {record.target}.",
                           None, data)
    if result.code == "conflict":
        return UndoOutcome(record.id, False, "The file changed while undoing; run undo again.",
                           "stale", data)
    return UndoOutcome(record.id, False, f"Undo refused ({result.code}): {result.error}",
                       result.code, data)
