"""Read-only readers for every DeerFlow memory layout.

A *scope folder* is ``{base}`` (single-user installs: user ``default``) or
``{base}/users/{uid}``. Each may hold, depending on the DeerFlow version that wrote it:

==========================================  ====================================================
file                                        layout
==========================================  ====================================================
``memory.json`` with a ``facts`` list       v1 (until 2026-07-22): summaries + facts of the
                                            default agent
``memory.json`` ``version "2.0"``           v2 (since 2026-07-22): ``revision``, summaries only
``memory.json.v1.bak``                      the v1 file DeerFlow kept when it moved to v2
``agents/{name}/memory.json``               v1 per-agent file (facts of agent ``name``)
``agents/{name}/memory.json.v1.bak``        its backup after DeerFlow's own move to v2
``agents/{name}/facts/{xx}/{id}.md``        v2 Markdown fact: YAML front matter, ``# title``,
                                            body; ``__default__`` is the default agent
``.memory.journal.json``                    a DeerFlow multi-file write in progress (or crashed)
==========================================  ====================================================

Nothing here writes: files are opened for reading only. Facts are merged per agent by id;
Markdown beats a live ``memory.json``, which beats a ``.v1.bak``. A ``.v1.bak`` fact missing
from the Markdown files of a scope that DeerFlow already moved to v2 was deleted in DeerFlow
after its move, so it is reported as skipped, not migrated again.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from ..json_types import JSONValue
from .manifest import FileRecord

logger = logging.getLogger(__name__)

__all__ = [
    "SourceFact", "SourceSummary", "UserSources", "deerflow_bucket", "deerflow_home",
    "discover_users", "original_user_id", "read_user", "signature",
]

MEMORY_FILE = "memory.json"
BACKUP_FILE = "memory.json.v1.bak"
JOURNAL_FILE = ".memory.journal.json"
DEFAULT_BUCKET = "__default__"
PREVIOUS_DEFAULT_BUCKET = "lead-agent"  # DeerFlow's default agent folder before __default__
V2_VERSION = "2.0"
USER_SECTIONS = ("workContext", "personalContext", "topOfMind")
HISTORY_SECTIONS = ("recentMonths", "earlierContext", "longTermBackground")
# libyaml's safe loader when present (several times faster), else the pure-Python one.
_YAML_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
# Layout priority when one fact id appears in several files (lower wins).
_PRIORITY = {"v2-markdown": 0, "v1-json": 1, "v1-bak": 2}


def deerflow_home(environ: dict[str, str] | None = None) -> Path:
    """DeerFlow's base folder: ``$DEER_FLOW_HOME``, else
    ``{$DEER_FLOW_PROJECT_ROOT or the current folder}/.deer-flow``."""
    env = os.environ if environ is None else environ
    if env.get("DEER_FLOW_HOME"):
        return Path(env["DEER_FLOW_HOME"]).expanduser()
    root = env.get("DEER_FLOW_PROJECT_ROOT") or os.getcwd()
    return Path(root).expanduser() / ".deer-flow"


@dataclass(frozen=True)
class SourceFact:
    """One DeerFlow fact as read (content as DeerFlow stored it, trimmed)."""

    fact_id: str
    agent_id: str  # our agent id: DeerFlow's ``__default__`` / global facts -> ``default``
    content: str
    category: str  # DeerFlow's category; ``other`` resolved to its ``categoryExtension``
    confidence: float
    created_at: str | None
    source_error: str | None
    origin: str  # source file, relative to the DeerFlow base
    layout: str  # v2-markdown / v1-json / v1-bak

    @property
    def key(self) -> str:
        return f"fact:{self.agent_id}:{self.fact_id}"


@dataclass(frozen=True)
class SourceSummary:
    """One non-empty ``user.*`` / ``history.*`` summary."""

    section: str  # user / history
    name: str  # workContext, recentMonths, ...
    text: str
    updated_at: str | None
    origin: str

    @property
    def key(self) -> str:
        return f"summary:{self.section}.{self.name}"


@dataclass
class Skipped:
    """Something read but not migrated, and why."""

    origin: str
    reason: str
    text: str = ""
    agent_id: str = "default"
    fact_id: str = ""


@dataclass
class UserSources:
    """Everything DeerFlow holds for one user, read once."""

    bucket: str  # DeerFlow's folder name (``default`` for the single-user base)
    facts: list[SourceFact] = field(default_factory=list)
    summaries: list[SourceSummary] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)  # corrupt files: nothing lost silently
    files: dict[str, FileRecord] = field(default_factory=dict)  # rel path -> hash, size...
    busy: str | None = None  # a DeerFlow journal is present
    raw_user_ids: set[str] = field(default_factory=set)  # ``user_id`` of Markdown facts


def deerflow_bucket(raw_user_id: str) -> str:
    """DeerFlow's folder name for a user id (its ``safe_user_id``): ids outside
    ``[A-Za-z0-9_-]`` get the unsafe characters replaced and a SHA-256 suffix."""
    sanitized = re.sub(r"[^A-Za-z0-9_\-]", "-", raw_user_id)
    if sanitized == raw_user_id:
        return raw_user_id
    return f"{sanitized}-{hashlib.sha256(raw_user_id.encode('utf-8')).hexdigest()[:16]}"


def original_user_id(base: Path, bucket: str) -> str | None:
    """The user id DeerFlow's runtime used for a folder, when a Markdown fact records it (the
    folder name is a lossy, hashed form for ids such as ``feishu:ou_1``)."""
    for scope in scope_dirs(base, bucket)[-1:]:
        for path in scope.glob("agents/*/facts/*/*.md"):
            try:
                head = path.read_text(encoding="utf-8")[:4096]
            except (OSError, UnicodeDecodeError):
                continue
            match = re.search(r"^user_id: (.+)$", head, re.MULTILINE)
            if match:
                try:
                    raw = yaml.load(match.group(1), Loader=_YAML_LOADER)
                except yaml.YAMLError:
                    continue
                if isinstance(raw, str) and deerflow_bucket(raw) == bucket:
                    return raw
            return None
    return None


def scope_dirs(base: Path, bucket: str) -> list[Path]:
    """The scope folders of one user: ``users/{bucket}`` and, for ``default``, the base."""
    dirs = [base / "users" / bucket]
    if bucket == "default":
        dirs.insert(0, base)
    return dirs


def _candidates(scope: Path) -> list[Path]:
    """DeerFlow memory files of one scope folder (never our own files)."""
    found = [p for p in (scope / MEMORY_FILE, scope / BACKUP_FILE) if p.is_file()]
    agents = scope / "agents"
    if agents.is_dir():
        for agent_dir in sorted(agents.iterdir()):
            if not agent_dir.is_dir():
                continue
            for name in (MEMORY_FILE, BACKUP_FILE):
                if (agent_dir / name).is_file():
                    found.append(agent_dir / name)
            facts = agent_dir / "facts"
            if facts.is_dir():
                found.extend(sorted(facts.glob("*/*.md")))
    return found


def discover_users(base: Path) -> list[str]:
    """Every DeerFlow user bucket with memory files, sorted (``default`` for a legacy base)."""
    users: set[str] = set()
    if _candidates(base):
        users.add("default")
    root = base / "users"
    if root.is_dir():
        for user_dir in root.iterdir():
            if user_dir.is_dir() and _candidates(user_dir):
                users.add(user_dir.name)
    return sorted(users)


def signature(base: Path, bucket: str) -> dict[str, tuple[int, int]]:
    """(mtime in ns, size) of every DeerFlow memory file of the user, plus the journal: taken
    before and after a user's run to see a DeerFlow write that happened meanwhile."""
    stamps: dict[str, tuple[int, int]] = {}
    for scope in scope_dirs(base, bucket):
        paths = _candidates(scope)
        if (scope / JOURNAL_FILE).exists():
            paths.append(scope / JOURNAL_FILE)
        for path in paths:
            try:
                stat = path.stat()
            except OSError:
                continue
            stamps[path.relative_to(base).as_posix()] = (stat.st_mtime_ns, stat.st_size)
    return stamps


def _agent_of(agent_dir: Path) -> str:
    name = agent_dir.name
    if name == DEFAULT_BUCKET:
        return "default"
    if name == PREVIOUS_DEFAULT_BUCKET and not (agent_dir / "config.yaml").is_file():
        return "default"
    return name


def read_user(base: Path, bucket: str) -> UserSources:
    """Read every layout of one user; corrupt files become ``problems``, never exceptions."""
    sources = UserSources(bucket)
    chosen: dict[tuple[str, str], tuple[int, SourceFact]] = {}
    backups: list[tuple[bool, SourceFact]] = []
    summaries: dict[str, SourceSummary] = {}
    for scope in scope_dirs(base, bucket):
        if (scope / JOURNAL_FILE).exists():
            sources.busy = (f"{(scope / JOURNAL_FILE).relative_to(base)}: DeerFlow has an "
                            "unfinished write")
        top = _load_json(base, scope / MEMORY_FILE, sources)
        moved_to_v2 = isinstance(top, dict) and top.get("version") == V2_VERSION \
            and "facts" not in top
        for path in _candidates(scope):
            rel = path.relative_to(base).as_posix()
            if path.suffix == ".md":
                fact = _read_markdown(base, path, sources)
                if fact is not None:
                    _keep(chosen, fact)
                continue
            data = top if path == scope / MEMORY_FILE else _load_json(base, path, sources)
            if not isinstance(data, dict):
                continue
            agent = "default" if path.parent == scope else _agent_of(path.parent)
            layout = "v1-bak" if path.name == BACKUP_FILE else "v1-json"
            for summary in _summaries(data, rel):
                summaries.setdefault(f"{summary.key}:{summary.text}", summary)
            for fact in _json_facts(data, rel, agent, layout, sources):
                if layout == "v1-bak":
                    backups.append((moved_to_v2, fact))
                else:
                    _keep(chosen, fact)
    for moved, fact in backups:
        if (fact.agent_id, fact.fact_id) in chosen:
            _keep(chosen, fact)
        elif moved:
            sources.skipped.append(Skipped(
                fact.origin, "deleted_in_deerflow", fact.content, fact.agent_id, fact.fact_id))
        else:
            _keep(chosen, fact)
    sources.facts = [fact for _, fact in chosen.values()]
    sources.summaries = _latest_summaries(summaries)
    return sources


def _keep(chosen: dict[tuple[str, str], tuple[int, SourceFact]], fact: SourceFact) -> None:
    key = (fact.agent_id, fact.fact_id)
    rank = _PRIORITY[fact.layout]
    if key not in chosen or rank < chosen[key][0]:
        chosen[key] = (rank, fact)


def _latest_summaries(found: dict[str, SourceSummary]) -> list[SourceSummary]:
    """One text per section name: the newest ``updatedAt`` wins, an older different text of the
    same section (another agent's file) is kept too, so nothing is dropped."""
    ordered = sorted(found.values(), key=lambda s: (s.key, s.updated_at or ""), reverse=True)
    seen: set[tuple[str, str]] = set()
    result = []
    for summary in ordered:
        if (summary.key, summary.text) not in seen:
            seen.add((summary.key, summary.text))
            result.append(summary)
    return result


def _record(base: Path, path: Path, raw: bytes, sources: UserSources,
            revision: JSONValue = None) -> None:
    stat = path.stat()
    entry = FileRecord(sha256=hashlib.sha256(raw).hexdigest(), size=stat.st_size,
                       mtime_ns=stat.st_mtime_ns)
    if revision is not None:
        entry["revision"] = revision
    sources.files[path.relative_to(base).as_posix()] = entry


def _load_json(base: Path, path: Path, sources: UserSources) -> dict[str, JSONValue] | None:
    if not path.is_file():
        return None
    rel = path.relative_to(base).as_posix()
    try:
        raw = path.read_bytes()
        data = json.loads(raw.decode("utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        sources.problems.append(f"{rel}: unreadable ({exc}); left as it is, nothing read")
        return None
    if not isinstance(data, dict):
        sources.problems.append(f"{rel}: not a JSON object; left as it is, nothing read")
        return None
    _record(base, path, raw, sources, data.get("revision"))
    return data


def _summaries(data: Mapping[str, object], origin: str) -> list[SourceSummary]:
    found = []
    for section, names in (("user", USER_SECTIONS), ("history", HISTORY_SECTIONS)):
        block = data.get(section)
        if not isinstance(block, dict):
            continue
        for name in names:
            node = block.get(name)
            text, updated = (node, None) if isinstance(node, str) else (
                (node.get("summary"), node.get("updatedAt")) if isinstance(node, dict)
                else (None, None))
            if isinstance(text, str) and text.strip():
                found.append(SourceSummary(section, name, text.strip(),
                                           updated if isinstance(updated, str) and updated
                                           else None, origin))
    return found


def _json_facts(data: Mapping[str, object], origin: str, agent: str, layout: str,
                sources: UserSources) -> list[SourceFact]:
    facts = data.get("facts")
    if facts is None or isinstance(facts, dict):  # v2 keeps facts in Markdown files
        return []
    if not isinstance(facts, list):
        sources.problems.append(f"{origin}: 'facts' is not a list; its facts were not read")
        return []
    found = []
    for index, raw in enumerate(facts):
        fact = _fact(raw, origin, agent, layout, f"{origin}#facts[{index}]", sources)
        if fact is not None:
            found.append(fact)
    return found


def _fact(raw: object, origin: str, agent: str, layout: str, where: str,
          sources: UserSources) -> SourceFact | None:
    if not isinstance(raw, dict) or not isinstance(raw.get("content"), str):
        sources.skipped.append(Skipped(where, "not_a_fact", "", agent))
        return None
    content = raw["content"].strip()
    fact_id = str(raw.get("id") or "") or "h" + hashlib.sha256(
        content.encode("utf-8", "surrogatepass")).hexdigest()[:16]
    if not content:
        sources.skipped.append(Skipped(where, "empty", "", agent, fact_id))
        return None
    category = str(raw.get("category") or "context").strip() or "context"
    extension = raw.get("categoryExtension")
    if category == "other" and isinstance(extension, str) and extension.strip():
        category = extension.strip()
    confidence = raw.get("confidence")
    if isinstance(confidence, str):
        try:
            confidence = float(confidence)
        except ValueError:
            confidence = None
    if isinstance(confidence, bool) or not isinstance(confidence, int | float):
        confidence = 0.5
    created = raw.get("createdAt")
    error = raw.get("sourceError")
    return SourceFact(
        fact_id=fact_id, agent_id=agent, content=content, category=category.lower(),
        confidence=float(confidence), created_at=created if isinstance(created, str) and created
        else None, source_error=error.strip() if isinstance(error, str) and error.strip()
        else None, origin=origin, layout=layout,
    )


def _read_markdown(base: Path, path: Path, sources: UserSources) -> SourceFact | None:
    """A v2 fact file as DeerFlow writes it: ``---`` YAML ``---``, ``# title``, body."""
    rel = path.relative_to(base).as_posix()
    agent = _agent_of(path.parent.parent.parent)
    try:
        raw = path.read_bytes()
        text = raw.decode("utf-8")
        if not text.startswith("---\n"):
            raise ValueError("no YAML front matter")
        front, body = text[4:].split("\n---\n", 1)
        meta = yaml.load(front, Loader=_YAML_LOADER) or {}
        if not isinstance(meta, dict):
            raise TypeError("front matter is not a mapping")
    except (OSError, UnicodeDecodeError, ValueError, TypeError, yaml.YAMLError) as exc:
        sources.problems.append(f"{rel}: unreadable fact ({exc}); left as it is, not migrated")
        return None
    _record(base, path, raw, sources, meta.get("revision"))
    lines = body.lstrip("\n").splitlines()
    if lines and lines[0].startswith("# "):
        lines.pop(0)
        if lines and not lines[0].strip():
            lines.pop(0)
    meta["content"] = "\n".join(lines).rstrip("\n")
    meta.setdefault("id", path.stem)
    if isinstance(meta.get("user_id"), str):
        sources.raw_user_ids.add(meta["user_id"])
    return _fact(meta, rel, agent, "v2-markdown", rel, sources)
