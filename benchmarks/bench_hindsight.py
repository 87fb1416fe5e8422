"""Hindsight provider benchmarks, against a real Hindsight server this module starts itself.

An `EmbeddedHindsightServer` (pg0 + ``hindsight-api``, LLM provider ``none``: retained text is
stored verbatim as chunks, local MiniLM embeddings, rrf reranker) runs on free loopback ports for
the whole run and is stopped at the end. Everything is measured through the package's public path:
``MemoryMiddleware(MemoryConfig(provider="hindsight", hindsight={"api_url": ...}), base_dir=tmp)``
in a real `create_agent` graph driven by `ScriptedChatModel`, or ``middleware.manager_for(...)``.

1. recall: dual-bank recall as added to a model call vs one direct ``arecall`` (target <= 1.2);
2. after_agent: its latency with ``retain_async`` while every retain takes 1 s (a deliberately
   slow proxy in front of the real server), then every turn counted in the bank (p95 < 10 ms);
3. down: added latency per model call when the server is down and the breaker has tripped,
   vs the builtin-only middleware (target < 1 ms);
4. prefix: over a 20-turn conversation with recall on every turn, the share of each request's
   characters that equal a prefix of the previous request; ``recall_placement`` user vs system
   (target >= 0.9 for user), against the same conversation without recall;
5. locomo: recall of LoCoMo evidence turns inside the injected block vs BM25 at the same token
   budget (target: above BM25); see `benchmarks.hindsight_locomo`.

Figures are ratios against baselines measured in the same run, never timed assertions.

Run: ``make bench`` or ``.venv/bin/python -m benchmarks.bench_hindsight [--full]
[--only recall,after_agent,down,prefix,locomo] [--conversations N] [--questions N]``.
The default LoCoMo run uses the first 2 conversations (all their questions); ``--full`` all 5.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import logging
import os
import shutil
import socket
import statistics
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from pathlib import Path
from typing import Any

from langchain.agents import create_agent
from langchain_core.messages import HumanMessage
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver
from pydantic import PrivateAttr

from deerflow_memory_middleware import MemoryConfig, MemoryMiddleware
from deerflow_memory_middleware.lead_agent import LEAD_AGENT_PROMPT
from deerflow_memory_middleware.providers.embedded_server import EmbeddedHindsightServer
from deerflow_memory_middleware.testing import ScriptedChatModel, say, tool_call

from . import hindsight_locomo as locomo
from .common import percentile, print_table, write_result
from .slow_proxy import SlowRetainProxy

ROOT = Path(__file__).resolve().parents[1]
BENCHES = ("recall", "after_agent", "down", "prefix", "locomo")
RECALL_QUERIES = 40
RECALL_ROUNDS = 2
SLOW_TURNS = 20
SLOW_DELAY = 1.0
DOWN_INVOKES = 200
DOWN_ROUNDS = 7
PREFIX_TURNS = 20
DEFAULT_CONVERSATIONS = 2

logger = logging.getLogger("benchmarks.hindsight")


# ---------------------------------------------------------------------------------- helpers
class EchoModel(ScriptedChatModel):
    """Answers "ok" forever; remembers only whether the last request carried recall."""

    _recall_seen: int = PrivateAttr(default=0)

    def _generate(self, messages, stop=None, run_manager=None, **kwargs):
        result = super()._generate(messages, stop, run_manager, **kwargs)
        last = self._requests.pop()
        if "<memory-context>" in last.all_text:
            self._recall_seen += 1
        return result

    @property
    def recall_seen(self) -> int:
        return self._recall_seen


class TimedMemory(MemoryMiddleware):
    """The package's middleware, with the wall time of each ``after_agent`` call recorded, and
    of each ``wrap_model_call`` less the time spent in the model handler it wraps."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.after_agent_seconds: list[float] = []
        self.wrap_seconds: list[float] = []

    def wrap_model_call(self, request, handler):
        inner = 0.0

        def timed(req):
            nonlocal inner
            began = time.perf_counter()
            try:
                return handler(req)
            finally:
                inner += time.perf_counter() - began

        began = time.perf_counter()
        try:
            return super().wrap_model_call(request, timed)
        finally:
            self.wrap_seconds.append(time.perf_counter() - began - inner)

    def after_agent(self, state, runtime):
        began = time.perf_counter()
        try:
            return super().after_agent(state, runtime)
        finally:
            self.after_agent_seconds.append(time.perf_counter() - began)

    async def aafter_agent(self, state, runtime):
        began = time.perf_counter()
        try:
            return await super().aafter_agent(state, runtime)
        finally:
            self.after_agent_seconds.append(time.perf_counter() - began)


def hs_config(url: str, *, injection: dict[str, Any] | None = None, **hindsight: Any) -> MemoryConfig:
    return MemoryConfig(provider="hindsight", hindsight={"api_url": url, **hindsight},
                        injection=injection or {})


def start_server(workdir: Path) -> EmbeddedHindsightServer:
    data_dir = workdir / "hindsight-server"
    data_dir.mkdir(parents=True)
    venv = os.environ.get("DEERFLOW_HINDSIGHT_VENV")
    venv_dir = Path(venv) if venv else ROOT / ".hindsight" / "venv"
    server = EmbeddedHindsightServer(
        venv_dir=venv_dir if venv_dir.is_dir() else None, data_dir=data_dir,
        llm_provider="none",
    )
    began = time.perf_counter()
    server.start()
    print(f"Hindsight server at {server.base_url} (healthy after "
          f"{time.perf_counter() - began:.1f}s)", flush=True)
    return server


def closed_port() -> int:
    """A loopback port nothing listens on (bound, then released)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def count_documents(url: str, bank_id: str) -> int:
    """Documents in a bank, asked of the real server (0 when the bank does not exist)."""
    bank = urllib.parse.quote(bank_id, safe="")
    try:
        with urllib.request.urlopen(
            f"{url}/v1/default/banks/{bank}/documents?limit=1", timeout=30
        ) as resp:
            return int(json.loads(resp.read()).get("total", 0))
    except urllib.error.HTTPError as exc:
        if exc.code == 404:
            return 0
        raise


def invoke_turn(graph: Any, text: str, *, thread: str, user: str) -> Any:
    return graph.invoke({"messages": [HumanMessage(text, id=uuid.uuid4().hex)]},
                        {"configurable": {"thread_id": thread}}, context={"user_id": user})


async def ainvoke_turn(graph: Any, text: str, *, thread: str, user: str) -> Any:
    return await graph.ainvoke({"messages": [HumanMessage(text, id=uuid.uuid4().hex)]},
                               {"configurable": {"thread_id": thread}}, context={"user_id": user})


def ms(values: list[float]) -> dict[str, float]:
    return {"p50_ms": statistics.median(values) * 1e3, "p95_ms": percentile(values, 95) * 1e3,
            "max_ms": max(values) * 1e3, "n": len(values)}


def seed_banks(loop: asyncio.AbstractEventLoop, client: Any, banks: list[str],
               contents: list[str]) -> None:
    items = [{"content": text, "document_id": f"seed-{i}"} for i, text in enumerate(contents)]
    for bank in banks:
        for start in range(0, len(items), 50):
            loop.run_until_complete(client.aretain_batch(bank, items[start:start + 50]))


# ---------------------------------------------------------------------------------- 1 recall
PROFILE_ENTRIES = [
    "Name: Sam Rivera; works as a data engineer in Lisbon.",
    "Prefers short answers with code first, explanation after.",
    "Writes Python 3.11 and some Go; uses Postgres at work.",
    "Time zone is Europe/Lisbon; usually online 9:00-18:00.",
    "Has two kids and a dog named Pixel.",
    "Vegetarian; allergic to peanuts.",
    "Runs a half marathon every spring.",
    "Is learning Portuguese, at about B1 level.",
    "Likes science fiction, especially Ursula K. Le Guin.",
    "Asked to be called Sam, not Samuel.",
]


PROFILE_QUESTIONS = ROOT / "benchmarks" / "data" / "profile" / "profile-questions.json"


def profile_recall(memory: MemoryMiddleware, user: str, label: str) -> dict:
    """Whether the profile note a question asks about reaches the injected block (2000 tokens,
    the LoCoMo work bank beside it), with the user bank ranked from its local copy (by meaning
    and words when the sentence model is installed; by words alone, the whole bank handed to
    the re-rank) and, for comparison, recalled on the server (copies switched off)."""
    from deerflow_memory_middleware.providers.bank_copy import MAX_LOCAL, MAX_WHOLE

    items = json.loads(PROFILE_QUESTIONS.read_text(encoding="utf-8"))["questions"]
    manager = memory.manager_for(user)
    provider = manager.external
    copies, ledger = provider.backend.bank_copies, provider.backend.bank_ledger
    vectors = copies.vectors
    bank = provider.banks()["user"]
    out: dict[str, Any] = {}
    modes = {"local copy, words only (whole bank)": (MAX_LOCAL, 0, None),
             "server recall": (0, 0, vectors)}
    if vectors is not None:
        modes = {"local copy, meaning + words": (MAX_WHOLE, MAX_LOCAL, vectors), **modes}
    for mode, (whole, local, vecs) in modes.items():
        copies.max_whole, copies.max_local, copies.vectors = whole, local, vecs
        served = copies.served
        deadline = time.monotonic() + 120
        while (whole or local) and copies.hits(bank, ledger.others(bank)) is None:
            manager.prefetch("warm-up", thread_id=f"warm-{time.monotonic()}")
            assert time.monotonic() < deadline, "the user bank was never copied"
            time.sleep(0.5)
        found: dict[str, list[bool]] = {"words": [], "paraphrase": []}
        for i, item in enumerate(items):
            block = " ".join(manager.prefetch(item["question"], thread_id=f"p-{mode}-{i}").split())
            found[item["kind"]].append(PROFILE_ENTRIES[item["entry"]] in block)
        out[mode] = {kind: sum(v) / len(v) for kind, v in found.items()}
        out[mode]["all"] = sum(sum(v) for v in found.values()) / len(items)
        out[mode]["served_from_copy"] = copies.served - served
    copies.max_whole, copies.max_local, copies.vectors = MAX_WHOLE, MAX_LOCAL, vectors
    print_table(f"1. Profile notes reaching the block, {label} ({len(items)} questions about "
                "the user)",
                ["user bank", "all", "sharing a word", "paraphrase", "served from copy"],
                [[mode, r["all"], r["words"], r["paraphrase"], r["served_from_copy"]]
                 for mode, r in out.items()])
    return out


def bench_recall(url: str, workdir: Path, conv: locomo.Conversation, loop, client) -> dict:
    """Dual-bank recall as added to a model call vs one direct ``arecall``, in four set-ups
    beside the same work bank: a user bank holding the same conversation (notes), one holding 10
    profile notes (as ``hindsight_retain target=user`` writes them), one holding them among the
    exchanges of another LoCoMo conversation (a large user bank), and one holding the 10 facts as
    USER.md entries mirrored by the builtin ``memory`` tool (the usual case: the prompt's USER.md
    snapshot already carries them, so recall skips the bank). A user bank of notes is ranked
    from its local copy when it is small enough (`bank_copy`), else recalled on the server; the
    timed rounds begin once the copy is made (it is made once per bank, in the background)."""
    pairs = [p.content for p in conv.pairs]
    others = [p.content for p in locomo.load_conversations()[1].pairs]
    setups = {
        "equal banks": ("bench-recall", pairs, pairs, False),
        "profile-sized user bank": ("bench-recall-profile", PROFILE_ENTRIES, pairs, False),
        f"profile notes among {len(others)} others": ("bench-recall-many",
                                                       PROFILE_ENTRIES + others, pairs, False),
        "USER.md mirrors in the user bank": ("bench-recall-mirrors", PROFILE_ENTRIES, pairs,
                                             True),
    }
    data = {}
    for label, (user, user_items, work_items, mirrored) in setups.items():
        data[label] = _bench_recall_setup(url, workdir, conv, loop, client, label, user,
                                          user_items, work_items, mirrored=mirrored)
    rows = []
    for label, d in data.items():
        for mode, a in d["added_per_model_call"].items():
            rows.append([label, mode, a["added_p50_ms"], a["added_p95_ms"],
                         d["direct_one_p50_ms"], a["ratio_to_direct"],
                         "yes" if a["ratio_to_direct"] <= 1.2 else "NO",
                         d["direct_gathered_p50_ms"], a["ratio_to_direct_two_banks_gathered"]])
    print_table(
        "1. Recall added per model call vs one direct arecall of the work bank (target ratio "
        "<= 1.2)",
        ["set-up", "mode", "added p50 ms", "added p95 ms", "direct 1-bank p50 ms", "ratio", "met",
         "direct 2 banks gathered p50 ms", "ratio to gathered"], rows)
    return {"setups": data, "target": "added p50 / direct one-bank arecall p50 <= 1.2"}


def _bench_recall_setup(url: str, workdir: Path, conv: locomo.Conversation, loop, client,
                        label: str, user: str, user_items: list[str],
                        work_items: list[str], *, mirrored: bool = False) -> dict:
    config = hs_config(url, auto_retain=False)
    slug = label.replace(" ", "-").replace(".", "")
    memory = MemoryMiddleware(config, base_dir=workdir / f"recall-hs-{slug}")
    builtin = MemoryMiddleware(MemoryConfig(), base_dir=workdir / f"recall-builtin-{slug}")
    banks = memory.manager_for(user).external.banks()
    if mirrored:  # USER.md entries in both set-ups; the hindsight one mirrors them to its bank
        # Written by a worker with auto_retain on (a mirror is a retain), on the same base_dir.
        writer = MemoryMiddleware(hs_config(url), base_dir=workdir / f"recall-hs-{slug}")
        for entry in user_items:
            for middleware in (writer, builtin):
                result = middleware.manager_for(user).write(action="add", target="user",
                                                            content=entry)
                assert result.success, result
        assert writer.manager_for(user).external.flush(120), "mirrors not delivered"
        writer.shutdown()
    else:
        seed_banks(loop, client, [banks["user"]], user_items)
    seed_banks(loop, client, [banks["work"]], work_items)
    # The same request the provider sends per bank: its candidate pool.
    limit = max(config.hindsight.recall_max_tokens, config.injection.max_tokens)
    budget = config.hindsight.recall_budget
    hs_model, builtin_model = EchoModel(), EchoModel()
    hs_graph = create_agent(hs_model, middleware=[memory])
    builtin_graph = create_agent(builtin_model, middleware=[builtin])
    queries = [qa["question"] for qa in conv.questions[:RECALL_QUERIES]]

    def direct_one(q):
        loop.run_until_complete(client.arecall(banks["work"], q, budget=budget, max_tokens=limit))

    def direct_seq(q):
        for bank in (banks["user"], banks["work"]):
            loop.run_until_complete(client.arecall(bank, q, budget=budget, max_tokens=limit))

    async def both_banks(q):
        await asyncio.gather(*(client.arecall(b, q, budget=budget, max_tokens=limit)
                               for b in (banks["user"], banks["work"])))

    def direct_gather(q):
        loop.run_until_complete(both_banks(q))

    variants = {
        "direct arecall, work bank": direct_one,
        "direct arecall, 2 banks one after the other": direct_seq,
        "direct arecall, 2 banks gathered": direct_gather,
        "graph + hindsight (invoke)":
            lambda q: invoke_turn(hs_graph, q, thread="recall", user=user),
        "graph + builtin only (invoke)":
            lambda q: invoke_turn(builtin_graph, q, thread="recall", user=user),
        "graph + hindsight (ainvoke)": lambda q: loop.run_until_complete(
            ainvoke_turn(hs_graph, q, thread="recall-a", user=user)),
        "graph + builtin only (ainvoke)": lambda q: loop.run_until_complete(
            ainvoke_turn(builtin_graph, q, thread="recall-a", user=user)),
    }
    for q in queries[:3]:  # warm-up: connections, first-thread snapshots, server caches
        for fn in variants.values():
            fn(q)
    provider = memory.manager_for(user).external
    copies, ledger = provider.backend.bank_copies, provider.backend.bank_ledger
    began = time.perf_counter()
    while not mirrored and time.perf_counter() - began < 120 and copies.hits(
            banks["user"], ledger.others(banks["user"])) is None:
        # Measure the steady state: the user bank copied (once per bank; a recall starts it).
        memory.manager_for(user).prefetch("warm-up", thread_id=f"warm-{time.monotonic()}")
        time.sleep(0.5)
    copy_wait = time.perf_counter() - began
    served_before = copies.served
    times: dict[str, list[float]] = {name: [] for name in variants}
    names = list(variants)
    for round_ in range(RECALL_ROUNDS):
        for i, q in enumerate(queries):
            shift = (i + round_) % len(names)  # rotate the order: no variant always goes first
            for name in names[shift:] + names[:shift]:
                began = time.perf_counter()
                variants[name](q)
                times[name].append(time.perf_counter() - began)
    recall_errors = provider.last_recall.get("errors")
    mirror_skips = provider.backend.bank_ledger.skipped
    copy_recalls = copies.served - served_before
    embedded = copies.vectors.embedded if copies.vectors is not None else None
    quality = (profile_recall(memory, user, label)
               if user_items[:len(PROFILE_ENTRIES)] == PROFILE_ENTRIES and not mirrored else None)
    memory.shutdown()
    builtin.shutdown()
    direct = statistics.median(times["direct arecall, work bank"])
    gathered = statistics.median(times["direct arecall, 2 banks gathered"])
    added = {}
    for mode in ("invoke", "ainvoke"):
        diffs = [a - b for a, b in zip(times[f"graph + hindsight ({mode})"],
                                       times[f"graph + builtin only ({mode})"], strict=True)]
        added[mode] = {"added_p50_ms": statistics.median(diffs) * 1e3,
                       "added_p95_ms": percentile(diffs, 95) * 1e3,
                       "ratio_to_direct": statistics.median(diffs) / direct,
                       "ratio_to_direct_two_banks_gathered": statistics.median(diffs) / gathered}
    data = {
        "user_bank_items": len(user_items), "work_bank_items": len(work_items),
        "queries": len(queries), "rounds": RECALL_ROUNDS,
        "recall_max_tokens_sent": limit, "budget": budget,
        "variants": {name: ms(values) for name, values in times.items()},
        "direct_one_p50_ms": direct * 1e3, "direct_gathered_p50_ms": gathered * 1e3,
        "added_per_model_call": added,
        "requests_with_recall": hs_model.recall_seen,
        "hindsight_model_calls": 2 * (len(queries) * RECALL_ROUNDS + 3),
        "recall_errors": recall_errors,
        "user_bank_skipped_as_mirrors": mirror_skips,
        "user_bank_from_local_copy": copy_recalls,
        "user_bank_copy_ready_after_warmup_s": copy_wait,
        "memories_embedded": embedded,
        "profile_recall": quality,
        "ratio_two_banks_sequential_to_one": statistics.median(
            times["direct arecall, 2 banks one after the other"]) / direct,
        "ratio_two_banks_gathered_to_one": gathered / direct,
    }
    print_table(
        f"1. Recall timings, {label} (user bank {len(user_items)} memories, work bank "
        f"{len(work_items)}; {len(queries)} LoCoMo questions x {RECALL_ROUNDS}, order rotated)",
        ["variant", "p50 ms", "p95 ms"],
        [[name, v["p50_ms"], v["p95_ms"]] for name, v in data["variants"].items()])
    print(f"requests carrying a recall block: {data['requests_with_recall']} of "
          f"{data['hindsight_model_calls']} hindsight-graph model calls; recall errors "
          f"{recall_errors}; user bank skipped (mirrors only) {mirror_skips} times, ranked from "
          f"its local copy {copy_recalls} times (copy ready {copy_wait:.1f} s after the warm-up; "
          f"memories embedded {embedded})")
    return data


# ---------------------------------------------------------------------------------- 2 after_agent
def bench_after_agent(url: str, workdir: Path, loop) -> dict:
    """after_agent latency with retain_async while each retain takes SLOW_DELAY seconds."""
    proxy = SlowRetainProxy(url, delay=SLOW_DELAY).start()
    results = {}
    try:
        for mode in ("invoke", "ainvoke"):
            user = f"bench-slow-{mode}"
            memory = TimedMemory(hs_config(proxy.base_url, retain_async=True),
                                 base_dir=workdir / f"slow-{mode}")
            graph = create_agent(EchoModel(), middleware=[memory], checkpointer=InMemorySaver())
            bank = memory.manager_for(user).external.banks()["work"]
            turn_seconds = []
            retains_before = proxy.retains
            began_all = time.perf_counter()
            for i in range(SLOW_TURNS):
                text = f"Turn {i}: please remember that project item {i} is due on day {i + 1}."
                began = time.perf_counter()
                if mode == "invoke":
                    invoke_turn(graph, text, thread=f"slow-{mode}", user=user)
                else:
                    loop.run_until_complete(
                        ainvoke_turn(graph, text, thread=f"slow-{mode}", user=user))
                turn_seconds.append(time.perf_counter() - began)
            turns_took = time.perf_counter() - began_all
            backend = memory.registry.backend()
            depth_after_turns = backend.outbox.depth()
            flushed = backend.flush(SLOW_TURNS * SLOW_DELAY * 2 + 30)
            delivered_after = time.perf_counter() - began_all
            count = count_documents(url, bank)
            memory.shutdown()
            results[mode] = {
                "turns": SLOW_TURNS,
                "after_agent": ms(memory.after_agent_seconds),
                "invoke": ms(turn_seconds),
                "all_turns_seconds": turns_took,
                "outbox_depth_after_turns": depth_after_turns,
                "flushed": flushed,
                "all_delivered_after_seconds": delivered_after,
                "retains_through_proxy": proxy.retains - retains_before,
                "documents_in_bank": count,
                "every_turn_arrived": count == SLOW_TURNS,
            }
    finally:
        proxy.stop()
    rows = [[mode, r["after_agent"]["p50_ms"], r["after_agent"]["p95_ms"],
             r["after_agent"]["max_ms"], r["invoke"]["p50_ms"], r["all_turns_seconds"],
             r["all_delivered_after_seconds"], f"{r['documents_in_bank']}/{r['turns']}",
             "yes" if r["after_agent"]["p95_ms"] < 10 and r["every_turn_arrived"] else "NO"]
            for mode, r in results.items()]
    print_table(
        f"2. after_agent with retain_async, server slowed to {SLOW_DELAY:.0f} s per retain "
        f"(target p95 < 10 ms, every turn in the bank)",
        ["mode", "after_agent p50 ms", "p95 ms", "max ms", "whole turn p50 ms",
         f"{SLOW_TURNS} turns took s", "all delivered after s", "docs in bank", "met"], rows)
    return {"delay_seconds": SLOW_DELAY, "modes": results, "target": "after_agent p95 < 10 ms"}


# ---------------------------------------------------------------------------------- 3 down
def bench_down(workdir: Path) -> dict:
    """Added latency per model call with the server down and the breaker open.

    Every invoke is a one-call turn, so each model call is the first of its turn (the one that
    would recall). The turn's ``after_agent`` is timed separately: with the defaults it hands the
    turn to the durable outbox (a fsynced journal file), which is per turn, not per model call.
    """
    url = f"http://127.0.0.1:{closed_port()}"
    user = "bench-down"
    memories = {
        "builtin only": TimedMemory(MemoryConfig(), base_dir=workdir / "down-builtin"),
        "hindsight down, auto_retain off": TimedMemory(
            hs_config(url, auto_retain=False), base_dir=workdir / "down-hs-noretain"),
        "hindsight down (defaults)": TimedMemory(hs_config(url), base_dir=workdir / "down-hs"),
    }
    graphs = {"bare graph": create_agent(EchoModel(), system_prompt="SYS")}
    graphs.update({name: create_agent(EchoModel(), system_prompt="SYS", middleware=[m])
                   for name, m in memories.items()})
    for name, graph in graphs.items():  # trip the breakers (threshold 3), warm everything up
        for i in range(6):
            invoke_turn(graph, f"warm {i}", thread="steady", user=user)
    states = {name: m.registry.backend().breaker.state for name, m in memories.items()
              if m.registry.backend() is not None}
    for memory in memories.values():
        memory.after_agent_seconds.clear()
        memory.wrap_seconds.clear()

    def workload(graph):
        for i in range(DOWN_INVOKES):
            invoke_turn(graph, f"question {i}", thread="steady", user=user)

    times: dict[str, list[float]] = {name: [] for name in graphs}
    for _ in range(DOWN_ROUNDS):
        for name, graph in graphs.items():
            began = time.perf_counter()
            workload(graph)
            times[name].append(time.perf_counter() - began)
    per_turn = {name: statistics.median(v) / DOWN_INVOKES * 1e6 for name, v in times.items()}
    after_agent = {name: statistics.median(m.after_agent_seconds) * 1e6
                   for name, m in memories.items()}
    wrap = {name: statistics.median(m.wrap_seconds) * 1e6 for name, m in memories.items()}
    statuses = {name: m.registry.backend().status() for name, m in memories.items()
                if m.registry.backend() is not None}
    for memory in memories.values():
        memory.shutdown()
    base, base_wrap = per_turn["builtin only"], wrap["builtin only"]
    rows, added = [], {}
    for name, us in per_turn.items():
        if not name.startswith("hindsight"):
            rows.append([name, us, wrap.get(name, ""), after_agent.get(name, ""), "", "", ""])
            continue
        added_call = wrap[name] - base_wrap
        added[name] = {"per_turn_us": us - base, "model_call_us": added_call,
                       "after_agent_us": after_agent[name] - after_agent["builtin only"]}
        rows.append([name, us, wrap[name], after_agent[name], us - base, added_call,
                     "yes" if added_call < 1000 else "NO"])
    data = {
        "api_url": url, "invokes": DOWN_INVOKES, "rounds": DOWN_ROUNDS,
        "model_calls_per_turn": 1,
        "per_turn_us": per_turn, "wrap_model_call_p50_us": wrap,
        "after_agent_p50_us": after_agent,
        "added_vs_builtin": added,
        "breaker_after_warmup": states,
        "breaker_at_end": {k: s["breaker"] for k, s in statuses.items()},
        "failures": {k: s["failures"] for k, s in statuses.items()},
        "outbox_at_end": {k: s["outbox"] for k, s in statuses.items()},
        "target": "added < 1000 us per model call",
    }
    print_table(
        f"3. Server down, breaker open ({DOWN_INVOKES} one-call turns x {DOWN_ROUNDS} rounds, "
        f"median; target added < 1 ms per model call)",
        ["variant", "us per turn (median)", "wrap_model_call own p50 us", "after_agent p50 us",
         "added per turn us", "added per model call us", "met"], rows)
    print(f"breaker after warm-up: {states}")
    return data


# ---------------------------------------------------------------------------------- 4 prefix
HOST_PROMPT_AGENT = "\n".join(
    f"Rule {i}: when the task touches area {i}, first state the goal, then check the sources "
    f"listed for area {i}, cite them inline, and keep the answer short and factual."
    for i in range(80)
)  # about 12,000 characters: the order of a production agent's system prompt


def _content_text(content: Any) -> str:
    if isinstance(content, str):
        return content
    return "".join(b.get("text", "") if isinstance(b, dict) else str(b) for b in content)


def serialize_request(messages: list[Any]) -> str:
    """A request's messages (system included) as one string, in the order a provider sees them."""
    parts = []
    for m in messages:
        parts.append(f"<|{m.type}|>\n{_content_text(m.content)}")
        calls = getattr(m, "tool_calls", None)
        if calls:
            parts.append(json.dumps([{"name": c["name"], "args": c["args"], "id": c["id"]}
                                     for c in calls], sort_keys=True))
        if m.type == "tool":
            parts.append(f"tool_call_id={m.tool_call_id}")
    return "\n".join(parts)


def _common_prefix(a: str, b: str) -> int:
    n = min(len(a), len(b))
    lo, hi = 0, n  # binary search on slice equality: C-speed comparisons
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if a[:mid] == b[:mid]:
            lo = mid
        else:
            hi = mid - 1
    return lo


@tool
def lookup(query: str) -> str:
    """Look something up."""
    return "\n".join(f"Result {i} for {query}: a paragraph of source text that the agent reads "
                     f"before answering, with figures {i * 13} and {i * 7}." for i in range(16))


class RecordingModel(ScriptedChatModel):
    """chat: answers at once; agent: one tool call per turn, then the answer."""

    _agent_mode: bool = PrivateAttr(default=False)
    _recorded_requests: list[tuple[bool, str]] = PrivateAttr(default_factory=list)

    def __init__(self, *, agent: bool) -> None:
        super().__init__()
        self._agent_mode = agent

    @property
    def serialized(self) -> list[tuple[bool, str]]:
        """(first call of its turn?, the serialized request) per model call."""
        return self._recorded_requests

    def _generate(self, messages, stop=None, run_manager=None, **kwargs):
        first = messages[-1].type == "human"
        self._recorded_requests.append((first, serialize_request(messages)))
        n = sum(1 for m in messages if m.type == "human")
        if self._agent_mode and first:
            self._script.append(tool_call("lookup", query=f"topic {n}"))
        else:
            self._script.append(say(
                f"Answer {n}: " + " ".join(f"Point {k}: the relevant detail for turn {n} is "
                                           f"item {k * n}." for k in range(8))))
        result = super()._generate(messages, stop, run_manager, **kwargs)
        self._requests.clear()
        return result


def _seed_builtin(base_dir: Path, user: str) -> None:
    user_dir = base_dir / "users" / user
    (user_dir / "agents" / "default").mkdir(parents=True, exist_ok=True)
    user_entries = [f"User fact {i}: prefers option {i} in setting {i * 7}." for i in range(30)]
    notes = [f"Note {i}: the service {i} runs on port {8000 + i}, owner team-{i}."
             for i in range(36)]
    (user_dir / "USER.md").write_text("\n§\n".join(user_entries)[:1300].rsplit("\n§\n", 1)[0])
    (user_dir / "agents" / "default" / "MEMORY.md").write_text(
        "\n§\n".join(notes)[:2150].rsplit("\n§\n", 1)[0])


def bench_prefix(url: str, workdir: Path, conv: locomo.Conversation) -> dict:
    """Prefix stability of consecutive requests, recall placement user vs system vs none."""
    user = "bench-recall"  # banks seeded by bench_recall (run it first) or by main()
    base_dir = workdir / "prefix"
    _seed_builtin(base_dir, user)
    questions = [qa["question"] for qa in conv.questions[:PREFIX_TURNS]]
    scenarios = {"chat (short host prompt)": (False, LEAD_AGENT_PROMPT),
                 "agent (12k-char host prompt, 1 tool call per turn)": (True, HOST_PROMPT_AGENT)}
    placements = {"user": ("user", True, 2000), "system": ("system", True, 2000),
                  "user, injection.max_tokens 500": ("user", True, 500),
                  "no recall": ("user", False, 2000)}
    results: dict[str, dict[str, Any]] = {}
    for scenario, (agent_mode, host_prompt) in scenarios.items():
        results[scenario] = {}
        for label, (placement, recall_on, max_tokens) in placements.items():
            memory = MemoryMiddleware(
                hs_config(url, auto_retain=False, auto_recall=recall_on,
                          injection={"recall_placement": placement, "max_tokens": max_tokens}),
                base_dir=base_dir)
            model = RecordingModel(agent=agent_mode)
            graph = create_agent(model, tools=[lookup], system_prompt=host_prompt,
                                 middleware=[memory], checkpointer=InMemorySaver())
            thread = f"prefix-{uuid.uuid4().hex[:8]}"
            for q in questions:
                invoke_turn(graph, f"Quick question about our chats: {q}", thread=thread, user=user)
            memory.shutdown()
            shares, first_shares = [], []
            requests = model.serialized
            for (_, prev), (first, cur) in itertools.pairwise(requests):
                share = _common_prefix(prev, cur) / len(cur)
                shares.append(share)
                if first:
                    first_shares.append(share)
            recall_chars = [
                len(r) - len(r.split("<memory-context>", 1)[0]) for _, r in requests
                if "<memory-context>" in r
            ]
            results[scenario][label] = {
                "requests": len(requests), "mean_share": statistics.fmean(shares),
                "mean_share_turn_first": statistics.fmean(first_shares),
                "min_share": min(shares), "last_share_turn_first": first_shares[-1],
                "mean_request_chars": statistics.fmean(len(r) for _, r in requests),
                "requests_with_recall": len(recall_chars),
                "per_request": shares,
            }
        none = results[scenario]["no recall"]["mean_share"]
        for label in [p for p in placements if p != "no recall"]:
            results[scenario][label]["ratio_to_no_recall"] = (
                results[scenario][label]["mean_share"] / none)
    rows = []
    for scenario, by in results.items():
        for label, r in by.items():
            rows.append([scenario, label, r["requests"], r["requests_with_recall"],
                         r["mean_share"], r["mean_share_turn_first"], r["min_share"],
                         r.get("ratio_to_no_recall", ""), r["mean_request_chars"],
                         ("yes" if r["mean_share"] >= 0.9 else "NO")
                         if label.startswith("user") else ""])
    print_table(
        f"4. Prefix stability over {PREFIX_TURNS} turns, recall every turn (share of each "
        "request equal to a prefix of the previous one; target >= 0.9 for user)",
        ["scenario", "placement", "requests", "with recall", "mean share",
         "mean share, first call of a turn", "min", "share / no-recall share",
         "mean request chars", "met"], rows)
    return {"turns": PREFIX_TURNS, "scenarios": results, "target": "mean share >= 0.9 (user)"}


# ---------------------------------------------------------------------------------- 5 locomo
def bench_locomo(url: str, workdir: Path, conversations: list[locomo.Conversation],
                 max_questions: int | None, loop, client) -> dict:
    """Recall quality of the injected block vs BM25 at the same token budget."""
    config = hs_config(url, retain_async=False)
    ingest_mw = MemoryMiddleware(config, base_dir=workdir / "locomo-default")
    tight_mw = MemoryMiddleware(hs_config(url, injection={"max_tokens": 500}),
                                base_dir=workdir / "locomo-tight")
    ingest = {}
    for conv in conversations:
        manager = ingest_mw.manager_for(f"locomo-{conv.sample_id}")
        seconds = locomo.ingest(manager, conv)
        ingest[conv.sample_id] = {"pairs": len(conv.pairs), "seconds": seconds}
        print(f"ingested {conv.sample_id}: {len(conv.pairs)} turns in {seconds:.1f}s", flush=True)
    flushed = ingest_mw.registry.backend().flush(300)
    for conv in conversations:
        bank = ingest_mw.manager_for(f"locomo-{conv.sample_id}").external.banks()["work"]
        ingest[conv.sample_id]["documents_in_bank"] = count_documents(url, bank)
    limit = max(config.hindsight.recall_max_tokens, config.injection.max_tokens)  # provider's pool

    def direct(sid: str, question: str) -> list[Any]:
        bank = ingest_mw.manager_for(f"locomo-{sid}").external.banks()["work"]
        response = loop.run_until_complete(client.arecall(
            bank, question, budget=config.hindsight.recall_budget, max_tokens=limit))
        return response.results or []

    results = locomo.evaluate(
        {"default (injection.max_tokens 2000)":
             lambda sid: ingest_mw.manager_for(f"locomo-{sid}"),
         "tight (injection.max_tokens 500)":
             lambda sid: tight_mw.manager_for(f"locomo-{sid}")},
        conversations, max_questions=max_questions, direct=direct)
    ingest_mw.shutdown()
    tight_mw.shutdown()
    for label, res in results.items():
        rows = []
        for category, r in res["by_category"].items():
            rows.append([category, r["questions"], r["ours"], r["bm25"], r["ours"] - r["bm25"],
                         r["ours@5"], r["bm25@5"], r["ours@10"], r["bm25@10"], r["hits"],
                         r["bm25_docs"], r["tokens_injected"], r["empty_blocks"]])
        print_table(
            f"5. LoCoMo evidence recall, {label} ({len(conversations)} conversations; "
            f"recall in {res['seconds']:.0f}s)",
            ["category", "questions", "block recall", "BM25 same tokens", "diff",
             "ours@5", "BM25@5", "ours@10", "BM25@10", "lines in block", "BM25 docs",
             "tokens injected", "empty blocks"], rows)
        res.pop("rows")
    diag = next(iter(results.values()))["by_category"]
    print_table(
        "5. Diagnostic: one direct arecall per question (same budget, 2000 tokens): Hindsight's "
        "own order vs the same results re-ordered by scores.semantic + scores.keyword",
        ["category", "questions", "Hindsight order @5", "@10", "all results",
         "re-ordered @5", "re-ordered @10", "BM25@5", "BM25@10"],
        [[c, r["questions"], r["direct@5"], r["direct@10"], r["direct_all"], r["rerank@5"],
          r["rerank@10"], r["bm25@5"], r["bm25@10"]] for c, r in diag.items()])
    return {
        "conversations": [c.sample_id for c in conversations],
        "questions_per_conversation": max_questions,
        "dropped_questions_no_evidence": sum(c.dropped_questions for c in conversations),
        "ingest": ingest, "flushed": flushed, "budgets": results,
        "target": "block recall above BM25 at the same token budget",
    }


# ---------------------------------------------------------------------------------- main
def main(argv: list[str] | None = None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--full", action="store_true", help="all LoCoMo conversations")
    parser.add_argument("--conversations", type=int, default=None,
                        help=f"LoCoMo conversations (default {DEFAULT_CONVERSATIONS})")
    parser.add_argument("--questions", type=int, default=None,
                        help="LoCoMo questions per conversation (default: all)")
    parser.add_argument("--api-url", default=None,
                        help="use this running Hindsight server instead of starting one "
                        "(development only: its banks must be empty of bench-* users)")
    parser.add_argument("--only", default=",".join(BENCHES),
                        help=f"comma-separated subset of {','.join(BENCHES)}")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    chosen = [b.strip() for b in args.only.split(",") if b.strip()]
    unknown = set(chosen) - set(BENCHES)
    if unknown:
        parser.error(f"unknown benchmark(s): {', '.join(sorted(unknown))}")
    logging.basicConfig(level=logging.ERROR)  # the down bench logs expected failures
    conversations = locomo.load_conversations()
    count = len(conversations) if args.full else (args.conversations or DEFAULT_CONVERSATIONS)
    workdir = Path(tempfile.mkdtemp(prefix="bench-hindsight-"))
    workdir.chmod(0o755)  # pg0 runs as `nobody` when we are root
    data: dict[str, Any] = {"benchmarks": chosen, "cpus": os.cpu_count(),
                            "loadavg_at_start": os.getloadavg()}
    server = None
    loop = asyncio.new_event_loop()
    client = None
    try:
        if args.api_url:
            url = args.api_url.rstrip("/")
        else:
            server = start_server(workdir)
            url = server.base_url
        from hindsight_client import Hindsight

        client = Hindsight(url, timeout=120)
        if "recall" in chosen:
            data["recall"] = bench_recall(url, workdir, conversations[0], loop, client)
        if "prefix" in chosen:
            if "recall" not in chosen:  # bench_prefix recalls from bench_recall's banks
                banks = MemoryMiddleware(hs_config(url), base_dir=workdir / "seed")
                seed_banks(loop, client,
                           list(banks.manager_for("bench-recall").external.banks().values()),
                           [p.content for p in conversations[0].pairs])
                banks.shutdown()
            data["prefix"] = bench_prefix(url, workdir, conversations[0])
        if "after_agent" in chosen:
            data["after_agent"] = bench_after_agent(url, workdir, loop)
        if "down" in chosen:
            data["down"] = bench_down(workdir)
        if "locomo" in chosen:
            data["locomo"] = bench_locomo(url, workdir, conversations[:count], args.questions,
                                          loop, client)
    finally:
        if client is not None:
            loop.run_until_complete(client.aclose())
        loop.close()
        if server is not None:
            server.stop()
        shutil.rmtree(workdir, ignore_errors=True)
    data["loadavg_at_end"] = os.getloadavg()
    print(f"\nload average (1, 5, 15 min) at start {data['loadavg_at_start']}, at end "
          f"{data['loadavg_at_end']} on {data['cpus']} CPUs: other processes share the machine")
    data["locomo_full"] = bool(args.full)
    write_result("hindsight" if set(chosen) == set(BENCHES) else
                 "hindsight-" + "-".join(b for b in BENCHES if b in chosen), data)
    return data


if __name__ == "__main__":
    main()
