"""The embedded Hindsight server used by the package's local mode and by the test session."""

from __future__ import annotations

import json
import time
import urllib.request

import aiohttp
import pytest
from hindsight_client import Hindsight
from hindsight_client_api.exceptions import ApiException

from deerflow_memory_middleware.providers.embedded_server import (
    EmbeddedHindsightServer,
    EmbeddedServerError,
)
from tests.support.hindsight_plugin import count_bank_memories, wait_until

ROTATION = "The deploy password rotation for the staging cluster happens every second Tuesday."
TEA = "Alice prefers green tea over coffee in the morning."


def _health(url: str) -> dict:
    with urllib.request.urlopen(f"{url}/health", timeout=5) as resp:
        return json.loads(resp.read())


@pytest.mark.hindsight
def test_server_is_running_and_healthy(hindsight_server, hindsight_url):
    assert hindsight_server.is_running()
    assert hindsight_url == hindsight_server.base_url
    assert hindsight_url.startswith("http://127.0.0.1:")
    assert _health(hindsight_url)["status"] == "healthy"


@pytest.mark.hindsight
def test_retain_then_recall_finds_the_retained_text(hindsight_url, unique_bank_prefix):
    bank = f"{unique_bank_prefix}-recall"
    with Hindsight(hindsight_url, timeout=60) as client:
        try:
            assert client.retain(bank, ROTATION).success
            assert client.retain(bank, TEA).success
            results = client.recall(bank, "When is the staging password rotated?").results
            assert results, "recall returned nothing"
            assert any(ROTATION in r.text for r in results), [r.text for r in results]
            assert all(r.scores.final is not None for r in results)
            assert count_bank_memories(hindsight_url, bank) == 2
        finally:
            client.delete_bank(bank)
    assert count_bank_memories(hindsight_url, bank) == 0


@pytest.mark.hindsight
def test_count_bank_memories_follows_pages(hindsight_url, unique_bank_prefix):
    bank = f"{unique_bank_prefix}-pages"
    facts = [f"Server number {i} runs in rack {i * 7}." for i in range(5)]
    with Hindsight(hindsight_url, timeout=60) as client:
        try:
            client.retain_batch(bank, [{"content": fact} for fact in facts])
            assert wait_until(lambda: count_bank_memories(hindsight_url, bank) == 5, timeout=30)
            assert count_bank_memories(hindsight_url, bank, page_size=2) == 5
        finally:
            client.delete_bank(bank)


@pytest.mark.hindsight
def test_reflect_answers_from_the_retained_memory(hindsight_url, unique_bank_prefix):
    bank = f"{unique_bank_prefix}-reflect"
    with Hindsight(hindsight_url, timeout=60) as client:
        try:
            client.retain(bank, ROTATION)
            answer = client.reflect(bank, "When does the staging password rotation happen?")
            assert "every second Tuesday" in answer.text
        finally:
            client.delete_bank(bank)


@pytest.mark.hindsight
def test_api_outage_fails_fast_and_restart_keeps_the_data(
    hindsight_server, hindsight_url, unique_bank_prefix
):
    bank = f"{unique_bank_prefix}-outage"
    with Hindsight(hindsight_url, timeout=60) as client:
        client.retain(bank, ROTATION)
        hindsight_server.stop_api()
        try:
            assert not hindsight_server.is_running()
            began = time.monotonic()
            with pytest.raises(aiohttp.ClientConnectorError):
                client.recall(bank, "password rotation")
            assert time.monotonic() - began < 5.0
        finally:
            hindsight_server.start_api()
        assert hindsight_server.base_url == hindsight_url  # same port after the restart
        assert hindsight_server.is_running()
        # The same client object recovers once the server is back.
        results = client.recall(bank, "When is the staging password rotated?").results
        assert any(ROTATION in r.text for r in results)
        client.delete_bank(bank)


@pytest.mark.hindsight
def test_stop_api_and_start_api_are_idempotent(hindsight_server):
    hindsight_server.start_api()  # already running: no second process
    assert hindsight_server.is_running()


def test_missing_venv_raises_a_specific_error(tmp_path):
    server = EmbeddedHindsightServer(venv_dir=tmp_path / "no-venv", data_dir=tmp_path / "data")
    with pytest.raises(EmbeddedServerError, match="DEERFLOW_HINDSIGHT_VENV"):
        server.start()
    assert not server.is_running()
    server.stop()  # idempotent, nothing was started


@pytest.mark.hindsight
def test_a_taken_port_is_refused_instead_of_borrowing_the_other_server(hindsight_server, tmp_path):
    """Regression: the other server's /health answered for ours, which had died on bind."""
    data = tmp_path / "second"
    data.mkdir()
    data.chmod(0o755)
    tmp_path.chmod(0o755)
    second = EmbeddedHindsightServer(data_dir=data, api_port=hindsight_server.api_port)
    try:
        with pytest.raises(EmbeddedServerError, match="already in use"):
            second.start()
        assert not second.is_running()
    finally:
        second.stop()


def test_hanging_server_imitation_times_out(hanging_server):
    with Hindsight(hanging_server, timeout=1.0) as client:
        began = time.monotonic()
        with pytest.raises(TimeoutError):
            client.recall("any-bank", "anything")
        assert time.monotonic() - began < 10.0


def test_unavailable_server_imitation_answers_503(unavailable_server):
    with (
        Hindsight(unavailable_server, timeout=5.0, max_attempts=1) as client,
        pytest.raises(ApiException) as info,
    ):
        client.recall("any-bank", "anything")
    assert info.value.status == 503


def test_a_0700_folder_is_out_of_reach_for_other_users(tmp_path):
    from deerflow_memory_middleware.providers import embedded_server

    private = tmp_path / "private"
    (private / "venv").mkdir(parents=True)
    (private / "venv" / "pg0").write_text("")
    (private / "venv" / "pg0").chmod(0o755)
    private.chmod(0o700)
    tmp_path.chmod(0o755)
    assert not embedded_server._others_can_reach(private / "venv" / "pg0")
    assert embedded_server._others_can_reach(type(private)("/usr/bin"))


@pytest.mark.hindsight
def test_starts_when_nobody_cannot_reach_the_venv(hindsight_server, tmp_path, monkeypatch):
    """Regression: a checkout under a 0700 folder (``mktemp -d``) hid pg0 from ``nobody``; the
    server now runs a copy of pg0 from a shared folder."""
    from deerflow_memory_middleware.providers import embedded_server

    real = embedded_server._others_can_reach
    monkeypatch.setattr(
        embedded_server, "_others_can_reach",
        lambda path: False if path.name == "pg0" and "site-packages" in str(path) else real(path),
    )
    data = tmp_path / "data"
    data.mkdir()
    data.chmod(0o755)
    tmp_path.chmod(0o755)
    server = EmbeddedHindsightServer(data_dir=data)
    try:
        server.start()
        assert _health(server.base_url)["status"] == "healthy"
    finally:
        server.stop()
