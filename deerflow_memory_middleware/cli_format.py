"""Plain-text rendering of `deerflow-memory` results (``--json`` prints the data itself)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from .results import MemoryView

__all__ = ["format_memory", "format_search", "format_status"]


def format_memory(data: MemoryView, only: str | None) -> str:
    """`show`: each file with usage, revision and indexed entries."""
    lines = []
    names = {"user": f"USER.md (user {data['user_id']})",
             "memory": f"MEMORY.md (agent {data['agent_id']})"}
    for target in ("user", "memory"):
        if only and target != only:
            continue
        usage = data["char_usage"][target]
        tokens = f", {usage['tokens']} tokens" if "tokens" in usage else ""
        lines.append(f"{names[target]}: {usage['used']}/{usage['limit']} chars "
                     f"({usage['percent']}%{tokens}), revision {data['revision'][target]}")
        entries = data["entries"][target]
        if not entries:
            lines.append("  (empty)")
        for entry in entries:
            flag = "  [BLOCKED] " if entry.get("blocked") else "  "
            text = entry["text"].replace("\n", "\n      ")
            lines.append(f"{flag}[{entry['index']}] {text}")
    return "\n".join(lines)


def format_status(data: Mapping[str, Any]) -> str:
    """`status`: providers, Hindsight connection, banks and outbox."""
    providers = ", ".join(f"{p['name']} ({'available' if p['available'] else 'unavailable'})"
                          for p in data["providers"])
    state = "enabled" if data["memory_enabled"] else "disabled"
    lines = [f"user {data['user_id']}, agent {data['agent_id']}: memory {state}",
             f"providers: {providers}"]
    hs = data.get("hindsight") or {}
    if not hs.get("enabled"):
        lines.append(f"hindsight: off ({hs.get('reason', 'not configured')})")
    else:
        banks = hs.get("banks") or {}
        recall = hs.get("last_recall") or {}
        lines.append(f"hindsight: {hs.get('state')} at {hs.get('api_url')}, "
                     f"{'connected' if hs.get('connected') else 'not connected'}, "
                     f"breaker {hs.get('breaker')}")
        lines.append(f"banks: user={banks.get('user')} work={banks.get('work')}")
        lines.append(f"outbox: {hs.get('outbox_depth')} pending; last recall: "
                     f"{recall.get('hits')} hits")
        if hs.get("last_error"):
            lines.append(f"last error: {hs['last_error']}")
    lines += [f"warning: {w}" for w in data.get("config_warnings", [])]
    return "\n".join(lines)


def format_search(data: Mapping[str, Any]) -> str:
    """`search`: one line per recalled memory, or the reflect answer."""
    if data.get("mode") == "reflect":
        return str(data.get("answer") or data.get("text") or json.dumps(data, default=str))
    results = data.get("results") or []
    if not results:
        return "No memories found."
    lines = []
    for item in results:
        if isinstance(item, dict):
            score = item.get("score")
            prefix = f"[{item.get('bank', '?')}] " + (f"{score:.3f} " if isinstance(
                score, int | float) else "")
            lines.append(prefix + str(item.get("text", "")))
        else:
            lines.append(str(item))
    return "\n".join(lines)


