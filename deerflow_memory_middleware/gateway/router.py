"""`create_router`: the Memory V2 HTTP API (``/api/memory/v2``) as a FastAPI `APIRouter`.

Every route is a thin face over `MemoryService` (the same operations the embedded client and the
CLI use), run in the thread pool so file and network I/O never block the event loop.

Entries are addressed by index (as listed) or by their stable id (``id`` in every listing,
derived from the entry's text). ``GET /api/memory/v2`` returns ``revision.user`` and
``revision.memory`` and an ``ETag`` (``"<user revision>.<memory revision>"``); an edit may send
either as ``If-Match`` (stale -> 412) or as a ``revision`` field / query parameter (stale -> 409).
Edits without a version are accepted, as the original API had no precondition; a router built
with ``require_precondition=True`` answers 428 to an edit by index that names no version.
"""


import logging
import os
from collections.abc import Callable
from typing import Annotated, Any, Literal, cast

from fastapi import APIRouter, Body, Depends, Header, Path, Query, Response
from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictStr
from starlette.concurrency import run_in_threadpool

from ..audit import set_task_actor
from ..config import MemoryConfig
from ..domain import TARGETS
from ..entry_ids import entry_id
from ..identity import InvalidIdError, validate_id
from ..results import (
    BankCleared,
    ClearResult,
    ConfigView,
    EntryWriteResult,
    EraseResult,
    ExportDocument,
    ImportResult,
    MemoryView,
    ReflectResult,
    ReloadResult,
    SearchResult,
    StatusView,
    Target,
    WriteAction,
)
from ..service import MemoryService
from ..write_result import WriteResult
from .auth import single_user
from .errors import GatewayError, GatewayJSONResponse, MemoryRoute, write_failure
from .openapi import error_responses

logger = logging.getLogger(__name__)

__all__ = ["PREFIX", "create_router"]

PREFIX = "/api/memory/v2"
_MAX_CONTENT = 1_000_000  # the largest configurable char limit
_MAX_QUERY = 10_000

TargetName = Literal["user", "memory"]


class _Body(BaseModel):
    model_config = ConfigDict(extra="forbid")


class EntryCreate(_Body):
    """``POST /entries``: append an entry (an exact duplicate is a successful no-op)."""

    target: TargetName
    content: StrictStr = Field(max_length=_MAX_CONTENT)
    revision: StrictStr | None = Field(None, max_length=64)


class EntryReplace(_Body):
    """``PUT /entries/{target}/{idx}``: replace the entry at ``idx``."""

    content: StrictStr = Field(max_length=_MAX_CONTENT)
    revision: StrictStr | None = Field(None, max_length=64)


class SearchRequest(_Body):
    """``POST /search``: Hindsight recall (default) or reflect over the user's banks."""

    query: StrictStr = Field(min_length=1, max_length=_MAX_QUERY)
    mode: Literal["recall", "reflect"] = "recall"
    budget: Literal["low", "mid", "high"] | None = None


class ReflectRequest(_Body):
    """``POST /reflect``: a reasoned answer from Hindsight over the user's banks."""

    query: StrictStr = Field(min_length=1, max_length=_MAX_QUERY)


class BankClearRequest(_Body):
    """``POST /bank/clear``: empty one bank; ``confirm`` must be ``true``."""

    bank: Literal["user", "work"]
    confirm: StrictBool = False


def _agent_id(
    agent_id: Annotated[str, Query(max_length=4096, description="Agent whose MEMORY.md is meant")]
    = "default",
) -> str:
    try:
        return validate_id(agent_id, "agent_id")
    except InvalidIdError as exc:
        raise GatewayError("invalid_agent_id", str(exc)) from exc


def _etag_value(if_match: str | None, target: str) -> str | None:
    """The revision an ``If-Match`` header names for ``target`` (``*`` means any: None)."""
    if if_match is None:
        return None
    value = if_match.split(",")[0].strip()
    if value == "*":
        return None
    value = value.removeprefix("W/")
    value = value.strip().strip('"')
    if "." in value:  # the combined ETag of GET /api/memory/v2
        parts = value.split(".")
        if len(parts) == len(TARGETS):
            value = parts[TARGETS.index(target)]
    return value


def _revision(
    target: str, if_match: str | None, field: str | None, *, required: bool
) -> tuple[str | None, bool]:
    """Pick the expected revision from ``If-Match`` or a field; (revision, came_from_header)."""
    header = _etag_value(if_match, target)
    if header is not None and field is not None and header != field:
        raise GatewayError("revision_mismatch",
                           "If-Match and 'revision' name different versions; send one of them.")
    if required and header is None and field is None and if_match is None:
        raise GatewayError(
            "precondition_required",
            "Edits by index must name the version they read: send If-Match with the ETag (or "
            f"'revision.{target}') from GET {PREFIX}, or a 'revision' field.",
        )
    return (header if header is not None else field), header is not None


class ImportRequest(_Body):
    """``POST /import``: an export of ``GET /export`` or a DeerFlow memory document."""

    document: dict[str, Any]
    mode: Literal["merge", "replace"] = "merge"
    dry_run: StrictBool = False


class ClearRequest(_Body):
    """``POST /clear``: remove entries; ``all`` (USER.md and every MEMORY.md) or ``agent``."""

    scope: Literal["all", "agent"] = "all"
    confirm: StrictBool = False


def _ref(ref: str) -> int | str:
    """An entry reference from the path: an index (digits) or an entry id."""
    return int(ref) if ref.isdigit() else ref


def _written(result: WriteResult, response: Response, *, if_match: bool) -> EntryWriteResult:
    if not result.success:
        raise write_failure(result, if_match=if_match)
    response.headers["ETag"] = f'"{result.revision}"'
    if result.action == "add" and result.changed:
        response.status_code = 201
    return {
        "success": True,
        "action": cast(WriteAction, result.action),
        "target": cast(Target, result.target),
        "changed": result.changed,
        "message": result.message,
        "revision": result.revision,
        "char_usage": {"used": result.usage, "limit": result.limit},
        "entries": [{"index": i, "id": entry_id(text), "text": text}
                    for i, text in enumerate(result.entries)],
    }


def create_router(
    service: MemoryService | None = None,
    *,
    config: MemoryConfig | None = None,
    base_dir: str | os.PathLike[str] = ".deer-flow",
    identity: Callable[..., Any] | None = None,
    require_precondition: bool = False,
) -> APIRouter:
    """Build the ``/api/memory/v2`` router.

    Args:
        service: the `MemoryService` to serve (share the middleware's registry in one process:
            ``MemoryService(middleware.registry)``); built from ``config`` / ``base_dir`` when
            ``None``.
        config: the `memory:` section, when ``service`` is not given.
        base_dir: the memory data directory, when ``service`` is not given.
        identity: a FastAPI dependency returning the caller's user id. Defaults to
            `single_user` (everyone is ``default``), which a host can also replace with
            ``app.dependency_overrides[single_user] = ...``.
        require_precondition: answer 428 to ``PUT`` / ``DELETE`` by index that send neither
            ``If-Match`` nor ``revision`` (off by default: such edits are accepted).

    Returns:
        The router; mount it with ``app.include_router(router)``.
    """
    svc = service or MemoryService.create(config, base_dir=base_dir)
    who = identity or single_user

    async def current_user(user_id: Annotated[Any, Depends(who)]) -> str:
        try:
            user = validate_id(user_id, "user_id")
        except InvalidIdError as exc:
            raise GatewayError("invalid_user_id", f"The caller's identity: {exc}") from exc
        set_task_actor(face="gateway", principal=user)  # audit: this request's writes
        return user

    User = Annotated[str, Depends(current_user)]
    Agent = Annotated[str, Depends(_agent_id)]
    IfMatch = Annotated[str | None, Header(alias="If-Match", max_length=200)]
    Ref = Annotated[str, Path(pattern=r"^(\d{1,7}|e[0-9a-f]{16})$",
                              description="Entry index as listed, or the entry's id")]

    router = APIRouter(
        prefix=PREFIX, tags=["memory"], route_class=MemoryRoute,
        default_response_class=GatewayJSONResponse,
    )

    @router.get("", summary="Both memory files of the caller, with entries and usage",
                response_model=MemoryView, responses=error_responses())
    async def get_memory(user: User, agent: Agent, response: Response) -> MemoryView:
        data = await run_in_threadpool(svc.get_memory, user, agent)
        response.headers["ETag"] = '"{}"'.format(".".join(data["revision"][t] for t in TARGETS))
        return data

    @router.delete("", summary="Erase everything of the caller (right to be forgotten)",
                   response_model=EraseResult, responses=error_responses(502, 504))
    async def erase(user: User) -> EraseResult:
        result = await run_in_threadpool(svc.erase_user, user)
        if not result.get("complete", True):
            raise GatewayError(
                "erase_incomplete",
                "Local memory was erased but a Hindsight bank could not be deleted; repeat "
                "this request once Hindsight is reachable.", details=dict(result),
            )
        return result

    @router.post("/reload", summary="Refresh the builtin snapshot for new sessions",
                 response_model=ReloadResult, responses=error_responses())
    async def reload(user: User) -> ReloadResult:
        return await run_in_threadpool(svc.reload, user)

    @router.get("/status", summary="Providers, Hindsight banks and figures, outbox",
                response_model=StatusView, responses=error_responses())
    async def status(user: User, agent: Agent) -> StatusView:
        return await run_in_threadpool(svc.status, user, agent)

    @router.get("/config", summary="Effective config with each field's source",
                response_model=ConfigView, responses=error_responses())
    async def get_config(user: User) -> ConfigView:
        return await run_in_threadpool(svc.get_config, user)

    @router.patch("/config", summary="Set per-user overrides (whitelisted fields only)",
                  response_model=ConfigView, responses=error_responses())
    async def patch_config(
        user: User,
        values: Annotated[dict[str, Any], Body(examples=[{"injection.enabled": False}])],
    ) -> ConfigView:
        return await run_in_threadpool(svc.set_config, user, values)

    @router.delete("/config/{field}", summary="Drop one per-user override",
                   response_model=ConfigView, responses=error_responses())
    async def unset_config(
        user: User, field: Annotated[str, Path(max_length=200)]
    ) -> ConfigView:
        return await run_in_threadpool(svc.unset_config, user, field)

    @router.post("/entries", summary="Add an entry (same rules as the memory tool)",
                 response_model=EntryWriteResult,
                 response_description="An exact duplicate: nothing changed",
                 responses={201: {"model": EntryWriteResult, "description": "Added"},
                            **error_responses(404, 412)})
    async def add_entry(
        user: User, agent: Agent, body: EntryCreate, response: Response, if_match: IfMatch = None
    ) -> EntryWriteResult:
        revision, from_header = _revision(body.target, if_match, body.revision, required=False)
        result = await run_in_threadpool(
            svc.add_entry, user, agent, body.target, body.content, revision=revision
        )
        return _written(result, response, if_match=from_header)

    @router.put("/entries/{target}/{idx}", summary="Replace the entry at idx",
                response_model=EntryWriteResult, responses=error_responses(404, 412, 428))
    async def replace_entry(
        user: User, agent: Agent, target: TargetName, idx: Ref, body: EntryReplace,
        response: Response, if_match: IfMatch = None,
    ) -> EntryWriteResult:
        revision, from_header = _revision(
            target, if_match, body.revision, required=require_precondition and idx.isdigit()
        )
        result = await run_in_threadpool(
            svc.replace_entry, user, agent, target, content=body.content, index=_ref(idx),
            revision=revision,
        )
        return _written(result, response, if_match=from_header)

    @router.delete("/entries/{target}/{idx}", summary="Remove the entry at idx",
                   response_model=EntryWriteResult, responses=error_responses(404, 412, 428))
    async def remove_entry(
        user: User, agent: Agent, target: TargetName, idx: Ref, response: Response,
        if_match: IfMatch = None,
        revision: Annotated[str | None, Query(max_length=64)] = None,
    ) -> EntryWriteResult:
        expected, from_header = _revision(
            target, if_match, revision, required=require_precondition and idx.isdigit()
        )
        result = await run_in_threadpool(
            svc.remove_entry, user, agent, target, index=_ref(idx), revision=expected
        )
        return _written(result, response, if_match=from_header)

    @router.get("/export", summary="The caller's whole memory as one JSON document",
                response_model=ExportDocument, responses=error_responses(404, 502, 504))
    async def export(user: User) -> ExportDocument:
        return await run_in_threadpool(svc.export_user, user)

    @router.post("/import", summary="Import an export or a DeerFlow memory document",
                 response_model=ImportResult, responses=error_responses(404, 502, 504))
    async def import_(user: User, agent: Agent, body: ImportRequest) -> ImportResult:
        return await run_in_threadpool(
            svc.import_user, user, body.document, mode=body.mode, dry_run=body.dry_run,
            agent_id=agent,
        )

    @router.post("/clear", summary="Remove every entry (all files, or one agent's notes)",
                 response_model=ClearResult, responses=error_responses())
    async def clear(user: User, agent: Agent, body: ClearRequest) -> ClearResult:
        if body.confirm is not True:
            raise GatewayError(
                "confirmation_required",
                'Clearing removes entries for good; send "confirm": true to go ahead.',
            )
        return await run_in_threadpool(
            svc.clear, user, agent if body.scope == "agent" else None
        )

    @router.post("/search", summary="Hindsight recall (or reflect) over the caller's banks",
                 response_model=SearchResult, responses=error_responses(404, 502, 504))
    async def search(user: User, agent: Agent, body: SearchRequest) -> SearchResult:
        return await run_in_threadpool(
            svc.search, user, agent, body.query, mode=body.mode, budget=body.budget
        )

    @router.post("/reflect", summary="Hindsight reflect over the caller's banks",
                 response_model=ReflectResult, responses=error_responses(404, 502, 504))
    async def reflect(user: User, agent: Agent, body: ReflectRequest) -> ReflectResult:
        answer = await run_in_threadpool(svc.search, user, agent, body.query, mode="reflect")
        return cast(ReflectResult, answer)

    @router.post("/bank/clear", summary="Empty one Hindsight bank (needs confirm: true)",
                 response_model=BankCleared, responses=error_responses(404, 502, 504))
    async def clear_bank(user: User, agent: Agent, body: BankClearRequest) -> BankCleared:
        if body.confirm is not True:
            raise GatewayError(
                "confirmation_required",
                f"Clearing the {body.bank} bank deletes its memories for good; send "
                '"confirm": true to go ahead.',
            )
        result = await run_in_threadpool(svc.clear_bank, user, agent, body.bank)
        return cast(BankCleared, {"cleared": True, "bank": body.bank, **(result or {})})

    from .history_routes import add_history_routes  # history and undo of every write

    add_history_routes(router, svc, User, Agent)
    return router
