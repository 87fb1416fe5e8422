"""`SQLiteNotesProvider`: a small external provider on a local SQLite full-text index.

It shows what adding an external provider takes: this one module and one entry in the
registry's ``EXTERNAL_PROVIDERS`` table. It is a real provider (``provider: sqlite``), not a
stand-in: finished turns and mirrored builtin entries are stored in one SQLite file under the
memory folder, and recall ranks them with SQLite's FTS5 BM25. Text in scripts written without
spaces (Chinese, Japanese) is indexed as character bigrams, so a Chinese query finds a Chinese
note.

Banks mirror Hindsight's: a user bank (``target=user`` entries, shared by the user's agents) and
a work bank per agent (``target=memory`` entries and every finished turn). There is no LLM, so
``reflect`` is refused with a clear error.
"""

from __future__ import annotations

import logging
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any, Literal

from ..config import MemoryConfig
from ..entry_ids import entry_id
from ..errors import ErrorCode, InvalidArgumentError, NotConfiguredError, tool_error, tool_error_for
from ..identity import MemoryScope
from ..provider import BankChoice, MemoryProvider
from ..security import scan_content
from ..storage.base import Storage
from ..text_terms import terms

logger = logging.getLogger(__name__)

__all__ = ["DB_FILE", "SQLiteNotesBackend", "SQLiteNotesProvider"]

#: The database file, under the memory folder.
DB_FILE = "sqlite_notes.db"
SEARCH_TOOL = "sqlite_notes_search"
_SEARCH_SCHEMA: dict[str, Any] = {
    "name": SEARCH_TOOL,
    "description": "Search this user's long-term notes (past turns and saved entries) by words.",
    "parameters": {
        "type": "object",
        "properties": {
            "query": {"type": "string", "description": "What to look for."},
            "max_results": {"type": "integer", "minimum": 1, "maximum": 50},
        },
        "required": ["query"],
    },
}
_SCHEMA = (
    "CREATE VIRTUAL TABLE IF NOT EXISTS notes USING fts5("
    "bank UNINDEXED, doc UNINDEXED, text UNINDEXED, created UNINDEXED, terms)"
)


def _match_query(text: str) -> str:
    """An FTS5 query matching any term of ``text`` (each quoted: no FTS syntax gets through)."""
    unique = dict.fromkeys(terms(text))
    return " OR ".join('"' + term.replace('"', '""') + '"' for term in unique)


class SQLiteNotesBackend:
    """The process-wide part: one SQLite file and one connection, serialised by a lock.

    Args:
        config: the base config (``provider: sqlite``).
        base_dir: the memory folder; the database is ``base_dir / DB_FILE``.
        storage: the memory's storage backend (not used: the notes have their own file).
    """

    def __init__(self, config: MemoryConfig, *, base_dir: Path,
                 storage: Storage | None = None) -> None:
        self.config = config
        self.path = Path(base_dir) / DB_FILE
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        self._db: sqlite3.Connection | None = sqlite3.connect(
            self.path, check_same_thread=False, isolation_level=None, timeout=10)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute(_SCHEMA)

    @classmethod
    def tool_schemas(cls, config: MemoryConfig) -> list[dict[str, Any]]:
        """The one search tool."""
        return [dict(_SEARCH_SCHEMA)]

    def provider_for(self, config: MemoryConfig, scope: MemoryScope) -> SQLiteNotesProvider:
        """The provider of one (user, agent) scope."""
        return SQLiteNotesProvider(config, backend=self, scope=scope)

    def pending_agents(self, user_id: str) -> set[str]:
        """Nothing is ever pending: writes are committed before they return."""
        return set()

    def flush(self, timeout: float) -> bool:
        """Nothing to deliver."""
        return True

    def shutdown(self) -> None:
        """Close the connection (idempotent)."""
        with self._lock:
            db, self._db = self._db, None
        if db is not None:
            db.close()

    # ------------------------------------------------------------------ storage
    def execute(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        """Run one statement under the lock; returns its rows.

        Raises:
            NotConfiguredError: the backend was shut down.
        """
        with self._lock:
            if self._db is None:
                raise NotConfiguredError("The sqlite memory provider is shut down; restart the "
                                         "process to use it again.")
            return self._db.execute(sql, params).fetchall()

    def add(self, bank: str, text: str, doc: str) -> None:
        """Store ``text`` in ``bank`` under document id ``doc`` (replacing the same doc)."""
        with self._lock:
            if self._db is None:
                raise NotConfiguredError("The sqlite memory provider is shut down.")
            with self._db:  # one transaction: never a half-replaced document
                self._db.execute("BEGIN IMMEDIATE")
                self._db.execute("DELETE FROM notes WHERE bank = ? AND doc = ?", (bank, doc))
                self._db.execute(
                    "INSERT INTO notes (bank, doc, text, created, terms) VALUES (?, ?, ?, ?, ?)",
                    (bank, doc, text, time.time(), " ".join(terms(text))))

    def search(self, banks: list[str], query: str, limit: int) -> list[tuple[str, str, float]]:
        """``(bank, text, score)`` best first; higher score is better."""
        match = _match_query(query)
        if not match or not banks:
            return []
        marks = ",".join("?" * len(banks))
        rows = self.execute(
            f"SELECT bank, text, bm25(notes) FROM notes WHERE notes MATCH ? AND bank IN ({marks}) "
            "ORDER BY bm25(notes) LIMIT ?", (match, *banks, limit))
        return [(bank, text, -float(score)) for bank, text, score in rows]


class SQLiteNotesProvider(MemoryProvider):
    """The sqlite provider of one (user, agent) scope; implements `ExternalOperations`.

    Args:
        config: the scope's effective config.
        backend: the process-wide `SQLiteNotesBackend`.
        scope: the user and agent served.
    """

    def __init__(self, config: MemoryConfig, *, backend: SQLiteNotesBackend,
                 scope: MemoryScope) -> None:
        self._config = config
        self._backend = backend
        self._scope = scope
        self._banks = {"user": f"user/{scope.user_id}",
                       "work": f"work/{scope.user_id}/{scope.agent_id}"}

    @property
    def name(self) -> str:
        return "sqlite"

    def is_available(self) -> bool:
        return self._config.enabled

    def configure(self, config: MemoryConfig) -> None:
        self._config = config

    def get_tool_schemas(self) -> list[dict[str, Any]]:
        return SQLiteNotesBackend.tool_schemas(self._config) if self.is_available() else []

    # ------------------------------------------------------------------ turn hooks
    def prefetch(self, query: str, *, thread_id: str = "") -> str:
        """The best matching notes, one per line (the manager fences and caps the block)."""
        if not (self.is_available() and self._config.injection.include_hindsight):
            return ""
        hits = self._backend.search(list(self._banks.values()), query, 20)
        return "\n".join(f"- {' '.join(text.split())}" for _, text, _ in hits)

    def sync_turn(self, user_content: str, assistant_content: str, *, thread_id: str = "") -> None:
        if not self.is_available() or not (user_content.strip() or assistant_content.strip()):
            return
        text = f"User: {user_content.strip()}\nAssistant: {assistant_content.strip()}"
        self._backend.add(self._banks["work"], text, f"turn-{thread_id}-{entry_id(text)}")

    def on_memory_write(self, action: str, target: str, content: str,
                        metadata: dict[str, Any] | None = None) -> None:
        """Mirror a committed builtin write into the matching bank."""
        bank = self._banks["user" if target == "user" else "work"]
        old = (metadata or {}).get("old_content") or ""
        if action in ("replace", "remove") and old:
            self._backend.execute("DELETE FROM notes WHERE bank = ? AND doc = ?",
                                  (bank, entry_id(old)))
        if action in ("add", "replace") and content:
            self._backend.add(bank, content, entry_id(content))

    def handle_tool_call(self, tool_name: str, args: dict[str, Any], **kwargs: Any) -> str:
        """The search tool; every failure is a JSON error the model can act on."""
        import json

        if tool_name != SEARCH_TOOL:
            return tool_error(tool_name, f"Unknown tool {tool_name!r}.", code=ErrorCode.NOT_FOUND)
        try:
            limit = args.get("max_results", 10)
            if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= 50:
                raise InvalidArgumentError("'max_results' must be an integer from 1 to 50.")
            results = self.search(str(args.get("query") or ""), max_results=limit)
        except (ValueError, NotConfiguredError) as exc:
            return tool_error_for(tool_name, exc)
        return json.dumps({"success": True, "tool": tool_name, "count": len(results),
                           "results": results}, ensure_ascii=False)

    # ------------------------------------------------------------------ operations
    def status(self, *, check: bool = False) -> dict[str, Any]:
        counts = {label: self._backend.execute("SELECT count(*) FROM notes WHERE bank = ?",
                                               (bank,))[0][0]
                  for label, bank in self._banks.items()}
        return {"provider": "sqlite", "available": self.is_available(), "connected": True,
                "banks": dict(self._banks), "documents": counts, "path": str(self._backend.path)}

    def search(self, query: str, *, budget: str | None = None, max_results: int = 10,
               bank: BankChoice = "both") -> list[dict[str, Any]]:
        if not query.strip():
            raise InvalidArgumentError("The query is empty: say what to look for.")
        labels = ("user", "work") if bank == "both" else (bank,)
        if any(label not in self._banks for label in labels):
            raise InvalidArgumentError(f"Unknown bank {bank!r}: use 'both', 'user' or 'work'.")
        label_of = {v: k for k, v in self._banks.items()}
        hits = self._backend.search([self._banks[label] for label in labels], query, max_results)
        return [{"text": text, "score": round(score, 4), "bank": label_of[b]}
                for b, text, score in hits]

    def reflect(self, query: str, *, bank: BankChoice = "both") -> dict[str, Any]:
        raise NotConfiguredError("The sqlite memory provider has no language model, so it "
                                 "cannot reflect; use search instead.")

    def clear_bank(self, which: Literal["user", "work"]) -> dict[str, Any]:
        if which not in self._banks:
            raise InvalidArgumentError("clear_bank takes 'user' or 'work'; use erase() for both.")
        bank_id = self._banks[which]
        self._backend.execute("DELETE FROM notes WHERE bank = ?", (bank_id,))
        return {"success": True, "which": which, "bank_id": bank_id, "dropped_pending": 0}

    def erase(self) -> dict[str, Any]:
        parts = [self.clear_bank("user"), self.clear_bank("work")]
        return {"success": True, "banks": {p["which"]: p for p in parts}}

    def retain_note(self, text: str, *, target: str = "memory", context: str | None = None,
                    timestamp: str | None = None) -> dict[str, Any]:
        if target not in ("user", "memory"):
            raise InvalidArgumentError(f"Unknown target {target!r}: use 'memory' or 'user'.")
        security = self._config.security
        if security.scan_content and (reason := scan_content(
                text, block_invisible_unicode=security.block_invisible_unicode)):
            raise InvalidArgumentError(reason, code=ErrorCode.BLOCKED)
        label = "user" if target == "user" else "work"
        doc = entry_id(text)
        self._backend.add(self._banks[label], text, doc)
        return {"bank": label, "document_id": doc, "queued": False}

    def flush(self, timeout: float | None = None) -> bool:
        return True
