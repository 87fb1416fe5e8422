"""Domain constants every layer shares: targets, the entry separator, the memory tool's schema.

They live at the bottom of the package (this module imports nothing from it), so a low module
such as the builtin provider never imports from the tool or service layers to learn them.
"""

from __future__ import annotations

from typing import Any, Literal

__all__ = [
    "ENTRY_DELIMITER",
    "MEMORY_TOOL_DESCRIPTION",
    "MEMORY_TOOL_NAME",
    "MEMORY_TOOL_SCHEMA",
    "TARGETS",
    "Target",
]

#: ``user`` is USER.md (the profile, shared by the user's agents); ``memory`` is MEMORY.md (one
#: agent's notes).
Target = Literal["user", "memory"]
TARGETS: tuple[Target, ...] = ("user", "memory")
#: Separates entries in USER.md / MEMORY.md (a section sign on a line of its own).
ENTRY_DELIMITER = "\n§\n"
#: The builtin memory tool's name.
MEMORY_TOOL_NAME = "memory"

MEMORY_TOOL_DESCRIPTION = """\
Save information that will still matter in future conversations to persistent memory. Memory is \
shown to you in the system prompt of later sessions, so keep entries short and save only facts \
that will really be reused.

When to save (decide proactively; do not wait to be asked):
- the user corrects you or says "remember this";
- the user reveals a preference, habit or personal detail (name, role, time zone, style);
- you learn a stable fact about the environment, project or tools that you will need again.

Two targets:
- 'user': the user profile - name, role, preferences, communication style (shared by all agents);
- 'memory': your own private working notes - environment facts, conventions, pitfalls (this agent \
only).

Three actions: 'add' (new entry), 'replace' (find the entry by old_text, write content instead), \
'remove' (find the entry by old_text and delete it). When memory is full, merge or remove entries.

Do NOT save: progress of the current task, information you can look up again, temporary to-dos, \
secrets or credentials, or instructions addressed to yourself."""

MEMORY_TOOL_SCHEMA: dict[str, Any] = {
    "name": MEMORY_TOOL_NAME,
    "description": MEMORY_TOOL_DESCRIPTION,
    "parameters": {
        "type": "object",
        "properties": {
            "action": {"type": "string", "enum": ["add", "replace", "remove"]},
            "target": {"type": "string", "enum": ["memory", "user"]},
            "content": {
                "type": "string",
                "description": "The entry text (required for add and replace).",
            },
            "old_text": {
                "type": "string",
                "description": "A short unique substring of the entry to replace or remove.",
            },
        },
        "required": ["action", "target"],
    },
}
