"""Gateway error model: every failure is JSON ``{"error": {"code": ..., "message": ...}}``.

`MemoryRoute` is the router's route class: it turns every exception a route raises (bad bodies,
service refusals, invalid ids, upstream failures) into that shape *inside the router*, so the
format holds even when a host mounts the router into an app with its own exception handlers.
Bad input never answers 500; only an unexpected bug does (logged with its traceback).
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Coroutine
from typing import Any

from fastapi import Request, Response
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from fastapi.routing import APIRoute
from starlette.exceptions import HTTPException

from ..config import ConfigError
from ..identity import InvalidIdError
from ..service import ServiceError
from ..storage_errors import STORAGE_CODES, StorageError
from ..write_result import WriteResult

logger = logging.getLogger(__name__)

__all__ = [
    "WRITE_ERROR_STATUS",
    "GatewayError",
    "GatewayJSONResponse",
    "MemoryRoute",
    "error_response",
    "write_failure",
]

#: HTTP status for each `WriteResult.code`.
WRITE_ERROR_STATUS: dict[str, int] = {
    "invalid_argument": 422,
    "blocked": 422,
    "not_found": 404,
    "ambiguous": 409,
    "over_limit": 409,
    "conflict": 409,  # 412 when the stale revision came from an If-Match header
    "lock_timeout": 503,
    "io_error": 500,
    "disabled": 409,
    **{code: status for code, (status, _) in STORAGE_CODES.items()},
}


class GatewayError(Exception):
    """An HTTP error with a machine-readable code and a message a person can act on."""

    def __init__(
        self,
        status: int,
        code: str,
        message: str,
        *,
        details: dict[str, Any] | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.details = details
        self.headers = headers


class GatewayJSONResponse(JSONResponse):
    """JSON that never fails to encode: lone surrogates (valid in a JSON request, invalid in
    UTF-8) come out as ``\\udxxx`` escapes instead of raising in the middle of a response."""

    def render(self, content: Any) -> bytes:
        return json.dumps(
            content, ensure_ascii=False, allow_nan=True, separators=(",", ":")
        ).encode("utf-8", errors="backslashreplace")


def error_response(
    status: int,
    code: str,
    message: str,
    *,
    details: dict[str, Any] | None = None,
    headers: dict[str, str] | None = None,
) -> GatewayJSONResponse:
    body: dict[str, Any] = {"code": code, "message": message}
    if details:
        body["details"] = details
    return GatewayJSONResponse({"error": body}, status_code=status, headers=headers)


def write_failure(result: WriteResult, *, if_match: bool = False) -> GatewayError:
    """The `GatewayError` for a refused write (``result.success`` is False)."""
    code = result.code or "invalid_argument"
    status = WRITE_ERROR_STATUS.get(code, 422)
    if code == "conflict" and if_match:
        status = 412
    details: dict[str, Any] = {"action": result.action, "target": result.target}
    if result.limit:
        details.update(usage=result.usage, limit=result.limit)
    if code in ("over_limit", "ambiguous", "not_found") and result.entries:
        details["entries"], omitted = result.echoed_entries()
        if omitted:
            details["entries_omitted"] = omitted
    headers = {"Retry-After": "1"} if code in ("lock_timeout", "disk_full") else None
    return GatewayError(status, code, result.error or "Write refused.", details=details,
                        headers=headers)


def _validation_message(exc: RequestValidationError) -> tuple[str, list[dict[str, Any]]]:
    problems = []
    for err in exc.errors():
        loc = ".".join(str(part) for part in err.get("loc", ()) if part != "body") or "body"
        problems.append({"field": loc, "problem": str(err.get("msg", "invalid"))})
    summary = "; ".join(f"{p['field']}: {p['problem']}" for p in problems[:5])
    return f"Invalid request: {summary}.", problems


def _upstream(exc: Exception) -> GatewayError | None:
    """Hindsight transport failures -> 502/504 with advice; None when not one of them."""
    name = type(exc).__name__
    module = type(exc).__module__ or ""
    if isinstance(exc, TimeoutError):
        return GatewayError(504, "hindsight_timeout",
                            "Hindsight did not answer in time; try again later.")
    if module.startswith(("aiohttp", "hindsight_client")) or isinstance(exc, ConnectionError):
        status = getattr(exc, "status", None)
        detail = f" (HTTP {status})" if status else ""
        return GatewayError(
            502, "hindsight_unavailable",
            f"Hindsight request failed{detail}: {name}. Check that the Hindsight server at "
            "memory.hindsight.api_url is running, then retry.",
        )
    return None


def to_gateway_error(exc: Exception) -> GatewayError | None:
    """Map a known exception to a `GatewayError`; None for an unexpected one (a bug)."""
    if isinstance(exc, GatewayError):
        return exc
    if isinstance(exc, ServiceError):
        return GatewayError(exc.status, exc.code, exc.message)
    if isinstance(exc, StorageError):
        return GatewayError(exc.status, exc.code, exc.message)
    if isinstance(exc, InvalidIdError):
        return GatewayError(400, "invalid_id", str(exc))
    if isinstance(exc, ConfigError):
        return GatewayError(422, "invalid_config", str(exc))
    if isinstance(exc, RequestValidationError):
        message, problems = _validation_message(exc)
        return GatewayError(422, "invalid_request", message, details={"problems": problems})
    if isinstance(exc, HTTPException):  # FastAPI's and Starlette's (e.g. an unparsable body)
        code = "invalid_request" if exc.status_code in (400, 422) else "http_error"
        message = str(exc.detail)
        if code == "invalid_request":
            message = f"{message}: send a JSON body in UTF-8."
        return GatewayError(exc.status_code, code, message, headers=dict(exc.headers or {}))
    return _upstream(exc)


class MemoryRoute(APIRoute):
    """Route class that renders every error of the memory routes as the JSON error shape and
    marks every answer ``Cache-Control: no-store`` (it is personal data)."""

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        handler = super().get_route_handler()

        async def guarded(request: Request) -> Response:
            try:
                response = await handler(request)
            except Exception as exc:  # every error leaves as JSON; bugs are logged below
                mapped = to_gateway_error(exc)
                if mapped is None:
                    logger.exception("Unexpected error in %s %s", request.method,
                                     request.url.path)
                    mapped = GatewayError(
                        500, "internal_error",
                        "Unexpected server error; the server log has the details.",
                    )
                response = error_response(mapped.status, mapped.code, mapped.message,
                                          details=mapped.details, headers=mapped.headers)
            response.headers.setdefault("Cache-Control", "no-store")
            return response

        return guarded
