"""`Prefetcher`: the per-request recall of one `HindsightProvider` scope.

Recall reads the scope's two banks concurrently, reranks and merges the hits, and renders what
fits the injection budget. The answer is cached per thread until the thread's next turn, so a
model call that repeats within a turn (a tool loop) recalls once. The sync and async forms differ
only where they wait: ``backend.run`` against ``await backend.arun``.
"""

from __future__ import annotations

import asyncio
import logging
import threading
import time
from collections import OrderedDict
from typing import TYPE_CHECKING, Any

from ..recall_block import fence_overhead
from .hindsight_errors import HindsightError
from .hindsight_recall import RecallHit, merge_hits, relevant_share, render_hits, rerank_hits

if TYPE_CHECKING:
    from .hindsight import HindsightProvider

logger = logging.getLogger(__name__)

__all__ = ["LABELS", "Prefetcher"]

#: The bank labels recall reads, in this order.
LABELS = ("user", "work")


class Prefetcher:
    """Recall for one scope, with its per-thread cache and its counters.

    Args:
        provider: The scope's provider: its config, backend and banks are read at each call
            (a newer config takes effect at the next recall).
        max_threads: Threads whose cached answer is kept; the oldest are dropped first.
    """

    def __init__(self, provider: HindsightProvider, *, max_threads: int) -> None:
        self._provider = provider
        self._max_threads = max_threads
        self._lock = threading.Lock()
        self._recalled: OrderedDict[str, tuple[str, str]] = OrderedDict()
        #: The last recall's hits, latency and time, and the recalls skipped or failed.
        self.last_recall: dict[str, Any] = {"hits": 0, "latency_ms": None, "at": None,
                                            "skipped": 0, "errors": 0}

    def forget(self, *threads: str) -> None:
        """Drop the cached answers of these threads (their next recall is a new turn's)."""
        with self._lock:
            for thread in threads:
                self._recalled.pop(thread, None)

    def clear(self) -> None:
        """Drop every cached answer."""
        with self._lock:
            self._recalled.clear()

    def _recall_wanted(self) -> bool:
        c = self._provider.config
        return (self._provider.is_available() and c.injection.enabled and c.injection.include_hindsight
                and c.hindsight.auto_recall and c.hindsight.memory_mode != "tools")

    def _recall_args(self, query: str, thread_id: str) -> tuple[str, dict[str, str], int]:
        """The cut query, the banks and the injection budget (tokens)."""
        c = self._provider.config
        query = query.strip()[: c.hindsight.recall_max_input_chars]
        return query, self._provider.banks(thread_id), c.injection.max_tokens

    async def recall_groups(self, client: Any, query: str, banks: dict[str, str], budget: str,
                            limit: int, labels: tuple[str, ...] = LABELS,
                            skip_mirrors: bool = False,
                            lexical_arm: bool = False) -> list[list[RecallHit]]:
        """Recall the labelled banks concurrently; one bank failing leaves the other's hits.

        Raises:
            BaseException: The first failure, when every bank failed.
        """
        pool = self._pool_tokens(limit)
        backend = self._provider.backend
        calls = [backend.recall_bank(client, banks[label], query, budget=budget,
                                     max_tokens=pool, label=label,
                                     skip_mirrors=skip_mirrors and label == "user",
                                     lexical_arm=lexical_arm and label == "work")
                 for label in labels]
        outcomes = await asyncio.gather(*calls, return_exceptions=True)
        failures = [o for o in outcomes if isinstance(o, BaseException)]
        if failures and len(failures) == len(outcomes):
            raise failures[0]
        for failure in failures:
            logger.warning("Hindsight recall of one bank failed, using the other: %r", failure)
        return [o for o in outcomes if not isinstance(o, BaseException)]

    def _pool_tokens(self, limit: int) -> int:
        """Candidate pool asked of each bank: `recall_pool_factor` x the budget, at most
        `recall_max_tokens` (never below the budget itself); `rerank_hits` then picks what
        fits. A smaller budget asks for less, so recall costs less."""
        hs = self._provider.config.hindsight
        return max(limit, min(hs.recall_max_tokens, round(limit * hs.recall_pool_factor)))

    def _cached(self, thread_id: str, query: str) -> str | None:
        with self._lock:
            cached = self._recalled.get(thread_id)
        return cached[1] if cached is not None and cached[0] == query else None

    def _finish_recall(self, thread_id: str, query: str, groups: list[list[RecallHit]],
                       began: float, limit: int) -> str:
        config = self._provider.config
        injection = config.injection
        ranked = rerank_hits(query, merge_hits(groups))
        relevant = relevant_share(ranked, config.hindsight.recall_min_relevance)
        # The manager fences the text; the frame's tokens come out of the same budget.
        body = limit - fence_overhead(injection.context_tag, injection.token_encoding)
        text, count = render_hits(relevant, body, encoding=injection.token_encoding)
        self.last_recall.update(hits=count, latency_ms=round((time.perf_counter() - began) * 1000,
                                                             1), at=time.time())
        with self._lock:
            self._recalled[thread_id] = (query, text)
            while len(self._recalled) > self._max_threads:
                self._recalled.popitem(last=False)
        return text

    def _skip_recall(self) -> bool:
        if self._provider.backend.breaker.allow():
            return False
        self.last_recall["skipped"] += 1
        return True

    def _recall_request(self, query: str, thread_id: str) -> tuple[str, Any]:
        """``(answer, None)`` when recall is off, the query empty or the answer cached; else
        ``("", (query, banks, limit))`` for a recall to run."""
        if not self._recall_wanted():
            return "", None
        query, banks, limit = self._recall_args(query, thread_id)
        if not query:
            return "", None
        cached = self._cached(thread_id, query)
        if cached is not None:
            return cached, None
        return "", (query, banks, limit)

    def _recall_call(self, query: str, banks: dict[str, str], limit: int) -> Any:
        c = self._provider.config
        # USER.md is in this request's prompt: a user bank of mere mirrors adds nothing.
        skip = c.injection.include_builtin and c.builtin.enabled
        return lambda client: self.recall_groups(client, query, banks, c.hindsight.recall_budget,
                                                 limit, skip_mirrors=skip, lexical_arm=True)

    def _recall_failed(self, exc: HindsightError) -> str:
        self.last_recall["errors"] += 1
        logger.info("Hindsight recall skipped for this turn: %s", exc)
        return ""

    def prefetch(self, query: str, *, thread_id: str = "") -> str:
        """Recall both banks for ``query`` (bounded by ``recall_timeout_seconds``).

        Returns:
            Unfenced lines ``[date] text``, best first, within the token budget; ``""`` when
            recall is off, nothing matched, or Hindsight is down (never raises).
        """
        answer, request = self._recall_request(query, thread_id)
        if request is None:
            return answer
        backend = self._provider.backend
        hs = backend.config.hindsight
        if backend.state == "starting":
            backend.wait_until_ready(hs.embedded_startup_timeout_seconds)
        if backend.state != "ready" or self._skip_recall():
            return ""
        query, banks, limit = request
        began = time.perf_counter()
        try:
            groups = backend.run(self._recall_call(query, banks, limit),
                                 timeout=hs.recall_timeout_seconds, kind="recall")
        except HindsightError as exc:
            return self._recall_failed(exc)
        return self._finish_recall(thread_id, query, groups, began, limit)

    async def aprefetch(self, query: str, *, thread_id: str = "") -> str:
        """Async twin of `prefetch`; the caller's event loop never blocks."""
        answer, request = self._recall_request(query, thread_id)
        if request is None:
            return answer
        backend = self._provider.backend
        hs = backend.config.hindsight
        if backend.state == "starting":
            await asyncio.to_thread(backend.wait_until_ready, hs.embedded_startup_timeout_seconds)
        if backend.state != "ready" or self._skip_recall():
            return ""
        query, banks, limit = request
        began = time.perf_counter()
        try:
            groups = await backend.arun(self._recall_call(query, banks, limit),
                                        timeout=hs.recall_timeout_seconds, kind="recall")
        except HindsightError as exc:
            return self._recall_failed(exc)
        return self._finish_recall(thread_id, query, groups, began, limit)
