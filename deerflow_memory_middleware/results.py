"""Declared shapes of every result the memory service, the client and the gateway hand out.

The service returns plain JSON-ready dicts; these `TypedDict` classes say which keys they hold.
One definition serves three purposes: the service and the client annotate their results with
them, the gateway names them as ``response_model`` (so its OpenAPI schema documents every
answer), and the tests validate real answers against them.

They are ``typing_extensions.TypedDict`` on purpose: pydantic only accepts that one as a model on
Python 3.11. A shape that a provider fills in (the external provider's status, search hits, bank
operations) allows extra keys, so a second provider's own facts pass through the gateway
unchanged; every other shape is closed, and the gateway would drop a key it does not declare, so
a new key must be declared here first. (The gateway's error body and health answer are declared
with its OpenAPI helpers, in `gateway.openapi`.)

Example:
    >>> from pydantic import TypeAdapter
    >>> from deerflow_memory_middleware.results import ReloadResult
    >>> TypeAdapter(ReloadResult).validate_python({"reloaded": True, "managers": 2})
    {'reloaded': True, 'managers': 2}
"""

from typing import Annotated, Any, Literal, NotRequired, Required

from pydantic import ConfigDict, Field, with_config
from typing_extensions import TypedDict

__all__ = [
    "BankCleared", "BankDeletion", "BankDocuments", "ClearFailure", "ClearResult",
    "ConfigField", "ConfigView", "EntryView", "EntryWriteResult", "EraseResult",
    "ExportDocument", "ExportedBanks", "ExportedDocument", "ExportedEntries", "ExternalErasure",
    "ExternalOff", "ExternalOn", "ExternalStatus", "FileUsage", "HistoryPage", "HistoryRecord",
    "ImportFileResult", "ImportHindsight", "ImportResult", "MemoryView", "OutboxStats",
    "ProviderState", "RecallActivity", "RecallResult", "ReflectAnswer", "ReflectResult",
    "RefusedEntry", "ReloadResult", "RetainResult", "SearchHit", "SearchResult", "StatusView",
    "Target", "UndoResult", "UndoStep", "WriteAction", "WriteOutcome", "WrittenEntry",
    "WrittenUsage",
]

#: The two memory files: ``user`` is USER.md (shared by the user's agents), ``memory`` is the
#: agent's MEMORY.md.
Target = Literal["user", "memory"]
#: What an entry write did.
WriteAction = Literal["add", "replace", "remove"]
_OPEN = ConfigDict(extra="allow")


# ---------------------------------------------------------------------- reads of one scope
class EntryView(TypedDict):
    """One entry of a memory file; ``blocked`` names why the scanner hides it from the prompt
    (None when it is injected), ``id`` is stable while the text stays the same."""

    index: int
    id: str
    text: str
    blocked: str | None


class EntriesByTarget(TypedDict):
    user: list[EntryView]
    memory: list[EntryView]


class FileUsage(TypedDict):
    """How full a file is: characters ``used`` of ``limit`` (``percent``), and ``tokens``, what
    the file costs in the prompt."""

    used: int
    limit: int
    percent: float
    tokens: int


class UsageByTarget(TypedDict):
    user: FileUsage
    memory: FileUsage


class RevisionByTarget(TypedDict):
    """Each file's revision; send it back with an edit so a stale edit is refused."""

    user: str
    memory: str


class ModifiedByTarget(TypedDict):
    """Each file's modification time (seconds since the epoch; None while it does not exist)."""

    user: float | None
    memory: float | None


class ExternalOff(TypedDict):
    """No external memory provider is configured (``reason`` says why)."""

    enabled: Literal[False]
    reason: str


class RecallActivity(TypedDict):
    """The scope's last automatic recall: hits injected, latency, when, and how many recalls
    were skipped (breaker open) or failed."""

    hits: int
    latency_ms: float | None
    at: float | None
    skipped: int
    errors: int


class OutboxStats(TypedDict):
    """The queue of writes waiting for the external provider."""

    depth: int
    delivered: int
    failed_attempts: int
    dead: int
    last_error: str | None
    retry_in_seconds: float


@with_config(_OPEN)
class ExternalOn(TypedDict, total=False):
    """The external provider of the scope: ``enabled`` is always there, the rest is what the
    provider reports (the keys below are Hindsight's; another provider may add its own)."""

    enabled: Required[Literal[True]]
    provider: str
    available: bool
    memory_mode: str
    banks: dict[str, str]
    last_recall: RecallActivity
    outbox_depth: int
    scope_outbox_depth: int
    batched_turns: int
    mode: str
    api_url: str | None
    state: str
    connected: bool
    breaker: Literal["closed", "open", "half_open"]
    consecutive_failures: int
    failures: dict[str, int]
    last_error: str | None
    last_success_at: float | None
    outbox: OutboxStats
    empty_bank_skips: int
    mirror_only_bank_skips: int


#: The scope's external provider: off (with the reason) or on (with its report).
ExternalStatus = ExternalOff | ExternalOn


class MemoryView(TypedDict):
    """Both files of a scope (`MemoryService.get_memory`, ``GET /api/memory/v2``)."""

    user_id: str
    agent_id: str
    user_md: str
    memory_md: str
    entries: EntriesByTarget
    char_usage: UsageByTarget
    revision: RevisionByTarget
    last_modified: ModifiedByTarget
    hindsight_status: ExternalStatus


class ProviderState(TypedDict):
    name: str
    available: bool


class StatusView(TypedDict):
    """Whether memory is on and which providers serve the scope (``GET /status``)."""

    user_id: str
    agent_id: str
    memory_enabled: bool
    #: ``files`` or ``postgres``: where entries, overrides, outbox and audit records live.
    storage: str
    providers: list[ProviderState]
    hindsight: ExternalStatus
    config_warnings: list[str]


# ---------------------------------------------------------------------- config
class ConfigField(TypedDict):
    """One leaf field of the effective config and where its value comes from."""

    value: Any
    source: Literal["default", "yaml", "global", "user"]
    user_writable: bool


class ConfigView(TypedDict):
    """A user's effective config (``GET``/``PATCH /config``, ``DELETE /config/{field}``):
    the whole config without secrets, every leaf field with its source, the user's own
    overrides, the fields a user may change, and problems found in override files."""

    user_id: str
    config: dict[str, Any]
    fields: dict[str, ConfigField]
    user_overrides: dict[str, Any]
    writable_fields: list[str]
    warnings: list[str]


class ReloadResult(TypedDict):
    """``reloaded`` is always true; ``managers`` counts the scopes that will read again."""

    reloaded: bool
    managers: int


# ---------------------------------------------------------------------- writes
class WriteOutcome(TypedDict):
    """A write as the ``memory`` tool and the client report it: ``message`` on success,
    ``error`` and ``code`` on refusal, ``usage`` as ``"used/limit"``, and the file's entries on
    refusals the caller can only fix by choosing (over the limit, ambiguous, not found)."""

    success: bool
    action: str
    target: str
    message: NotRequired[str]
    error: NotRequired[str | None]
    code: NotRequired[str | None]
    usage: NotRequired[str]
    entries: NotRequired[list[str]]
    entries_omitted: NotRequired[int]


class WrittenUsage(TypedDict):
    used: int
    limit: int


class WrittenEntry(TypedDict):
    index: int
    id: str
    text: str


class EntryWriteResult(TypedDict):
    """An accepted entry write of the gateway (``POST``/``PUT``/``DELETE /entries``): the
    file's new revision (also the ``ETag``), its usage and entries. ``changed`` is false for a
    no-op (an exact duplicate)."""

    success: Literal[True]
    action: WriteAction
    target: Target
    changed: bool
    message: str
    revision: str
    char_usage: WrittenUsage
    entries: list[WrittenEntry]


# ---------------------------------------------------------------------- external provider
@with_config(_OPEN)
class SearchHit(TypedDict, total=False):
    """One recalled memory, best first (Hindsight's keys; another provider may add its own)."""

    text: Required[str]
    type: str
    date: str
    score: float
    bank: str
    document_id: str
    semantic: float
    keyword: float
    relevance: float
    rank: int
    other_arm: bool
    local: bool


class RecallResult(TypedDict):
    mode: Literal["recall"]
    results: list[SearchHit]


@with_config(_OPEN)
class ReflectAnswer(TypedDict, total=False):
    bank: str
    text: Required[str]


@with_config(_OPEN)
class ReflectResult(TypedDict, total=False):
    """A reasoned answer over the banks: ``answer`` joins each bank's ``answers``."""

    mode: Required[Literal["reflect"]]
    answer: Required[str]
    answers: list[ReflectAnswer]


#: `MemoryService.search`: recalled memories, or a reflect answer (``mode`` says which).
SearchResult = Annotated[RecallResult | ReflectResult, Field(discriminator="mode")]


@with_config(_OPEN)
class BankDeletion(TypedDict, total=False):
    """The provider's report of deleting one bank; ``error`` when ``success`` is false."""

    success: bool
    which: str
    bank_id: str
    dropped_pending: int
    error: str


@with_config(_OPEN)
class BankCleared(TypedDict, total=False):
    """``POST /bank/clear``: which bank was cleared, with the provider's report."""

    cleared: Required[bool]
    bank: Required[Literal["user", "work"]]
    success: bool
    which: str
    bank_id: str
    dropped_pending: int
    error: str


@with_config(_OPEN)
class RetainResult(TypedDict, total=False):
    """One retained note: its bank, its document id, and whether it waits in the outbox."""

    bank: str
    document_id: str
    queued: bool


# ---------------------------------------------------------------------- whole memory
class ExportedEntries(TypedDict):
    entries: list[str]


class ExportedDocument(TypedDict):
    id: str
    text: str
    tags: list[str]
    created_at: str
    updated_at: str


class BankDocuments(TypedDict):
    """The documents of one bank; ``complete`` is false when the bank held more than an export
    carries."""

    bank_id: str
    documents: list[ExportedDocument]
    complete: bool


class ExportedBanks(TypedDict, total=False):
    """The external provider's documents (absent when memory is builtin only)."""

    user: BankDocuments
    work: dict[str, BankDocuments]


class ExportDocument(TypedDict):
    """A user's whole memory (``GET /export``): USER.md as ``profile``, each agent's MEMORY.md,
    the user's settings and the external provider's documents. ``POST /import`` takes it."""

    format: Literal["deerflow-memory-v2"]
    version: int
    exported_at: str
    user_id: str
    profile: ExportedEntries
    agents: dict[str, ExportedEntries]
    settings: dict[str, Any]
    hindsight: ExportedBanks


class RefusedEntry(TypedDict):
    text: str
    error: str


class ImportFileResult(TypedDict):
    """What an import did (or would do, in a dry run) to one file."""

    target: str
    agent_id: str
    added: int
    removed: int
    unchanged: int
    refused: list[RefusedEntry]


class ImportHindsight(TypedDict, total=False):
    """External provider documents in the document, restored, and failed."""

    documents: int
    restored: int
    failed: int


class ImportResult(TypedDict):
    """An import report; ``success`` is false when an entry was refused or a part skipped
    (``problems`` says which)."""

    success: bool
    mode: Literal["merge", "replace"]
    dry_run: bool
    files: list[ImportFileResult]
    settings: dict[str, Any]
    hindsight: ImportHindsight
    problems: list[str]


class ClearFailure(TypedDict):
    target: str
    agent_id: str
    error: str


class ClearResult(TypedDict):
    """Entries removed by a clear (``agent_id`` None: every file of the user)."""

    success: bool
    cleared: int
    failed: list[ClearFailure]
    user_id: str
    agent_id: str | None


@with_config(_OPEN)
class ExternalErasure(TypedDict, total=False):
    """The provider's report of erasing a scope's banks (``error`` when it raised)."""

    success: bool
    banks: dict[str, BankDeletion]
    error: str


class EraseResult(TypedDict):
    """``DELETE /api/memory/v2``: ``complete`` is false when an external bank could not be
    deleted (the local memory is gone anyway; erase again later)."""

    erased: bool
    complete: bool
    user_id: str
    agents: list[str]
    hindsight: dict[str, ExternalErasure]


# ---------------------------------------------------------------------- history and undo
class HistoryRecord(TypedDict):
    """One write attempt on a memory file, refused ones too (``verdict`` ``ok`` when applied,
    else the refusal code with ``error``). ``old``/``new`` are the entry before and after."""

    id: str
    at: str
    user_id: str
    agent_id: str
    target: str
    action: str
    old: str
    new: str
    verdict: str
    face: str
    thread_id: str | None
    principal: str | None
    error: str | None
    note: str | None
    undo_of: str | None
    revision: str | None
    extra: NotRequired[dict[str, Any]]
    undone: bool
    undoable: bool


class HistoryPage(TypedDict):
    """The newest write records of a user, newest first (``GET /history``)."""

    user_id: str
    records: list[HistoryRecord]


class UndoStep(TypedDict):
    """Undoing one record: ``code`` on refusal (``stale``, ``already_undone``,
    ``not_undoable`` or the write's own code), ``write`` the undoing write when one ran."""

    record_id: str
    success: bool
    message: str
    code: str | None
    write: WriteOutcome | None


class UndoResult(TypedDict):
    """Every record an undo handled, newest first; ``success`` when all were undone."""

    success: bool
    undone: list[UndoStep]
