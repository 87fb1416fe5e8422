"""Entry edits as pure functions over a list of entries: clean, locate, replace.

A write names its entry by a unique part of its text, by its position or by its stable id; each
function either answers or raises `EditRefused` with an error code and a message that says what
to do, which the provider returns as the write's result.
"""

from __future__ import annotations

from ..entry_ids import entry_id
from ..write_result import ErrorCode

__all__ = ["EditRefused", "clean_entry", "index_of_entry", "locate_entry", "replaced_entry"]


class EditRefused(Exception):
    """A rule refused the write; carries the error code and message to return."""

    def __init__(self, code: ErrorCode | str, error: str) -> None:
        super().__init__(error)
        self.code = ErrorCode(code)
        self.error = error


def clean_entry(text: str) -> str:
    """Entry text as the file will hold it: LF line ends, no surrounding whitespace, no soft
    hyphens or byte-order marks (word-processor debris the scanner treats as harmless)."""
    return text.replace("\r\n", "\n").replace("\u00ad", "").replace("\ufeff", "").strip()


def locate_entry(entries: list[str], old_text: str) -> int:
    """Index of the entry ``old_text`` names: a whole-entry match wins, else one substring."""
    needle = clean_entry(old_text or "")
    if not needle:
        raise EditRefused(
            "invalid_argument", "'old_text' is empty: give a short unique part of the entry."
        )
    if needle in entries:
        return entries.index(needle)
    matches = [i for i, entry in enumerate(entries) if needle in entry]
    if not matches:
        raise EditRefused(
            "not_found",
            f"No entry contains {needle!r}. Pick a substring of one of the listed entries.",
        )
    if len({entries[i] for i in matches}) > 1:
        listed = "; ".join(repr(entries[i][:80]) for i in matches)
        raise EditRefused(
            "ambiguous",
            f"{len(matches)} entries contain {needle!r}: {listed}. Use a longer, unique old_text.",
        )
    return matches[0]


def index_of_entry(entries: list[str], ref: int | str) -> int:
    """Position of the entry an index or a stable entry id names (read under the lock)."""
    if isinstance(ref, str):
        for position, entry in enumerate(entries):
            if entry_id(entry) == ref:
                return position
        raise EditRefused(
            "not_found", f"No entry has id {ref!r}: it was changed or removed; reload the list."
        )
    if not isinstance(ref, int) or isinstance(ref, bool) or not 0 <= ref < len(entries):
        raise EditRefused(
            "not_found", f"No entry at index {ref}; there are {len(entries)} entries."
        )
    return ref


def replaced_entry(entries: list[str], index: int, content: str) -> list[str]:
    """The entries with the one at ``index`` replaced by ``content`` (merged into an equal
    entry elsewhere instead of duplicating it)."""
    rest = entries[:index] + entries[index + 1 :]
    if content in rest:  # replacing with an existing entry merges the two
        return rest
    return entries[:index] + [content] + entries[index + 1 :]
