"""Per-thread Hindsight banks: find and delete every bank a ``{thread_id}`` template gave a scope.

A bank template holding ``{thread_id}`` gives each thread its own bank, so the scope's banks are
not known in advance. Because rendering is injective (`bank_router`: every value is encoded into
``[A-Za-z0-9_]+`` and placeholders are separated by other characters), the banks of one scope are
exactly the ids that match the template with the scope's user and agent filled in and
``[A-Za-z0-9_]+`` in place of the thread. The server is asked for candidates with its substring
search (``GET /banks?q=``, paged), and every candidate is checked against that pattern, so
another scope's bank is never touched.

Erasing drops the pending outbox writes of every matching bank first (including banks the server
has not created yet), then deletes the banks the server lists.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections import Counter
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .bank_router import BankRouter, encode_component
from .hindsight_errors import HindsightError, classify

if TYPE_CHECKING:
    from .hindsight_backend import HindsightBackend

logger = logging.getLogger(__name__)

__all__ = ["ThreadBanks", "aerase_thread_banks", "erase_thread_banks"]

_PLACEHOLDER = re.compile(r"\{(user_id|agent_id|thread_id)\}")
_THREAD = "{thread_id}"
#: Banks asked for per page when listing.
_PAGE = 100


@dataclass(frozen=True)
class _LabelBanks:
    label: str
    pattern: re.Pattern[str]
    search: str


class ThreadBanks:
    """The per-thread banks of one (user, agent) scope.

    Args:
        templates: ``{"user": bank_id_template, "work": work_bank_id_template}``.
        user_id: the scope's user.
        agent_id: the scope's agent.
    """

    def __init__(self, templates: dict[str, str], *, user_id: str, agent_id: str) -> None:
        values = {"user_id": encode_component(user_id), "agent_id": encode_component(agent_id)}
        self._labels = [
            _LabelBanks(label, _pattern(template, values), _search_text(template, values))
            for label, template in templates.items() if _THREAD in template
        ]

    @property
    def used(self) -> bool:
        """Whether a template gives this scope per-thread banks at all."""
        return bool(self._labels)

    def label_of(self, bank_id: str) -> str | None:
        """``"user"`` / ``"work"`` when ``bank_id`` is one of this scope's per-thread banks."""
        for banks in self._labels:
            if banks.pattern.fullmatch(bank_id):
                return banks.label
        return None

    @classmethod
    def of_scope(cls, router: BankRouter, *, user_id: str, agent_id: str) -> ThreadBanks:
        """The per-thread banks ``router``'s templates give one scope."""
        return cls({"user": router.user_template, "work": router.work_template},
                   user_id=user_id, agent_id=agent_id)

    async def find(self, client: Any, timeout: float) -> list[tuple[str, str]]:
        """``(label, bank_id)`` of every matching bank the server has (runs on the I/O loop)."""
        found: list[tuple[str, str]] = []
        for banks in self._labels:
            offset = 0
            while True:
                page = await client.banks.list_banks(q=banks.search, limit=_PAGE, offset=offset,
                                                     _request_timeout=timeout)
                items = list(page.banks or [])
                found.extend((banks.label, item.bank_id) for item in items
                             if banks.pattern.fullmatch(item.bank_id))
                offset += len(items)
                if not items or offset >= page.total:
                    break
        return found


def _pattern(template: str, values: dict[str, str]) -> re.Pattern[str]:
    parts, position = [], 0
    for match in _PLACEHOLDER.finditer(template):
        parts.append(re.escape(template[position:match.start()]))
        name = match.group(1)
        parts.append("[A-Za-z0-9_]+" if name == "thread_id" else re.escape(values[name]))
        position = match.end()
    parts.append(re.escape(template[position:]))
    return re.compile("".join(parts))


def _search_text(template: str, values: dict[str, str]) -> str:
    """The longest fixed stretch of the rendered id: the server's substring filter."""
    pieces = [_PLACEHOLDER.sub(lambda m: values[m.group(1)], piece)
              for piece in template.split(_THREAD)]
    return max(pieces, key=len)


def _drop_pending(backend: HindsightBackend, banks: ThreadBanks,
                  keep: frozenset[str]) -> Counter[str]:
    dropped: Counter[str] = Counter()

    def select(item: Any) -> bool:
        if item.bank_id in keep or banks.label_of(item.bank_id) is None:
            return False
        dropped[item.bank_id] += 1
        return True

    backend.outbox.drop(select)
    return dropped


def _part(backend: HindsightBackend, label: str, bank_id: str, dropped: int,
          error: BaseException | None) -> dict[str, Any]:
    if error is not None:
        return {"success": False, "which": label, "bank_id": bank_id,
                "dropped_pending": dropped, "error": str(error)}
    backend.forget_bank(bank_id)
    return {"success": True, "which": label, "bank_id": bank_id, "dropped_pending": dropped}


def _deleting(bank_id: str) -> Callable[[Any], Coroutine[Any, Any, None]]:
    async def delete(client: Any) -> None:
        try:
            await client.adelete_bank(bank_id)
        except Exception as exc:
            if classify(exc).kind != "not_found":  # already gone: that is the goal
                raise

    return delete


def _listed_parts(banks: ThreadBanks, found: list[tuple[str, str]], dropped: Counter[str],
                  keep: frozenset[str]) -> list[tuple[str, str, int]]:
    """``(label, bank_id, dropped)`` of every bank to delete: listed, or only pending."""
    targets = {bank_id: label for label, bank_id in found if bank_id not in keep}
    for bank_id in dropped:
        targets.setdefault(bank_id, banks.label_of(bank_id) or "")
    return [(label, bank_id, dropped.get(bank_id, 0)) for bank_id, label in sorted(
        targets.items())]


def erase_thread_banks(backend: HindsightBackend, banks: ThreadBanks, *,
                       keep: frozenset[str], timeout: float) -> list[dict[str, Any]]:
    """Drop the pending writes of the scope's per-thread banks and delete the banks.

    Args:
        backend: the process's Hindsight backend.
        banks: the scope's per-thread banks.
        keep: bank ids handled elsewhere (the scope's thread-less banks).
        timeout: bound of each server call, seconds.

    Returns:
        One result per bank (``success``, ``which``, ``bank_id``, ``dropped_pending``, and
        ``error`` on failure); a single failed result with an empty ``bank_id`` when the banks
        could not be listed (erase again once Hindsight is back).
    """
    if not banks.used:
        return []
    dropped = _drop_pending(backend, banks, keep)
    try:
        found = backend.run(lambda client: banks.find(client, timeout), timeout=timeout)
    except HindsightError as exc:
        return [_part(backend, "threads", "", sum(dropped.values()), exc)]
    parts = []
    for label, bank_id, count in _listed_parts(banks, found, dropped, keep):
        error = None
        try:
            backend.run(_deleting(bank_id), timeout=timeout)
        except HindsightError as exc:
            error = exc
        parts.append(_part(backend, label, bank_id, count, error))
    return parts


async def aerase_thread_banks(backend: HindsightBackend, banks: ThreadBanks, *,
                              keep: frozenset[str], timeout: float) -> list[dict[str, Any]]:
    """Async twin of `erase_thread_banks`."""
    if not banks.used:
        return []
    dropped = await asyncio.to_thread(_drop_pending, backend, banks, keep)
    try:
        found = await backend.arun(lambda client: banks.find(client, timeout), timeout=timeout)
    except HindsightError as exc:
        return [_part(backend, "threads", "", sum(dropped.values()), exc)]
    parts = []
    for label, bank_id, count in _listed_parts(banks, found, dropped, keep):
        error = None
        try:
            await backend.arun(_deleting(bank_id), timeout=timeout)
        except HindsightError as exc:
            error = exc
        parts.append(_part(backend, label, bank_id, count, error))
    return parts
