"""A worker process for the multi-process outbox tests: a real `RetainOutbox` sender on a
Postgres queue, or a producer that puts items into it.

Run from the repository root::

    python -m tests.support.outbox_worker sender --dsn DSN --queue Q --sink FILE \\
        --overlap FILE --ready FILE --stop FILE
    python -m tests.support.outbox_worker producer --dsn DSN --queue Q --prefix P --count N

The sender's ``deliver`` appends ``"<pid> <document_id>"`` to the sink file (one ``O_APPEND``
write per item, so lines of several processes never tear). Its queue is observed, not imitated:
every pass that holds the real advisory lock also takes an exclusive non-blocking ``flock`` on
``<overlap>.lock``; failing to get it means two senders hold the queue at once, and is written to
the overlap file. The sender runs until the stop file exists (or it is killed).
"""

from __future__ import annotations

import argparse
import fcntl
import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from deerflow_memory_middleware.providers.outbox import OutboxItem, RetainOutbox
from deerflow_memory_middleware.storage.pg.connection import PgConnector
from deerflow_memory_middleware.storage.pg.outbox import PgOutboxQueue


class ObservedQueue:
    """Forwards to a real `PgOutboxQueue`; records passes that overlap another sender's."""

    def __init__(self, inner: PgOutboxQueue, overlap: Path) -> None:
        self._inner = inner
        self._overlap = overlap
        self.location = inner.location
        self.put = inner.put
        self.pending = inner.pending
        self.depth = inner.depth
        self.remove = inner.remove
        self.bury = inner.bury
        self.record_attempt = inner.record_attempt
        self.hold = inner.hold

    @contextmanager
    def sending(self) -> Iterator[bool]:
        with self._inner.sending() as held:
            if not held:
                yield False
                return
            fd = os.open(f"{self._overlap}.lock", os.O_RDWR | os.O_CREAT, 0o644)
            try:
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                except BlockingIOError:
                    _append(self._overlap, f"{os.getpid()} entered a pass another sender held\n")
                yield True
            finally:
                os.close(fd)  # releases the flock


def _append(path: Path, line: str) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        os.write(fd, line.encode())
    finally:
        os.close(fd)


def run_sender(args: argparse.Namespace) -> None:
    connector = PgConnector(args.dsn)
    queue = ObservedQueue(PgOutboxQueue(connector, queue=args.queue), Path(args.overlap))
    pid = os.getpid()

    def deliver(item: OutboxItem) -> None:
        time.sleep(args.delay)  # a delivery takes a moment, like a real HTTP call
        _append(Path(args.sink), f"{pid} {item.document_id}\n")

    box = RetainOutbox(queue=queue, deliver=deliver, initial_backoff=0.05, max_backoff=0.5,
                       idle_poll_seconds=0.2)
    box.start()
    Path(args.ready).write_text(str(pid))
    try:
        while not Path(args.stop).exists():
            time.sleep(0.05)
    finally:
        box.stop()
        box.join(10)
        connector.close()


def run_producer(args: argparse.Namespace) -> None:
    connector = PgConnector(args.dsn)
    queue = PgOutboxQueue(connector, queue=args.queue)
    try:
        for n in range(args.count):
            queue.put(OutboxItem(op="retain", bank_id="bank", document_id=f"{args.prefix}-{n:04d}",
                                 content=f"item {n} of {args.prefix}"))
    finally:
        connector.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("role", choices=["sender", "producer"])
    parser.add_argument("--dsn", required=True)
    parser.add_argument("--queue", required=True)
    parser.add_argument("--sink", default="")
    parser.add_argument("--overlap", default="")
    parser.add_argument("--ready", default="")
    parser.add_argument("--stop", default="")
    parser.add_argument("--delay", type=float, default=0.003)
    parser.add_argument("--prefix", default="p")
    parser.add_argument("--count", type=int, default=0)
    args = parser.parse_args()
    if args.role == "sender":
        run_sender(args)
    else:
        run_producer(args)


if __name__ == "__main__":
    main()
