"""The database schema, created and upgraded by the package itself (versioned migrations).

Each migration is applied once, in order, in one transaction that also records its version in
``memory_schema_version``; a transaction-level advisory lock makes concurrent workers that start
together apply it once. A database whose version is newer than this package knows is refused
(an older worker must not write into a schema it does not understand).
"""

from __future__ import annotations

import logging

from ...errors import ErrorCode, StorageError
from .connection import PgConnector

logger = logging.getLogger(__name__)

__all__ = ["MIGRATIONS", "SCHEMA_VERSION", "ensure_schema", "schema_version"]

# A fixed key for pg_advisory_xact_lock: "memory" as an integer.
_MIGRATION_LOCK = 0x6D656D6F7279

#: (version, SQL) in order. Never edit a released migration: add the next one.
MIGRATIONS: tuple[tuple[int, str], ...] = (
    (1, """
CREATE TABLE memory_entries (
    user_id     text   NOT NULL,
    target      text   NOT NULL CHECK (target IN ('user', 'memory')),
    agent_id    text   NOT NULL,          -- '' for target 'user'
    content     text   NOT NULL,          -- the serialised document
    revision    text   NOT NULL,          -- content hash: the ETag
    version     bigint NOT NULL,          -- bumped by every write: the freshness stamp
    updated_at  timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, target, agent_id)
);
CREATE TABLE memory_overrides (
    scope       text   PRIMARY KEY,       -- '' global, else a user id
    body        text   NOT NULL,          -- a JSON object
    version     bigint NOT NULL,
    updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE memory_outbox (
    id          bigserial PRIMARY KEY,
    queue       text   NOT NULL,
    bank_id     text   NOT NULL,
    document_id text   NOT NULL,
    payload     text   NOT NULL,          -- OutboxItem JSON
    attempts    integer NOT NULL DEFAULT 0,
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX memory_outbox_queue ON memory_outbox (queue, id);
CREATE TABLE memory_outbox_dead (
    id          bigint PRIMARY KEY,
    queue       text   NOT NULL,
    payload     text   NOT NULL,
    reason      text   NOT NULL,
    buried_at   timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE memory_audit (
    seq         bigserial PRIMARY KEY,
    record_id   text   NOT NULL UNIQUE,
    user_id     text   NOT NULL,
    body        text   NOT NULL,          -- AuditRecord JSON
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX memory_audit_user ON memory_audit (user_id, seq);
CREATE TABLE memory_meta (
    key         text   PRIMARY KEY,
    value       bigint NOT NULL
);
INSERT INTO memory_meta (key, value) VALUES ('generation', 0);
"""),
)
SCHEMA_VERSION = MIGRATIONS[-1][0]


def schema_version(connector: PgConnector) -> int:
    """The version the database is at (0: no schema yet)."""
    with connector.connection("reading the schema version") as conn:
        exists = conn.execute(
            "SELECT to_regclass('memory_schema_version') IS NOT NULL").fetchone()
        if not exists or not exists[0]:
            return 0
        row = conn.execute("SELECT max(version) FROM memory_schema_version").fetchone()
        return int(row[0]) if row and row[0] is not None else 0  # type: ignore[call-overload]


def ensure_schema(connector: PgConnector) -> int:
    """Create or upgrade the schema to `SCHEMA_VERSION`; returns the version reached.

    Raises:
        StorageError: the database is newer than this package, or a migration failed (it is
            rolled back whole).
    """
    with connector.connection("upgrading the memory schema") as conn:
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (_MIGRATION_LOCK,))
        conn.execute("CREATE TABLE IF NOT EXISTS memory_schema_version ("
                     "version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())")
        row = conn.execute("SELECT coalesce(max(version), 0) FROM memory_schema_version"
                           ).fetchone()
        current = int(row[0]) if row else 0  # type: ignore[call-overload]
        if current > SCHEMA_VERSION:
            raise StorageError(
                ErrorCode.IO_ERROR,
                f"The memory database is at schema version {current}, newer than this package "
                f"knows ({SCHEMA_VERSION}); upgrade deerflow-memory-middleware on this host.")
        for version, sql in MIGRATIONS:
            if version > current:
                logger.info("Applying memory schema migration %d", version)
                conn.execute(sql.encode())
                conn.execute("INSERT INTO memory_schema_version (version) VALUES (%s)",
                             (version,))
                current = version
        return current
