"""Crash-safe file replacement shared by every writer in the package."""

from __future__ import annotations

import os
import re
import tempfile
from pathlib import Path

__all__ = ["atomic_write_text", "remove_stale_temp_files"]

_TEMP_SUFFIX = ".tmp"
# What `tempfile.mkstemp` puts between prefix and suffix: 8 characters of this alphabet.
_TEMP_RANDOM = r"[a-z0-9_]{8}"


def _temp_prefix(path: Path) -> str:
    return f".{path.name}."


def atomic_write_text(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` so that readers see the old or the new file, never a mix.

    Writes a temp file in the same folder, fsyncs it, ``os.replace``s it over ``path`` and
    fsyncs the folder so the rename itself survives a power cut. The caller holds the lock.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=_temp_prefix(path), suffix=_TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        Path(tmp_name).unlink(missing_ok=True)
        raise
    dir_fd = os.open(path.parent, os.O_RDONLY)
    try:
        os.fsync(dir_fd)
    finally:
        os.close(dir_fd)


def remove_stale_temp_files(path: Path) -> int:
    """Delete temp files of ``path`` that a writer killed mid-write left behind.

    Only call it while holding the lock every writer of ``path`` takes around
    `atomic_write_text`: then no live writer owns such a file, so each one is a dead writer's
    leftover (the real file was never touched by it). Returns how many were removed.
    """
    pattern = re.compile(re.escape(_temp_prefix(path)) + _TEMP_RANDOM + re.escape(_TEMP_SUFFIX))
    removed = 0
    try:
        with os.scandir(path.parent) as entries:
            stale = [e.path for e in entries
                     if pattern.fullmatch(e.name) and e.is_file(follow_symlinks=False)]
    except FileNotFoundError:
        return 0
    for name in stale:
        try:
            os.unlink(name)
            removed += 1
        except FileNotFoundError:
            pass
    return removed
