"""Fixtures for the gateway tests: real uvicorn servers on loopback, httpx clients."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from deerflow_memory_middleware.gateway import create_app
from deerflow_memory_middleware.providers.entry_file import ENTRY_DELIMITER, parse, serialise
from tests.support.live_server import LiveServer

API = "/api/memory/v2"


@pytest.fixture
def serve() -> Iterator[Callable[..., LiveServer]]:
    """Start a real uvicorn server for an app; every server is stopped at teardown."""
    servers: list[LiveServer] = []

    def start(app: Any) -> LiveServer:
        server = LiveServer(app).start()
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.stop()


@pytest.fixture
def gateway(serve, base_dir) -> Callable[..., LiveServer]:
    """``gateway(**create_app_kwargs)`` -> a running server over ``base_dir``."""

    def start(**kwargs: Any) -> LiveServer:
        kwargs.setdefault("base_dir", base_dir)
        return serve(create_app(**kwargs))

    return start


@pytest.fixture
def client(gateway) -> Iterator[httpx.Client]:
    """A client of a single-user gateway (everyone is ``default``)."""
    server = gateway()
    with httpx.Client(base_url=server.base_url, timeout=30) as http:
        yield http


def assert_error(response: httpx.Response, status: int, code: str | None = None) -> dict:
    """The response is the JSON error shape with this status (and code)."""
    assert response.status_code == status, response.text
    body = response.json()
    assert set(body) == {"error"}, body
    assert isinstance(body["error"]["message"], str) and body["error"]["message"]
    if code is not None:
        assert body["error"]["code"] == code, body
    return body["error"]


def assert_files_sound(base_dir: Path) -> None:
    """Every memory file under ``base_dir`` is intact: UTF-8, round-trips through the entry
    format, and every override file is a JSON object."""
    import json

    for path in base_dir.rglob("*.md"):
        text = path.read_bytes().decode("utf-8")
        entries = parse(text)
        assert serialise(entries) == text, f"{path} does not round-trip"
        assert all(ENTRY_DELIMITER not in f"\n{e}\n" for e in entries)
    for path in base_dir.rglob("memory_config.json"):
        assert isinstance(json.loads(path.read_text(encoding="utf-8")), dict)
    leftovers = [p for p in base_dir.rglob("*.tmp")]
    assert not leftovers, f"temp files left behind: {leftovers}"
