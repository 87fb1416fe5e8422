"""The durable retain queue: a journal (an `OutboxQueue`) and a background sender.

Every write meant for Hindsight (a retained turn, a mirrored memory entry, a deletion) becomes one
item in a durable queue before `put` returns, so it survives a Hindsight outage and a process
crash or restart. The queue is a folder of JSON files (``{base_dir}/.outbox``, the ``files``
backend) or rows of a table shared by every worker (the ``postgres`` backend). A sender thread
delivers the items in order and removes each one after Hindsight accepted it. Delivery is
idempotent because every item names its document: a retain replaces the document, a delete
removes it, so an item resent after a crash between "delivered" and "removed" leaves the bank as
if it were sent once. For the same reason, when a later item names the same (bank, document),
the earlier one is dropped unsent.

Retries: a retryable failure (server down, slow, 5xx) stops the pass (order matters: a delete
must not overtake its retain) and the sender waits with exponential backoff, from
``initial_backoff`` doubling up to ``max_backoff``; `flush` retries at once. A permanent failure
(HTTP 400 / 422: the item can never succeed) buries the item (``dead/``, or the dead table) with
a log line. A queue that cannot be reached (the database is down) also stops the pass with the
same backoff; sending resumes when it is back.

Several processes may share one queue (an agent and the gateway, or many workers on many hosts):
a pass runs inside `OutboxQueue.sending`, so only one process sends at a time, and a process picks
up items another one wrote (it rescans every ``idle_poll_seconds``).

Lifecycle: ``start()`` starts the sender thread; ``put`` / ``flush`` / ``depth`` / ``drop`` any
time; ``stop()`` + ``join()`` end it (the owner calls both, bounded). Pending items stay in the
queue and are sent by the next process that starts a sender on it.
"""

from __future__ import annotations

import json
import logging
import threading
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Literal, TypedDict

from ..errors import ExternalProviderError, StorageError

if TYPE_CHECKING:
    from ..storage.base import OutboxQueue

logger = logging.getLogger(__name__)

__all__ = ["DeliveryError", "OutboxItem", "OutboxStats", "RetainOutbox"]


class OutboxStats(TypedDict):
    """`RetainOutbox.stats`: queue depth and delivery counters."""

    depth: int
    delivered: int
    failed_attempts: int
    dead: int
    last_error: str | None
    retry_in_seconds: float


@dataclass(frozen=True)
class OutboxItem:
    """One write for Hindsight.

    Attributes:
        op: ``"retain"`` (create or replace the document) or ``"delete"`` (remove it).
        bank_id: the target bank.
        document_id: the document this item creates, replaces or deletes.
        content: the text to retain.
        tags: tags to store with the memory.
        timestamp: ISO-8601 time of the event (the turn or the write).
        context: a short description of where the text comes from.
        metadata: string key/values stored with the memory.
        bank_mission: applied to the bank when the sender creates it (empty: none).
        bank_retain_mission: retain mission applied when the bank is created.
        created_at: wall-clock time the item was queued.
    """

    op: Literal["retain", "delete"]
    bank_id: str
    document_id: str
    content: str = ""
    tags: tuple[str, ...] = ()
    timestamp: str | None = None
    context: str | None = None
    metadata: dict[str, str] = field(default_factory=dict)
    bank_mission: str = ""
    bank_retain_mission: str = ""
    created_at: float = field(default_factory=time.time)

    def to_json(self) -> str:
        data = asdict(self)
        data["tags"] = list(self.tags)
        data["version"] = 1
        return json.dumps(data, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> OutboxItem:
        data = json.loads(text)
        data.pop("version", None)
        data["tags"] = tuple(data.get("tags") or ())
        return cls(**data)


class DeliveryError(ExternalProviderError):
    """Delivering an item failed.

    Args:
        message: what went wrong.
        retryable: True when a later attempt may succeed (server down, slow, overloaded).
    """

    def __init__(self, message: str, *, retryable: bool) -> None:
        super().__init__(message)
        self.retryable = retryable


Deliver = Callable[[OutboxItem], None]


class RetainOutbox:
    """A durable queue of pending Hindsight writes with a background sender thread.

    Args:
        directory: a journal folder (``{base_dir}/.outbox``) for a files queue; give either
            this or ``queue``.
        queue: the queue to send from (files or Postgres).
        deliver: sends one item; raises `DeliveryError` on failure. Runs on the sender thread.
        max_attempts: retryable attempts per item before it is buried (0: forever).
        initial_backoff: first wait after a failed pass, in seconds.
        max_backoff: longest wait between passes while the server keeps failing.
        idle_poll_seconds: how often an idle sender rescans for items of other processes.
    """

    def __init__(
        self,
        directory: Path | None = None,
        *,
        queue: OutboxQueue | None = None,
        deliver: Deliver,
        max_attempts: int = 0,
        initial_backoff: float = 0.5,
        max_backoff: float = 30.0,
        idle_poll_seconds: float = 2.0,
    ) -> None:
        if (directory is None) == (queue is None):
            raise ValueError("RetainOutbox needs exactly one of directory= and queue=")
        if queue is None:
            from ..storage.files_outbox import FilesOutboxQueue  # the files module imports us

            assert directory is not None
            queue = FilesOutboxQueue(Path(directory))
        self.queue: OutboxQueue = queue
        # Checked just before each delivery: another process may have dropped the item since
        # the pass read the queue (a bank being erased must not be written again).
        self._still_waiting = queue.hold
        self._deliver = deliver
        self._max_attempts = max_attempts
        self._initial_backoff = initial_backoff
        self._max_backoff = max(max_backoff, initial_backoff)
        self._idle_poll = idle_poll_seconds
        self._pass_lock = threading.Lock()
        self._wake = threading.Event()
        self._stopping = threading.Event()
        self._backoff = 0.0
        self._retry_at = 0.0
        self._flush_until = 0.0
        self._thread: threading.Thread | None = None
        self._last_depth = 0
        self.delivered = 0
        self.failed_attempts = 0
        self.dead = 0
        self.last_error: str | None = None

    @property
    def location(self) -> str:
        """Where the pending items live, for messages."""
        return self.queue.location

    # ------------------------------------------------------------------ lifecycle
    def start(self) -> None:
        """Start the sender thread (idempotent)."""
        if self._thread is not None:
            return
        self._thread = threading.Thread(target=self._run, name="hindsight-outbox", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        """Ask the sender to stop after the current item; does not wait (see `join`)."""
        self._stopping.set()
        self._wake.set()

    def join(self, timeout: float) -> bool:
        """Wait up to ``timeout`` seconds for the sender thread; True when it has ended."""
        thread = self._thread
        if thread is None:
            return True
        thread.join(timeout)
        if thread.is_alive():
            logger.warning("Hindsight outbox sender still busy after %.1fs; pending items stay "
                           "in %s and are sent by the next run", timeout, self.location)
            return False
        self._thread = None
        return True

    # ------------------------------------------------------------------ queue
    def put(self, item: OutboxItem) -> str:
        """Store ``item`` durably and wake the sender; returns its key in the queue.

        Raises:
            StorageError: the queue could not be written (disk full, permissions, database
                unavailable); nothing was queued.
            OSError: the journal folder could not be written.
        """
        key = self.queue.put(item)
        self._wake.set()
        return key

    def depth(self) -> int:
        """Items waiting for delivery (written by any process).

        Raises:
            StorageError: the queue cannot be read.
        """
        self._last_depth = self.queue.depth()
        return self._last_depth

    def pending(self) -> list[OutboxItem]:
        """The waiting items, oldest first (unreadable ones are buried)."""
        return [item for _, item in self.queue.pending()]

    def drop(self, predicate: Callable[[OutboxItem], bool]) -> int:
        """Delete waiting items that ``predicate`` selects (e.g. a bank being erased)."""
        removed = 0
        with self._pass_lock:
            for key, item in self.queue.pending():
                if predicate(item):
                    self.queue.remove(key)
                    removed += 1
        return removed

    def flush(self, timeout: float) -> bool:
        """Retry at once and wait up to ``timeout`` seconds until nothing is pending (False
        also when the queue cannot be read meanwhile)."""
        deadline = time.monotonic() + max(0.0, timeout)
        self._flush_until = max(self._flush_until, deadline)
        self._retry_at = 0.0
        self._wake.set()
        while True:
            try:
                if not self.depth():
                    return True
            except StorageError as exc:
                logger.debug("Outbox depth unknown while flushing: %s", exc)
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return False
            time.sleep(min(0.05, remaining))

    # ------------------------------------------------------------------ sender
    def _run(self) -> None:
        while not self._stopping.is_set():
            timeout = self._idle_poll
            if self._retry_at:
                timeout = max(0.0, min(timeout, self._retry_at - time.monotonic()))
            self._wake.wait(timeout)
            self._wake.clear()
            if self._stopping.is_set():
                break
            if self._retry_at and time.monotonic() < self._retry_at:
                continue  # backing off: a new item does not trigger an early retry
            try:
                self._pass()
            except StorageError as exc:  # the queue itself is unreachable: wait for it
                self.last_error = str(exc)
                logger.warning("Hindsight outbox queue %s unavailable (%s); retrying later",
                               self.location, exc)
                self._fail_backoff()
            except Exception:  # the sender must outlive any bug in one pass
                logger.exception("Hindsight outbox pass failed; retrying later")
                self._fail_backoff()

    def _pass(self) -> None:
        if not self.depth():
            return
        with self.queue.sending() as sending:
            if not sending:
                logger.debug("Another process is sending %s; waiting", self.location)
                return
            with self._pass_lock:
                self._send_pending()

    def _send_pending(self) -> None:
        items = self.queue.pending()
        last_index = {(item.bank_id, item.document_id): i for i, (_, item) in enumerate(items)}
        for index, (key, item) in enumerate(items):
            if self._stopping.is_set():
                return
            if last_index[(item.bank_id, item.document_id)] != index:
                self.queue.remove(key)  # a later item supersedes it
                continue
            if not self._still_waiting(key):
                continue
            try:
                self._deliver(item)
            except DeliveryError as exc:
                self.last_error = str(exc)
                if not exc.retryable:
                    logger.error("Hindsight refused outbox item %s for bank %s (%s)",
                                 key, item.bank_id, exc)
                    self._bury(key, f"refused: {exc}")
                    continue
                self.failed_attempts += 1
                attempts = self.queue.record_attempt(key)
                if self._max_attempts and attempts >= self._max_attempts:
                    logger.error("Giving up on outbox item %s after %d attempts (%s)",
                                 key, attempts, exc)
                    self._bury(key, f"gave up after {attempts} attempts: {exc}")
                    continue
                logger.info("Hindsight unreachable (%s); %d item(s) wait in the outbox", exc,
                            len(items) - index)
                self._fail_backoff()
                return
            self.queue.remove(key)
            self.delivered += 1
            self._backoff = 0.0
            self._retry_at = 0.0

    def _bury(self, key: str, reason: str) -> None:
        self.queue.bury(key, reason)
        self.dead += 1

    def _fail_backoff(self) -> None:
        self._backoff = min(self._max_backoff, max(self._initial_backoff, self._backoff * 2))
        delay = self._backoff
        if time.monotonic() < self._flush_until:
            delay = min(delay, 0.25)  # someone is waiting in flush(): keep trying
        self._retry_at = time.monotonic() + delay

    def stats(self) -> OutboxStats:
        """Counters for the status page (``depth`` is the last known one while the queue cannot
        be read; ``last_error`` then says why)."""
        try:
            depth = self.depth()
        except StorageError as exc:
            depth = self._last_depth
            self.last_error = str(exc)
        return {
            "depth": depth,
            "delivered": self.delivered,
            "failed_attempts": self.failed_attempts,
            "dead": self.dead,
            "last_error": self.last_error,
            "retry_in_seconds": round(max(0.0, self._retry_at - time.monotonic()), 3)
            if self._retry_at else 0.0,
        }
