"""Pure helpers for Hindsight recall: hits from responses, merging, re-ranking, rendering, ids.

Re-ranking: Hindsight's ``scores.final`` (rank fusion with its graph arm, no cross-encoder offline)
often pushes the turn that answers a question far down. The provider therefore asks for a wide
candidate pool (``hindsight.recall_max_tokens``) and orders it by three signals, each scaled to
the pool: Hindsight's semantic score (divided by the pool's best), Hindsight's keyword score, and
BM25 over the pool itself (divided by the pool's best). On LoCoMo this lifted evidence recall at a
2000-token block from 0.62 to 0.82 (docs/PERFORMANCE.md).

Token budget: Hindsight's tokenizer is not available client-side, so tokens are approximated as
``ceil(characters / 4)`` (the usual rule of thumb for English; CJK text is denser, so the
approximation errs on the generous side there). The rendered block never exceeds the budget under
that approximation.
"""

from __future__ import annotations

import hashlib
import math
import re
from dataclasses import asdict, dataclass, replace
from typing import Any

from rank_bm25 import BM25Okapi

__all__ = [
    "RecallHit",
    "approx_tokens",
    "hits_from_response",
    "merge_hits",
    "relevant_share",
    "render_hits",
    "rerank_hits",
    "stable_id",
]

_SPACES = re.compile(r"\s+")


def approx_tokens(text: str) -> int:
    """Approximate token count: ``ceil(len(text) / 4)``."""
    return math.ceil(len(text) / 4)


def stable_id(prefix: str, *parts: str) -> str:
    """A document id that depends only on ``parts``: ``prefix-<32 hex of SHA-256>``."""
    digest = hashlib.sha256("\x1f".join(parts).encode("utf-8")).hexdigest()[:32]
    return f"{prefix}-{digest}"


@dataclass(frozen=True)
class RecallHit:
    """One recalled memory, as the provider shows it.

    Attributes:
        text: the memory text.
        type: ``world`` / ``experience`` / ``observation``.
        date: ``YYYY-MM-DD`` of the event or of when it was retained ("" if unknown).
        score: Hindsight's ``scores.final``.
        bank: ``"user"`` or ``"work"``.
        document_id: the document the memory came from.
        semantic: Hindsight's ``scores.semantic``.
        keyword: Hindsight's ``scores.keyword``.
        relevance: the provider's fused score after `rerank_hits` (0 before).
    """

    text: str
    type: str
    date: str
    score: float
    bank: str
    document_id: str = ""
    semantic: float = 0.0
    keyword: float = 0.0
    relevance: float = 0.0

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def hits_from_response(response: Any, bank: str) -> list[RecallHit]:
    """Convert a hindsight-client ``RecallResponse`` into `RecallHit` objects."""
    hits = []
    for result in getattr(response, "results", None) or []:
        text = (getattr(result, "text", "") or "").strip()
        if not text:
            continue
        scores = getattr(result, "scores", None)
        score = getattr(scores, "final", None) if scores is not None else None
        semantic = getattr(scores, "semantic", None) if scores is not None else None
        keyword = getattr(scores, "keyword", None) if scores is not None else None
        when = getattr(result, "occurred_start", None) or getattr(result, "mentioned_at", None)
        hits.append(
            RecallHit(
                text=text,
                type=getattr(result, "type", None) or "",
                date=(when or "")[:10],
                score=float(score) if score is not None else 0.0,
                bank=bank,
                document_id=getattr(result, "document_id", None) or "",
                semantic=float(semantic or 0.0),
                keyword=float(keyword or 0.0),
            )
        )
    return hits


def _dedupe_key(text: str) -> str:
    return _SPACES.sub(" ", text).strip().casefold()


def merge_hits(groups: list[list[RecallHit]]) -> list[RecallHit]:
    """Merge hits of several banks by score (highest first); the same text is kept once."""
    merged = sorted((hit for group in groups for hit in group), key=lambda h: -h.score)
    seen: set[str] = set()
    unique = []
    for hit in merged:
        key = _dedupe_key(hit.text)
        if key in seen:
            continue
        seen.add(key)
        unique.append(hit)
    return unique


_WORD = re.compile(r"\w+")
_STOPWORDS = frozenset(
    ["a", "an", "the", "and", "or", "of", "to", "in", "on", "at", "for", "with", "is", "are", "was", "were", "be", "been", "do", "did", "does", "what", "when", "where", "who", "whom", "which", "how", "why", "i", "you", "he", "she", "it", "we", "they", "my", "your", "his", "her", "its", "our", "their", "me", "him", "them", "this", "that", "these", "those", "as", "by", "from", "about", "into", "over", "after", "before", "during", "than", "then", "so", "if", "not", "no", "yes", "can", "could", "would", "should", "will", "shall", "may", "might", "must", "have", "has", "had", "s", "t"]
)


def _terms(text: str) -> list[str]:
    return [w for w in _WORD.findall(text.casefold()) if w not in _STOPWORDS]


def rerank_hits(query: str, hits: list[RecallHit]) -> list[RecallHit]:
    """Order a candidate pool by semantic + keyword + pool-BM25 relevance (best first).

    Each hit gets its fused score in ``relevance``; ties keep Hindsight's order.
    """
    if len(hits) < 2:
        return hits
    query_terms = _terms(query)
    lexical = [0.0] * len(hits)
    if query_terms:
        documents = [_terms(hit.text) or ["_"] for hit in hits]
        lexical = [max(0.0, float(v)) for v in BM25Okapi(documents).get_scores(query_terms)]
    best_lexical = max(lexical) or 1.0
    # Scores are documented as non-negative; clamp so a stray negative cannot invert the order.
    best_semantic = max(max(hit.semantic, 0.0) for hit in hits) or 1.0
    fused = [
        replace(hit, relevance=round(
            max(hit.semantic, 0.0) / best_semantic + max(hit.keyword, 0.0)
            + lexical[i] / best_lexical, 6))
        for i, hit in enumerate(hits)
    ]
    order = sorted(range(len(fused)), key=lambda i: -fused[i].relevance)
    return [fused[i] for i in order]


def relevant_share(hits: list[RecallHit], min_share: float) -> list[RecallHit]:
    """Re-ranked hits whose relevance is at least ``min_share`` of the best hit's."""
    if not hits or min_share <= 0 or hits[0].relevance <= 0:
        return hits
    floor = hits[0].relevance * min_share
    return [hit for hit in hits if hit.relevance >= floor]


def render_line(hit: RecallHit) -> str:
    """One line per memory: ``[2026-03-15] text`` (line breaks inside become `` / ``)."""
    body = " / ".join(part.strip() for part in hit.text.splitlines() if part.strip())
    return f"[{hit.date}] {body}" if hit.date else body


def render_hits(hits: list[RecallHit], max_tokens: int) -> tuple[str, int]:
    """Render hits best-first until the token budget is spent.

    Returns:
        The text (unfenced) and how many hits it holds. A first hit longer than the whole budget
        is cut to fit (ending in ``…``) rather than dropped.
    """
    budget_chars = max(0, max_tokens) * 4
    lines: list[str] = []
    used = 0
    for hit in hits:
        line = render_line(hit)
        cost = len(line) + (1 if lines else 0)
        if used + cost > budget_chars:
            if not lines and budget_chars > 1:
                lines.append(line[: budget_chars - 1] + "…")
            break
        lines.append(line)
        used += cost
    return "\n".join(lines), len(lines)
