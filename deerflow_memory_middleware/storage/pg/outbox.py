"""The outbox queue of the ``postgres`` backend: rows of ``memory_outbox``, shared by every
worker on every host.

- `put` inserts a row and commits before it returns, so an acknowledged write survives any
  worker; when the database is down it raises ``storage_unavailable`` and nothing is stored.
- Items are ordered by their ``bigserial`` id; one producer's items keep their order.
- `sending` takes a session-level advisory lock keyed by the queue name on a connection of its
  own, held for the block: across all workers one sends at a time. A worker that dies mid-pass
  loses its connection and with it the lock, so another one takes over; the item it was
  delivering is sent again (delivery is idempotent: every item names its document).
- Just before each delivery the sender `hold`s the item's row (``FOR UPDATE`` on its lock
  connection) until the item is removed or its attempt counted: a worker erasing the bank
  meanwhile deletes the row only after the delivery in flight, so the erase comes last.
- Retry counters are the ``attempts`` column: they survive restarts and are seen by whichever
  worker sends next. Buried items move to ``memory_outbox_dead`` in one statement.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from ...providers.outbox import OutboxItem
from .connection import PgConnector, redact, translate_errors

if TYPE_CHECKING:
    import psycopg

    from ..base import OutboxQueue

logger = logging.getLogger(__name__)

__all__ = ["PgOutboxQueue"]

# The first key of the two-key advisory lock ("outb"); the second is hashtext(queue name).
# Two-key locks never collide with the single-key lock the schema migrations take.
_SENDER_LOCK_CLASS = 0x6F757462


def _key(raw: str) -> int:
    try:
        return int(raw)
    except ValueError:
        return -1  # no row has a negative id: treated as already gone


class PgOutboxQueue:
    """One named queue in the ``memory_outbox`` table.

    Args:
        connector: the pool of the database (its schema already created).
        queue: the queue name (e.g. ``.outbox``); workers using the same name share the queue.
    """

    def __init__(self, connector: PgConnector, *, queue: str) -> None:
        self._connector = connector
        self.queue = queue
        self.location = f"postgres:memory_outbox[{queue}]"
        self._local = threading.Lock()
        self._sender: _SenderSession | None = None

    def put(self, item: OutboxItem) -> str:
        """Insert ``item`` and commit; returns its id.

        Raises:
            StorageError: ``storage_unavailable`` when the database cannot be reached (nothing
                was stored), ``io_error`` when it refused the row.
        """
        with self._connector.connection("queueing a Hindsight write") as conn:
            row = conn.execute(
                "INSERT INTO memory_outbox (queue, bank_id, document_id, payload) "
                "VALUES (%s, %s, %s, %s) RETURNING id",
                (self.queue, item.bank_id, item.document_id, item.to_json())).fetchone()
        assert row is not None
        return str(row[0])

    def pending(self) -> list[tuple[str, OutboxItem]]:
        """The waiting items with their ids, oldest first; unreadable rows are buried."""
        with self._connector.connection("reading the outbox") as conn:
            rows = conn.execute("SELECT id, payload FROM memory_outbox WHERE queue = %s "
                                "ORDER BY id", (self.queue,)).fetchall()
        items = []
        for row_id, payload in rows:
            try:
                items.append((str(row_id), OutboxItem.from_json(str(payload))))
            except (ValueError, TypeError) as exc:
                self.bury(str(row_id), f"unreadable ({exc})")
        return items

    def depth(self) -> int:
        """How many rows wait in this queue (one indexed count)."""
        with self._connector.connection("counting the outbox") as conn:
            row = conn.execute("SELECT count(*) FROM memory_outbox WHERE queue = %s",
                               (self.queue,)).fetchone()
        return int(row[0]) if row else 0  # type: ignore[call-overload]

    def hold(self, key: str) -> bool:
        """Whether the row still waits (another worker may have dropped it meanwhile).

        Inside this object's `sending` block (on its thread) the row is also locked until its
        `remove`, `bury` or `record_attempt`, or the end of the block: a worker erasing the
        item's bank meanwhile waits in its delete until the delivery in flight is done, so
        the bank is never written after it was erased.
        """
        session = self._session()
        if session is None:
            with self._connector.connection("reading the outbox") as conn:
                row = conn.execute("SELECT EXISTS (SELECT 1 FROM memory_outbox "
                                   "WHERE id = %s AND queue = %s)", (_key(key), self.queue)
                                   ).fetchone()
            return bool(row and row[0])
        with translate_errors("reading the outbox"):
            self._end_hold(session, commit=False)
            session.conn.execute("BEGIN")
            row = session.conn.execute("SELECT 1 FROM memory_outbox WHERE id = %s AND queue = %s "
                                       "FOR UPDATE", (_key(key), self.queue)).fetchone()
            if row is None:
                session.conn.execute("ROLLBACK")
                return False
        session.held = key
        return True

    def remove(self, key: str) -> None:
        """Delete the row (already gone is fine)."""
        with self._statement(key, "removing a delivered outbox item") as conn:
            conn.execute("DELETE FROM memory_outbox WHERE id = %s AND queue = %s",
                         (_key(key), self.queue))

    def bury(self, key: str, reason: str) -> None:
        """Move the row to ``memory_outbox_dead`` with ``reason`` (one statement: never both
        or neither)."""
        with self._statement(key, "moving an outbox item aside") as conn:
            moved = conn.execute(
                "WITH moved AS (DELETE FROM memory_outbox WHERE id = %s AND queue = %s "
                "RETURNING id, queue, payload) "
                "INSERT INTO memory_outbox_dead (id, queue, payload, reason) "
                "SELECT id, queue, payload, %s FROM moved ON CONFLICT (id) DO NOTHING",
                (_key(key), self.queue, reason)).rowcount
        if moved:
            logger.error("Outbox item %s moved to memory_outbox_dead: %s", key, reason)

    def record_attempt(self, key: str) -> int:
        """Add one failed attempt to the row; returns the total (0 when the row is gone)."""
        with self._statement(key, "counting a failed delivery") as conn:
            row = conn.execute("UPDATE memory_outbox SET attempts = attempts + 1 "
                               "WHERE id = %s AND queue = %s RETURNING attempts",
                               (_key(key), self.queue)).fetchone()
        return int(row[0]) if row else 0  # type: ignore[call-overload]

    @contextmanager
    def sending(self) -> Iterator[bool]:
        """Hold the queue's advisory lock for the block when no worker holds it (True), else
        yield False. The lock lives on a connection of its own, closed at the end of the block,
        so it is released (with any row `hold` took) even when nothing more can be sent.

        Raises:
            StorageError: the database cannot be reached (then nobody can send).
        """
        if not self._local.acquire(blocking=False):
            yield False  # another thread of this process sends on this queue
            return
        try:
            conn = self._lock_connection()
            try:
                with translate_errors("claiming the outbox sender lock"):
                    row = conn.execute("SELECT pg_try_advisory_lock(%s, hashtext(%s))",
                                       (_SENDER_LOCK_CLASS, self.queue)).fetchone()
                held = bool(row and row[0])
                if held:
                    self._sender = _SenderSession(conn, threading.get_ident())
                yield held
            finally:
                self._sender = None
                conn.close()  # ends the session: the lock goes with it
        finally:
            self._local.release()

    # ------------------------------------------------------------------ sender session
    def _session(self) -> _SenderSession | None:
        session = self._sender
        return session if session and session.thread == threading.get_ident() else None

    @contextmanager
    def _statement(self, key: str, action: str
                   ) -> Iterator[psycopg.Connection[tuple[object, ...]]]:
        """A connection for one write about ``key``: the held row's transaction on the sender
        connection (committed after the write, which releases the row), else a pooled one."""
        session = self._session()
        if session is None or session.held != key:
            with self._connector.connection(action) as conn:
                yield conn
            return
        with translate_errors(action):
            yield session.conn
            self._end_hold(session, commit=True)

    @staticmethod
    def _end_hold(session: _SenderSession, *, commit: bool) -> None:
        if session.held is not None:
            session.held = None
            session.conn.execute("COMMIT" if commit else "ROLLBACK")

    def _lock_connection(self) -> psycopg.Connection[tuple[object, ...]]:
        import psycopg

        timeout = self._connector.timeout
        with translate_errors(f"connecting to {redact(self._connector.dsn)}"):
            return psycopg.connect(self._connector.dsn, autocommit=True,
                                   connect_timeout=max(1, int(timeout)))


class _SenderSession:
    """The connection holding the sender lock, the thread that sends, the row it holds."""

    def __init__(self, conn: psycopg.Connection[tuple[object, ...]], thread: int) -> None:
        self.conn = conn
        self.thread = thread
        self.held: str | None = None

if TYPE_CHECKING:
    def _conforms(queue: PgOutboxQueue) -> OutboxQueue:  # mypy checks the Protocol here
        return queue
