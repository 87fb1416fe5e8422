"""`BankCopies`: local copies of small user banks, so a turn asks the server for one recall.

Automatic recall reads two banks. On a small machine a second server recall costs about half of
the first again: every recall embeds the query and parses it for dates, per bank, even when the
bank holds a handful of memories. A user bank is usually that small (profile notes written with
``hindsight_retain target=user``), so the provider keeps a copy of it: its memories, listed once
with ``list_memories`` (in the background, never while a turn waits), are handed to the re-rank
as candidates (`RecallHit.local`), which scores them with the same lexical signals it computes
for every candidate (BM25 with the script-aware terms of `text_terms`), in place of the server's
scores. A bank of more than `MAX_COPIED` memories, or one whose copy is not known to be current,
is recalled on the server as before.

A copy is current while all of these hold:

* no write of this process reached the bank since it was listed (`invalidate`, called for every
  retain or delete this process queues or sends, ends it at once);
* the `BankLedger` lists the same non-mirror documents as when the listing began (every process
  sharing ``base_dir`` records its notes there before sending them), and the copy holds each of
  them (a note still being processed when the bank was listed makes the copy incomplete);
* it is younger than ``ttl_seconds`` (a write from outside this package shows up at the latest
  then).

Mirrors of USER.md entries are left out of the copy: it serves only requests whose system prompt
carries the USER.md snapshot, where they would be dropped as duplicates anyway.
"""

from __future__ import annotations

import logging
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .bank_ledger import is_mirror
from .hindsight_errors import classify
from .hindsight_recall import RecallHit

logger = logging.getLogger(__name__)

__all__ = ["MAX_COPIED", "BankCopies"]

#: Memories a copied bank may hold; a larger bank is recalled on the server (its own arms then
#: choose the candidates, which a lexical ranking of the whole bank would not match).
MAX_COPIED = 100
_PAGE = 100
#: A copy that could not be used is listed again at most this often per bank.
_MIN_RELIST_SECONDS = 5.0
#: Copies kept at most (oldest dropped first).
_MAX_COPIES = 1000


@dataclass(frozen=True)
class _Copy:
    made_at: float
    ledger: frozenset[str] | None  # the ledger's non-mirror documents when the listing began
    documents: frozenset[str]  # non-mirror documents the listing found memories of
    hits: tuple[RecallHit, ...]
    too_big: bool = False


class BankCopies:
    """Thread-safe local copies of small user banks, with an expiry.

    Args:
        ttl_seconds: how long a copy holds without a write of ours (0 switches copies off).
        max_memories: the largest bank copied.
        clock: monotonic seconds (injectable for tests).
    """

    def __init__(self, ttl_seconds: float, *, max_memories: int = MAX_COPIED,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.ttl_seconds = ttl_seconds
        self.max_memories = max_memories
        self._clock = clock
        self._lock = threading.Lock()
        self._copies: OrderedDict[str, _Copy] = OrderedDict()
        self._generation: dict[str, int] = {}
        self._listing: dict[str, float] = {}  # bank -> when its last listing began
        self.served = 0
        self.listings = 0

    @property
    def enabled(self) -> bool:
        return self.ttl_seconds > 0 and self.max_memories > 0

    def hits(self, bank_id: str, ledger: frozenset[str] | None) -> list[RecallHit] | None:
        """The copy's memories when it is current (counts one served recall), else None.

        Args:
            bank_id: the user bank.
            ledger: the non-mirror documents the `BankLedger` lists for it now (None: no record).
        """
        if not self.enabled:
            return None
        with self._lock:
            copy = self._copies.get(bank_id)
            if copy is None or copy.too_big or self._clock() - copy.made_at >= self.ttl_seconds:
                return None
            if copy.ledger != ledger or not (ledger or frozenset()) <= copy.documents:
                return None
            self.served += 1
            return list(copy.hits)

    def wants_listing(self, bank_id: str) -> bool:
        """True when ``bank_id`` has no current copy and no listing began lately."""
        if not self.enabled:
            return False
        with self._lock:
            copy = self._copies.get(bank_id)
            now = self._clock()
            if copy is not None and copy.too_big and now - copy.made_at < self.ttl_seconds:
                return False
            began = self._listing.get(bank_id)
            return began is None or now - began >= _MIN_RELIST_SECONDS

    def invalidate(self, bank_id: str) -> None:
        """A write of ours is on its way to ``bank_id``: its copy is stale from now on."""
        with self._lock:
            self._copies.pop(bank_id, None)
            self._generation[bank_id] = self._generation.get(bank_id, 0) + 1
            self._listing.pop(bank_id, None)

    async def refresh(self, client: Any, bank_id: str, *, label: str,
                      ledger: Callable[[], frozenset[str] | None], timeout: float) -> None:
        """List the memories of ``bank_id`` and keep them as its copy.

        A write of ours during the listing discards it (the bank is listed again at the next
        recall); a failed listing is logged and leaves no copy (the bank is recalled on the
        server). Runs on the caller's event loop.

        Args:
            client: a hindsight-client ``Hindsight``.
            bank_id: the user bank.
            label: the bank's label on the hits (``"user"``).
            ledger: reads the ledger's non-mirror documents of the bank now.
            timeout: seconds per page request.
        """
        with self._lock:
            generation = self._generation.get(bank_id, 0)
            self._listing[bank_id] = self._clock()
        began = self._clock()
        known = ledger()
        try:
            rows, complete = await _list_memories(client, bank_id, self.max_memories, timeout)
        except Exception as exc:  # noqa: BLE001 - a missing bank is empty; else logged
            if classify(exc).kind != "not_found":
                logger.info("Could not list the memories of %s (recalled on the server): %s",
                            bank_id, exc)
                return
            rows, complete = [], True
        copy = _make_copy(rows, label, began, known, complete)
        with self._lock:
            self.listings += 1
            if self._generation.get(bank_id, 0) != generation:
                return  # a write of ours went out meanwhile: this listing may miss it
            self._copies[bank_id] = copy
            self._copies.move_to_end(bank_id)
            while len(self._copies) > _MAX_COPIES:
                self._copies.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._copies.clear()
            self._listing.clear()


def _make_copy(rows: list[Any], label: str, began: float, known: frozenset[str] | None,
               complete: bool) -> _Copy:
    if not complete:
        return _Copy(began, known, frozenset(), (), too_big=True)
    hits: list[RecallHit] = []
    documents: set[str] = set()
    for row in rows:
        document_id = str(_field(row, "document_id") or "")
        text = str(_field(row, "text") or "").strip()
        if not text or is_mirror(document_id) or _field(row, "state") not in (None, "valid"):
            continue
        when = _field(row, "occurred_start") or _field(row, "mentioned_at") or ""
        documents.add(document_id)
        hits.append(RecallHit(text=text, type=str(_field(row, "fact_type") or ""),
                              date=str(when)[:10], score=0.0, bank=label,
                              document_id=document_id, rank=len(hits), local=True))
    return _Copy(began, known, frozenset(documents), tuple(hits))


def _field(row: Any, name: str) -> Any:
    return row.get(name) if isinstance(row, dict) else getattr(row, name, None)


async def _list_memories(client: Any, bank_id: str, limit: int,
                         timeout: float) -> tuple[list[Any], bool]:
    """Up to ``limit`` memories of ``bank_id``; False when the bank holds more."""
    rows: list[Any] = []
    while True:
        page = await client.memory.list_memories(bank_id, limit=_PAGE, offset=len(rows),
                                                 _request_timeout=timeout)
        items = list(getattr(page, "items", None) or [])
        rows.extend(items)
        total = int(getattr(page, "total", 0) or 0)
        if len(rows) > limit or total > limit:
            return rows, False
        if not items or len(rows) >= total:
            return rows, True
