"""Run override-store reads and writes as an unprivileged user (for test_config_faults.py).

The test suite runs as root, for whom ``chmod 000`` changes nothing. This helper is started as
root, imports and warms up the package, drops to uid/gid 65534 (nobody) and then serves
commands from stdin, one JSON line each (every one also names its ``base_dir``; one store, so
one cache, per folder), answering one JSON line:

- ``{"op": "effective"}`` -> ``{"warnings": [...], "values": {...}}`` or ``{"raised": "..."}``
- ``{"op": "set", "values": {...}}`` -> ``{"ok": true}`` or ``{"raised": "<Type>: <message>"}``
- ``{"op": "load", "path": "config.yaml"}`` -> ``{"enabled": ...}`` or ``{"raised": ...}``
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path

from deerflow_memory_middleware.config import ConfigError, MemoryConfig, load_memory_config
from deerflow_memory_middleware.overrides import OverrideStore

FIELDS = ("injection.max_tokens", "injection.enabled", "hindsight.memory_mode")


def main() -> None:
    with tempfile.TemporaryDirectory() as warm:  # import every lazily imported module as root
        warm_store = OverrideStore(MemoryConfig(), base_dir=warm)
        warm_store.set_user_overrides("warm", {"injection.enabled": False})
        warm_store.effective("warm")
        Path(warm, "c.yaml").write_text("memory:\n  enabled: true\n")
        load_memory_config(Path(warm, "c.yaml"))
        try:
            warm_store.set_user_overrides("warm", {"nope": 1})
        except ConfigError:
            pass
    stores: dict[str, OverrideStore] = {}
    os.setgid(65534)
    os.setuid(65534)
    print(json.dumps({"uid": os.getuid()}), flush=True)
    for line in sys.stdin:
        command = json.loads(line)
        store = stores.setdefault(
            command["base_dir"], OverrideStore(MemoryConfig(), base_dir=command["base_dir"])
        )
        try:
            if command["op"] == "load":
                answer = {"enabled": load_memory_config(command["path"]).enabled}
            elif command["op"] == "effective":
                effective = store.effective("alice")
                answer = {"warnings": list(effective.warnings),
                          "values": {f: effective.config.get_field(f) for f in FIELDS}}
            else:
                store.set_user_overrides("alice", command["values"])
                answer = {"ok": True}
        except Exception as exc:  # noqa: BLE001 - reported to the test, which decides
            answer = {"raised": f"{type(exc).__name__}: {exc}"}
        print(json.dumps(answer), flush=True)


if __name__ == "__main__":
    main()
