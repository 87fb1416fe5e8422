"""The ``postgres`` storage backend against ``files``, on a real PostgreSQL started for the run.

Three parts, each a ratio against a baseline measured in the same run:

(a) Writes: 4 processes add distinct entries to one shared USER.md through the builtin provider
    (scan, lock, re-read, limit check, write), on Postgres and on files; ops/s, and every
    acknowledged write found stored exactly once (lost = 0, duplicated = 0 are checked).
(b) Middleware cost per model call, the method of ``bench_middleware``: one graph shape (a
    scripted model making two tool calls, then answering: three model calls per invoke), bare vs
    TodoListMiddleware vs MemoryMiddleware on files vs on Postgres, run interleaved, median of
    rounds; the added cost of a middleware is (variant - bare) / model calls, reported against
    TodoList's. Two cases: every turn on one thread, and a new thread every turn. CPU time of
    this process (as in ``bench_middleware``) and wall time (a Postgres round trip is mostly
    waiting, which only wall time shows).
(c) Gateway: ``GET /api/memory/v2`` and ``POST /api/memory/v2/entries`` under 32 concurrent
    clients (the load generator of ``bench_gateway``), served by uvicorn with 2 worker processes
    on Postgres, against a constant route on the same server; p50 / p99 latency and req/s.

The PostgreSQL server is Debian's (``make postgres`` installs it), initialised in a temporary
folder, started on a free loopback port and removed at the end (``PostgresServer`` of the test
suite). The semantic layer of the content scanner is switched off in every variant: its model
costs the same on both backends and would hide the storage cost.

Run: ``make bench`` or ``.venv/bin/python -m benchmarks.bench_storage``.
"""

from __future__ import annotations

import asyncio
import multiprocessing as mp
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .common import print_table, write_result

PROCESSES = 4
WRITES_PER_PROCESS = 150
INVOKES = 100
ROUNDS = 5
CALLS_PER_INVOKE = 3
GATEWAY_WORKERS = 2
USER, AGENT = "bench", "default"


def _config(backend: str, dsn: str) -> Any:
    from deerflow_memory_middleware import MemoryConfig

    values: dict[str, Any] = {
        "builtin": {"user_char_limit": 1_000_000, "memory_char_limit": 1_000_000,
                    "lock_timeout_seconds": 60},
        "security": {"semantic_detector": False},
    }
    if backend == "postgres":
        values["storage"] = {"backend": "postgres", "dsn": dsn}
    return MemoryConfig.model_validate(values)


# ---------------------------------------------------------------------------- (a) writes
def _writer(backend: str, dsn: str, base_dir: str, worker: int, count: int, start_at: float,
            queue: Any) -> None:
    from deerflow_memory_middleware.registry import MemoryRegistry

    registry = MemoryRegistry(_config(backend, dsn), base_dir=base_dir)
    builtin = registry.manager_for(USER, AGENT).builtin
    builtin.view("user")  # connect and warm up before the clock starts
    while time.time() < start_at:
        time.sleep(0.001)
    acked = []
    for i in range(count):
        entry = f"worker {worker} fact {i}: 第{i}条"
        if builtin.add("user", entry).success:
            acked.append(entry)
    registry.shutdown()
    queue.put(acked)


def _writes(backend: str, dsn: str, processes: int) -> dict[str, Any]:
    from deerflow_memory_middleware.registry import MemoryRegistry

    base_dir = tempfile.mkdtemp(prefix=f"bench-storage-{backend}-")
    ctx = mp.get_context("spawn")
    queue = ctx.Queue()
    start_at = time.time() + 8.0  # every process imported and connected before the clock
    per_process = WRITES_PER_PROCESS * PROCESSES // processes
    procs = [ctx.Process(target=_writer, args=(backend, dsn, base_dir, w, per_process, start_at,
                                               queue)) for w in range(processes)]
    for proc in procs:
        proc.start()
    acked = [entry for _ in procs for entry in queue.get(timeout=600)]
    elapsed = time.time() - start_at
    for proc in procs:
        proc.join(timeout=60)
    registry = MemoryRegistry(_config(backend, dsn), base_dir=base_dir)
    try:
        stored = registry.manager_for(USER, AGENT).builtin.view("user").entries
    finally:
        registry.shutdown()
    counts = Counter(stored)
    return {"backend": backend, "processes": processes, "writes": processes * per_process,
            "acknowledged": len(acked), "ops_per_s": len(acked) / elapsed,
            "lost": sum(1 for entry in acked if counts[entry] == 0),
            "duplicated": sum(n - 1 for n in counts.values() if n > 1)}


# ---------------------------------------------------------------------------- (b) middleware
def _seed(backend: str, dsn: str, base_dir: Path) -> int:
    """About 3.4 KB of memory, as ``bench_middleware`` seeds it, through the provider."""
    from deerflow_memory_middleware.registry import MemoryRegistry

    registry = MemoryRegistry(_config(backend, dsn), base_dir=base_dir)
    builtin = registry.manager_for(USER, AGENT).builtin
    chars = 0
    for target, entries, budget in (
            ("user", [f"User fact {i}: prefers option {i} in setting {i * 7}."
                      for i in range(30)], 1300),
            ("memory", [f"Note {i}: the service {i} runs on port {8000 + i}, owner team-{i}."
                        for i in range(36)], 2150)):
        for entry in entries:
            if builtin.view(target).usage + len(entry) + 3 > budget:
                break
            builtin.add(target, entry)
        chars += builtin.view(target).usage
    registry.shutdown()
    return chars


def _middleware(dsn: str) -> dict[str, Any]:
    from langchain.agents import create_agent
    from langchain.agents.middleware import TodoListMiddleware
    from langchain_core.messages import HumanMessage

    from deerflow_memory_middleware import MemoryMiddleware

    from .bench_middleware import LoopModel, lookup

    files_dir = Path(tempfile.mkdtemp(prefix="bench-storage-mw-"))
    chars = {"files": _seed("files", "", files_dir), "postgres": _seed("postgres", dsn,
                                                                       files_dir / "unused")}
    memories = {backend: MemoryMiddleware(_config(backend, dsn), base_dir=files_dir)
                for backend in ("files", "postgres")}

    def agent(middleware: list[Any]) -> Any:
        return create_agent(LoopModel(), tools=[lookup], middleware=middleware,
                            system_prompt="SYS")

    variants = {"bare": agent([]), "todo": agent([TodoListMiddleware()]),
                "memory files": agent([memories["files"]]),
                "memory postgres": agent([memories["postgres"]])}
    counter = iter(range(10**9))

    def workload(graph: Any, new_thread: bool) -> Callable[[], None]:
        def run() -> None:
            for _ in range(INVOKES):
                thread = f"t{next(counter)}" if new_thread else "steady"
                graph.invoke({"messages": [HumanMessage("hello")]},
                             {"configurable": {"thread_id": thread}}, context={"user_id": USER})
        return run

    results: dict[str, Any] = {"snapshot_chars": chars}
    for label, new_thread in (("existing thread", False), ("new thread every turn", True)):
        cpu: dict[str, list[float]] = {name: [] for name in variants}
        wall: dict[str, list[float]] = {name: [] for name in variants}
        for name, graph in variants.items():  # warm-up: first snapshot, connections, caches
            workload(graph, new_thread)()
        for _ in range(ROUNDS):
            for name, graph in variants.items():
                run = workload(graph, new_thread)
                cpu_start, wall_start = time.process_time(), time.perf_counter()
                run()
                cpu[name].append(time.process_time() - cpu_start)
                wall[name].append(time.perf_counter() - wall_start)
        case: dict[str, Any] = {}
        for clock, times in (("cpu", cpu), ("wall", wall)):
            per_call = {name: statistics.median(v) / (INVOKES * CALLS_PER_INVOKE) * 1e6
                        for name, v in times.items()}
            added = {name: per_call[name] - per_call["bare"] for name in per_call
                     if name != "bare"}
            case[clock] = {"bare_us": per_call["bare"], "added_us": added,
                           "ratio_to_todo": {name: added[name] / added["todo"]
                                             if added["todo"] > 0 else None
                                             for name in added if name != "todo"}}
        results[label] = case
    for memory in memories.values():
        memory.shutdown()
    return results


# ---------------------------------------------------------------------------- (c) gateway
def gateway_app() -> Any:
    """The app each uvicorn worker builds (``--factory``): the gateway on Postgres plus the
    constant route; the DSN comes from ``BENCH_STORAGE_DSN``."""
    import logging

    from deerflow_memory_middleware.gateway import create_app

    logging.disable(logging.WARNING)
    app = create_app(config=_config("postgres", os.environ["BENCH_STORAGE_DSN"]),
                     base_dir=tempfile.mkdtemp(prefix="bench-storage-gw-"),
                     trusted_header="X-User")

    @app.get("/bench/constant")
    async def constant() -> dict[str, bool]:
        return {"ok": True}

    return app


def _gateway(dsn: str) -> dict[str, Any]:
    import httpx

    from deerflow_memory_middleware.storage import open_storage
    from deerflow_memory_middleware.storage.copy import copy_storage

    from . import bench_gateway as gw

    seeded = Path(tempfile.mkdtemp(prefix="bench-storage-seed-"))
    gw._seed(seeded, [f"get-{n}" for n in range(gw.CLIENTS)]
             + [f"post-{n}" for n in range(gw.CLIENTS)])
    source = open_storage(_config("files", "").storage, base_dir=seeded)
    target = open_storage(_config("postgres", dsn).storage, base_dir=seeded / "unused")
    try:
        copy_storage(source, target)
    finally:
        source.close()
        target.close()
    port = gw._free_port()
    url = f"http://127.0.0.1:{port}"
    server = subprocess.Popen(
        [sys.executable, "-m", "uvicorn", "benchmarks.bench_storage:gateway_app", "--factory",
         "--host", "127.0.0.1", "--port", str(port), "--workers", str(GATEWAY_WORKERS),
         "--log-level", "error", "--no-access-log"],
        env={**os.environ, "BENCH_STORAGE_DSN": dsn,
             "PYTHONPATH": str(Path(__file__).resolve().parents[1])})
    try:
        gw._wait_ready(url, server, timeout=120)
        for n in range(4 * GATEWAY_WORKERS):  # build each worker's registry before timing
            httpx.get(f"{url}{gw.API}", headers={"X-User": f"get-{n}"}, timeout=300)
        runs: dict[str, list[dict[str, Any]]] = {}
        for _ in range(gw.ROUNDS):
            for name, maker in (("constant", gw._constant), ("GET memory", gw._get),
                                ("POST entries", gw._post)):
                runs.setdefault(name, []).append(
                    asyncio.run(gw._phase(url, maker, gw.PHASE_SECONDS)))
    finally:
        server.terminate()
        try:
            server.wait(20)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait(10)
    phases = {name: gw._summary(route_runs) for name, route_runs in runs.items()}
    base = phases["constant"]
    return {name: {**figures, "p50_ratio": figures["p50_ms"] / base["p50_ms"],
                   "p99_ratio": figures["p99_ms"] / base["p99_ms"],
                   "throughput_ratio": figures["req_per_s"] / base["req_per_s"]}
            for name, figures in phases.items()}


# ---------------------------------------------------------------------------- main
def _report(writes: list[dict[str, Any]], middleware: dict[str, Any],
            gateway: dict[str, Any]) -> None:
    print_table(f"(a) Builtin writes to one USER.md, {WRITES_PER_PROCESS * PROCESSES} writes",
                ["backend", "processes", "acknowledged", "ops/s", "lost", "duplicated"],
                [[w["backend"], w["processes"], w["acknowledged"], w["ops_per_s"], w["lost"],
                  w["duplicated"]] for w in writes])
    rows = []
    for label in ("existing thread", "new thread every turn"):
        for clock in ("cpu", "wall"):
            case = middleware[label][clock]
            rows.append([label, clock, case["bare_us"], case["added_us"]["todo"],
                         case["added_us"]["memory files"], case["added_us"]["memory postgres"],
                         case["ratio_to_todo"]["memory files"],
                         case["ratio_to_todo"]["memory postgres"]])
    print_table(f"(b) Added cost per model call ({INVOKES} invokes x {CALLS_PER_INVOKE} calls, "
                f"median of {ROUNDS}, us)",
                ["case", "clock", "bare us/call", "TodoList added", "memory files added",
                 "memory postgres added", "files/todo", "postgres/todo"], rows)
    print_table(f"(c) Gateway on Postgres, {GATEWAY_WORKERS} uvicorn workers, 32 clients "
                "(ratios vs the constant route on the same server)",
                ["route", "p50 ms", "p99 ms", "req/s", "p50 x", "p99 x", "req/s x", "errors"],
                [[name, g["p50_ms"], g["p99_ms"], g["req_per_s"], g["p50_ratio"],
                  g["p99_ratio"], g["throughput_ratio"], g["errors"]]
                 for name, g in gateway.items()])


def main() -> int:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from tests.support.postgres_plugin import PostgresServer, find_bin_dir

    bin_dir = find_bin_dir()
    if bin_dir is None:
        print("PostgreSQL is not installed: run `make postgres` first.", file=sys.stderr)
        return 1
    started = time.perf_counter()
    server = PostgresServer(bin_dir=bin_dir, root=Path(tempfile.mkdtemp(prefix="bench-pg-")))
    try:
        server.initialise()
        server.start()
        writes = []
        print(f"PostgreSQL {bin_dir.parent.name} on port {server.port}; (a) writes", flush=True)
        for processes in (1, PROCESSES):
            writes.append(_writes("files", "", processes))
            writes.append(_writes("postgres", server.dsn(server.create_database()), processes))
        print("(b) middleware cost per model call", flush=True)
        middleware = _middleware(server.dsn(server.create_database()))
        print(f"(c) gateway, {GATEWAY_WORKERS} uvicorn workers", flush=True)
        gateway = _gateway(server.dsn(server.create_database()))
    finally:
        server.cleanup()
    _report(writes, middleware, gateway)
    by = {(w["backend"], w["processes"]): w for w in writes}
    ratio = by[("postgres", PROCESSES)]["ops_per_s"] / by[("files", PROCESSES)]["ops_per_s"]
    print(f"\n{PROCESSES} processes: postgres / files write throughput: {ratio:.2f}")
    path = write_result("storage", {
        "writes": writes, "ratio_postgres_to_files_contended": ratio,
        "middleware": middleware, "gateway": gateway, "cpu_count": os.cpu_count(),
        "load_average_1m": os.getloadavg()[0], "wall_seconds": time.perf_counter() - started})
    print(f"written to {path}")
    bad = [w for w in writes if w["lost"] or w["duplicated"]]
    return 1 if bad or any(g["errors"] for g in gateway.values()) else 0


if __name__ == "__main__":
    raise SystemExit(main())
