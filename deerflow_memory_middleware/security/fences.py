"""Fence helpers: remove recall fences from stored text, make fence-like tags inert in recall.

The recall block that the middleware injects is wrapped in ``<memory-context>`` (or the configured
tag). Text that comes back from users, the model or Hindsight must never close that fence early
or open a forged one; these helpers tolerate case, separators, full-width and look-alike letters
and invisible characters between letters, and run in linear time.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .canonical import CONFUSABLES as _CONFUSABLES
from .canonical import INVISIBLE_CLASS

__all__ = ["DEFAULT_FENCE_TAG", "neutralise_fence_tags", "strip_fence_tags", "tag_regex_source"]

DEFAULT_FENCE_TAG = "memory-context"


def tag_regex_source(tag: str) -> str:
    """Regex source for a tag name, tolerant of case and of ``-``/``_``/space separators."""
    parts = [re.escape(part) for part in re.split(r"[\W_]+", tag.casefold()) if part]
    if not parts:
        raise ValueError(f"fence tag {tag!r} has no letters or digits")
    return r"[\W_]{0,3}".join(parts)


def strip_fence_tags(text: str, tag: str = DEFAULT_FENCE_TAG) -> str:
    """Removes whole ``<tag>...</tag>`` blocks, and any stray open or close tag, from text.

    Used on user / assistant text before it is stored, so injected recall never becomes memory.
    Nested blocks are removed as a whole. When something was removed, surrounding whitespace at
    the start and end of the result is trimmed.

    Args:
        text: Text that may contain injected recall.
        tag: The fence tag name.

    Returns:
        The text without fenced blocks or fence tags.
    """
    token_re = re.compile(
        r"<\s{0,8}(/)?\s{0,8}" + tag_regex_source(tag) + r"(?![\w-])[^<>]{0,200}>", re.IGNORECASE
    )
    tokens = list(token_re.finditer(text))
    if not tokens:
        return text
    # One pass with a depth counter instead of a lazy ".*?" search, which would be quadratic on
    # many unclosed open tags.
    drops: list[tuple[int, int]] = []
    depth = 0
    block_start = 0
    for token in tokens:
        if token.group(1):
            if depth == 0:
                drops.append(token.span())
                continue
            depth -= 1
            if depth == 0:
                drops.append((block_start, token.end()))
        else:
            if depth == 0:
                block_start = token.start()
            depth += 1
    if depth:
        # Unclosed block: we cannot tell where the recall ends, so drop only the tags.
        drops.extend(token.span() for token in tokens if token.start() >= block_start)
    pieces: list[str] = []
    position = 0
    for start, end in sorted(drops):
        pieces.append(text[position:max(start, position)])
        position = max(position, end)
    pieces.append(text[position:])
    return "".join(pieces).strip()


def neutralise_fence_tags(text: str, tag: str = DEFAULT_FENCE_TAG) -> str:
    """Makes anything that looks like a fence tag inert by escaping its ``<`` as ``&lt;``.

    Tolerates case, ``-``/``_``/space separators, full-width and Cyrillic/Greek look-alike letters,
    full-width brackets and invisible characters between letters, so untrusted recall cannot close
    our fence early.

    Args:
        text: Untrusted text about to be rendered inside our own fence.
        tag: The fence tag name.

    Returns:
        The text with every tag-like ``<`` replaced by ``&lt;``.
    """
    pattern = _inert_tag_re(tag)  # validates the tag (cached)
    if "<" not in text and "\uff1c" not in text and "\ufe64" not in text:
        return text  # nothing can open a tag: most entries, and the common case of a render
    return pattern.sub("&lt;", text)


# Built once per tag: every rendered entry and every recalled hit passes through here, and building
# the look-alike classes costs far more than the match itself.
@lru_cache(maxsize=64)
def _inert_tag_re(tag: str) -> re.Pattern[str]:
    """The pattern of `neutralise_fence_tags`: a tag-opening ``<`` before the tag's name."""
    invisible = f"[{INVISIBLE_CLASS}]"
    gap = invisible + "{0,4}"
    separator = f"(?:[\\s_\\-\u2010-\u2015\uff0d\uff3f]|{invisible}){{0,4}}"
    tag_regex_source(tag)  # validates the tag
    letters = []
    for char in tag.casefold():
        if char.isalnum() and char.isascii():
            # IGNORECASE covers upper case; add the full-width form and the look-alikes.
            alike = "".join(chr(k) for k, v in _CONFUSABLES.items() if chr(v) in {char, char.upper()})
            letters.append(f"[{re.escape(char)}{chr(ord(char) + 0xFEE0)}{alike}]")
        elif char in "-_ ":
            letters.append(separator)
        else:
            letters.append(re.escape(char))
    name = gap.join(letters)
    return re.compile(
        f"[<\uff1c\ufe64](?=(?:\\s|{invisible}){{0,4}}[/\uff0f]?(?:\\s|{invisible}){{0,4}}{name})",
        re.IGNORECASE,
    )
