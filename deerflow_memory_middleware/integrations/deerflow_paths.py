"""DeerFlow's conventions for where things are: its base dir and its config file.

No DeerFlow import and nothing heavy: the CLI reads these at start-up.
"""

from __future__ import annotations

import os
from pathlib import Path

from ..config import ConfigError

__all__ = ["BASE_DIR_ENV", "CONFIG_ENV", "deerflow_base_dir", "discover_config"]

#: A YAML file with Memory V2 settings (a ``memory_v2:`` section, or the settings alone).
CONFIG_ENV = "DEERFLOW_MEMORY_V2_CONFIG"
#: Where Memory V2 keeps its files, when not DeerFlow's base dir.
BASE_DIR_ENV = "DEERFLOW_MEMORY_V2_BASE_DIR"

def deerflow_base_dir() -> Path:
    """DeerFlow's base dir: ``$DEER_FLOW_HOME``, else ``{project root}/.deer-flow``.

    The project root is ``$DEER_FLOW_PROJECT_ROOT``, else the current directory, as DeerFlow
    resolves it. ``$DEERFLOW_MEMORY_V2_BASE_DIR`` overrides the result for Memory V2 alone.
    """
    if own := os.environ.get(BASE_DIR_ENV):
        return Path(own).expanduser().resolve()
    if home := os.environ.get("DEER_FLOW_HOME"):
        return Path(home).expanduser().resolve()
    return _project_root() / ".deer-flow"


def _project_root() -> Path:
    if root := os.environ.get("DEER_FLOW_PROJECT_ROOT"):
        return Path(root).expanduser().resolve()
    return Path.cwd().resolve()


def discover_config() -> Path | None:
    """The file Memory V2 reads its settings from, when a DeerFlow process builds it.

    In order: ``$DEERFLOW_MEMORY_V2_CONFIG``; DeerFlow's ``config.yaml`` as DeerFlow finds it
    (``$DEER_FLOW_CONFIG_PATH``, else ``{project root}/config.yaml``), whose ``memory_v2:``
    section is read. None when there is none (defaults apply).

    Raises:
        ConfigError: a file named by an environment variable does not exist.
    """
    for variable in (CONFIG_ENV, "DEER_FLOW_CONFIG_PATH"):
        if value := os.environ.get(variable):
            path = Path(value).expanduser()
            if not path.is_file():
                raise ConfigError(
                    f"${variable} names {path}, which is not a file; point it at a YAML file "
                    "or unset it."
                )
            return path
    candidate = _project_root() / "config.yaml"
    return candidate if candidate.is_file() else None
