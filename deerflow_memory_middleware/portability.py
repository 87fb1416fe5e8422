"""Export, import and clear a user's whole memory (the gateway, the client and the CLI share it).

Export document (``format: deerflow-memory-v2``, ``version: 1``)::

    {"format", "version", "exported_at", "user_id",
     "profile": {"entries": [...]},                      # USER.md
     "agents": {"<agent id>": {"entries": [...]}},       # each agent's MEMORY.md
     "settings": {"<dotted field>": value},              # the user's own overrides
     "hindsight": {"user": {...}, "work": {"<agent id>": {...}}}}   # documents we retained

Import takes that document, or a DeerFlow memory document (``facts`` ...; its entries go to the
agent given). ``merge`` adds what is missing; ``replace`` makes each file in the document hold
exactly the imported entries. Every entry goes through the same write path as the ``memory``
tool (scan, limits, mirroring to Hindsight), one entry at a time, so a refused entry is reported
and never stops the rest. ``dry_run`` reports the plan and writes nothing.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Final, Literal, cast

from .audit import audit_actor
from .entry_ids import entry_id
from .errors import InvalidArgumentError, MemoryV2Error
from .identity import DEFAULT_ID, InvalidIdError, validate_id
from .integrations.deermem_shape import facts_from_document
from .json_types import JSONValue
from .provider import DocumentTransfer
from .providers.builtin import Target
from .results import ClearFailure, ClearResult, ExportDocument, ImportResult

if TYPE_CHECKING:
    from .providers.hindsight_transfer import BankExport
    from .service import MemoryService

logger = logging.getLogger(__name__)

__all__ = ["EXPORT_FORMAT", "ClearResult", "ExportDocument", "ImportReport", "clear_memory",
           "export_memory", "import_memory"]

EXPORT_FORMAT: Final = "deerflow-memory-v2"
EXPORT_VERSION = 1

ImportMode = Literal["merge", "replace"]


@dataclass
class FileOutcome:
    """What an import did (or would do) to one file."""

    target: str
    agent_id: str
    added: int = 0
    removed: int = 0
    unchanged: int = 0
    refused: list[dict[str, str]] = field(default_factory=list)


@dataclass
class ImportReport:
    """The result of `import_memory`; ``success`` is False when any entry was refused."""

    mode: str
    dry_run: bool
    files: list[FileOutcome] = field(default_factory=list)
    settings: dict[str, JSONValue] = field(default_factory=dict)
    hindsight: dict[str, int] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)

    @property
    def success(self) -> bool:
        return not self.problems and not any(f.refused for f in self.files)

    def to_dict(self) -> ImportResult:
        return cast(ImportResult, {"success": self.success, **asdict(self)})


def export_memory(service: MemoryService, user_id: str) -> ExportDocument:
    """Everything of ``user_id``: both files per agent, own settings, Hindsight documents.

    Raises:
        ExternalProviderError: Hindsight is configured but could not be read (the export would be
            incomplete; retry when it is reachable).
    """
    from .service import _external_call

    agents = service.agents_of(user_id) or [DEFAULT_ID]
    document: ExportDocument = {
        "format": EXPORT_FORMAT,
        "version": EXPORT_VERSION,
        "exported_at": datetime.now(UTC).isoformat(),
        "user_id": user_id,
        "profile": {"entries": list(_raw_entries(service, user_id, DEFAULT_ID, "user"))},
        "agents": {},
        "settings": dict(service.registry.effective(user_id).user_overrides),
        "hindsight": {},
    }
    for agent_id in agents:
        document["agents"][agent_id] = {
            "entries": list(_raw_entries(service, user_id, agent_id, "memory"))
        }
    external = service.registry.manager_for(user_id, DEFAULT_ID).external
    if external is not None and isinstance(external, DocumentTransfer):
        try:
            work: dict[str, BankExport] = {}
            for agent_id in agents:
                provider = service.registry.manager_for(user_id, agent_id).external
                if provider is not None and isinstance(provider, DocumentTransfer):
                    work[agent_id] = _external_call(provider.export_bank, "work")
            document["hindsight"] = {
                "user": _external_call(external.export_bank, "user"), "work": work,
            }
        except MemoryV2Error as exc:
            raise type(exc)(
                f"Could not read the Hindsight documents for the export: {exc.message}",
                code=exc.code,
            ) from exc
    return document


def _raw_entries(service: MemoryService, user_id: str, agent_id: str, target: Target
                 ) -> tuple[str, ...]:
    return service.registry.manager_for(user_id, agent_id).builtin.view(target).entries


def import_memory(
    service: MemoryService,
    user_id: str,
    document: object,
    *,
    mode: ImportMode = "merge",
    dry_run: bool = False,
    agent_id: str = DEFAULT_ID,
) -> ImportReport:
    """Bring an export (or a DeerFlow memory document) into ``user_id``'s memory.

    Args:
        service: the memory service.
        user_id: whose memory receives the document.
        document: an export of `export_memory`, or a DeerFlow memory document.
        mode: ``merge`` (add what is missing) or ``replace`` (each file named in the document
            ends up holding exactly its entries).
        dry_run: report what would change, write nothing.
        agent_id: the agent whose MEMORY.md receives a DeerFlow document's agent notes.

    Raises:
        InvalidArgumentError: the document is not one of the two shapes, or ``mode`` is
            unknown.
    """

    if mode not in ("merge", "replace"):
        raise InvalidArgumentError(f"Unknown import mode {mode!r}: use 'merge' or 'replace'.")
    if not isinstance(document, dict):
        raise InvalidArgumentError("The import document must be a JSON object.")
    report = ImportReport(mode=mode, dry_run=dry_run)
    plan = _plan(document, agent_id, report)
    with audit_actor(face="import", principal=user_id):
        for (target, agent), entries in plan.items():
            report.files.append(
                _import_file(service, user_id, agent, target, entries, mode, dry_run))
    settings = document.get("settings") if document.get("format") == EXPORT_FORMAT else None
    if isinstance(settings, dict) and settings:
        report.settings = dict(settings)
        if not dry_run:
            service.set_config(user_id, settings)
    hindsight = document.get("hindsight") if document.get("format") == EXPORT_FORMAT else None
    if isinstance(hindsight, dict) and hindsight:
        report.hindsight = _import_hindsight(service, user_id, hindsight, dry_run, report)
    return report


def _plan(document: Mapping[str, object], agent_id: str, report: ImportReport
          ) -> dict[tuple[Target, str], list[str]]:
    """``{(target, agent): entries}`` from either document shape."""

    plan: dict[tuple[Target, str], list[str]] = {}
    if document.get("format") == EXPORT_FORMAT:
        if document.get("version") != EXPORT_VERSION:
            raise InvalidArgumentError(f"Export version {document.get('version')!r} is not supported "
                               f"(this version reads {EXPORT_VERSION}).")
        profile = document.get("profile")
        if isinstance(profile, dict):
            plan[("user", DEFAULT_ID)] = _texts(profile.get("entries"), "profile", report)
        for agent, block in _object(document.get("agents"), "agents", report).items():
            try:
                validate_id(agent, "agent_id")
            except InvalidIdError as exc:
                report.problems.append(f"agents.{agent!r} skipped: {exc}")
                continue
            if isinstance(block, dict):
                plan[("memory", agent)] = _texts(block.get("entries"), f"agents.{agent}", report)
        return plan
    if "facts" in document or "user" in document:
        facts, problems = facts_from_document(document)
        report.problems.extend(problems)
        plan[("user", DEFAULT_ID)] = [f.text for f in facts if f.target == "user"]
        plan[("memory", agent_id)] = [f.text for f in facts if f.target == "memory"]
        return plan
    raise InvalidArgumentError(
        f"Not an import document: expected 'format: {EXPORT_FORMAT}' (from export) or a "
        "DeerFlow memory document with 'facts'."
    )


def _object(value: object, where: str, report: ImportReport) -> Mapping[str, object]:
    """``value`` when it is a JSON object; absent (None) is empty, anything else a problem."""
    if isinstance(value, Mapping):
        return value
    if value:
        report.problems.append(f"{where} is not an object; nothing imported from it")
    return {}


def _texts(value: object, where: str, report: ImportReport) -> list[str]:
    if not isinstance(value, list):
        report.problems.append(f"{where}.entries is not a list; nothing imported there")
        return []
    texts = []
    for position, item in enumerate(value):
        if isinstance(item, str) and item.strip():
            texts.append(item)
        else:
            report.problems.append(f"{where}.entries[{position}] is not a non-empty string")
    return texts


def _import_file(service: MemoryService, user_id: str, agent_id: str, target: Target,
                 entries: list[str], mode: ImportMode, dry_run: bool) -> FileOutcome:
    outcome = FileOutcome(target=target, agent_id=agent_id)
    current = list(_raw_entries(service, user_id, agent_id, target))
    wanted = list(dict.fromkeys(text.replace("\r\n", "\n").strip() for text in entries))
    if mode == "replace":
        for text in [t for t in current if t not in wanted]:
            outcome.removed += 1
            if not dry_run:
                result = service.remove_entry(user_id, agent_id, target, index=entry_id(text))
                if not result.success:
                    outcome.refused.append({"text": text[:200], "error": result.error or ""})
    for text in wanted:
        if text in current:
            outcome.unchanged += 1
            continue
        if dry_run:
            reason = service.registry.manager_for(user_id, agent_id).builtin.check(text)
            if reason:
                outcome.refused.append({"text": text[:200], "error": reason})
            else:
                outcome.added += 1
            continue
        result = service.add_entry(user_id, agent_id, target, text)
        if result.success:
            outcome.added += 1 if result.changed else 0
            outcome.unchanged += 0 if result.changed else 1
        else:
            outcome.refused.append({"text": text[:200], "error": result.error or ""})
    return outcome


def _import_hindsight(service: MemoryService, user_id: str, hindsight: Mapping[str, object],
                      dry_run: bool, report: ImportReport) -> dict[str, int]:
    counts = {"documents": 0, "restored": 0, "failed": 0}
    groups: list[tuple[Literal["user", "work"], str, object]] = [("user", DEFAULT_ID, hindsight.get("user"))]
    groups += [("work", agent, block)
               for agent, block in _object(hindsight.get("work"), "hindsight.work", report).items()]
    for which, agent, block in groups:
        documents = block.get("documents") if isinstance(block, dict) else None
        if not isinstance(documents, list):
            continue
        counts["documents"] += len(documents)
        if dry_run:
            continue
        provider = service.registry.manager_for(user_id, agent).external
        if provider is None or not isinstance(provider, DocumentTransfer):
            report.problems.append("Hindsight documents were not imported: memory.provider is "
                                   "not 'hindsight' here; configure Hindsight and import again.")
            return counts
        for doc in documents:
            if not isinstance(doc, Mapping):
                counts["failed"] += 1
                report.problems.append("Hindsight document skipped: not a JSON object.")
                continue
            try:
                provider.restore_document(which, doc)
                counts["restored"] += 1
            except ValueError as exc:
                counts["failed"] += 1
                report.problems.append(f"Hindsight document skipped: {exc}")
    return counts


def clear_memory(service: MemoryService, user_id: str, agent_id: str | None = None
                 ) -> ClearResult:
    """Remove builtin entries: every file of the user (``agent_id`` None) or one agent's notes.

    Each entry is removed through the normal write path, so Hindsight forgets mirrored entries
    too. Settings and Hindsight banks stay (erase the user to drop everything).
    """
    scopes: list[tuple[Target, str]] = [("memory", agent_id)] if agent_id is not None else []
    if agent_id is None:
        scopes.append(("user", DEFAULT_ID))
        scopes.extend(("memory", agent) for agent in service.agents_of(user_id))
    removed, failed = 0, list[ClearFailure]()
    for target, agent in scopes:
        for text in reversed(_raw_entries(service, user_id, agent, target)):
            result = service.remove_entry(user_id, agent, target, index=entry_id(text))
            if result.success:
                removed += 1
            else:
                failed.append(ClearFailure(target=target, agent_id=agent,
                                           error=result.error or ""))
    return {"success": not failed, "cleared": removed, "failed": failed, "user_id": user_id,
            "agent_id": agent_id}
