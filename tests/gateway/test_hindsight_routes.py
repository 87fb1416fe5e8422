"""Hindsight-backed routes (search, reflect, bank clear, erase, status) through a real uvicorn
server, against the REAL Hindsight server of the test session (reflect answers through its LLM
stub). Every bank name starts with a per-test prefix, so tests never share a bank."""

from __future__ import annotations

import httpx
import pytest

from deerflow_memory_middleware.gateway import create_app
from tests.support.hindsight_plugin import count_bank_memories
from tests.support.hindsight_testkit import dead_url, hs_config

from .conftest import API, assert_error

pytestmark = pytest.mark.hindsight


@pytest.fixture
def hs_gateway(serve, base_dir, hindsight_url, unique_bank_prefix):
    """A trusted-header gateway with Hindsight; returns (app, base_url)."""
    app = create_app(config=hs_config(hindsight_url, unique_bank_prefix), base_dir=base_dir,
                     trusted_header="X-User")
    server = serve(app)
    return app, server.base_url


def _client(base_url: str, user: str) -> httpx.Client:
    return httpx.Client(base_url=base_url, headers={"X-User": user}, timeout=60)


def _add(http: httpx.Client, target: str, text: str, agent: str = "default") -> None:
    response = http.post(f"{API}/entries", json={"target": target, "content": text},
                         params={"agent_id": agent})
    assert response.status_code == 201, response.text


def _flush(app) -> None:
    assert app.state.memory_service.flush_hindsight(60), "Hindsight outbox did not drain"


def _texts(response: httpx.Response) -> list[str]:
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["mode"] == "recall"
    return [hit["text"] for hit in body["results"]]


def test_status_and_get_report_hindsight_banks(hs_gateway, unique_bank_prefix, hindsight_url):
    _, url = hs_gateway
    with _client(url, "alice") as alice:
        status = alice.get(f"{API}/status", params={"agent_id": "coder"}).json()
        assert {"name": "hindsight", "available": True} in status["providers"]
        hindsight = status["hindsight"]
        assert hindsight["enabled"] is True
        assert hindsight["banks"] == {"user": f"{unique_bank_prefix}-user-alice",
                                      "work": f"{unique_bank_prefix}-work-alice-coder"}
        assert hindsight["api_url"] == hindsight_url
        assert "depth" in hindsight["outbox"]
        assert alice.get(API).json()["hindsight_status"]["enabled"] is True


def test_entries_are_mirrored_and_search_finds_them_per_user(hs_gateway):
    app, url = hs_gateway
    with _client(url, "alice") as alice, _client(url, "bob") as bob:
        _add(alice, "user", "Alice's favourite editor is Helix.")
        _add(alice, "memory", "The billing service is deployed with Nomad.")
        _add(bob, "user", "Bob's favourite editor is Emacs.")
        _flush(app)

        response = alice.post(f"{API}/search", json={"query": "Which editor does the user like?"})
        hits = response.json()["results"]
        texts = _texts(response)
        assert "Alice's favourite editor is Helix." in texts
        assert all("Bob" not in text for text in texts), "another user's bank leaked"
        assert {hit["bank"] for hit in hits} <= {"user", "work"}
        assert "Helix" not in " ".join(_texts(bob.post(f"{API}/search",
                                                       json={"query": "favourite editor"})))
        work = _texts(alice.post(f"{API}/search", json={"query": "How is billing deployed?",
                                                         "budget": "low"}))
        assert "The billing service is deployed with Nomad." in work


def test_replace_and_remove_reach_hindsight(hs_gateway):
    app, url = hs_gateway
    with _client(url, "alice") as alice:
        _add(alice, "user", "Alice lives in Lisbon.")
        _flush(app)
        tag = alice.get(API).headers["ETag"]
        assert alice.put(f"{API}/entries/user/0", json={"content": "Alice lives in Porto."},
                         headers={"If-Match": tag}).status_code == 200
        _flush(app)
        texts = _texts(alice.post(f"{API}/search", json={"query": "Where does Alice live?"}))
        assert "Alice lives in Porto." in texts
        assert "Alice lives in Lisbon." not in texts, "a replaced entry is still recalled"

        tag = alice.get(API).headers["ETag"]
        assert alice.delete(f"{API}/entries/user/0", headers={"If-Match": tag}).status_code == 200
        _flush(app)
        texts = _texts(alice.post(f"{API}/search", json={"query": "Where does Alice live?"}))
        assert "Alice lives in Porto." not in texts, "a removed entry is still recalled"


def test_reflect_answers_through_the_server_llm(hs_gateway):
    app, url = hs_gateway
    with _client(url, "alice") as alice:
        _add(alice, "user", "Alice is allergic to peanuts.")
        _flush(app)
        response = alice.post(f"{API}/reflect", json={"query": "What is Alice allergic to?"})
        assert response.status_code == 200, response.text
        body = response.json()
        assert body["mode"] == "reflect"
        assert isinstance(body["answer"], str) and body["answer"].strip()
        assert {a["bank"] for a in body["answers"]} <= {"user", "work"}
        via_search = alice.post(f"{API}/search", json={"query": "What is Alice allergic to?",
                                                        "mode": "reflect"})
        assert via_search.status_code == 200 and via_search.json()["answer"].strip()
        assert_error(alice.post(f"{API}/reflect", json={"query": ""}), 422)


def test_bank_clear_needs_confirmation_and_says_what_it_cleared(hs_gateway, hindsight_url):
    app, url = hs_gateway
    with _client(url, "alice") as alice:
        _add(alice, "user", "Alice prefers tabs.")
        _add(alice, "memory", "The repo uses tabs too.")
        _flush(app)
        banks = alice.get(f"{API}/status").json()["hindsight"]["banks"]
        assert count_bank_memories(hindsight_url, banks["user"]) == 1

        assert_error(alice.post(f"{API}/bank/clear", json={"bank": "user"}), 400,
                     "confirmation_required")
        assert count_bank_memories(hindsight_url, banks["user"]) == 1

        response = alice.post(f"{API}/bank/clear", json={"bank": "user", "confirm": True})
        assert response.status_code == 200, response.text
        body = response.json()
        assert body["cleared"] is True and body["bank"] == "user"
        assert body["bank_id"] == banks["user"]
        assert "dropped_pending" in body
        assert count_bank_memories(hindsight_url, banks["user"]) == 0
        assert count_bank_memories(hindsight_url, banks["work"]) == 1, "only the asked bank"
        # The builtin files are not touched by a bank clear.
        assert alice.get(API).json()["user_md"] == "Alice prefers tabs."


def test_erase_deletes_files_banks_and_outbox_of_one_user(hs_gateway, base_dir, hindsight_url):
    app, url = hs_gateway
    with _client(url, "alice") as alice, _client(url, "bob") as bob:
        _add(alice, "user", "Alice works nights.")
        _add(alice, "memory", "Coder note for Alice.", agent="coder")
        _add(alice, "memory", "Writer note for Alice.", agent="writer")
        _add(bob, "user", "Bob works days.")
        _flush(app)
        alice_banks = [alice.get(f"{API}/status", params={"agent_id": a}).json()["hindsight"][
            "banks"] for a in ("coder", "writer")]
        bob_bank = bob.get(f"{API}/status").json()["hindsight"]["banks"]["user"]
        assert count_bank_memories(hindsight_url, alice_banks[0]["work"]) == 1

        response = alice.delete(API)
        assert response.status_code == 200, response.text
        body = response.json()
        assert body["complete"] is True
        assert set(body["agents"]) >= {"coder", "writer"}
        for banks in alice_banks:
            assert count_bank_memories(hindsight_url, banks["user"]) == 0
            assert count_bank_memories(hindsight_url, banks["work"]) == 0
        assert not (base_dir / "users/alice").exists()
        assert alice.get(API).json()["user_md"] == ""
        assert count_bank_memories(hindsight_url, bob_bank) == 1
        assert bob.get(API).json()["user_md"] == "Bob works days."
        pending = app.state.memory_service.registry.backend().outbox.pending()
        assert not [i for i in pending if (i.metadata or {}).get("user_id") == "alice"]


def test_hindsight_down_gives_actionable_errors_and_keeps_erase_retryable(serve, base_dir,
                                                                          unique_bank_prefix):
    config = hs_config(dead_url(), unique_bank_prefix, breaker_failure_threshold=100,
                       shutdown_flush_timeout_seconds=0)
    server = serve(create_app(config=config, base_dir=base_dir))
    with httpx.Client(base_url=server.base_url, timeout=60) as http:
        # Builtin memory keeps working while Hindsight is down (the mirror waits in the outbox).
        _add(http, "memory", "Written while Hindsight is down.", agent="coder")
        error = assert_error(http.post(f"{API}/search", json={"query": "anything"}), 503,
                             "hindsight_unavailable")
        assert "Hindsight" in error["message"]
        assert_error(http.post(f"{API}/bank/clear", json={"bank": "work", "confirm": True}),
                     502, "hindsight_error")

        error = assert_error(http.delete(API), 502, "erase_incomplete")
        assert error["details"]["complete"] is False
        assert not (base_dir / "users/default/agents/coder/MEMORY.md").exists()
        assert (base_dir / "users/default/agents/coder").is_dir(), "kept so a retry finds it"
        assert http.get(API, params={"agent_id": "coder"}).json()["memory_md"] == ""
