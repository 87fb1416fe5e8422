"""What went wrong talking to Hindsight, in terms a caller can act on.

hindsight-client 1.1.0 raises ``aiohttp.ClientConnectorError`` when nothing listens,
``TimeoutError`` when the server accepts but does not answer, and
``hindsight_client_api.exceptions.ApiException`` subclasses (with ``.status``) for HTTP errors.
`classify` maps all of them onto one `HindsightError` whose ``kind`` drives the breaker (outages
count, refusals do not), the outbox (retryable or not) and the JSON error a tool returns.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
from typing import Literal

from ..errors import ExternalProviderError

__all__ = ["HindsightError", "classify"]

logger = logging.getLogger(__name__)

ErrorKind = Literal[
    "unavailable",  # nothing listening, connection dropped, 5xx, 429
    "timeout",      # accepted but no answer in time
    "auth",         # 401 / 403
    "not_found",    # 404 (unknown bank or document)
    "refused",      # 4xx: the request itself is wrong and will never succeed
    "not_ready",    # an embedded server is still starting
    "skipped",      # the breaker is open: not even tried
    "stopped",      # the backend was shut down / the call was cancelled
]

_ADVICE = {
    "unavailable": "Check that the Hindsight server is running and hindsight.api_url is right; "
                   "writes wait in the outbox and are sent when it is back.",
    "timeout": "Hindsight did not answer in time; it may be overloaded or hung. Writes wait in "
               "the outbox.",
    "auth": "Hindsight rejected the credentials: set hindsight.api_key ($HINDSIGHT_API_KEY).",
    "not_found": "",
    "refused": "Hindsight refused the request; it will not succeed as sent.",
    "not_ready": "The embedded Hindsight server is still starting; try again shortly.",
    "skipped": "Hindsight failed repeatedly and is skipped for a cool-down; try again later.",
    "stopped": "The memory backend is shutting down.",
}


class HindsightError(ExternalProviderError):
    """A failed Hindsight call; its code is ``hindsight_<kind>``.

    Args:
        kind: what class of failure (see ``ErrorKind``).
        message: the detail (server message, exception text).
        status: the HTTP status when there was one.
    """

    def __init__(self, kind: ErrorKind, message: str, *, status: int | None = None) -> None:
        advice = _ADVICE.get(kind, "")
        super().__init__(f"{message} {advice}".strip(), code=f"hindsight_{kind}")
        self.kind = kind
        self.status = status
        self.detail = message

    @property
    def counts_as_outage(self) -> bool:
        """Whether the breaker should count this failure."""
        return self.kind in ("unavailable", "timeout")

    @property
    def retryable(self) -> bool:
        """Whether sending the same request later may succeed."""
        return self.kind in ("unavailable", "timeout", "auth", "not_ready", "skipped", "stopped")


def _api_detail(exc: BaseException) -> str:
    body = getattr(exc, "body", None)
    if isinstance(body, bytes):
        body = body.decode("utf-8", "replace")
    reason = getattr(exc, "reason", None) or ""
    return f"HTTP {getattr(exc, 'status', '?')} {reason}: {body or ''}".strip().rstrip(":")


def classify(exc: BaseException) -> HindsightError:
    """Map any exception from a Hindsight call onto a `HindsightError`."""
    if isinstance(exc, HindsightError):
        return exc
    if isinstance(exc, (concurrent.futures.CancelledError, asyncio.CancelledError)):
        return HindsightError("stopped", "The Hindsight call was cancelled.")
    api_errors: tuple[type[BaseException], ...] = ()
    try:
        from hindsight_client_api.exceptions import ApiException

        api_errors = (ApiException,)
    except ImportError:  # the [hindsight] extra is missing: no HTTP errors to recognise
        logger.debug("hindsight_client_api is not installed")
    if api_errors and isinstance(exc, api_errors):
        status = getattr(exc, "status", None) or 0
        detail = _api_detail(exc)
        if status == 404:
            return HindsightError("not_found", detail, status=status)
        if status in (401, 403):
            return HindsightError("auth", detail, status=status)
        if status == 408:
            return HindsightError("timeout", detail, status=status)
        if status == 429 or status >= 500 or status == 0:
            return HindsightError("unavailable", detail, status=status)
        return HindsightError("refused", detail, status=status)
    if isinstance(exc, (TimeoutError, asyncio.TimeoutError)):
        return HindsightError("timeout", f"Hindsight timed out ({exc or 'no answer'}).")
    try:
        import aiohttp

        if isinstance(exc, aiohttp.ClientError):
            return HindsightError("unavailable", f"Cannot reach Hindsight ({exc!r}).")
    except ImportError:  # pragma: no cover
        pass
    if isinstance(exc, OSError):
        return HindsightError("unavailable", f"Cannot reach Hindsight ({exc!r}).")
    if isinstance(exc, (ValueError, TypeError)):  # includes pydantic validation errors
        return HindsightError("refused", f"Invalid request for Hindsight: {exc}.")
    return HindsightError("unavailable", f"Unexpected error from the Hindsight client: {exc!r}.")
