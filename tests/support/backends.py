"""pytest plugin: the storage backend a test runs on, ``files`` or ``postgres``.

Register with ``pytest_plugins = ["tests.support.backends"]`` (next to the Postgres plugin).

A test that asks for ``storage_backend`` runs twice: on files under ``base_dir`` and on a fresh
database of the real test server (``pg_dsn``). The fixture gives what such a test needs to look
at the stored state the way a person would, without caring which backend holds it:

- `StorageBackend.config`: a configuration naming the backend (for `MemoryMiddleware`,
  `MemoryService`);
- `StorageBackend.store`: the `EntryStore` to hand to `BuiltinFileProvider` (None on files: the
  provider's default, files under ``base_dir``);
- `StorageBackend.stored_text`: the text a document holds now (the file's text; the row's
  ``content``), None when there is none;
- `StorageBackend.write_text` / `StorageBackend.write_overrides`: a person editing an entry
  document / the user's overrides outside the package (the file in an editor; the row with
  ``UPDATE`` in psql);
- `StorageBackend.everything`: every stored thing, to check that a step stored nothing.

Tests whose subject is the files layout itself (paths, folder names, links, modes, backups) do
not use it: they stay on files.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import pytest

from deerflow_memory_middleware import MemoryConfig
from deerflow_memory_middleware.domain import Target
from deerflow_memory_middleware.storage import EntryDocument, EntryStore, Storage, open_storage
from deerflow_memory_middleware.storage.base import revision_of
from deerflow_memory_middleware.storage.files import FileEntryStore, FileOverrideDocuments

__all__ = ["BACKEND_NAMES", "StorageBackend"]

BACKEND_NAMES = ("files", "postgres")
# Every table the postgres backend stores state in (the schema version table aside).
_TABLES = ("memory_entries", "memory_overrides", "memory_outbox", "memory_outbox_dead",
           "memory_audit")


@dataclass
class StorageBackend:
    """One backend under test, with the means to read and edit its stored state directly.

    Args:
        name: ``files`` or ``postgres``.
        base_dir: the memory data directory (the files backend's root; also used by the
            postgres backend for local bookkeeping).
        dsn: the database of a postgres backend ("" for files).
    """

    name: str
    base_dir: Path
    dsn: str = ""
    _storage: Storage | None = field(default=None, repr=False)

    # ------------------------------------------------------------------ building
    def config(self, config: MemoryConfig | None = None) -> MemoryConfig:
        """``config`` (default: the defaults) with its storage section naming this backend."""
        config = MemoryConfig() if config is None else config
        if self.name == "files":
            return config
        return config.with_values({"storage.backend": "postgres", "storage.dsn": self.dsn})

    @property
    def storage(self) -> Storage:
        """This backend opened (once per test, closed at its end)."""
        if self._storage is None:
            self._storage = open_storage(self.config().storage, base_dir=self.base_dir)
        return self._storage

    @property
    def store(self) -> EntryStore | None:
        """The entry store for `BuiltinFileProvider` (None on files: its default)."""
        return None if self.name == "files" else self.storage.entries

    def document(self, *, user: str = "alice", target: Target = "user",
                 agent: str = "researcher") -> EntryDocument:
        """A handle on one entry document, independent of any provider's."""
        store = FileEntryStore(self.base_dir) if self.name == "files" else self.storage.entries
        return store.document(user_id=user, agent_id=agent, target=target, lock_timeout=10.0)

    def with_base_dir(self, base_dir: Path) -> StorageBackend:
        """The same backend for another data directory: files under ``base_dir``; on postgres
        the same database through the same open pool (close only the original)."""
        shared = self.storage if self.name == "postgres" else None
        return replace(self, base_dir=base_dir, _storage=shared)

    def close(self) -> None:
        if self._storage is not None:
            self._storage.close()
            self._storage = None

    # ------------------------------------------------------------------ looking at it
    def _path(self, user: str, target: Target, agent: str) -> Path:
        return FileEntryStore(self.base_dir).path_of(user_id=user, agent_id=agent, target=target)

    def _key(self, user: str, target: Target, agent: str) -> tuple[str, str, str]:
        return (user, target, agent if target == "memory" else "")

    def stored_text(self, *, user: str = "alice", target: Target = "user",
                    agent: str = "researcher") -> str | None:
        """The document's stored text, None when it does not exist."""
        if self.name == "files":
            path = self._path(user, target, agent)
            # the bytes as stored: no newline translation
            return path.read_bytes().decode("utf-8") if path.exists() else None
        rows = self._sql("SELECT content FROM memory_entries WHERE user_id = %s AND target = %s "
                         "AND agent_id = %s", self._key(user, target, agent))
        return None if not rows else str(rows[0][0])

    def write_text(self, text: str, *, user: str = "alice", target: Target = "user",
                   agent: str = "researcher", append: bool = False) -> None:
        """Edit the document by hand, outside the package: write (or append to) the file in
        place; on postgres, ``UPDATE`` the row's content as a person in psql would (an absent
        row is inserted with the columns a person must fill)."""
        if self.name == "files":
            path = self._path(user, target, agent)
            path.parent.mkdir(parents=True, exist_ok=True)
            with open(path, "a" if append else "w", encoding="utf-8", newline="") as handle:
                handle.write(text)
            return
        key = self._key(user, target, agent)
        if append:
            self._sql("UPDATE memory_entries SET content = content || %s "
                      "WHERE user_id = %s AND target = %s AND agent_id = %s", (text, *key))
            return
        self._sql("INSERT INTO memory_entries (user_id, target, agent_id, content, revision, "
                  "version) VALUES (%s, %s, %s, %s, %s, 1) ON CONFLICT (user_id, target, "
                  "agent_id) DO UPDATE SET content = EXCLUDED.content",
                  (*key, text, revision_of(text.encode("utf-8"))))

    def write_overrides(self, text: str, *, user: str = "alice") -> None:
        """Edit the user's override document by hand: the file ``memory_config.json`` in an
        editor; on postgres, ``UPDATE`` of the row's body in psql (inserted when absent)."""
        if self.name == "files":
            path = FileOverrideDocuments(self.base_dir).path_of(user)
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            return
        self._sql("INSERT INTO memory_overrides (scope, body, version) VALUES (%s, %s, 1) "
                  "ON CONFLICT (scope) DO UPDATE SET body = EXCLUDED.body", (user, text))

    def everything(self, root: Path | None = None) -> list[Any]:
        """Every stored thing: the paths under ``root`` (default: ``base_dir``) and, on
        postgres, every row of every memory table."""
        root = self.base_dir if root is None else root
        found: list[Any] = sorted(str(p) for p in root.rglob("*")) if root.exists() else []
        if self.name == "postgres":
            for table in _TABLES:
                found += [(table, *row) for row in self._sql(f"SELECT * FROM {table}")]
        return found

    def entry_documents(self) -> list[str]:
        """Every stored entry document (paths of USER.md / MEMORY.md files; row keys)."""
        if self.name == "files":
            return sorted(str(p) for p in self.base_dir.rglob("*.md")) \
                if self.base_dir.exists() else []
        return [f"{row[0]}/{row[1]}/{row[2]}" for row in self._sql(
            "SELECT user_id, target, agent_id FROM memory_entries ORDER BY 1, 2, 3")]

    def _sql(self, query: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        import psycopg

        _ = self.storage  # the schema exists once the backend was opened
        with psycopg.connect(self.dsn, connect_timeout=10) as conn:
            cursor = conn.execute(query.encode(), params)
            return cursor.fetchall() if cursor.description else []


@pytest.fixture(params=["files", pytest.param("postgres", marks=pytest.mark.postgres)])
def storage_backend(request: pytest.FixtureRequest, base_dir: Path) -> Iterator[StorageBackend]:
    """Runs the test on each storage backend (postgres: a fresh database of the test server;
    those runs carry the ``postgres`` marker, so ``-m "not postgres"`` leaves them out)."""
    dsn = request.getfixturevalue("pg_dsn") if request.param == "postgres" else ""
    backend = StorageBackend(request.param, base_dir, dsn)
    try:
        yield backend
    finally:
        backend.close()
