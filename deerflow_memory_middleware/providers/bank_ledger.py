"""`BankLedger`: which user banks hold nothing but mirrors of USER.md entries, so recall skips them.

Every builtin USER.md entry is mirrored into the user bank as a document of its own (id
``entry-<hash>``). When a request's system prompt carries the thread's USER.md snapshot, recalling
a user bank that holds only such mirrors finds lines the prompt already has, which are then
dropped as duplicates: a second server recall per request, for nothing. The ledger knows, per
user bank, the ids of the documents that are *not* mirrors (notes retained with
``hindsight_retain target=user``, imported or foreign documents); automatic recall skips a bank
that has none. (An entry added after a thread took its snapshot then reaches that thread as the
snapshot's own entries do: in its next session. Search, ``hindsight_recall``, never skips.)

What it knows comes from two sources:

* the server: a bank without a record, or whose last check is older than ``recheck_seconds``,
  is listed (document ids only) while it is recalled as usual;
* our own writes: every write this package sends to a user bank, from any process that shares
  ``base_dir``, records a non-mirror document *before* it is sent (a write whose answer was lost
  still counts) and forgets it once its delete succeeded; deleting the bank removes the record.

Records persist as one small JSON file per bank in ``{base_dir}/.hindsight-banks``, replaced
atomically under a file lock, so every process sharing ``base_dir`` sees the others' writes at its
next recall (one ``stat`` per recall tells whether the file changed). When a record cannot be
written it is removed, so the bank is unknown again (recalled, never skipped on stale knowledge).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from filelock import FileLock, Timeout

from ..fsutil import atomic_write_text, read_regular_file
from ..storage_errors import StorageError
from .hindsight_errors import classify

logger = logging.getLogger(__name__)

__all__ = ["MIRROR_PREFIX", "BankLedger", "is_mirror"]

#: Document ids of mirrored builtin entries start with this (``stable_id("entry", ...)``).
MIRROR_PREFIX = "entry-"
#: Documents listed per bank at most; a bank with more is never skipped.
MAX_LISTED = 1000
_PAGE = 200
_MAX_FILE_BYTES = 1 << 20
_LOCK_TIMEOUT = 5.0
#: Records kept in memory at most (oldest dropped first; they are read again from disk).
_MAX_CACHED = 10_000


def is_mirror(document_id: str) -> bool:
    """True for the document of a mirrored builtin entry."""
    return document_id.startswith(MIRROR_PREFIX)


@dataclass(frozen=True)
class _Record:
    verified_at: float | None = None
    complete: bool = True
    others: dict[str, float] = field(default_factory=dict)  # document id -> when recorded

    def to_json(self, bank_id: str) -> str:
        return json.dumps({"version": 1, "bank_id": bank_id, "verified_at": self.verified_at,
                           "complete": self.complete, "others": self.others}, sort_keys=True)

    @classmethod
    def from_json(cls, raw: bytes) -> _Record:
        data = json.loads(raw)
        others = data.get("others")
        verified = data.get("verified_at")
        if not isinstance(others, dict) or not (verified is None
                                                or isinstance(verified, int | float)):
            raise ValueError("unexpected shape")
        return cls(verified_at=None if verified is None else float(verified),
                   complete=bool(data.get("complete", False)),
                   others={str(k): float(v) for k, v in others.items()})


class BankLedger:
    """Per user bank: the documents that are not mirrors of builtin entries, kept on disk.

    Thread-safe; safe across processes sharing ``directory``.

    Args:
        directory: where the records live (``{base_dir}/.hindsight-banks``).
        recheck_seconds: how long a check against the server holds; 0 switches skipping off.
        clock: wall-clock seconds (records are shared between processes); injectable for tests.
    """

    def __init__(self, directory: Path, *, recheck_seconds: float,
                 clock: Callable[[], float] = time.time) -> None:
        self.directory = Path(directory)
        self.recheck_seconds = recheck_seconds
        self._clock = clock
        self._lock = threading.Lock()
        self._cache: OrderedDict[str, tuple[Any, _Record | None]] = OrderedDict()
        self._checking: set[str] = set()
        self.skipped = 0

    # ------------------------------------------------------------------ reading
    def mirrors_only(self, bank_id: str) -> bool | None:
        """Whether ``bank_id`` holds nothing but mirrors of builtin entries.

        Returns:
            True: checked recently and no other document recorded since (skip it); False: it
            holds another document, or skipping is off; None: unknown or due for a check (recall
            it and `check` it).
        """
        if self.recheck_seconds <= 0:
            return False
        record = self._read(bank_id)
        if record is None or record.verified_at is None:
            return None
        if self._clock() - record.verified_at >= self.recheck_seconds:
            return None
        return record.complete and not record.others

    def others(self, bank_id: str) -> frozenset[str] | None:
        """The non-mirror documents recorded for ``bank_id`` (None: no record)."""
        record = self._read(bank_id)
        return None if record is None else frozenset(record.others)

    def skip(self, bank_id: str) -> bool:
        """True when ``bank_id`` is known to hold only mirrors (counts a skip)."""
        if self.mirrors_only(bank_id) is not True:
            return False
        with self._lock:
            self.skipped += 1
        return True

    def _path(self, bank_id: str) -> Path:
        digest = hashlib.sha256(bank_id.encode("utf-8")).hexdigest()[:40]
        return self.directory / f"{digest}.json"

    def _read(self, bank_id: str) -> _Record | None:
        path = self._path(bank_id)
        try:
            info = path.stat()
            key: Any = (info.st_mtime_ns, info.st_size, info.st_ino)
        except FileNotFoundError:
            key = None
        except OSError as exc:
            logger.warning("Cannot read the bank record %s: %s", path, exc)
            return None
        with self._lock:
            cached = self._cache.get(bank_id)
            if cached is not None and cached[0] == key:
                self._cache.move_to_end(bank_id)
                return cached[1]
        record = self._load(path) if key is not None else None
        self._remember(bank_id, key, record)
        return record

    def _load(self, path: Path) -> _Record | None:
        try:
            found = read_regular_file(path, max_bytes=_MAX_FILE_BYTES)
            return _Record.from_json(found[0]) if found is not None else None
        except (StorageError, ValueError, TypeError) as exc:
            logger.warning("Ignoring an unreadable bank record %s (the bank is checked again): %s",
                           path, exc)
            return None

    def _remember(self, bank_id: str, key: Any, record: _Record | None) -> None:
        with self._lock:
            self._cache[bank_id] = (key, record)
            self._cache.move_to_end(bank_id)
            while len(self._cache) > _MAX_CACHED:
                self._cache.popitem(last=False)

    # ------------------------------------------------------------------ our writes
    def record_retain(self, bank_id: str, document_id: str) -> None:
        """A document is about to be retained in user bank ``bank_id`` (call before sending)."""
        if is_mirror(document_id):
            return
        now = self._clock()
        self._update(bank_id, lambda r: _Record(r.verified_at, r.complete,
                                                {**r.others, document_id: now}))

    def record_delete(self, bank_id: str, document_id: str) -> None:
        """A document of user bank ``bank_id`` was deleted (call after it succeeded)."""
        if is_mirror(document_id) or not self._path(bank_id).exists():
            return
        self._update(bank_id, lambda r: _Record(
            r.verified_at, r.complete, {k: v for k, v in r.others.items() if k != document_id}))

    def removal_mark(self, bank_id: str) -> tuple[int, int, int] | None:
        """Changes whenever any process sharing the directory removed memories of ``bank_id``
        (`record_removal`); None when none ever did."""
        try:
            info = self._path(bank_id).with_suffix(".removed").stat()
        except FileNotFoundError:
            return None
        except OSError as exc:
            logger.warning("Cannot read the removal mark of %s: %s", bank_id, exc)
            return (-1, -1, -1)
        return (info.st_mtime_ns, info.st_size, info.st_ino)

    def record_removal(self, bank_id: str) -> None:
        """Memories of ``bank_id`` (any bank) were removed: local copies of it must go."""
        path = self._path(bank_id).with_suffix(".removed")
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            atomic_write_text(path, str(time.time_ns()))  # a new file: a new mark
        except OSError as exc:
            logger.error("Could not record a removal from bank %s in %s (%s): another worker "
                         "may recall removed memories from its copy until it expires",
                         bank_id, path, exc)

    def record_cleared(self, bank_id: str) -> None:
        """Bank ``bank_id`` was deleted: its record goes (the next recall checks it again)."""
        self.record_removal(bank_id)
        path = self._path(bank_id)
        if not self.directory.is_dir():
            return
        try:
            with FileLock(str(path.with_suffix(".lock")), timeout=_LOCK_TIMEOUT):
                path.unlink(missing_ok=True)
            with self._lock:
                self._cache.pop(bank_id, None)
        except (OSError, Timeout) as exc:
            self._forget(bank_id, path, exc)

    def _update(self, bank_id: str, change: Callable[[_Record], _Record]) -> None:
        path = self._path(bank_id)
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            with FileLock(str(path.with_suffix(".lock")), timeout=_LOCK_TIMEOUT):
                current = self._load(path) if path.exists() else None
                record = change(current or _Record(verified_at=None))
                atomic_write_text(path, record.to_json(bank_id))
                info = path.stat()
            self._remember(bank_id, (info.st_mtime_ns, info.st_size, info.st_ino), record)
        except (OSError, Timeout) as exc:
            self._forget(bank_id, path, exc)

    def _forget(self, bank_id: str, path: Path, exc: BaseException) -> None:
        """A record that could not be updated must not be trusted by anyone: remove it."""
        with self._lock:
            self._cache.pop(bank_id, None)
        try:
            path.unlink(missing_ok=True)
            logger.warning("Could not update the record of bank %s (%s); it is checked against "
                           "the server again", bank_id, exc)
        except OSError as unlink_exc:
            logger.error("Could not update nor remove the bank record %s (%s; %s); remove it by "
                         "hand so recall does not skip bank %s", path, exc, unlink_exc, bank_id)

    # ------------------------------------------------------------------ checks
    async def check(self, client: Any, bank_id: str, *, timeout: float) -> None:
        """List the documents of ``bank_id`` on the server and record the non-mirrors.

        At most one check per bank runs at a time in this process; a failed listing leaves the
        record as it was (logged). Runs on the caller's event loop; file writes go to a thread.
        """
        with self._lock:
            if bank_id in self._checking:
                return
            self._checking.add(bank_id)
        started = self._clock()
        try:
            try:
                listed, complete = await _list_others(client, bank_id, timeout)
            except Exception as exc:  # noqa: BLE001 - a missing bank is empty; else logged
                if classify(exc).kind != "not_found":
                    logger.info("Could not list the documents of %s: %s", bank_id, exc)
                    return
                listed, complete = [], True
            await asyncio.to_thread(self.record_listing, bank_id, listed, complete=complete,
                                    started=started)
        finally:
            with self._lock:
                self._checking.discard(bank_id)

    def record_listing(self, bank_id: str, others: list[str], *, complete: bool,
                       started: float) -> None:
        """The server listed ``others`` (the non-mirror documents of ``bank_id``), in a listing
        that began at ``started``; ``complete`` is False when it did not see every document."""
        def merge(record: _Record) -> _Record:
            # Writes recorded while the listing ran may be missing from it: keep them.
            kept = {k: v for k, v in record.others.items() if v >= started}
            return _Record(started, complete, {**dict.fromkeys(others, started), **kept})

        self._update(bank_id, merge)


async def _list_others(client: Any, bank_id: str, timeout: float) -> tuple[list[str], bool]:
    """Ids of the documents of ``bank_id`` that are not mirrors; False when not all were seen."""
    others: list[str] = []
    offset = 0
    while offset < MAX_LISTED:
        page = await client.documents.list_documents(bank_id, limit=_PAGE, offset=offset,
                                                     _request_timeout=timeout)
        items = list(getattr(page, "items", None) or [])
        for item in items:
            doc_id = item.get("id") if isinstance(item, dict) else getattr(item, "id", None)
            if not doc_id or not is_mirror(str(doc_id)):
                others.append(str(doc_id or ""))
        offset += len(items)
        if not items or offset >= int(getattr(page, "total", 0) or 0):
            return others, True
    return others, False
