"""The Postgres outbox queue under the faults it exists for: several worker processes sharing one
queue while one of them is killed, and the database going away and coming back.

Everything here is real: a PostgreSQL server (tests/support/postgres_plugin.py), worker processes
running `RetainOutbox` senders (tests/support/outbox_worker.py), SIGKILL, ``pg_ctl stop``.
"""

from __future__ import annotations

import collections
import logging
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from deerflow_memory_middleware.errors import ErrorCode, StorageError
from deerflow_memory_middleware.providers.outbox import DeliveryError, OutboxItem, RetainOutbox
from deerflow_memory_middleware.storage.pg.connection import PgConnector
from deerflow_memory_middleware.storage.pg.outbox import PgOutboxQueue
from deerflow_memory_middleware.storage.pg.schema import ensure_schema
from tests.support.hindsight_plugin import wait_until
from tests.support.postgres_plugin import PostgresServer

pytestmark = pytest.mark.postgres

REPO = Path(__file__).resolve().parents[2]
QUEUE = ".outbox"
SENDERS = 3
PRODUCERS = {"proc-a": "process", "proc-b": "process", "thread-c": "thread", "thread-d": "thread"}
PER_PRODUCER = 125  # 4 producers x 125 = 500 items
KILL_AFTER = 150  # deliveries seen before one sender is killed
OUTAGE_S = 16.0  # how long the database stays down in the outage test


def item(doc: str, op: str = "retain") -> OutboxItem:
    return OutboxItem(op=op, bank_id="bank", document_id=doc, content=f"text {doc}")


@pytest.fixture
def connector(pg_dsn: str) -> Iterator[PgConnector]:
    pool = PgConnector(pg_dsn, timeout=2.0)
    ensure_schema(pool)
    yield pool
    pool.close()


def _rows(dsn: str, sql: str) -> list[tuple[object, ...]]:
    with psycopg.connect(dsn, connect_timeout=5) as conn:
        return conn.execute(sql.encode()).fetchall()


def _sink_lines(sink: Path) -> list[tuple[int, str]]:
    if not sink.exists():
        return []
    lines = []
    for line in sink.read_text().splitlines():
        pid, doc = line.split(" ", 1)
        lines.append((int(pid), doc))
    return lines


def test_one_sender_at_a_time_across_processes_nothing_lost_when_one_is_killed(
        pg_dsn: str, connector: PgConnector, tmp_path: Path) -> None:
    sink, overlap, stop = tmp_path / "sink.txt", tmp_path / "overlap.txt", tmp_path / "stop"
    worker = [sys.executable, "-m", "tests.support.outbox_worker"]
    common = ["--dsn", pg_dsn, "--queue", QUEUE]
    senders: list[subprocess.Popen[bytes]] = []
    producers: list[subprocess.Popen[bytes]] = []
    try:
        for n in range(SENDERS):
            senders.append(subprocess.Popen(
                [*worker, "sender", *common, "--sink", str(sink), "--overlap", str(overlap),
                 "--ready", str(tmp_path / f"ready-{n}"), "--stop", str(stop)], cwd=REPO))
        assert wait_until(lambda: all((tmp_path / f"ready-{n}").exists()
                                      for n in range(SENDERS)), timeout=60), "senders start"

        for prefix, kind in PRODUCERS.items():
            if kind == "process":
                producers.append(subprocess.Popen(
                    [*worker, "producer", *common, "--prefix", prefix,
                     "--count", str(PER_PRODUCER)], cwd=REPO))
        queue = PgOutboxQueue(connector, queue=QUEUE)
        threads = [threading.Thread(target=lambda p=prefix: [
            queue.put(item(f"{p}-{n:04d}")) for n in range(PER_PRODUCER)])
            for prefix, kind in PRODUCERS.items() if kind == "thread"]
        for thread in threads:
            thread.start()

        # Kill the sender that is delivering right now, mid-run.
        assert wait_until(lambda: len(_sink_lines(sink)) >= KILL_AFTER, timeout=120)
        victim_pid = _sink_lines(sink)[-1][0]
        victim = next(p for p in senders if p.pid == victim_pid)
        victim.send_signal(signal.SIGKILL)
        victim.wait(10)
        killed_at = len(_sink_lines(sink))

        for thread in threads:
            thread.join(60)
        for producer in producers:
            assert producer.wait(60) == 0
        everything = {f"{p}-{n:04d}" for p in PRODUCERS for n in range(PER_PRODUCER)}
        assert wait_until(lambda: {d for _, d in _sink_lines(sink)} >= everything
                          and queue.depth() == 0, timeout=120, interval=0.2), (
            f"{len(everything - {d for _, d in _sink_lines(sink)})} item(s) never delivered")
    finally:
        stop.touch()
        for process in senders + producers:
            try:
                process.wait(15)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(5)

    lines = _sink_lines(sink)
    counts = collections.Counter(doc for _, doc in lines)
    duplicated = {doc: n for doc, n in counts.items() if n > 1}
    # At most the one item in flight at the kill is delivered twice, first by the victim.
    assert len(duplicated) <= 1 and all(n == 2 for n in duplicated.values()), duplicated
    for doc in duplicated:
        assert next(pid for pid, d in lines if d == doc) == victim_pid
    assert set(counts) == everything and len(lines) == len(everything) + len(duplicated)
    # Never two senders at once, and the survivors took over after the kill.
    assert not overlap.exists() or overlap.read_text() == ""
    assert {pid for pid, _ in lines[killed_at:]} - {victim_pid}
    # Each producer's items went out in the order it put them.
    first_seen: dict[str, list[int]] = collections.defaultdict(list)
    for doc in dict.fromkeys(doc for _, doc in lines):
        prefix, number = doc.rsplit("-", 1)
        first_seen[prefix].append(int(number))
    assert all(numbers == sorted(numbers) for numbers in first_seen.values())
    assert _rows(pg_dsn, "SELECT count(*) FROM memory_outbox") == [(0,)]
    assert _rows(pg_dsn, "SELECT count(*) FROM memory_outbox_dead") == [(0,)]


def test_database_outage_fails_puts_cleanly_and_the_sender_resumes(
        pg_server: PostgresServer, pg_dsn: str, connector: PgConnector,
        caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING, logger="deerflow_memory_middleware.providers.outbox")
    sent: list[str] = []

    def deliver(entry: OutboxItem) -> None:
        time.sleep(0.01)
        sent.append(entry.document_id)

    box = RetainOutbox(queue=PgOutboxQueue(connector, queue=QUEUE), deliver=deliver,
                       initial_backoff=0.05, max_backoff=0.5, idle_poll_seconds=0.1)
    box.start()
    try:
        before = [f"before-{n}" for n in range(30)]
        for doc in before:
            box.put(item(doc))
        pg_server.stop()  # mid-run: the sender is delivering the first items
        down_at = time.monotonic()

        with pytest.raises(StorageError) as refused:
            box.put(item("during"))
        assert refused.value.code == ErrorCode.STORAGE_UNAVAILABLE
        assert "unavailable" in str(refused.value) and "retry" in str(refused.value)
        assert wait_until(lambda: "unavailable" in (box.last_error or ""), timeout=15), \
            "the sender notices the queue is unreachable"
        assert wait_until(lambda: sum("retrying later" in r.getMessage()
                                      for r in caplog.records) >= 3, timeout=30), \
            "it keeps backing off and retrying while the outage lasts"
        assert box.stats()["depth"] >= 0  # the status page still answers (last known depth)
        # An outage of OUTAGE_S: long enough for a connection pool's own reconnection backoff
        # to grow past the checkout timeout (psycopg_pool's default: 1, 2, 4, 8 s, ...).
        time.sleep(max(0.0, down_at + OUTAGE_S - time.monotonic()))

        pg_server.start()
        after = [f"after-{n}" for n in range(10)]
        for doc in after:
            box.put(item(doc))  # accepted at once: the pool reconnects on demand
        assert box.flush(30), box.stats()
    finally:
        box.stop()
        box.join(10)

    assert set(sent) == set(before) | set(after), "nothing lost"
    assert "during" not in sent and _rows(
        pg_dsn, "SELECT count(*) FROM memory_outbox WHERE document_id = 'during'") == [(0,)]
    # A delivery cut off by the outage (delivered, not yet removed) may be sent again, once.
    assert len(sent) - len(set(sent)) <= 1
    assert [d for d in dict.fromkeys(sent)] == before + after, "order kept across the outage"


def test_attempt_counters_survive_a_restart_of_the_outbox(pg_dsn: str,
                                                          connector: PgConnector) -> None:
    calls: list[str] = []

    def refuse(entry: OutboxItem) -> None:
        calls.append(entry.document_id)
        if len(calls) == 2:
            first.stop()  # the process ends after its second failed attempt
        raise DeliveryError("server down", retryable=True)

    first = RetainOutbox(queue=PgOutboxQueue(connector, queue=QUEUE), deliver=refuse,
                         max_attempts=3, initial_backoff=0.02, max_backoff=0.02)
    first.put(item("stubborn"))
    first.start()
    assert wait_until(lambda: len(calls) == 2, timeout=10)
    assert first.join(10)
    assert _rows(pg_dsn, "SELECT attempts FROM memory_outbox") == [(2,)]

    # A new process (new pool, new outbox, nothing in memory): one more failure is the third.
    pool = PgConnector(pg_dsn, timeout=2.0)
    again = RetainOutbox(queue=PgOutboxQueue(pool, queue=QUEUE), deliver=refuse,
                         max_attempts=3, initial_backoff=0.02, max_backoff=0.02)
    again.start()
    try:
        assert again.flush(10)
    finally:
        again.stop()
        again.join(10)
        pool.close()
    assert len(calls) == 3 and again.failed_attempts == 1 and again.dead == 1
    dead = _rows(pg_dsn, "SELECT queue, reason FROM memory_outbox_dead")
    assert len(dead) == 1 and dead[0][0] == QUEUE and "3 attempts" in str(dead[0][1])
    assert _rows(pg_dsn, "SELECT count(*) FROM memory_outbox") == [(0,)]


def test_the_first_put_after_a_database_restart_succeeds(pg_server: PostgresServer,
                                                          pg_dsn: str,
                                                          connector: PgConnector) -> None:
    queue = PgOutboxQueue(connector, queue=QUEUE)
    queue.put(item("before"))  # leaves idle connections in the pool
    pg_server.restart()  # the server closes them
    queue.put(item("after"))  # a closed one is replaced on checkout, not handed out
    assert [entry.document_id for _, entry in queue.pending()] == ["before", "after"]


def test_an_erase_in_another_worker_waits_for_the_delivery_in_flight(
        pg_dsn: str, connector: PgConnector) -> None:
    """The bank of the item being delivered is erased by another worker meanwhile: its drop
    returns only after the delivery is done, so the erase that follows it comes last."""
    other_pool = PgConnector(pg_dsn, timeout=2.0)
    other = RetainOutbox(queue=PgOutboxQueue(other_pool, queue=QUEUE), deliver=lambda i: None)
    events: list[str] = []
    dropper: list[threading.Thread] = []

    def deliver(entry: OutboxItem) -> None:
        if entry.document_id == "in-flight":
            thread = threading.Thread(target=lambda: (
                other.drop(lambda i: i.bank_id == "bank"), events.append("dropped")))
            dropper.append(thread)
            thread.start()
            time.sleep(0.5)  # the drop is waiting now, if the row is held
        events.append(f"delivered {entry.document_id}")

    box = RetainOutbox(queue=PgOutboxQueue(connector, queue=QUEUE), deliver=deliver)
    box.put(item("in-flight"))
    box.start()
    try:
        assert box.flush(10)
        dropper[0].join(10)
    finally:
        box.stop()
        box.join(10)
        other_pool.close()
    assert events == ["delivered in-flight", "dropped"]
    assert _rows(pg_dsn, "SELECT count(*) FROM memory_outbox") == [(0,)]
