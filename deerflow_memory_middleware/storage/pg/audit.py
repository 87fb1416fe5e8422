"""Audit records in Postgres: ``memory_audit``, one row per record, ordered by ``seq``."""

from __future__ import annotations

import json
import logging

from ...audit import AuditRecord
from ...errors import StorageError
from .connection import PgConnector

logger = logging.getLogger(__name__)

__all__ = ["PgAuditSink"]


class PgAuditSink:
    """The audit records of one user.

    Args:
        connector: the pool.
        user_id: whose records.
    """

    def __init__(self, connector: PgConnector, user_id: str) -> None:
        self._connector = connector
        self.user_id = user_id

    def append(self, record: AuditRecord) -> bool:
        body = json.dumps(record.to_dict(), ensure_ascii=False)
        try:
            with self._connector.connection("storing an audit record") as conn:
                conn.execute(
                    "INSERT INTO memory_audit (record_id, user_id, body) VALUES (%s, %s, %s) "
                    "ON CONFLICT (record_id) DO NOTHING",
                    (record.id, self.user_id, body.encode("utf-8", "surrogatepass")
                     .decode("utf-8", "replace")))
        except StorageError as exc:  # the write it describes has happened; never fail it
            logger.error("Audit record %s of %s not stored: %s", record.id, self.user_id, exc)
            return False
        return True

    def _select(self, sql: str, *params: object) -> list[AuditRecord]:
        rows = self._connector.fetch("reading the audit records", sql, (self.user_id, *params))
        found = []
        for seq, body in rows:
            try:
                found.append(AuditRecord.from_dict(json.loads(str(body))))
            except (ValueError, TypeError) as exc:
                logger.warning("Skipping damaged audit record %s of %s: %s", seq, self.user_id,
                               exc)
        return found

    def records(self) -> list[AuditRecord]:
        return self._select("SELECT seq, body FROM memory_audit WHERE user_id = %s ORDER BY seq")

    def last(self, limit: int) -> list[AuditRecord]:
        return self._select("SELECT seq, body FROM memory_audit WHERE user_id = %s "
                            "ORDER BY seq DESC LIMIT %s", max(0, limit))

    def find(self, record_id: str) -> AuditRecord | None:
        found = self._select("SELECT seq, body FROM memory_audit WHERE user_id = %s AND "
                             "record_id = %s", record_id)
        return found[0] if found else None
