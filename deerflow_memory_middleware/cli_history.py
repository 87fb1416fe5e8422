"""`deerflow-memory history` and `deerflow-memory undo`: the audit trail of memory writes.

    deerflow-memory history [--limit 20] [--target user|memory] [--all-agents]
    deerflow-memory undo ID            # one change, by the id `history` shows
    deerflow-memory undo --last 2      # the two newest applied changes

``undo`` exits 1 with the reason when refused (stale entry, refused or already undone change).
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from .history import get_history, undo
from .results import HistoryRecord
from .service import MemoryService

__all__ = ["add_history_commands", "run_history_command"]

COMMANDS = ("history", "undo")


def add_history_commands(sub: Any, common: argparse.ArgumentParser) -> None:
    """Register the two subcommands on the CLI's subparsers."""
    history = sub.add_parser("history", parents=[common], help="list recent memory writes",
                             description="Newest memory writes of the user, newest first.")
    history.add_argument("--limit", type=int, default=20, help="records to show (default 20)")
    history.add_argument("--target", choices=("user", "memory"), help="only this file")
    history.add_argument("--all-agents", action="store_true",
                         help="MEMORY.md records of every agent, not only --agent")
    undo_cmd = sub.add_parser("undo", parents=[common], help="undo a memory change",
                              description="Undo one change by id, or the last N changes.")
    which = undo_cmd.add_mutually_exclusive_group(required=True)
    which.add_argument("id", nargs="?", help="the record id `history` shows")
    which.add_argument("--last", type=int, help="undo the N newest applied changes")


def _line(record: HistoryRecord) -> str:
    state = "undone" if record["undone"] else record["verdict"]
    where = "USER.md" if record["target"] == "user" else f"MEMORY.md ({record['agent_id']})"
    via = record["face"] + (f" thread {record['thread_id']}" if record.get("thread_id") else "")
    text = record["new"] if record["action"] != "remove" else record["old"]
    if record["action"] == "replace":
        text = f"{record['old']!r} -> {record['new']!r}"
    else:
        text = repr(text)
    shown = text if len(text) <= 100 else text[:97] + "..."
    return f"{record['id']}  {record['at'][:19]}  {record['action']:<7} {where:<22} " \
           f"[{state}] via {via}: {shown}"


def run_history_command(args: argparse.Namespace, svc: MemoryService, user: str,
                        agent: str) -> tuple[int, Any, str]:
    """Run ``history`` or ``undo``: (exit status, JSON data, text)."""
    if args.command == "history":
        data = get_history(svc, user, limit=args.limit, target=args.target,
                           agent_id=None if args.all_agents else agent)
        text = "\n".join(_line(r) for r in data["records"]) or "No memory writes recorded yet."
        return 0, data, text
    report = undo(svc, user, record_id=args.id, last=args.last, agent_id=agent, face="cli")
    text = "\n".join(f"{o.record_id}: {o.message}" for o in report.outcomes)
    return (0 if report.success else 1), report.to_dict(), text


def dumps(data: Any) -> str:
    return json.dumps(data, indent=2, ensure_ascii=False, default=str)
