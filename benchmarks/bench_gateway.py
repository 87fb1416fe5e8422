"""Gateway cost: ``GET /api/memory/v2`` and ``POST /api/memory/v2/entries`` under 32 concurrent
clients, against a bare FastAPI route returning a constant on the same uvicorn server.

The server runs in its own process (``python -m benchmarks.bench_gateway --serve ...``) so the
load generator (httpx AsyncClient, 32 connections over loopback) never shares its GIL. Each user
has realistic memory (USER.md ~1.3 KB, MEMORY.md ~2.1 KB); each of the 32 clients is its own user
(trusted-header identity), as on a shared gateway. Each route runs for a fixed time, interleaved
over two rounds (so background load hits every route alike), and the whole run stays under a
minute. Figures are p50 / p99 latency and req/s, and their ratios to the constant route measured
in the same run. On a 2-core machine the Python load generator shares the CPU with the server,
which compresses the ratios; the absolute figures only compare runs on the same machine.

Run: ``make bench`` or ``.venv/bin/python -m benchmarks.bench_gateway``.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import os
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx

from .common import percentile, print_table, write_result

CLIENTS = 32
ROUNDS = 2  # phases interleaved, so background load drifts hit every route alike
WARMUP_SECONDS = 1.0
PHASE_SECONDS = 4.0
API = "/api/memory/v2"


def _config() -> Any:
    from deerflow_memory_middleware import MemoryConfig

    # POST users grow during the run; a large limit keeps every write an accepted write.
    return MemoryConfig.model_validate(
        {"builtin": {"user_char_limit": 1_000_000, "memory_char_limit": 1_000_000}})


def _seed(base_dir: Path, users: list[str]) -> None:
    user_text = "\n§\n".join(f"User fact {i}: prefers option {i} in setting {i * 7}."
                             for i in range(26))
    note_text = "\n§\n".join(f"Note {i}: service {i} runs on port {8000 + i}, owner team-{i}."
                             for i in range(34))
    for user in users:
        folder = base_dir / "users" / user
        (folder / "agents" / "default").mkdir(parents=True)
        (folder / "USER.md").write_text(user_text[:1300].rsplit("\n§\n", 1)[0], encoding="utf-8")
        (folder / "agents" / "default" / "MEMORY.md").write_text(
            note_text[:2150].rsplit("\n§\n", 1)[0], encoding="utf-8")


def serve(port: int, base_dir: str) -> None:
    """The server process: the gateway app plus the bare constant route."""
    import logging

    import uvicorn

    from deerflow_memory_middleware.gateway import create_app

    logging.disable(logging.WARNING)
    app = create_app(config=_config(), base_dir=base_dir, trusted_header="X-User")

    @app.get("/bench/constant")
    async def constant() -> dict[str, bool]:
        return {"ok": True}

    uvicorn.run(app, host="127.0.0.1", port=port, log_level="error", access_log=False)


async def _phase(url: str, make_request: Any, seconds: float) -> dict[str, Any]:
    """``CLIENTS`` workers issue requests back to back for ``seconds``; latencies in ms."""
    latencies: list[float] = []
    errors: dict[int, int] = {}
    limits = httpx.Limits(max_connections=CLIENTS, max_keepalive_connections=CLIENTS)
    async with httpx.AsyncClient(base_url=url, limits=limits, timeout=30) as client:

        async def worker(number: int, until: float, record: bool) -> None:
            counter = itertools.count()
            while time.perf_counter() < until:
                method, path, kwargs = make_request(number, next(counter))
                began = time.perf_counter()
                response = await client.request(method, path, **kwargs)
                if record:
                    latencies.append((time.perf_counter() - began) * 1000)
                    if response.status_code >= 400:
                        errors[response.status_code] = errors.get(response.status_code, 0) + 1

        warm = time.perf_counter() + WARMUP_SECONDS
        await asyncio.gather(*(worker(n, warm, False) for n in range(CLIENTS)))
        began = time.perf_counter()
        until = began + seconds
        await asyncio.gather(*(worker(n, until, True) for n in range(CLIENTS)))
        elapsed = time.perf_counter() - began
    return {"latencies": latencies, "elapsed": elapsed, "errors": errors}


def _summary(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """Pool the rounds of one route."""
    latencies = [value for run in runs for value in run["latencies"]]
    errors: dict[int, int] = {}
    for run in runs:
        for status, count in run["errors"].items():
            errors[status] = errors.get(status, 0) + count
    return {"p50_ms": percentile(latencies, 50), "p99_ms": percentile(latencies, 99),
            "req_per_s": len(latencies) / sum(run["elapsed"] for run in runs),
            "requests": len(latencies), "errors": sum(errors.values()),
            "error_statuses": errors}


def _constant(number: int, i: int) -> tuple[str, str, dict[str, Any]]:
    return "GET", "/bench/constant", {"headers": {"X-User": f"get-{number}"}}


def _get(number: int, i: int) -> tuple[str, str, dict[str, Any]]:
    return "GET", API, {"headers": {"X-User": f"get-{number}"}}


def _post(number: int, i: int) -> tuple[str, str, dict[str, Any]]:
    return "POST", f"{API}/entries", {
        "headers": {"X-User": f"post-{number}"},
        "json": {"target": "memory", "content": f"Bench note {i} from client {number}."}}


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _wait_ready(url: str, process: subprocess.Popen, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError("the benchmark server exited during start-up")
        try:
            if httpx.get(f"{url}/healthz", timeout=1).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.1)
    raise RuntimeError("the benchmark server did not start in time")


def main() -> int:
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="bench-gateway-") as tmp:
        base_dir = Path(tmp)
        _seed(base_dir, [f"get-{n}" for n in range(CLIENTS)]
              + [f"post-{n}" for n in range(CLIENTS)])
        port = _free_port()
        url = f"http://127.0.0.1:{port}"
        server = subprocess.Popen(
            [sys.executable, "-m", "benchmarks.bench_gateway", "--serve", str(port), tmp],
            env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])})
        try:
            _wait_ready(url, server)
            # The first memory request of a fresh process builds the registry and loads the
            # scanner's model (seconds on a busy machine): paid once here, not in a phase.
            httpx.get(f"{url}/api/memory/v2", headers={"X-User": "warmup"}, timeout=300)
            runs: dict[str, list[dict[str, Any]]] = {}
            for _ in range(ROUNDS):
                for name, maker in (("constant", _constant), ("GET memory", _get),
                                    ("POST entries", _post)):
                    runs.setdefault(name, []).append(
                        asyncio.run(_phase(url, maker, PHASE_SECONDS)))
            phases = {name: _summary(route_runs) for name, route_runs in runs.items()}
        finally:
            server.terminate()
            server.wait(10)
    base = phases["constant"]
    rows, results = [], {}
    for name, figures in phases.items():
        ratios = {"p50_ratio": figures["p50_ms"] / base["p50_ms"],
                  "p99_ratio": figures["p99_ms"] / base["p99_ms"],
                  "throughput_ratio": figures["req_per_s"] / base["req_per_s"]}
        results[name] = {**figures, **ratios}
        rows.append([name, figures["p50_ms"], figures["p99_ms"], figures["req_per_s"],
                     ratios["p50_ratio"], ratios["p99_ratio"], ratios["throughput_ratio"],
                     figures["errors"]])
    print_table(
        f"Gateway under {CLIENTS} concurrent clients ({ROUNDS} x {PHASE_SECONDS:.0f} s per "
        "route, ratios vs the constant route on the same server)",
        ["route", "p50 ms", "p99 ms", "req/s", "p50 x", "p99 x", "req/s x", "errors"], rows)
    path = write_result("gateway", {
        "clients": CLIENTS, "rounds": ROUNDS, "phase_seconds": PHASE_SECONDS,
        "cpu_count": os.cpu_count(), "load_average_1m": os.getloadavg()[0],
        "phases": results, "wall_seconds": time.perf_counter() - started})
    print(f"\nwritten to {path}")
    return 1 if any(p["errors"] for p in phases.values()) else 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--serve", nargs=2, metavar=("PORT", "BASE_DIR"),
                        help="internal: run the benchmark server")
    args = parser.parse_args()
    if args.serve:
        serve(int(args.serve[0]), args.serve[1])
        raise SystemExit(0)
    raise SystemExit(main())
