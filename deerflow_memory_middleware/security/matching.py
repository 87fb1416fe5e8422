"""Rule matching shared by the rule tables: one regex, or "A then B within n characters".

A rule is ``(category, pattern, right, gap)``. With ``right=None`` the pattern alone decides;
otherwise the rule matches when ``right`` starts at most ``gap`` characters after ``pattern``
ends, on the same line. An intent rule (`IntentRule`) adds a veto: a pattern that, found just
before or around a match, makes it a different statement (a negation before "hide", an owner
before "previous instruction": "never hide ...", "ignore my previous instruction about tabs");
the next match of the same rule is tried instead. `near` pairs the two match lists instead of using one regex with a
``[^\\n]{0,n}?`` gap, which would cost (anchors x gap) steps on hostile input that repeats an
anchor densely, so every rule stays linear-time.
"""

from __future__ import annotations

import bisect
import itertools
import re
from collections.abc import Callable

__all__ = [
    "MAX_PASSED",
    "IntentRule",
    "Rule",
    "compile_intents",
    "compile_rules",
    "first_intent",
    "first_match",
    "first_within",
    "near",
    "rule",
]

Rule = tuple[str, re.Pattern[str], "re.Pattern[str] | None", int]
#: ``(category, pattern, right, gap, veto, window)``: ``veto`` is searched in the ``window``
#: characters before the match start (``window > 0``) or before and inside it (``window < 0``).
IntentRule = tuple[str, re.Pattern[str], "re.Pattern[str] | None", int,
                   "re.Pattern[str] | None", int]
#: Matches a veto or a quoted-mention check may pass over before a rule gives up: an entry would
#: need that many harmless look-alikes before an order to shield it, and each retry is one more
#: linear search (hostile text repeating a vetoed phrase must not make a rule quadratic).
MAX_PASSED = 16


def rule(
    category: str, left: str, right: str | None = None, gap: int = 0
) -> tuple[str, str, str | None, int]:
    """One rule source: ``left`` alone, or ``left`` then ``right`` within ``gap`` characters."""
    return category, left, right, gap


def compile_rules(
    sources: tuple[tuple[str, str, str | None, int], ...], flags: int = re.ASCII
) -> tuple[Rule, ...]:
    """Compiles ``(category, pattern, right, gap)`` sources."""
    return tuple(
        (category, re.compile(pattern, flags), re.compile(right, flags) if right else None, gap)
        for category, pattern, right, gap in sources
    )


def compile_intents(
    sources: tuple[tuple[str, str, str | None, int, str | None, int], ...], flags: int = re.ASCII
) -> tuple[IntentRule, ...]:
    """Compiles ``(category, pattern, right, gap, veto, window)`` sources."""
    return tuple(
        (category, re.compile(pattern, flags), re.compile(right, flags) if right else None, gap,
         re.compile(veto, flags) if veto else None, window)
        for category, pattern, right, gap, veto, window in sources
    )


def _span(
    text: str, pattern: re.Pattern[str], right: re.Pattern[str] | None, gap: int, pos: int = 0
) -> tuple[int, int] | None:
    if right is None:
        match = pattern.search(text, pos)
        return match.span() if match else None
    return near(text, pattern, right, gap, pos)


def first_match(
    text: str,
    rules: tuple[Rule, ...],
    skip: Callable[[str, int, int], bool] | None = None,
) -> tuple[str, int, int] | None:
    """The first rule (in table order) that matches ``text``: ``(category, start, end)``.

    Args:
        text: The view to match.
        rules: The rule table.
        skip: Called with ``(category, start, end)`` of a match; True passes over that match
            (the rule is tried again after it, a few times).
    """
    for category, pattern, right, gap in rules:
        span = _span(text, pattern, right, gap)
        if span is not None and skip is not None and skip(category, *span):
            span = _next_unvetoed(text, (pattern, right, gap), span, skip, category)
        if span is not None:
            return category, span[0], span[1]
    return None


def first_intent(
    text: str,
    rules: tuple[IntentRule, ...],
    skip: Callable[[str, int, int], bool] | None = None,
) -> tuple[str, int, int] | None:
    """The first intent rule (in table order) with a match its veto does not cancel.

    Args:
        text: The view to match.
        rules: The intent rule table.
        skip: Called with ``(category, start, end)`` of a match its veto let stand; True passes
            over that match too (a quoted mention), and the rule is tried again after it.
    """
    for category, pattern, right, gap, veto, window in rules:
        span = _span(text, pattern, right, gap)
        if span is None:
            continue

        def passed(start: int, end: int, veto: re.Pattern[str] | None = veto, window: int = window,
                   category: str = category) -> bool:
            return (veto is not None and _vetoed(text, veto, window, start, end)
                    or skip is not None and skip(category, start, end))

        if passed(*span):
            span = _next_unvetoed(text, (pattern, right, gap), span, passed)
        if span is not None:
            return category, span[0], span[1]
    return None


def first_within(starts: list[int], low: int, high: int) -> int | None:
    """The index of the first of the sorted ``starts`` in ``[low, high]``, else None.

    Rules that pair two kinds of anchor find each kind once and pair them with this binary
    search, so hostile text that repeats one anchor densely stays linear.
    """
    index = bisect.bisect_left(starts, low)
    return index if index < len(starts) and starts[index] <= high else None


def _next_unvetoed(
    text: str, rule: tuple[re.Pattern[str], re.Pattern[str] | None, int], span: tuple[int, int],
    vetoed: Callable[..., bool], *given: object,
) -> tuple[int, int] | None:
    """The rule's next match after a passed-over ``span`` that ``vetoed(*given, start, end)``
    does not pass over too. A match passed over is that match only: the rule is tried again
    after it (up to `MAX_PASSED` times), so one harmless sentence cannot shield an order later
    in the entry."""
    pattern, right, gap = rule
    for _ in range(MAX_PASSED - 1):
        found = _span(text, pattern, right, gap, span[0] + 1)
        if found is None or not vetoed(*given, *found):
            return found
        span = found
    return None


def _vetoed(text: str, veto: re.Pattern[str], window: int, start: int, end: int) -> bool:
    if window > 0:
        return veto.search(text, max(0, start - window), start) is not None
    return veto.search(text, max(0, start + window), end) is not None


def near(
    text: str, left: re.Pattern[str], right: re.Pattern[str], gap: int, pos: int = 0
) -> tuple[int, int] | None:
    """Finds a ``right`` match starting within ``gap`` characters after a ``left`` match's end,
    on the same line, and returns the span from the left start to the right end.

    Both patterns are run once over the whole text (from ``pos``) and paired with a binary search,
    so the cost stays linear however densely the text repeats either anchor.
    """
    rights = right.finditer(text, pos)
    first = next(rights, None)
    if first is None:  # the right-hand side is usually the rarer one: skip the left pass
        return None
    starts: list[int] = []
    ends: list[int] = []
    for match in left.finditer(text, pos):
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

