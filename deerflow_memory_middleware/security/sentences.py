"""Where a sentence of a note ends, for the rules that read a note sentence by sentence.

A sentence ends at a full stop, question or exclamation mark or semicolon followed by a space or
the end of the text ("v1.2", "example.com" and "e.g.," go on), at a CJK full stop, question or
exclamation mark or semicolon, and at a line break.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

__all__ = ["END_RE", "spans"]

#: The end of a sentence (the match is the mark; the sentence includes it).
END_RE = re.compile(r"[.!?;](?=\s|$)|[。！？；\n]")


def spans(text: str) -> Iterator[tuple[int, int]]:
    """The ``(start, end)`` of each sentence of ``text`` in order, marks included; the last one
    runs to the end of the text (it may be empty)."""
    start = 0
    for mark in END_RE.finditer(text):
        yield start, mark.end()
        start = mark.end()
    yield start, len(text)
