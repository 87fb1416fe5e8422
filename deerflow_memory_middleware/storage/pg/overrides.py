"""Override documents in Postgres: ``memory_overrides``, one row per scope ('' is global)."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING, Any

from ..turn import EntryKey, in_turn, remember_entries
from .connection import PgConnector

if TYPE_CHECKING:
    import psycopg

__all__ = ["PgOverrideDocuments"]


class PgOverrideDocuments:
    """The global and per-user override documents of one database."""

    def __init__(self, connector: PgConnector) -> None:
        self._connector = connector

    def location(self, scope: str) -> str:
        return "postgres:overrides/global" if not scope else f"postgres:overrides/{scope}"

    def stamps(self, scopes: Sequence[str]) -> tuple[Hashable, ...]:
        users = [scope for scope in scopes if scope]
        fetch_entries = bool(users) and in_turn()
        # ``xmin`` (the id of the transaction that wrote the row version) changes with every
        # UPDATE, also one made by hand in psql that leaves ``version`` alone.
        rows = self._connector.fetch(
                "checking the overrides",
                "SELECT 0 AS kind, k.n, NULL::text AS t, NULL::text AS a, o.version, "
                "NULL::text AS revision, o.xmin::text AS x FROM unnest(%s::text[]) WITH "
                "ORDINALITY AS k(s, n) LEFT JOIN memory_overrides o ON o.scope = k.s "
                "UNION ALL SELECT 1, 0, NULL, NULL, value, NULL, NULL FROM memory_meta "
                "WHERE key = 'generation' "
                "UNION ALL SELECT 2, 0, user_id, target || chr(31) || agent_id, version, "
                "revision, xmin::text FROM memory_entries WHERE %s AND user_id = ANY(%s) "
                "ORDER BY 1, 2", (list(scopes), fetch_entries, users))
        per_scope = [(row[4], row[6]) if row[4] is not None else None
                     for row in rows if row[0] == 0]
        generation = next((row[4] for row in rows if row[0] == 1), None)
        if fetch_entries:  # the new thread's entry check that follows needs no query of its own
            entries: dict[EntryKey, Hashable] = {}
            for _, _, user, where, version, revision, xmin in (r for r in rows if r[0] == 2):
                target, _, agent = str(where).partition("\x1f")
                # the same shape as `PgEntryStore.stamps`
                entries[(str(user), target, agent)] = (version, revision, xmin)
            for user in users:
                remember_entries(user, entries)
        return (*per_scope, generation)

    def read(self, scope: str) -> str | None:
        rows = self._connector.fetch(f"reading {self.location(scope)}",
                                     "SELECT body FROM memory_overrides WHERE scope = %s",
                                     (scope,))
        return str(rows[0][0]) if rows else None

    def update(self, scope: str, mutate: Callable[[str | None], str | None]) -> None:
        def work(conn: psycopg.Connection[Any]) -> None:
            conn.execute("SELECT pg_advisory_xact_lock(hashtextextended(%s, 1))", (scope,))
            row = conn.execute("SELECT body FROM memory_overrides WHERE scope = %s",
                               (scope,)).fetchone()
            text = mutate(None if row is None else str(row[0]))
            if text is None:
                conn.execute("DELETE FROM memory_overrides WHERE scope = %s", (scope,))
                return
            conn.execute(
                "INSERT INTO memory_overrides (scope, body, version) VALUES (%s, %s, 1) "
                "ON CONFLICT (scope) DO UPDATE SET body = EXCLUDED.body, "
                "version = memory_overrides.version + 1, updated_at = now()", (scope, text))

        self._connector.transaction(f"writing {self.location(scope)}", work)
