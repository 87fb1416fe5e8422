"""The ``postgres`` backend: one database shared by every worker on every host."""

from __future__ import annotations

import logging
from typing import Literal

from ..base import OutboxQueue
from .connection import PgConnector, expand_dsn
from .entries import PgEntryStore
from .overrides import PgOverrideDocuments
from .schema import ensure_schema

logger = logging.getLogger(__name__)

__all__ = ["PgStorage"]


class PgStorage:
    """Entries, overrides, outbox and audit records in Postgres; the schema is created or
    upgraded when it opens.

    Args:
        dsn: the connection string; ``$VAR`` / ``${VAR}`` are taken from the environment.
        pool_max_size: connections at most in this process.
        connect_timeout: seconds to wait for a connection.

    Raises:
        ConfigError: the DSN names an unset variable.
        StorageError: the database is unreachable (``storage_unavailable``) or newer than
            this package.
    """

    backend: Literal["postgres"] = "postgres"

    def __init__(self, dsn: str, *, pool_max_size: int = 4,
                 connect_timeout: float = 5.0) -> None:
        self.connector = PgConnector(expand_dsn(dsn), max_size=pool_max_size,
                                     timeout=connect_timeout)
        try:
            ensure_schema(self.connector)
        except BaseException:
            self.connector.close()
            raise
        self.entries = PgEntryStore(self.connector)
        self.overrides = PgOverrideDocuments(self.connector)

    def outbox(self, *, directory_name: str) -> OutboxQueue:
        from .outbox import PgOutboxQueue

        return PgOutboxQueue(self.connector, queue=directory_name)

    def bump_generation(self) -> None:
        with self.connector.connection("asking every worker to reload") as conn:
            conn.execute("UPDATE memory_meta SET value = value + 1 WHERE key = 'generation'")

    def close(self) -> None:
        self.connector.close()
