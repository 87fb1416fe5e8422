"""Recall quality and cost at fixed token budgets, against BM25 and raw Hindsight, in one run.

For LoCoMo (``../shared/data/locomo/locomo-dev.json`` next to the repository, or
``$DEERFLOW_LOCOMO_PATH`` / ``--locomo``) and the Chinese memory set
(``benchmarks/data/zh_memory/zh-memory.json``, or ``--zh``), at 500 / 1000 / 2000 tokens:

* **this package**: every conversation is fed turn by turn through ``manager.sync_turn`` (one
  retained item per exchange, into the work bank) and every question goes through
  ``manager.prefetch``: the exact fenced block the middleware injects, with
  ``injection.max_tokens`` = the budget;
* **raw Hindsight**: one direct ``arecall`` of the same work bank on the same server with
  ``max_tokens`` = the budget, results in Hindsight's order, rendered like our lines, cut to the
  budget (no fence: the baseline gets the whole budget for text);
* **BM25**: ``rank-bm25`` over the same retained exchanges with the package's script-aware
  tokenizer (CJK character bigrams, stop words per language), top documents until the budget is
  full.

Measured: evidence recall (share of a question's evidence turns whose text is inside the block),
per category; blocks over budget (tokens counted with o200k_base, the whole block); mean tokens
used; latency of our prefetch as a ratio to the raw recall of the same question (p50, p95;
measured back to back, order alternating).

Splits (never tuned on what is reported): LoCoMo conversations by sample index, 0-1 ``tune``
(conv-26, conv-30), 2-4 ``report`` (conv-41, conv-42, conv-43); the Chinese set by each
conversation's ``split`` field (``tune`` / ``holdout``). The ranking weights in
`deerflow_memory_middleware.providers.hindsight_recall` were tuned on the ``tune`` parts only.

Run: ``.venv/bin/python -m benchmarks.bench_recall_quality`` (report splits, both data sets;
about 15 minutes on 2 CPUs) or ``--split tune`` / ``--split all``, ``--datasets locomo,zh``,
``--questions N`` (per conversation), ``--api-url URL`` (a running server; its banks must not
hold ``rq-*`` users already unless ``--reuse``).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import re
import shutil
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

from rank_bm25 import BM25Okapi

from deerflow_memory_middleware import MemoryConfig, MemoryMiddleware
from deerflow_memory_middleware.providers.hindsight_recall import (
    bm25_scores,
    hits_from_response,
    render_hits,
    render_line,
)
from deerflow_memory_middleware.text_terms import terms
from deerflow_memory_middleware.tokens import count_tokens

from . import hindsight_locomo as locomo
from .common import percentile, print_table, write_result

ROOT = Path(__file__).resolve().parents[1]
BUDGETS = (500, 1000, 2000)
#: The LoCoMo conversations reported on; every other one (conv-26 and conv-30 of the dev file, and
#: the public release's conversations that the dev file lacks, see `benchmarks.locomo_extra`) is tuned on.
LOCOMO_REPORT = frozenset({"conv-41", "conv-42", "conv-43"})
ZH_PATH = ROOT / "benchmarks" / "data" / "zh_memory" / "zh-memory.json"
CATEGORIES = {
    "locomo": locomo.CATEGORIES,
    "zh": {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"},
}

_PLAIN = re.compile(r"\w+")

logger = logging.getLogger("benchmarks.recall_quality")


def locomo_path(cli: str | None) -> Path:
    """``--locomo``, else ``$DEERFLOW_LOCOMO_PATH``, else ``shared/data/locomo/locomo-dev.json``
    in the folder that holds the repository."""
    return locomo.locomo_path(cli)


def load_split(dataset: str, path: Path, split: str) -> list[locomo.Conversation]:
    """Conversations of one split (``tune``, ``report`` or ``all``)."""
    conversations = locomo.load_conversations(path)
    if dataset == "locomo":
        splits = ["report" if c.sample_id in LOCOMO_REPORT else "tune" for c in conversations]
    else:
        raw = json.loads(path.read_text(encoding="utf-8"))
        splits = ["tune" if s.get("split") == "tune" else "report" for s in raw]
    return [c for c, s in zip(conversations, splits, strict=True) if split in ("all", s)]


# ---------------------------------------------------------------------------------- baselines
class Bm25Baseline:
    """BM25 over a conversation's retained exchanges, top documents until the budget is full.

    Two tokenizers: ``plain`` is rank-bm25's ``BM25Okapi`` over lower-cased ``\\w+`` tokens (the
    baseline of the issue that asked for this benchmark; a Chinese sentence is one token there),
    ``cjk`` is the package's own `bm25_scores` with its script-aware terms (CJK bigrams, stop
    words, light English stemming): the stronger baseline.
    """

    def __init__(self, conversation: locomo.Conversation, mode: str) -> None:
        self.mode = mode
        self.lines = [" / ".join(x for x in p.content.splitlines() if x.strip())
                      for p in conversation.pairs]
        self.costs = [count_tokens(line) for line in self.lines]
        if mode == "plain":
            self.index = BM25Okapi([_PLAIN.findall(t.lower()) or ["_"] for t in self.lines])

    def block(self, query: str, budget: int) -> str:
        if self.mode == "plain":
            scores = list(self.index.get_scores(_PLAIN.findall(query.lower()) or ["_"]))
        else:
            scores = bm25_scores(terms(query), self.lines)
        order = sorted(range(len(scores)), key=lambda i: -scores[i])
        chosen: list[str] = []
        used = 0
        for i in order:
            cost = self.costs[i] + (1 if chosen else 0)
            if used + cost > budget:
                continue
            chosen.append(self.lines[i])
            used += cost
            if budget - used < 2:
                break
        return "\n".join(chosen)


def raw_block(results: list[Any], budget: int) -> tuple[str, str]:
    """Raw Hindsight: (the results as returned, rendered; the same cut to ``budget``)."""
    hits = hits_from_response(type("R", (), {"results": results})(), "work")
    whole = "\n".join(render_line(h) for h in hits)
    cut, _ = render_hits(hits, budget)
    return whole, cut


# ---------------------------------------------------------------------------------- evaluation
def _found(evidence: list[str], text: str, turn_text: dict[str, str]) -> float:
    haystack = locomo._norm(text)
    return sum(1 for dia in evidence if turn_text[dia] in haystack) / len(evidence)


def evaluate(dataset: str, conversations: list[locomo.Conversation], url: str, workdir: Path,
             loop: asyncio.AbstractEventLoop, client: Any, max_questions: int | None,
             user_prefix: str) -> dict[str, Any]:
    """Every question at every budget: ours, raw Hindsight and BM25."""
    middlewares = {
        budget: MemoryMiddleware(
            MemoryConfig(provider="hindsight",
                         hindsight={"api_url": url, "retain_async": False},
                         injection={"max_tokens": budget}),
            base_dir=workdir / f"{dataset}-{budget}")
        for budget in BUDGETS
    }
    rows: list[dict[str, Any]] = []
    try:
        for conversation in conversations:
            user = f"{user_prefix}-{dataset}-{conversation.sample_id}"
            bm25 = {mode: Bm25Baseline(conversation, mode) for mode in ("plain", "cjk")}
            questions = conversation.questions[:max_questions]
            for n, qa in enumerate(questions):
                for budget, middleware in middlewares.items():
                    manager = middleware.manager_for(user)
                    bank = manager.external.banks()["work"]
                    rows.append(_one(qa, n, budget, manager, bank, bm25, conversation, loop,
                                     client))
    finally:
        for middleware in middlewares.values():
            middleware.shutdown()
    return {"rows": rows}


def _one(qa: dict[str, Any], n: int, budget: int, manager: Any, bank: str,
         bm25: dict[str, Bm25Baseline],
         conversation: locomo.Conversation, loop: asyncio.AbstractEventLoop,
         client: Any) -> dict[str, Any]:
    question, evidence = qa["question"], qa["evidence"]

    def ours() -> str:
        return manager.prefetch(question, thread_id=f"q{n}-{budget}")

    def raw() -> list[Any]:
        response = loop.run_until_complete(
            client.arecall(bank, question, budget="mid", max_tokens=budget))
        return response.results or []

    # Back to back, order alternating, so load drifts hit both alike.
    timed: dict[str, float] = {}
    results: dict[str, Any] = {}
    for name in (("ours", "raw") if n % 2 == 0 else ("raw", "ours")):
        began = time.perf_counter()
        results[name] = ours() if name == "ours" else raw()
        timed[name] = time.perf_counter() - began
    block = results["ours"]
    raw_whole, raw_cut = raw_block(results["raw"], budget)
    bm25_text = bm25["cjk"].block(question, budget)
    plain_text = bm25["plain"].block(question, budget)
    tt = conversation.turn_text
    tokens = count_tokens(block)
    return {
        "sample_id": conversation.sample_id, "category": qa["category"], "budget": budget,
        "ours": _found(evidence, block, tt),
        "raw": _found(evidence, raw_cut, tt),
        "raw_uncut": _found(evidence, raw_whole, tt),
        "bm25": _found(evidence, bm25_text, tt),
        "bm25_plain": _found(evidence, plain_text, tt),
        "tokens": tokens, "over": tokens > budget,
        "raw_tokens": count_tokens(raw_whole), "raw_over": count_tokens(raw_whole) > budget,
        "bm25_over": count_tokens(bm25_text) > budget,
        "ours_s": timed["ours"], "raw_s": timed["raw"],
    }


def summarise(rows: list[dict[str, Any]], categories: dict[int, str]) -> dict[str, Any]:
    """Per budget: overall and per-category means, over-budget counts, latency ratios."""
    out: dict[str, Any] = {}
    for budget in BUDGETS:
        mine = [r for r in rows if r["budget"] == budget]
        if not mine:
            continue
        ours_s = [r["ours_s"] for r in mine]
        raw_s = [r["raw_s"] for r in mine]
        by_cat: dict[str, list[dict[str, Any]]] = defaultdict(list)
        for r in mine:
            by_cat[f"{r['category']} {categories.get(r['category'], '?')}"].append(r)
        out[str(budget)] = {
            "questions": len(mine),
            "ours": statistics.fmean(r["ours"] for r in mine),
            "bm25": statistics.fmean(r["bm25"] for r in mine),
            "bm25_plain": statistics.fmean(r["bm25_plain"] for r in mine),
            "raw": statistics.fmean(r["raw"] for r in mine),
            "raw_uncut": statistics.fmean(r["raw_uncut"] for r in mine),
            "over_budget": sum(r["over"] for r in mine),
            "raw_over_budget_uncut": sum(r["raw_over"] for r in mine),
            "bm25_over_budget": sum(r["bm25_over"] for r in mine),
            "mean_tokens": statistics.fmean(r["tokens"] for r in mine),
            "ours_p50_ms": statistics.median(ours_s) * 1e3,
            "ours_p95_ms": percentile(ours_s, 95) * 1e3,
            "raw_p50_ms": statistics.median(raw_s) * 1e3,
            "raw_p95_ms": percentile(raw_s, 95) * 1e3,
            "p50_ratio": statistics.median(ours_s) / statistics.median(raw_s),
            "p95_ratio": percentile(ours_s, 95) / percentile(raw_s, 95),
            "by_category": {
                name: {"questions": len(items),
                       "ours": statistics.fmean(r["ours"] for r in items),
                       "bm25": statistics.fmean(r["bm25"] for r in items),
                       "bm25_plain": statistics.fmean(r["bm25_plain"] for r in items),
                       "raw": statistics.fmean(r["raw"] for r in items)}
                for name, items in sorted(by_cat.items())
            },
        }
    return out


def print_summary(title: str, summary: dict[str, Any]) -> None:
    rows = []
    for budget, s in summary.items():
        rows.append([budget, s["questions"], s["ours"], s["bm25"], s["bm25_plain"], s["raw"],
                     s["over_budget"],
                     s["raw_over_budget_uncut"], s["mean_tokens"], s["p50_ratio"],
                     s["p95_ratio"], s["raw_p50_ms"]])
    print_table(title, ["budget", "questions", "this package", "BM25 (CJK terms)",
                        "BM25 (\\w+)", "raw Hindsight",
                        "over budget (ours)", "raw over budget (uncut)", "mean tokens (ours)",
                        "p50 / raw", "p95 / raw", "raw p50 ms"], rows)
    cat_rows = []
    for budget, s in summary.items():
        for name, c in s["by_category"].items():
            ahead = c["ours"] >= max(c["bm25"], c["bm25_plain"], c["raw"])
            cat_rows.append([budget, name, c["questions"], c["ours"], c["bm25"], c["bm25_plain"],
                             c["raw"], "yes" if ahead else "NO"])
    print_table(f"{title}, per category", ["budget", "category", "questions", "this package",
                                           "BM25 (CJK terms)", "BM25 (\\w+)", "raw Hindsight",
                                           "ahead of all"], cat_rows)


# ---------------------------------------------------------------------------------- main
def ingest(dataset: str, conversations: list[locomo.Conversation], url: str, workdir: Path,
           user_prefix: str) -> dict[str, Any]:
    middleware = MemoryMiddleware(
        MemoryConfig(provider="hindsight", hindsight={"api_url": url, "retain_async": False}),
        base_dir=workdir / f"{dataset}-ingest")
    out = {}
    try:
        for conversation in conversations:
            manager = middleware.manager_for(f"{user_prefix}-{dataset}-{conversation.sample_id}")
            seconds = locomo.ingest(manager, conversation)
            out[conversation.sample_id] = {"pairs": len(conversation.pairs), "seconds": seconds}
            print(f"ingested {dataset} {conversation.sample_id}: {len(conversation.pairs)} "
                  f"exchanges in {seconds:.0f}s", flush=True)
    finally:
        middleware.shutdown()
    return out


def main(argv: list[str] | None = None) -> dict[str, Any]:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--split", choices=("report", "tune", "all"), default="report")
    parser.add_argument("--datasets", default="locomo,zh")
    parser.add_argument("--questions", type=int, default=None, help="per conversation")
    parser.add_argument("--locomo", default=None, help="path of locomo-dev.json")
    parser.add_argument("--zh", default=str(ZH_PATH), help="path of the Chinese set")
    parser.add_argument("--api-url", default=None, help="a running Hindsight server")
    parser.add_argument("--reuse", action="store_true",
                        help="banks already hold the conversations (with --api-url)")
    parser.add_argument("--user-prefix", default="rq")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    logging.basicConfig(level=logging.ERROR)
    paths = {"locomo": locomo_path(args.locomo), "zh": Path(args.zh)}
    datasets = [d.strip() for d in args.datasets.split(",") if d.strip()]
    data: dict[str, Any] = {"split": args.split, "budgets": list(BUDGETS), "cpus": os.cpu_count(),
                            "loadavg_at_start": os.getloadavg(), "datasets": {}}
    workdir = Path(tempfile.mkdtemp(prefix="bench-recall-quality-"))
    workdir.chmod(0o755)  # pg0 runs as `nobody` when we are root
    server = None
    loop = asyncio.new_event_loop()
    client = None
    try:
        if args.api_url:
            url = args.api_url.rstrip("/")
        else:
            from .bench_hindsight import start_server

            server = start_server(workdir)
            url = server.base_url
        from hindsight_client import Hindsight

        client = Hindsight(url, timeout=120)
        for dataset in datasets:
            path = paths[dataset]
            if not path.is_file():
                print(f"{dataset}: {path} not found, skipped", flush=True)
                continue
            conversations = load_split(dataset, path, args.split)
            info: dict[str, Any] = {"path": str(path), "split": args.split,
                                    "conversations": [c.sample_id for c in conversations]}
            if not args.reuse:
                info["ingest"] = ingest(dataset, conversations, url, workdir, args.user_prefix)
            began = time.perf_counter()
            result = evaluate(dataset, conversations, url, workdir, loop, client,
                              args.questions, args.user_prefix)
            info["seconds"] = time.perf_counter() - began
            info["summary"] = summarise(result["rows"], CATEGORIES[dataset])
            print_summary(f"{dataset} ({args.split} split: "
                          f"{', '.join(info['conversations'])})", info["summary"])
            data["datasets"][dataset] = info
    finally:
        if client is not None:
            loop.run_until_complete(client.aclose())
        loop.close()
        if server is not None:
            server.stop()
        shutil.rmtree(workdir, ignore_errors=True)
    data["loadavg_at_end"] = os.getloadavg()
    print(f"\nload average at start {data['loadavg_at_start']}, at end {data['loadavg_at_end']} "
          f"on {data['cpus']} CPUs")
    write_result(f"recall-quality-{args.split}", data)
    return data


if __name__ == "__main__":
    main()
