"""Type aliases for JSON data: exported documents, config trees, tool arguments, API payloads.

Data read from outside (a file, a request, a model's tool call) is typed ``object`` until it is
checked; once its shape is known it is a `JSONObject` (or a TypedDict where the keys are fixed).
"""

from __future__ import annotations

from typing import TypeAlias, Union

__all__ = ["JSONObject", "JSONScalar", "JSONValue"]

#: A JSON leaf.
JSONScalar: TypeAlias = str | int | float | bool | None
#: Any JSON value (recursive).
JSONValue: TypeAlias = Union[JSONScalar, list["JSONValue"], dict[str, "JSONValue"]]  # noqa: UP007
#: A JSON object.
JSONObject: TypeAlias = dict[str, JSONValue]
