"""pytest plugin: a real Hindsight server for the test session, plus deliberate imitations of
broken servers (hung, unavailable) for failure-path tests.

Register with ``pytest_plugins = ["tests.support.hindsight_plugin"]`` in ``tests/conftest.py``.

The session server is the real ``hindsight-api`` + pg0 from ``.hindsight/venv`` (or
``DEERFLOW_HINDSIGHT_VENV``), with its LLM pointed at ``tests.support.llm_stub.LLMStub`` so that
retain stores each retained text verbatim as one fact and reflect works. When the server cannot
start, tests that need it are skipped with the reason, except under ``CI=true``, where they fail.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import socket
import tempfile
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from deerflow_memory_middleware.providers.embedded_server import (
    EmbeddedHindsightServer,
    EmbeddedServerError,
)
from tests.support.llm_stub import LLMStub

__all__ = ["count_bank_memories", "wait_until"]


def _in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in {"1", "true", "yes"}


# -- helpers ----------------------------------------------------------------------------------


def count_bank_memories(
    base_url: str, bank_id: str, *, page_size: int = 200, timeout: float = 10.0
) -> int:
    """Number of memory units in a bank, over all pages of ``GET .../memories/list``.

    Uses plain ``urllib`` so it works both in sync tests and inside a running event loop.
    A bank that does not exist counts as 0.
    """
    bank = urllib.parse.quote(bank_id, safe="")
    list_url = f"{base_url.rstrip('/')}/v1/default/banks/{bank}/memories/list"
    count, offset = 0, 0
    while True:
        url = f"{list_url}?limit={page_size}&offset={offset}"
        try:
            with urllib.request.urlopen(url, timeout=timeout) as resp:
                body = json.loads(resp.read())
        except urllib.error.HTTPError as exc:
            if exc.code == 404:
                return 0
            raise
        items = body.get("items", [])
        count += len(items)
        offset += len(items)
        if not items or offset >= int(body.get("total", 0)):
            return count


def wait_until(predicate: Callable[[], Any], timeout: float = 10.0, interval: float = 0.1) -> bool:
    """Poll ``predicate`` until it returns a truthy value or ``timeout`` seconds pass.

    Returns:
        True if the predicate became truthy in time, else False (so ``assert wait_until(...)``).
    """
    deadline = time.monotonic() + timeout
    while True:
        if predicate():
            return True
        if time.monotonic() >= deadline:
            return False
        time.sleep(interval)


# -- the real server --------------------------------------------------------------------------


@pytest.fixture(scope="session")
def hindsight_llm_stub() -> Iterator[LLMStub]:
    """The OpenAI-compatible stub the session's Hindsight server uses as its LLM."""
    stub = LLMStub().start()
    try:
        yield stub
    finally:
        stub.stop()


@pytest.fixture(scope="session")
def hindsight_server(
    request: pytest.FixtureRequest, hindsight_llm_stub: LLMStub
) -> Iterator[EmbeddedHindsightServer]:
    """A real Hindsight server (pg0 + hindsight-api) started once for the test session.

    Data lives in a fresh temporary directory, removed at the end (kept, for its logs, when
    start-up failed after writing them). When the server cannot start, skips with the reason;
    under ``CI=true`` it fails instead.
    """
    venv = os.environ.get("DEERFLOW_HINDSIGHT_VENV")
    default_venv = request.config.rootpath / ".hindsight" / "venv"
    venv_dir = Path(venv) if venv else (default_venv if default_venv.is_dir() else None)
    data_dir = Path(tempfile.mkdtemp(prefix="deerflow-hindsight-test-"))
    data_dir.chmod(0o755)  # pg0 runs as `nobody` when we are root and must reach data_dir/pg
    server = EmbeddedHindsightServer(
        venv_dir=venv_dir, data_dir=data_dir, llm_base_url=hindsight_llm_stub.base_url
    )
    try:
        server.start()
    except EmbeddedServerError as exc:
        kept = f" (logs kept in {data_dir})" if any(data_dir.iterdir()) else ""
        if not kept:
            shutil.rmtree(data_dir, ignore_errors=True)
        reason = f"real Hindsight server unavailable{kept}: {exc}"
        if _in_ci():
            pytest.fail(reason, pytrace=False)
        pytest.skip(reason)
    try:
        yield server
    finally:
        server.stop()
        shutil.rmtree(data_dir, ignore_errors=True)


@pytest.fixture(scope="session")
def hindsight_url(hindsight_server: EmbeddedHindsightServer) -> str:
    """Base URL of the session's real Hindsight server."""
    return hindsight_server.base_url


@pytest.fixture
def unique_bank_prefix(request: pytest.FixtureRequest) -> str:
    """A per-test unique bank-id prefix, so tests never share a bank."""
    name = re.sub(r"[^a-z0-9]+", "-", request.node.name.lower()).strip("-")[:40]
    return f"t-{name}-{uuid.uuid4().hex[:10]}"


# -- deliberate imitations of broken servers --------------------------------------------------


@pytest.fixture
def hanging_server() -> Iterator[str]:
    """URL of a DELIBERATE IMITATION of a hung server: a loopback socket that accepts every
    connection and never answers (clients time out). Closed at teardown."""
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.bind(("127.0.0.1", 0))
    listener.listen(64)
    listener.settimeout(0.2)
    held: list[socket.socket] = []
    stop = threading.Event()

    def accept_forever() -> None:
        while not stop.is_set():
            try:
                conn, _ = listener.accept()
                held.append(conn)  # keep it open, read nothing, answer nothing
            except TimeoutError:
                continue
            except OSError:
                return

    thread = threading.Thread(target=accept_forever, name="hanging-server", daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{listener.getsockname()[1]}"
    finally:
        stop.set()
        thread.join(2)
        listener.close()
        for conn in held:
            conn.close()


class _Always503(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def _answer(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        if length:
            self.rfile.read(length)
        body = b'{"detail":"Service Unavailable (deliberate imitation)"}'
        self.send_response(503)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = do_HEAD = _answer

    def log_message(self, *args: Any) -> None:
        pass


@pytest.fixture
def unavailable_server() -> Iterator[str]:
    """URL of a DELIBERATE IMITATION of an unavailable server: a loopback HTTP server that
    answers every request with 503. Stopped at teardown."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Always503)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, name="unavailable-server", daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(2)
