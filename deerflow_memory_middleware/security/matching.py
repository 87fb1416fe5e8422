"""Rule matching shared by the rule tables: one regex, or "A then B within n characters".

A rule is ``(category, pattern, right, gap)``. With ``right=None`` the pattern alone decides;
otherwise the rule matches when ``right`` starts at most ``gap`` characters after ``pattern``
ends, on the same line. `near` pairs the two match lists instead of using one regex with a
``[^\\n]{0,n}?`` gap, which would cost (anchors x gap) steps on hostile input that repeats an
anchor densely, so every rule stays linear-time.
"""

from __future__ import annotations

import bisect
import itertools
import re

__all__ = ["Rule", "compile_rules", "first_match", "near"]

Rule = tuple[str, re.Pattern[str], "re.Pattern[str] | None", int]


def compile_rules(
    sources: tuple[tuple[str, str, str | None, int], ...], flags: int = re.ASCII
) -> tuple[Rule, ...]:
    """Compiles ``(category, pattern, right, gap)`` sources."""
    return tuple(
        (category, re.compile(pattern, flags), re.compile(right, flags) if right else None, gap)
        for category, pattern, right, gap in sources
    )


def first_match(text: str, rules: tuple[Rule, ...]) -> tuple[str, int, int] | None:
    """The first rule (in table order) that matches ``text``: ``(category, start, end)``."""
    for category, pattern, right, gap in rules:
        if right is None:
            match = pattern.search(text)
            span = match.span() if match else None
        else:
            span = near(text, pattern, right, gap)
        if span is not None:
            return category, span[0], span[1]
    return None


def near(
    text: str, left: re.Pattern[str], right: re.Pattern[str], gap: int
) -> tuple[int, int] | None:
    """Finds a ``right`` match starting within ``gap`` characters after a ``left`` match's end,
    on the same line, and returns the span from the left start to the right end.

    Both patterns are run once over the whole text and paired with a binary search, so the cost
    stays linear however densely the text repeats either anchor.
    """
    rights = right.finditer(text)
    first = next(rights, None)
    if first is None:  # the right-hand side is usually the rarer one: skip the left pass
        return None
    starts: list[int] = []
    ends: list[int] = []
    for match in left.finditer(text):
        starts.append(match.start())
        ends.append(match.end())
    for match in itertools.chain((first,), rights):
        index = bisect.bisect_right(ends, match.start()) - 1
        # Only the nearest preceding left match can qualify: farther ones have a larger gap and
        # at least the same newlines in between.
        if (
            index >= 0
            and match.start() - ends[index] <= gap
            and text.find("\n", ends[index], match.start()) == -1
        ):
            return starts[index], match.end()
    return None

