"""Gateway / service operations of one Hindsight scope: status, search, reflect, clear, erase.

`HindsightOperations` is an object the `HindsightProvider` holds; it sees the provider only
through `ScopeView` (its config, backend, banks and per-scope state), so it never touches the
provider's private fields and this module imports nothing from the provider's.

Errors: ``search`` and ``reflect`` raise `HindsightError` (its message says what to do; the tools
turn it into a JSON error) or `InvalidArgumentError`; ``clear_bank`` and ``erase`` return a dict
with ``"success"`` because they may half succeed.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable
from typing import TYPE_CHECKING, Any, Literal, Protocol, cast

from ..errors import InvalidArgumentError
from ..provider import BankChoice
from .hindsight_errors import HindsightError
from .hindsight_recall import RecallHit, merge_hits, rerank_hits
from .thread_banks import ThreadBanks, aerase_thread_banks, erase_thread_banks

if TYPE_CHECKING:
    from ..config import MemoryConfig
    from .hindsight_backend import HindsightBackend

logger = logging.getLogger(__name__)

__all__ = ["BankChoice", "HindsightOperations", "ScopeView"]


class ScopeView(Protocol):
    """What the operations need of the scope's provider."""

    @property
    def config(self) -> MemoryConfig: ...

    @property
    def backend(self) -> HindsightBackend: ...

    @property
    def last_recall(self) -> dict[str, Any]: ...

    @property
    def user_id(self) -> str: ...

    @property
    def agent_id(self) -> str: ...

    def is_available(self) -> bool: ...

    def banks(self, thread_id: str = "") -> dict[str, str]: ...

    def recall_groups(self, client: Any, query: str, banks: dict[str, str], budget: str,
                      limit: int, labels: tuple[str, ...]) -> Awaitable[list[list[RecallHit]]]:
        ...

    def batched_turns(self) -> int: ...

    def forget_scope_state(self) -> None: ...


def _labels(bank: str) -> tuple[str, ...]:
    if bank == "both":
        return ("user", "work")
    if bank in ("user", "work"):
        return (bank,)
    raise InvalidArgumentError(f"Unknown bank {bank!r}: use 'both', 'user' or 'work'.")


class HindsightOperations:
    """The operations the gateway, the client and the CLI call on one scope.

    Args:
        scope: the scope's provider, seen through `ScopeView`.
    """

    def __init__(self, scope: ScopeView) -> None:
        self._scope = scope

    # ------------------------------------------------------------------ helpers
    def ensure_ready(self) -> None:
        """Raise `HindsightError` unless an operation can reach Hindsight now (configured,
        started, breaker closed); waits for an embedded server that is still starting."""
        if not self._scope.is_available():
            raise HindsightError("refused", "Hindsight is not configured (memory.provider: "
                                 "hindsight, hindsight.api_url) for this user.")
        backend = self._scope.backend
        if backend.state == "starting":
            backend.wait_until_ready(backend.config.hindsight.embedded_startup_timeout_seconds)
        if not backend.breaker.allow():
            raise HindsightError("skipped", "Hindsight is unreachable (circuit breaker open).")

    def _search_call(self, query: str, budget: str | None, bank: str) -> Any:
        query = (query or "").strip()[: self._scope.config.hindsight.recall_max_input_chars]
        if not query:
            raise InvalidArgumentError("The query is empty: say what to look for.")
        labels = _labels(bank)
        banks = self._scope.banks()
        chosen = budget or self._scope.config.hindsight.recall_budget
        if chosen not in ("low", "mid", "high"):
            raise InvalidArgumentError(f"Unknown budget {chosen!r}: use 'low', 'mid' or 'high'.")
        limit = self._scope.config.hindsight.recall_max_tokens
        return lambda client: self._scope.recall_groups(client, query, banks, chosen, limit,
                                                        labels)

    # ------------------------------------------------------------------ search
    def search(self, query: str, *, budget: str | None = None,
               max_results: int = 10, bank: BankChoice = "both") -> list[dict[str, Any]]:
        """Recall from the scope's banks, best first.

        Returns:
            Dicts with ``text``, ``type``, ``date``, ``score``, ``bank``, ``document_id``.

        Raises:
            ValueError: empty query or unknown bank / budget.
            HindsightError: Hindsight unreachable, slow or refusing (message says what to do).
        """
        call = self._search_call(query, budget, bank)
        self.ensure_ready()
        groups = self._scope.backend.run(call, timeout=self._timeout("recall"), kind="recall")
        ranked = rerank_hits(query, merge_hits(groups))
        return [cast(dict[str, Any], hit.to_dict()) for hit in ranked[: max(1, max_results)]]

    async def asearch(self, query: str, *, budget: str | None = None,
                      max_results: int = 10, bank: BankChoice = "both") -> list[dict[str, Any]]:
        """Async twin of `search`."""
        call = self._search_call(query, budget, bank)
        await asyncio.to_thread(self.ensure_ready)
        groups = await self._scope.backend.arun(call, timeout=self._timeout("recall"), kind="recall")
        ranked = rerank_hits(query, merge_hits(groups))
        return [cast(dict[str, Any], hit.to_dict()) for hit in ranked[: max(1, max_results)]]

    def _timeout(self, which: str) -> float:
        hs = self._scope.backend.config.hindsight
        return hs.recall_timeout_seconds if which == "recall" else hs.request_timeout_seconds

    # ------------------------------------------------------------------ reflect
    def _reflect_call(self, query: str, bank: str) -> Any:
        query = (query or "").strip()
        if not query:
            raise InvalidArgumentError("The question is empty.")
        labels = _labels(bank)
        banks = self._scope.banks()

        async def reflect_all(client: Any) -> dict[str, Any]:
            async def one(label: str) -> tuple[str, str]:
                response = await client.areflect(banks[label], query)
                return label, (getattr(response, "text", "") or "").strip()

            outcomes = await asyncio.gather(*(one(label) for label in labels),
                                            return_exceptions=True)
            answers = [{"bank": o[0], "text": o[1]} for o in outcomes
                       if not isinstance(o, BaseException) and o[1]]
            errors = [o for o in outcomes if isinstance(o, BaseException)]
            if errors and not answers:
                raise errors[0]
            return {"answer": "\n\n".join(a["text"] for a in answers), "answers": answers}

        return reflect_all

    def reflect(self, query: str, *, bank: BankChoice = "both") -> dict[str, Any]:
        """Hindsight reflect (an LLM answer over the memories) on the scope's banks.

        Raises:
            ValueError: empty question or unknown bank.
            HindsightError: unreachable, or refused (e.g. the server has no LLM configured).
        """
        call = self._reflect_call(query, bank)
        self.ensure_ready()
        return self._scope.backend.run(call, timeout=self._timeout("request"), kind="other")

    async def areflect(self, query: str, *,
                       bank: BankChoice = "both") -> dict[str, Any]:
        """Async twin of `reflect`."""
        call = self._reflect_call(query, bank)
        await asyncio.to_thread(self.ensure_ready)
        return await self._scope.backend.arun(call, timeout=self._timeout("request"), kind="other")

    # ------------------------------------------------------------------ clear / erase
    def _delete_bank_result(self, which: str, bank_id: str, dropped: int,
                            error: HindsightError | None) -> dict[str, Any]:
        if error is not None and error.kind != "not_found":
            return {"success": False, "which": which, "bank_id": bank_id,
                    "dropped_pending": dropped, "error": str(error)}
        self._scope.backend.forget_bank(bank_id)
        return {"success": True, "which": which, "bank_id": bank_id, "dropped_pending": dropped}

    def clear_bank(self, which: Literal["user", "work"]) -> dict[str, Any]:
        """Delete one bank of the scope and drop its pending outbox items.

        Returns:
            ``{"success", "which", "bank_id", "dropped_pending"}`` plus ``"error"`` on failure.
        """
        bank_id = self._scope.banks().get(which, "") if which in ("user", "work") else ""
        if not bank_id:
            raise InvalidArgumentError("clear_bank takes 'user' or 'work'; use erase() for both.")
        dropped = self._scope.backend.outbox.drop(lambda item: item.bank_id == bank_id)
        error = None
        try:
            self._scope.backend.run(lambda c: c.adelete_bank(bank_id),
                              timeout=self._timeout("request"))
        except HindsightError as exc:
            error = exc
        return self._delete_bank_result(which, bank_id, dropped, error)

    async def aclear_bank(self, which: Literal["user", "work"]) -> dict[str, Any]:
        """Async twin of `clear_bank`."""
        bank_id = self._scope.banks().get(which, "") if which in ("user", "work") else ""
        if not bank_id:
            raise InvalidArgumentError("clear_bank takes 'user' or 'work'; use erase() for both.")
        dropped = await asyncio.to_thread(self._scope.backend.outbox.drop,
                                          lambda item: item.bank_id == bank_id)
        error = None
        try:
            await self._scope.backend.arun(lambda c: c.adelete_bank(bank_id),
                                     timeout=self._timeout("request"))
        except HindsightError as exc:
            error = exc
        return self._delete_bank_result(which, bank_id, dropped, error)

    def _erase_result(self, parts: list[dict[str, Any]],
                      threads: list[dict[str, Any]]) -> dict[str, Any]:
        self._scope.forget_scope_state()
        return {"success": all(p["success"] for p in [*parts, *threads]),
                "banks": {p["which"]: p for p in parts}, "thread_banks": threads}

    def _thread_erase(self) -> tuple[ThreadBanks, dict[str, Any]]:
        scope = self._scope
        banks = ThreadBanks.of_scope(scope.backend.router, user_id=scope.user_id,
                                     agent_id=scope.agent_id)
        return banks, {"keep": frozenset(scope.banks().values()),
                       "timeout": self._timeout("request")}

    def erase(self) -> dict[str, Any]:
        """Delete the banks of the scope (per-thread banks too, with a ``{thread_id}``
        template: ``thread_banks``) and every pending outbox item for them.

        Note: the user bank is shared by all agents of the user.
        """
        parts = [self.clear_bank("user"), self.clear_bank("work")]
        banks, bounds = self._thread_erase()
        return self._erase_result(parts, erase_thread_banks(self._scope.backend, banks, **bounds))

    async def aerase(self) -> dict[str, Any]:
        """Async twin of `erase`."""
        parts = await asyncio.gather(self.aclear_bank("user"), self.aclear_bank("work"))
        banks, bounds = self._thread_erase()
        threads = await aerase_thread_banks(self._scope.backend, banks, **bounds)
        return self._erase_result(list(parts), threads)

    # ------------------------------------------------------------------ status
    def flush(self, timeout: float | None = None) -> bool:
        """Deliver pending writes now; True when the outbox emptied within ``timeout``."""
        hs = self._scope.backend.config.hindsight
        return self._scope.backend.flush(hs.shutdown_flush_timeout_seconds if timeout is None
                                   else timeout)

    def _status_dict(self) -> dict[str, Any]:
        backend_status = self._scope.backend.status()
        banks = self._scope.banks()
        scope_depth = sum(1 for item in self._scope.backend.outbox.pending()
                          if item.bank_id in banks.values())
        batched = self._scope.batched_turns()
        return {
            "provider": "hindsight",
            "available": self._scope.is_available(),
            "memory_mode": self._scope.config.hindsight.memory_mode,
            "banks": banks,
            "last_recall": dict(self._scope.last_recall),
            "outbox_depth": backend_status["outbox"]["depth"],
            "scope_outbox_depth": scope_depth,
            "batched_turns": batched,
            **backend_status,
        }

    def status(self, *, check: bool = False) -> dict[str, Any]:
        """Connection and activity for the gateway.

        Args:
            check: also ping the server (``GET /version``, bounded by the recall timeout) so
                ``connected`` reflects now rather than the last call.
        """
        if check and self._scope.backend.state == "ready":
            try:
                self._scope.backend.run(lambda c: c.aget_version(), timeout=self._timeout("recall"))
            except HindsightError as exc:
                logger.info("Hindsight status check failed: %s", exc)
        return self._status_dict()

    async def astatus(self, *, check: bool = False) -> dict[str, Any]:
        """Async twin of `status`."""
        if check and self._scope.backend.state == "ready":
            try:
                await self._scope.backend.arun(lambda c: c.aget_version(),
                                         timeout=self._timeout("recall"))
            except HindsightError as exc:
                logger.info("Hindsight status check failed: %s", exc)
        return await asyncio.to_thread(self._status_dict)
