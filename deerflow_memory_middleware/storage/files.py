"""The ``files`` storage backend: the folder tree under ``base_dir`` (the embedded default).

Layout::

    {base_dir}/memory_user_overrides.json           global overrides
    {base_dir}/users/{user}/USER.md                  the user's entries
    {base_dir}/users/{user}/memory_config.json       the user's overrides
    {base_dir}/users/{user}/history/audit.jsonl      the user's audit records
    {base_dir}/users/{user}/agents/{agent}/MEMORY.md an agent's entries
    {base_dir}/.outbox/                              the external provider's queue

It needs one POSIX file system with working ``flock`` for every process that shares it; for
several hosts use the ``postgres`` backend.
"""

from __future__ import annotations

import logging
import os
import stat
import time
from collections.abc import Callable, Hashable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from filelock import FileLock

from ..audit import HISTORY_DIR, AuditLog
from ..domain import Target
from ..errors import ConfigError, InvalidIdError
from ..fsutil import atomic_write_text
from ..identity import agent_dir, id_from_folder, user_dir, validate_id
from ..providers.entry_file import EntryFile
from .base import GLOBAL_SCOPE, EntryDocument

if TYPE_CHECKING:
    from .base import OutboxQueue

logger = logging.getLogger(__name__)

__all__ = [
    "GLOBAL_OVERRIDES_FILE", "USER_OVERRIDES_FILE", "FileEntryStore", "FileOverrideDocuments",
    "FileStorage",
]

GLOBAL_OVERRIDES_FILE = "memory_user_overrides.json"
USER_OVERRIDES_FILE = "memory_config.json"
_OVERRIDE_LOCK_SECONDS = 10.0
#: Rewritten by a reload; its stat is part of every override stamp.
GENERATION_FILE = ".generation"


class FileEntryStore:
    """Entry files and audit logs under ``base_dir`` (see the module layout)."""

    def __init__(self, base_dir: str | os.PathLike[str]) -> None:
        self.base_dir = Path(base_dir)

    def path_of(self, *, user_id: str, agent_id: str, target: Target) -> Path:
        """The file of a target (``agent_id`` is ignored for ``user``)."""
        if target == "user":
            return user_dir(self.base_dir, user_id) / "USER.md"
        return agent_dir(self.base_dir, user_id, agent_id) / "MEMORY.md"

    def document(self, *, user_id: str, agent_id: str, target: Target,
                 lock_timeout: float) -> EntryFile:
        return EntryFile(self.path_of(user_id=user_id, agent_id=agent_id, target=target),
                         lock_timeout=lock_timeout, base_dir=self.base_dir)

    def stamps(self, documents: Sequence[EntryDocument]) -> Hashable:
        return tuple(document.stamp() for document in documents)

    def audit(self, user_id: str) -> AuditLog:
        return AuditLog(user_dir(self.base_dir, user_id) / HISTORY_DIR, base_dir=self.base_dir)

    def users(self) -> Iterator[str]:
        root = self.base_dir / "users"
        if not root.is_dir():
            return
        for folder in sorted(root.iterdir()):
            user = id_from_folder(folder) if folder.is_dir() and not folder.is_symlink() else None
            if user is None:
                logger.warning("Ignoring %s: it names no user id", folder)
                continue
            yield user

    def agents(self, user_id: str) -> list[str]:
        found = []
        for folder in sorted((user_dir(self.base_dir, user_id) / "agents").glob("*")):
            agent = id_from_folder(folder) if folder.is_dir() else None
            if agent is None:
                logger.warning("Ignoring folder %s: it names no agent id", folder)
                continue
            try:
                found.append(validate_id(agent, "agent_id"))
            except InvalidIdError:
                logger.warning("Ignoring invalid agent id %r of user %s", agent, user_id)
        return found

    def erase_user(self, user_id: str, *, keep_agents: bool = False) -> None:
        # Deleting a file keeps its folder, which names the agent: keep_agents holds anyway.
        for agent in self.agents(user_id):
            self.document(user_id=user_id, agent_id=agent, target="memory",
                          lock_timeout=_OVERRIDE_LOCK_SECONDS).delete()
        self.document(user_id=user_id, agent_id="default", target="user",
                      lock_timeout=_OVERRIDE_LOCK_SECONDS).delete()
        FileOverrideDocuments(self.base_dir).update(user_id, lambda _current: None)


class FileOverrideDocuments:
    """The override files: ``memory_user_overrides.json`` in ``base_dir`` (global) and
    ``memory_config.json`` in each user's folder."""

    def __init__(self, base_dir: str | os.PathLike[str]) -> None:
        self.base_dir = Path(base_dir)

    def path_of(self, scope: str) -> Path:
        if scope == GLOBAL_SCOPE:
            return self.base_dir / GLOBAL_OVERRIDES_FILE
        return user_dir(self.base_dir, scope) / USER_OVERRIDES_FILE

    def location(self, scope: str) -> str:
        return str(self.path_of(scope))

    def stamps(self, scopes: Sequence[str]) -> tuple[Hashable, ...]:
        paths = [self.path_of(scope) for scope in scopes]
        return (*(_stat(path) for path in paths), _stat(self.base_dir / GENERATION_FILE))

    def read(self, scope: str) -> str | None:
        path = self.path_of(scope)
        try:
            mode = path.stat().st_mode
        except FileNotFoundError:
            if path.is_symlink():
                raise ConfigError(
                    f"Override file {path} is a symlink to a missing file; remove or fix it."
                ) from None
            return None
        except OSError as exc:  # e.g. a folder the server may not search
            raise ConfigError(f"Cannot read override file {path}: {exc}.") from exc
        if not stat.S_ISREG(mode):
            raise ConfigError(f"Override file {path} is not a regular file; remove or fix it.")
        try:
            return path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise ConfigError(f"Cannot read override file {path}: {exc}.") from exc

    def update(self, scope: str, mutate: Callable[[str | None], str | None]) -> None:
        path = self.path_of(scope)
        path.parent.mkdir(parents=True, exist_ok=True)
        with FileLock(str(path) + ".lock", timeout=_OVERRIDE_LOCK_SECONDS):
            text = mutate(self.read(scope))  # re-read under the lock
            if text is None:
                path.unlink(missing_ok=True)
            else:
                atomic_write_text(path, text)
        if text is None:
            Path(str(path) + ".lock").unlink(missing_ok=True)


class FileStorage:
    """The ``files`` backend of one ``base_dir``."""

    backend: Literal["files"] = "files"

    def __init__(self, base_dir: str | os.PathLike[str]) -> None:
        self.base_dir = Path(base_dir)
        self.entries = FileEntryStore(self.base_dir)
        self.overrides = FileOverrideDocuments(self.base_dir)

    def outbox(self, *, directory_name: str) -> OutboxQueue:
        from .files_outbox import FilesOutboxQueue

        return FilesOutboxQueue(self.base_dir / directory_name)

    def bump_generation(self) -> None:
        # A new file each time: its stat (inode, mtime) is the generation other processes see.
        self.base_dir.mkdir(parents=True, exist_ok=True)
        atomic_write_text(self.base_dir / GENERATION_FILE, str(time.time_ns()))

    def close(self) -> None:
        """Nothing to release."""


def _stat(path: Path) -> Hashable:
    try:
        info = path.stat()
    except FileNotFoundError:
        return None
    except OSError as exc:
        logger.warning("Cannot stat %s: %s", path, exc)
        return (-1,)  # never equal to a good stamp: re-read and report
    return (info.st_mtime_ns, info.st_size, info.st_ino)
