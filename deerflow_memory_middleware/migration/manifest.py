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
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import NotRequired, TypedDict

from ..fsutil import atomic_write_text
from ..json_types import JSONValue

logger = logging.getLogger(__name__)

__all__ = ["FileRecord", "Manifest", "ManifestItem"]

VERSION = 1


class FileRecord(TypedDict):
    """A DeerFlow file as last read: content hash, size, mtime and DeerFlow's revision."""

    sha256: str
    size: int
    mtime_ns: int
    revision: NotRequired[JSONValue]


class ManifestItem(TypedDict, total=False):
    """A migrated item: the text written, its outcome, where it went and why it was skipped.
    Read back from disk unchecked, so every key may be missing."""

    text: str
    outcome: str
    where: str
    reason: str | None


@dataclass
class Manifest:
    """What was migrated for one user (loaded from, and saved to, ``path``)."""

    path: Path
    source: str = ""
    files: dict[str, FileRecord] = field(default_factory=dict)
    items: dict[str, ManifestItem] = field(default_factory=dict)
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

    def save(self, source: str, files: Mapping[str, FileRecord]) -> None:
        self.source = source
        self.files = {rel: info.copy() for rel, info in files.items()}
        self.runs += 1
        data = {"version": VERSION, "source": source,
                "updated_at": datetime.now(UTC).isoformat(timespec="seconds"),
                "runs": self.runs, "files": self.files, "items": self.items}
        atomic_write_text(self.path, json.dumps(data, ensure_ascii=False, indent=1) + "\n")
