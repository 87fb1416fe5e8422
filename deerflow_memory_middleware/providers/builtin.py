"""`BuiltinFileProvider`: USER.md (per user) and MEMORY.md (per user and agent).

Lifecycle:

- constructed per (user, agent) scope by the manager factory; nothing is read yet;
- ``system_prompt_block(thread_id=...)`` takes the thread's frozen snapshot at its first call and
  returns the same bytes for the rest of the thread (a bounded per-thread cache), so the system
  prompt stays byte-identical and provider prefix caches keep hitting;
- writes (``add`` / ``replace`` / ``remove`` and their by-index forms) reach disk at once and the
  prompt only at the next session;
- ``reload()`` drops every cached snapshot; ``shutdown()`` has nothing to flush.

Writes: scan -> lock -> re-read -> rules and limits -> atomic replace (see `entry_file`).
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Callable
from functools import partial
from pathlib import Path
from threading import Lock
from typing import Any

from ..audit import record_write
from ..config import MemoryConfig
from ..domain import MEMORY_TOOL_SCHEMA, TARGETS, Target
from ..identity import validate_id, write_id_marker
from ..provider import MemoryProvider
from ..storage.base import AuditSink, EntryDocument, EntryStore
from ..storage.files import FileEntryStore
from ..storage_errors import StorageError
from ..valid_text import lone_surrogate_at
from ..write_result import WriteResult
from .entry_edits import (
    EditRefused,
    clean_entry,
    index_of_entry,
    locate_entry,
    replaced_entry,
)
from .entry_file import ENTRY_DELIMITER, EntryFile, EntryFileState, LockTimeoutError, serialise
from .snapshot_blocks import (
    MAX_CACHED_SCAN_CHARS,
    TargetView,
    render_blocks,
    scan_verdict,
    scan_verdicts,
)
from .split_check import AppendWarmer, split_refusal

logger = logging.getLogger(__name__)

__all__ = ["BuiltinFileProvider", "Target", "TargetView"]

# A file far over its limit is refused unread: bytes per character (UTF-8 worst case) x slack.
_READ_CAP_FACTOR = 8
_MIN_READ_CAP = 16 * 1024
_MAX_SNAPSHOT_THREADS = 256


class BuiltinFileProvider(MemoryProvider):
    """Local entry files with limits, locking, atomic writes and write scanning.

    Args:
        config: the effective memory config (limits, security, lock timeout).
        base_dir: the memory data directory.
        user_id: owner of USER.md.
        agent_id: owner of MEMORY.md.
        store: where the entry documents and audit records live (default: files under
            ``base_dir``; the registry passes the configured storage backend's).
    """

    def __init__(
        self, config: MemoryConfig, *, base_dir: str | Path, user_id: str, agent_id: str,
        store: EntryStore | None = None,
    ) -> None:
        self._config = config
        self.user_id = validate_id(user_id, "user_id")
        self.agent_id = validate_id(agent_id, "agent_id")
        self._layout = FileEntryStore(base_dir)
        self._store: EntryStore = self._layout if store is None else store
        timeout = config.builtin.lock_timeout_seconds
        self._files: dict[Target, EntryDocument] = {
            target: self._store.document(user_id=self.user_id, agent_id=self.agent_id,
                                         target=target, lock_timeout=timeout)
            for target in TARGETS
        }
        self.audit: AuditSink = self._store.audit(self.user_id)  # never injected
        self._apply_read_caps()
        self._snapshots: OrderedDict[str, str] = OrderedDict()
        self._snapshot_lock = Lock()
        self._rendered: tuple[Any, MemoryConfig, str] | None = None

    # ------------------------------------------------------------------ contract
    @property
    def name(self) -> str:
        return "builtin"

    def is_available(self) -> bool:
        return self._config.builtin.enabled

    def configure(self, config: MemoryConfig) -> None:
        """Take a newer effective config (limits and security are not user-writable)."""
        self._config = config
        self._apply_read_caps()

    def _apply_read_caps(self) -> None:
        for target, entry_file in self._files.items():
            entry_file.max_bytes = max(_MIN_READ_CAP, _READ_CAP_FACTOR * self.limit_for(target))

    def get_tool_schemas(self) -> list[dict[str, Any]]:
        return [MEMORY_TOOL_SCHEMA]

    def handle_tool_call(self, tool_name: str, args: dict[str, Any], **kwargs: Any) -> str:
        if tool_name != "memory":
            return super().handle_tool_call(tool_name, args, **kwargs)
        return self.apply(**args).to_json()

    def on_session_switch(
        self, new_thread_id: str, *, parent_thread_id: str = "", reset: bool = False, **kwargs: Any
    ) -> None:
        # A reset thread starts from a fresh read; a branch keeps its parent's frozen view.
        with self._snapshot_lock:
            if reset:
                self._snapshots.pop(new_thread_id, None)
            elif parent_thread_id in self._snapshots and new_thread_id not in self._snapshots:
                self._snapshots[new_thread_id] = self._snapshots[parent_thread_id]

    # ------------------------------------------------------------------ snapshot
    def system_prompt_block(self, *, thread_id: str = "") -> str:
        """The thread's frozen USER PROFILE / MEMORY blocks, taken at its first call.

        A run without a thread id has no thread to freeze for: it gets the current blocks each
        time (unchanged documents cost one stamp check), never a snapshot that goes stale.
        """
        if not thread_id:
            return self.render_snapshot()
        with self._snapshot_lock:
            cached = self._snapshots.get(thread_id)
            if cached is not None:
                self._snapshots.move_to_end(thread_id)
                return cached
        snapshot = self.render_snapshot()
        with self._snapshot_lock:
            snapshot = self._snapshots.setdefault(thread_id, snapshot)
            while len(self._snapshots) > _MAX_SNAPSHOT_THREADS:
                self._snapshots.popitem(last=False)
        return snapshot

    def reload(self) -> None:
        """Forget every frozen snapshot so the next model call of each thread re-reads disk."""
        with self._snapshot_lock:
            self._snapshots.clear()

    def render_snapshot(self) -> str:
        """Render both blocks from disk now; entries that fail the scan show as ``[BLOCKED]``.

        A new thread whose documents have not changed since the last render (same stamps, same
        config) reuses that text: two ``stat`` calls (or one indexed query) instead of two
        reads, a parse and a scan.
        """
        rendered = self._rendered
        try:
            stamps = self._store.stamps([self._files["user"], self._files["memory"]])
        except StorageError as exc:  # the database is down: the last render, or the notices
            logger.error("Memory of %s not checked for changes: %s", self.user_id, exc)
            return rendered[2] if rendered is not None else self._render_blocks()
        if rendered is not None and rendered[0] == stamps and rendered[1] is self._config:
            return rendered[2]
        text = self._render_blocks()
        self._rendered = (stamps, self._config, text)
        return text

    def _render_blocks(self) -> str:
        """Both blocks as quoted data (see `render_blocks`); a file that cannot be read is shown
        as a one-line notice instead of its content."""
        views: dict[Target, TargetView] = {}
        notices: dict[Target, str] = {}
        for target in TARGETS:
            try:
                views[target] = self.view(target)
            except StorageError as exc:
                logger.error("Memory file %s not loaded: %s", self._files[target].location, exc)
                notices[target] = (f"[NOT LOADED: {exc.code.replace('_', ' ')}; the user can "
                                   "fix the file with the memory tools]")
        return render_blocks(views, notices, self._config)

    # ------------------------------------------------------------------ reads
    def limit_for(self, target: Target) -> int:
        builtin = self._config.builtin
        return builtin.user_char_limit if target == "user" else builtin.memory_char_limit

    def path_for(self, target: Target) -> Path:
        """The target's file in the ``files`` layout under ``base_dir`` (where its folder
        keeps local bookkeeping such as a migration manifest, whatever the backend)."""
        return self._layout.path_of(user_id=self.user_id, agent_id=self.agent_id, target=target)

    def view(self, target: Target) -> TargetView:
        """Current entries of a target (deduplicated when configured), with scan verdicts."""
        state = self._files[target].read()
        entries = self._visible(state)
        blocked = scan_verdicts(entries, self._config)
        return TargetView(
            target, entries, blocked, len(serialise(entries)), self.limit_for(target),
            state.revision, state.last_modified, self.path_for(target),
        )

    def _visible(self, state: EntryFileState) -> tuple[str, ...]:
        if not self._config.builtin.deduplicate_on_load:
            return state.entries
        return tuple(dict.fromkeys(state.entries))

    # ------------------------------------------------------------------ writes
    def apply(
        self,
        action: Any = None,
        target: Any = None,
        content: Any = None,
        old_text: Any = None,
        **unexpected: Any,
    ) -> WriteResult:
        """Validate loosely-typed tool arguments and run the write; never raises."""
        act, tgt = str(action or ""), str(target or "")
        if action not in ("add", "replace", "remove"):
            return WriteResult.failure(
                act, tgt, "invalid_argument",
                f"Unknown action {action!r}: use 'add', 'replace' or 'remove'.",
            )
        if target not in TARGETS:
            return WriteResult.failure(
                act, tgt, "invalid_argument",
                f"Unknown target {target!r}: use 'user' (profile) or 'memory' (your notes).",
            )
        for name, value in (("content", content), ("old_text", old_text)):
            if value is not None and not isinstance(value, str):
                return WriteResult.failure(
                    act, tgt, "invalid_argument",
                    f"'{name}' must be a string, got {type(value).__name__}.",
                )
        if unexpected:
            return WriteResult.failure(
                act, tgt, "invalid_argument",
                f"Unknown argument(s) {', '.join(sorted(unexpected))}: the memory tool takes "
                "only action, target, content and old_text.",
            )
        if action == "add":
            return self.add(target, content or "")
        if action == "replace":
            return self.replace(target, old_text or "", content or "")
        return self.remove(target, old_text or "")

    def add(self, target: Target, content: str, *, revision: str | None = None) -> WriteResult:
        """Append an entry; an exact duplicate is a successful no-op."""
        content = clean_entry(content)

        def mutate(entries: list[str]) -> tuple[list[str] | None, str]:
            self._check_content(content)
            if content in entries:
                return None, ""
            self._check_neighbours(entries[-1:], content, [])
            return [*entries, content], ""

        return self._write("add", target, content, mutate, revision)

    def replace(
        self, target: Target, old_text: str, content: str, *, revision: str | None = None
    ) -> WriteResult:
        """Replace the one entry that ``old_text`` identifies."""
        content = clean_entry(content)

        def mutate(entries: list[str]) -> tuple[list[str] | None, str]:
            self._check_content(content)
            index = locate_entry(entries, old_text)
            self._check_neighbours(entries[max(0, index - 1) : index], content,
                                   entries[index + 1 : index + 2])
            return replaced_entry(entries, index, content), entries[index]

        return self._write("replace", target, content, mutate, revision)

    def remove(self, target: Target, old_text: str, *, revision: str | None = None) -> WriteResult:
        """Remove the one entry that ``old_text`` identifies."""

        def mutate(entries: list[str]) -> tuple[list[str] | None, str]:
            index = locate_entry(entries, old_text)
            return entries[:index] + entries[index + 1 :], entries[index]

        return self._write("remove", target, "", mutate, revision)

    def replace_at(
        self, target: Target, index: int | str, content: str, *, revision: str | None = None
    ) -> WriteResult:
        """Replace the entry at ``index`` (as `view` lists them) or with that entry id."""
        content = clean_entry(content)

        def mutate(entries: list[str]) -> tuple[list[str] | None, str]:
            self._check_content(content)
            at = index_of_entry(entries, index)
            self._check_neighbours(entries[max(0, at - 1) : at], content, entries[at + 1 : at + 2])
            return replaced_entry(entries, at, content), entries[at]

        return self._write("replace", target, content, mutate, revision)

    def remove_at(
        self, target: Target, index: int | str, *, revision: str | None = None
    ) -> WriteResult:
        """Remove the entry at ``index`` (as `view` lists them) or with that entry id."""

        def mutate(entries: list[str]) -> tuple[list[str] | None, str]:
            at = index_of_entry(entries, index)
            return entries[:at] + entries[at + 1 :], entries[at]

        return self._write("remove", target, "", mutate, revision)

    def check(self, content: str) -> str | None:
        """Why ``content`` would be refused as an entry (limits aside); None when accepted."""
        try:
            self._check_content(clean_entry(content))
        except EditRefused as refused:
            return refused.error
        return None

    def erase(self) -> None:
        """Delete this agent's MEMORY.md and the user's USER.md."""
        for document in self._files.values():
            document.delete()
            if isinstance(document, EntryFile) and (
                    document.lock_path.is_symlink() or document.lock_path.is_file()):
                document.lock_path.unlink(missing_ok=True)
        self.reload()

    def _check_content(self, content: str) -> None:
        if not content:
            raise EditRefused("invalid_argument", "'content' is empty: give the text to save.")
        if lone_surrogate_at(content) is not None:
            raise EditRefused(
                "invalid_argument",
                "'content' holds characters that are not valid text (lone surrogates); "
                "remove them.",
            )
        if ENTRY_DELIMITER in f"\n{content}\n":
            raise EditRefused(
                "invalid_argument",
                "'content' has a line holding only '§', the entry separator; rephrase it "
                "(one entry per call).",
            )
        reason = scan_verdict(content, self._config)
        if reason:
            raise EditRefused("blocked", reason)

    def _check_neighbours(self, before: list[str], content: str, after: list[str]) -> None:
        reason = split_refusal(before, content, after, security=self._config.security,
                               fence_tag=self._config.injection.context_tag)
        if reason is not None:
            raise EditRefused("blocked", reason)

    def _write(
        self,
        action: str,
        target: Target,
        content: str,
        mutate: Callable[[list[str]], tuple[list[str] | None, str]],
        revision: str | None,
    ) -> WriteResult:
        result = self._write_file(action, target, content, mutate, revision)
        if result.code == "disabled":  # the store is off: nothing goes to the user's folder
            return result
        # Every attempt is audited, refused ones too; the record names the face (`audit_actor`).
        verdict = ("ok" if result.changed else "unchanged") if result.success else str(result.code)
        record_write(
            self.audit, user_id=self.user_id, agent_id=self.agent_id, target=target,
            action=action, old=result.old_content, new=content, verdict=verdict,
            error=result.error, revision=result.revision or None,
        )
        if result.changed and self._rendered is not None:
            self._prerender()
        return result

    def _prerender(self) -> None:
        """Renders the snapshot as the write lands, when this provider serves snapshots (it has
        rendered one): the next thread's first model call then finds it ready (two ``lstat``
        calls) instead of scanning the new entry beside its neighbours. A provider that only
        writes (a gateway request, a CLI call) does not pay for it."""
        try:
            self.render_snapshot()
        except StorageError as exc:  # the write stands; the next model call renders and reports
            logger.warning("Snapshot not rendered after a write to %s: %s", self.user_id, exc)

    def _write_file(
        self,
        action: str,
        target: Target,
        content: str,
        mutate: Callable[[list[str]], tuple[list[str] | None, str]],
        revision: str | None,
    ) -> WriteResult:
        if not self._config.builtin.enabled:
            return WriteResult.failure(action, target, "disabled", "Builtin memory is disabled.")
        limit = self.limit_for(target)
        outcome: dict[str, Any] = {}
        # Scan before taking the lock (the verdicts are memoised): the semantic layer costs
        # milliseconds, which other writers would otherwise spend waiting for the lock. The same
        # for an appended entry's pair with the current last one.
        warmer = None
        if (content and len(content) <= MAX_CACHED_SCAN_CHARS
                and scan_verdict(content, self._config) is None and action == "add"):
            warmer = AppendWarmer.start(self._files[target], content,
                                        security=self._config.security,
                                        fence_tag=self._config.injection.context_tag,
                                        visible=self._visible)

        def guarded(state: EntryFileState) -> list[str] | None:
            entries = list(self._visible(state))
            outcome["entries"] = tuple(entries)
            if revision is not None and revision != state.revision:
                raise EditRefused(
                    "conflict",
                    "The memory changed since you read it (stale revision); reload and retry.",
                )
            if warmer is not None:
                warmer.check(entries)
            new_entries, old = mutate(entries)
            outcome["old"] = old
            outcome["changed"] = new_entries is not None and old != content
            if new_entries is None:
                # A no-op still rewrites a file whose duplicates the view hid.
                return entries if len(entries) != len(state.entries) else None
            size = len(serialise(new_entries))
            if size > limit and size > len(serialise(entries)):
                raise EditRefused(
                    "over_limit",
                    f"{target} memory would hold {size}/{limit} chars (now "
                    f"{len(serialise(entries))}/{limit}). Consolidate first: 'replace' entries "
                    "with shorter merged ones or 'remove' stale ones, then retry.",
                )
            return new_entries

        file = self._files[target]
        try:
            self._mark_folders(target)
            update = partial(file.update, guarded)
            _, after = update() if warmer is None else warmer.run(update)
        except EditRefused as refused:
            entries = outcome.get("entries", ())
            return WriteResult.failure(
                action, target, refused.code, refused.error,
                usage=len(serialise(entries)), limit=limit, entries=entries,
            )
        except LockTimeoutError as exc:
            return WriteResult.failure(action, target, "lock_timeout", str(exc), limit=limit)
        except StorageError as exc:
            logger.info("Memory write to %s refused: %s", file.location, exc)
            return WriteResult.failure(action, target, exc.code, exc.message)
        except OSError as exc:
            logger.error("Memory write to %s failed: %s", file.location, exc)
            return WriteResult.failure(
                action, target, "io_error", f"Could not write {file.location}: {exc}."
            )
        changed = outcome["changed"]
        message = {
            "add": "Entry added." if changed else "Entry already present; nothing changed.",
            "replace": "Entry replaced.",
            "remove": "Entry removed.",
        }[action]
        return WriteResult(
            True, action, target, message=message, changed=changed,
            content=content, old_content=outcome.get("old", ""), usage=after.usage, limit=limit,
            revision=after.revision, entries=after.entries,
        )


    def _mark_folders(self, target: Target) -> None:
        # Folders of very long ids are named by a hash; the marker lets listings name them.
        if not isinstance(self._files[target], EntryFile):
            return
        folder = self.path_for(target).parent
        if target == "memory":
            write_id_marker(folder, self.agent_id)
            folder = folder.parent.parent
        write_id_marker(folder, self.user_id)
