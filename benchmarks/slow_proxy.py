"""A DELIBERATE IMITATION OF A SLOW HINDSIGHT SERVER, for the `after_agent` benchmark.

`SlowRetainProxy` is a small HTTP reverse proxy on a free loopback port that forwards every
request, unchanged, to a real Hindsight server. Before forwarding a *retain* request
(``POST /v1/default/banks/{bank}/memories``) it sleeps ``delay`` seconds, so the server looks as if
it took that long per retain. Recall and every other route pass straight through. It is not a
fake of Hindsight's API: every answer comes from the real server behind it.
"""

from __future__ import annotations

import http.client
import re
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Self
from urllib.parse import urlsplit

__all__ = ["SlowRetainProxy"]

_RETAIN_PATH = re.compile(r"^/v1/default/banks/[^/?]+/memories/?(?:\?.*)?$")
_HOP_BY_HOP = frozenset({
    "connection", "keep-alive", "proxy-authenticate", "proxy-authorization", "te", "trailers",
    "transfer-encoding", "upgrade", "content-length",
})


class SlowRetainProxy:
    """Forwards to ``upstream``; each retain request waits ``delay`` seconds first.

    Args:
        upstream: base URL of the real Hindsight server (``http://127.0.0.1:port``).
        delay: seconds added to every retain request.

    Attributes:
        retains: retain requests forwarded so far.
        requests: all requests forwarded so far.
    """

    def __init__(self, upstream: str, *, delay: float = 1.0) -> None:
        parts = urlsplit(upstream)
        self._host, self._port = parts.hostname or "127.0.0.1", parts.port or 80
        self.delay = delay
        self.retains = 0
        self.requests = 0
        self._count_lock = threading.Lock()
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    @property
    def base_url(self) -> str:
        assert self._server is not None, "start() first"
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def start(self) -> Self:
        proxy = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"  # keep-alive, as aiohttp expects

            def log_message(self, *args: object) -> None:  # quiet
                pass

            def _forward(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length) if length else None
                is_retain = self.command == "POST" and bool(_RETAIN_PATH.match(self.path))
                with proxy._count_lock:
                    proxy.requests += 1
                    proxy.retains += is_retain
                if is_retain:
                    time.sleep(proxy.delay)  # the deliberate slowness
                headers = {k: v for k, v in self.headers.items()
                           if k.lower() not in _HOP_BY_HOP and k.lower() != "host"}
                conn = http.client.HTTPConnection(proxy._host, proxy._port, timeout=120)
                try:
                    conn.request(self.command, self.path, body=body, headers=headers)
                    resp = conn.getresponse()
                    data = resp.read()
                    self.send_response(resp.status, resp.reason)
                    for key, value in resp.getheaders():
                        if key.lower() not in _HOP_BY_HOP:
                            self.send_header(key, value)
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                finally:
                    conn.close()

            do_GET = do_POST = do_PUT = do_DELETE = do_PATCH = _forward

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever,
                                        name="slow-retain-proxy", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None
        if self._thread is not None:
            self._thread.join(5.0)
            self._thread = None
