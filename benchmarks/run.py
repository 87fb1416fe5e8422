"""`make bench`: run every benchmark module (``benchmarks/bench_*.py``) in one process each.

Each benchmark prints its table and writes ``bench-results/<name>.json``; figures are ratios
against a baseline measured in the same run, never absolute thresholds. Services a benchmark
needs are started and stopped by the benchmark itself (``bench_storage``: a throw-away
PostgreSQL from Debian's packages, ``make postgres``; ``bench_hindsight``: the Hindsight venv).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path


def main() -> int:
    names = sorted(p.stem for p in Path(__file__).parent.glob("bench_*.py"))
    if len(sys.argv) > 1:
        names = [n for n in names if any(arg in n for arg in sys.argv[1:])]
    failed = []
    for name in names:
        print(f"\n=== {name} ===", flush=True)
        if subprocess.call([sys.executable, "-m", f"benchmarks.{name}"]) != 0:
            failed.append(name)
    if failed:
        print(f"\nFailed benchmarks: {', '.join(failed)}")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
