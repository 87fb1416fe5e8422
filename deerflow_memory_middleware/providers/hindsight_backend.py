"""`HindsightBackend`: the one per-process owner of everything Hindsight needs.

It owns the hindsight-client, a private asyncio event-loop thread on which ALL network I/O runs
(the client's sync methods cannot run inside a running loop, so sync callers bridge with
``run_coroutine_threadsafe(...).result(timeout)`` and async callers with ``asyncio.wrap_future``:
the same code serves ``invoke`` and ``ainvoke``), the circuit breaker, the durable outbox with its
sender thread, and in ``local_embedded`` mode the `EmbeddedHindsightServer`.

Lifecycle:

1. built lazily by the `MemoryRegistry` the first time a scope needs Hindsight; it starts the
   loop thread and the outbox sender at once, and in ``local_embedded`` mode a thread that
   starts the server (the first recall waits for it, bounded by
   ``embedded_startup_timeout_seconds``);
2. ``provider_for(config, scope)`` (on `HindsightExternalBackend`) gives each scope its provider;
3. ``shutdown()`` flushes the outbox (bounded by ``shutdown_flush_timeout_seconds``; skipped when
   the server is known to be down: pending items stay on disk), stops the sender, closes the
   client, stops the loop thread and joins both, then stops an embedded server. Idempotent.
"""

from __future__ import annotations

import asyncio
import logging
import os
import threading
import time
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypedDict, TypeVar

# Imported here, not at the first call: the client takes about a second to import, and that
# second belongs to start-up (MemoryMiddleware construction), not to a user's first turn. It is
# the optional `hindsight` extra: the core install (builtin provider) never imports this module.
try:
    from hindsight_client import Hindsight
except ModuleNotFoundError as exc:
    raise ModuleNotFoundError(
        f"provider: hindsight needs the Hindsight client, which cannot be imported ({exc}). "
        "Install it with: pip install 'deerflow-memory-middleware[hindsight]' "
        "(or set provider: builtin).",
        name=exc.name,
    ) from exc

from .bank_copy import BankCopies
from .bank_ledger import BankLedger
from .bank_router import BankRouter
from .bank_vectors import BankVectors
from .breaker import CircuitBreaker
from .empty_banks import EmptyBanks
from .hindsight_errors import HindsightError, classify
from .hindsight_recall import RecallHit, hits_from_response
from .io_loop import Call, LoopThread
from .outbox import DeliveryError, OutboxItem, OutboxStats, RetainOutbox

if TYPE_CHECKING:
    from ..config import MemoryConfig
    from ..storage.base import Storage
    from .embedded_server import EmbeddedHindsightServer

logger = logging.getLogger(__name__)

__all__ = ["BackendStatus", "HindsightBackend"]

_USER_AGENT = "deerflow-memory-middleware"

T = TypeVar("T")


class BackendStatus(TypedDict):
    """`HindsightBackend.status`: connection, breaker, failure counts and outbox state."""

    mode: str
    api_url: str | None
    state: str
    connected: bool
    breaker: str
    consecutive_failures: int
    failures: dict[str, int]
    last_error: str | None
    last_success_at: float | None
    outbox: OutboxStats
    empty_bank_skips: int
    mirror_only_bank_skips: int


class HindsightBackend:
    """Shared Hindsight connection, breaker, outbox and optional embedded server.

    Args:
        config: the process-wide memory config (connection, templates and time bounds are
            read from here; per-user fields come from each provider's own config).
        base_dir: the memory data directory; an embedded server's data lives in
            ``base_dir/hindsight`` unless configured, and so does the outbox journal
            (``base_dir/.outbox``) when no ``storage`` is given.
        storage: the memory's storage backend; the outbox queue lives there (a Postgres
            table with the ``postgres`` backend, so every worker shares it).
    """

    def __init__(self, config: MemoryConfig, *, base_dir: Path,
                 storage: Storage | None = None) -> None:
        hs = config.hindsight
        self.config = config
        self.base_dir = Path(base_dir)
        self.router = BankRouter(hs.bank_id_template, hs.work_bank_id_template)
        self.breaker = CircuitBreaker(
            failure_threshold=hs.breaker_failure_threshold,
            cooldown_seconds=hs.breaker_cooldown_seconds,
        )
        self.failures: dict[str, int] = {"recall": 0, "retain": 0, "other": 0}
        self.last_error: str | None = None
        self.last_success_at: float | None = None
        self._ensured: dict[str, tuple[str, str]] = {}
        # Local copies: a user bank ranked here (one server recall per turn, not two) and a
        # lexical arm over the work bank.
        self.bank_copies = BankCopies(hs.user_bank_recheck_seconds, vectors=BankVectors.default())
        self.empty_banks = EmptyBanks(hs.empty_bank_ttl_seconds,
                                      on_write=self.bank_copies.written)
        self.bank_ledger = BankLedger(self.base_dir / ".hindsight-banks",
                                      recheck_seconds=hs.user_bank_recheck_seconds)
        self._tasks: set[asyncio.Task[Any]] = set()
        self._client: Hindsight | None = None
        self._server: EmbeddedHindsightServer | None = None
        self._starter: threading.Thread | None = None
        self._ready = threading.Event()
        self._closed = False
        self._shutting_down = False
        self._shutdown_lock = threading.Lock()
        self.state = "starting"
        self.api_url: str | None = None if hs.mode == "local_embedded" else hs.api_url
        self._io = LoopThread("hindsight-io")
        if hs.mode == "local_embedded":
            self._starter = threading.Thread(
                target=self._start_embedded, name="hindsight-embedded-start", daemon=True
            )
            self._starter.start()
        else:
            self._connect(hs.api_url)
        queue = None if storage is None else storage.outbox(directory_name=".outbox")
        self.outbox = RetainOutbox(
            None if queue is not None else self.base_dir / ".outbox",
            queue=queue,
            deliver=self._deliver,
            max_attempts=hs.retain_max_attempts,
            max_backoff=hs.retain_retry_max_backoff_seconds,
        )
        self.outbox.start()

    # ------------------------------------------------------------------ scopes
    # ------------------------------------------------------------------ connection
    def _connect(self, url: str) -> None:
        hs = self.config.hindsight
        self.api_url = url
        self._client = Hindsight(
            url, api_key=hs.api_key, timeout=hs.request_timeout_seconds,
            user_agent=_USER_AGENT, max_attempts=2,
        )
        self.state = "ready"
        self._ready.set()

    def _start_embedded(self) -> None:
        from .embedded_server import EmbeddedHindsightServer, EmbeddedServerError

        hs = self.config.hindsight
        data_dir = Path(hs.embedded_data_dir) if hs.embedded_data_dir else (
            self.base_dir / "hindsight")
        extra_env = {k: v for k, v in os.environ.items() if k.startswith("HINDSIGHT_API_")}
        server = EmbeddedHindsightServer(
            venv_dir=Path(hs.embedded_venv) if hs.embedded_venv else None,
            data_dir=data_dir, api_port=hs.embedded_port,
            startup_timeout=hs.embedded_startup_timeout_seconds, extra_env=extra_env,
        )
        self._server = server
        try:
            server.start()
        except EmbeddedServerError as exc:
            self.state = "failed"
            self.last_error = str(exc)
            logger.error("Embedded Hindsight did not start; memory runs without recall and "
                         "turns wait in the outbox: %s", exc)
            self._ready.set()
            return
        if self._closed:
            server.stop()
            return
        self._connect(server.base_url)

    def wait_until_ready(self, timeout: float) -> bool:
        """Wait (bounded) for an embedded server to come up; True when a client is connected."""
        self._ready.wait(max(0.0, timeout))
        return self.state == "ready"

    @property
    def embedded_server(self) -> EmbeddedHindsightServer | None:
        """The `EmbeddedHindsightServer` in ``local_embedded`` mode, else None."""
        return self._server

    def _require_client(self) -> Hindsight:
        if self._closed:
            raise HindsightError("stopped", "The Hindsight backend was shut down.")
        if self.state == "starting":
            raise HindsightError("not_ready", "The embedded Hindsight server is still starting.")
        if self._client is None:
            raise HindsightError(
                "unavailable", f"Hindsight is not connected: {self.last_error or 'no client'}.")
        return self._client

    # ------------------------------------------------------------------ calls
    def run(self, factory: Callable[[Hindsight], Call[T]], *, timeout: float,
            kind: str = "other") -> T:
        """Run ``factory(client)`` (a coroutine) on the I/O loop, bounded; sync callers.

        Raises:
            HindsightError: unreachable, slow, refused or not found (``.kind`` says which).
        """
        client = self._require_client()
        try:
            result = self._io.run(factory(client), timeout)
        except Exception as exc:  # mapped below; HindsightError carries the guidance
            raise self._failed(exc, kind) from exc
        self._succeeded()
        return result

    async def arun(self, factory: Callable[[Hindsight], Call[T]], *, timeout: float,
                   kind: str = "other") -> T:
        """Async twin of `run`: awaits the I/O loop without blocking the caller's loop."""
        client = self._require_client()
        try:
            result = await self._io.arun(factory(client), timeout)
        except asyncio.CancelledError:
            self.breaker.release_probe()
            raise
        except Exception as exc:
            raise self._failed(exc, kind) from exc
        self._succeeded()
        return result

    def _succeeded(self) -> None:
        self.breaker.record_success()
        self.last_success_at = time.time()

    def _failed(self, exc: BaseException, kind: str) -> HindsightError:
        error = classify(exc)
        if error.counts_as_outage:
            self.breaker.record_failure()
            self.failures[kind] = self.failures.get(kind, 0) + 1
            self.last_error = str(error)
            logger.warning("Hindsight %s failed: %s", kind, error)
        else:
            self.breaker.release_probe()
            if error.kind != "not_found":
                self.last_error = str(error)
        return error

    # ------------------------------------------------------------------ coroutines (I/O loop)
    async def recall_bank(self, client: Hindsight, bank_id: str, query: str, *, budget: str,
                          max_tokens: int, label: str, skip_mirrors: bool = False,
                          lexical_arm: bool = False) -> list[RecallHit]:
        """Recall one bank; a bank that does not exist yet, or is known empty, recalls nothing.

        A bank that answers nothing and lists no document is marked empty (`EmptyBanks`), so the
        next recalls skip it until a write of ours reaches it or the mark expires. With
        ``skip_mirrors`` (a user bank whose USER.md entries the request already carries), a bank
        the `BankLedger` knows to hold only mirrors of builtin entries recalls nothing either; an
        unknown one is recalled, and listed in the background (the recall never waits for it).
        A user bank small enough is then served from its local copy (`BankCopies`; ranked there
        by words and, with the ``security`` extra's sentence model, by meaning) when that copy is
        current; else it is recalled on the server and copied in the background. With
        ``lexical_arm`` the best matches of the question's words in the bank's local copy join
        the server's answer (the copy is made or topped up in the background).
        """
        if self.empty_banks.is_empty(bank_id):
            return []
        if skip_mirrors:
            if self.bank_ledger.skip(bank_id):
                return []
            if self.bank_ledger.mirrors_only(bank_id) is None:
                self._background(self.bank_ledger.check(client, bank_id,
                                                        timeout=client._timeout))
            copied = await self.bank_copies.ahits(bank_id, self.bank_ledger.others(bank_id),
                                                  query)
            if copied is not None:
                return copied
            if self.bank_copies.wants_listing(bank_id, whole=True):
                self._background(self.bank_copies.refresh(
                    client, bank_id, label=label, whole=True, timeout=client._timeout,
                    ledger=lambda: self.bank_ledger.others(bank_id)))
        try:
            response = await client.arecall(bank_id, query, budget=budget, max_tokens=max_tokens)
        except Exception as exc:
            if classify(exc).kind == "not_found":
                self.empty_banks.mark_empty(bank_id)
                return []
            raise
        hits = hits_from_response(response, label)
        if not hits and await self._lists_no_document(client, bank_id):
            self.empty_banks.mark_empty(bank_id)
        elif lexical_arm:
            hits += self.bank_copies.arm(bank_id, query, self.bank_ledger.removal_mark(bank_id))
            if self.bank_copies.wants_listing(bank_id, whole=False):
                self._background(self.bank_copies.refresh(
                    client, bank_id, label=label, whole=False, timeout=client._timeout,
                    ledger=lambda: self.bank_ledger.removal_mark(bank_id)))
        return hits

    def _background(self, coro: Coroutine[Any, Any, Any]) -> None:
        """Run ``coro`` on the I/O loop without waiting for it (cancelled at shutdown)."""
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)  # a strong reference until it ends
        task.add_done_callback(self._tasks.discard)

    async def _lists_no_document(self, client: Hindsight, bank_id: str) -> bool:
        try:
            listed = await client.documents.list_documents(bank_id, limit=1,
                                                           _request_timeout=client._timeout)
        except Exception as exc:  # noqa: BLE001 - only decides whether to cache; logged
            if classify(exc).kind == "not_found":
                return True
            logger.debug("Could not list documents of %s: %r", bank_id, exc)
            return False
        return not (getattr(listed, "total", 0) or getattr(listed, "items", None))

    async def ensure_bank(self, client: Hindsight, bank_id: str, mission: str,
                          retain_mission: str) -> None:
        """Apply the bank missions once per process (retain creates a bank by itself)."""
        wanted = (mission, retain_mission)
        if not any(wanted) or self._ensured.get(bank_id) == wanted:
            return
        await client.acreate_bank(
            bank_id, reflect_mission=mission or None, retain_mission=retain_mission or None
        )
        self._ensured[bank_id] = wanted

    async def send_item(self, client: Hindsight, item: OutboxItem) -> None:
        """Deliver one outbox item: retain (create or replace the document) or delete it."""
        self.empty_banks.invalidate(item.bank_id)
        to_user_bank = item.metadata.get("target") == "user"
        if to_user_bank and item.op == "retain":  # recorded first: a lost answer still counts
            await asyncio.to_thread(self.bank_ledger.record_retain, item.bank_id,
                                    item.document_id)
        try:
            await self._send_item(client, item)
        finally:  # a recall that ran while the write was in flight may have marked it empty
            self.empty_banks.invalidate(item.bank_id)
        if item.op == "delete":  # no local copy may bring the removed memories back
            self.bank_copies.invalidate(item.bank_id)
            await asyncio.to_thread(self.bank_ledger.record_removal, item.bank_id)
        if to_user_bank and item.op == "delete":
            await asyncio.to_thread(self.bank_ledger.record_delete, item.bank_id,
                                    item.document_id)

    async def _send_item(self, client: Hindsight, item: OutboxItem) -> None:
        if item.op == "delete":
            try:
                await client.documents.delete_document(item.bank_id, item.document_id,
                                                       _request_timeout=client._timeout)
            except Exception as exc:
                if classify(exc).kind != "not_found":  # already gone: that is the goal
                    raise
            return
        await self.ensure_bank(client, item.bank_id, item.bank_mission, item.bank_retain_mission)
        await client.aretain(
            item.bank_id, item.content, timestamp=item.timestamp, context=item.context,
            document_id=item.document_id, metadata=dict(item.metadata) or None,
            tags=list(item.tags) or None,
        )

    def forget_bank(self, bank_id: str) -> None:
        """A bank was deleted: its missions must be applied again when it is recreated."""
        self._ensured.pop(bank_id, None)
        self.empty_banks.invalidate(bank_id)
        self.bank_copies.invalidate(bank_id)
        self.bank_ledger.record_cleared(bank_id)

    # ------------------------------------------------------------------ outbox
    def _deliver(self, item: OutboxItem) -> None:
        """Outbox sender callback (sender thread)."""
        if self.state != "ready":
            raise DeliveryError(f"Hindsight is {self.state}", retryable=True)
        timeout = self.config.hindsight.request_timeout_seconds + 1.0
        try:
            self.run(lambda client: self.send_item(client, item), timeout=timeout, kind="retain")
        except HindsightError as exc:
            raise DeliveryError(str(exc), retryable=exc.retryable) from exc

    def submit(self, item: OutboxItem) -> None:
        """Queue ``item`` durably; the sender delivers it (never blocks on the network)."""
        self.empty_banks.invalidate(item.bank_id)
        self.outbox.put(item)

    def send_now(self, item: OutboxItem) -> bool:
        """Deliver ``item`` now (``retain_async: false``); on failure queue it. True if sent."""
        self.empty_banks.invalidate(item.bank_id)
        if self.state == "ready" and self.breaker.allow():
            try:
                self.run(lambda client: self.send_item(client, item),
                         timeout=self.config.hindsight.request_timeout_seconds, kind="retain")
                return True
            except HindsightError as exc:
                if not exc.retryable:
                    logger.error("Hindsight refused a write to %s: %s", item.bank_id, exc)
                    return False
        self.outbox.put(item)
        return False

    async def asend_now(self, item: OutboxItem) -> bool:
        """Async twin of `send_now`."""
        self.empty_banks.invalidate(item.bank_id)
        if self.state == "ready" and self.breaker.allow():
            try:
                await self.arun(lambda client: self.send_item(client, item),
                                timeout=self.config.hindsight.request_timeout_seconds,
                                kind="retain")
                return True
            except HindsightError as exc:
                if not exc.retryable:
                    logger.error("Hindsight refused a write to %s: %s", item.bank_id, exc)
                    return False
        await asyncio.to_thread(self.outbox.put, item)
        return False

    def flush(self, timeout: float) -> bool:
        """Deliver everything pending now; True when the outbox emptied within ``timeout``."""
        return self.outbox.flush(timeout)

    # ------------------------------------------------------------------ status
    def status(self) -> BackendStatus:
        """Backend health for the gateway: connection, breaker, failures, outbox."""
        breaker = self.breaker.state
        return {
            "mode": self.config.hindsight.mode,
            "api_url": self.api_url,
            "state": self.state,
            "connected": self.state == "ready" and breaker == "closed"
            and (self.last_success_at is not None or not any(self.failures.values())),
            "breaker": breaker,
            "consecutive_failures": self.breaker.consecutive_failures,
            "failures": dict(self.failures),
            "last_error": self.last_error,
            "last_success_at": self.last_success_at,
            "outbox": self.outbox.stats(),
            "empty_bank_skips": self.empty_banks.skipped,
            "mirror_only_bank_skips": self.bank_ledger.skipped,
        }

    # ------------------------------------------------------------------ shutdown
    def shutdown(self) -> None:
        """Flush (bounded), stop the sender and the I/O loop, stop an embedded server."""
        with self._shutdown_lock:
            if self._shutting_down:
                return
            self._shutting_down = True
        hs = self.config.hindsight
        reachable = self.state == "ready" and self.breaker.state == "closed"
        # The flush sends through run(), so calls are refused (_closed) only after it.
        if reachable and not self.outbox.flush(hs.shutdown_flush_timeout_seconds):
            logger.warning("%d Hindsight write(s) still pending at shutdown; they stay in %s "
                           "and are sent by the next run", self.outbox.stats()["depth"],
                           self.outbox.location)
        self._closed = True
        self.outbox.stop()
        client = self._client
        self._io.stop(client.aclose() if client is not None else None, timeout=5.0)
        self.outbox.join(timeout=5.0)
        if self._server is not None:
            if self._starter is not None and self._starter.is_alive():
                self._server.stop()  # makes a start in progress fail fast
                self._starter.join(30.0)
            self._server.stop()
        self.state = "stopped"
