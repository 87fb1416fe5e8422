"""`assert_shape`: a real answer matches its declared `TypedDict` exactly."""

from __future__ import annotations

import json
from typing import Any

from pydantic import TypeAdapter


def assert_shape(shape: Any, value: Any) -> Any:
    """Validate ``value`` against ``shape`` in strict mode and require that validation changes
    nothing: a key the shape does not declare would be dropped (as the gateway drops it), a
    value of another type rejected, so either fails here. The value must also be JSON-ready.

    Returns:
        The value, for further assertions.
    """
    validated = TypeAdapter(shape).validate_python(value, strict=True)
    assert validated == value, f"{getattr(shape, '__name__', shape)} does not declare: " \
                               f"{_difference(value, validated)}"
    json.dumps(value)
    return value


def _difference(value: Any, validated: Any, path: str = "") -> list[str]:
    """Where ``validated`` lost or changed something of ``value`` (for the failure message)."""
    if isinstance(value, dict) and isinstance(validated, dict):
        found = [f"{path}.{key}" for key in value if key not in validated]
        for key in value:
            if key in validated:
                found += _difference(value[key], validated[key], f"{path}.{key}")
        return found
    if isinstance(value, list) and isinstance(validated, list) and len(value) == len(validated):
        return [d for i, (a, b) in enumerate(zip(value, validated, strict=True))
                for d in _difference(a, b, f"{path}[{i}]")]
    return [] if value == validated else [f"{path}: {value!r} -> {validated!r}"]
