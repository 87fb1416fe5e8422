"""One error vocabulary for the whole package: a root class, one set of codes, one tool-error shape.

Every error this package raises on purpose derives from `MemoryV2Error` and carries an
`ErrorCode`. The subclasses also derive from the builtin that fits (an invalid id is a
`ValueError`, a storage fault an `OSError`, a lock timeout a `TimeoutError`), so existing
``except ValueError`` code keeps working. Faces translate codes, never exception types:

- the gateway maps a code to an HTTP status with one table (``gateway.errors.CODE_STATUS``);
- the command line maps a code to an exit status with one table (``cli.EXIT_STATUS``);
- a tool returns `tool_error` JSON: ``{"success": false, "tool", "code", "error"}``.

Messages say what is wrong *and* what to do (the remedy), because they reach people and models
that cannot read a traceback.

Example:
    >>> from deerflow_memory_middleware import ErrorCode, InvalidIdError
    >>> err = InvalidIdError("user_id is empty; pass the caller's id.")
    >>> err.code is ErrorCode.INVALID_ID, isinstance(err, ValueError)
    (True, True)
"""

from __future__ import annotations

import json
from enum import StrEnum
from typing import Any, ClassVar

__all__ = [
    "ConfigError",
    "ConflictError",
    "ErrorCode",
    "ExternalProviderError",
    "InvalidArgumentError",
    "InvalidIdError",
    "LockTimeoutError",
    "MemoryV2Error",
    "NotConfiguredError",
    "NotFoundError",
    "StorageError",
    "tool_error",
    "tool_error_for",
]


class ErrorCode(StrEnum):
    """Every machine-readable error code of the package (tool results, HTTP bodies, CLI)."""

    # the request itself is wrong
    INVALID_ARGUMENT = "invalid_argument"
    INVALID_ID = "invalid_id"
    INVALID_USER_ID = "invalid_user_id"
    INVALID_AGENT_ID = "invalid_agent_id"
    INVALID_CONFIG = "invalid_config"
    INVALID_REQUEST = "invalid_request"
    BLOCKED = "blocked"
    CONFIRMATION_REQUIRED = "confirmation_required"
    DUPLICATE_IDENTITY_HEADER = "duplicate_identity_header"
    UNAUTHENTICATED = "unauthenticated"
    # the request meets the current state
    NOT_FOUND = "not_found"
    AMBIGUOUS = "ambiguous"
    OVER_LIMIT = "over_limit"
    CONFLICT = "conflict"
    REVISION_MISMATCH = "revision_mismatch"
    PRECONDITION_REQUIRED = "precondition_required"
    DISABLED = "disabled"
    NOT_CONFIGURED = "not_configured"
    # undo of a history record
    STALE = "stale"
    ALREADY_UNDONE = "already_undone"
    NOT_UNDOABLE = "not_undoable"
    # storage
    LOCK_TIMEOUT = "lock_timeout"
    LOCK_UNUSABLE = "lock_unusable"
    NOT_A_REGULAR_FILE = "not_a_regular_file"
    UNSAFE_PATH = "unsafe_path"
    FILE_TOO_LARGE = "file_too_large"
    PERMISSION_DENIED = "permission_denied"
    READ_ONLY = "read_only"
    DISK_FULL = "disk_full"
    IO_ERROR = "io_error"
    STORAGE_UNAVAILABLE = "storage_unavailable"
    # the external provider (Hindsight or another)
    EXTERNAL_UNAVAILABLE = "hindsight_unavailable"
    EXTERNAL_TIMEOUT = "hindsight_timeout"
    EXTERNAL_AUTH = "hindsight_auth"
    EXTERNAL_NOT_FOUND = "hindsight_not_found"
    EXTERNAL_REFUSED = "hindsight_refused"
    EXTERNAL_NOT_READY = "hindsight_not_ready"
    EXTERNAL_SKIPPED = "hindsight_skipped"
    EXTERNAL_STOPPED = "hindsight_stopped"
    EXTERNAL_ERROR = "hindsight_error"
    ERASE_INCOMPLETE = "erase_incomplete"
    # the server itself
    HTTP_ERROR = "http_error"
    INTERNAL_ERROR = "internal_error"


class MemoryV2Error(Exception):
    """Root of every error the package raises on purpose.

    Args:
        message: What is wrong and what to do about it.
        code: Overrides the class's default `ErrorCode`.
        details: JSON-ready facts a caller may show (limits, the entries concerned).
    """

    default_code: ClassVar[ErrorCode] = ErrorCode.INTERNAL_ERROR

    def __init__(
        self,
        message: str,
        *,
        code: ErrorCode | str | None = None,
        details: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.code = ErrorCode(code) if code is not None else self.default_code
        self.details = details

    def __str__(self) -> str:
        return self.message


class InvalidArgumentError(MemoryV2Error, ValueError):
    """An argument that can never succeed as given (empty text, unknown target, bad mode)."""

    default_code = ErrorCode.INVALID_ARGUMENT


class InvalidIdError(InvalidArgumentError):
    """A user, agent or thread id that cannot name memory (empty, too long, control chars)."""

    default_code = ErrorCode.INVALID_ID


class ConfigError(InvalidArgumentError):
    """A configuration value or file that cannot be used; the message names the field."""

    default_code = ErrorCode.INVALID_CONFIG


class NotFoundError(MemoryV2Error, LookupError):
    """The named entry, target, bank or history record does not exist."""

    default_code = ErrorCode.NOT_FOUND


class ConflictError(MemoryV2Error, ValueError):
    """The request is valid but clashes with the current state (stale revision, limits)."""

    default_code = ErrorCode.CONFLICT


class NotConfiguredError(MemoryV2Error, RuntimeError):
    """The operation needs a part that is switched off or not installed (say which)."""

    default_code = ErrorCode.NOT_CONFIGURED


class StorageError(MemoryV2Error, OSError):
    """A memory file, folder or store that cannot be used as it is.

    Args:
        code: A storage code (``not_a_regular_file``, ``permission_denied``, ``disk_full``...).
        message: What is wrong and what to do about it.
        path: The file or folder concerned, when there is one.
    """

    default_code = ErrorCode.IO_ERROR

    def __init__(self, code: ErrorCode | str, message: str, *, path: Any = None) -> None:
        super().__init__(message, code=code)
        self.path = path


class LockTimeoutError(StorageError, TimeoutError):
    """Another writer held the lock for longer than the configured timeout; retry shortly."""

    default_code = ErrorCode.LOCK_TIMEOUT

    def __init__(self, message: str, *, path: Any = None) -> None:
        super().__init__(ErrorCode.LOCK_TIMEOUT, message, path=path)


class ExternalProviderError(MemoryV2Error, RuntimeError):
    """A failed call to the external memory provider (Hindsight or another)."""

    default_code = ErrorCode.EXTERNAL_ERROR


def tool_error(
    tool: str, message: str, *, code: ErrorCode | str = ErrorCode.INVALID_ARGUMENT
) -> str:
    """The JSON a memory tool returns when it cannot do what was asked.

    Args:
        tool: The tool's name.
        message: What is wrong and what to do (the model reads it).
        code: The error code.

    Returns:
        ``{"success": false, "tool": ..., "code": ..., "error": ...}`` as a JSON string.
    """
    return json.dumps(
        {"success": False, "tool": tool, "code": str(code), "error": message},
        ensure_ascii=False,
    )


def tool_error_for(tool: str, exc: BaseException) -> str:
    """`tool_error` for a raised exception: a package error keeps its code, another
    `ValueError` is an invalid argument, anything else an internal error."""
    if isinstance(exc, MemoryV2Error):
        return tool_error(tool, exc.message, code=exc.code)
    code = ErrorCode.INVALID_ARGUMENT if isinstance(exc, ValueError) else ErrorCode.INTERNAL_ERROR
    return tool_error(tool, str(exc), code=code)
