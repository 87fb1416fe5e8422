"""Audit trail of every USER.md / MEMORY.md write: who, when, what, and the scan verdict.

Faces (the memory tool, the gateway, the CLI, the client, the migration, an import) say who is
writing with a small context API; the builtin provider's write path records one line per write
attempt, refused writes included::

    from deerflow_memory_middleware.audit import audit_actor

    with audit_actor(face="import", thread_id=None, note="imported from backup.zip"):
        service.add_entry(user_id, agent_id, "user", text)

Records are JSON lines in ``{user_dir}/history/audit.jsonl``, appended under a lock, rotated to
``audit.jsonl.1`` ... when a file passes ``max_bytes``, and bounded on disk to
``max_bytes * (keep + 1)``. They are never injected into a prompt: only the history / undo
operations read them.
"""

from __future__ import annotations

import contextvars
import json
import logging
import os
import secrets
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from filelock import FileLock, Timeout

from .fsutil import real_folder
from .json_types import JSONObject, JSONValue
from .storage_errors import StorageError

if TYPE_CHECKING:
    from .storage.base import AuditSink

logger = logging.getLogger(__name__)

__all__ = [
    "AuditActor", "AuditLog", "AuditRecord", "Face", "audit_actor", "current_actor",
    "default_actor", "set_task_actor",
]

#: Which way a write came in.
Face = Literal["tool", "gateway", "cli", "client", "migration", "import", "unknown"]
FACES: tuple[str, ...] = ("tool", "gateway", "cli", "client", "migration", "import", "unknown")

HISTORY_DIR = "history"
LOG_NAME = "audit.jsonl"
DEFAULT_MAX_BYTES = 1_000_000
DEFAULT_KEEP = 3


@dataclass(frozen=True)
class AuditActor:
    """Who is writing, as set by the face with `audit_actor`.

    Attributes:
        face: the way in (``tool``, ``gateway``, ``cli``, ``client``, ``migration``, ``import``).
        thread_id: the conversation thread, when the write comes from a run.
        principal: who authenticated at the face (a gateway token's user, a CLI's OS user).
        note: free text kept with the record (e.g. the migrated source file).
        undo_of: the id of the record this write undoes.
        source_time: ISO-8601 time the written fact was first known (migration: the fact's
            date); Hindsight items mirrored from the write carry it as their timestamp.
    """

    face: str = "unknown"
    thread_id: str | None = None
    principal: str | None = None
    note: str | None = None
    undo_of: str | None = None
    source_time: str | None = None


_ACTOR: contextvars.ContextVar[AuditActor] = contextvars.ContextVar(
    "deerflow_memory_audit_actor", default=AuditActor()  # noqa: B039 - frozen
)


def current_actor() -> AuditActor:
    """The actor set by the innermost `audit_actor` (``face='unknown'`` outside any)."""
    return _ACTOR.get()


@contextmanager
def audit_actor(*, face: str | None = None, thread_id: str | None = None,
                principal: str | None = None, note: str | None = None,
                undo_of: str | None = None, source_time: str | None = None
                ) -> Iterator[AuditActor]:
    """Set who is writing for the writes inside the block (thread- and task-local).

    Values not given are inherited from an enclosing block, so a face can set ``face`` once
    and an inner step add ``undo_of`` or ``source_time``.

    Raises:
        ValueError: ``face`` is not one of `FACES`.
    """
    if face is not None and face not in FACES:
        raise ValueError(f"Unknown audit face {face!r}: use one of {', '.join(FACES)}.")
    given = {"face": face, "thread_id": thread_id, "principal": principal, "note": note,
             "undo_of": undo_of, "source_time": source_time}
    actor = replace(_ACTOR.get(), **{k: v for k, v in given.items() if v is not None})
    token = _ACTOR.set(actor)
    try:
        yield actor
    finally:
        _ACTOR.reset(token)


@contextmanager
def default_actor(*, face: str, thread_id: str | None = None) -> Iterator[AuditActor]:
    """Like `audit_actor`, but only where no face was set yet (an outer face wins)."""
    if _ACTOR.get().face != "unknown":
        yield _ACTOR.get()
        return
    with audit_actor(face=face, thread_id=thread_id or None) as actor:
        yield actor


@dataclass(frozen=True)
class AuditRecord:
    """One write attempt on USER.md or MEMORY.md.

    ``verdict`` is ``ok`` for an applied write, else the refusal code (``blocked``,
    ``over_limit``, ``conflict``, ...), with ``error`` saying why. ``old`` is the entry
    before (replace / remove), ``new`` the entry after (add / replace).
    """

    id: str
    at: str
    user_id: str
    agent_id: str
    target: str
    action: str
    old: str
    new: str
    verdict: str
    face: str = "unknown"
    thread_id: str | None = None
    principal: str | None = None
    error: str | None = None
    note: str | None = None
    undo_of: str | None = None
    revision: str | None = None
    extra: dict[str, JSONValue] = field(default_factory=dict)

    @property
    def changed(self) -> bool:
        return self.verdict == "ok"

    def to_dict(self) -> JSONObject:
        data = asdict(self)
        if not data["extra"]:
            data.pop("extra")
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> AuditRecord:
        """The record of one stored line.

        Raises:
            TypeError: a field is missing or has the wrong type (a damaged or hand-edited
                line; the reader skips it rather than serving it).
        """
        known = {k: data[k] for k in cls.__dataclass_fields__ if k in data}
        for name in _REQUIRED_TEXT:
            if not isinstance(known.get(name), str):
                raise TypeError(f"audit field {name!r} must be text")
        for name in _OPTIONAL_TEXT:
            if not isinstance(known.get(name), str | None):
                raise TypeError(f"audit field {name!r} must be text or null")
        if not isinstance(known.get("face", ""), str):
            raise TypeError("audit field 'face' must be text")
        if not isinstance(known.get("extra", {}), dict):
            raise TypeError("audit field 'extra' must be an object")
        return cls(**known)


_REQUIRED_TEXT = ("id", "at", "user_id", "agent_id", "target", "action", "old", "new", "verdict")
_OPTIONAL_TEXT = ("thread_id", "principal", "error", "note", "undo_of", "revision")


def new_record_id() -> str:
    """Sortable, unique: milliseconds since the epoch (hex) and 6 random hex digits."""
    return f"{int(time.time() * 1000):012x}{secrets.token_hex(3)}"


class AuditLog:
    """The append-only, rotated audit file of one user.

    Args:
        directory: the user's history folder (``{user_dir}/history``).
        max_bytes: rotate the live file once it is larger than this.
        keep: rotated files kept (``audit.jsonl.1`` newest ... ``.{keep}`` oldest).
        lock_timeout: seconds to wait for the append lock before giving up (the write it
            describes has already happened; a lost record is logged, never raised).
    """

    def __init__(self, directory: Path, *, max_bytes: int = DEFAULT_MAX_BYTES,
                 keep: int = DEFAULT_KEEP, lock_timeout: float = 10.0,
                 base_dir: Path | None = None) -> None:
        self.directory = Path(directory)
        # With base_dir, every folder below it must be a real one: a user folder replaced by a
        # link must not send the log outside the memory directory.
        self.base_dir = Path(base_dir) if base_dir is not None else None
        self.max_bytes = max_bytes
        self.keep = keep
        self.lock_timeout = lock_timeout

    @property
    def path(self) -> Path:
        return self.directory / LOG_NAME

    def files(self) -> list[Path]:
        """Oldest first: ``.{keep}`` ... ``.1``, then the live file (those that exist)."""
        rotated = [self.directory / f"{LOG_NAME}.{n}" for n in range(self.keep, 0, -1)]
        return [p for p in [*rotated, self.path] if p.is_file()]

    def append(self, record: AuditRecord) -> bool:
        """Append one record; False (and an error in the log) when it could not be stored."""
        data = record.to_dict()
        try:
            raw = (json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n").encode()
        except UnicodeEncodeError:  # a refused text with lone surrogates: keep it escaped
            raw = (json.dumps(data, separators=(",", ":")) + "\n").encode()
        try:
            if self.base_dir is not None:
                real_folder(self.base_dir, self.directory, create=True)
            else:
                self.directory.mkdir(parents=True, exist_ok=True)
            with FileLock(str(self.directory / ".audit.lock"), timeout=self.lock_timeout):
                self._rotate_if_needed(len(raw))
                fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_NOFOLLOW,
                             0o600)
                try:
                    os.write(fd, raw)
                finally:
                    os.close(fd)
        except StorageError as exc:  # an unsafe folder: the write itself was refused for it
            logger.info("Audit record not stored in %s: %s", self.path, exc)
            return False
        except (OSError, Timeout) as exc:
            logger.error("Could not append to the audit log %s: %s", self.path, exc)
            return False
        return True

    def _rotate_if_needed(self, incoming: int) -> None:
        try:
            size = self.path.stat().st_size
        except FileNotFoundError:
            return
        if size + incoming <= self.max_bytes:
            return
        oldest = self.directory / f"{LOG_NAME}.{self.keep}"
        oldest.unlink(missing_ok=True)
        for number in range(self.keep - 1, 0, -1):
            source = self.directory / f"{LOG_NAME}.{number}"
            if source.exists():
                os.replace(source, self.directory / f"{LOG_NAME}.{number + 1}")
        if self.keep > 0:
            os.replace(self.path, self.directory / f"{LOG_NAME}.1")
        else:
            self.path.unlink(missing_ok=True)

    def records(self) -> list[AuditRecord]:
        """Every stored record, oldest first; a damaged line is skipped with a warning."""
        found: list[AuditRecord] = []
        for path in self.files():
            try:
                lines = path.read_text(encoding="utf-8").splitlines()
            except OSError as exc:
                logger.warning("Cannot read audit file %s: %s", path, exc)
                continue
            for number, line in enumerate(lines, start=1):
                if not line.strip():
                    continue
                try:
                    found.append(AuditRecord.from_dict(json.loads(line)))
                except (ValueError, TypeError) as exc:
                    logger.warning("Skipping damaged audit line %s:%d: %s", path, number, exc)
        return found

    def last(self, limit: int) -> list[AuditRecord]:
        """The ``limit`` newest records, newest first."""
        return list(reversed(self.records()))[: max(0, limit)]

    def find(self, record_id: str) -> AuditRecord | None:
        return next((r for r in self.records() if r.id == record_id), None)


def record_write(log: AuditSink, *, user_id: str, agent_id: str, target: str, action: str,
                 old: str, new: str, verdict: str, error: str | None = None,
                 revision: str | None = None) -> AuditRecord:
    """Build the record of one write from the current actor and append it to ``log``."""
    actor = current_actor()
    record = AuditRecord(
        id=new_record_id(), at=datetime.now(UTC).isoformat(timespec="milliseconds"),
        user_id=user_id, agent_id=agent_id, target=target, action=action, old=old, new=new,
        verdict=verdict, face=actor.face, thread_id=actor.thread_id, principal=actor.principal,
        error=error, note=actor.note, undo_of=actor.undo_of, revision=revision,
    )
    log.append(record)
    return record


def set_task_actor(*, face: str, principal: str | None = None,
                   thread_id: str | None = None) -> None:
    """Set the actor for the rest of the current task without a block (a web request's task:
    its context ends with the request). Prefer `audit_actor` wherever a block fits."""
    if face not in FACES:
        raise ValueError(f"Unknown audit face {face!r}: use one of {', '.join(FACES)}.")
    _ACTOR.set(AuditActor(face=face, principal=principal, thread_id=thread_id))
