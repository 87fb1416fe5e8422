"""`deerflow-memory export`, `import` and `clear`: a user's whole memory as one JSON document.

Exit status: 0 when done; 1 when refused or when an import refused any entry (the report on
stdout, or stderr, lists each); 2 for a usage error.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .errors import ErrorCode, MemoryV2Error
from .results import ImportResult
from .service import MemoryService

__all__ = ["COMMANDS", "add_parsers", "run"]

COMMANDS = frozenset({"export", "import", "clear"})


class PortabilityError(MemoryV2Error):
    """A refused export / import / clear; carries the report to print under ``--json``."""

    default_code = ErrorCode.INVALID_ARGUMENT

    def __init__(self, reason: str, data: dict[str, Any] | None = None) -> None:
        super().__init__(reason)
        self.data = data


def add_parsers(command: Callable[[str, str], argparse.ArgumentParser]) -> None:
    """Register the subcommands with the CLI's ``command(name, help)`` factory."""
    export = command("export", "write the user's whole memory as JSON (files, settings, "
                               "Hindsight documents)")
    export.add_argument("-o", "--output", metavar="FILE", help="write here (default: stdout)")
    imp = command("import", "import an export, or a DeerFlow memory document (facts)")
    imp.add_argument("file", help="the JSON document, or - for stdin")
    imp.add_argument("--mode", choices=("merge", "replace"), default="merge",
                     help="merge: add what is missing (default); replace: each file in the "
                          "document ends up holding exactly its entries")
    imp.add_argument("--dry-run", action="store_true", help="report what would change only")
    clear = command("clear", "remove every entry of the user (or, with --only-agent, of the "
                             "agent's MEMORY.md)")
    clear.add_argument("--only-agent", action="store_true",
                       help="clear only --agent's MEMORY.md")
    clear.add_argument("--yes", action="store_true", help="confirm: entries are removed for good")


def run(args: argparse.Namespace, svc: MemoryService, user: str, agent: str,
        emit: Callable[[argparse.Namespace, Any, str], None]) -> int:
    """Run one of `COMMANDS`.

    Raises:
        PortabilityError: refused; the CLI prints the reason and exits 1.
    """
    if args.command == "export":
        document = svc.export_user(user)
        text = json.dumps(document, indent=2, ensure_ascii=False)
        if args.output:
            Path(args.output).write_text(text + "\n", encoding="utf-8")
            print(f"Exported memory of {user} to {args.output}", file=sys.stderr)
        else:
            print(text)
        return 0
    if args.command == "import":
        document = _read_document(args.file)
        report = svc.import_user(user, document, mode=args.mode, dry_run=args.dry_run,
                                 agent_id=agent)
        emit(args, report, _describe(report))
        if not report["success"]:
            raise PortabilityError("some entries were refused or skipped; see the report",
                                   dict(report))
        return 0
    if not args.yes:
        raise PortabilityError("clear removes entries for good: add --yes to confirm")
    result = svc.clear(user, agent if args.only_agent else None)
    emit(args, result, f"Removed {result['cleared']} entries.")
    if not result["success"]:
        raise PortabilityError(f"{len(result['failed'])} entries could not be removed",
                               dict(result))
    return 0


def _read_document(name: str) -> Any:
    raw = sys.stdin.read() if name == "-" else Path(name).read_text(encoding="utf-8")
    try:
        return json.loads(raw)
    except json.JSONDecodeError as exc:
        raise PortabilityError(f"{name} is not JSON: {exc}") from exc


def _describe(report: ImportResult) -> str:
    verb = "Would import" if report["dry_run"] else "Imported"
    lines = [f"{verb} ({report['mode']}):"]
    for item in report["files"]:
        where = "USER.md" if item["target"] == "user" else f"MEMORY.md of {item['agent_id']}"
        lines.append(f"  {where}: +{item['added']} -{item['removed']} ={item['unchanged']}"
                     + (f", {len(item['refused'])} refused" if item["refused"] else ""))
        lines += [f"    refused: {r['text'][:60]!r}: {r['error']}" for r in item["refused"]]
    if report["settings"]:
        lines.append(f"  settings: {', '.join(sorted(report['settings']))}")
    if report["hindsight"]:
        lines.append(f"  hindsight: {report['hindsight']}")
    lines += [f"  problem: {p}" for p in report["problems"]]
    return "\n".join(lines)
