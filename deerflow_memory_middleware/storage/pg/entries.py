"""Entry documents in Postgres: one row per (user, target, agent) in ``memory_entries``.

A write is one transaction: a transaction-level advisory lock on the document's key (so the
first write of a document that has no row yet is serialised too), a re-read, the caller's
mutation (which checks the limits) and an upsert that bumps ``version``. A mutation that raises
rolls the transaction back: nothing is half-applied. ``lock_timeout`` bounds the wait for the
lock; past it the write fails with `LockTimeoutError`, as with files.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator, Sequence
from typing import TYPE_CHECKING, Any

from ...domain import Target
from ...errors import ErrorCode, LockTimeoutError, StorageError
from ..base import EntryDocument, EntryState, Mutation, revision_of, serialise_entries, state_of
from ..turn import remembered_entries
from .audit import PgAuditSink
from .connection import PgConnector

if TYPE_CHECKING:
    import psycopg

__all__ = ["PgEntryDocument", "PgEntryStore"]

_LOCK_NOT_AVAILABLE = "55P03"
# A document's size, its content when under the read cap, and its last write.
_SELECT = ("SELECT octet_length(content), CASE WHEN octet_length(content) <= %s THEN content "
           "END, extract(epoch FROM updated_at)::float8 FROM memory_entries "
           "WHERE user_id = %s AND target = %s AND agent_id = %s")
DEFAULT_MAX_BYTES = 1 << 20


def _state(content: str | None, updated: float | None) -> EntryState:
    return state_of(None if content is None else content.encode("utf-8"), updated)


class PgEntryDocument:
    """One entry document row.

    Args:
        connector: the pool.
        user_id: owner.
        target: ``user`` or ``memory``.
        agent_id: the agent of a ``memory`` document ("" for ``user``).
        lock_timeout: seconds to wait for another writer before `LockTimeoutError`.
    """

    def __init__(self, connector: PgConnector, *, user_id: str, target: Target, agent_id: str,
                 lock_timeout: float) -> None:
        self._connector = connector
        self.user_id = user_id
        self.target = target
        self.agent_id = agent_id if target == "memory" else ""
        self.lock_timeout = lock_timeout
        self.max_bytes = DEFAULT_MAX_BYTES
        self.key = (user_id, target, self.agent_id)

    @property
    def location(self) -> str:
        name = "USER.md" if self.target == "user" else f"agents/{self.agent_id}/MEMORY.md"
        return f"postgres:users/{self.user_id}/{name}"

    def stamp(self) -> Hashable | None:
        # ``xmin`` (the id of the transaction that wrote the row version) changes with every
        # UPDATE, also one made by hand in psql that leaves ``version`` and ``revision`` alone.
        rows = self._connector.fetch(
            f"checking {self.location}", "SELECT version, revision, xmin::text FROM "
            "memory_entries WHERE user_id = %s AND target = %s AND agent_id = %s", self.key)
        return (rows[0][0], rows[0][1], rows[0][2]) if rows else None

    def read(self) -> EntryState:
        rows = self._connector.fetch(f"reading {self.location}", _SELECT,
                                     (self.max_bytes, *self.key))
        return self._state_of(rows[0] if rows else None)

    def _read(self, conn: psycopg.Connection[Any], *, lock: bool = False) -> EntryState:
        row = conn.execute(_SELECT + (" FOR UPDATE" if lock else ""),
                           (self.max_bytes, *self.key)).fetchone()
        return self._state_of(row)

    def _state_of(self, row: tuple[Any, ...] | None) -> EntryState:
        if row is None:
            return _state(None, None)
        size, content, updated = row
        if content is None:
            raise StorageError(
                ErrorCode.FILE_TOO_LARGE,
                f"{self.location} holds {size} bytes, over the read cap of {self.max_bytes}; "
                "remove it (deerflow-memory erase) or shorten it in the database.")
        return _state(str(content), float(updated))

    def update(self, mutate: Mutation) -> tuple[EntryState, EntryState]:
        def work(conn: psycopg.Connection[Any]) -> tuple[EntryState, EntryState]:
            conn.execute(f"SET LOCAL lock_timeout = '{max(1, int(self.lock_timeout * 1000))}ms'")
            conn.execute("SELECT pg_advisory_xact_lock(hashtextextended(%s, 0))",
                         ("\x1f".join(self.key),))
            before = self._read(conn, lock=True)
            new_entries = mutate(before)
            if new_entries is None:
                return before, before
            content = serialise_entries(new_entries)
            row = conn.execute(
                "INSERT INTO memory_entries (user_id, target, agent_id, content, revision, "
                "version) VALUES (%s, %s, %s, %s, %s, 1) "
                "ON CONFLICT (user_id, target, agent_id) DO UPDATE SET content = "
                "EXCLUDED.content, revision = EXCLUDED.revision, version = "
                "memory_entries.version + 1, updated_at = now() "
                "RETURNING extract(epoch FROM updated_at)::float8",
                (*self.key, content, revision_of(content.encode("utf-8")))).fetchone()
            return before, _state(content, float(row[0]) if row else None)

        try:
            before, after = self._connector.transaction(f"writing {self.location}", work)
        except StorageError as exc:
            cause = exc.__cause__
            if getattr(cause, "sqlstate", None) == _LOCK_NOT_AVAILABLE:
                raise LockTimeoutError(
                    f"{self.location} is locked by another writer; try again in a moment."
                ) from exc
            raise
        return before, after

    def delete(self) -> None:
        with self._connector.connection(f"deleting {self.location}") as conn:
            conn.execute("DELETE FROM memory_entries "
                         "WHERE user_id = %s AND target = %s AND agent_id = %s", self.key)


class PgEntryStore:
    """Every user's entry documents and audit records in one database.

    Args:
        connector: the pool.
    """

    def __init__(self, connector: PgConnector) -> None:
        self._connector = connector

    def document(self, *, user_id: str, agent_id: str, target: Target,
                 lock_timeout: float) -> PgEntryDocument:
        return PgEntryDocument(self._connector, user_id=user_id, target=target,
                               agent_id=agent_id, lock_timeout=lock_timeout)

    def stamps(self, documents: Sequence[EntryDocument]) -> Hashable:
        keys = [d.key for d in documents if isinstance(d, PgEntryDocument)]
        if len(keys) != len(documents):
            return tuple(d.stamp() for d in documents)
        known = remembered_entries(keys)  # fetched with this turn's override check
        if known is not None:
            return known
        rows = self._connector.fetch(
            "checking memory freshness",
            "SELECT k.n, e.version, e.revision, e.xmin::text FROM unnest(%s::text[], "
            "%s::text[], %s::text[]) WITH ORDINALITY AS k(u, t, a, n) LEFT JOIN "
            "memory_entries e ON e.user_id = k.u AND e.target = k.t AND e.agent_id = k.a "
            "ORDER BY k.n",
            ([k[0] for k in keys], [k[1] for k in keys], [k[2] for k in keys]))
        return tuple((row[1], row[2], row[3]) if row[1] is not None else None for row in rows)

    def audit(self, user_id: str) -> PgAuditSink:
        return PgAuditSink(self._connector, user_id)

    def users(self) -> Iterator[str]:
        rows = self._connector.fetch(
            "listing users",
            "SELECT user_id FROM memory_entries UNION SELECT user_id FROM memory_audit "
            "UNION SELECT scope FROM memory_overrides WHERE scope <> '' ORDER BY 1")
        yield from (str(row[0]) for row in rows)

    def agents(self, user_id: str) -> list[str]:
        rows = self._connector.fetch(
            "listing agents",
            "SELECT agent_id FROM memory_entries WHERE user_id = %s AND target = 'memory' "
            "ORDER BY agent_id", (user_id,))
        return [str(row[0]) for row in rows]

    def erase_user(self, user_id: str, *, keep_agents: bool = False) -> None:
        with self._connector.connection(f"erasing user {user_id}") as conn:
            if keep_agents:
                conn.execute(
                    "UPDATE memory_entries SET content = '', revision = %s, version = version + 1,"
                    " updated_at = now() WHERE user_id = %s AND target = 'memory'",
                    (revision_of(b""), user_id))
                conn.execute("DELETE FROM memory_entries WHERE user_id = %s AND target = 'user'",
                             (user_id,))
            else:
                conn.execute("DELETE FROM memory_entries WHERE user_id = %s", (user_id,))
            conn.execute("DELETE FROM memory_audit WHERE user_id = %s", (user_id,))
            conn.execute("DELETE FROM memory_overrides WHERE scope = %s", (user_id,))
