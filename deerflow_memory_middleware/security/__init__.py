"""Scanning of memory content, on write and on load, and the recall-fence helpers.

See `scanner` for the layers. The names below are the package's public scanning API.
"""

from __future__ import annotations

from .canonical import Canonical, canonicalise, normalise
from .fences import DEFAULT_FENCE_TAG, neutralise_fence_tags, strip_fence_tags
from .scanner import LAYERS, ThreatMatch, find_threat, scan_content, scan_pair, scan_snapshot

__all__ = [
    "DEFAULT_FENCE_TAG",
    "LAYERS",
    "Canonical",
    "ThreatMatch",
    "canonicalise",
    "find_threat",
    "neutralise_fence_tags",
    "normalise",
    "scan_content",
    "scan_pair",
    "scan_snapshot",
    "strip_fence_tags",
]
