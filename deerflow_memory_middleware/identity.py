"""Who a run belongs to: `MemoryScope` from a LangGraph runtime, and ids as safe names.

Identity comes from the run: ``user_id`` and ``agent_id`` (``agent_name`` accepted, as DeerFlow
names it) from ``runtime.context`` (a dict or a dataclass / object), ``thread_id`` from
``runtime.context``, then ``runtime.execution_info.thread_id``, then
``config["configurable"]["thread_id"]``.

Any id a host can produce is accepted: e-mails, IM ids such as ``feishu:ou_3f@x|y``, CJK agent
names, UUIDs. Ids become folder names through `folder_name`, an injective encoding:

* an id made of ``A-Z a-z 0-9 _ . -`` that does not start with ``.``, holds no ``..`` and is
  not too long is its own folder name (so every folder written by earlier versions keeps its
  name);
* any other id is percent-encoded byte by byte (``%`` itself included, and every ``.`` when the
  id starts with one or holds ``..``): ``alice@example.com`` -> ``alice%40example.com``;
* an encoding longer than `MAX_FOLDER_CHARS` becomes its first characters, ``%%`` and 40 hex
  digits of the id's SHA-256 (``%%`` never occurs in a percent-encoding, so the two forms never
  meet); such folders carry the original id in a marker file (`ID_MARKER_FILE`).

Only ids that truly cannot name anything are refused (`InvalidIdError`): not a string, empty,
longer than `MAX_ID_LENGTH`, holding control characters or invalid Unicode (lone surrogates).
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from urllib.parse import unquote

from .errors import InvalidIdError

__all__ = [
    "DEFAULT_ID",
    "ID_MARKER_FILE",
    "MAX_ID_LENGTH",
    "InvalidIdError",
    "MemoryScope",
    "agent_dir",
    "folder_name",
    "id_from_folder",
    "is_hashed_folder",
    "is_legacy_id",
    "scope_from_runtime",
    "user_dir",
    "validate_id",
    "write_id_marker",
]

DEFAULT_ID = "default"
#: Longest accepted user / agent id, in characters.
MAX_ID_LENGTH = 1024
#: Longest folder name kept readable; longer encodings are hashed (file systems allow 255 bytes).
MAX_FOLDER_CHARS = 160
#: In a folder whose name is hashed: the original id, so listings can name it again.
ID_MARKER_FILE = ".memory-id"

_LEGACY_ID = re.compile(r"[A-Za-z0-9_.-]+")
_SAFE_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-.")
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
_HASH_MARK = "%%"


def validate_id(value: object, kind: str = "id") -> str:
    """Return ``value`` when it can be used as a user or agent id.

    Args:
        value: the id as the host gave it.
        kind: what the id names, for the error message (``"user_id"``, ``"agent_id"``).

    Returns:
        ``value`` unchanged.

    Raises:
        InvalidIdError: not a string, empty, longer than `MAX_ID_LENGTH` characters, or holding
            control characters or invalid Unicode.
    """
    if not isinstance(value, str):
        raise InvalidIdError(f"{kind} must be a string, got {type(value).__name__}.")
    return _validated(value, kind)


@lru_cache(maxsize=4096)  # every model call validates the same few ids; errors are not cached
def _validated(value: str, kind: str) -> str:
    shown = value if len(value) <= 40 else value[:40] + "..."
    if not value:
        raise InvalidIdError(f"Invalid {kind}: it is empty; give a non-empty id.")
    if len(value) > MAX_ID_LENGTH:
        raise InvalidIdError(
            f"Invalid {kind} {shown!r}: {len(value)} characters, at most {MAX_ID_LENGTH}."
        )
    if _CONTROL.search(value):
        raise InvalidIdError(f"Invalid {kind} {shown!r}: control characters are not allowed.")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise InvalidIdError(
            f"Invalid {kind}: invalid Unicode at position {exc.start} (a lone surrogate)."
        ) from exc
    return value


def is_legacy_id(value: str) -> bool:
    """True when ``value`` is its own folder name (the id alphabet of earlier versions)."""
    return bool(_LEGACY_ID.fullmatch(value)) and not value.startswith(".") and ".." not in value


@lru_cache(maxsize=4096)
def folder_name(value: str) -> str:
    """The folder name of a user or agent id: injective, never ``.``/``..``, at most 255 bytes.

    Args:
        value: a valid id (see `validate_id`).

    Returns:
        ``value`` itself for ids of the legacy alphabet, else its percent-encoding, hashed when
        longer than `MAX_FOLDER_CHARS` (see the module docstring).
    """
    if is_legacy_id(value) and len(value) <= MAX_FOLDER_CHARS:
        return value
    encode_dots = value.startswith(".") or ".." in value
    parts = []
    for char in value:
        if char in _SAFE_CHARS and not (char == "." and encode_dots):
            parts.append(char)
        else:
            parts.append("".join(f"%{byte:02X}" for byte in char.encode("utf-8")))
    encoded = "".join(parts)
    if len(encoded) <= MAX_FOLDER_CHARS:
        return encoded
    head = ""
    for part in parts:  # whole characters only, so the readable part decodes cleanly
        if len(head) + len(part) > 48:
            break
        head += part
    return f"{head}{_HASH_MARK}{hashlib.sha256(value.encode('utf-8')).hexdigest()[:40]}"


def is_hashed_folder(name: str) -> bool:
    """True when a folder name is the hashed form (its id lives in `ID_MARKER_FILE`)."""
    return _HASH_MARK in name


def id_from_folder(folder: Path) -> str | None:
    """The id a folder was named for, or None when the name is none of ours.

    Args:
        folder: a user or agent folder.

    Returns:
        The id; for hashed names, the one recorded in `ID_MARKER_FILE` (None if it is missing
        or does not hash to the name).
    """
    name = folder.name
    if is_hashed_folder(name):
        try:
            value = (folder / ID_MARKER_FILE).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            return None
        return value if _usable(value) and folder_name(value) == name else None
    if is_legacy_id(name):
        return name if len(name) <= MAX_FOLDER_CHARS else None
    try:
        value = unquote(name, errors="strict") if "%" in name else name
    except UnicodeDecodeError:
        return None
    return value if _usable(value) and folder_name(value) == name else None


def _usable(value: str) -> bool:
    try:
        validate_id(value)
    except InvalidIdError:
        return False
    return True


def user_dir(base_dir: str | Path, user_id: str) -> Path:
    """``{base_dir}/users/{folder_name(user_id)}``; validates ``user_id``."""
    return Path(base_dir) / "users" / folder_name(validate_id(user_id, "user_id"))


def agent_dir(base_dir: str | Path, user_id: str, agent_id: str) -> Path:
    """``{user_dir}/agents/{folder_name(agent_id)}``; validates both ids."""
    return user_dir(base_dir, user_id) / "agents" / folder_name(validate_id(agent_id, "agent_id"))


def write_id_marker(folder: Path, value: str) -> None:
    """Record ``value`` in a hashed folder so listings can name it; no-op for other folders."""
    if not is_hashed_folder(folder.name):
        return
    marker = folder / ID_MARKER_FILE
    if marker.exists():
        return
    folder.mkdir(parents=True, exist_ok=True)
    marker.write_text(value, encoding="utf-8")


def validate_thread_id(value: object) -> str:
    """Thread ids never become paths: any string of at most 1024 characters without control
    characters is accepted."""
    if value is None:
        return ""
    text = str(value)
    if len(text) > MAX_ID_LENGTH or _CONTROL.search(text):
        raise InvalidIdError(
            f"Invalid thread_id: at most {MAX_ID_LENGTH} characters, no control characters."
        )
    return text


@dataclass(frozen=True)
class MemoryScope:
    """The identity a memory operation runs under."""

    user_id: str = DEFAULT_ID
    agent_id: str = DEFAULT_ID
    thread_id: str = ""

    def __post_init__(self) -> None:
        validate_id(self.user_id, "user_id")
        validate_id(self.agent_id, "agent_id")
        validate_thread_id(self.thread_id)


def _lookup(container: object, key: str) -> object:
    if container is None:
        return None
    if isinstance(container, dict):
        return container.get(key)
    return getattr(container, key, None)


def scope_from_runtime(runtime: object, config: Mapping[str, object] | None = None
                       ) -> MemoryScope:
    """Build a `MemoryScope` from a LangGraph `Runtime` / `ToolRuntime` (and optional config).

    Raises:
        InvalidIdError: an id in the context cannot be used (see `validate_id`).
    """
    context = getattr(runtime, "context", None)
    user_id = _given(_lookup(context, "user_id"))
    agent_id = _given(_lookup(context, "agent_id"))
    if agent_id is None:
        agent_id = _given(_lookup(context, "agent_name"))
    thread_id = _lookup(context, "thread_id")
    if not thread_id:
        thread_id = _lookup(getattr(runtime, "execution_info", None), "thread_id")
    if not thread_id:
        run_config = config if config is not None else getattr(runtime, "config", None)
        thread_id = _lookup(_lookup(run_config, "configurable"), "thread_id")
    thread = validate_thread_id(thread_id)
    return MemoryScope(
        user_id=DEFAULT_ID if user_id is None else validate_id(user_id, "user_id"),
        agent_id=DEFAULT_ID if agent_id is None else validate_id(agent_id, "agent_id"),
        thread_id=thread,
    )


def _given(value: object) -> object:
    """``None`` for a missing id (absent, ``None`` or ``""``); anything else is kept for
    validation, so ``0`` or ``False`` is an error rather than silently the 'default' user."""
    return None if value is None or value == "" else value
