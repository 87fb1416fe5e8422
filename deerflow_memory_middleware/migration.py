"""Migrate DeerFlow memory v1 (``memory.json``) to Memory V2 (seed section 13).

Mapping (seed 13.2), for each user:

========================================  ===============================================
v1 field                                  V2 destination
========================================  ===============================================
``user.workContext.summary``              USER.md entry ``[Work context] ...``
``user.personalContext.summary``          USER.md entry ``[Personal context] ...``
``user.topOfMind.summary``                USER.md entry ``[Top of mind] ...``
``history.*.summary`` (3 fields)          Hindsight user bank, one retain each
``facts[]`` preference / personal_info /  USER.md + Hindsight user bank (the builtin write
identity                                  is mirrored)
``facts[]`` knowledge / context /         MEMORY.md of agent ``default`` + Hindsight work
behavior / goal (and unknown categories)  bank
========================================  ===============================================

Rules: entries go through the same `MemoryService` writes as the memory tool (scan, limits,
duplicates). Entries that do not fit the char limits go to Hindsight instead (the matching bank)
or, with ``skip_hindsight``, are listed in the report. Facts that fail the security scan are
reported and written nowhere. A malformed ``memory.json`` is reported and left untouched while
the other users migrate. A migrated ``memory.json`` becomes ``memory.json.bak``, so running again
is harmless (and a run interrupted part-way re-does only what is missing: builtin duplicates are
no-ops, Hindsight retains use deterministic document ids). ``dry_run`` reads and plans only.

Files looked at: ``{base_dir}/users/{user_id}/memory.json``; for the user ``default`` also the
single-user v1 location ``{base_dir}/memory.json`` when the former does not exist.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from .config import MemoryConfig
from .identity import DEFAULT_ID, InvalidIdError, validate_id
from .providers.entry_file import ENTRY_DELIMITER, serialise
from .security import scan_content
from .service import MemoryService, ServiceError

logger = logging.getLogger(__name__)

__all__ = ["MemoryMigrator", "MigrationItem", "MigrationReport", "UserMigration", "migrate"]

V1_FILE = "memory.json"
USER_SECTIONS = (
    ("workContext", "Work context"),
    ("personalContext", "Personal context"),
    ("topOfMind", "Top of mind"),
)
HISTORY_SECTIONS = (
    ("recentMonths", "Recent months"),
    ("earlierContext", "Earlier context"),
    ("longTermBackground", "Long-term background"),
)
USER_CATEGORIES = frozenset({"preference", "personal_info", "identity"})
WORK_CATEGORIES = frozenset({"knowledge", "context", "behavior", "goal"})


class MalformedMemoryFile(ValueError):
    """A v1 ``memory.json`` does not have the v1 shape; the message says what is wrong."""


@dataclass
class MigrationItem:
    """One piece of v1 memory and what happens to it.

    ``outcome``: ``write`` (planned builtin entry), ``written``, ``duplicate`` (already present),
    ``retain`` (planned Hindsight-only), ``retained``, ``overflow`` (did not fit; to Hindsight),
    ``overflow_listed`` (did not fit, Hindsight skipped: kept only in this report and the .bak),
    ``hindsight_listed`` (Hindsight-only item, Hindsight skipped), ``blocked`` (security scan),
    ``skipped`` (empty or invalid), ``failed``.
    """

    source: str
    text: str
    target: str | None  # builtin target ("user" / "memory") or None for Hindsight-only items
    bank: str  # Hindsight bank: "user" or "work"
    outcome: str = ""
    reason: str = ""


@dataclass
class UserMigration:
    """The result for one user's ``memory.json``."""

    user_id: str
    source: str
    status: str  # planned / migrated / incomplete / malformed / already_migrated / missing
    items: list[MigrationItem] = field(default_factory=list)
    message: str = ""
    backup: str | None = None

    def counts(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for item in self.items:
            counts[item.outcome] = counts.get(item.outcome, 0) + 1
        return counts

    @property
    def ok(self) -> bool:
        return self.status in ("planned", "migrated", "already_migrated")


@dataclass
class MigrationReport:
    dry_run: bool
    skip_hindsight: bool
    users: list[UserMigration] = field(default_factory=list)
    hindsight_flushed: bool | None = None  # None: nothing was sent to Hindsight

    @property
    def ok(self) -> bool:
        return all(user.ok for user in self.users)

    def to_dict(self) -> dict[str, Any]:
        return {
            "dry_run": self.dry_run,
            "skip_hindsight": self.skip_hindsight,
            "ok": self.ok,
            "hindsight_flushed": self.hindsight_flushed,
            "users": [{**asdict(u), "counts": u.counts()} for u in self.users],
        }


Progress = Callable[[int, int, UserMigration], None]


class MemoryMigrator:
    """Plans and runs v1 -> V2 migrations through a `MemoryService`.

    Args:
        service: the service to write through. For ``skip_hindsight`` or ``dry_run`` give it a
            builtin-only config, so nothing reaches Hindsight.
        hindsight: whether Hindsight-bound items are retained (else listed in the report).
        dry_run: plan only; nothing is written, renamed or sent.
        agent_id: the agent whose MEMORY.md receives work facts.
    """

    def __init__(self, service: MemoryService, *, hindsight: bool, dry_run: bool = False,
                 agent_id: str = DEFAULT_ID) -> None:
        self.service = service
        self.base_dir = Path(service.registry.base_dir)
        self.hindsight = hindsight
        self.dry_run = dry_run
        self.agent_id = validate_id(agent_id, "agent_id")

    # ------------------------------------------------------------------ discovery
    def source_for(self, user_id: str) -> Path:
        """Where the user's v1 file is (it may not exist)."""
        path = self.base_dir / "users" / validate_id(user_id, "user_id") / V1_FILE
        legacy = self.base_dir / V1_FILE
        if user_id == DEFAULT_ID and not path.exists() and legacy.exists():
            return legacy
        return path

    def discover(self) -> list[str]:
        """Every user with a v1 file (``--all``), sorted; invalid folder names are logged."""
        users = set()
        for path in sorted((self.base_dir / "users").glob(f"*/{V1_FILE}")):
            try:
                users.add(validate_id(path.parent.name, "user_id"))
            except InvalidIdError as exc:
                logger.warning("Skipping %s: %s", path, exc)
        if (self.base_dir / V1_FILE).exists():
            users.add(DEFAULT_ID)
        return sorted(users)

    # ------------------------------------------------------------------ run
    def run(self, user_ids: list[str], *, progress: Progress | None = None) -> MigrationReport:
        report = MigrationReport(self.dry_run, not self.hindsight)
        for number, user_id in enumerate(user_ids, start=1):
            result = self.migrate_user(user_id)
            report.users.append(result)
            if progress is not None:
                progress(number, len(user_ids), result)
        return report

    def migrate_user(self, user_id: str) -> UserMigration:
        """Plan (and unless dry-run, apply) one user's migration. Never raises for bad data."""
        source = self.source_for(user_id)
        result = UserMigration(user_id, str(source), "planned")
        if not source.exists():
            backup = source.with_name(V1_FILE + ".bak")
            if backup.exists():
                result.status, result.backup = "already_migrated", str(backup)
                result.message = f"Already migrated ({backup.name} present); nothing to do."
            else:
                result.status, result.message = "missing", f"No {V1_FILE} at {source}."
            return result
        try:
            result.items = self._plan(user_id, _read_v1(source))
        except MalformedMemoryFile as exc:
            result.status, result.message = "malformed", f"{exc} The file was left untouched."
            return result
        if self.dry_run:
            result.message = "Dry run: nothing written."
            return result
        for item in result.items:
            self._apply(user_id, item)
        failed = [item for item in result.items if item.outcome == "failed"]
        if failed:
            result.status = "incomplete"
            result.message = (f"{len(failed)} item(s) failed; {source.name} kept so that a "
                              "re-run can finish (done items are not repeated).")
            return result
        result.backup = str(_rename_to_backup(source))
        result.status, result.message = "migrated", f"{source.name} renamed to backup."
        self.service.reload(user_id)
        return result

    # ------------------------------------------------------------------ planning
    def _plan(self, user_id: str, data: dict[str, Any]) -> list[MigrationItem]:
        items: list[MigrationItem] = []
        for key, label in USER_SECTIONS:
            text = _summary(data.get("user"), key, f"user.{key}")
            if text:
                items.append(MigrationItem(f"user.{key}", f"[{label}] {text}", "user", "user"))
        for key, label in HISTORY_SECTIONS:
            text = _summary(data.get("history"), key, f"history.{key}")
            if text:
                items.append(MigrationItem(f"history.{key}", f"[{label}] {text}", None, "user"))
        items.extend(_fact_items(data.get("facts")))
        gauges = {t: self._current(user_id, t) for t in ("user", "memory")}
        for item in items:
            self._classify(item, gauges)
        return items

    def _current(self, user_id: str, target: str) -> tuple[list[str], int]:
        view = self.service.registry.manager_for(user_id, self.agent_id).builtin.view(target)
        return list(view.entries), view.limit

    def _classify(self, item: MigrationItem, gauges: dict[str, tuple[list[str], int]]) -> None:
        if item.outcome:  # already decided while parsing (skipped)
            return
        config = self.service.registry.config
        reason = scan_content(
            item.text, block_invisible_unicode=config.security.block_invisible_unicode,
            fence_tag=config.injection.context_tag,
        ) if config.security.scan_content else None
        if reason:
            item.outcome, item.reason = "blocked", reason
            return
        if item.target is None:
            item.outcome = "retain" if self.hindsight else "hindsight_listed"
            if not self.hindsight:
                item.reason = "Hindsight skipped: kept in this report and in the .bak file."
            return
        entries, limit = gauges[item.target]
        if ENTRY_DELIMITER in f"\n{item.text}\n":
            self._overflow(item, "Holds a line with only '§' (the entry separator).")
        elif item.text in entries:
            item.outcome, item.reason = "duplicate", "Already present."
        elif len(serialise([*entries, item.text])) <= limit:
            entries.append(item.text)
            item.outcome = "write"
        else:
            self._overflow(item, f"Does not fit the {item.target} limit of {limit} chars.")

    def _overflow(self, item: MigrationItem, reason: str) -> None:
        if self.hindsight:
            item.outcome, item.reason = "overflow", f"{reason} Retained to Hindsight instead."
        else:
            item.outcome = "overflow_listed"
            item.reason = f"{reason} Hindsight skipped: kept in this report and the .bak file."

    # ------------------------------------------------------------------ applying
    def _apply(self, user_id: str, item: MigrationItem) -> None:
        if item.outcome == "write":
            result = self.service.add_entry(user_id, self.agent_id, item.target or "", item.text)
            if result.success:
                item.outcome = "written" if result.changed else "duplicate"
                return
            if result.code in ("over_limit", "invalid_argument"):
                self._overflow(item, result.error or f"Does not fit the {item.target} limit.")
            elif result.code == "blocked":
                item.outcome, item.reason = "blocked", result.error or ""
                return
            else:  # lock timeout, I/O error, disabled: worth a re-run
                item.outcome, item.reason = "failed", result.error or str(result.code)
                return
        if item.outcome in ("retain", "overflow"):
            self._retain(user_id, item)

    def _retain(self, user_id: str, item: MigrationItem) -> None:
        target = "user" if item.bank == "user" else "memory"
        try:
            sent = self.service.retain_note(
                user_id, self.agent_id, item.text, target=target,
                context=f"migrated from DeerFlow memory v1 ({item.source.split()[0]})",
            )
        except ServiceError as exc:
            item.outcome, item.reason = "failed", f"Hindsight retain failed: {exc.message}"
            return
        item.outcome = "retained" if item.outcome == "retain" else "overflow_retained"
        if sent.get("queued"):
            item.reason = (item.reason + " Queued in the Hindsight outbox.").strip()

def _read_v1(path: Path) -> dict[str, Any]:
    try:
        raw = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise MalformedMemoryFile(f"Cannot read {path}: {exc}.") from exc
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise MalformedMemoryFile(f"{path} is not valid JSON ({exc}).") from exc
    if not isinstance(data, dict):
        raise MalformedMemoryFile(f"{path} must hold a JSON object, not {type(data).__name__}.")
    for key in ("user", "history"):
        if data.get(key) is not None and not isinstance(data[key], dict):
            raise MalformedMemoryFile(f"{path}: '{key}' must be an object.")
    if data.get("facts") is not None and not isinstance(data["facts"], list):
        raise MalformedMemoryFile(f"{path}: 'facts' must be a list.")
    return data


def _summary(section: Any, key: str, where: str) -> str:
    if not isinstance(section, dict):
        return ""
    node = section.get(key)
    if node is None:
        return ""
    if isinstance(node, str):  # tolerate a bare summary string
        return node.strip()
    if not isinstance(node, dict) or not isinstance(node.get("summary", ""), str):
        raise MalformedMemoryFile(f"'{where}' must be an object with a text 'summary'.")
    return str(node.get("summary") or "").strip()


def _fact_items(facts: Any) -> list[MigrationItem]:
    """Facts in order of confidence (highest first), so the best ones get the builtin space."""
    parsed: list[tuple[float, int, MigrationItem]] = []
    for index, fact in enumerate(facts or []):
        label = f"facts[{index}]"
        if isinstance(fact, dict) and fact.get("id"):
            label += f" ({str(fact['id'])[:40]})"
        if not isinstance(fact, dict) or not isinstance(fact.get("content"), str):
            item = MigrationItem(label, "", None, "work", "skipped",
                                 "Not a fact object with a text 'content'.")
            parsed.append((-1.0, index, item))
            continue
        text = fact["content"].strip()
        category = str(fact.get("category") or "context")
        is_user = category in USER_CATEGORIES
        item = MigrationItem(f"{label} {category}", text, "user" if is_user else "memory",
                             "user" if is_user else "work")
        if not text:
            item.outcome, item.reason = "skipped", "Empty content."
        elif category not in USER_CATEGORIES | WORK_CATEGORIES:
            item.reason = f"Unknown category {category!r}: treated as agent knowledge."
        confidence = fact.get("confidence")
        weight = float(confidence) if isinstance(confidence, int | float) else 0.0
        parsed.append((weight, index, item))
    parsed.sort(key=lambda entry: (-entry[0], entry[1]))
    return [item for _, _, item in parsed]


def _rename_to_backup(source: Path) -> Path:
    """``memory.json`` -> ``memory.json.bak`` (``.bak.1``, ... if an older backup exists)."""
    backup = source.with_name(V1_FILE + ".bak")
    number = 0
    while backup.exists():
        number += 1
        backup = source.with_name(f"{V1_FILE}.bak.{number}")
    source.rename(backup)
    return backup


def migrate(
    config: MemoryConfig | None = None,
    *,
    base_dir: str | Path = ".deer-flow",
    user_id: str | None = None,
    all_users: bool = False,
    dry_run: bool = False,
    skip_hindsight: bool = False,
    yaml_fields: frozenset[str] = frozenset(),
    progress: Progress | None = None,
    flush_timeout: float = 60.0,
) -> MigrationReport:
    """Migrate one user (``user_id``, default ``default``) or every user (``all_users``).

    Hindsight writes go through the durable outbox; at the end the run waits up to
    ``flush_timeout`` seconds for them to be delivered (``report.hindsight_flushed``). What is
    still queued then is sent by the next process that uses the same ``base_dir``.

    Raises:
        ServiceError: Hindsight is not configured and neither ``skip_hindsight`` nor
            ``dry_run`` was asked for, or both ``user_id`` and ``all_users`` were given.
        InvalidIdError: ``user_id`` is not a valid id.
    """
    config = config or MemoryConfig()
    if user_id and all_users:
        raise ServiceError("Give either a user id or --all, not both.")
    hindsight = config.provider == "hindsight" and not skip_hindsight
    if not hindsight and not skip_hindsight and not dry_run:
        raise ServiceError(
            "Hindsight is not configured (memory.provider is 'builtin'), so history summaries "
            "and entries over the limits would have nowhere to go: pass --config with "
            "provider: hindsight, or --skip-hindsight to migrate local files only (those "
            "items are then listed in the report)."
        )
    # A dry run or a local-only run never builds the Hindsight provider: nothing is sent.
    local = config if hindsight and not dry_run else config.with_values({"provider": "builtin"})
    service = MemoryService.create(local, base_dir=base_dir, yaml_fields=yaml_fields)
    try:
        migrator = MemoryMigrator(service, hindsight=hindsight, dry_run=dry_run)
        users = migrator.discover() if all_users else [validate_id(user_id or DEFAULT_ID, "user_id")]
        report = migrator.run(users, progress=progress)
        if hindsight and not dry_run:
            report.hindsight_flushed = service.flush_hindsight(flush_timeout)
        return report
    finally:
        service.registry.shutdown()
