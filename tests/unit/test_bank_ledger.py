"""`BankLedger`: a user bank holding only mirrors of USER.md entries is skipped; our own notes,
new listings and other processes' writes (through the files) end the skip.

Listings are recorded directly here (`record_listing`); listing a real server is covered by
tests/integration/test_recall_budget_hindsight.py.
"""

from __future__ import annotations

import asyncio
import logging
import os
import socket

import pytest
from hindsight_client import Hindsight

from deerflow_memory_middleware.providers.bank_ledger import MIRROR_PREFIX, BankLedger, is_mirror
from deerflow_memory_middleware.providers.hindsight import HindsightProvider


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


def mirror(n: int) -> str:
    return f"{MIRROR_PREFIX}{n:032x}"


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def ledger(tmp_path, clock) -> BankLedger:
    return BankLedger(tmp_path / ".hindsight-banks", recheck_seconds=600, clock=clock)


def listed(ledger: BankLedger, others: list[str], *, complete: bool = True,
           bank: str = "u") -> None:
    ledger.record_listing(bank, others, complete=complete, started=ledger._clock())


def test_the_provider_names_mirrors_with_the_prefix_the_ledger_knows():
    provider = HindsightProvider.__new__(HindsightProvider)  # only the id scheme is used
    provider.user_id, provider.agent_id = "ann", "default"
    assert is_mirror(provider.entry_document_id("user", "Prefers tea."))
    assert not is_mirror("note-0123") and not is_mirror("turn-0123")


def test_unknown_until_listed_then_skipped_while_only_mirrors(ledger):
    assert ledger.mirrors_only("u") is None, "never listed: recall it"
    listed(ledger, [])
    assert ledger.mirrors_only("u") is True
    assert ledger.skip("u") and ledger.skip("u") and ledger.skipped == 2


def test_a_bank_with_another_document_is_recalled(ledger):
    listed(ledger, ["note-abc"])
    assert ledger.mirrors_only("u") is False
    assert not ledger.skip("u") and ledger.skipped == 0


def test_our_note_ends_the_skip_at_once_and_its_delete_restores_it(ledger):
    listed(ledger, [])
    ledger.record_retain("u", mirror(2))
    assert ledger.mirrors_only("u") is True, "another mirror changes nothing"
    ledger.record_retain("u", "note-1")
    assert ledger.mirrors_only("u") is False
    ledger.record_delete("u", "note-1")
    assert ledger.mirrors_only("u") is True


def test_a_note_recorded_before_any_listing_survives_it(ledger, clock):
    ledger.record_retain("u", "note-early")
    assert ledger.mirrors_only("u") is None
    clock.now += 1
    listed(ledger, ["note-early"])
    assert ledger.mirrors_only("u") is False


def test_a_listing_expires(ledger, clock):
    listed(ledger, [])
    clock.now += 599
    assert ledger.mirrors_only("u") is True
    clock.now += 2
    assert ledger.mirrors_only("u") is None, "due for a new listing (foreign writers)"


def test_a_note_recorded_while_the_listing_ran_is_kept(ledger, clock):
    started = clock.now
    clock.now += 1
    ledger.record_retain("u", "note-during")  # sent after the server answered the listing
    ledger.record_listing("u", [], complete=True, started=started)
    assert ledger.mirrors_only("u") is False


def test_notes_the_listing_no_longer_shows_are_forgotten(ledger, clock):
    ledger.record_retain("u", "note-gone")
    clock.now += 1
    listed(ledger, [])  # deleted by someone else since
    assert ledger.mirrors_only("u") is True


def test_a_partial_listing_never_skips(ledger):
    listed(ledger, [], complete=False)
    assert ledger.mirrors_only("u") is False


def test_other_processes_see_our_writes_through_the_files(tmp_path, clock):
    folder = tmp_path / ".hindsight-banks"
    one = BankLedger(folder, recheck_seconds=600, clock=clock)
    two = BankLedger(folder, recheck_seconds=600, clock=clock)
    listed(one, [])
    assert two.mirrors_only("u") is True, "the listing is shared"
    two.record_retain("u", "note-from-two")
    assert one.mirrors_only("u") is False, "the other process's note is seen at once"
    one.record_cleared("u")
    assert two.mirrors_only("u") is None
    assert one.mirrors_only("other-bank") is None


def test_zero_recheck_switches_skipping_off(tmp_path):
    ledger = BankLedger(tmp_path, recheck_seconds=0)
    listed(ledger, [])
    assert ledger.mirrors_only("u") is False and not ledger.skip("u")


def test_an_unreadable_record_makes_the_bank_unknown(ledger, caplog):
    listed(ledger, [])
    path = next(ledger.directory.glob("*.json"))
    path.write_text("{not json", encoding="utf-8")
    with caplog.at_level(logging.WARNING):
        assert ledger.mirrors_only("u") is None
    assert "unreadable bank record" in caplog.text


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into a read-only folder anyway")
def test_a_record_that_cannot_be_written_is_not_trusted(ledger, caplog):
    listed(ledger, [])
    ledger.directory.chmod(0o500)
    try:
        with caplog.at_level(logging.WARNING):
            ledger.record_retain("u", "note-1")
    finally:
        ledger.directory.chmod(0o700)
    assert ledger.mirrors_only("u") is not True, "never skipped on stale knowledge"
    assert "bank record" in caplog.text


def test_a_record_blocked_by_a_folder_is_removed_from_trust(ledger, caplog):
    """A record path that is a folder cannot be replaced: the bank is unknown, never skipped."""
    listed(ledger, [], bank="v")
    path = next(ledger.directory.glob("*.json"))
    path.unlink()
    path.mkdir()
    with caplog.at_level(logging.WARNING):
        ledger.record_retain("v", "note-1")
        assert ledger.mirrors_only("v") is None
    assert "bank record" in caplog.text


def test_a_failed_listing_leaves_the_bank_unknown(ledger, caplog):
    with socket.socket() as sock:  # a port nothing listens on: the real client fails to connect
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    client = Hindsight(f"http://127.0.0.1:{port}", timeout=2)

    async def run() -> None:
        try:
            await ledger.check(client, "u", timeout=2)
        finally:
            await client.aclose()

    with caplog.at_level(logging.INFO):
        asyncio.run(run())
    assert ledger.mirrors_only("u") is None
    assert "Could not list the documents" in caplog.text
