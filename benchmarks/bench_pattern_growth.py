"""How the scanner's regular expressions grow with hostile input: 10x the text, how much the time.

Every compiled pattern of the ``deerflow_memory_middleware.security`` modules (module attributes,
and patterns inside their tables) is searched in texts made of one mark repeated ("-", "=", blanks,
line breaks, "a.", digits, CJK ...), as the scanner sees them (as written, normalised, casefolded),
at two sizes: ``SMALL`` and ten times that. A pattern linear in its input takes about 10x as long on
the larger text; one that is tried again from every mark of a run and backtracks over the rest of
it takes about 100x. The same is measured end to end, each call on a text not seen before (the
scanner remembers verdicts): `find_threat` (rules only) on the text, and `scan_pair` with a
labelled neighbour.

The figure is the growth ratio (time on the large text / time on the small one, measured in the
same run); ``GROWTH_TARGET`` is 30 (three times linear; quadratic is about 100). Searches under
``NOISE_MS`` on the large text are not rated: their ratio is timer noise. Each rated search is
timed three times at each size and the fastest counts.

Run: ``python -m benchmarks.bench_pattern_growth`` (a minute or two).
"""

from __future__ import annotations

import importlib
import itertools
import pkgutil
import re
import time
from collections.abc import Callable, Iterator

from deerflow_memory_middleware import security
from deerflow_memory_middleware.security import find_threat, scan_pair
from deerflow_memory_middleware.security.canonical import casefolded, normalise

from .common import print_table, write_result

SMALL = 1_000
GROWTH_TARGET = 30.0
NOISE_MS = 2.0
MARKS = ("-", "=", ".", "a", "1", "_", "/", " ", "%", "@", "~", "*", "#", "|", ":", "'", "\n", "0x",
         "ab ", "a.", "a-", "a@", "%2", "a/", "，", "中", "가")


def _patterns() -> Iterator[tuple[str, re.Pattern[str]]]:
    """Every compiled pattern of the security package, named ``module.attribute[index]``."""
    def walk(name: str, value: object, depth: int) -> Iterator[tuple[str, re.Pattern[str]]]:
        if isinstance(value, re.Pattern):
            yield name, value
        elif isinstance(value, (tuple, list)) and depth < 3:
            for index, item in enumerate(value):
                yield from walk(f"{name}[{index}]", item, depth + 1)

    for info in pkgutil.iter_modules(security.__path__):
        module = importlib.import_module(f"{security.__name__}.{info.name}")
        for attribute, value in vars(module).items():
            yield from walk(f"{info.name}.{attribute}", value, 0)


def _timed(call: Callable[[], object], repeat: int = 1) -> float:
    """The fastest of ``repeat`` calls, in ms (a collector pause in one call is not the pattern's)."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        call()
        best = min(best, time.perf_counter() - start)
    return best * 1000


def _fresh(call: Callable[[str], object]) -> Callable[[str], object]:
    """``call`` on a text never seen before: the text with a new count appended each time."""
    counter = itertools.count()
    return lambda text: call(f"{text} {next(counter)}")


def _growth(search: Callable[[str], object], small: str, large: str, repeat: int) -> tuple[float, float]:
    large_ms = _timed(lambda: search(large), repeat)
    small_ms = max(_timed(lambda: search(small), repeat), 0.01)
    return large_ms / small_ms, large_ms


def _run(mark: str, size: int) -> str:
    return mark * (size // len(mark))


def main() -> int:
    patterns = list(_patterns())
    worst: dict[str, tuple[float, float, str]] = {}
    for mark in MARKS:
        small, large = _run(mark, SMALL), _run(mark, 10 * SMALL)
        views = [(small, large), (normalise(small), normalise(large)),
                 (casefolded(small), casefolded(large))]
        for name, pattern in patterns:
            for view_small, view_large in views:
                if _timed(lambda p=pattern, t=view_large: p.search(t)) < NOISE_MS:
                    continue
                # a search worth rating is timed again, the fastest of three at each size
                growth, large_ms = _growth(pattern.search, view_small, view_large, 3)
                if growth > worst.get(name, (0.0, 0.0, ""))[0]:
                    worst[name] = (growth, large_ms, repr(mark))
    ends: dict[str, tuple[float, float, str]] = {}
    for mark in MARKS:
        small, large = _run(mark, SMALL), _run(mark, 10 * SMALL)
        for name, call in (("find_threat (rules)", lambda t: find_threat(t, semantic_detector=False)),
                           ("scan_pair (rules)", lambda t: scan_pair(t, "label: a second note",
                                                                     semantic_detector=False))):
            # one call per text: the scanner remembers verdicts, so each repeat gets a new text
            growth, large_ms = _growth(_fresh(call), small, large, 3)
            if large_ms >= NOISE_MS and growth > ends.get(name, (0.0, 0.0, ""))[0]:
                ends[name] = (growth, large_ms, repr(mark))
    rated = sorted(worst.items(), key=lambda item: -item[1][0])
    over = [name for name, (growth, _, _) in rated if growth > GROWTH_TARGET]
    over += [name for name, (growth, _, _) in ends.items() if growth > GROWTH_TARGET]
    print_table(f"Growth for 10x the text ({len(patterns)} patterns x {len(MARKS)} marks x 3 views;"
                f" the 10 steepest of those over {NOISE_MS} ms)",
                ["pattern", "growth (x)", f"ms at {10 * SMALL} chars", "mark"],
                [[name, growth, ms, mark] for name, (growth, ms, mark) in rated[:10]])
    print_table("End to end", ["call", "growth (x)", f"ms at {10 * SMALL} chars", "mark"],
                [[name, growth, ms, mark] for name, (growth, ms, mark) in ends.items()])
    print(f"\ntarget: growth <= {GROWTH_TARGET:g}x for 10x the text: "
          + ("met" if not over else f"not met by {', '.join(over)}"))
    write_result("pattern-growth", {
        "patterns": len(patterns), "marks": list(MARKS), "small_chars": SMALL,
        "growth_target": GROWTH_TARGET,
        "steepest": {name: {"growth": g, "large_ms": ms, "mark": m} for name, (g, ms, m) in rated[:20]},
        "end_to_end": {name: {"growth": g, "large_ms": ms, "mark": m} for name, (g, ms, m) in ends.items()},
        "over_target": over,
    })
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
