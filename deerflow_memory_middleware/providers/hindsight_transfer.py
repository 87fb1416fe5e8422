"""Export and restore the Hindsight documents of one scope (for memory export / import).

A document is what this package retained: a turn, a note, a mirrored entry. Export reads each
document of a bank (its original text, tags and dates); restore retains it again under the same
document id, so importing twice leaves one copy.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import TYPE_CHECKING, Literal, TypedDict

from .outbox import OutboxItem

if TYPE_CHECKING:
    from hindsight_client import Hindsight

    from .hindsight import HindsightProvider

logger = logging.getLogger(__name__)

__all__ = ["MAX_EXPORTED_DOCUMENTS", "BankExport", "ExportedDocument", "export_documents",
           "restore_document"]

#: A bank holding more documents than this is exported in part (the result says so).
MAX_EXPORTED_DOCUMENTS = 5000
_PAGE = 200

Bank = Literal["user", "work"]


class ExportedDocument(TypedDict):
    """One exported document: its id, original text, tags and ISO dates."""

    id: str
    text: str
    tags: list[str]
    created_at: str
    updated_at: str


class BankExport(TypedDict):
    """The documents of one bank; ``complete`` is False when some were left out."""

    bank_id: str
    documents: list[ExportedDocument]
    complete: bool


def export_documents(provider: HindsightProvider, which: Bank) -> BankExport:
    """The documents of the scope's ``which`` bank.

    Returns:
        ``{"bank_id", "documents": [{"id", "text", "tags", "created_at", "updated_at"}],
        "complete"}``; ``complete`` is False when the bank held more than
        `MAX_EXPORTED_DOCUMENTS`.

    Raises:
        HindsightError: Hindsight unreachable, slow or refusing.
    """
    bank_id = provider.banks()[which]
    timeout = provider.backend.config.hindsight.request_timeout_seconds

    async def read_all(client: Hindsight) -> BankExport:
        documents: list[ExportedDocument] = []
        offset = 0
        total = 0
        while len(documents) < MAX_EXPORTED_DOCUMENTS:
            try:
                page = await client.documents.list_documents(bank_id, limit=_PAGE, offset=offset)
            except Exception as exc:
                if getattr(exc, "status", None) == 404:  # the bank was never created
                    return {"bank_id": bank_id, "documents": [], "complete": True}
                raise
            items = list(getattr(page, "items", None) or [])
            total = int(getattr(page, "total", 0) or 0)
            for item in items:
                doc_id = item.get("id") if isinstance(item, dict) else getattr(item, "id", None)
                if not doc_id:
                    continue
                full = await client.documents.get_document(bank_id, str(doc_id))
                documents.append({
                    "id": str(doc_id),
                    "text": getattr(full, "original_text", None) or "",
                    "tags": list(getattr(full, "tags", None) or []),
                    "created_at": _text(getattr(full, "created_at", None)),
                    "updated_at": _text(getattr(full, "updated_at", None)),
                })
            offset += len(items)
            if not items or offset >= total:
                break
        return {"bank_id": bank_id, "documents": documents,
                "complete": len(documents) >= total}

    provider.ensure_ops()
    return provider.backend.run(read_all, timeout=timeout * 4, kind="other")


def restore_document(provider: HindsightProvider, which: Bank,
                     document: Mapping[str, object]) -> bool:
    """Retain an exported document again under its own id (an upsert on the server).

    Returns:
        True when sent now, False when queued in the outbox (sent later, never lost).

    Raises:
        ValueError: the document has no id or no text.
    """
    doc_id, text = document.get("id"), document.get("text")
    if not isinstance(doc_id, str) or not doc_id or not isinstance(text, str) or not text.strip():
        raise ValueError("A Hindsight document needs an 'id' and a non-empty 'text'.")
    tags = document.get("tags")
    if not isinstance(tags, list):
        tags = []
    missions = provider.missions()
    item = OutboxItem(
        op="retain", bank_id=provider.banks()[which], document_id=doc_id, content=text,
        tags=tuple(str(tag) for tag in tags),
        timestamp=_text(document.get("created_at")) or None,
        metadata={"user_id": provider.user_id, "agent_id": provider.agent_id,
                  "target": "user" if which == "user" else "memory"},
        bank_mission=missions["bank_mission"],
        bank_retain_mission=missions["bank_retain_mission"],
    )
    return provider.dispatch(item)


def _text(value: object) -> str:
    if value is None:
        return ""
    isoformat = getattr(value, "isoformat", None)
    return isoformat() if callable(isoformat) else str(value)
