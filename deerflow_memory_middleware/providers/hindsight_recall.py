"""Pure helpers for Hindsight recall: hits from responses, merging, re-ranking, rendering, ids.

Re-ranking: Hindsight's ``scores.final`` (rank fusion with its graph arm, no cross-encoder offline)
often pushes the turn that answers a question far down. The provider therefore asks each bank for
a candidate pool (``recall_pool_factor`` x the token budget, at most ``recall_max_tokens``) and
orders it by a weighted sum of signals, each scaled to the pool: Hindsight's semantic score
(divided by the pool's best), its keyword score, and BM25 over the pool with the script-aware
terms of `text_terms` (CJK character bigrams, stop words per language); for questions about dates,
the lexical signal weighs more and memories only Hindsight's temporal / graph arms found get a
bonus. The pool also holds memories from local copies of the banks (`bank_copy`: a small user
bank whole, and the work bank's best BM25 matches over all its memories, which the server's order
misses); they carry no server scores (``local``) and are scored from their words. The weights and the arm's size were tuned on a
tuning split of LoCoMo and of the Chinese set only (docs/PERFORMANCE.md).

Budget: `render_hits` fills the token budget (tokens of the configured encoding, `tokens`) with the
best hits, skipping one that does not fit rather than stopping, and groups hits under one date line
per date. The manager then fences the text and cuts the whole block to ``injection.max_tokens``.
"""

from __future__ import annotations

import hashlib
import math
import re
from dataclasses import asdict, dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, cast

from ..results import SearchHit as RecallHitDict  # the one declared shape of a hit
from ..text_terms import term_counts, terms
from ..tokens import DEFAULT_ENCODING, get_counter

if TYPE_CHECKING:
    from hindsight_client_api.models.recall_response import RecallResponse

__all__ = [
    "RecallHit",
    "RecallHitDict",
    "approx_tokens",
    "hits_from_response",
    "is_temporal_question",
    "merge_hits",
    "relevant_share",
    "render_hits",
    "rerank_hits",
    "stable_id",
]



def approx_tokens(text: str) -> int:
    """Rough token count ``ceil(len(text) / 4)`` (kept for callers; budgets use `tokens`)."""
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
        rank: position in its bank's answer (0 = Hindsight's best).
        other_arm: neither the semantic nor the keyword arm found it (the temporal or graph
            arm did).
        local: taken from a local copy of its bank (`bank_copy`), not from a server recall:
            it has no server scores, and `rerank_hits` scores it from its text alone.
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
    rank: int = 0
    other_arm: bool = False
    local: bool = False

    def to_dict(self) -> RecallHitDict:
        return cast(RecallHitDict, asdict(self))


def hits_from_response(response: RecallResponse, bank: str) -> list[RecallHit]:
    """Convert a hindsight-client ``RecallResponse`` into `RecallHit` objects."""
    hits: list[RecallHit] = []
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
                rank=len(hits),
                other_arm=semantic is None and keyword is None,
            )
        )
    return hits


@lru_cache(maxsize=8192)
def _dedupe_key(text: str) -> str:
    return " ".join(text.split()).casefold()


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


#: Weights of the fused relevance (tuned on LoCoMo conversations 0-1 only; see PERFORMANCE.md).
W_SEMANTIC = 1.0
W_KEYWORD = 0.5
W_LEXICAL = 1.5
W_ORDER = 0.0
#: Extra weight of Hindsight's own order for questions about dates and times: its temporal arm
#: finds memories by when they happened, which no text signal sees.
W_ORDER_TEMPORAL = 0.0
#: Bonus for a memory only the temporal / graph arms found, for such questions.
W_TEMPORAL_ONLY = 0.5
#: Extra weight of the lexical signal for questions about dates and times: "when did X do Y"
#: is answered by the memory that names Y (its date is in its text or header), while the
#: embedding matches any memory about X. Tuned on the tune splits (0.5-2.5 gave the same or
#: better recall in every category there; 1.0 the best).
W_LEXICAL_TEMPORAL = 1.0

_TEMPORAL_QUESTION = re.compile(
    r"\b(when|what (?:time|date|day|year|month)|which (?:day|date|year|month|week)|how long|"
    r"ago|yesterday|today|tomorrow|last (?:week|month|year|night)|next (?:week|month|year)|"
    r"since|until|before|after|during|january|february|march|april|may|june|july|august|"
    r"september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|"
    r"sunday|weekend|(?:19|20)\d\d)\b"
    r"|什么时候|哪天|哪一天|几月|几号|哪年|哪一年|何时|多久|多长时间|日期|星期|周末|去年|今年|明年"
    r"|上个月|下个月|上周|下周|昨天|今天|明天|最近|之前|之后|以前|以后|\d+月|\d+日|\d+年"
    r"|いつ|何時|何日|何月|何年|昨日|今日|明日|先週|来週|去年|来年",
    re.IGNORECASE,
)


def is_temporal_question(query: str) -> bool:
    """True when ``query`` asks about a date or time (English, Chinese or Japanese cues)."""
    return _TEMPORAL_QUESTION.search(query) is not None


def bm25_scores(query_terms: list[str], texts: list[str], *, k1: float = 1.5,
                b: float = 0.75) -> list[float]:
    """Okapi BM25 of each text for ``query_terms`` (idf ``ln(1 + (N - df + .5) / (df + .5))``,
    never negative), with the script-aware terms of `text_terms`."""
    if not query_terms or not texts:
        return [0.0] * len(texts)
    docs = [term_counts(text) for text in texts]
    n = len(docs)
    avgdl = (sum(length for length, _ in docs) / n) or 1.0
    wanted = set(query_terms)
    df = dict.fromkeys(wanted, 0)
    for _, counts in docs:
        for term in wanted:
            if term in counts:
                df[term] += 1
    idf = {t: math.log(1.0 + (n - df[t] + 0.5) / (df[t] + 0.5)) for t in wanted}
    scores = []
    for length, counts in docs:
        norm = k1 * (1.0 - b + b * length / avgdl)
        score = 0.0
        for term in query_terms:
            tf = counts.get(term, 0)
            if tf:
                score += idf[term] * tf * (k1 + 1.0) / (tf + norm)
        scores.append(score)
    return scores


def rerank_hits(query: str, hits: list[RecallHit]) -> list[RecallHit]:
    """Order a candidate pool by fused relevance (best first).

    Signals, each scaled to the pool: Hindsight's semantic score, its keyword score, BM25 over
    the pool with a script-aware tokenizer (CJK bigrams, stop words per language), and Hindsight's
    own order (reciprocal rank within its bank). For date questions the lexical signal weighs
    more (`W_LEXICAL_TEMPORAL`; Hindsight's order by `W_ORDER_TEMPORAL`), and memories only its
    temporal / graph arms found get a bonus. A hit from a local copy of its bank
    (``local``: no server scores) is credited the semantic and keyword shares its lexical share
    implies, so a memory that matches the question's words as well as the best server candidate
    ranks beside it; its semantic share is its own similarity instead when that is higher. Each hit gets its score in ``relevance``; ties keep Hindsight's order.
    """
    if len(hits) < 2:
        return hits
    lexical = bm25_scores(terms(query), [hit.text for hit in hits])
    best_lexical = max(lexical) or 1.0
    # Scores are documented as non-negative; clamp so a stray negative cannot invert the order.
    best_semantic = max(max(hit.semantic, 0.0) for hit in hits) or 1.0
    temporal = is_temporal_question(query)
    w_order = W_ORDER + (W_ORDER_TEMPORAL if temporal else 0.0)
    w_lexical = W_LEXICAL + (W_LEXICAL_TEMPORAL if temporal else 0.0)
    fused = []
    for i, hit in enumerate(hits):
        lexical_share = lexical[i] / best_lexical
        if hit.local:  # its similarity to the question, when a local sentence model gave one
            semantic_share = max(lexical_share, max(hit.semantic, 0.0) / best_semantic)
            keyword = lexical_share
        else:
            semantic_share, keyword = max(hit.semantic, 0.0) / best_semantic, max(hit.keyword, 0.0)
        score = (W_SEMANTIC * semantic_share + W_KEYWORD * keyword + w_lexical * lexical_share
                 + w_order * 10.0 / (10.0 + hit.rank))
        if temporal and hit.other_arm:
            score += W_TEMPORAL_ONLY
        fused.append(_with_relevance(hit, round(score, 6)))
    order = sorted(range(len(fused)), key=lambda i: -fused[i].relevance)
    return [fused[i] for i in order]


def _with_relevance(hit: RecallHit, relevance: float) -> RecallHit:
    """A copy of ``hit`` with ``relevance`` set: `dataclasses.replace` re-reads every field's
    definition, a tenth of the re-rank's time over a pool of ~100 hits."""
    copy = object.__new__(RecallHit)
    copy.__dict__.update(hit.__dict__, relevance=relevance)
    return copy


def relevant_share(hits: list[RecallHit], min_share: float) -> list[RecallHit]:
    """Re-ranked hits whose relevance is at least ``min_share`` of the best hit's."""
    if not hits or min_share <= 0 or hits[0].relevance <= 0:
        return hits
    floor = hits[0].relevance * min_share
    return [hit for hit in hits if hit.relevance >= floor]


def render_line(hit: RecallHit) -> str:
    """One line per memory: ``[2026-03-15] text`` (line breaks inside become `` / ``)."""
    body = _body(hit)
    return f"[{hit.date}] {body}" if hit.date else body


def _body(hit: RecallHit) -> str:
    return " / ".join(part.strip() for part in hit.text.splitlines() if part.strip())


def render_hits(hits: list[RecallHit], max_tokens: int, *,
                encoding: str = DEFAULT_ENCODING) -> tuple[str, int]:
    """Fill a token budget with hits, best first, grouped under their date.

    Memories of the same date share one ``[YYYY-MM-DD]`` line above them (a date costs about
    eight tokens; repeating it on every line would crowd out evidence); groups come in the order
    of their best memory, memories within a group best first, undated ones without a header. A
    hit that does not fit is skipped and the next ones are tried, so the budget holds as much of
    the best evidence as it can.

    Args:
        hits: ranked hits, best first.
        max_tokens: budget of the text in tokens of ``encoding`` (headers and newlines included).
        encoding: the token encoding.

    Returns:
        The text (unfenced) and how many memories it holds. When not even the best hit fits, it
        is cut to the budget (ending in ``…``) rather than dropped.
    """
    counter = get_counter(encoding)
    groups: dict[str, list[str]] = {}
    used, shown, misses = 0, 0, 0
    budget = max(0, max_tokens)
    for hit in hits:
        if budget - used < 2 or misses >= _MAX_MISSES:
            break
        body = _body(hit)
        if not body:
            continue
        cost = counter.count(body) + (1 if used else 0)
        if hit.date not in groups and hit.date:
            cost += counter.count(f"[{hit.date}]") + 1
        if used + cost > budget:
            misses += 1
            continue
        groups.setdefault(hit.date, []).append(body)
        used += cost
        shown += 1
        misses = 0
    if not shown and hits and budget > 1:
        cut = counter.truncate(render_line(hits[0]), budget - 1).rstrip()
        return (cut + "…", 1) if cut else ("", 0)
    lines: list[str] = list(groups.pop("", []))  # undated first: no header may claim them
    for date, bodies in groups.items():
        if date:
            lines.append(f"[{date}]")
        lines.extend(bodies)
    return "\n".join(lines), shown


#: Consecutive hits too long for what is left of the budget before filling stops. Generous, so
#: the tail of the budget is filled with the next memories that fit (as the BM25 baseline's is):
#: 8 left about 30 of 500 tokens unused on LoCoMo; past 16 nothing changed on the tune split,
#: and each try costs one token count (about 10 microseconds).
_MAX_MISSES = 32
