"""Tune the re-rank weights of `hindsight_recall` on the TUNE split only (a development tool).

Step 1 (needs a server whose banks hold the tune conversations, e.g. after
``bench_recall_quality --split tune --api-url URL``): ``--dump FILE --api-url URL`` asks one
direct recall per tune question (``max_tokens`` ``--pool-tokens``, default 8192: the largest
pool) and pickles the hits.
Step 2 (offline, seconds): ``--load FILE`` replays the provider's pool cut (Hindsight's order, pool
= factor x budget tokens), the lexical arm over the whole bank (the ``arm`` best BM25 matches among
the retained exchanges, as the provider's local copy of the work bank adds them), re-rank, budget
fill and fence for each setting of a small grid and prints evidence recall per budget and
category, after the same figures of the BM25 baseline (CJK terms) of `bench_recall_quality`: a
cell the ranking must beat. Any module attribute of `hindsight_recall` can be a grid axis (e.g.
``--grid "W_LEXICAL_TEMPORAL=0,0.5,1;_MAX_MISSES=8,32"``). The report split is never read here.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import pickle
import statistics
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

from deerflow_memory_middleware.providers import hindsight_recall as hr
from deerflow_memory_middleware.providers.bank_copy import ARM_HITS, _made
from deerflow_memory_middleware.recall_block import fence_overhead, fence_recall
from deerflow_memory_middleware.tokens import count_tokens

from . import hindsight_locomo as locomo
from .bench_recall_quality import BUDGETS, ZH_PATH, load_split, locomo_path


def dump(url: str, out: Path, user_prefix: str, max_tokens: int = 8192,
         locomo_file: str | None = None, budget: str = "mid") -> None:
    from hindsight_client import Hindsight

    from deerflow_memory_middleware.config import HindsightConfig
    from deerflow_memory_middleware.providers.bank_router import BankRouter

    hs = HindsightConfig()
    router = BankRouter(hs.bank_id_template, hs.work_bank_id_template)
    client = Hindsight(url, timeout=120)
    loop = asyncio.new_event_loop()
    items = []
    for dataset, path in (("locomo", locomo_path(locomo_file)), ("zh", ZH_PATH)):
        if not path.is_file():
            continue
        for conv in load_split(dataset, path, "tune"):
            bank = router.work_bank(f"{user_prefix}-{dataset}-{conv.sample_id}", "default", "")
            for qa in conv.questions:
                response = loop.run_until_complete(
                    client.arecall(bank, qa["question"], budget=budget, max_tokens=max_tokens))
                items.append({"dataset": dataset, "qa": qa, "turn_text": conv.turn_text,
                              "hits": hr.hits_from_response(response, "work"),
                              "memories": [pair.content for pair in conv.pairs]})
    loop.run_until_complete(client.aclose())
    out.write_bytes(pickle.dumps(items))
    print(f"dumped {len(items)} questions to {out}")


def _pool(hits: list[hr.RecallHit], tokens: int) -> list[hr.RecallHit]:
    out, used = [], 0
    for hit in hits:
        used += count_tokens(hit.text)
        if used > tokens and out:
            break
        out.append(hit)
    return out


def _arm(item: dict[str, Any], pool: list[hr.RecallHit], k: int) -> list[hr.RecallHit]:
    """The lexical arm: the ``k`` best BM25 matches among all retained exchanges."""
    texts = item.get("memories") or []
    if not k or not texts:
        return []
    found = _made([{"id": str(i), "text": t, "document_id": "", "state": "valid",
                    "mentioned_at": pool[0].date if pool else ""} for i, t in enumerate(texts)],
                  "work", 0.0, None, True, whole=False)
    assert found.index is not None
    return [found.hits[i] for _, i in found.index.top(item["qa"]["question"], k)]


def _add_found(per: dict[str, list[float]], item: dict[str, Any], block: str) -> None:
    """Adds the share of the question's evidence turns found in ``block`` to its dataset's and
    its category's lists."""
    haystack = locomo._norm(block)
    evidence = item["qa"]["evidence"]
    found = sum(1 for d in evidence if item["turn_text"][d] in haystack) / len(evidence)
    per[f"{item['dataset']}"].append(found)
    per[f"{item['dataset']} c{item['qa']['category']}"].append(found)


def score(items: list[dict[str, Any]], factor: float, cap: int = 8192,
          arm: int = ARM_HITS) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for budget in BUDGETS:
        per: dict[str, list[float]] = defaultdict(list)
        for item in items:
            pool = _pool(item["hits"], min(cap, int(budget * factor)))
            merged = hr.merge_hits([pool, _arm(item, pool, arm)])
            ranked = hr.rerank_hits(item["qa"]["question"], merged)
            text, _ = hr.render_hits(ranked, budget - fence_overhead())
            block = fence_recall(text, max_tokens=budget)
            _add_found(per, item, block)
        result[budget] = {k: statistics.fmean(v) for k, v in sorted(per.items())}
    return result


def bm25_baseline(items: list[dict[str, Any]]) -> dict[int, dict[str, float]]:
    """The BM25 (CJK terms) baseline of `bench_recall_quality` over the same questions."""
    from .bench_recall_quality import Bm25Baseline

    result: dict[int, dict[str, float]] = {}
    for budget in BUDGETS:
        per: dict[str, list[float]] = defaultdict(list)
        baselines: dict[int, Bm25Baseline] = {}
        for item in items:
            memories = item.get("memories") or []
            key = id(memories)
            if key not in baselines:
                conv = locomo.Conversation("", [locomo.Pair("", "", "", [], m) for m in memories],
                                           {})
                baselines[key] = Bm25Baseline(conv, "cjk")
            _add_found(per, item, baselines[key].block(item["qa"]["question"], budget))
        result[budget] = {k: statistics.fmean(v) for k, v in sorted(per.items())}
    return result


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--dump", type=Path)
    parser.add_argument("--load", type=Path)
    parser.add_argument("--api-url")
    parser.add_argument("--locomo", default=None,
                        help="LoCoMo file to dump (default as bench_recall_quality finds it)")
    parser.add_argument("--user-prefix", default="rq")
    parser.add_argument("--pool-tokens", type=int, default=8192, help="max_tokens of the dump")
    parser.add_argument("--pool-budget", default="mid", choices=("low", "mid", "high"),
                        help="Hindsight's recall budget of the dump")
    parser.add_argument("--grid", default="")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    if args.dump:
        dump(args.api_url, args.dump, args.user_prefix, args.pool_tokens, args.locomo,
             args.pool_budget)
        return
    items = pickle.loads(args.load.read_bytes())
    # Axes not named in --grid keep the shipped settings (the weights of the module, the pool of
    # HindsightConfig's defaults).
    weights = ("W_SEMANTIC", "W_KEYWORD", "W_LEXICAL", "W_ORDER", "W_ORDER_TEMPORAL",
               "W_TEMPORAL_ONLY", "W_LEXICAL_TEMPORAL")
    grid: dict[str, list[float]] = {name: [float(getattr(hr, name))] for name in weights}
    grid.update({"factor": [16.0], "cap": [8192.0], "arm": [float(ARM_HITS)]})
    for part in filter(None, args.grid.split(";")):
        name, values = part.split("=")
        grid[name.strip()] = [float(v) for v in values.split(",")]
    names = list(grid)
    print("BM25 (CJK terms)")
    for budget, r in bm25_baseline(items).items():
        print(f"  {budget}: " + "  ".join(f"{k}={v:.3f}" for k, v in r.items()))
    for combo in itertools.product(*(grid[n] for n in names)):
        setting = dict(zip(names, combo, strict=True))
        for name, value in setting.items():
            if name not in ("factor", "cap", "arm"):
                setattr(hr, name, value)
        res = score(items, setting["factor"], int(setting["cap"]), int(setting["arm"]))
        keys = sorted(next(iter(res.values())))
        print(setting)
        for budget, r in res.items():
            print(f"  {budget}: " + "  ".join(f"{k}={r[k]:.3f}" for k in keys))


if __name__ == "__main__":
    main()
