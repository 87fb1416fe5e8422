"""`create_page_router`: the page for host apps that mount `create_router` themselves.

The HTTP checks run without a browser; the host test drives the page in Chromium.
"""

from __future__ import annotations

import httpx
import pytest
from fastapi import FastAPI, Header

from deerflow_memory_middleware.gateway import create_page_router, create_router
from deerflow_memory_middleware.gateway.page import PAGE_SECURITY_HEADERS
from deerflow_memory_middleware.service import MemoryService
from tests.support.live_server import LiveServer

from .conftest import open_page

try:
    from playwright.sync_api import expect
except ImportError:  # the chromium_path fixture skips (fails under CI=true) and says why
    expect = None


def test_standalone_app_serves_the_page_with_security_headers(memory_server):
    server = memory_server()
    with httpx.Client(base_url=server.url, timeout=10) as http:
        redirect = http.get("/memory")
        assert redirect.status_code == 308 and redirect.headers["location"] == "memory/"
        index = http.get("/memory/")
        assert index.status_code == 200
        assert index.headers["content-type"].startswith("text/html")
        assert '<meta name="memory-api" content="/api/memory/v2">' in index.text
        for name, value in PAGE_SECURITY_HEADERS.items():
            assert index.headers[name] == value
        script = http.get("/memory/app.js")
        assert script.headers["content-type"].startswith("text/javascript")
        assert "frame-ancestors 'none'" in script.headers["content-security-policy"]
        assert http.get("/memory/style.css").headers["content-type"].startswith("text/css")
        for other in ("/memory/page.py", "/memory/../app.py", "/memory/static/index.html"):
            assert http.get(other).status_code == 404, other
        paths = http.get("/openapi.json").json()["paths"]
        assert not [path for path in paths if path.startswith("/memory")]


def test_page_router_fills_in_the_api_base_and_refuses_other_origins(tmp_path):
    app = FastAPI()
    app.include_router(create_page_router("/settings/memory/", api_base="/deerflow/api/memory/v2/"))
    server = LiveServer(app).start()
    try:
        text = httpx.get(f"{server.base_url}/settings/memory/", timeout=10).text
        assert '<meta name="memory-api" content="/deerflow/api/memory/v2">' in text
    finally:
        server.stop()
    for bad in ("https://evil.example/api", "//evil.example/api", "api/memory", "/a b"):
        with pytest.raises(ValueError):
            create_page_router(api_base=bad)
    with pytest.raises(ValueError):
        create_page_router("memory")
    with pytest.raises(ValueError, match="missing"):
        create_page_router(static_dir=tmp_path)


@pytest.mark.browser
def test_host_app_with_its_own_identity_and_paths(browser_context, base_dir):
    """A host mounts the API under /deerflow with its own identity (a header its proxy sets)
    and the page at /deerflow/memory: the page talks to that API, as that user only."""

    async def proxy_user(x_user: str = Header()) -> str:
        return x_user

    service = MemoryService.create(base_dir=base_dir)
    service.add_entry("carol", "default", "user", "Carol reads Rust.")
    service.add_entry("dave", "default", "user", "Dave reads Go.")
    host = FastAPI()
    host.include_router(create_router(service, identity=proxy_user), prefix="/deerflow")
    host.include_router(create_page_router("/deerflow/memory",
                                           api_base="/deerflow/api/memory/v2"))
    server = LiveServer(host).start()
    try:
        browser_context.set_extra_http_headers({"X-User": "carol"})
        page = open_page(browser_context.new_page(), f"{server.base_url}/deerflow/memory")
        expect(page.locator("#whoami")).to_have_text("Signed in as carol")
        entries = page.locator("#panel-user")  # the History panel repeats entry texts
        expect(entries.get_by_text("Carol reads Rust.")).to_be_visible()
        expect(page.get_by_text("Dave reads Go.")).to_have_count(0)
        page.get_by_label("New profile entry").fill("Carol prefers dark mode.")
        page.get_by_label("New profile entry").press("Enter")
        expect(entries.get_by_text("Carol prefers dark mode.")).to_be_visible()
        assert (base_dir / "users/carol/USER.md").read_text().endswith("Carol prefers dark mode.")
        assert (base_dir / "users/dave/USER.md").read_text() == "Dave reads Go."
    finally:
        server.stop()
        service.registry.shutdown()
