"""The outcome of one memory write, shared by the tool, the manager, the service and the gateway."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from .errors import ErrorCode
from .results import WriteOutcome

__all__ = ["ErrorCode", "WriteResult"]

#: Characters of entries a failure echoes at most (a hand-made file far over its limit is never
#: repeated whole to the model): this many times the limit.
ECHO_FACTOR = 2


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
    def failure(cls, action: str, target: str, code: ErrorCode | str, error: str,
                **extra: Any) -> WriteResult:
        """A refused write; ``code`` is an `ErrorCode` (or its value) and ``error`` the remedy."""
        return cls(False, action, target, error=error, code=ErrorCode(code), **extra)

    def to_dict(self, *, include_entries: bool | None = None) -> WriteOutcome:
        """The JSON shape the `memory` tool returns. Entries are listed on failures that the
        model can only fix by consolidating or choosing (over the limit, ambiguous, not found)."""
        data: WriteOutcome = {"success": self.success, "action": self.action,
                              "target": self.target}
        if self.success:
            data["message"] = self.message
        else:
            data["error"] = self.error
            data["code"] = str(self.code) if self.code is not None else None
        if self.limit:
            data["usage"] = f"{self.usage}/{self.limit}"
        if include_entries is None:
            include_entries = self.code in ("over_limit", "ambiguous", "not_found")
        if include_entries:
            data["entries"], omitted = self.echoed_entries()
            if omitted:
                data["entries_omitted"] = omitted
        return data

    def echoed_entries(self) -> tuple[list[str], int]:
        """The entries a failure shows, cut to a budget of twice the limit (each entry whole or
        shortened); returns ``(entries, how many were left out)``."""
        budget = max(self.limit, 1000) * ECHO_FACTOR
        shown: list[str] = []
        for entry in self.entries:
            if budget <= 0:
                break
            shown.append(entry if len(entry) <= budget else entry[:budget] + " [...]")
            budget -= len(entry)
        return shown, len(self.entries) - len(shown)

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False)
