"""Fixtures for the browser tests: Debian's headless Chromium driven by Playwright for Python,
against the real standalone gateway (uvicorn on a free loopback port, tmp base_dir).

The browser is never downloaded: Playwright launches ``/usr/bin/chromium`` (``make browser``
installs it; ``DEERFLOW_CHROMIUM`` points elsewhere). Without it the tests are skipped with the
reason, except under ``CI=true``, where they fail.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from deerflow_memory_middleware.gateway import create_app
from deerflow_memory_middleware.service import MemoryService
from tests.support.live_server import LiveServer

CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 375, "height": 812}


def _in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in {"1", "true", "yes"}


def _unavailable(reason: str) -> None:
    if _in_ci():
        pytest.fail(reason, pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="session")
def chromium_path() -> str:
    """Path of Debian's chromium; skip (fail under CI) when it or Playwright is missing."""
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        _unavailable("Playwright for Python is not installed (pip install -e '.[dev]').")
    path = os.environ.get("DEERFLOW_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
    if not (Path(path).is_file() and os.access(path, os.X_OK)):
        _unavailable(f"Chromium not found at {path}: run `make browser` "
                     "(apt-get install chromium) or set DEERFLOW_CHROMIUM.")
    return path


@pytest.fixture(scope="module")
def playwright_driver(chromium_path: str) -> Iterator[Any]:
    """A Playwright driver for the module (sync API; the browser tests are sync)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as driver:
        yield driver


@pytest.fixture
def browser_context(playwright_driver: Any, chromium_path: str, tmp_path: Path) -> Iterator[Any]:
    """A fresh Chromium (own user-data-dir, so no state leaks between tests)."""
    context = playwright_driver.chromium.launch_persistent_context(
        str(tmp_path / "chromium-profile"),
        executable_path=chromium_path,
        headless=True,
        args=CHROMIUM_ARGS,
        viewport=DESKTOP,
        locale="en-US",
        timezone_id="UTC",
    )
    context.set_default_timeout(20_000)
    try:
        yield context
    finally:
        context.close()


@pytest.fixture
def page(browser_context: Any) -> Iterator[Any]:
    """The context's tab. Fails the test on a script error or a CSP violation in the page.

    HTTP errors the page handles (401, 409, 422, ...) are expected: Chromium logs each as
    "Failed to load resource", which is not counted.
    """
    tab = browser_context.pages[0] if browser_context.pages else browser_context.new_page()
    problems: list[str] = []
    tab.on("pageerror", lambda error: problems.append(f"page error: {error}"))
    tab.on("console", lambda message: problems.append(f"console: {message.text}")
           if message.type == "error" and "Failed to load resource" not in message.text
           else None)
    yield tab
    assert not problems, problems


@dataclass
class PageServer:
    """A running standalone gateway: its app, service, data folder and URLs."""

    app: Any
    server: LiveServer
    base_dir: Path

    @property
    def url(self) -> str:
        return self.server.base_url

    @property
    def page_url(self) -> str:
        return f"{self.server.base_url}/memory/"

    @property
    def service(self) -> MemoryService:
        return self.app.state.memory_service

    def user_md(self, user: str = "default") -> Path:
        return self.base_dir / "users" / user / "USER.md"

    def memory_md(self, agent: str = "default", user: str = "default") -> Path:
        return self.base_dir / "users" / user / "agents" / agent / "MEMORY.md"


@pytest.fixture
def memory_server(base_dir: Path) -> Iterator[Callable[..., PageServer]]:
    """``memory_server(**create_app_kwargs)`` -> a real uvicorn server of the standalone app
    over ``base_dir``; every server is stopped at teardown."""
    servers: list[LiveServer] = []

    def start(**kwargs: Any) -> PageServer:
        kwargs.setdefault("base_dir", base_dir)
        app = create_app(**kwargs)
        server = LiveServer(app).start()
        servers.append(server)
        return PageServer(app=app, server=server, base_dir=Path(kwargs["base_dir"]))

    yield start
    for server in servers:
        server.stop()


def open_page(page: Any, url: str) -> Any:
    """Load the memory page and wait until it shows the memory (or the sign-in form)."""
    page.goto(url)
    page.wait_for_selector("#main:not([hidden]), #sign-in:not([hidden])")
    return page
