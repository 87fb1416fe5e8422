"""The write-time check for an attack split over two neighbouring entries.

An entry is scanned alone when it is written; this module adds the entry shown just before it
(and, for a replacement, just after it): two entries that each pass can still read as one order
side by side (see `security.scan_pair`). The snapshot re-checks linked neighbours when it renders;
neighbours that share nothing are only read here, where it costs one or two model calls.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence

from ..config import SecurityConfig
from ..security import scan_pair
from ..storage.base import EntryDocument, EntryState
from ..storage_errors import StorageError
from ..valid_text import lone_surrogate_at

logger = logging.getLogger(__name__)

__all__ = ["split_refusal", "warm_split_check"]

_SHOWN_CHARS = 60


def split_refusal(
    before: Sequence[str],
    content: str,
    after: Sequence[str],
    *,
    security: SecurityConfig,
    fence_tag: str,
) -> str | None:
    """Why ``content`` must not stand between its neighbours; None when it may.

    Args:
        before: The entry shown just before ``content`` (empty at the start).
        content: The entry being written (already safe alone).
        after: The entry shown just after it (empty at the end).
        security: The scanner settings (``scan_content`` off skips the check).
        fence_tag: The configured recall fence tag.
    """
    if not security.scan_content:
        return None
    pairs = [(entry, content, "before") for entry in before]
    pairs += [(content, entry, "after") for entry in after]
    for first, second, where in pairs:
        if scan_pair(first, second, fence_tag=fence_tag,
                     semantic_detector=security.semantic_detector):
            other = first if where == "before" else second
            shown = other if len(other) <= _SHOWN_CHARS else f"{other[:_SHOWN_CHARS - 3]}..."
            return (f"Blocked (split attack): next to the entry {where} it ({shown!r}) this reads "
                    "as an instruction to the agent. Save it as one self-contained note, or "
                    "change that entry first.")
    return None


def warm_split_check(
    document: EntryDocument,
    content: str,
    *,
    security: SecurityConfig,
    fence_tag: str,
    visible: Callable[[EntryState], Sequence[str]],
) -> None:
    """Runs an appended entry's pair check before the write takes its lock (the verdict is
    remembered, so the check under the lock is a lookup unless the file changed meanwhile).

    Args:
        document: The document the entry is appended to.
        content: The entry.
        security: The scanner settings.
        fence_tag: The configured recall fence tag.
        visible: The entries of a state as the snapshot shows them.
    """
    if not (security.scan_content and security.semantic_detector):
        return
    if lone_surrogate_at(content) is not None:
        return  # invalid text is refused under the lock, before any pair is read
    try:
        entries = visible(document.read())
    except StorageError as exc:  # the write under the lock meets the same fault and reports it
        logger.debug("pair check not warmed for %s: %s", document.location, exc)
        return
    if entries and content not in entries:
        scan_pair(entries[-1], content, fence_tag=fence_tag)
