"""The gateway's own answer shapes (the error body, the health check) and the error answers of
the memory routes as OpenAPI ``responses`` entries.

Every error of a memory route is the JSON body `ErrorBody` (``{"error": {"code", "message",
"details"?}}``), with the HTTP status the code maps to in `CODE_STATUS`. `error_responses`
documents the statuses a route can answer, each with the codes behind it, so the schema and the
one code table cannot drift apart.
"""

from http import HTTPStatus
from typing import Any, Literal, NotRequired

from typing_extensions import TypedDict

from .errors import CODE_STATUS

__all__ = ["COMMON_ERRORS", "ErrorBody", "ErrorInfo", "HealthResult", "error_responses"]


class ErrorInfo(TypedDict):
    """``code`` is machine-readable, ``message`` says what is wrong and what to do,
    ``details`` holds facts such as limits or the entries concerned."""

    code: str
    message: str
    details: NotRequired[dict[str, Any]]


class ErrorBody(TypedDict):
    """Every error answer of the gateway."""

    error: ErrorInfo


class HealthResult(TypedDict):
    """``GET /healthz`` of the standalone gateway: ``api`` is where the memory API lives."""

    status: Literal["ok"]
    api: str


#: Statuses any memory route can answer: a bad id or identity header (400), no identity (401),
#: an unusable memory file (409), an invalid request (422), a bug (500), a busy or read-only
#: store (503).
COMMON_ERRORS = (400, 401, 409, 422, 500, 503)

# Answered by the framework rather than by a code of the table, or by the one override of the
# table (a stale If-Match answers 412 with the ``conflict`` code).
_FRAMEWORK_CODES = {400: ("invalid_request", "http_error"), 412: ("conflict",),
                    422: ("invalid_request",)}


def _description(status: int) -> str:
    codes = {str(code) for code, mapped in CODE_STATUS.items() if mapped == status}
    codes.update(_FRAMEWORK_CODES.get(status, ()))
    listed = ", ".join(f"`{code}`" for code in sorted(codes))
    return f"{HTTPStatus(status).phrase}; `error.code` is one of {listed}."


def error_responses(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """The ``responses`` of a route: `COMMON_ERRORS` plus ``statuses``, each documented with
    the `ErrorBody` shape and the codes that answer with it."""
    return {status: {"model": ErrorBody, "description": _description(status)}
            for status in sorted({*COMMON_ERRORS, *statuses})}
