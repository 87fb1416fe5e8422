"""Server-free parts of the Hindsight provider: bank ids, breaker, outbox journal, rendering."""

from __future__ import annotations

import threading
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from deerflow_memory_middleware.config import ConfigError, MemoryConfig, load_memory_config
from deerflow_memory_middleware.providers.bank_router import (
    MAX_BANK_ID_BYTES,
    BankRouter,
    BankTemplateError,
    encode_component,
    validate_templates,
)
from deerflow_memory_middleware.providers.breaker import CircuitBreaker
from deerflow_memory_middleware.providers.hindsight_errors import classify
from deerflow_memory_middleware.providers.hindsight_recall import (
    RecallHit,
    merge_hits,
    render_hits,
)
from deerflow_memory_middleware.providers.outbox import DeliveryError, OutboxItem, RetainOutbox
from deerflow_memory_middleware.storage.base import OutboxQueue
from deerflow_memory_middleware.storage.files_outbox import FilesOutboxQueue
from deerflow_memory_middleware.tokens import count_tokens

DEFAULT = BankRouter("deerflow-user-{user_id}", "deerflow-work-{user_id}-{agent_id}")
ids = st.text(min_size=0, max_size=140)


# ------------------------------------------------------------------ bank ids
@settings(max_examples=400, deadline=None)
@given(ids, ids, ids, ids)
def test_distinct_scopes_never_share_a_bank(user_a, agent_a, user_b, agent_b):
    banks_a = {DEFAULT.user_bank(user_a, agent_a), DEFAULT.work_bank(user_a, agent_a)}
    if user_a != user_b:
        assert DEFAULT.user_bank(user_b, agent_b) not in banks_a
    if (user_a, agent_a) != (user_b, agent_b):
        assert DEFAULT.work_bank(user_b, agent_b) not in banks_a
    for bank in banks_a:
        assert len(bank.encode()) <= MAX_BANK_ID_BYTES and not bank.startswith("_")


def test_hostile_ids_cannot_forge_another_users_bank():
    assert DEFAULT.work_bank("a-b", "c") != DEFAULT.work_bank("a", "b-c")
    assert DEFAULT.user_bank("bob", "a") != DEFAULT.user_bank("bob-", "a")
    assert DEFAULT.user_bank("x-work-y", "a") != DEFAULT.work_bank("x", "y")
    assert encode_component("") == "_" and encode_component("a.b") == "a_2eb"
    assert encode_component("x" * 200).startswith("_h")


@pytest.mark.parametrize("user, work", [
    ("", "w-{user_id}-{agent_id}"),
    ("u-{user}", "w-{user_id}"),
    ("u-{agent_id}", "w-{user_id}"),
    ("{user_id}", "w-{user_id}"),
    ("u-{user_id}", "w-{user_id}{agent_id}"),
    ("u-{user_id}", "w-{user_id}x{agent_id}"),
    ("u/{user_id}", "w-{user_id}"),
    ("same-{user_id}", "same-{user_id}"),
    ("x-{user_id}-{agent_id}", "x-{agent_id}-{user_id}"),
    ("u-" + "a" * 180 + "-{user_id}", "w-{user_id}"),
])
def test_bad_templates_are_rejected(user, work):
    with pytest.raises(BankTemplateError):
        validate_templates(user, work)


def test_bad_template_is_an_error_at_config_load(tmp_path):
    path = tmp_path / "config.yaml"
    path.write_text("memory:\n  hindsight:\n    work_bank_id_template: 'work-{agent_id}'\n")
    with pytest.raises(ConfigError, match="user_id"):
        load_memory_config(path)
    assert MemoryConfig().hindsight.bank_id_template == "deerflow-user-{user_id}"


# ------------------------------------------------------------------ breaker
def test_breaker_opens_skips_and_recovers_with_one_probe():
    now = [0.0]
    breaker = CircuitBreaker(failure_threshold=2, cooldown_seconds=10, clock=lambda: now[0])
    breaker.record_failure()
    assert breaker.allow()
    breaker.record_failure()
    assert breaker.state == "open" and not breaker.allow()
    now[0] = 11
    assert breaker.allow() and not breaker.allow(), "one probe at a time"
    breaker.record_failure()
    assert breaker.state == "open"
    now[0] = 22
    assert breaker.allow()
    breaker.record_success()
    assert breaker.state == "closed" and breaker.allow()


def test_breaker_allow_is_cheap():
    breaker = CircuitBreaker(failure_threshold=1, cooldown_seconds=60)
    breaker.record_failure()
    began = time.perf_counter()
    for _ in range(10_000):
        breaker.allow()
    assert (time.perf_counter() - began) / 10_000 < 0.0001


# ------------------------------------------------------------------ outbox
def item(doc: str, op: str = "retain", bank: str = "b") -> OutboxItem:
    return OutboxItem(op=op, bank_id=bank, document_id=doc, content=f"text {doc}")


class QueueKind:
    """Opens queues of one backend on one shared store (a folder, or a fresh database), so a
    test can build a second instance over the same pending items."""

    def __init__(self, kind: str, tmp_path, request: pytest.FixtureRequest) -> None:
        self.kind = kind
        self.tmp_path = tmp_path
        self.connectors: list = []
        if kind == "postgres":
            from deerflow_memory_middleware.storage.pg.connection import PgConnector
            from deerflow_memory_middleware.storage.pg.schema import ensure_schema

            self.dsn = request.getfixturevalue("pg_dsn")
            ensure_schema(self.connect(PgConnector))

    def connect(self, connector_class):
        connector = connector_class(self.dsn)
        self.connectors.append(connector)
        return connector

    def queue(self) -> OutboxQueue:
        if self.kind == "files":
            return FilesOutboxQueue(self.tmp_path)
        from deerflow_memory_middleware.storage.pg.connection import PgConnector
        from deerflow_memory_middleware.storage.pg.outbox import PgOutboxQueue

        return PgOutboxQueue(self.connect(PgConnector), queue=".outbox")

    def box(self, **options) -> RetainOutbox:
        return RetainOutbox(queue=self.queue(), **options)

    def put_unreadable(self) -> None:
        """An item nobody can parse (a torn or hand-edited journal entry)."""
        if self.kind == "files":
            (self.tmp_path / "pending" / "00000000000000000000-corrupt.json").write_text(
                "{not json")
            return
        import psycopg

        with psycopg.connect(self.dsn) as conn:
            conn.execute("INSERT INTO memory_outbox (queue, bank_id, document_id, payload) "
                         "VALUES ('.outbox', 'b', 'corrupt', '{not json')")

    def dead_count(self) -> int:
        if self.kind == "files":
            return len(list((self.tmp_path / "dead").iterdir()))
        import psycopg

        with psycopg.connect(self.dsn) as conn:
            row = conn.execute("SELECT count(*) FROM memory_outbox_dead").fetchone()
        return int(row[0])

    def close(self) -> None:
        for connector in self.connectors:
            connector.close()


@pytest.fixture(params=["files", pytest.param("postgres", marks=pytest.mark.postgres)])
def queues(request, tmp_path):
    kind = QueueKind(request.param, tmp_path, request)
    yield kind
    kind.close()


def test_outbox_queues_satisfy_the_protocol(queues):
    assert isinstance(queues.queue(), OutboxQueue)


def _drained(box: RetainOutbox) -> bool:
    """Starts the sender, waits up to 5 s for the queue to empty, then stops the sender."""
    box.start()
    try:
        return box.flush(5)
    finally:
        box.stop()
        box.join(5)


def test_outbox_delivers_in_order_and_supersedes(queues):
    sent: list[tuple[str, str]] = []
    box = queues.box(deliver=lambda i: sent.append((i.op, i.document_id)))
    for entry in (item("a"), item("b"), item("a", op="delete"), item("c")):
        box.put(entry)
    assert _drained(box)
    assert sent == [("retain", "b"), ("delete", "a"), ("retain", "c")]


def test_outbox_retries_with_backoff_and_survives_a_new_instance(queues):
    down = threading.Event()
    down.set()
    sent: list[str] = []

    def deliver(entry: OutboxItem) -> None:
        if down.is_set():
            raise DeliveryError("server down", retryable=True)
        sent.append(entry.document_id)

    box = queues.box(deliver=deliver, initial_backoff=0.05, max_backoff=0.1)
    box.put(item("a"))
    box.put(item("b"))
    box.start()
    # Wait for two failed attempts rather than a fixed time: on a loaded machine (or a Postgres
    # queue still connecting) the first attempt can come after any fixed wait.
    deadline = time.monotonic() + 20
    while box.failed_attempts < 2 and time.monotonic() < deadline:
        time.sleep(0.02)
    assert box.failed_attempts >= 2 and not box.flush(0.1) and box.depth() == 2
    box.stop()
    assert box.join(5)

    down.clear()  # "restart": a new instance on the same journal delivers exactly once
    again = queues.box(deliver=deliver)
    assert _drained(again)
    assert sent == ["a", "b"]


def test_outbox_moves_refused_items_to_dead_and_continues(queues):
    sent: list[str] = []

    def deliver(entry: OutboxItem) -> None:
        if entry.document_id == "bad":
            raise DeliveryError("HTTP 422", retryable=False)
        sent.append(entry.document_id)

    box = queues.box(deliver=deliver)
    queues.put_unreadable()
    box.put(item("bad"))
    box.put(item("good"))
    assert _drained(box)
    assert sent == ["good"] and queues.dead_count() == 2


def test_outbox_gives_up_after_max_attempts(queues):
    def deliver(entry: OutboxItem) -> None:
        raise DeliveryError("server down", retryable=True)

    box = queues.box(deliver=deliver, max_attempts=3, initial_backoff=0.01, max_backoff=0.02)
    box.put(item("a"))
    assert _drained(box)
    assert box.failed_attempts == 3 and box.dead == 1 and queues.dead_count() == 1


def test_outbox_drop_selects_items(queues):
    box = queues.box(deliver=lambda i: None)
    box.put(item("a", bank="x"))
    box.put(item("b", bank="y"))
    assert box.drop(lambda i: i.bank_id == "x") == 1
    assert [i.document_id for i in box.pending()] == ["b"]


def test_outbox_skips_an_item_another_process_dropped_during_the_pass(queues):
    other = queues.box(deliver=lambda i: None)  # a second process on the same queue
    sent: list[str] = []

    def deliver(entry: OutboxItem) -> None:
        if entry.document_id == "first":  # while this pass runs, the bank "x" is erased
            assert other.drop(lambda i: i.bank_id == "x") == 1
        sent.append(entry.document_id)

    box = queues.box(deliver=deliver)
    box.put(item("first"))
    box.put(item("erased", bank="x"))
    box.put(item("last"))
    assert _drained(box)
    assert sent == ["first", "last"]


def test_outbox_from_a_directory_keeps_the_journal_layout(tmp_path):
    box = RetainOutbox(tmp_path, deliver=lambda i: None)
    key = box.put(item("a"))
    assert (tmp_path / "pending" / key).is_file() and box.location == str(tmp_path / "pending")
    with pytest.raises(ValueError):
        RetainOutbox(tmp_path, queue=FilesOutboxQueue(tmp_path), deliver=lambda i: None)


# ------------------------------------------------------------------ rendering and errors
def test_merge_dedupes_across_banks_and_render_respects_budget():
    hits = merge_hits([
        [RecallHit("Likes tea", "world", "2026-03-15", 0.5, "user")],
        [RecallHit("likes  TEA", "world", "2026-03-16", 0.9, "work"),
         RecallHit("Line one\nline two", "experience", "", 0.7, "work")],
    ])
    assert [h.score for h in hits] == [0.9, 0.7]
    text, count = render_hits(hits, max_tokens=100)
    # Undated memories first (no date header may claim them), then one header per date.
    assert text == "Line one / line two\n[2026-03-16]\nlikes  TEA" and count == 2
    text, count = render_hits(hits, max_tokens=5)
    assert count == 1 and count_tokens(text) <= 5


def test_classify_maps_client_errors():
    import aiohttp
    from hindsight_client_api.exceptions import ApiException

    assert classify(TimeoutError()).kind == "timeout"
    assert classify(aiohttp.ClientConnectionError("refused")).counts_as_outage
    assert classify(ApiException(status=503)).kind == "unavailable"
    assert classify(ApiException(status=404)).kind == "not_found"
    refused = classify(ApiException(status=400, reason="Bad Request"))
    assert refused.kind == "refused" and not refused.retryable


def test_rerank_puts_the_answering_memory_first_and_floor_trims_the_tail():
    from deerflow_memory_middleware.providers.hindsight_recall import (
        RecallHit,
        relevant_share,
        rerank_hits,
    )

    def hit(text, final, semantic, keyword):
        return RecallHit(text, "world", "", final, "work", "", semantic, keyword)

    pool = [  # Hindsight's own order (by final) puts the answer last
        hit("User: we went hiking last weekend", 1.1, 0.30, 0.1),
        hit("User: my cat is called Miso", 0.9, 0.25, 0.0),
        hit("User: the staging database is PostgreSQL 16 on port 5433", 0.2, 0.62, 0.5),
    ]
    ranked = rerank_hits("Which port does the staging database use?", pool)
    assert ranked[0].text.endswith("port 5433")
    assert ranked[0].relevance > ranked[1].relevance > 0
    assert [h.text for h in relevant_share(ranked, 0.5)] == [ranked[0].text]
    assert relevant_share(ranked, 0.0) == ranked
    assert rerank_hits("anything", pool[:1]) == pool[:1]
