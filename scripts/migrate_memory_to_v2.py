"""Migrate DeerFlow memory (every layout; read only) to Memory V2 (USER.md / MEMORY.md + Hindsight).

A thin wrapper around ``deerflow-memory migrate`` (see docs/MIGRATION.md)::

    python scripts/migrate_memory_to_v2.py --dry-run                  # print the plan only
    python scripts/migrate_memory_to_v2.py --user-id default           # one user
    python scripts/migrate_memory_to_v2.py --all                       # every DeerFlow user
    python scripts/migrate_memory_to_v2.py --all --skip-hindsight      # local files only

Also accepts ``--source-dir`` (DeerFlow's base: ``$DEER_FLOW_HOME``, else ``.deer-flow``),
``--base-dir``, ``--config`` (the YAML with the ``memory:`` section; Hindsight is used when it
says ``provider: hindsight``) and ``--json``. DeerFlow's files are only read.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from a checkout, too

from deerflow_memory_middleware.cli import main

if __name__ == "__main__":
    sys.exit(main(["migrate", *sys.argv[1:]]))
