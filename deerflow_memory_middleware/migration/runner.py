"""Run a migration: read each DeerFlow user once, place every item, record it on our side.

Per user: stamp DeerFlow's files (mtime, size), read every layout, place each item (USER.md,
MEMORY.md, Hindsight, or the report), stamp again. When DeerFlow wrote in between, the user is
read and placed again (the manifest skips what is already done), up to `MAX_PASSES` times.
DeerFlow's files are only ever opened for reading.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from ..audit import audit_actor
from ..errors import MemoryV2Error
from ..identity import InvalidIdError, validate_id
from ..providers.entry_file import ENTRY_DELIMITER, serialise
from ..security import scan_content
from ..service import MemoryService
from .layouts import UserSources, discover_users, original_user_id, read_user, signature
from .manifest import Manifest, ManifestItem
from .plan import PlannedItem, plan_items
from .report import MigrationReport, UserMigration

logger = logging.getLogger(__name__)

__all__ = ["MAX_PASSES", "Migrator"]

MAX_PASSES = 3
MANIFEST_PATH = ("migration", "manifest.json")
_PENDING = ("overflowed", "failed")
Progress = Callable[[int, int, UserMigration], None]


class Migrator:
    """Migrates DeerFlow users from ``source`` through a `MemoryService`.

    Args:
        service: where to write (its base dir is ours; DeerFlow's is ``source``).
        source: DeerFlow's base folder (read only).
        hindsight: whether Hindsight takes history summaries and what does not fit.
        dry_run: plan only: nothing written, sent or recorded.
        after_read: test seam, called with the user's folder name after its files were read
            and placed and before they are stamped again.
    """

    def __init__(self, service: MemoryService, *, source: Path, hindsight: bool,
                 dry_run: bool = False, after_read: Callable[[str], None] | None = None) -> None:
        self.service = service
        self.source = Path(source)
        self.hindsight = hindsight
        self.dry_run = dry_run
        self.after_read = after_read

    def discover(self) -> list[str]:
        return discover_users(self.source)

    def run(self, buckets: list[str], *, progress: Progress | None = None) -> MigrationReport:
        report = MigrationReport(str(self.source), self.dry_run, self.hindsight)
        for number, bucket in enumerate(buckets, start=1):
            result = self.migrate_user(bucket)
            report.users.append(result)
            if progress is not None:
                progress(number, len(buckets), result)
        return report

    # ------------------------------------------------------------------ one user
    def migrate_user(self, bucket: str) -> UserMigration:
        """Migrate one DeerFlow user folder; never raises for bad data."""
        result = UserMigration(bucket, bucket)
        try:
            user_id = validate_id(bucket, "user_id")
        except InvalidIdError as exc:
            result.status, result.message = "invalid_id", str(exc)
            return result
        raw = original_user_id(self.source, bucket)
        if raw and raw != bucket:  # DeerFlow hashed an id such as "feishu:ou_1" into the name
            try:
                user_id = validate_id(raw, "user_id")
                result.user_id = user_id
            except InvalidIdError:
                logger.info("Keeping DeerFlow's folder name %s as the user id (%r is not an id "
                            "this package accepts)", bucket, raw)
        builtin = self.service.registry.manager_for(user_id, "default").builtin
        manifest = Manifest.load(builtin.path_for("user").parent.joinpath(*MANIFEST_PATH))
        done: dict[str, PlannedItem] = {}
        for number in range(1, MAX_PASSES + 1):
            result.passes = number
            before = signature(self.source, bucket)
            pending = any(i.get("outcome") in _PENDING for i in manifest.items.values())
            if number == 1 and not self.dry_run and not pending \
                    and manifest.unchanged(str(self.source), before):
                result.status = "unchanged"
                result.message = "Nothing changed in DeerFlow since the last run."
                return result
            sources = read_user(self.source, bucket)
            if sources.busy:
                result.status = "busy"
                result.message = (f"{sources.busy}; stop DeerFlow (or let it finish) and run "
                                  "again. Nothing of this user was migrated.")
                return result
            items = self._place(user_id, sources, manifest)
            for item in items:  # a later pass never hides what an earlier one did
                if item.reason_code != "already_migrated" or item.key not in done:
                    done[item.key] = item
            result.problems = list(sources.problems)
            if self.after_read is not None:
                self.after_read(bucket)
            if self.dry_run:
                break
            manifest.save(str(self.source), sources.files)
            if signature(self.source, bucket) == before:
                break
            result.changed_during_migration = True
            logger.info("DeerFlow wrote to %s during its migration; reading it again", bucket)
        else:
            result.items = list(done.values())
            result.status = "changed_during_migration"
            result.message = (f"DeerFlow kept writing through {MAX_PASSES} passes; what was "
                              "read is migrated. Stop DeerFlow and run again for the rest.")
            return result
        result.items = list(done.values())
        failed = any(i.outcome == "failed" for i in result.items)
        result.status = "planned" if self.dry_run else (
            "incomplete" if failed or result.problems else "migrated")
        if not self.dry_run and any(i.outcome == "written" for i in result.items):
            self.service.reload(user_id)  # threads running now see the migrated entries
        return result

    # ------------------------------------------------------------------ placing
    def _place(self, user_id: str, sources: UserSources,
               manifest: Manifest) -> list[PlannedItem]:
        items = plan_items(sources.facts, sources.summaries, hindsight=self.hindsight)
        gauges: dict[tuple[str, str], tuple[list[str], int]] = {}
        for item in items:
            self._place_one(user_id, item, manifest, gauges)
        for skipped in sources.skipped:
            items.append(PlannedItem(
                key=f"skipped:{skipped.origin}:{skipped.fact_id}", text=skipped.text,
                agent_id=skipped.agent_id, target=None, bank="work", origin=skipped.origin,
                timestamp=None, rank=(9, 0.0, ""), fact_id=skipped.fact_id, outcome="skipped",
                reason_code=skipped.reason, reason=_SKIP_REASONS.get(skipped.reason, "")))
        return items

    def _gauge(self, user_id: str, item: PlannedItem,
               gauges: dict[tuple[str, str], tuple[list[str], int]]) -> tuple[list[str], int]:
        target = item.target or "user"
        key = (target, "" if target == "user" else item.agent_id)
        if key not in gauges:
            view = self.service.registry.manager_for(user_id, item.agent_id).builtin.view(target)
            gauges[key] = (list(view.entries), view.limit)
        return gauges[key]

    def _place_one(self, user_id: str, item: PlannedItem, manifest: Manifest,
                   gauges: dict[tuple[str, str], tuple[list[str], int]]) -> None:
        previous = manifest.items.get(item.key)
        if previous and previous.get("text") == item.text \
                and previous.get("outcome") not in _PENDING:
            item.where = str(previous.get("where") or "")
            if previous.get("reason") == "blocked":  # still refused: say so again
                item.outcome, item.reason_code = "skipped", "blocked"
                item.reason = "Refused by the security scan (an earlier run)."
                return
            item.outcome, item.reason_code = "skipped", "already_migrated"
            item.reason = f"Migrated by an earlier run ({item.where or previous['outcome']})."
            return
        config = self.service.registry.config
        threat = scan_content(item.text, block_invisible_unicode=config.security
                              .block_invisible_unicode, fence_tag=config.injection.context_tag
                              ) if config.security.scan_content else None
        if threat:
            self._skip(item, manifest, "blocked", threat)
            return
        if item.target is None:
            self._retain(user_id, item, manifest, "")
            return
        entries, limit = self._gauge(user_id, item, gauges)
        where = "USER.md" if item.target == "user" else f"MEMORY.md ({item.agent_id})"
        if ENTRY_DELIMITER in f"\n{item.text}\n":
            self._overflow(user_id, item, manifest, "Holds a line with only '§' (the entry "
                           "separator).")
        elif item.text in entries:
            item.where = where
            self._skip(item, manifest, "duplicate", f"Already in {where}.")
        elif len(serialise([*entries, item.text])) > limit:
            self._overflow(user_id, item, manifest,
                           f"Does not fit the {where} limit of {limit} chars.")
        else:
            entries.append(item.text)
            self._write(user_id, item, manifest, where, previous, entries)

    def _write(self, user_id: str, item: PlannedItem, manifest: Manifest, where: str,
               previous: ManifestItem | None, entries: list[str]) -> None:
        item.where = where
        if self.dry_run:
            item.outcome = "write"
            return
        target = item.target or "user"
        old = str((previous or {}).get("text") or "")
        with audit_actor(face="migration", note=f"migrated from DeerFlow {item.origin}",
                         source_time=_iso(item.timestamp)):
            if old and old in entries and (previous or {}).get("where") == where:
                result = self.service.replace_entry(user_id, item.agent_id, target,
                                                    content=item.text, old_text=old)
                if result.success:
                    entries.remove(old)
                    item.reason = "Replaced the text an earlier run wrote (changed in DeerFlow)."
            else:
                result = self.service.add_entry(user_id, item.agent_id, target, item.text)
        if result.success:
            item.outcome = "written" if result.changed else "skipped"
            if not result.changed:
                item.reason_code = "duplicate"
            self._remember(item, manifest)
        elif result.code == "over_limit":
            entries.remove(item.text)
            self._overflow(user_id, item, manifest, result.error or "Over the limit.")
        elif result.code in ("blocked", "invalid_argument"):
            entries.remove(item.text)
            self._skip(item, manifest, "blocked", result.error or "")
        else:  # lock timeout, I/O error: worth a re-run, which retries it
            entries.remove(item.text)
            item.outcome, item.reason, item.where = "failed", result.error or "", ""
            self._remember(item, manifest)

    def _overflow(self, user_id: str, item: PlannedItem, manifest: Manifest,
                  reason: str) -> None:
        if self.hindsight:
            self._retain(user_id, item, manifest, reason)
            return
        item.outcome = "overflow" if self.dry_run else "overflowed"
        item.where = ""
        item.reason = f"{reason} Hindsight is not used: nowhere to go (listed, not written)."
        if not self.dry_run:
            self._remember(item, manifest)

    def _retain(self, user_id: str, item: PlannedItem, manifest: Manifest, reason: str) -> None:
        item.where = f"hindsight:{item.bank}"
        item.reason = (reason + " Retained to Hindsight instead.").strip() if reason else ""
        if self.dry_run:
            item.outcome = "retain"
            return
        try:
            sent = self.service.retain_note(
                user_id, item.agent_id, item.text, target="user" if item.bank == "user"
                else "memory", context=f"migrated from DeerFlow memory ({item.origin})",
                timestamp=_iso(item.timestamp))
        except MemoryV2Error as exc:
            item.where = ""
            item.outcome = "overflowed"
            item.reason = f"{reason} Hindsight refused it: {exc.message}".strip()
        else:
            item.outcome = "queued" if sent.get("queued") else "retained"
        self._remember(item, manifest)

    def _skip(self, item: PlannedItem, manifest: Manifest, code: str, reason: str) -> None:
        item.outcome, item.reason_code, item.reason = "skipped", code, reason
        if not self.dry_run:
            self._remember(item, manifest)

    @staticmethod
    def _remember(item: PlannedItem, manifest: Manifest) -> None:
        manifest.items[item.key] = {"text": item.text, "outcome": item.outcome,
                                    "where": item.where, "reason": item.reason_code or None}


_SKIP_REASONS = {
    "deleted_in_deerflow": "Only in DeerFlow's .v1.bak: DeerFlow deleted it after its own move "
                           "to Markdown facts.",
    "empty": "Empty content.",
    "not_a_fact": "Not a fact object with a text 'content'.",
}


def _iso(value: str | None) -> str | None:
    """An ISO-8601 time Hindsight accepts, or None (then: now) for a missing or bad date."""
    if not value:
        return None
    try:
        return datetime.fromisoformat(value).isoformat()
    except ValueError:
        logger.debug("Ignoring unparsable fact date %r", value)
        return None
