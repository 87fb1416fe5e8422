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

from ..errors import ErrorCode, MemoryV2Error
from ..write_result import WriteResult

logger = logging.getLogger(__name__)

__all__ = [
    "CODE_STATUS",
    "GatewayError",
    "GatewayJSONResponse",
    "MemoryRoute",
    "error_response",
    "status_for",
    "write_failure",
]

#: The one table from error code to HTTP status. Codes not listed answer 500.
CODE_STATUS: dict[ErrorCode, int] = {
    ErrorCode.INVALID_ARGUMENT: 422,
    ErrorCode.INVALID_ID: 400,
    ErrorCode.INVALID_USER_ID: 400,
    ErrorCode.INVALID_AGENT_ID: 400,
    ErrorCode.INVALID_CONFIG: 422,
    ErrorCode.INVALID_REQUEST: 422,
    ErrorCode.BLOCKED: 422,
    ErrorCode.CONFIRMATION_REQUIRED: 400,
    ErrorCode.DUPLICATE_IDENTITY_HEADER: 400,
    ErrorCode.UNAUTHENTICATED: 401,
    ErrorCode.NOT_FOUND: 404,
    ErrorCode.AMBIGUOUS: 409,
    ErrorCode.OVER_LIMIT: 409,
    ErrorCode.CONFLICT: 409,
    ErrorCode.REVISION_MISMATCH: 400,
    ErrorCode.PRECONDITION_REQUIRED: 428,
    ErrorCode.DISABLED: 409,
    ErrorCode.NOT_CONFIGURED: 409,
    ErrorCode.STALE: 409,
    ErrorCode.ALREADY_UNDONE: 409,
    ErrorCode.NOT_UNDOABLE: 422,
    ErrorCode.LOCK_TIMEOUT: 503,
    ErrorCode.LOCK_UNUSABLE: 503,
    ErrorCode.NOT_A_REGULAR_FILE: 409,
    ErrorCode.UNSAFE_PATH: 409,
    ErrorCode.FILE_TOO_LARGE: 409,
    ErrorCode.PERMISSION_DENIED: 503,
    ErrorCode.READ_ONLY: 503,
    ErrorCode.DISK_FULL: 503,
    ErrorCode.IO_ERROR: 503,
    ErrorCode.STORAGE_UNAVAILABLE: 503,
    ErrorCode.EXTERNAL_UNAVAILABLE: 503,
    ErrorCode.EXTERNAL_TIMEOUT: 504,
    ErrorCode.EXTERNAL_AUTH: 502,
    ErrorCode.EXTERNAL_NOT_FOUND: 404,
    ErrorCode.EXTERNAL_REFUSED: 502,
    ErrorCode.EXTERNAL_NOT_READY: 503,
    ErrorCode.EXTERNAL_SKIPPED: 503,
    ErrorCode.EXTERNAL_STOPPED: 503,
    ErrorCode.EXTERNAL_ERROR: 502,
    ErrorCode.ERASE_INCOMPLETE: 502,
    ErrorCode.INTERNAL_ERROR: 500,
}
#: Codes whose answer tells the client to retry shortly.
_RETRY_SOON = frozenset({ErrorCode.LOCK_TIMEOUT, ErrorCode.DISK_FULL})


def status_for(code: ErrorCode | str) -> int:
    """The HTTP status of an error code (500 for a code the table does not know)."""
    try:
        return CODE_STATUS.get(ErrorCode(code), 500)
    except ValueError:
        return 500


class GatewayError(MemoryV2Error):
    """An HTTP error: a code from the one vocabulary and a message a person can act on.

    Args:
        code: The error code; the HTTP status comes from `CODE_STATUS`.
        message: What is wrong and what to do.
        details: JSON-ready facts for the error body.
        headers: Extra response headers.
        status: Overrides the table: an HTTP error raised by the framework itself
            (``http_error``) or a stale ``If-Match`` (412).
    """

    def __init__(
        self,
        code: ErrorCode | str,
        message: str,
        *,
        details: dict[str, Any] | None = None,
        headers: dict[str, str] | None = None,
        status: int | None = None,
    ) -> None:
        super().__init__(message, code=code, details=details)
        self.status = status if status is not None else status_for(self.code)
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
    body: dict[str, Any] = {"code": str(code), "message": message}
    if details:
        body["details"] = details
    return GatewayJSONResponse({"error": body}, status_code=status, headers=headers)


def write_failure(result: WriteResult, *, if_match: bool = False) -> GatewayError:
    """The `GatewayError` for a refused write (``result.success`` is False)."""
    code = result.code or ErrorCode.INVALID_ARGUMENT
    # The one status the table does not decide: a stale If-Match is HTTP's own 412, with the
    # same ``conflict`` code as a stale ``revision`` field (409).
    status = 412 if code == ErrorCode.CONFLICT and if_match else None
    details: dict[str, Any] = {"action": result.action, "target": result.target}
    if result.limit:
        details.update(usage=result.usage, limit=result.limit)
    if code in ("over_limit", "ambiguous", "not_found") and result.entries:
        details["entries"], omitted = result.echoed_entries()
        if omitted:
            details["entries_omitted"] = omitted
    return GatewayError(code, result.error or "Write refused.", details=details, status=status)


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
        return GatewayError(ErrorCode.EXTERNAL_TIMEOUT,
                            "Hindsight did not answer in time; try again later.")
    if module.startswith(("aiohttp", "hindsight_client")) or isinstance(exc, ConnectionError):
        status = getattr(exc, "status", None)
        detail = f" (HTTP {status})" if status else ""
        return GatewayError(
            ErrorCode.EXTERNAL_UNAVAILABLE,
            f"Hindsight request failed{detail}: {name}. Check that the Hindsight server at "
            "memory.hindsight.api_url is running, then retry.",
        )
    return None


def to_gateway_error(exc: Exception) -> GatewayError | None:
    """Map a known exception to a `GatewayError`; None for an unexpected one (a bug)."""
    if isinstance(exc, GatewayError):
        return exc
    if isinstance(exc, MemoryV2Error):
        return GatewayError(exc.code, exc.message, details=exc.details)
    if isinstance(exc, RequestValidationError):
        message, problems = _validation_message(exc)
        return GatewayError(ErrorCode.INVALID_REQUEST, message, details={"problems": problems})
    if isinstance(exc, HTTPException):  # FastAPI's and Starlette's (e.g. an unparsable body)
        code = (ErrorCode.INVALID_REQUEST if exc.status_code in (400, 422)
                else ErrorCode.HTTP_ERROR)
        message = str(exc.detail)
        if code == ErrorCode.INVALID_REQUEST:
            message = f"{message}: send a JSON body in UTF-8."
        return GatewayError(code, message, headers=dict(exc.headers or {}),
                            status=exc.status_code)
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
                        ErrorCode.INTERNAL_ERROR,
                        "Unexpected server error; the server log has the details.",
                    )
                headers = dict(mapped.headers or {})
                if mapped.code in _RETRY_SOON:
                    headers.setdefault("Retry-After", "1")
                response = error_response(mapped.status, mapped.code, mapped.message,
                                          details=mapped.details, headers=headers or None)
            response.headers.setdefault("Cache-Control", "no-store")
            return response

        return guarded
