"""Override documents in Postgres: ``memory_overrides``, one row per scope ('' is global)."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING, Any

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
        with self._connector.connection("checking the overrides") as conn:
            rows = conn.execute(
                "SELECT k.n, o.version FROM unnest(%s::text[]) WITH ORDINALITY AS k(s, n) "
                "LEFT JOIN memory_overrides o ON o.scope = k.s "
                "UNION ALL SELECT 0, value FROM memory_meta WHERE key = 'generation' "
                "ORDER BY 1", (list(scopes),)).fetchall()
        generation = rows[0][1] if rows and rows[0][0] == 0 else None
        return (*(row[1] for row in rows if row[0] != 0), generation)

    def read(self, scope: str) -> str | None:
        with self._connector.connection(f"reading {self.location(scope)}") as conn:
            row = conn.execute("SELECT body FROM memory_overrides WHERE scope = %s",
                               (scope,)).fetchone()
        return None if row is None else str(row[0])

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
