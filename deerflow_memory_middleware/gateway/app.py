"""`create_app`: the memory gateway as a standalone FastAPI app (what `deerflow-memory serve`
runs).

Identity, in order: a host-supplied ``identity`` dependency; else a trusted header; else bearer
tokens from a file; else the single user ``default`` (logged as a warning at start, since every
caller then shares one memory).

Web page seam: when ``gateway/static/`` exists (the memory page), it is served at ``/memory``
(``/memory/`` -> ``index.html``). Nothing else is needed to ship the page.
"""

from __future__ import annotations

import logging
import os
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException as StarletteHTTPException

from ..config import MemoryConfig
from ..security import semantic
from ..service import MemoryService
from .auth import GatewayAuth, single_user
from .errors import GatewayJSONResponse, error_response, to_gateway_error
from .openapi import HealthResult
from .router import PREFIX, create_router

logger = logging.getLogger(__name__)

__all__ = ["STATIC_DIR", "create_app"]

STATIC_DIR = Path(__file__).with_name("static")

SINGLE_USER_WARNING = (
    "Memory gateway: no identity configured (no trusted header, no token file): every caller "
    "acts as the single user 'default'. Keep it on loopback, or pass --trusted-header / "
    "--tokens-file."
)


def _identity(
    identity: Callable[..., Any] | None,
    trusted_header: str | None,
    tokens_file: str | os.PathLike[str] | None,
) -> tuple[Callable[..., Any], str]:
    if identity is not None:
        if trusted_header or tokens_file:
            raise ValueError("Pass identity= or trusted_header / tokens_file, not both.")
        return identity, "custom identity dependency"
    if trusted_header or tokens_file:
        auth = GatewayAuth(trusted_header=trusted_header, tokens_file=tokens_file)
        return auth, auth.describe()
    return single_user, "single user 'default'"


def create_app(
    service: MemoryService | None = None,
    *,
    config: MemoryConfig | None = None,
    base_dir: str | os.PathLike[str] = ".deer-flow",
    identity: Callable[..., Any] | None = None,
    trusted_header: str | None = None,
    tokens_file: str | os.PathLike[str] | None = None,
    static_dir: str | os.PathLike[str] | None = None,
    require_precondition: bool = False,
) -> FastAPI:
    """Build the standalone gateway app.

    Args:
        service: serve this `MemoryService`; otherwise one is built from ``config`` /
            ``base_dir`` and shut down (Hindsight outbox flushed) when the app stops.
        config: the `memory:` section (defaults when ``None``).
        base_dir: the memory data directory.
        identity: a FastAPI dependency returning the user id (overrides the two modes below).
        trusted_header: trust this header, set by an authenticating proxy, as the user id.
        tokens_file: bearer tokens, a file mapping token -> user id.
        static_dir: the web page folder (default: ``gateway/static`` when it exists).
        require_precondition: edits by index must send ``If-Match`` or ``revision`` (428).

    Raises:
        ValueError: conflicting identity options.
        TokenFileError: the token file is unusable.
    """
    who, described = _identity(identity, trusted_header, tokens_file)
    owned = service is None
    svc = service or MemoryService.create(config, base_dir=base_dir)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        if who is single_user:
            logger.warning(SINGLE_USER_WARNING)
        logger.info("Memory gateway serving %s (identity: %s)", svc.registry.base_dir, described)
        security = svc.registry.config.security
        if security.scan_content and security.semantic_detector:
            # The scanner's models take seconds to load: before the first request, not in it.
            await run_in_threadpool(semantic.available)
        try:
            yield
        finally:
            if owned:
                if svc.registry.has_external():  # deliver queued writes while still open
                    timeout = svc.registry.config.hindsight.shutdown_flush_timeout_seconds
                    await run_in_threadpool(svc.flush_hindsight, timeout)
                await run_in_threadpool(svc.registry.shutdown)

    app = FastAPI(
        title="DeerFlow Memory V2 gateway",
        version="2",
        lifespan=lifespan,
        default_response_class=GatewayJSONResponse,
        redirect_slashes=False,  # an API answers JSON, not an empty 307, to a stray slash
    )
    app.state.memory_service = svc
    app.state.identity_mode = described
    app.include_router(create_router(svc, identity=who,
                                     require_precondition=require_precondition))
    _install_error_handlers(app)

    @app.get("/healthz", include_in_schema=False, response_model=HealthResult)
    async def healthz() -> HealthResult:
        return {"status": "ok", "api": PREFIX}

    _mount_page(app, Path(static_dir) if static_dir else STATIC_DIR)
    return app


def _install_error_handlers(app: FastAPI) -> None:
    """App-level errors (unknown path, wrong method) in the same JSON shape as the routes."""

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> GatewayJSONResponse:
        code = {404: "not_found", 405: "method_not_allowed"}.get(exc.status_code, "http_error")
        message = str(exc.detail)
        if exc.status_code == 404:
            path = request.url.path
            hint = " (drop the trailing slash)" if path.endswith("/") and len(path) > 1 else ""
            message = f"No route {path}{hint}; the memory API lives under {PREFIX}."
        return error_response(exc.status_code, code, message, headers=dict(exc.headers or {}))

    @app.exception_handler(RequestValidationError)
    async def invalid(request: Request, exc: RequestValidationError) -> GatewayJSONResponse:
        mapped = to_gateway_error(exc)
        assert mapped is not None
        return error_response(mapped.status, mapped.code, mapped.message, details=mapped.details)


def _mount_page(app: FastAPI, static_dir: Path) -> None:
    """Serve the memory web page at ``/memory`` when its folder exists."""
    if not (static_dir / "index.html").is_file():
        logger.debug("No memory page at %s; /memory not served", static_dir)
        return
    from .page import create_page_router

    app.include_router(create_page_router("/memory", api_base=PREFIX, static_dir=static_dir))
