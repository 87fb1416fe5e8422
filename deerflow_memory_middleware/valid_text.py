"""Whether a string can be stored: text with a lone UTF-16 surrogate cannot.

JSON requests and Python strings can carry a lone surrogate (``"\\ud800"``); UTF-8 cannot encode
one, so such text could be neither written to a file, hashed for a journal nor sent to a server.
Every write path asks this one question before it does anything else.
"""

from __future__ import annotations

__all__ = ["lone_surrogate_at"]


def lone_surrogate_at(text: str) -> int | None:
    """The position of the first lone surrogate in ``text``, or None when it is valid text.

    Args:
        text: Any string.

    Returns:
        The index of the first character UTF-8 cannot encode, or None.
    """
    if text.isascii():
        return None
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        return exc.start
    return None
