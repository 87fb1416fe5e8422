"""Configuration models for the `memory:` section and YAML loading.

The schema covers the builtin files, the Hindsight provider (with the time bounds its calls
need), recall injection (including `injection.recall_placement`) and the scanner; there is no
background extraction and no streaming scrubber. Every model forbids unknown keys, so a typo in
`config.yaml` is an error that names the key instead of a silently ignored setting.

Per-user layering (global and per-user overrides) lives in `overrides.py`; this module only knows the shape.
"""

from __future__ import annotations

import logging
import os
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Literal, TypeAlias

import yaml
from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    PrivateAttr,
    ValidationError,
    field_validator,
    model_validator,
)

from .errors import ConfigError
from .json_types import JSONObject, JSONScalar, JSONValue

logger = logging.getLogger(__name__)

#: The value of one leaf config field (every leaf is a scalar).
ConfigValue: TypeAlias = JSONScalar

__all__ = [
    "SECTION",
    "BuiltinConfig",
    "ConfigError",
    "ConfigValue",
    "HindsightConfig",
    "InjectionConfig",
    "MemoryConfig",
    "SecurityConfig",
    "StorageConfig",
    "config_from_document",
    "flatten_fields",
    "load_memory_config",
]


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True, frozen=True)


class BuiltinConfig(_Section):
    """Local USER.md / MEMORY.md files."""

    enabled: bool = True
    memory_char_limit: int = Field(2200, ge=100, le=1_000_000)
    user_char_limit: int = Field(1375, ge=100, le=1_000_000)
    deduplicate_on_load: bool = True
    lock_timeout_seconds: float = Field(10.0, gt=0, le=600)


#: Longest accepted ``bank_mission`` / ``bank_retain_mission``.
MAX_MISSION_CHARS = 1000


class HindsightConfig(_Section):
    """The Hindsight external provider: connection, banks, recall and retain, time bounds."""

    mode: Literal["cloud", "local_external", "local_embedded"] = "local_external"
    api_url: str = "http://localhost:8888"
    api_key: str | None = None
    bank_id_template: str = "deerflow-user-{user_id}"
    work_bank_id_template: str = "deerflow-work-{user_id}-{agent_id}"
    memory_mode: Literal["context", "tools", "hybrid"] = "context"
    # Missions are free text sent to Hindsight and followed by its model: capped and scanned like
    # any memory entry (a per-user override could otherwise smuggle instructions there).
    bank_mission: str = Field("", max_length=MAX_MISSION_CHARS)
    bank_retain_mission: str = Field("", max_length=MAX_MISSION_CHARS)
    # Hindsight's search depth per retrieval arm (100 / 300 / 1000 candidates). "low" by default:
    # the provider asks for a wide pool and re-ranks it, so deeper arms add little (on the tune
    # conversations 0.5-0.8 points of evidence recall) and cost about a tenth of a recall.
    recall_budget: Literal["low", "mid", "high"] = "low"
    # Candidate pool asked of Hindsight per bank: `recall_pool_factor` x `injection.max_tokens`,
    # at most `recall_max_tokens`; the client re-ranks it and injects what fits the budget.
    recall_max_tokens: int = Field(8192, ge=1, le=100_000)
    recall_pool_factor: float = Field(16.0, ge=1.0, le=100.0)
    # Optional floor: inject only candidates whose fused relevance is at least this share of the
    # best one's. 0 (default) fills the budget with the best candidates instead.
    recall_min_relevance: float = Field(0.0, ge=0.0, le=1.0)
    # A bank found empty is not asked again for this long (our own writes to it end the wait).
    empty_bank_ttl_seconds: float = Field(30.0, ge=0, le=86_400)
    # Automatic recall skips a user bank holding only mirrors of the USER.md entries the prompt
    # already carries; what it holds is checked against the server this often (0: never skip).
    user_bank_recheck_seconds: float = Field(600.0, ge=0, le=86_400)
    recall_max_input_chars: int = Field(800, ge=1, le=100_000)
    auto_recall: bool = True
    auto_retain: bool = True
    retain_async: bool = True
    retain_every_n_turns: int = Field(1, ge=1, le=1000)
    retain_user_prefix: str = "User"
    retain_assistant_prefix: str = "Assistant"
    # Time bounds: a slow or dead server must cost a bounded, small amount per turn.
    request_timeout_seconds: float = Field(30.0, gt=0, le=600)
    recall_timeout_seconds: float = Field(3.0, gt=0, le=120)
    breaker_failure_threshold: int = Field(3, ge=1, le=1000)
    breaker_cooldown_seconds: float = Field(30.0, ge=0, le=3600)
    retain_max_attempts: int = Field(0, ge=0, le=1_000_000)
    retain_retry_max_backoff_seconds: float = Field(30.0, gt=0, le=3600)
    shutdown_flush_timeout_seconds: float = Field(5.0, ge=0, le=600)
    # local_embedded only: where the server's venv and data live (None = defaults).
    embedded_venv: str | None = None
    embedded_data_dir: str | None = None
    embedded_port: int | None = Field(None, ge=1, le=65535)
    embedded_startup_timeout_seconds: float = Field(180.0, gt=0, le=1800)

    @field_validator("api_key", mode="before")
    @classmethod
    def _empty_key_is_none(cls, value: object) -> object:
        return value or None

    @model_validator(mode="after")
    def _check_bank_templates(self) -> HindsightConfig:
        # Rejects a template that renders empty, invalid or shared bank ids at load time.
        from .providers.bank_router import validate_templates

        validate_templates(self.bank_id_template, self.work_bank_id_template)
        return self

    @field_validator("bank_mission", "bank_retain_mission")
    @classmethod
    def _scan_mission(cls, value: str) -> str:
        from .security import scan_content  # lazy: the scanner is not needed to parse config

        reason = scan_content(value) if value else None
        if reason:
            raise ValueError(f"mission refused by the content scanner: {reason}")
        return value


class InjectionConfig(_Section):
    """What reaches the model's prompt and where."""

    enabled: bool = True
    max_tokens: int = Field(2000, ge=1, le=100_000)
    include_builtin: bool = True
    include_hindsight: bool = True
    context_tag: str = Field("memory-context", pattern=r"^[A-Za-z][A-Za-z0-9_-]{0,63}$")
    # "user": appended to a copy of the latest human message, so the prefix stays cacheable.
    # "system": end of the system message.
    recall_placement: Literal["user", "system"] = "user"
    # Token encoding of `max_tokens` (and of token usage figures): an encoding name
    # ("o200k_base", "cl100k_base", "llama3", "qwen3") or a model name ("gpt-4o", "qwen3-8b").
    tokenizer: str = Field("o200k_base", min_length=1, max_length=200)

    @property
    def token_encoding(self) -> str:
        """The encoding `tokenizer` names (a model name resolves to its family's encoding)."""
        from .tokens import resolve_encoding

        return resolve_encoding(self.tokenizer)


class SecurityConfig(_Section):
    """Write scanning. Not user-overridable: users must not switch their own guard off."""

    scan_content: bool = True
    block_invisible_unicode: bool = True
    # The semantic layer of the scanner; it runs only where its model package is installed.
    semantic_detector: bool = True


class StorageConfig(_Section):
    """Where the memory's own state lives: entries, overrides, the outbox and the audit records.

    ``files`` (the default) keeps it under ``base_dir`` and needs one POSIX file system with
    working ``flock`` for every process; ``postgres`` keeps it in one database that many workers
    on many hosts share. Not user-overridable.
    """

    backend: Literal["files", "postgres"] = "files"
    #: ``postgresql://user:$PASSWORD@host:5432/db``; ``$VAR`` / ``${VAR}`` come from the
    #: environment when the storage opens, so secrets stay out of the file.
    dsn: str = Field("", max_length=4096)
    pool_max_size: int = Field(4, ge=1, le=256)
    connect_timeout_seconds: float = Field(5.0, gt=0, le=600)

    @model_validator(mode="after")
    def _dsn_for_postgres(self) -> StorageConfig:
        if self.backend == "postgres" and not self.dsn.strip():
            raise ValueError("storage.backend 'postgres' needs storage.dsn, e.g. "
                             "postgresql://memory:$MEMORY_DB_PASSWORD@db:5432/memory")
        return self


class MemoryConfig(_Section):
    """The whole `memory:` section of `config.yaml`."""

    enabled: bool = True
    #: ``builtin`` (files only) or the name of an external provider (``hindsight``, ``sqlite``);
    #: the registry checks the name against the providers it knows.
    provider: str = Field(default="builtin", pattern=r"^[a-z][a-z0-9_]{0,63}$")
    builtin: BuiltinConfig = Field(default_factory=BuiltinConfig)
    hindsight: HindsightConfig = Field(default_factory=HindsightConfig)
    injection: InjectionConfig = Field(default_factory=InjectionConfig)
    security: SecurityConfig = Field(default_factory=SecurityConfig)
    storage: StorageConfig = Field(default_factory=StorageConfig)
    _yaml_fields: frozenset[str] = PrivateAttr(default_factory=frozenset)
    _load_warnings: tuple[str, ...] = PrivateAttr(default=())

    @field_validator("provider")
    @classmethod
    def _known_provider(cls, value: str) -> str:
        # The registry owns the table of provider names; imported here, at validation time,
        # because the registry module itself builds on this one.
        from .registry import BUILTIN, EXTERNAL_PROVIDERS

        if value != BUILTIN and value not in EXTERNAL_PROVIDERS:
            known = ", ".join([BUILTIN, *sorted(EXTERNAL_PROVIDERS)])
            raise ValueError(f"unknown memory provider {value!r}: use one of {known}")
        return value

    @property
    def load_warnings(self) -> tuple[str, ...]:
        """Warnings from loading the file (retired keys that were ignored)."""
        return self._load_warnings

    @property
    def yaml_fields(self) -> frozenset[str]:
        """Dotted fields the YAML file set (empty unless built by `load_memory_config`); the
        per-field sources of the layered config report them as ``yaml``."""
        return self._yaml_fields

    def get_field(self, dotted: str) -> object:
        """Return the value at a dotted path such as ``"injection.enabled"``: a `ConfigValue`
        for a leaf path, a section model for a section path."""
        node: object = self
        for part in dotted.split("."):
            node = getattr(node, part)
        return node

    def with_values(self, values: Mapping[str, JSONValue]) -> MemoryConfig:
        """Return a validated copy with the dotted-path ``values`` applied.

        Raises:
            ConfigError: a path does not exist or a value has the wrong type.
        """
        data = self.model_dump()
        for dotted, value in values.items():
            _set_dotted(data, dotted, value)
        copy = _validate(data, origin="overrides")
        copy._yaml_fields = self._yaml_fields  # the copy still came from the same file
        return copy


def flatten_fields(data: Mapping[str, JSONValue], prefix: str = "") -> dict[str, JSONValue]:
    """Flatten nested dicts into dotted paths; leaves are anything but dicts."""
    flat: dict[str, JSONValue] = {}
    for key, value in data.items():
        path = f"{prefix}{key}"
        if isinstance(value, dict):
            flat.update(flatten_fields(value, f"{path}."))
        else:
            flat[path] = value
    return flat


def leaf_field_paths(model: type[BaseModel] = MemoryConfig, prefix: str = "") -> list[str]:
    """Every dotted leaf path of a config model, in declaration order."""
    paths: list[str] = []
    for name, info in model.model_fields.items():
        annotation = info.annotation
        if isinstance(annotation, type) and issubclass(annotation, BaseModel):
            paths.extend(leaf_field_paths(annotation, f"{prefix}{name}."))
        else:
            paths.append(f"{prefix}{name}")
    return paths


def _set_dotted(data: JSONObject, dotted: str, value: JSONValue) -> None:
    parts = dotted.split(".")
    node = data
    for part in parts[:-1]:
        child = node.get(part)
        if not isinstance(child, dict):
            raise ConfigError(f"Unknown config field '{dotted}'.")
        node = child
    if parts[-1] not in node:
        raise ConfigError(f"Unknown config field '{dotted}'.")
    node[parts[-1]] = value


def _validate(data: Mapping[str, object], *, origin: str) -> MemoryConfig:
    try:
        return MemoryConfig.model_validate(data)
    except ValidationError as exc:
        raise ConfigError(f"Invalid memory config in {origin}: {_describe(exc)}") from exc


def _describe(exc: ValidationError) -> str:
    parts = []
    for err in exc.errors():
        loc = ".".join(str(p) for p in err["loc"])
        if err["type"] == "extra_forbidden":
            parts.append(f"unknown key '{loc}'")
        else:
            parts.append(f"'{loc}': {err['msg']}")
    return "; ".join(parts)


_ENV_PATTERN = re.compile(r"\$(?:\{([A-Za-z_][A-Za-z0-9_]*)\}|([A-Za-z_][A-Za-z0-9_]*))")


def expand_env(value: JSONValue) -> JSONValue:
    """Expand ``$VAR`` and ``${VAR}`` in every string of a YAML tree; unset variables become ''."""
    if isinstance(value, str):
        return _ENV_PATTERN.sub(lambda m: os.environ.get(m.group(1) or m.group(2), ""), value)
    if isinstance(value, dict):
        return {key: expand_env(item) for key, item in value.items()}
    if isinstance(value, list):
        return [expand_env(item) for item in value]
    return value


#: Our own top-level section in a shared config file such as DeerFlow's ``config.yaml``.
SECTION = "memory_v2"

#: Keys of DeerFlow's own ``memory:`` section (host-shared and DeerMem's legacy top-level keys).
#: A ``memory:`` section holding any of them is DeerFlow's, never ours.
DEERFLOW_MEMORY_KEYS = frozenset({
    "mode", "injection_enabled", "shutdown_flush_timeout_seconds", "manager_class",
    "backend_config", "storage_path", "storage_class", "debounce_seconds", "max_facts",
    "fact_confidence_threshold", "max_injection_tokens", "token_counting",
    "guaranteed_categories", "guaranteed_token_budget", "staleness_review_enabled",
    "staleness_age_days", "staleness_min_candidates", "staleness_max_removals_per_cycle",
    "staleness_protected_categories", "staleness_max_lifetime_multiplier",
    "staleness_max_extension_days", "consolidation_enabled", "consolidation_min_facts",
    "consolidation_max_groups_per_cycle", "consolidation_max_sources", "model_name",
})

#: Top-level keys of DeerFlow's config.yaml: a file holding any of them is DeerFlow's.
_DEERFLOW_TOP_LEVEL = frozenset({
    "config_version", "models", "sandbox", "tools", "tool_groups", "extensions", "skills",
    "summarization", "title", "subagents", "channel_connections", "checkpointer", "database",
})

#: Keys of the original Memory V2 plan that were dropped: they load with a warning.
RETIRED_KEYS = {
    "background_extraction": "background extraction was dropped: Hindsight's auto_retain "
    "already stores every turn",
    "security.streaming_scrubber": "the streaming scrubber was dropped: recall is injected "
    "into single requests only and never reaches the stream",
}


def load_memory_config(path: str | os.PathLike[str] | None = None) -> MemoryConfig:
    """Load Memory V2 settings from a YAML file into a validated `MemoryConfig`.

    Where the settings are looked for, in order:

    1. a top-level ``memory_v2:`` section (use this in DeerFlow's ``config.yaml``);
    2. a ``memory:`` section that is ours: one holding none of DeerFlow's memory keys
       (``manager_class``, ``injection_enabled``, ``backend_config``, ...). DeerFlow's own
       ``memory:`` section is never read, so its ``enabled`` cannot switch V2 off;
    3. the file itself, when its top-level keys are ours (a file holding only the section).

    Keys of features the design dropped (``background_extraction``,
    ``security.streaming_scrubber``) load with a warning naming each; any other unknown key of
    our section is an error. ``None`` gives the defaults.

    Raises:
        ConfigError: the file is missing, unreadable, not YAML, or our section holds an unknown
            key or a wrong type; the message names the file and the key.
    """
    return load_memory_config_with_fields(path)[0]


def load_memory_config_with_fields(
    path: str | os.PathLike[str] | None,
) -> tuple[MemoryConfig, frozenset[str]]:
    """Like `load_memory_config`, also returning the dotted fields the YAML set (for sources)."""
    if path is None:
        return MemoryConfig(), frozenset()
    file = Path(path)
    try:
        text = file.read_text(encoding="utf-8")
    except FileNotFoundError as exc:
        raise ConfigError(f"Config file not found: {file}. Pass an existing YAML file.") from exc
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"Cannot read config file {file}: {exc}") from exc
    try:
        document = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise ConfigError(f"Config file {file} is not valid YAML: {exc}") from exc
    return config_from_document(document, origin=str(file))


def config_from_document(document: object, *, origin: str
                         ) -> tuple[MemoryConfig, frozenset[str]]:
    """Validate settings from a parsed YAML document (see `load_memory_config`).

    Args:
        document: the parsed file (a mapping, or None for an empty file).
        origin: where it came from, for messages.

    Returns:
        The config and the dotted fields the document set.

    Raises:
        ConfigError: our section is invalid.
    """
    section = _memory_section(document, origin)
    section, warnings = _drop_retired(section, origin)
    section = {key: expand_env(value) for key, value in section.items()}
    config = _validate(section, origin=origin)
    config._yaml_fields = frozenset(flatten_fields(section))
    config._load_warnings = tuple(warnings)
    return config, config.yaml_fields


def _drop_retired(section: JSONObject, origin: str) -> tuple[JSONObject, list[str]]:
    """Remove retired keys, with one warning each."""
    warnings = []
    section = dict(section)
    for dotted, why in RETIRED_KEYS.items():
        head, _, tail = dotted.partition(".")
        node = section
        if tail:
            child = section.get(head)
            if not isinstance(child, dict) or tail not in child:
                continue
            node = section[head] = dict(child)
            key = tail
        elif head in section:
            key = head
        else:
            continue
        del node[key]
        message = f"{origin}: '{dotted}' is ignored by Memory V2 ({why}); remove it."
        logger.warning("%s", message)
        warnings.append(message)
    return section, warnings


def _memory_section(document: object, origin: str) -> JSONObject:
    if document is None:
        return {}
    if not isinstance(document, dict):
        raise ConfigError(
            f"Config file {origin} must hold a mapping, not {type(document).__name__}."
        )
    if SECTION in document:
        return _mapping(document[SECTION], SECTION, origin)
    if "memory" in document:
        section = _mapping(document["memory"], "memory", origin)
        deerflow_keys = sorted(DEERFLOW_MEMORY_KEYS.intersection(section))
        # In DeerFlow's own config.yaml a `memory:` holding only `enabled` is DeerFlow's switch,
        # never ours: it is ours only when it names a V2-only key.
        in_deerflow_file = bool(_DEERFLOW_TOP_LEVEL.intersection(document))
        v2_keys = set(section) - {"enabled"}
        if not deerflow_keys and not (in_deerflow_file and not v2_keys):
            return section
        logger.info(
            "%s: 'memory:' is DeerFlow's own section, so Memory V2 does not read it; put "
            "Memory V2 settings under '%s:'. Using defaults.", origin, SECTION,
        )
        return {}
    if any(key in MemoryConfig.model_fields for key in document):
        return document  # the section on its own; unknown keys are reported by validation
    logger.info("No '%s:' or 'memory:' section in %s; using defaults", SECTION, origin)
    return {}


def _mapping(value: object, name: str, origin: str) -> JSONObject:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise ConfigError(f"'{name}' in {origin} must be a mapping.")
    return value
