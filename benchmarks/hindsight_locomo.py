"""Recall quality on LoCoMo through the middleware's own retain and recall paths, against BM25.

Used by `bench_hindsight` (section "recall quality"). Method:

* Each LoCoMo conversation is fed turn by turn through ``manager.sync_turn(user, assistant,
  thread_id=<session>)``: consecutive dialogue turns are paired as (user, assistant); the user half
  starts with the session date (``[1:56 pm on 8 May, 2023] Caroline: ...``) and each half carries
  its speaker's name and text (plus ``[shares <caption>]`` for a shared photo). Nothing from the
  QA items (answers included) is retained. A map keeps, per turn, the exact text retained, so an
  evidence ``dia_id`` is *in* a block iff its turn text appears verbatim in it.
* Each question goes through ``manager.prefetch(question, thread_id=...)``: the exact fenced
  block the middleware would inject. Recall of the evidence turns is measured inside the block
  (all of it, and its first 5 / 10 lines: one line per recalled memory).
* BM25 (rank-bm25 ``BM25Okapi``, lower-cased ``\\w+`` tokens, no stemming or stop words) ranks
  the same retained documents; its top documents, rendered exactly like our lines, are taken
  until they would exceed the character (= token, at ~4 chars/token) budget of our block's body.
"""

from __future__ import annotations

import json
import os
import re
import statistics
import time
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from rank_bm25 import BM25Okapi

from deerflow_memory_middleware.providers.hindsight_recall import (
    RecallHit,
    render_line,
)
from deerflow_memory_middleware.tokens import count_tokens

__all__ = ["CATEGORIES", "Conversation", "evaluate", "ingest", "load_conversations",
           "locomo_path"]

#: The environment variable naming the LoCoMo file.
LOCOMO_ENV = "DEERFLOW_LOCOMO_PATH"
#: Where the LoCoMo file is looked for when nothing names it: ``shared/data/locomo/`` in the
#: folder that holds the repository (LoCoMo is not shipped with the repository).
DEFAULT_LOCOMO_PATH = (Path(__file__).resolve().parents[2] / "shared" / "data" / "locomo"
                       / "locomo-dev.json")
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}
_TOKEN = re.compile(r"\w+")
_DIA = re.compile(r"D\s*:?\s*(\d+)\s*:\s*(\d+)")


def _norm(text: str) -> str:
    """Whitespace collapsed; the `` / `` that rendering puts between lines becomes a space."""
    return " ".join(text.split()).replace(" / ", " ")


@dataclass
class Pair:
    """One retained turn: (user, assistant) halves and the dialogue turns they hold."""

    thread_id: str
    user_text: str
    assistant_text: str
    dia_ids: list[str]
    content: str = ""  # exactly what the provider retains (prefixes included)


@dataclass
class Conversation:
    sample_id: str
    pairs: list[Pair]
    turn_text: dict[str, str]  # dia_id -> "Speaker: text" as retained (normalised)
    questions: list[dict[str, Any]] = field(default_factory=list)
    dropped_evidence: int = 0
    dropped_questions: int = 0


def _turn_line(turn: dict[str, Any]) -> str:
    text = turn["text"].strip()
    caption = (turn.get("blip_caption") or "").strip()
    if caption:
        text = f"{text} [shares {caption}]"
    return f"{turn['speaker']}: {text}"


def _evidence(raw: list[str], known: set[str]) -> tuple[list[str], int]:
    found, dropped = [], 0
    for item in raw:
        ids = [f"D{a}:{b}" for a, b in _DIA.findall(item)]
        if not ids:
            dropped += 1
        for dia in ids:
            if dia in known and dia not in found:
                found.append(dia)
            elif dia not in known:
                dropped += 1
    return found, dropped


def locomo_path(explicit: str | Path | None = None) -> Path:
    """The LoCoMo file: ``explicit`` (a ``--locomo`` option), else ``$DEERFLOW_LOCOMO_PATH``, else
    `DEFAULT_LOCOMO_PATH`. The file need not exist (see `load_conversations`)."""
    if explicit:
        return Path(explicit)
    env = os.environ.get(LOCOMO_ENV)
    return Path(env) if env else DEFAULT_LOCOMO_PATH


def load_conversations(path: Path | None = None, *, user_prefix: str = "User",
                       assistant_prefix: str = "Assistant") -> list[Conversation]:
    """Parse LoCoMo: sessions of turns -> retained pairs; QA items with resolvable evidence.

    Args:
        path: a LoCoMo-shaped JSON file; default `locomo_path()`.

    Raises:
        FileNotFoundError: the file is absent; the message says how to point to it.
    """
    path = locomo_path() if path is None else path
    if not path.is_file():
        raise FileNotFoundError(
            f"LoCoMo data not found at {path}. LoCoMo is not shipped with the repository: put "
            f"locomo-dev.json at {DEFAULT_LOCOMO_PATH}, or set {LOCOMO_ENV} (or --locomo where "
            "the benchmark offers it) to its path.")
    conversations = []
    for sample in json.loads(path.read_text(encoding="utf-8")):
        conv = sample["conversation"]
        sample_id = sample["sample_id"]
        sessions = sorted(
            (int(k.split("_")[1]), k) for k, v in conv.items()
            if re.fullmatch(r"session_\d+", k) and isinstance(v, list)
        )
        pairs, turn_text = [], {}
        for number, key in sessions:
            date = conv.get(f"{key}_date_time", "")
            turns = conv[key]
            thread = f"{sample_id}-s{number}"
            for i in range(0, len(turns), 2):
                first, second = turns[i], turns[i + 1] if i + 1 < len(turns) else None
                user = _turn_line(first)
                user_text = f"[{date}] {user}" if date else user
                assistant_text = _turn_line(second) if second else ""
                dia_ids = [first["dia_id"]] + ([second["dia_id"]] if second else [])
                turn_text[first["dia_id"]] = _norm(user)
                if second:
                    turn_text[second["dia_id"]] = _norm(assistant_text)
                lines = [f"{user_prefix}: {user_text}"]
                if assistant_text:
                    lines.append(f"{assistant_prefix}: {assistant_text}")
                pairs.append(Pair(thread, user_text, assistant_text, dia_ids, "\n".join(lines)))
        item = Conversation(sample_id, pairs, turn_text)
        known = set(turn_text)
        for qa in sample["qa"]:
            evidence, dropped = _evidence(qa.get("evidence", []), known)
            item.dropped_evidence += dropped
            if not evidence:
                item.dropped_questions += 1
                continue
            item.questions.append({"question": qa["question"], "category": qa["category"],
                                   "evidence": evidence})
        conversations.append(item)
    return conversations


def ingest(manager: Any, conversation: Conversation) -> float:
    """Feed every pair through ``manager.sync_turn``; returns seconds taken."""
    began = time.perf_counter()
    for pair in conversation.pairs:
        manager.sync_turn(pair.user_text, pair.assistant_text, thread_id=pair.thread_id)
    return time.perf_counter() - began


def _block_body(block: str) -> str:
    """The recalled lines of a fenced block (fence and system note removed)."""
    if not block:
        return ""
    inner = block.split("\n\n", 1)[1] if "\n\n" in block else ""
    return inner.rsplit("\n</", 1)[0]


def _found(evidence: list[str], text: str, turn_text: dict[str, str]) -> int:
    haystack = _norm(text)
    return sum(1 for dia in evidence if turn_text[dia] in haystack)


class _BM25:
    def __init__(self, conversation: Conversation) -> None:
        self.pairs = conversation.pairs
        self.index = BM25Okapi([_TOKEN.findall(p.content.lower()) for p in self.pairs])
        date = datetime.now(UTC).date().isoformat()  # as Hindsight dates our lines
        self.lines = [render_line(RecallHit(p.content, "world", date, 0.0, "work"))
                      for p in self.pairs]

    def ranked(self, query: str) -> list[int]:
        scores = self.index.get_scores(_TOKEN.findall(query.lower()))
        return sorted(range(len(scores)), key=lambda i: -scores[i])

    def within(self, order: list[int], budget_chars: int) -> list[str]:
        chosen, used = [], 0
        for i in order:
            cost = len(self.lines[i]) + (1 if chosen else 0)
            if used + cost > budget_chars:
                break
            chosen.append(self.lines[i])
            used += cost
        return chosen


def _order_found(evidence: list[str], texts: list[str], turn_text: dict[str, str],
                 k: int) -> float:
    return _found(evidence, "\n".join(texts[:k]), turn_text) / len(evidence)


def _semkw(result: Any) -> float:
    scores = getattr(result, "scores", None)
    return (getattr(scores, "semantic", None) or 0.0) + (getattr(scores, "keyword", None) or 0.0)


def evaluate(managers: dict[str, Any], conversations: list[Conversation], *,
             max_questions: int | None = None, direct: Any | None = None) -> dict[str, Any]:
    """Recall every question through each manager (one per budget) and through BM25.

    Args:
        managers: budget label -> the conversation's `MemoryManager` factory
            ``(sample_id) -> manager``.
        conversations: ingested conversations.
        max_questions: per conversation (None: all).
        direct: diagnostic, for the first label only: ``(sample_id, question) -> results`` of one
            direct ``arecall`` of the work bank (same budget and max_tokens as the provider
            sends). Gives Hindsight's own order @5/@10 and the same results re-ordered by
            ``scores.semantic + scores.keyword`` (a client-side re-rank the provider could do).

    Returns:
        ``{label: {"rows": [...per question...], "by_category": ..., "overall": ...}}``.
    """
    out: dict[str, Any] = {}
    for index, (label, manager_of) in enumerate(managers.items()):
        rows = []
        began = time.perf_counter()
        for conversation in conversations:
            manager = manager_of(conversation.sample_id)
            bm25 = _BM25(conversation)
            questions = conversation.questions[:max_questions]
            for n, qa in enumerate(questions):
                block = manager.prefetch(qa["question"], thread_id=f"{label}-q{n}")
                body = _block_body(block)
                lines = body.split("\n") if body else []
                evidence = qa["evidence"]
                order = bm25.ranked(qa["question"])
                same_budget = bm25.within(order, len(body))
                total = len(evidence)
                rows.append({
                    "sample_id": conversation.sample_id,
                    "category": qa["category"],
                    "evidence": total,
                    "hits": len(lines),
                    "tokens_injected": count_tokens(block),
                    "tokens_body": count_tokens(body),
                    "ours": _found(evidence, body, conversation.turn_text) / total,
                    "ours@5": _found(evidence, "\n".join(lines[:5]),
                                     conversation.turn_text) / total,
                    "ours@10": _found(evidence, "\n".join(lines[:10]),
                                      conversation.turn_text) / total,
                    "bm25": _found(evidence, "\n".join(same_budget),
                                   conversation.turn_text) / total,
                    "bm25_docs": len(same_budget),
                    "bm25@5": _found(evidence, "\n".join(bm25.lines[i] for i in order[:5]),
                                     conversation.turn_text) / total,
                    "bm25@10": _found(evidence, "\n".join(bm25.lines[i] for i in order[:10]),
                                      conversation.turn_text) / total,
                    "empty_block": not block,
                })
                if direct is not None and index == 0:
                    results = list(direct(conversation.sample_id, qa["question"]))
                    final = [r.text for r in results]
                    semkw = [r.text for r in sorted(results, key=lambda r: -_semkw(r))]
                    tt = conversation.turn_text
                    rows[-1].update({
                        "direct@5": _order_found(evidence, final, tt, 5),
                        "direct@10": _order_found(evidence, final, tt, 10),
                        "direct_all": _order_found(evidence, final, tt, len(final)),
                        "rerank@5": _order_found(evidence, semkw, tt, 5),
                        "rerank@10": _order_found(evidence, semkw, tt, 10),
                    })
        seconds = time.perf_counter() - began
        out[label] = {"rows": rows, "seconds": seconds, **summarise(rows)}
    return out


_METRICS = ("ours", "bm25", "ours@5", "bm25@5", "ours@10", "bm25@10", "hits", "bm25_docs",
            "tokens_injected", "tokens_body")
_DIAGNOSTIC = ("direct@5", "direct@10", "direct_all", "rerank@5", "rerank@10")


def summarise(rows: list[dict[str, Any]]) -> dict[str, Any]:
    groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in rows:
        groups[f"{row['category']} {CATEGORIES.get(row['category'], '?')}"].append(row)
    groups["all"] = rows

    def agg(items: list[dict[str, Any]]) -> dict[str, Any]:
        result = {"questions": len(items),
                  "empty_blocks": sum(1 for r in items if r["empty_block"])}
        for metric in _METRICS + _DIAGNOSTIC:
            if items and metric in items[0]:
                result[metric] = statistics.fmean(r[metric] for r in items)
        return result

    by_category = {name: agg(items) for name, items in sorted(groups.items())}
    return {"by_category": by_category, "overall": by_category["all"]}
