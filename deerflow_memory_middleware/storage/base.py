"""The storage seam: what the memory keeps, behind one contract and two real backends.

A backend (``files``: the folder tree under ``base_dir``, the embedded default; ``postgres``: one
shared database for many workers and hosts) holds four kinds of state:

- entry documents: the ``§``-separated entries of each (user, target, agent), i.e. USER.md of a
  user and MEMORY.md of each of the user's agents (`EntryDocument`);
- override documents: the global and the per-user configuration overrides (`OverrideDocuments`);
- the outbox: writes waiting for the external memory server (`OutboxQueue`);
- the audit records of every write attempt (`AuditSink`).

Guarantees every backend gives, so the providers above it do not care which one runs:

- `EntryDocument.update` is atomic: the mutation sees the state read under an exclusive lock (a
  file lock, a row lock) and its result replaces the document whole or not at all; a limit the
  mutation checks holds for every acknowledged write.
- `EntryDocument.stamp` is cheap (two ``lstat`` calls, or one indexed query for both documents
  of a scope via `EntryStore.stamps`) and changes whenever the content may have changed, in any
  process; equal stamps mean unchanged content.
- Every fault is a `StorageError` (or `LockTimeoutError`) with a code and advice.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Hashable, Iterator, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, Protocol, runtime_checkable

from ..domain import ENTRY_DELIMITER, Target

if TYPE_CHECKING:
    from ..audit import AuditRecord
    from ..providers.outbox import OutboxItem

__all__ = [
    "BACKENDS", "AuditSink", "BackendName", "EntryDocument", "EntryState", "EntryStore",
    "OutboxQueue", "OverrideDocuments", "Storage", "parse_entries", "revision_of",
    "serialise_entries", "state_of",
]

BackendName = Literal["files", "postgres"]
BACKENDS: tuple[BackendName, ...] = ("files", "postgres")

#: The key of the global override document (user ids can never be empty).
GLOBAL_SCOPE = ""


def parse_entries(raw: str) -> list[str]:
    """Split document text into entries; blank entries are dropped, whitespace trimmed.

    CRLF line ends (a file edited on Windows) count as LF, so its separators still separate.
    """
    raw = raw.replace("\r\n", "\n")
    return [part.strip() for part in raw.split(ENTRY_DELIMITER) if part.strip()]


def serialise_entries(entries: Sequence[str]) -> str:
    """The document text of ``entries`` (the inverse of `parse_entries` for clean entries)."""
    return ENTRY_DELIMITER.join(entries)


def revision_of(raw: bytes) -> str:
    """A short content hash used as a document's version (ETag / If-Match)."""
    return hashlib.sha256(raw).hexdigest()[:16]


def state_of(raw: bytes | None, last_modified: float | None) -> EntryState:
    """The state of a stored document (``raw``: its bytes, None when there is none).

    Bytes that are not UTF-8 are read with replacement characters and marked as not
    round-tripping, so a rewrite keeps a backup where the backend can.
    """
    if raw is None:
        return EntryState((), revision_of(b""), None, True)
    try:
        text, decoded = raw.decode("utf-8"), True
    except UnicodeDecodeError:
        text, decoded = raw.decode("utf-8", errors="replace"), False
    entries = tuple(parse_entries(text))
    round_trips = decoded and serialise_entries(entries) == text.rstrip("\n")
    return EntryState(entries, revision_of(raw), last_modified, round_trips)


@dataclass(frozen=True)
class EntryState:
    """What one read of an entry document saw.

    Attributes:
        entries: the entries, in order.
        revision: a short content hash, the document's version (ETag / If-Match).
        last_modified: seconds since the epoch of the last write, None when absent.
        round_trips: False when the stored text is not what `serialise_entries` would write
            (hand-edited); a rewrite then keeps a backup first.
    """

    entries: tuple[str, ...]
    revision: str
    last_modified: float | None
    round_trips: bool

    @property
    def usage(self) -> int:
        """Characters the entries take, separators included (what the limits count)."""
        return len(serialise_entries(self.entries))


Mutation = Callable[[EntryState], "list[str] | None"]


@runtime_checkable
class EntryDocument(Protocol):
    """One entry document (USER.md of a user, MEMORY.md of one of the user's agents).

    Attributes:
        max_bytes: read cap; a larger stored document is refused unread (``file_too_large``).
    """

    max_bytes: int

    @property
    def location(self) -> str:
        """Where it lives, for messages and logs (a path, or ``postgres:...``)."""
        ...

    def stamp(self) -> Hashable | None:
        """A cheap token that changes whenever the content may have; None when absent."""
        ...

    def read(self) -> EntryState:
        """The current state, without locking.

        Raises:
            StorageError: the document cannot be read (see its code).
        """
        ...

    def update(self, mutate: Mutation) -> tuple[EntryState, EntryState]:
        """Lock, re-read, apply ``mutate`` and replace the document if it returned entries.

        ``mutate`` sees the state read under the lock and returns the new entries, or None to
        leave the document alone; it may raise to abort, and the document is then untouched.

        Returns:
            ``(before, after)``; equal when nothing was written.

        Raises:
            LockTimeoutError: the lock was not granted within the document's lock timeout.
            StorageError: the document cannot be written (see its code).
        """
        ...

    def delete(self) -> None:
        """Remove the document (a hand-edited one is backed up first where the backend can)."""
        ...


@runtime_checkable
class OverrideDocuments(Protocol):
    """The override documents: JSON objects keyed by scope (`GLOBAL_SCOPE` or a user id)."""

    def location(self, scope: str) -> str:
        """Where the scope's document lives, for messages (a path, or ``postgres:...``)."""
        ...

    def stamps(self, scopes: Sequence[str]) -> tuple[Hashable, ...]:
        """In one round trip: a cheap token per scope that changes whenever that document may
        have, then the storage generation (see `Storage.bump_generation`) as the last item."""
        ...

    def read(self, scope: str) -> str | None:
        """The raw JSON text of the scope's document; None when there is none.

        Raises:
            ConfigError: the document exists but cannot be read (not a file, unreadable).
        """
        ...

    def update(self, scope: str, mutate: Callable[[str | None], str | None]) -> None:
        """Atomically replace the scope's text by ``mutate(current)``; None deletes it."""
        ...


@runtime_checkable
class OutboxQueue(Protocol):
    """The durable queue of writes for the external memory server.

    Items are delivered in ``put`` order. One process at a time sends (`sending`); an item is
    removed only after it was delivered, so a crash in between resends it (delivery is
    idempotent: every item names its document).
    """

    @property
    def location(self) -> str:
        """Where the queue lives, for messages and logs."""
        ...

    def put(self, item: OutboxItem) -> str:
        """Store ``item`` durably before returning its key.

        Raises:
            StorageError: the queue cannot be written.
        """
        ...

    def pending(self) -> list[tuple[str, OutboxItem]]:
        """The waiting items with their keys, oldest first (unreadable ones are buried)."""
        ...

    def depth(self) -> int:
        """How many items wait (written by any process)."""
        ...

    def hold(self, key: str) -> bool:
        """Just before a delivery: whether the item still waits (another process may have
        dropped it, e.g. while erasing its bank). Where the backend can, a concurrent drop
        then waits until the delivery is removed, so an erased bank is never written again."""
        ...

    def remove(self, key: str) -> None:
        """Forget a delivered (or superseded, or dropped) item; a missing key is no error."""
        ...

    def bury(self, key: str, reason: str) -> None:
        """Move an item that can never be delivered aside, for a person to look at."""
        ...

    def record_attempt(self, key: str) -> int:
        """Count one failed attempt of the item and return its total (kept across restarts
        where the backend can)."""
        ...

    def sending(self) -> AbstractContextManager[bool]:
        """Claim the right to send: yields True when this process holds it for the block, False
        when another process is sending now (do not send then)."""
        ...


@runtime_checkable
class AuditSink(Protocol):
    """The append-only audit records of one user."""

    def append(self, record: AuditRecord) -> bool:
        """Store ``record``; False (logged) when it could not be stored: auditing never fails
        the write it describes."""
        ...

    def records(self) -> list[AuditRecord]:
        """Every stored record of the user, oldest first."""
        ...

    def last(self, limit: int) -> list[AuditRecord]:
        """The newest ``limit`` records, newest first."""
        ...

    def find(self, record_id: str) -> AuditRecord | None:
        """The record with this id, None when there is none."""
        ...


@runtime_checkable
class EntryStore(Protocol):
    """Where the entry documents and audit records of every user live."""

    def document(self, *, user_id: str, agent_id: str, target: Target,
                 lock_timeout: float) -> EntryDocument:
        """The document of a target (``agent_id`` is ignored for ``user``)."""
        ...

    def stamps(self, documents: Sequence[EntryDocument]) -> Hashable:
        """The stamps of several documents of this store in one round trip."""
        ...

    def audit(self, user_id: str) -> AuditSink:
        """The user's audit records."""
        ...

    def users(self) -> Iterator[str]:
        """Every user id that has any stored state."""
        ...

    def agents(self, user_id: str) -> list[str]:
        """The agent ids that have a MEMORY.md of this user."""
        ...

    def erase_user(self, user_id: str, *, keep_agents: bool = False) -> None:
        """Delete every entry document, audit record and override of the user.

        With ``keep_agents``, each agent's MEMORY.md is emptied instead of deleted, so
        `agents` still names the agents (an erase that must be repeated needs them).
        """
        ...


@runtime_checkable
class Storage(Protocol):
    """One backend's handles, owned by the registry of a process."""

    @property
    def backend(self) -> BackendName:
        """``files`` or ``postgres``."""
        ...

    @property
    def entries(self) -> EntryStore:
        """Entry documents and audit records."""
        ...

    @property
    def overrides(self) -> OverrideDocuments:
        """The override documents."""
        ...

    def outbox(self, *, directory_name: str) -> OutboxQueue:
        """The outbox queue of one external provider (``directory_name``: e.g. ``.outbox``)."""
        ...

    def bump_generation(self) -> None:
        """Ask every process sharing the backend to drop its frozen snapshots (a reload): the
        generation is the last item of `OverrideDocuments.stamps`, which every turn reads."""
        ...

    def close(self) -> None:
        """Release connections; idempotent."""
        ...


