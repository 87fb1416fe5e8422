"""Builtin write throughput: 4 processes contending on one USER.md (ops/s), lost writes counted.

Each process adds its own distinct entries through `BuiltinFileProvider.add` (scan -> lock ->
re-read -> atomic replace, fsync included) and records which writes were acknowledged. Afterwards
every acknowledged entry must be in the file exactly once. A single-process run of the same number
of writes is the baseline in the same run.

Run: ``make bench`` or ``.venv/bin/python -m benchmarks.bench_builtin_writes``.
"""

from __future__ import annotations

import multiprocessing as mp
import tempfile
import time
from pathlib import Path

from deerflow_memory_middleware.config import MemoryConfig
from deerflow_memory_middleware.providers.builtin import BuiltinFileProvider
from deerflow_memory_middleware.providers.entry_file import EntryFile

from .common import print_table, write_result

PROCESSES = 4
WRITES_PER_PROCESS = 150


def _config() -> MemoryConfig:
    # Large limit so every write is accepted; the limit path is covered by the tests.
    return MemoryConfig.model_validate({"builtin": {"user_char_limit": 1_000_000}})


def _writer(base_dir: str, worker: int, count: int, start_at: float, queue) -> None:
    provider = BuiltinFileProvider(_config(), base_dir=base_dir, user_id="bench", agent_id="a")
    while time.time() < start_at:
        time.sleep(0.001)
    acked = []
    for i in range(count):
        entry = f"worker {worker} fact {i}"
        if provider.add("user", entry).success:
            acked.append(entry)
    queue.put(acked)


def _run(processes: int, per_process: int) -> dict:
    base_dir = tempfile.mkdtemp(prefix="bench-writes-")
    ctx = mp.get_context("spawn")
    queue = ctx.Queue()
    start_at = time.time() + 1.5  # let every process import before the clock starts
    procs = [
        ctx.Process(target=_writer, args=(base_dir, w, per_process, start_at, queue))
        for w in range(processes)
    ]
    for proc in procs:
        proc.start()
    acked = [entry for _ in procs for entry in queue.get(timeout=300)]
    for proc in procs:
        proc.join(timeout=60)
    elapsed = time.time() - start_at
    entries = EntryFile(Path(base_dir) / "users" / "bench" / "USER.md").read().entries
    lost = len(set(acked) - set(entries))
    duplicates = len(entries) - len(set(entries))
    return {
        "processes": processes,
        "writes": processes * per_process,
        "acknowledged": len(acked),
        "ops_per_s": len(acked) / elapsed,
        "lost": lost,
        "duplicates": duplicates,
    }


def main() -> dict:
    baseline = _run(1, WRITES_PER_PROCESS * PROCESSES)
    contended = _run(PROCESSES, WRITES_PER_PROCESS)
    rows = [
        [r["processes"], r["writes"], r["acknowledged"], r["ops_per_s"], r["lost"], r["duplicates"]]
        for r in (baseline, contended)
    ]
    print_table(
        "Builtin writes to one USER.md (lock + re-read + fsync + atomic replace)",
        ["processes", "writes", "acknowledged", "ops/s", "lost", "duplicated"],
        rows,
    )
    ratio = contended["ops_per_s"] / baseline["ops_per_s"]
    print(f"\ncontended / single-process throughput: {ratio:.2f}")
    data = {"single": baseline, "contended": contended, "ratio_contended_to_single": ratio}
    write_result("builtin_writes", data)
    return data


if __name__ == "__main__":
    main()
