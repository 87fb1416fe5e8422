"""Configuration: defaults, YAML loading, layered overrides, whitelist, per-field sources, and
broken override files (a clear warning, the last good state kept, writes refused, nothing changed).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from pydantic import ValidationError

from deerflow_memory_middleware import MemoryConfig, load_memory_config
from deerflow_memory_middleware.config import ConfigError, load_memory_config_with_fields
from deerflow_memory_middleware.overrides import (
    GLOBAL_OVERRIDES_FILE,
    USER_OVERRIDES_FILE,
    USER_WRITABLE_FIELDS,
    OverrideStore,
)


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def snapshot_tree(root: Path) -> dict[str, bytes | None]:
    """Every path under root (lock files aside) with its bytes (None for folders)."""
    result: dict[str, bytes | None] = {}
    if not root.exists():
        return result
    for path in sorted(root.rglob("*")):
        if path.name.endswith(".lock"):
            continue
        rel = str(path.relative_to(root))
        result[rel] = path.read_bytes() if path.is_file() else None
    return result


# ---------------------------------------------------------------------------------- defaults
def test_defaults_are_the_builtin_provider_alone():
    config = MemoryConfig()
    assert config.enabled is True
    assert config.provider == "builtin"
    assert config.builtin.user_char_limit == 1375
    assert config.builtin.memory_char_limit == 2200
    assert config.injection.enabled is True
    assert config.injection.recall_placement == "user"
    assert config.injection.context_tag == "memory-context"
    assert config.hindsight.memory_mode == "context"
    assert config.security.scan_content is True
    assert config.security.block_invisible_unicode is True
    assert load_memory_config(None) == config
    assert load_memory_config_with_fields(None) == (config, frozenset())


def test_dropped_seed_sections_are_not_in_the_schema():
    # Seed section 0 dropped background extraction and the streaming scrubber.
    assert "background_extraction" not in MemoryConfig.model_fields
    with pytest.raises(ValidationError):
        MemoryConfig.model_validate({"security": {"streaming_scrubber": True}})


# ---------------------------------------------------------------------------------- YAML
def test_whole_deerflow_config_reads_only_the_memory_section(tmp_path):
    path = write(
        tmp_path / "config.yaml",
        """
models:
  - name: gpt-4o
    use: langchain_openai:ChatOpenAI
    api_key: $OPENAI_API_KEY
tools:
  - name: web_search
    group: web
sandbox:
  use: src.sandbox.local:LocalSandboxProvider
memory:
  provider: hindsight
  builtin:
    user_char_limit: 2000
  hindsight:
    memory_mode: hybrid
  injection:
    recall_placement: system
title:
  enabled: true
""",
    )
    config, fields = load_memory_config_with_fields(path)
    assert config.provider == "hindsight"
    assert config.builtin.user_char_limit == 2000
    assert config.builtin.memory_char_limit == 2200  # untouched default
    assert config.hindsight.memory_mode == "hybrid"
    assert config.injection.recall_placement == "system"
    assert fields == {
        "provider", "builtin.user_char_limit", "hindsight.memory_mode",
        "injection.recall_placement",
    }
    assert load_memory_config(path) == config
    assert load_memory_config(str(path)) == config


def test_whole_config_without_memory_section_gives_defaults(tmp_path):
    path = write(tmp_path / "config.yaml", "models: []\ntitle:\n  enabled: true\n")
    assert load_memory_config(path) == MemoryConfig()
    assert load_memory_config(write(tmp_path / "empty.yaml", "")) == MemoryConfig()
    assert load_memory_config(write(tmp_path / "null.yaml", "memory:\n")) == MemoryConfig()


def test_bare_memory_section(tmp_path):
    path = write(tmp_path / "memory.yaml", "provider: builtin\ninjection:\n  enabled: false\n")
    config, fields = load_memory_config_with_fields(path)
    assert config.injection.enabled is False
    assert fields == {"provider", "injection.enabled"}


def test_env_expansion_both_forms(tmp_path, monkeypatch):
    monkeypatch.setenv("HS_URL", "http://hindsight.internal:9999")
    monkeypatch.setenv("HS_KEY", "sk-test")
    monkeypatch.setenv("USER_LIMIT", "3000")
    monkeypatch.delenv("NOT_SET_ANYWHERE", raising=False)
    path = write(
        tmp_path / "config.yaml",
        """
memory:
  provider: hindsight
  builtin:
    user_char_limit: ${USER_LIMIT}
  hindsight:
    api_url: $HS_URL
    api_key: ${HS_KEY}
    bank_mission: "prefix-${HS_KEY}-$NOT_SET_ANYWHERE-end"
""",
    )
    config = load_memory_config(path)
    assert config.hindsight.api_url == "http://hindsight.internal:9999"
    assert config.hindsight.api_key == "sk-test"
    assert config.builtin.user_char_limit == 3000
    assert config.hindsight.bank_mission == "prefix-sk-test--end"


def test_unset_env_api_key_becomes_none(tmp_path, monkeypatch):
    monkeypatch.delenv("MISSING_KEY_VAR", raising=False)
    path = write(tmp_path / "c.yaml", "memory:\n  hindsight:\n    api_key: $MISSING_KEY_VAR\n")
    assert load_memory_config(path).hindsight.api_key is None


@pytest.mark.parametrize(
    ("yaml_text", "named"),
    [
        ("memory:\n  providr: builtin\n", "providr"),
        ("memory:\n  builtin:\n    user_char_limt: 10\n", "builtin.user_char_limt"),
        ("memory_v2:\n  security:\n    scan_contnt: true\n", "security.scan_contnt"),
        ("memory:\n  injection:\n    recall_placement: system\n    colour: red\n",
         "injection.colour"),
    ],
)
def test_unknown_key_is_an_error_naming_it(tmp_path, yaml_text, named):
    path = write(tmp_path / "config.yaml", yaml_text)
    with pytest.raises(ConfigError) as info:
        load_memory_config(path)
    message = str(info.value)
    assert named in message
    assert "unknown key" in message
    assert str(path) in message


@pytest.mark.parametrize(
    ("yaml_text", "field"),
    [
        ("memory:\n  builtin:\n    user_char_limit: lots\n", "builtin.user_char_limit"),
        ("memory:\n  builtin:\n    user_char_limit: 5\n", "builtin.user_char_limit"),
        ("memory:\n  provider: mem0\n", "provider"),
        ("memory:\n  injection:\n    recall_placement: middle\n", "injection.recall_placement"),
        ("memory:\n  injection:\n    enabled: [1, 2]\n", "injection.enabled"),
        ("memory:\n  builtin: 12\n", "builtin"),
        ("memory:\n  hindsight:\n    memory_mode: everything\n", "hindsight.memory_mode"),
    ],
)
def test_wrong_type_is_an_error_naming_the_field(tmp_path, yaml_text, field):
    path = write(tmp_path / "config.yaml", yaml_text)
    with pytest.raises(ConfigError) as info:
        load_memory_config(path)
    assert field in str(info.value)
    assert str(path) in str(info.value)


@pytest.mark.parametrize(
    "yaml_text",
    ["memory:\n  provider: [builtin\n", "memory:\n\tprovider: builtin\n", "a: b: c\n",
     "memory: {provider: builtin\n"],
)
def test_broken_yaml_is_a_clear_error(tmp_path, yaml_text):
    path = write(tmp_path / "config.yaml", yaml_text)
    with pytest.raises(ConfigError) as info:
        load_memory_config(path)
    assert "not valid YAML" in str(info.value)
    assert str(path) in str(info.value)


@pytest.mark.parametrize("yaml_text", ["- a\n- b\n", "just a string\n", "memory: 12\n",
                                       "memory: [1]\n"])
def test_non_mapping_documents_are_refused(tmp_path, yaml_text):
    path = write(tmp_path / "config.yaml", yaml_text)
    with pytest.raises(ConfigError) as info:
        load_memory_config(path)
    assert "mapping" in str(info.value)


def test_missing_file_is_a_clear_error(tmp_path):
    with pytest.raises(ConfigError) as info:
        load_memory_config(tmp_path / "nope.yaml")
    assert "not found" in str(info.value)
    assert "nope.yaml" in str(info.value)


def test_config_file_that_is_a_directory_or_not_utf8(tmp_path):
    (tmp_path / "dir.yaml").mkdir()
    with pytest.raises(ConfigError):
        load_memory_config(tmp_path / "dir.yaml")
    bad = tmp_path / "latin1.yaml"
    bad.write_bytes(b"memory:\n  hindsight:\n    bank_mission: caf\xe9\n")
    with pytest.raises(ConfigError) as info:
        load_memory_config(bad)
    assert "latin1.yaml" in str(info.value)


def test_config_error_is_a_value_error():
    assert issubclass(ConfigError, ValueError)


# ---------------------------------------------------------------------------------- layering
@pytest.fixture
def yaml_store(tmp_path):
    path = write(
        tmp_path / "config.yaml",
        "memory:\n  injection:\n    max_tokens: 1500\n    include_hindsight: false\n"
        "  hindsight:\n    recall_budget: high\n",
    )
    config, _ = load_memory_config_with_fields(path)
    base_dir = tmp_path / "base"
    return OverrideStore(config, base_dir=base_dir), base_dir


def test_layering_defaults_yaml_global_user_with_sources(yaml_store):
    store, base_dir = yaml_store
    write(base_dir / GLOBAL_OVERRIDES_FILE, json.dumps(
        {"injection": {"max_tokens": 1000}, "hindsight": {"memory_mode": "tools"}}
    ))
    write(base_dir / "users" / "alice" / USER_OVERRIDES_FILE, json.dumps(
        {"injection": {"max_tokens": 500, "enabled": False}}
    ))
    alice = store.effective("alice")
    assert alice.warnings == ()
    assert alice.config.injection.max_tokens == 500
    assert alice.config.injection.enabled is False
    assert alice.config.hindsight.memory_mode == "tools"
    assert alice.config.hindsight.recall_budget == "high"
    assert alice.config.injection.include_hindsight is False
    assert alice.config.injection.include_builtin is True
    assert alice.sources["injection.max_tokens"] == "user"
    assert alice.sources["injection.enabled"] == "user"
    assert alice.sources["hindsight.memory_mode"] == "global"
    assert alice.sources["hindsight.recall_budget"] == "yaml"
    assert alice.sources["injection.include_hindsight"] == "yaml"
    assert alice.sources["injection.include_builtin"] == "default"
    assert alice.sources["builtin.user_char_limit"] == "default"
    assert alice.user_overrides == {"injection.max_tokens": 500, "injection.enabled": False}

    bob = store.effective("bob")  # no per-user file: global over yaml
    assert bob.config.injection.max_tokens == 1000
    assert bob.sources["injection.max_tokens"] == "global"
    assert bob.config.injection.enabled is True
    assert bob.sources["injection.enabled"] == "default"
    assert bob.user_overrides == {}


def test_fields_report_value_source_and_writability(yaml_store):
    store, _ = yaml_store
    fields = store.effective("carol").fields()
    assert fields["injection.max_tokens"] == {"value": 1500, "source": "yaml",
                                              "user_writable": True}
    assert fields["builtin.user_char_limit"] == {"value": 1375, "source": "default",
                                                 "user_writable": False}
    assert all(info["source"] in {"default", "yaml", "global", "user"}
               for info in fields.values())
    assert {p for p, info in fields.items() if info["user_writable"]} == USER_WRITABLE_FIELDS


def test_whitelist_matches_the_seed():
    assert {
        "injection.enabled", "injection.max_tokens", "injection.include_builtin",
        "injection.include_hindsight", "hindsight.memory_mode", "hindsight.recall_budget",
        "hindsight.bank_mission",
    } <= USER_WRITABLE_FIELDS
    for forbidden in ("enabled", "provider", "hindsight.mode", "hindsight.api_url",
                      "hindsight.api_key", "hindsight.bank_id_template",
                      "hindsight.work_bank_id_template", "builtin.user_char_limit",
                      "builtin.memory_char_limit", "security.scan_content",
                      "security.block_invisible_unicode"):
        assert forbidden not in USER_WRITABLE_FIELDS


def test_non_whitelisted_fields_in_override_files_are_ignored_on_read(yaml_store):
    store, base_dir = yaml_store
    write(base_dir / GLOBAL_OVERRIDES_FILE, json.dumps(
        {"provider": "hindsight", "security": {"scan_content": False},
         "injection": {"include_builtin": False}}
    ))
    write(base_dir / "users" / "alice" / USER_OVERRIDES_FILE, json.dumps(
        {"builtin": {"user_char_limit": 100000}, "hindsight": {"api_url": "http://evil"},
         "injection": {"enabled": False}}
    ))
    alice = store.effective("alice")
    assert alice.config.provider == "builtin"
    assert alice.config.security.scan_content is True
    assert alice.config.builtin.user_char_limit == 1375
    assert alice.config.hindsight.api_url == "http://localhost:8888"
    assert alice.config.injection.enabled is False
    assert alice.config.injection.include_builtin is False
    assert alice.sources["provider"] == "default"
    assert alice.sources["security.scan_content"] == "default"
    assert alice.user_overrides == {"injection.enabled": False}


def test_dotted_keys_in_override_files_are_not_silently_misread(yaml_store):
    store, base_dir = yaml_store
    # A flat dotted key is a whitelisted path too.
    write(base_dir / "users" / "dan" / USER_OVERRIDES_FILE,
          json.dumps({"injection.enabled": False}))
    assert store.effective("dan").config.injection.enabled is False


# ---------------------------------------------------------------------------------- set / unset
def test_set_and_unset_user_override(yaml_store):
    store, base_dir = yaml_store
    path = base_dir / "users" / "alice" / USER_OVERRIDES_FILE
    effective = store.set_user_overrides("alice", {"injection.enabled": False})
    assert effective.config.injection.enabled is False
    assert effective.sources["injection.enabled"] == "user"
    assert json.loads(path.read_text()) == {"injection": {"enabled": False}}

    # nested form, merged with what is there
    effective = store.set_user_overrides(
        "alice", {"hindsight": {"memory_mode": "hybrid", "recall_budget": "low"}}
    )
    assert effective.config.hindsight.memory_mode == "hybrid"
    assert effective.config.injection.enabled is False
    assert json.loads(path.read_text()) == {
        "hindsight": {"memory_mode": "hybrid", "recall_budget": "low"},
        "injection": {"enabled": False},
    }
    assert store.effective("alice").sources["hindsight.recall_budget"] == "user"

    effective = store.unset_user_override("alice", "hindsight.recall_budget")
    assert effective.config.hindsight.recall_budget == "high"  # back to yaml
    assert effective.sources["hindsight.recall_budget"] == "yaml"

    store.unset_user_override("alice", "hindsight.memory_mode")
    effective = store.unset_user_override("alice", "injection.enabled")
    assert effective.config.injection.enabled is True
    assert effective.sources["injection.enabled"] == "default"
    assert not path.exists()  # an empty override set removes the file
    # unsetting a field that is not set is harmless
    assert store.unset_user_override("alice", "injection.enabled").user_overrides == {}


def test_set_does_not_leak_into_other_users(yaml_store):
    store, base_dir = yaml_store
    store.set_user_overrides("alice", {"injection.enabled": False})
    assert store.effective("bob").config.injection.enabled is True
    assert not (base_dir / "users" / "bob").exists()


def test_set_writes_atomically_no_temp_files_left(yaml_store, monkeypatch):
    store, base_dir = yaml_store
    import deerflow_memory_middleware.storage.files as overrides_module

    calls = []
    real = overrides_module.atomic_write_text

    def spy(path, text):
        calls.append(path)
        real(path, text)

    monkeypatch.setattr(overrides_module, "atomic_write_text", spy)
    store.set_user_overrides("alice", {"injection.max_tokens": 42})
    assert calls == [base_dir / "users" / "alice" / USER_OVERRIDES_FILE]
    leftovers = [p.name for p in (base_dir / "users" / "alice").iterdir()
                 if p.name.endswith(".tmp")]
    assert leftovers == []


def test_failed_atomic_write_keeps_old_file(yaml_store, monkeypatch):
    store, base_dir = yaml_store
    path = base_dir / "users" / "alice" / USER_OVERRIDES_FILE
    store.set_user_overrides("alice", {"injection.max_tokens": 42})
    before = path.read_bytes()
    from deerflow_memory_middleware import fsutil

    def boom(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr(fsutil.os, "replace", boom)
    with pytest.raises(OSError):
        store.set_user_overrides("alice", {"injection.max_tokens": 7})
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert [p.name for p in path.parent.iterdir() if p.name.endswith(".tmp")] == []


@pytest.mark.parametrize(
    "values",
    [
        {"provider": "hindsight"},
        {"builtin.user_char_limit": 100000},
        {"security": {"scan_content": False}},
        {"hindsight.api_url": "http://evil.example"},
        {"injection.enabled": False, "enabled": False},
    ],
)
def test_non_whitelisted_set_is_refused_with_clear_error(yaml_store, values):
    store, base_dir = yaml_store
    store.set_user_overrides("alice", {"injection.max_tokens": 42})
    before = snapshot_tree(base_dir)
    with pytest.raises(ConfigError) as info:
        store.set_user_overrides("alice", values)
    message = str(info.value)
    assert "cannot be overridden per user" in message
    assert "injection.enabled" in message  # lists what is writable
    assert snapshot_tree(base_dir) == before


@pytest.mark.parametrize(
    "values",
    [
        {"injection.max_tokens": "many"},
        {"injection.max_tokens": 0},
        {"hindsight.memory_mode": "all"},
        {"hindsight.recall_budget": 3},
        {"injection.enabled": [True]},
    ],
)
def test_wrong_type_set_is_refused(yaml_store, values):
    store, base_dir = yaml_store
    before = snapshot_tree(base_dir)
    with pytest.raises(ConfigError) as info:
        store.set_user_overrides("alice", values)
    assert next(iter(values)) in str(info.value)
    assert snapshot_tree(base_dir) == before


def test_unset_of_non_whitelisted_field_is_refused(yaml_store):
    store, _ = yaml_store
    with pytest.raises(ConfigError) as info:
        store.unset_user_override("alice", "provider")
    assert "provider" in str(info.value)
    assert "not user-writable" in str(info.value)


def test_unknown_field_set_is_refused(yaml_store):
    store, _ = yaml_store
    with pytest.raises(ConfigError) as info:
        store.set_user_overrides("alice", {"injection.colour": "red"})
    assert "injection.colour" in str(info.value)


@pytest.mark.parametrize("user_id", ["../x", "a/b", ".hidden"])
def test_odd_user_ids_stay_inside_their_encoded_folder(yaml_store, tmp_path, user_id):
    from deerflow_memory_middleware.identity import user_dir

    store, base_dir = yaml_store
    store.set_user_overrides(user_id, {"injection.enabled": False})
    assert store.effective(user_id).config.injection.enabled is False
    written = [p for p in tmp_path.rglob("*") if p.is_file() and "memory_config" in p.name]
    assert written and all(p.parent == user_dir(base_dir, user_id) for p in written)
    assert all(p.resolve().is_relative_to(tmp_path.resolve()) for p in written)


@pytest.mark.parametrize("user_id", ["", "a\x00b", "x" * 5000])
def test_invalid_user_ids_never_touch_the_disk(yaml_store, tmp_path, user_id):
    from deerflow_memory_middleware.identity import InvalidIdError

    store, _ = yaml_store
    before = snapshot_tree(tmp_path)
    with pytest.raises(InvalidIdError):
        store.set_user_overrides(user_id, {"injection.enabled": False})
    with pytest.raises(InvalidIdError):
        store.effective(user_id)
    assert snapshot_tree(tmp_path) == before


# ---------------------------------------------------------------------------------- broken files
def _break_invalid_json(path: Path) -> None:
    path.write_text('{"injection": {"enabled": false', encoding="utf-8")


def _break_wrong_type(path: Path) -> None:
    path.write_text(json.dumps({"injection": {"max_tokens": "lots"}}), encoding="utf-8")


def _break_not_an_object(path: Path) -> None:
    path.write_text("[1, 2, 3]", encoding="utf-8")


def _break_directory(path: Path) -> None:
    path.unlink()
    path.mkdir()
    (path / "inner.json").write_text("{}")


def _break_not_utf8(path: Path) -> None:
    path.write_bytes(b'{"injection": {"enabled": "\xff\xfe"}}')


BREAKERS = {
    "invalid_json": _break_invalid_json,
    "wrong_type": _break_wrong_type,
    "not_an_object": _break_not_an_object,
    "directory": _break_directory,
    "not_utf8": _break_not_utf8,
}


@pytest.mark.parametrize("breaker", sorted(BREAKERS))
@pytest.mark.parametrize("which", ["user", "global"])
def test_broken_override_file_keeps_last_good_state(yaml_store, breaker, which):
    store, base_dir = yaml_store
    user_path = base_dir / "users" / "alice" / USER_OVERRIDES_FILE
    global_path = base_dir / GLOBAL_OVERRIDES_FILE
    write(global_path, json.dumps({"hindsight": {"memory_mode": "tools"}}))
    store.set_user_overrides("alice", {"injection.max_tokens": 42, "injection.enabled": False})
    good = store.effective("alice")
    assert good.warnings == ()
    path = user_path if which == "user" else global_path

    BREAKERS[breaker](path)
    before = snapshot_tree(base_dir)
    effective = store.effective("alice")
    # reported, naming the file
    assert effective.warnings, breaker
    assert any(str(path) in w for w in effective.warnings), effective.warnings
    # the last good state is kept
    assert effective.config == good.config
    assert effective.sources == good.sources
    # reported again on every read until fixed (not cached away)
    assert store.effective("alice").warnings
    # writes to a broken per-user file are refused; nothing on disk changes
    if which == "user":
        with pytest.raises(ConfigError) as info:
            store.set_user_overrides("alice", {"injection.enabled": True})
        assert str(path) in str(info.value)
        with pytest.raises(ConfigError):
            store.unset_user_override("alice", "injection.enabled")
    assert snapshot_tree(base_dir) == before


@pytest.mark.parametrize("breaker", sorted(BREAKERS))
def test_broken_file_in_a_fresh_process_falls_back_to_yaml(tmp_path, breaker):
    """No last good state known: the layer below is used and the warning names the file."""
    base_dir = tmp_path / "base"
    path = write(base_dir / "users" / "alice" / USER_OVERRIDES_FILE,
                 json.dumps({"injection": {"enabled": False}}))
    BREAKERS[breaker](path)
    store = OverrideStore(MemoryConfig(), base_dir=base_dir)
    effective = store.effective("alice")
    assert effective.config == MemoryConfig()
    assert effective.warnings and str(path) in effective.warnings[0]
    assert set(effective.sources.values()) == {"default"}


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_unreadable_override_file(yaml_store, monkeypatch):
    store, base_dir = yaml_store
    store.set_user_overrides("alice", {"injection.max_tokens": 42})
    good = store.effective("alice")
    path = base_dir / "users" / "alice" / USER_OVERRIDES_FILE
    # Running as root makes chmod 000 meaningless, so simulate the read failure itself.
    real_read_text = Path.read_text

    def read_text(self, *args, **kwargs):
        if self == path:
            raise PermissionError(13, "Permission denied", str(self))
        return real_read_text(self, *args, **kwargs)

    monkeypatch.setattr(Path, "read_text", read_text)
    os.utime(path, ns=(1, 1))  # a new stamp so the cache re-reads
    before = snapshot_tree(base_dir)
    effective = store.effective("alice")
    assert effective.config == good.config
    assert any("Cannot read" in w and str(path) in w for w in effective.warnings)
    with pytest.raises(ConfigError):
        store.set_user_overrides("alice", {"injection.max_tokens": 7})
    monkeypatch.undo()
    assert snapshot_tree(base_dir) == before


def test_fixing_a_broken_file_clears_the_warning(yaml_store):
    store, base_dir = yaml_store
    path = base_dir / "users" / "alice" / USER_OVERRIDES_FILE
    store.set_user_overrides("alice", {"injection.max_tokens": 42})
    _break_invalid_json(path)
    assert store.effective("alice").warnings
    path.write_text(json.dumps({"injection": {"max_tokens": 77}}))
    fixed = store.effective("alice")
    assert fixed.warnings == ()
    assert fixed.config.injection.max_tokens == 77


def test_override_file_edited_by_hand_is_picked_up(yaml_store):
    store, base_dir = yaml_store
    assert store.effective("alice").config.injection.max_tokens == 1500
    path = write(base_dir / "users" / "alice" / USER_OVERRIDES_FILE,
                 json.dumps({"injection": {"max_tokens": 99}}))
    assert store.effective("alice").config.injection.max_tokens == 99
    path.write_text(json.dumps({"injection": {"max_tokens": 111}}))
    assert store.effective("alice").config.injection.max_tokens == 111


def test_with_values_rejects_unknown_paths():
    with pytest.raises(ConfigError) as info:
        MemoryConfig().with_values({"injection.nope": 1})
    assert "injection.nope" in str(info.value)
    with pytest.raises(ConfigError):
        MemoryConfig().with_values({"injection.enabled.deeper": 1})


def test_set_stores_the_validated_value_not_the_raw_one(yaml_store):
    """A lax value ("300", "false") is stored as the typed value the config holds, so the file,
    `user_overrides` and the effective config agree."""
    store, base_dir = yaml_store
    effective = store.set_user_overrides(
        "alice", {"injection.max_tokens": "300", "injection.enabled": "false"}
    )
    assert effective.config.injection.max_tokens == 300
    assert effective.config.injection.enabled is False
    assert effective.user_overrides == {"injection.max_tokens": 300, "injection.enabled": False}
    stored = json.loads((base_dir / "users" / "alice" / USER_OVERRIDES_FILE).read_text())
    assert stored == {"injection": {"enabled": False, "max_tokens": 300}}


def test_a_loaded_config_carries_its_yaml_fields_to_every_face(tmp_path):
    """`MemoryMiddleware(load_memory_config(path))` alone reports 'yaml' sources."""
    from deerflow_memory_middleware import MemoryMiddleware
    from deerflow_memory_middleware.service import MemoryService

    path = tmp_path / "config.yaml"
    path.write_text("memory:\n  injection:\n    max_tokens: 700\n")
    config = load_memory_config(path)
    assert config.yaml_fields == frozenset({"injection.max_tokens"})
    memory = MemoryMiddleware(config, base_dir=tmp_path / "m")
    fields = MemoryService(memory.registry).get_config("alice")["fields"]
    assert fields["injection.max_tokens"] == {"value": 700, "source": "yaml", "user_writable": True}
    assert fields["injection.enabled"]["source"] == "default"
