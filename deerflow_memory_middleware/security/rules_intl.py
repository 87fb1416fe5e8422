"""Intent rules outside English (placeholder filled below)."""

from __future__ import annotations

__all__ = ["find"]


def find(text: str, normalised: str) -> tuple[str, str] | None:
    return None
