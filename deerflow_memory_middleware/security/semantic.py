"""Semantic detector (placeholder)."""

from __future__ import annotations

__all__ = ["detect"]


def detect(text: str) -> str | None:
    return None
