"""Where the memory keeps its own state: the storage seam and its two backends.

``files`` (the embedded default) keeps everything under ``base_dir``; ``postgres`` keeps it in
one database shared by many workers and hosts. `open_storage` builds the one the configuration
names.
"""

from __future__ import annotations

import os

from ..config import StorageConfig
from .base import (
    BACKENDS,
    AuditSink,
    BackendName,
    EntryDocument,
    EntryState,
    EntryStore,
    OutboxQueue,
    OverrideDocuments,
    Storage,
)

__all__ = [
    "BACKENDS", "AuditSink", "BackendName", "EntryDocument", "EntryState", "EntryStore",
    "OutboxQueue", "OverrideDocuments", "Storage", "open_storage",
]


def open_storage(config: StorageConfig, *, base_dir: str | os.PathLike[str]) -> Storage:
    """The backend ``config`` names, opened (for ``postgres``: connected, schema upgraded).

    Args:
        config: the ``storage`` section.
        base_dir: the memory data directory (the ``files`` backend's root).

    Raises:
        ConfigError: the DSN names an unset environment variable.
        NotConfiguredError: ``postgres`` without the ``postgres`` extra installed.
        StorageError: the database is unreachable or newer than this package.
    """
    if config.backend == "postgres":
        from .pg.storage import PgStorage

        return PgStorage(config.dsn, pool_max_size=config.pool_max_size,
                         connect_timeout=config.connect_timeout_seconds)
    from .files import FileStorage

    return FileStorage(base_dir)
