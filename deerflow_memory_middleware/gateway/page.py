"""The memory web page (``gateway/static``) as a FastAPI router, for any host app.

The standalone app (`create_app`) serves it at ``/memory``; a host that mounts `create_router`
in its own gateway adds the page with::

    app.include_router(create_router(service, identity=current_user))
    app.include_router(create_page_router())            # GET /memory/

The page is three static files (no build step, no CDN). It calls the API with the browser's own
credentials (cookies of the host, or a bearer token the user pastes), so it shows exactly what the
gateway's identity dependency allows: the signed-in user's memory. It finds the API through
``<meta name="memory-api">`` in ``index.html``, which this router fills with ``api_base``.
"""

from __future__ import annotations

import html
import logging
import os
import re
from pathlib import Path

from fastapi import APIRouter
from fastapi.responses import RedirectResponse, Response

from .router import PREFIX

logger = logging.getLogger(__name__)

__all__ = ["PAGE_SECURITY_HEADERS", "STATIC_DIR", "create_page_router"]

STATIC_DIR = Path(__file__).with_name("static")

#: Sent with every file of the page: no inline code, no other origin, no framing, no referrer.
PAGE_SECURITY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "connect-src 'self'; form-action 'none'; base-uri 'none'; frame-ancestors 'none'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-cache",
}

_ASSETS = {
    "app.js": "text/javascript; charset=utf-8",
    "style.css": "text/css; charset=utf-8",
}
_API_META = re.compile(r'<meta name="memory-api" content="[^"]*">')
_PATH = re.compile(r"^(/[A-Za-z0-9._~!$&'()*+,;=:@%-]+)+$")


def _checked_path(value: str, what: str) -> str:
    """A same-origin absolute path without a trailing slash (the page's CSP allows 'self' only).

    Raises:
        ValueError: not such a path.
    """
    path = value.rstrip("/")
    if not _PATH.match(path) or "//" in path:
        raise ValueError(f"{what} must be an absolute path on this server like '/memory', "
                         f"got {value!r}.")
    return path


def _read_page(static_dir: Path, api_base: str) -> tuple[bytes, dict[str, bytes]]:
    """``index.html`` with ``api_base`` filled in, and the assets, read once."""
    index = (static_dir / "index.html").read_text(encoding="utf-8")
    meta = f'<meta name="memory-api" content="{html.escape(api_base, quote=True)}">'
    index, count = _API_META.subn(meta, index, count=1)
    if count != 1:
        raise ValueError(f"{static_dir / 'index.html'} lacks <meta name=\"memory-api\">.")
    assets = {name: (static_dir / name).read_bytes() for name in _ASSETS}
    return index.encode("utf-8"), assets


def create_page_router(
    prefix: str = "/memory",
    *,
    api_base: str = PREFIX,
    static_dir: str | os.PathLike[str] | None = None,
) -> APIRouter:
    """Build a router serving the memory page at ``{prefix}/``.

    Routes: ``GET {prefix}`` (redirect to ``{prefix}/``), ``GET {prefix}/`` (the page),
    ``GET {prefix}/app.js`` and ``GET {prefix}/style.css``. Nothing else under ``prefix`` is
    served, and the files are read once, when the router is built.

    Args:
        prefix: where the page lives, e.g. ``/memory`` or ``/settings/memory``.
        api_base: where the page finds the memory API (the prefix `create_router` uses,
            unless the host mounts it elsewhere). Same origin only.
        static_dir: the page's folder (default: the package's ``gateway/static``).

    Returns:
        The router; mount it with ``app.include_router(...)``. Not in the OpenAPI schema.

    Raises:
        ValueError: ``prefix`` or ``api_base`` is not an absolute same-origin path, or the page
            files are missing.
    """
    prefix = _checked_path(prefix, "prefix")
    api_base = _checked_path(api_base, "api_base")
    folder = Path(static_dir) if static_dir is not None else STATIC_DIR
    try:
        index, assets = _read_page(folder, api_base)
    except OSError as exc:
        raise ValueError(f"The memory page files are missing in {folder}: {exc}") from exc
    logger.debug("Memory page at %s/ (API %s)", prefix, api_base)

    router = APIRouter(prefix=prefix, include_in_schema=False)

    @router.get("")
    async def page_redirect() -> RedirectResponse:
        # Relative, so it also works when the host app sits behind a path prefix.
        return RedirectResponse(prefix.rsplit("/", 1)[-1] + "/", status_code=308)

    @router.get("/")
    async def page() -> Response:
        return Response(index, media_type="text/html; charset=utf-8",
                        headers=PAGE_SECURITY_HEADERS)

    def asset_route(name: str) -> None:
        body, media_type = assets[name], _ASSETS[name]

        async def asset() -> Response:
            return Response(body, media_type=media_type, headers=PAGE_SECURITY_HEADERS)

        router.add_api_route(f"/{name}", asset, methods=["GET"], name=f"memory_page_{name}")

    for name in _ASSETS:
        asset_route(name)
    return router
