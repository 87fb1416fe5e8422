"""`deerflow-memory storage copy`: every piece of state from one backend to another.

Lossless and idempotent: entry documents are copied entry by entry (a target document that
already holds exactly the same entries is left alone), override documents as their raw JSON,
audit records by id (one already there is skipped), outbox items by content (an identical
waiting item is not queued twice). Copying never scans or caps: it moves what is stored, so a
blocked entry stays blocked on the other side, shown as ``[BLOCKED]`` where it is rendered.
Running it again after an interruption finishes the job.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field

from ..domain import TARGETS, Target
from .base import GLOBAL_SCOPE, EntryState, Storage

logger = logging.getLogger(__name__)

__all__ = ["CopyReport", "copy_storage"]

#: Outbox queue names copied (the Hindsight provider's).
OUTBOX_QUEUES = (".outbox",)
_COPY_LOCK_SECONDS = 30.0
_NO_READ_CAP = 1 << 40


@dataclass
class CopyReport:
    """What one copy did; ``copied`` counts writes, ``unchanged`` items already there."""

    users: int = 0
    documents_copied: int = 0
    documents_unchanged: int = 0
    overrides_copied: int = 0
    audit_copied: int = 0
    audit_unchanged: int = 0
    outbox_copied: int = 0
    outbox_unchanged: int = 0
    problems: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, object]:
        return {**self.__dict__, "problems": list(self.problems)}


Progress = Callable[[int, str], None]


def copy_storage(source: Storage, target: Storage, *,
                 progress: Progress | None = None) -> CopyReport:
    """Copy every user's entries, overrides and audit records, the global overrides and the
    outbox from ``source`` to ``target``.

    Args:
        source: where the state is now.
        target: where it should also be.
        progress: called with (number of users done, user id) after each user.

    Raises:
        StorageError: either side failed; what was copied before stays (run again).
    """
    report = CopyReport()
    _copy_override(source, target, GLOBAL_SCOPE, report)
    for number, user in enumerate(list(source.entries.users()), start=1):
        agents = source.entries.agents(user)
        for target_name in TARGETS:
            for agent in (agents if target_name == "memory" else ["default"]):
                _copy_document(source, target, user, agent, target_name, report)
        _copy_override(source, target, user, report)
        _copy_audit(source, target, user, report)
        report.users += 1
        if progress is not None:
            progress(number, user)
    for queue in OUTBOX_QUEUES:
        _copy_outbox(source, target, queue, report)
    return report


def _copy_document(source: Storage, target: Storage, user: str, agent: str, name: Target,
                   report: CopyReport) -> None:
    origin = source.entries.document(user_id=user, agent_id=agent, target=name,
                                     lock_timeout=_COPY_LOCK_SECONDS)
    origin.max_bytes = _NO_READ_CAP
    state = origin.read()
    if origin.stamp() is None:
        return  # nothing stored there
    entries = list(state.entries)

    def same_or_new(current: EntryState) -> list[str] | None:
        return None if list(current.entries) == entries else entries

    destination = target.entries.document(user_id=user, agent_id=agent, target=name,
                                          lock_timeout=_COPY_LOCK_SECONDS)
    destination.max_bytes = _NO_READ_CAP
    before, after = destination.update(same_or_new)
    if before is after:  # update returns the state it read when nothing was written
        report.documents_unchanged += 1
    else:
        report.documents_copied += 1


def _copy_override(source: Storage, target: Storage, scope: str, report: CopyReport) -> None:
    text = source.overrides.read(scope)
    if text is None:
        return
    changed: list[bool] = []

    def put(current: str | None) -> str | None:
        changed.append(current != text)
        return text

    target.overrides.update(scope, put)
    report.overrides_copied += int(any(changed))


def _copy_audit(source: Storage, target: Storage, user: str, report: CopyReport) -> None:
    destination = target.entries.audit(user)
    present = {record.id for record in destination.records()}
    for record in source.entries.audit(user).records():
        if record.id in present:
            report.audit_unchanged += 1
            continue
        if destination.append(record):
            report.audit_copied += 1
        else:
            report.problems.append(f"audit record {record.id} of {user} not copied")


def _copy_outbox(source: Storage, target: Storage, queue: str, report: CopyReport) -> None:
    origin = source.outbox(directory_name=queue)
    destination = target.outbox(directory_name=queue)
    present = {item.to_json() for _, item in destination.pending()}
    for _, item in origin.pending():
        text = item.to_json()
        if text in present:
            report.outbox_unchanged += 1
            continue
        destination.put(item)
        present.add(text)
        report.outbox_copied += 1
