"""Markdown tables (per class, per main language, per author) from loao.py result files.

Run: python scripts/experiments/report.py /tmp/mdl/loao_results.json [more.json ...]
      [--only CONFIG ...]
"""

from __future__ import annotations

import argparse
import json

MAIN = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")


def fmt(cell: list[int] | None) -> str:
    return "-" if not cell else f"{cell[0]}/{cell[1]} ({cell[0] / cell[1]:.1%})"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("files", nargs="+")
    parser.add_argument("--only", nargs="*")
    args = parser.parse_args()
    results: dict[str, dict] = {}
    for path in args.files:
        with open(path) as handle:
            results.update(json.load(handle))
    names = [n for n in results if not args.only or n in args.only]
    keys = sorted({k.split(" ", 1)[1] for n in names for k in results[n]["cells"]})
    head = "| cell | " + " | ".join(names) + " |"
    print(head)
    print("|---|" + "---:|" * len(names))
    order = (["all"] + [k for k in keys if k.startswith("class=")]
             + [f"lang={lang}" for lang in MAIN] + [k for k in keys if k.startswith("author=")])
    for side in ("attack", "benign"):
        for key in order:
            row = [fmt(results[n]["cells"].get(f"{side} {key}")) for n in names]
            if all(cell == "-" for cell in row):
                continue
            print(f"| {side} {key} | " + " | ".join(row) + " |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
