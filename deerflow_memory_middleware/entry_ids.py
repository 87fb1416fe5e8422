"""Stable entry ids: a short digest of an entry's text.

Entries have no ids on disk (USER.md / MEMORY.md are plain text), but clients want a handle that
survives other entries being added or removed, which an index does not. The id is derived from
the content, so it is the same in every process and after a restart, and it changes exactly when
the entry's text changes (an edit made from a stale read then finds nothing, instead of hitting
the wrong entry).
"""

from __future__ import annotations

import hashlib
import re

__all__ = ["ENTRY_ID_PATTERN", "entry_id", "is_entry_id"]

#: ``e`` and 16 lower-case hex digits.
ENTRY_ID_PATTERN = re.compile(r"e[0-9a-f]{16}")


def entry_id(text: str) -> str:
    """The stable id of an entry's text (``e`` + 16 hex digits of its SHA-256)."""
    return "e" + hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:16]


def is_entry_id(value: str) -> bool:
    """True when ``value`` has the shape of an entry id."""
    return bool(ENTRY_ID_PATTERN.fullmatch(value))
