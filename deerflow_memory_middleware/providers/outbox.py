"""The durable retain queue: a journal on disk and a background sender.

Every write meant for Hindsight (a retained turn, a mirrored memory entry, a deletion) becomes one
JSON file in ``{base_dir}/.outbox/pending/``, written atomically and fsynced before `put` returns,
so it survives a Hindsight outage and a process crash or restart. A sender thread delivers the
files in order (file names sort by creation time) and deletes each one after Hindsight accepted
it. Delivery is idempotent because every item names its document: a retain replaces the
document, a delete removes it, so a file resent after a crash between "delivered" and
"deleted" leaves the bank as if it were sent once. For the same reason, when a later item names
the same (bank, document), the earlier one is dropped unsent.

Retries: a retryable failure (server down, slow, 5xx) stops the pass (order matters: a delete
must not overtake its retain) and the sender waits with exponential backoff, from
``initial_backoff`` doubling up to ``max_backoff``; `flush` retries at once. A permanent failure
(HTTP 400 / 422: the item can never succeed) moves the file to ``dead/`` with a log line.

Several processes may share one ``base_dir`` (an agent and the gateway): a pass holds
``sender.lock`` (filelock), so only one process sends at a time, and a process picks up files
another one wrote (it rescans every ``idle_poll_seconds``).

Lifecycle: ``start()`` starts the sender thread; ``put`` / ``flush`` / ``depth`` / ``drop`` any
time; ``stop()`` + ``join()`` end it (the owner calls both, bounded). Pending files stay on disk
and are sent by the next process that starts a sender on the same directory.
"""

from __future__ import annotations

import itertools
import json
import logging
import os
import threading
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Literal, TypedDict

from filelock import FileLock, Timeout

from ..errors import ExternalProviderError
from ..fsutil import atomic_write_text

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
    """A journal of pending Hindsight writes with a background sender thread.

    Args:
        directory: the journal folder (``{base_dir}/.outbox``).
        deliver: sends one item; raises `DeliveryError` on failure. Runs on the sender thread.
        max_attempts: retryable attempts per item before it is moved to ``dead/`` (0: forever).
        initial_backoff: first wait after a failed pass, in seconds.
        max_backoff: longest wait between passes while the server keeps failing.
        idle_poll_seconds: how often an idle sender rescans for files of other processes.
    """

    def __init__(
        self,
        directory: Path,
        *,
        deliver: Deliver,
        max_attempts: int = 0,
        initial_backoff: float = 0.5,
        max_backoff: float = 30.0,
        idle_poll_seconds: float = 2.0,
    ) -> None:
        self.directory = Path(directory)
        self.pending_dir = self.directory / "pending"
        self.dead_dir = self.directory / "dead"
        self.pending_dir.mkdir(parents=True, exist_ok=True)
        self._deliver = deliver
        self._max_attempts = max_attempts
        self._initial_backoff = initial_backoff
        self._max_backoff = max(max_backoff, initial_backoff)
        self._idle_poll = idle_poll_seconds
        self._file_lock = FileLock(str(self.directory / "sender.lock"))
        self._pass_lock = threading.Lock()
        self._wake = threading.Event()
        self._stopping = threading.Event()
        self._attempts: dict[str, int] = {}
        self._backoff = 0.0
        self._retry_at = 0.0
        self._flush_until = 0.0
        self._counter = itertools.count()
        self._thread: threading.Thread | None = None
        self.delivered = 0
        self.failed_attempts = 0
        self.dead = 0
        self.last_error: str | None = None

    # ------------------------------------------------------------------ lifecycle
    def start(self) -> None:
        """Start the sender thread (idempotent)."""
        if self._thread is not None:
            return
        self._thread = threading.Thread(
            target=self._run, name=f"hindsight-outbox-{self.directory.name}", daemon=True
        )
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
                           "on disk in %s and are sent by the next run", timeout, self.pending_dir)
            return False
        self._thread = None
        return True

    # ------------------------------------------------------------------ queue
    def put(self, item: OutboxItem) -> str:
        """Write ``item`` durably (fsynced) and wake the sender; returns the journal file name.

        Raises:
            OSError: the journal could not be written (disk full, permissions).
        """
        name = f"{time.time_ns():020d}-{os.getpid()}-{next(self._counter):08d}.json"
        atomic_write_text(self.pending_dir / name, item.to_json())
        self._wake.set()
        return name

    def depth(self) -> int:
        """Items waiting for delivery (written by any process)."""
        return len(self._names())

    def pending(self) -> list[OutboxItem]:
        """The waiting items, oldest first (unreadable files are skipped)."""
        return [item for _, item in self._read_all()]

    def drop(self, predicate: Callable[[OutboxItem], bool]) -> int:
        """Delete waiting items that ``predicate`` selects (e.g. a bank being erased)."""
        removed = 0
        with self._pass_lock:
            for name, item in self._read_all():
                if predicate(item):
                    (self.pending_dir / name).unlink(missing_ok=True)
                    removed += 1
        return removed

    def flush(self, timeout: float) -> bool:
        """Retry at once and wait up to ``timeout`` seconds until nothing is pending."""
        deadline = time.monotonic() + max(0.0, timeout)
        self._flush_until = max(self._flush_until, deadline)
        self._retry_at = 0.0
        self._wake.set()
        while True:
            if not self._names():
                return True
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return False
            time.sleep(min(0.05, remaining))

    # ------------------------------------------------------------------ sender
    def _names(self) -> list[str]:
        try:
            return sorted(e.name for e in os.scandir(self.pending_dir)
                          if e.name.endswith(".json") and not e.name.startswith("."))
        except FileNotFoundError:
            return []

    def _read_all(self) -> list[tuple[str, OutboxItem]]:
        items = []
        for name in self._names():
            item = self._read(name)
            if item is not None:
                items.append((name, item))
        return items

    def _read(self, name: str) -> OutboxItem | None:
        path = self.pending_dir / name
        try:
            return OutboxItem.from_json(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return None  # delivered or dropped by someone else meanwhile
        except (OSError, ValueError, TypeError) as exc:
            logger.error("Unreadable outbox item %s (%s); moved to %s", path, exc, self.dead_dir)
            self._bury(name)
            return None

    def _bury(self, name: str) -> None:
        self.dead_dir.mkdir(parents=True, exist_ok=True)
        try:
            os.replace(self.pending_dir / name, self.dead_dir / name)
        except FileNotFoundError:
            return
        self.dead += 1

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
            except Exception:  # the sender must outlive any bug in one pass
                logger.exception("Hindsight outbox pass failed; retrying later")
                self._fail_backoff()

    def _pass(self) -> None:
        if not self._names():
            return
        try:
            self._file_lock.acquire(timeout=0)
        except Timeout:
            logger.debug("Another process is sending %s; waiting", self.pending_dir)
            return
        try:
            with self._pass_lock:
                self._send_pending()
        finally:
            self._file_lock.release()

    def _send_pending(self) -> None:
        items = self._read_all()
        last_index = {(item.bank_id, item.document_id): i for i, (_, item) in enumerate(items)}
        for index, (name, item) in enumerate(items):
            if self._stopping.is_set():
                return
            if last_index[(item.bank_id, item.document_id)] != index:
                (self.pending_dir / name).unlink(missing_ok=True)  # a later item supersedes it
                continue
            if not (self.pending_dir / name).exists():
                continue
            try:
                self._deliver(item)
            except DeliveryError as exc:
                self.last_error = str(exc)
                if not exc.retryable:
                    logger.error("Hindsight refused outbox item %s for bank %s (%s); moved to %s",
                                 name, item.bank_id, exc, self.dead_dir)
                    self._bury(name)
                    continue
                self.failed_attempts += 1
                attempts = self._attempts.get(name, 0) + 1
                self._attempts[name] = attempts
                if self._max_attempts and attempts >= self._max_attempts:
                    logger.error("Giving up on outbox item %s after %d attempts (%s); moved to %s",
                                 name, attempts, exc, self.dead_dir)
                    self._bury(name)
                    self._attempts.pop(name, None)
                    continue
                logger.info("Hindsight unreachable (%s); %d item(s) wait in the outbox", exc,
                            len(items) - index)
                self._fail_backoff()
                return
            (self.pending_dir / name).unlink(missing_ok=True)
            self._attempts.pop(name, None)
            self.delivered += 1
            self._backoff = 0.0
            self._retry_at = 0.0

    def _fail_backoff(self) -> None:
        self._backoff = min(self._max_backoff, max(self._initial_backoff, self._backoff * 2))
        delay = self._backoff
        if time.monotonic() < self._flush_until:
            delay = min(delay, 0.25)  # someone is waiting in flush(): keep trying
        self._retry_at = time.monotonic() + delay

    def stats(self) -> OutboxStats:
        """Counters for the status page."""
        return {
            "depth": self.depth(),
            "delivered": self.delivered,
            "failed_attempts": self.failed_attempts,
            "dead": self.dead,
            "last_error": self.last_error,
            "retry_in_seconds": round(max(0.0, self._retry_at - time.monotonic()), 3)
            if self._retry_at else 0.0,
        }
