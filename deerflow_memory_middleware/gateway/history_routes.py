"""History and undo routes of the Memory V2 API (``/api/memory/v2/history``).

- ``GET /history?limit=50&target=user`` lists the caller's newest write records (every face:
  tool, gateway, CLI, client, migration, import; refused writes too), newest first;
- ``POST /history/undo`` with ``{"id": "..."}`` or ``{"last": N}`` undoes one record or the last N
  changes. An undo is itself a recorded, re-scanned write. Refusals: 409 ``stale`` (the entry
  changed since), 409 ``already_undone``, 422 ``not_undoable`` (the record changed nothing),
  and the write's own codes (422 ``blocked``, 409 ``over_limit``, ...).
"""


from typing import Annotated, Any, Literal

from fastapi import APIRouter, Query
from pydantic import BaseModel, ConfigDict, Field, StrictStr
from starlette.concurrency import run_in_threadpool

from ..errors import ErrorCode
from ..history import get_history, undo
from ..results import HistoryPage, UndoResult
from ..service import MemoryService
from .errors import GatewayError
from .openapi import error_responses

__all__ = ["add_history_routes"]

class UndoRequest(BaseModel):
    """``POST /history/undo``: one record by ``id``, or the ``last`` N applied changes."""

    model_config = ConfigDict(extra="forbid")
    id: StrictStr | None = Field(None, max_length=64)
    last: int | None = Field(None, ge=1, le=100)


def add_history_routes(router: APIRouter, svc: MemoryService, user_dep: Any,
                       agent_dep: Any) -> None:
    """Add the history routes to the memory router (same identity and agent dependencies)."""

    @router.get("/history", summary="The caller's newest memory write records, newest first",
                response_model=HistoryPage, responses=error_responses())
    async def history(
        user: user_dep, agent: agent_dep,
        limit: Annotated[int, Query(ge=1, le=1000)] = 50,
        target: Annotated[Literal["user", "memory"] | None, Query()] = None,
        all_agents: Annotated[bool, Query(description="records of every agent")] = False,
    ) -> HistoryPage:
        return await run_in_threadpool(
            get_history, svc, user, limit=limit, target=target,
            agent_id=None if all_agents else agent,
        )

    @router.post("/history/undo", summary="Undo one change (by id) or the last N changes",
                 response_model=UndoResult, responses=error_responses(404))
    async def undo_change(
        user: user_dep, agent: agent_dep, body: UndoRequest,
    ) -> UndoResult:
        if (body.id is None) == (body.last is None):
            raise GatewayError("invalid_argument",
                               "Send either 'id' (one record) or 'last' (a number of changes).")
        report = await run_in_threadpool(
            undo, svc, user, record_id=body.id, last=body.last, agent_id=agent,
            face="gateway", principal=user,
        )
        if not report.success:
            failed = next(o for o in report.outcomes if not o.success)
            code = failed.code or ErrorCode.NOT_UNDOABLE
            raise GatewayError(code, failed.message, details=dict(report.to_dict()))
        return report.to_dict()
