"""`BankCopies`: local copies of banks, so a turn asks the server for one recall and finds more.

Two uses, one mechanism (memories listed with ``list_memories`` in the background, never while a
turn waits, and kept per bank):

* **A user bank instead of its server recall.** Every server recall embeds the query and
  parses it for dates, per bank; on a small machine a second one costs about half of the first
  again or more. A user bank of at most `MAX_WHOLE` memories is handed whole to the re-rank
  instead (`hits` / `ahits`; mirrors of USER.md entries left out: it serves requests whose prompt
  carries the USER.md snapshot). With a sentence model (`BankVectors`: the ``security`` extra),
  the copy also holds a vector per memory: each memory handed over carries its similarity to the
  question in ``semantic``, and a bank of up to `MAX_LOCAL` memories is served too, as the
  `LOCAL_HITS` best by meaning and the `LOCAL_HITS` best by words (BM25). Its memories are
  `RecallHit.local`: the re-rank scores them from their words and that similarity, in place of
  the server's scores.
  It is used only while current: no write of this process reached the bank since it was listed
  (`written` drops it), the `BankLedger` lists the same non-mirror documents as when the listing
  began (every process sharing ``base_dir`` records its notes there first) and the copy holds each
  of them, and it is younger than ``ttl_seconds``.
* **A lexical arm over the work bank** (`arm`): the server returns a candidate pool in its own
  order, which misses some turns that share the question's rarer words; the best `ARM_HITS`
  memories of the whole bank by BM25 (the script-aware terms of `text_terms`, an inverted index
  built when the bank is listed) join the pool. Here a slightly old copy is still useful (the
  newest memories are in the server's pool anyway): a retain of ours only has the newest page
  listed again. A removed memory must never come back, so a delete of ours or of any process
  sharing ``base_dir`` (`BankLedger.removal_mark`), or a cleared bank, ends the copy at once.

A bank larger than the limit of its use is recalled on the server alone.
"""

from __future__ import annotations

import asyncio
import heapq
import logging
import math
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from ..text_terms import term_counts, terms
from .bank_ledger import is_mirror
from .bank_vectors import BankVectors
from .hindsight_errors import classify
from .hindsight_recall import RecallHit

logger = logging.getLogger(__name__)

__all__ = ["ARM_HITS", "LOCAL_HITS", "MAX_ARM", "MAX_LOCAL", "MAX_WHOLE", "BankCopies"]

#: Memories a user bank may hold to be handed whole to the re-rank from its copy.
MAX_WHOLE = 100
#: Memories a user bank may hold to be served from its copy when it has sentence vectors (a
#: larger one, or a larger one than `MAX_WHOLE` without them, is recalled on the server: its
#: arms choose the candidates, which a lexical ranking alone would not match).
MAX_LOCAL = 1000
#: Candidates of a user bank above `MAX_WHOLE`, per signal (by meaning, by words).
LOCAL_HITS = 30
#: Memories a work bank may hold for its lexical arm.
MAX_ARM = 5000
#: Memories the lexical arm adds to the server's pool (chosen on the tune split of LoCoMo).
ARM_HITS = 10
_PAGE = 100
#: Pages listed again after a retain of ours (the listing is newest first).
_TOP_UP_PAGES = 2
#: A copy that could not be used is listed again at most this often per bank.
_MIN_RELIST_SECONDS = 5.0
#: No listing begins while one of the same bank runs (embedding a large user bank takes seconds),
#: unless that one began this long ago.
_MAX_LISTING_SECONDS = 300.0
#: Memories kept over all copies (least recently used copies dropped first): about 3 KB each
#: with their index for LoCoMo-sized exchanges, so about 100 MB at most (a user bank's memory
#: also has its 2 KB vector; those banks hold at most `MAX_LOCAL` each).
_MAX_KEPT = 30_000
_K1, _B = 1.5, 0.75


@dataclass(frozen=True)
class _Copy:
    made_at: float
    whole: bool  # a user bank served whole (else a work bank's lexical arm)
    ledger: Any  # what the ledger said when the listing began (documents, or removal mark)
    hits: tuple[RecallHit, ...]
    ids: frozenset[str] = frozenset()  # memory ids listed
    documents: frozenset[str] = frozenset()  # non-mirror documents the memories came from
    too_big: bool = False
    due: bool = False  # a retain of ours went out since: the newest page is listed again
    index: _Index | None = None
    vectors: Any = None  # a user bank's sentence vectors, one row per hit (numpy), or None


@dataclass(frozen=True)
class _Index:
    """BM25 over a copy: term -> [(memory, tf)], lengths, mean length."""

    postings: dict[str, list[tuple[int, int]]] = field(default_factory=dict)
    lengths: tuple[int, ...] = ()
    avgdl: float = 1.0

    @classmethod
    def build(cls, hits: tuple[RecallHit, ...]) -> _Index:
        postings: dict[str, list[tuple[int, int]]] = {}
        lengths = []
        for i, hit in enumerate(hits):
            length, counts = term_counts(hit.text)
            lengths.append(length)
            for term, tf in counts.items():
                postings.setdefault(term, []).append((i, tf))
        return cls(postings, tuple(lengths), (sum(lengths) / len(lengths)) if lengths else 1.0)

    def top(self, query: str, k: int) -> list[tuple[float, int]]:
        n = len(self.lengths)
        scores: dict[int, float] = {}
        for term in terms(query):
            posting = self.postings.get(term)
            if not posting:
                continue
            idf = math.log(1.0 + (n - len(posting) + 0.5) / (len(posting) + 0.5))
            for i, tf in posting:
                norm = _K1 * (1.0 - _B + _B * self.lengths[i] / self.avgdl)
                scores[i] = scores.get(i, 0.0) + idf * tf * (_K1 + 1.0) / (tf + norm)
        return heapq.nlargest(k, ((s, i) for i, s in scores.items() if s > 0))


class BankCopies:
    """Thread-safe local copies of banks, with an expiry.

    Args:
        ttl_seconds: how long a copy holds at most (0 switches copies off).
        max_whole: the largest user bank handed whole to the re-rank (0: none).
        max_local: the largest user bank served from its copy with ``vectors`` (0: none).
        max_arm: the largest work bank given a lexical arm (0: never).
        vectors: sentence vectors of user bank memories (None: ranked by words alone).
        clock: monotonic seconds (injectable for tests).
    """

    def __init__(self, ttl_seconds: float, *, max_whole: int = MAX_WHOLE,
                 max_local: int = MAX_LOCAL, max_arm: int = MAX_ARM,
                 vectors: BankVectors | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.ttl_seconds = ttl_seconds
        self.max_whole = max_whole
        self.max_local = max_local
        self.max_arm = max_arm
        self.vectors = vectors
        self._clock = clock
        self._lock = threading.Lock()
        self._copies: OrderedDict[str, _Copy] = OrderedDict()
        self._generation: dict[str, int] = {}
        self._listing: dict[str, float] = {}  # bank -> when its last listing began
        self._running: dict[str, float] = {}  # bank -> when its listing under way began
        self._whole: set[str] = set()  # banks listed to be served whole
        self.served = 0
        self.arm_hits = 0
        self.listings = 0

    def _limit(self, whole: bool) -> int:
        if self.ttl_seconds <= 0:
            return 0
        if not whole:
            return self.max_arm
        return max(self.max_whole, self.max_local) if self.vectors is not None else self.max_whole

    # ------------------------------------------------------------------ reading
    def hits(self, bank_id: str, ledger: frozenset[str] | None,
             query: str = "") -> list[RecallHit] | None:
        """A user bank's candidates for ``query`` when its copy is current (counts one served
        recall), else None (recall it on the server). The question is embedded on the caller's
        thread (`ahits` does it on a worker thread).

        Args:
            bank_id: the user bank.
            ledger: the non-mirror documents the `BankLedger` lists for it now (None: no record).
            query: the question (a bank above `max_whole` is ranked for it).
        """
        copy = self._current(bank_id, ledger)
        return None if copy is None else self._serve(copy, query)

    async def ahits(self, bank_id: str, ledger: frozenset[str] | None,
                    query: str) -> list[RecallHit] | None:
        """`hits`, with the question embedded on a worker thread (the event loop never does)."""
        copy = self._current(bank_id, ledger)
        if copy is None:
            return None
        if copy.vectors is None and len(copy.hits) <= self.max_whole:
            return list(copy.hits)
        return await asyncio.to_thread(self._serve, copy, query)

    def _current(self, bank_id: str, ledger: frozenset[str] | None) -> _Copy | None:
        if not self._limit(True):
            return None
        with self._lock:
            copy = self._fresh(bank_id, whole=True)
            if copy is None or copy.ledger != ledger or copy.due:
                return None
            if not (ledger or frozenset()) <= copy.documents:
                return None  # a note recorded before the listing was not processed yet
            if len(copy.hits) > self._limit(True):
                return None  # made while a larger limit held
            self.served += 1
            return copy

    def _serve(self, copy: _Copy, query: str) -> list[RecallHit]:
        """The copy's memories for ``query``: all of them up to `max_whole`, else the best by
        meaning and by words; each with its similarity to the question when there are vectors."""
        vectors = self.vectors
        wanted = None if copy.vectors is None or vectors is None else vectors.query(query)
        sims = None if wanted is None else copy.vectors @ wanted
        n = len(copy.hits)
        if n <= self.max_whole:
            chosen: list[int] = list(range(n))
        else:
            k = min(LOCAL_HITS, n)
            by_words = [i for _, i in copy.index.top(query, k)] if copy.index else []
            by_meaning = [] if sims is None else [int(i) for i in _best(sims, k)]
            chosen = list(dict.fromkeys(by_meaning + by_words))
        return [replace(copy.hits[i], rank=rank,
                        semantic=0.0 if sims is None else max(0.0, float(sims[i])))
                for rank, i in enumerate(chosen)]

    def arm(self, bank_id: str, query: str, removal_mark: Any, k: int = ARM_HITS
            ) -> list[RecallHit]:
        """The ``k`` memories of a work bank's copy that share most of the query's words (BM25,
        best first), or nothing when there is no copy or a removal happened since it was made."""
        if not self._limit(False) or k <= 0:
            return []
        with self._lock:
            copy = self._fresh(bank_id, whole=False)
            if copy is None or copy.ledger != removal_mark or copy.index is None:
                return []
        found = [copy.hits[i] for _, i in copy.index.top(query, k)]
        with self._lock:
            self.arm_hits += len(found)
        return [replace(hit, rank=rank) for rank, hit in enumerate(found)]

    def _fresh(self, bank_id: str, *, whole: bool) -> _Copy | None:
        copy = self._copies.get(bank_id)
        if copy is None or copy.whole != whole or copy.too_big:
            return None
        if self._clock() - copy.made_at >= self.ttl_seconds:
            return None
        self._copies.move_to_end(bank_id)
        return copy

    def wants_listing(self, bank_id: str, *, whole: bool) -> bool:
        """True when the bank should be listed now (in the background): no current copy, or a
        retain of ours since, and no listing began lately."""
        if not self._limit(whole):
            return False
        with self._lock:
            copy = self._copies.get(bank_id)
            now = self._clock()
            if copy is not None and copy.whole == whole and now - copy.made_at < self.ttl_seconds:
                if copy.too_big:
                    return False
                if not whole and not copy.due:
                    return False
            running = self._running.get(bank_id)
            if running is not None and now - running < _MAX_LISTING_SECONDS:
                return False
            began = self._listing.get(bank_id)
            return began is None or now - began >= _MIN_RELIST_SECONDS

    # ------------------------------------------------------------------ our writes
    def written(self, bank_id: str) -> None:
        """A write of ours is on its way to ``bank_id``: a user bank's copy is stale from now on;
        a work bank's copy stays (its newest page is listed again)."""
        with self._lock:
            copy = self._copies.get(bank_id)
            if bank_id in self._whole or (copy is not None and copy.whole):
                self._drop(bank_id)
            elif copy is not None and not copy.due:
                self._copies[bank_id] = replace(copy, due=True)
                self._listing.pop(bank_id, None)

    def invalidate(self, bank_id: str) -> None:
        """Memories of ``bank_id`` were removed (a delete, a cleared bank): drop its copy and
        any listing under way."""
        with self._lock:
            self._drop(bank_id)

    def _drop(self, bank_id: str) -> None:
        self._copies.pop(bank_id, None)
        self._generation[bank_id] = self._generation.get(bank_id, 0) + 1
        self._listing.pop(bank_id, None)

    # ------------------------------------------------------------------ listing
    async def refresh(self, client: Any, bank_id: str, *, label: str, whole: bool,
                      ledger: Callable[[], Any], timeout: float) -> None:
        """List the memories of ``bank_id`` and keep them as its copy.

        A work bank's copy that is only due after a retain of ours has its newest pages listed
        and merged; otherwise the whole bank is listed. A removal during the listing (and, for a
        user bank, any write of ours) discards it; a failed listing is logged and changes
        nothing. Runs on the caller's event loop; the index is built on a worker thread.

        Args:
            client: a hindsight-client ``Hindsight``.
            bank_id: the bank.
            label: the bank's label on the hits (``"user"`` / ``"work"``).
            whole: a user bank served whole (else a work bank's lexical arm).
            ledger: reads what the copy must still match at use (documents or removal mark).
            timeout: seconds per page request.
        """
        with self._lock:
            generation = self._generation.get(bank_id, 0)
            began = self._listing[bank_id] = self._running[bank_id] = self._clock()
            (self._whole.add if whole else self._whole.discard)(bank_id)
            old = self._copies.get(bank_id)
        try:
            await self._refresh(client, bank_id, label, whole, ledger(), timeout, generation,
                                began, old)
        finally:
            with self._lock:
                if self._running.get(bank_id) == began:
                    del self._running[bank_id]

    async def _refresh(self, client: Any, bank_id: str, label: str, whole: bool, known: Any,
                       timeout: float, generation: int, began: float, old: _Copy | None) -> None:
        top_up = (old is not None and not whole and not old.whole and old.due and not old.too_big
                  and old.ledger == known and self._clock() - old.made_at < self.ttl_seconds)
        limit = self._limit(whole)
        try:
            rows, complete = await _list_memories(
                client, bank_id, limit, timeout,
                stop_at=old.ids if top_up and old is not None else None)
        except Exception as exc:  # noqa: BLE001 - a missing bank is empty; else logged
            if classify(exc).kind != "not_found":
                logger.info("Could not list the memories of %s (recalled on the server "
                            "alone): %s", bank_id, exc)
                return
            rows, complete = [], True
        if top_up and complete and old is not None:
            copy = await asyncio.to_thread(_merged, old, rows, label, known)
        else:
            copy = await asyncio.to_thread(_made, rows, label, began, known, complete, whole,
                                           self.vectors if whole else None, self.max_whole)
        with self._lock:
            self.listings += 1
            if self._generation.get(bank_id, 0) != generation:
                return  # a removal (or a write to a user bank) went out meanwhile
            self._copies[bank_id] = copy
            self._copies.move_to_end(bank_id)
            kept = sum(len(c.hits) for c in self._copies.values())
            while kept > _MAX_KEPT and len(self._copies) > 1:
                kept -= len(self._copies.popitem(last=False)[1].hits)

    def clear(self) -> None:
        with self._lock:
            self._copies.clear()
            self._listing.clear()
            self._running.clear()


def _hit(row: Any, label: str, rank: int) -> tuple[str, str, RecallHit] | None:
    document_id = str(_field(row, "document_id") or "")
    text = str(_field(row, "text") or "").strip()
    if not text or _field(row, "state") not in (None, "valid"):
        return None
    when = _field(row, "occurred_start") or _field(row, "mentioned_at") or ""
    hit = RecallHit(text=text, type=str(_field(row, "fact_type") or ""), date=str(when)[:10],
                    score=0.0, bank=label, document_id=document_id, rank=rank, local=True)
    return str(_field(row, "id") or ""), document_id, hit


def _made(rows: list[Any], label: str, began: float, known: Any, complete: bool,
          whole: bool, vectors: BankVectors | None = None, max_whole: int = MAX_WHOLE) -> _Copy:
    if not complete:
        return _Copy(began, whole, known, (), too_big=True)
    hits: list[RecallHit] = []
    ids: set[str] = set()
    documents: set[str] = set()
    for row in rows:
        made = _hit(row, label, len(hits))
        if made is None or (whole and is_mirror(made[1])):
            continue
        ids.add(made[0])
        documents.add(made[1])
        hits.append(made[2])
    frozen = tuple(hits)
    embedded = None if vectors is None or not frozen else vectors.embed([h.text for h in frozen])
    if whole and embedded is None and len(frozen) > max_whole:
        return _Copy(began, whole, known, (), too_big=True)  # no vectors to rank it by
    return _Copy(began, whole, known, frozen, frozenset(ids), frozenset(documents),
                 index=None if whole and len(frozen) <= max_whole else _Index.build(frozen),
                 vectors=embedded)


def _merged(old: _Copy, rows: list[Any], label: str, known: Any) -> _Copy:
    """A work bank's copy with the newest memories listed since added (its age kept: the whole
    bank is listed again when it expires)."""
    fresh = [made for made in (_hit(row, label, 0) for row in rows)
             if made is not None and made[0] not in old.ids]
    hits = tuple(made[2] for made in fresh) + old.hits
    return replace(old, ledger=known, hits=hits, due=False,
                   ids=old.ids | {made[0] for made in fresh},
                   documents=old.documents | {made[1] for made in fresh},
                   index=_Index.build(hits) if fresh or old.index is None else old.index)


def _best(scores: Any, k: int) -> list[int]:
    """Indices of the ``k`` highest ``scores`` (a numpy vector), best first."""
    import numpy as np

    top = np.argpartition(-scores, k - 1)[:k] if k < len(scores) else np.arange(len(scores))
    return [int(i) for i in top[np.argsort(-scores[top], kind="stable")]]


def _field(row: Any, name: str) -> Any:
    return row.get(name) if isinstance(row, dict) else getattr(row, name, None)


async def _list_memories(client: Any, bank_id: str, limit: int, timeout: float, *,
                         stop_at: frozenset[str] | None = None) -> tuple[list[Any], bool]:
    """Up to ``limit`` memories of ``bank_id``, newest first; False when it holds more. With
    ``stop_at``, stops at the first page holding one of those ids (at most `_TOP_UP_PAGES`)."""
    rows: list[Any] = []
    pages = 0
    while True:
        page = await client.memory.list_memories(bank_id, limit=_PAGE, offset=len(rows),
                                                 _request_timeout=timeout)
        items = list(getattr(page, "items", None) or [])
        rows.extend(items)
        pages += 1
        total = int(getattr(page, "total", 0) or 0)
        if len(rows) > limit or total > limit:
            return rows, False
        if not items or len(rows) >= total:
            return rows, True
        if stop_at is not None and (pages >= _TOP_UP_PAGES
                                    or any(str(_field(i, "id")) in stop_at for i in items)):
            return rows, True
