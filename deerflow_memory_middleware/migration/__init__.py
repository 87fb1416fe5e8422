"""Lossless migration of DeerFlow memory (every layout) into Memory V2.

`migrate` reads DeerFlow's base folder (``$DEER_FLOW_HOME``, else
``{$DEER_FLOW_PROJECT_ROOT or cwd}/.deer-flow``) without changing it, places every fact and
summary in USER.md, MEMORY.md or Hindsight (see `plan` for the category map), records what was
done in a per-user manifest on our side, and returns a `MigrationReport`.

Modules: `layouts` (readers), `plan` (where each item goes), `manifest` (what was migrated),
`runner` (one user at a time, re-read on a concurrent DeerFlow write), `report` (counts, exit).
"""

from __future__ import annotations

from pathlib import Path

from ..config import MemoryConfig
from ..errors import InvalidArgumentError, NotConfiguredError
from ..identity import DEFAULT_ID, validate_id
from ..service import MemoryService
from .layouts import deerflow_home, discover_users
from .plan import CATEGORY_TARGET, PlannedItem
from .report import EXIT_INCOMPLETE, EXIT_OVERFLOW, MigrationReport, UserMigration
from .runner import Migrator, Progress

__all__ = [
    "CATEGORY_TARGET", "EXIT_INCOMPLETE", "EXIT_OVERFLOW", "MigrationReport", "Migrator",
    "PlannedItem", "UserMigration", "deerflow_home", "discover_users", "migrate",
]


def migrate(
    config: MemoryConfig | None = None,
    *,
    base_dir: str | Path | None = None,
    source_dir: str | Path | None = None,
    user_id: str | None = None,
    all_users: bool = False,
    dry_run: bool = False,
    skip_hindsight: bool = False,
    progress: Progress | None = None,
    flush_timeout: float = 60.0,
    after_read: object = None,
) -> MigrationReport:
    """Migrate one DeerFlow user (``user_id``, default ``default``) or all (``all_users``).

    Args:
        base_dir: our memory folder (default: DeerFlow's base folder, so USER.md lands beside
            DeerFlow's files).
        source_dir: DeerFlow's base folder (default: `deerflow_home`). Read only.
        skip_hindsight: local files only; what does not fit is listed as overflowed.
        flush_timeout: seconds to wait at the end for queued Hindsight writes
            (``report.hindsight_flushed``); the rest is sent by the next process.
        after_read: test seam (see `Migrator`).

    Raises:
        NotConfiguredError: Hindsight is not configured and neither ``skip_hindsight`` nor
            ``dry_run`` was asked for.
        InvalidArgumentError: both ``user_id`` and ``all_users`` were given.
        InvalidIdError: ``user_id`` is not a valid id.
    """
    config = config or MemoryConfig()
    if user_id and all_users:
        raise InvalidArgumentError("Give either a user id or --all, not both.")
    hindsight = config.provider != "builtin" and not skip_hindsight
    if not hindsight and not skip_hindsight and not dry_run:
        raise NotConfiguredError(
            "Hindsight is not configured (memory.provider is 'builtin'), so history summaries "
            "and entries over the limits would have nowhere to go: pass --config with "
            "provider: hindsight, or --skip-hindsight to migrate local files only (those "
            "items are then listed in the report and the exit status says so)."
        )
    source = Path(source_dir) if source_dir is not None else deerflow_home()
    base = Path(base_dir) if base_dir is not None else source
    # A dry run or a local-only run never builds the Hindsight provider: nothing is sent.
    local = config if hindsight and not dry_run else config.with_values({"provider": "builtin"})
    service = MemoryService.create(local, base_dir=base)
    try:
        migrator = Migrator(service, source=source, hindsight=hindsight, dry_run=dry_run,
                            after_read=after_read)  # type: ignore[arg-type]
        users = migrator.discover() if all_users else [validate_id(user_id or DEFAULT_ID,
                                                                   "user_id")]
        report = migrator.run(users, progress=progress)
        if hindsight and not dry_run:
            report.hindsight_flushed = service.flush_hindsight(flush_timeout)
        return report
    finally:
        service.registry.shutdown()
