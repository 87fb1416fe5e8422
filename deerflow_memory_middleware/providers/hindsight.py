"""Placeholder: being written (HindsightProvider)."""
from typing import Any

from ..provider import MemoryProvider

HINDSIGHT_TOOL_SCHEMAS: tuple[dict[str, Any], ...] = ()


class HindsightProvider(MemoryProvider):  # replaced by the real provider
    pass


class HindsightBackend:  # replaced by the real backend
    pass
