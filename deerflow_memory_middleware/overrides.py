"""Layered configuration: defaults -> YAML -> admin-wide overrides -> per-user overrides.

The override documents (JSON objects in the storage backend: with ``files``,
``{base_dir}/memory_user_overrides.json`` admin-wide and
``{base_dir}/users/{user_id}/memory_config.json`` per user) hold only whitelisted fields.

Each effective field reports where its value came from (``default`` / ``yaml`` / ``global`` /
``user``). A broken override file never breaks a turn: the last good content of that file is kept
and the problem is reported in ``EffectiveConfig.warnings`` (and logged); writes to a broken file
are refused so nothing is clobbered.
"""

from __future__ import annotations

import json
import logging
import os
import threading
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, field
from typing import TypedDict, cast

from .config import ConfigError, ConfigValue, MemoryConfig, flatten_fields, leaf_field_paths
from .identity import validate_id
from .json_types import JSONObject, JSONValue
from .storage.base import GLOBAL_SCOPE, OverrideDocuments
from .storage.files import GLOBAL_OVERRIDES_FILE, USER_OVERRIDES_FILE, FileOverrideDocuments
from .storage_errors import StorageError

logger = logging.getLogger(__name__)

__all__ = ["GLOBAL_OVERRIDES_FILE", "USER_OVERRIDES_FILE", "USER_WRITABLE_FIELDS", "EffectiveConfig", "EffectiveField", "OverrideStore"]

#: Fields a user (or the admin-wide override file) may change at run time.
#: `hindsight.auto_recall` / `auto_retain` are added so a user can opt out of recall or of
#: automatic retention (turns and mirrored entries) without an admin.
USER_WRITABLE_FIELDS: frozenset[str] = frozenset(
    {
        "injection.enabled",
        "injection.max_tokens",
        "injection.include_builtin",
        "injection.include_hindsight",
        "hindsight.memory_mode",
        "hindsight.recall_budget",
        "hindsight.bank_mission",
        "hindsight.auto_recall",
        "hindsight.auto_retain",
    }
)

_MAX_CACHED_USERS = 4096
_Stamp = Hashable


class EffectiveField(TypedDict):
    """One leaf field of an `EffectiveConfig`."""

    value: ConfigValue
    source: str
    user_writable: bool


@dataclass(frozen=True)
class EffectiveConfig:
    """A user's merged config with the source of every leaf field."""

    config: MemoryConfig
    sources: dict[str, str]
    user_overrides: dict[str, JSONValue] = field(default_factory=dict)
    warnings: tuple[str, ...] = ()
    #: The storage generation seen with it (a reload elsewhere changes it).
    generation: Hashable = None

    def fields(self) -> dict[str, EffectiveField]:
        """Every leaf field: value, source and whether a user may change it."""
        return {
            path: {
                "value": _leaf(self.config, path),
                "source": self.sources[path],
                "user_writable": path in USER_WRITABLE_FIELDS,
            }
            for path in leaf_field_paths()
        }


@dataclass
class _CachedFile:
    stamp: _Stamp
    values: dict[str, JSONValue]
    notes: tuple[str, ...] = ()  # keys the file holds that were ignored, reported every read


class OverrideStore:
    """Reads, caches and writes the override documents of one storage backend.

    Thread-safe. Reads are cached by the documents' stamps, so the per-request cost is one
    stamp round trip (two ``stat`` calls, or one indexed query). Writes are atomic in the
    backend (a file lock and an atomic replace, or one transaction).

    Args:
        base_config: the YAML-level config (defaults + YAML).
        base_dir: the memory data directory (used when ``documents`` is not given).
        documents: where the override documents live (default: files under ``base_dir``).
    """

    def __init__(
        self,
        base_config: MemoryConfig,
        *,
        base_dir: str | os.PathLike[str] | None = None,
        documents: OverrideDocuments | None = None,
    ) -> None:
        self.base_config = base_config
        self.yaml_fields = base_config.yaml_fields
        if documents is None:
            if base_dir is None:
                raise ValueError("OverrideStore needs base_dir or documents")
            documents = FileOverrideDocuments(base_dir)
        self.documents = documents
        self._cache: dict[str, _CachedFile] = {}
        self._effective: dict[str, tuple[tuple[_Stamp, ...], EffectiveConfig]] = {}
        self._lock = threading.Lock()

    # ------------------------------------------------------------------ reads
    def effective(self, user_id: str) -> EffectiveConfig:
        """Merge defaults, YAML, the global and the user's overrides.

        The result is cached per user by the two documents' stamps, so an unchanged user gets
        the same object back (cheap identity checks) for one stamp round trip.
        """
        user_id = validate_id(user_id, "user_id")  # "" would name the global document
        with self._lock:
            cached = self._effective.get(user_id)
        try:
            stamps = self.documents.stamps([GLOBAL_SCOPE, user_id])
        except StorageError as exc:
            # The storage is down: a turn must still run, on what was known (or the YAML level).
            logger.error("Overrides of %s not checked: %s", user_id, exc)
            if cached is not None:
                return cached[1]
            warning = f"Overrides not loaded ({exc.code}); using the YAML configuration."
            return EffectiveConfig(self.base_config, self._yaml_sources(), {}, (warning,))
        if cached is not None and cached[0] == stamps:
            return cached[1]
        warnings: list[str] = []
        notes: list[str] = []
        global_values = self._read_cached(GLOBAL_SCOPE, stamps[0], warnings, notes)
        user_values = self._read_cached(user_id, stamps[1], warnings, notes)
        values = {**global_values, **user_values}
        try:
            config = self.base_config.with_values(values) if values else self.base_config
        except ConfigError as exc:
            # Each document was checked alone, so this is a cross-field problem; keep YAML level.
            warnings.append(f"Overrides ignored: {exc}")
            logger.warning("Overrides for user %s ignored: %s", user_id, exc)
            config, global_values, user_values = self.base_config, {}, {}
        sources = self._yaml_sources()
        sources.update({path: "global" for path in global_values})
        sources.update({path: "user" for path in user_values})
        result = EffectiveConfig(config, sources, dict(user_values), tuple(warnings + notes),
                                 generation=stamps[-1])
        if not warnings:  # a broken document is re-read (and reported) until fixed
            with self._lock:
                if len(self._effective) >= _MAX_CACHED_USERS:
                    self._effective.clear()
                self._effective[user_id] = (stamps, result)
        return result

    def _yaml_sources(self) -> dict[str, str]:
        return {path: "yaml" if path in self.yaml_fields else "default"
                for path in leaf_field_paths()}

    def _read_cached(
        self, scope: str, stamp: _Stamp, warnings: list[str], notes: list[str]
    ) -> dict[str, JSONValue]:
        with self._lock:
            cached = self._cache.get(scope)
        if cached is not None and cached.stamp == stamp:
            notes.extend(cached.notes)
            return cached.values
        ignored: list[str] = []
        try:
            values = self.read_scope(scope, ignored)
        except ConfigError as exc:
            previous = cached.values if cached else {}
            warnings.append(f"{exc} Using the last good overrides of that file.")
            logger.error("%s (keeping last good overrides: %s)", exc, previous)
            return previous
        notes.extend(ignored)
        with self._lock:
            if len(self._cache) >= _MAX_CACHED_USERS:
                self._cache.clear()
            self._cache[scope] = _CachedFile(stamp, values, tuple(ignored))
        return values

    def read_scope(self, scope: str, ignored: list[str] | None = None) -> dict[str, JSONValue]:
        """Parse one override document into whitelisted dotted values.

        Keys that are not user-writable (or not config fields at all) are dropped; a message
        naming each is appended to ``ignored`` when given.

        Raises:
            ConfigError: unreadable, not JSON, not an object, or a value of the wrong type.
        """
        return self.parse(self.documents.read(scope), self.documents.location(scope), ignored)

    def parse(self, text: str | None, label: str,
              ignored: list[str] | None = None) -> dict[str, JSONValue]:
        """Parse override text (None: no document) into whitelisted dotted values.

        Raises:
            ConfigError: not JSON, not an object, or a value of the wrong type.
        """
        if text is None:
            return {}
        try:
            raw = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ConfigError(f"Override file {label} is not valid JSON: {exc}.") from exc
        if not isinstance(raw, dict):
            raise ConfigError(f"Override file {label} must hold a JSON object.")
        flat = flatten_fields(raw)
        allowed = {k: v for k, v in flat.items() if k in USER_WRITABLE_FIELDS}
        known = set(leaf_field_paths())
        for key in sorted(set(flat) - set(allowed)):
            why = "is not user-writable" if key in known else "is not a config field"
            message = f"Override file {label}: '{key}' {why}; ignored."
            logger.warning(message)
            if ignored is not None:
                ignored.append(message)
        try:
            self.base_config.with_values(allowed)  # type check only
        except ConfigError as exc:
            raise ConfigError(f"Override file {label} has a bad value: {exc}.") from exc
        return allowed

    # ------------------------------------------------------------------ writes
    def set_user_overrides(self, user_id: str, values: Mapping[str, JSONValue]
                           ) -> EffectiveConfig:
        """Set whitelisted per-user fields (dotted or nested keys) and return the new config.

        Raises:
            ConfigError: a field is not user-writable, unknown, of the wrong type, or the
                existing override file is broken (it is left untouched).
        """
        flat = flatten_fields(values)
        refused = sorted(k for k in flat if k not in USER_WRITABLE_FIELDS)
        if refused:
            raise ConfigError(
                f"Field(s) {', '.join(refused)} cannot be overridden per user. "
                f"Writable fields: {', '.join(sorted(USER_WRITABLE_FIELDS))}."
            )
        validated = self.base_config.with_values(flat)
        typed: dict[str, JSONValue] = {path: _leaf(validated, path) for path in flat}
        self._update_user_file(user_id, lambda current: {**current, **typed})
        return self.effective(user_id)

    def unset_user_override(self, user_id: str, dotted: str) -> EffectiveConfig:
        """Remove one per-user override so the field inherits again.

        Raises:
            ConfigError: the field is not user-writable or the override file is broken.
        """
        if dotted not in USER_WRITABLE_FIELDS:
            raise ConfigError(
                f"Field '{dotted}' is not user-writable, so it has no per-user override. "
                f"Writable fields: {', '.join(sorted(USER_WRITABLE_FIELDS))}."
            )
        self._update_user_file(
            user_id, lambda current: {k: v for k, v in current.items() if k != dotted}
        )
        return self.effective(user_id)

    def clear_user_overrides(self, user_id: str) -> None:
        """Delete the user's override document (part of erasing a user)."""
        user_id = validate_id(user_id, "user_id")
        self.documents.update(user_id, lambda _current: None)

    def _update_user_file(
        self, user_id: str,
        mutate: Callable[[dict[str, JSONValue]], dict[str, JSONValue]],
    ) -> None:
        user_id = validate_id(user_id, "user_id")

        def rewrite(text: str | None) -> str | None:
            current = self.parse(text, self.documents.location(user_id))  # read under the lock; raises if broken
            updated = mutate(current)
            return json.dumps(_nest(updated), indent=2, sort_keys=True) if updated else None

        self.documents.update(user_id, rewrite)


def _leaf(config: MemoryConfig, path: str) -> ConfigValue:
    """The value of a leaf field (``path`` is one of `leaf_field_paths`)."""
    return cast(ConfigValue, config.get_field(path))



def _nest(flat: Mapping[str, JSONValue]) -> JSONObject:
    nested: JSONObject = {}
    for dotted, value in flat.items():
        node = nested
        *parents, leaf = dotted.split(".")
        for part in parents:
            node = cast(JSONObject, node.setdefault(part, {}))
        node[leaf] = value
    return nested
