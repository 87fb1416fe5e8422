"""A real uvicorn server on a free loopback port, in a background thread.

Used by the gateway tests and the gateway benchmark: requests go through real sockets, HTTP
parsing and the ASGI stack, exactly as in production (``deerflow-memory serve``).
"""

from __future__ import annotations

import socket
import threading
import time
from typing import Any, Self

import uvicorn

__all__ = ["LiveServer"]


class LiveServer:
    """Serve an ASGI app with uvicorn on ``127.0.0.1:<free port>``.

    Use as a context manager, or call `start` / `stop`.

    Args:
        app: the ASGI app.
        log_level: uvicorn's log level (``warning`` keeps test output quiet).
    """

    def __init__(self, app: Any, *, log_level: str = "warning", **config: Any) -> None:
        # proto=IPPROTO_TCP matters: asyncio sets TCP_NODELAY on accepted connections only when
        # the listening socket says TCP; with proto 0 every response pays a 40 ms delayed ACK.
        self._socket = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
        self._socket.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self._socket.bind(("127.0.0.1", 0))
        self.port: int = self._socket.getsockname()[1]
        self.base_url = f"http://127.0.0.1:{self.port}"
        self.server = uvicorn.Server(
            uvicorn.Config(app, log_level=log_level, lifespan="on", **config)
        )
        self._thread = threading.Thread(
            target=self.server.run,
            kwargs={"sockets": [self._socket]},
            name="live-uvicorn",
            daemon=True,
        )

    def start(self, timeout: float = 20.0) -> LiveServer:
        self._thread.start()
        deadline = time.monotonic() + timeout
        while not self.server.started:
            if not self._thread.is_alive():
                raise RuntimeError("uvicorn exited during start-up; see the log above.")
            if time.monotonic() > deadline:
                raise RuntimeError(f"uvicorn did not start within {timeout} s.")
            time.sleep(0.01)
        return self

    def stop(self, timeout: float = 20.0) -> None:
        self.server.should_exit = True
        self._thread.join(timeout)
        self._socket.close()
        if self._thread.is_alive():
            raise RuntimeError(f"uvicorn did not stop within {timeout} s.")

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.stop()
