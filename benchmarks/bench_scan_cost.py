"""Scan cost per entry, with and without the semantic layer, against one entry write.

- Entries: every text of the security corpora (tune and holdout, attacks and benign; about 1,900
  entries in 8+ languages), each scanned once per round with the scanner's cache bypassed.
- Baseline: one entry write through `BuiltinFileProvider.add` on a real file (lock, re-read,
  atomic replace with fsync) with scanning switched off, p50 / p95 over the same number of writes.
- Cases: no semantic layer, its first reading only, both readings without the second reading's
  deception head (what that head costs), and the whole layer.
- Snapshot: a render of a ~3 KB snapshot (every entry scanned alone, with the semantic layer,
  and beside its neighbour, by the rules), cold (no verdict cached) and after one new entry
  (verdicts of unchanged entries and pairs reused), against TodoListMiddleware's added cost per
  model call measured in the same run as in ``bench_middleware``. Model calls over unchanged
  files reuse the rendered text (``bench_middleware`` measures that path).

Figures: p50 / p95 per entry (ms) and as a ratio to one entry write's p50; render / TodoList.

Run: ``python -m benchmarks.bench_scan_cost`` (about a minute).
"""

from __future__ import annotations

import contextlib
import dataclasses
import itertools
import json
import shutil
import tempfile
import time
from collections import OrderedDict
from collections.abc import Iterator
from pathlib import Path

from langchain.agents.middleware import TodoListMiddleware
from langchain_core.messages import HumanMessage

from deerflow_memory_middleware import BuiltinFileProvider, MemoryConfig
from deerflow_memory_middleware.providers.snapshot_blocks import _scan_entry
from deerflow_memory_middleware.security import find_threat, semantic
from deerflow_memory_middleware.security.linking import linked
from deerflow_memory_middleware.security.scanner import (
    _pair_fails,
    _pair_reads_as_attack,
    _pair_text,
    _resolved_fails,
)

from .bench_middleware import _agent, _seed_memory
from .common import percentile, print_table, write_result

CORPUS = Path(__file__).resolve().parents[1] / "tests" / "data" / "security"


def _texts() -> list[str]:
    texts = []
    for name in sorted(CORPUS.glob("*.jsonl")):
        for line in name.read_text(encoding="utf-8").splitlines():
            texts.append(json.loads(line)["text"])
    return texts


def _timed(fn, items) -> list[float]:
    times = []
    for item in items:
        start = time.perf_counter()
        fn(item)
        times.append(time.perf_counter() - start)
    return times


def _write_times(count: int) -> list[float]:
    base = Path(tempfile.mkdtemp(prefix="bench-write-"))
    config = MemoryConfig.model_validate({
        "security": {"scan_content": False},
        "builtin": {"user_char_limit": 1_000_000}})
    provider = BuiltinFileProvider(config, base_dir=base, user_id="u", agent_id="a")
    counter = itertools.count()
    try:
        return _timed(lambda _: provider.add("user", f"Fact number {next(counter)}."),
                      range(count))
    finally:
        shutil.rmtree(base, ignore_errors=True)


def _todo_added_us(invokes: int = 40) -> float:
    bare, todo = _agent([]), _agent([TodoListMiddleware()])

    def per_call(agent) -> float:
        start = time.perf_counter()
        for i in range(invokes):
            agent.invoke({"messages": [HumanMessage("hello")]},
                         {"configurable": {"thread_id": f"t{i}"}}, context={"user_id": "b"})
        return (time.perf_counter() - start) / (invokes * 2)

    per_call(bare), per_call(todo)  # warm-up
    samples = [per_call(todo) - per_call(bare) for _ in range(3)]
    return sorted(samples)[1] * 1e6


def _render_ms(repeats: int = 7) -> tuple[float, float, int]:
    """(cold render ms, render after one new entry ms, snapshot chars)."""
    base = Path(tempfile.mkdtemp(prefix="bench-render-"))
    try:
        chars = _seed_memory(base)
        cold, after_write = [], []
        for round_ in range(repeats):
            provider = BuiltinFileProvider(MemoryConfig(), base_dir=base, user_id="bench",
                                           agent_id="default")
            _scan_entry.cache_clear()  # cold: no verdict remembered from an earlier render
            _pair_fails.cache_clear()
            _pair_reads_as_attack.cache_clear()
            _pair_text.cache_clear()
            _resolved_fails.cache_clear()
            linked.cache_clear()
            semantic.forget()
            start = time.perf_counter()
            provider._render_blocks()
            cold.append(time.perf_counter() - start)
            provider.add("memory", f"Round {round_}: the cache service moved to port 9{round_}.")
            start = time.perf_counter()
            provider._render_blocks()
            after_write.append(time.perf_counter() - start)
            provider.remove("memory", f"Round {round_}:")
        return (sorted(cold)[len(cold) // 2] * 1000,
                sorted(after_write)[len(after_write) // 2] * 1000, chars)
    finally:
        shutil.rmtree(base, ignore_errors=True)


@contextlib.contextmanager
def _without_deceit_head() -> Iterator[None]:
    """The semantic layer with both readings but without the deception head while the block
    runs (nothing of the second reading remembered from before)."""
    model = semantic._load()
    assert model is not None and model.reading is not None
    reading = dataclasses.replace(model.reading, deceit=None, _remembered=OrderedDict())
    semantic._state["model"] = dataclasses.replace(model, reading=reading)
    try:
        yield
    finally:
        semantic._state["model"] = model


def main() -> dict:
    texts = _texts()
    installed = semantic.available()
    find_threat("warm up the model", semantic_detector=True)
    rows, data = [], {"entries": len(texts), "semantic_installed": installed}
    writes = _write_times(len(texts) // 4)
    write_p50, write_p95 = percentile(writes, 50), percentile(writes, 95)
    data["write_ms"] = {"p50": write_p50 * 1000, "p95": write_p95 * 1000}
    rows.append(["one entry write (scan off)", write_p50 * 1000, write_p95 * 1000, 1.0, 1.0])
    model = semantic._load()
    both = model is not None and model.reading is not None
    cases = [("scan without semantic layer", False, contextlib.nullcontext)]
    if both:
        cases.append(("scan with the first semantic reading only", True,
                      semantic.first_reading_only))
    if both and model.reading.deceit is not None:
        cases.append(("scan with both readings, without the deception head", True,
                      _without_deceit_head))
    cases.append(("scan with semantic layer" + (" (both readings)" if both else ""), True,
                  contextlib.nullcontext))
    data["second_reading"] = both
    for label, on, reading in cases:
        semantic.forget()  # each case reads every text cold
        with reading():
            times = _timed(lambda t, on=on: find_threat(t, semantic_detector=on), texts)
        p50, p95 = percentile(times, 50), percentile(times, 95)
        data[label] = {"p50_ms": p50 * 1000, "p95_ms": p95 * 1000,
                       "p50_vs_write": p50 / write_p50, "p95_vs_write_p50": p95 / write_p50}
        rows.append([label, p50 * 1000, p95 * 1000, p50 / write_p50, p95 / write_p50])
    print_table(f"Scan cost per entry ({len(texts)} corpus entries; semantic layer "
                f"{'installed' if installed else 'NOT installed'})",
                ["case", "p50 ms", "p95 ms", "p50 / write p50", "p95 / write p50"], rows)
    render_ms, after_write_ms, chars = _render_ms()
    todo_us = _todo_added_us()
    data["snapshot"] = {"chars": chars, "cold_render_ms": render_ms,
                        "render_after_one_write_ms": after_write_ms,
                        "todolist_added_us_per_call": todo_us,
                        "cold_render_vs_todolist": render_ms * 1000 / todo_us,
                        "after_write_vs_todolist": after_write_ms * 1000 / todo_us}
    print_table("Snapshot render when the files changed (a thread's first call; every later "
                "call and every new thread over unchanged files reuses the text)",
                ["snapshot chars", "cold render ms (nothing cached)",
                 "render after one write ms", "TodoList added us/call",
                 "after write / TodoList"],
                [[chars, render_ms, after_write_ms, todo_us, after_write_ms * 1000 / todo_us]])
    write_result("scan_cost", data)
    return data


if __name__ == "__main__":
    main()
