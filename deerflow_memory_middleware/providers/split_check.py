"""The write-time check for an attack split over two neighbouring entries.

An entry is scanned alone when it is written; this module adds the entry shown just before it
(and, for a replacement, just after it): two entries that each pass can still read as one order
side by side (see `security.scan_pair`). The snapshot re-checks linked neighbours when it renders;
neighbours that share nothing are only read here, where it costs one or two model calls.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import TypeVar

from ..config import SecurityConfig
from ..security import scan_pair
from ..storage.base import EntryDocument, EntryState
from ..storage_errors import StorageError
from ..valid_text import lone_surrogate_at

logger = logging.getLogger(__name__)

__all__ = ["AppendWarmer", "NeighbourMoved", "split_refusal"]

_SHOWN_CHARS = 60
T = TypeVar("T")


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


class NeighbourMoved(Exception):
    """Raised under the write lock when the last entry is not the one the pair check was warmed
    with: the write lets go of the lock, warms the new pair and tries again."""

    def __init__(self, entries: Sequence[str]) -> None:
        super().__init__("the last entry changed since the pair check was warmed")
        self.entries = entries


class AppendWarmer:
    """Keeps an appended entry's pair check (a model call or two) out of the write lock.

    The pair with the current last entry is checked before the lock is taken; the verdict is
    remembered, so the check under the lock is a lookup. When another writer appended meanwhile,
    `check` (under the lock) raises `NeighbourMoved` and `run` warms the new pair and retries, a
    few times; after that the check runs under the lock. Without this, writers queued on a busy
    file wait for each other's model calls and run into the lock timeout.
    """

    def __init__(self, content: str, *, fence_tag: str, retries: int = 3) -> None:
        self._content = content
        self._fence_tag = fence_tag
        self._retries = retries
        self._neighbour: list[str] | None = None

    @classmethod
    def start(
        cls,
        document: EntryDocument,
        content: str,
        *,
        security: SecurityConfig,
        fence_tag: str,
        visible: Callable[[EntryState], Sequence[str]],
    ) -> AppendWarmer | None:
        """Warms the pair of ``content`` with the document's last entry; None when there is
        nothing to warm (no semantic layer, invalid text, an unreadable document).

        Args:
            document: The document the entry is appended to.
            content: The entry (already safe alone).
            security: The scanner settings.
            fence_tag: The configured recall fence tag.
            visible: The entries of a state as the snapshot shows them.
        """
        if not (security.scan_content and security.semantic_detector):
            return None
        if lone_surrogate_at(content) is not None:
            return None  # invalid text is refused under the lock, before any pair is read
        try:
            entries = visible(document.read())
        except StorageError as exc:  # the write under the lock meets the same fault and reports it
            logger.debug("pair check not warmed for %s: %s", document.location, exc)
            return None
        warmer = cls(content, fence_tag=fence_tag)
        warmer.warm(entries)
        return warmer

    def warm(self, entries: Sequence[str]) -> None:
        """Checks ``content`` after the last of ``entries`` (outside the lock)."""
        self._neighbour = list(entries[-1:])
        if self._neighbour and self._content not in entries:
            scan_pair(self._neighbour[0], self._content, fence_tag=self._fence_tag)

    def check(self, entries: Sequence[str]) -> None:
        """Under the lock: raises `NeighbourMoved` when the pair to check is not the warmed one
        and retries are left."""
        if (self._retries > 0 and self._content not in entries
                and list(entries[-1:]) != self._neighbour):
            self._retries -= 1
            raise NeighbourMoved(entries)

    def run(self, update: Callable[[], T]) -> T:
        """Runs ``update`` (which calls `check` under its lock), warming and retrying when the
        last entry moved."""
        while True:
            try:
                return update()
            except NeighbourMoved as moved:
                self.warm(moved.entries)
