"""Where the reliability tests put their measured figures (quoted in docs/RELIABILITY.md)."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

RESULTS_DIR = Path(__file__).resolve().parents[2] / "bench-results"


def record(name: str, figures: dict[str, Any]) -> None:
    """Write ``bench-results/reliability-<name>.json`` and print the figures (shown with -s)."""
    data = {"test": name, "measured_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            **figures}
    RESULTS_DIR.mkdir(exist_ok=True)
    (RESULTS_DIR / f"reliability-{name}.json").write_text(json.dumps(data, indent=2) + "\n")
    print(f"\n[reliability] {name}: {json.dumps(figures)}")
