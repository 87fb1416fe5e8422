"""The outcome of one memory write, shared by the tool, the manager, the service and the gateway."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Literal

__all__ = ["ErrorCode", "WriteResult"]

#: Why a write failed; the gateway maps each to an HTTP status.
ErrorCode = Literal[
    "invalid_argument", "blocked", "not_found", "ambiguous", "over_limit", "conflict",
    "lock_timeout", "io_error", "disabled",
]


@dataclass(frozen=True)
class WriteResult:
    """What a write did. ``changed`` is False for failures and for no-ops (exact duplicates)."""

    success: bool
    action: str
    target: str
    message: str = ""
    error: str | None = None
    code: ErrorCode | None = None
    changed: bool = False
    content: str = ""
    old_content: str = ""
    usage: int = 0
    limit: int = 0
    revision: str = ""
    entries: tuple[str, ...] = field(default=())

    @classmethod
    def failure(cls, action: str, target: str, code: ErrorCode, error: str, **extra: Any):
        return cls(False, action, target, error=error, code=code, **extra)

    def to_dict(self, *, include_entries: bool | None = None) -> dict[str, Any]:
        """The JSON shape the `memory` tool returns. Entries are listed on failures that the
        model can only fix by consolidating or choosing (over the limit, ambiguous, not found)."""
        data: dict[str, Any] = {"success": self.success, "action": self.action,
                                "target": self.target}
        if self.success:
            data["message"] = self.message
        else:
            data["error"] = self.error
            data["code"] = self.code
        if self.limit:
            data["usage"] = f"{self.usage}/{self.limit}"
        if include_entries is None:
            include_entries = self.code in ("over_limit", "ambiguous", "not_found")
        if include_entries:
            data["entries"] = list(self.entries)
        return data

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False)
