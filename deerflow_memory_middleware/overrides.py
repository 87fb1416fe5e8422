"""Layered configuration: defaults -> YAML -> admin-wide overrides -> per-user overrides.

The two override files hold only whitelisted fields:

- ``{base_dir}/memory_user_overrides.json`` (admin-wide)
- ``{base_dir}/users/{user_id}/memory_config.json`` (per user)

Each effective field reports where its value came from (``default`` / ``yaml`` / ``global`` /
``user``). A broken override file never breaks a turn: the last good content of that file is kept
and the problem is reported in ``EffectiveConfig.warnings`` (and logged); writes to a broken file
are refused so nothing is clobbered.
"""

from __future__ import annotations

import json
import logging
import os
import stat
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypedDict, cast

from filelock import FileLock

from .config import ConfigError, ConfigValue, MemoryConfig, flatten_fields, leaf_field_paths
from .fsutil import atomic_write_text
from .identity import user_dir
from .json_types import JSONObject, JSONValue

logger = logging.getLogger(__name__)

__all__ = ["USER_WRITABLE_FIELDS", "EffectiveConfig", "EffectiveField", "OverrideStore"]

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

GLOBAL_OVERRIDES_FILE = "memory_user_overrides.json"
USER_OVERRIDES_FILE = "memory_config.json"
_MAX_CACHED_USERS = 4096

#: (mtime in ns, size) of a file; None when it does not exist.
_Stamp = tuple[int, int] | None


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
    """Reads, caches and writes the override files under one ``base_dir``.

    Thread-safe. Reads are cached by (mtime, size) so the per-request cost is one ``stat`` per
    file. Writes take a file lock, re-read under it and replace the file atomically.

    Args:
        base_config: the YAML-level config (defaults + YAML).
        base_dir: the memory data directory.
    """

    def __init__(
        self,
        base_config: MemoryConfig,
        *,
        base_dir: str | os.PathLike[str],
    ) -> None:
        self.base_config = base_config
        self.yaml_fields = base_config.yaml_fields
        self.base_dir = Path(base_dir)
        self._cache: dict[Path, _CachedFile] = {}
        self._effective: dict[str, tuple[tuple[_Stamp, _Stamp], EffectiveConfig]] = {}
        self._lock = threading.Lock()

    # ------------------------------------------------------------------ paths
    def global_path(self) -> Path:
        return self.base_dir / GLOBAL_OVERRIDES_FILE

    def user_path(self, user_id: str) -> Path:
        return user_dir(self.base_dir, user_id) / USER_OVERRIDES_FILE

    # ------------------------------------------------------------------ reads
    def effective(self, user_id: str) -> EffectiveConfig:
        """Merge defaults, YAML, the global and the user's overrides.

        The result is cached per user by the two files' (mtime, size), so an unchanged user gets
        the same object back (cheap identity checks) for two ``stat`` calls.
        """
        global_path, user_path = self.global_path(), self.user_path(user_id)
        stamps = (_stamp(global_path), _stamp(user_path))
        with self._lock:
            cached = self._effective.get(user_id)
        if cached is not None and cached[0] == stamps:
            return cached[1]
        warnings: list[str] = []
        notes: list[str] = []
        global_values = self._read_cached(global_path, stamps[0], warnings, notes)
        user_values = self._read_cached(user_path, stamps[1], warnings, notes)
        values = {**global_values, **user_values}
        try:
            config = self.base_config.with_values(values) if values else self.base_config
        except ConfigError as exc:
            # Each file was checked alone, so this is a cross-field problem; keep YAML level.
            warnings.append(f"Overrides ignored: {exc}")
            logger.warning("Overrides for user %s ignored: %s", user_id, exc)
            config, global_values, user_values = self.base_config, {}, {}
        sources: dict[str, str] = {}
        for path in leaf_field_paths():
            if path in user_values:
                sources[path] = "user"
            elif path in global_values:
                sources[path] = "global"
            elif path in self.yaml_fields:
                sources[path] = "yaml"
            else:
                sources[path] = "default"
        result = EffectiveConfig(config, sources, dict(user_values), tuple(warnings + notes))
        if not warnings:  # a broken file is re-read (and reported) until fixed
            with self._lock:
                if len(self._effective) >= _MAX_CACHED_USERS:
                    self._effective.clear()
                self._effective[user_id] = (stamps, result)
        return result

    def _read_cached(
        self, path: Path, stamp: _Stamp, warnings: list[str], notes: list[str]
    ) -> dict[str, JSONValue]:
        with self._lock:
            cached = self._cache.get(path)
        if cached is not None and cached.stamp == stamp:
            notes.extend(cached.notes)
            return cached.values
        ignored: list[str] = []
        try:
            values = self.read_file(path, ignored)
        except ConfigError as exc:
            previous = cached.values if cached else {}
            warnings.append(f"{exc} Using the last good overrides of that file.")
            logger.error("%s (keeping last good overrides: %s)", exc, previous)
            return previous
        notes.extend(ignored)
        with self._lock:
            self._cache[path] = _CachedFile(stamp, values, tuple(ignored))
        return values

    def read_file(self, path: Path, ignored: list[str] | None = None) -> dict[str, JSONValue]:
        """Parse one override file into whitelisted dotted values.

        Keys that are not user-writable (or not config fields at all) are dropped; a message
        naming each is appended to ``ignored`` when given.

        Raises:
            ConfigError: unreadable (its folder included), not a regular file, not JSON, not an
                object, or a value of the wrong type.
        """
        try:
            mode = path.stat().st_mode
        except FileNotFoundError:
            if path.is_symlink():
                raise ConfigError(
                    f"Override file {path} is a symlink to a missing file; remove or fix it."
                ) from None
            return {}
        except OSError as exc:  # e.g. a folder the server may not search
            raise ConfigError(f"Cannot read override file {path}: {exc}.") from exc
        if not stat.S_ISREG(mode):
            raise ConfigError(f"Override file {path} is not a regular file; remove or fix it.")
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError) as exc:
            raise ConfigError(f"Cannot read override file {path}: {exc}.") from exc
        except json.JSONDecodeError as exc:
            raise ConfigError(f"Override file {path} is not valid JSON: {exc}.") from exc
        if not isinstance(raw, dict):
            raise ConfigError(f"Override file {path} must hold a JSON object.")
        flat = flatten_fields(raw)
        allowed = {k: v for k, v in flat.items() if k in USER_WRITABLE_FIELDS}
        known = set(leaf_field_paths())
        for key in sorted(set(flat) - set(allowed)):
            why = "is not user-writable" if key in known else "is not a config field"
            message = f"Override file {path}: '{key}' {why}; ignored."
            logger.warning(message)
            if ignored is not None:
                ignored.append(message)
        try:
            self.base_config.with_values(allowed)  # type check only
        except ConfigError as exc:
            raise ConfigError(f"Override file {path} has a bad value: {exc}.") from exc
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
        """Delete the user's override file (part of erasing a user)."""
        path = self.user_path(user_id)
        with FileLock(str(path) + ".lock", timeout=10):
            path.unlink(missing_ok=True)
        Path(str(path) + ".lock").unlink(missing_ok=True)

    def _update_user_file(
        self, user_id: str,
        mutate: Callable[[dict[str, JSONValue]], dict[str, JSONValue]],
    ) -> None:
        path = self.user_path(user_id)
        path.parent.mkdir(parents=True, exist_ok=True)
        with FileLock(str(path) + ".lock", timeout=10):
            current = self.read_file(path)  # re-read under the lock; raises if broken
            updated = mutate(current)
            if updated:
                atomic_write_text(path, json.dumps(_nest(updated), indent=2, sort_keys=True))
            else:
                path.unlink(missing_ok=True)


def _leaf(config: MemoryConfig, path: str) -> ConfigValue:
    """The value of a leaf field (``path`` is one of `leaf_field_paths`)."""
    return cast(ConfigValue, config.get_field(path))


def _stamp(path: Path) -> _Stamp:
    try:
        st = path.stat()
    except FileNotFoundError:
        return None
    except OSError as exc:
        logger.warning("Cannot stat override file %s: %s", path, exc)
        return (-1, -1)
    return (st.st_mtime_ns, st.st_size)


def _nest(flat: Mapping[str, JSONValue]) -> JSONObject:
    nested: JSONObject = {}
    for dotted, value in flat.items():
        node = nested
        *parents, leaf = dotted.split(".")
        for part in parents:
            node = cast(JSONObject, node.setdefault(part, {}))
        node[leaf] = value
    return nested
