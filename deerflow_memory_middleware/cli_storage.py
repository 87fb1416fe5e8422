"""`deerflow-memory storage`: the storage backend's schema and copies between backends.

- ``storage schema``: create or upgrade the Postgres schema (``storage.dsn`` or ``--dsn``) and
  print its version; the package also does this itself when it opens the database.
- ``storage copy --from files --to postgres`` (or back): copy every user's entries, overrides,
  audit records and the outbox; idempotent, with progress on stderr.

Exit status: 0 when done; 11 when the database is unavailable; 1 for any other refusal.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import Any

from .config import MemoryConfig, StorageConfig
from .storage import Storage, open_storage
from .storage.copy import copy_storage

__all__ = ["add_parsers", "run"]


def add_parsers(command: Callable[[str, str], argparse.ArgumentParser]) -> None:
    """Register ``storage`` with the CLI's ``command(name, help)`` factory."""
    storage = command("storage", "the storage backend: schema, copy between files and postgres")
    storage.add_argument("action", choices=("copy", "schema"),
                         help="copy: every user's state from one backend to the other; "
                              "schema: create or upgrade the Postgres schema")
    storage.add_argument("--from", dest="source", choices=("files", "postgres"),
                         help="copy from this backend")
    storage.add_argument("--to", dest="target", choices=("files", "postgres"),
                         help="copy to this backend")
    storage.add_argument("--dsn", help="the Postgres URL ($VAR expanded; default: storage.dsn "
                                       "of the config)")


def _open(name: str, config: MemoryConfig, base_dir: str, dsn: str | None) -> Storage:
    if name == "files":
        return open_storage(StorageConfig(), base_dir=base_dir)
    section = config.storage.model_copy(update={"backend": "postgres",
                                                "dsn": dsn or config.storage.dsn})
    return open_storage(StorageConfig.model_validate(section.model_dump()), base_dir=base_dir)


def run(args: argparse.Namespace, config: MemoryConfig, base_dir: str,
        emit: Callable[[argparse.Namespace, Any, str], None]) -> int:
    """Run ``storage <action>``.

    Raises:
        ValueError: a usage error (missing or equal --from / --to, no DSN).
        StorageError: a backend failed.
    """
    if args.action == "schema":
        from .storage.pg.schema import SCHEMA_VERSION

        storage = _open("postgres", config, base_dir, args.dsn)
        storage.close()
        emit(args, {"schema_version": SCHEMA_VERSION},
             f"Memory schema is at version {SCHEMA_VERSION}.")
        return 0
    if not args.source or not args.target or args.source == args.target:
        raise ValueError("storage copy needs --from and --to naming two different backends, "
                         "e.g. --from files --to postgres")
    source = _open(args.source, config, base_dir, args.dsn)
    try:
        target = _open(args.target, config, base_dir, args.dsn)
        try:
            def progress(number: int, user: str) -> None:
                print(f"copied {number} user(s), last {user}", file=sys.stderr, flush=True)

            report = copy_storage(source, target, progress=progress)
        finally:
            target.close()
    finally:
        source.close()
    data = report.to_dict()
    emit(args, data,
         f"Copied {args.source} -> {args.target}: {report.users} user(s), "
         f"{report.documents_copied} document(s) written ({report.documents_unchanged} already "
         f"there), {report.overrides_copied} override document(s), {report.audit_copied} audit "
         f"record(s) ({report.audit_unchanged} already there), {report.outbox_copied} outbox "
         f"item(s) ({report.outbox_unchanged} already there).")
    return 0 if not report.problems else 1
