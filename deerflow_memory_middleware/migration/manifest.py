"""The per-user migration manifest, kept on our side (DeerFlow's files are never touched).

``{user_dir}/migration/manifest.json`` records, for the DeerFlow files of the user, their hash,
size, mtime and DeerFlow revision as last read, and for every migrated item its key, the text
written and where it went. A re-run skips a user whose files did not change, and within a
changed user skips every item already migrated with the same text, so nothing is duplicated;
an item whose text changed in DeerFlow replaces what was written for it.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..fsutil import atomic_write_text

logger = logging.getLogger(__name__)

__all__ = ["Manifest"]

VERSION = 1


@dataclass
class Manifest:
    """What was migrated for one user (loaded from, and saved to, ``path``)."""

    path: Path
    source: str = ""
    files: dict[str, dict[str, Any]] = field(default_factory=dict)
    items: dict[str, dict[str, Any]] = field(default_factory=dict)
    runs: int = 0

    @classmethod
    def load(cls, path: Path) -> Manifest:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return cls(path)
        except (OSError, ValueError) as exc:
            # A damaged manifest only costs a full re-read: items are matched by their text.
            logger.warning("Ignoring unreadable migration manifest %s: %s", path, exc)
            return cls(path)
        if not isinstance(data, dict) or data.get("version") != VERSION:
            return cls(path)
        return cls(path, str(data.get("source", "")), dict(data.get("files") or {}),
                   dict(data.get("items") or {}), int(data.get("runs") or 0))

    def unchanged(self, source: str, stamps: dict[str, tuple[int, int]]) -> bool:
        """True when the same files, with the same mtime and size, were fully migrated."""
        if source != self.source or set(stamps) != set(self.files):
            return False
        return all(
            (self.files[rel].get("mtime_ns"), self.files[rel].get("size")) == stamp
            for rel, stamp in stamps.items()
        )

    def save(self, source: str, files: dict[str, dict[str, Any]]) -> None:
        self.source = source
        self.files = {rel: {k: v for k, v in info.items() if k != "parsed"}
                      for rel, info in files.items()}
        self.runs += 1
        data = {"version": VERSION, "source": source,
                "updated_at": datetime.now(UTC).isoformat(timespec="seconds"),
                "runs": self.runs, "files": self.files, "items": self.items}
        atomic_write_text(self.path, json.dumps(data, ensure_ascii=False, indent=1) + "\n")
