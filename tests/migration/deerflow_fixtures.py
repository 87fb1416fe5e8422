"""DeerFlow base folders for the migration tests: the committed tree written by DeerFlow's own
code (``tests/data/deerflow/base``, see its ``generate.py``), plus helpers that write the way
DeerFlow does (atomic replace, revision bump) to simulate DeerFlow running beside a migration."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import uuid
from pathlib import Path

import yaml

DATA = Path(__file__).resolve().parents[1] / "data" / "deerflow" / "base"


def copy_base(tmp_path: Path) -> Path:
    """A fresh copy of the fixture tree (DeerFlow's base folder)."""
    base = tmp_path / "deerflow-home"
    shutil.copytree(DATA, base)
    return base


def tree_bytes(root: Path) -> dict[str, bytes]:
    """Every file under ``root`` with its bytes (to prove a tree was not changed)."""
    return {p.relative_to(root).as_posix(): p.read_bytes()
            for p in sorted(root.rglob("*")) if p.is_file()}


def _atomic(path: Path, raw: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    temp = path.with_name(f".{path.name}.{uuid.uuid4().hex}.tmp")
    temp.write_bytes(raw)
    os.replace(temp, path)


def deerflow_add_v1_fact(base: Path, user: str, fact: dict) -> None:
    """What DeerFlow's v1 updater does: append to ``facts`` and save the whole file."""
    path = base / "users" / user / "memory.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["facts"].append(fact)
    _atomic(path, json.dumps(data, indent=2, ensure_ascii=False).encode("utf-8"))


def deerflow_edit_v1_fact(base: Path, user: str, fact_id: str, content: str) -> None:
    path = base / "users" / user / "memory.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    for fact in data["facts"]:
        if fact["id"] == fact_id:
            fact["content"] = content
    _atomic(path, json.dumps(data, indent=2, ensure_ascii=False).encode("utf-8"))


def deerflow_add_markdown_fact(base: Path, user: str, agent: str, fact_id: str, content: str,
                               category: str = "preference", created: str =
                               "2026-08-20T08:00:00Z", raw_user: str | None = None) -> Path:
    """What DeerFlow's v2 storage does: write ``facts/{xx}/{id}.md`` (same front matter and
    body as ``_render_fact_markdown``) and bump ``memory.json``'s revision."""
    meta = {"id": fact_id, "category": category, "confidence": 0.9, "createdAt": created,
            "source": {"type": "conversation", "threadId": "thread-live"},
            "schemaVersion": 2, "status": "active", "topics": [], "consolidatedFrom": [],
            "updatedAt": created, "revision": 1, "user_id": raw_user or user,
            "agent_name": agent}
    front = yaml.safe_dump(meta, allow_unicode=True, sort_keys=False).strip()
    shard = hashlib.sha256(fact_id.encode()).hexdigest()[:2]
    path = base / "users" / user / "agents" / agent / "facts" / shard / f"{fact_id}.md"
    _atomic(path, f"---\n{front}\n---\n\n# {content[:160]}\n\n{content}\n".encode())
    manifest = base / "users" / user / "memory.json"
    data = json.loads(manifest.read_text(encoding="utf-8")) if manifest.exists() else {
        "version": "2.0", "revision": 0, "user": {}, "history": {}}
    data["revision"] = int(data.get("revision") or 0) + 1
    _atomic(manifest, json.dumps(data, indent=2, ensure_ascii=False).encode("utf-8"))
    return path


def many_facts_user(base: Path, user: str = "erin", count: int = 220) -> list[dict]:
    """A v1 user with ``count`` facts, far over the USER.md / MEMORY.md limits, in several
    languages and every real category; returns the facts."""
    categories = ["preference", "knowledge", "context", "behavior", "goal", "correction",
                  "identity", "constraint", "decision", "other", "workflow", "project"]
    phrases = ["likes detailed design reviews before coding", "喜欢在周五下午整理周报和待办事项",
               "prefers the metric system and ISO dates 📏", "يفضل الاجتماعات القصيرة صباحا",
               "日本の祝日はオンコールを避ける", "keeps release notes in CHANGELOG.md"]
    facts = []
    for n in range(count):
        category = categories[n % len(categories)]
        fact = {"id": f"fact_e{n:07x}", "content": f"#{n} {phrases[n % len(phrases)]}",
                "category": category, "confidence": round(0.5 + (n % 50) / 100, 2),
                "createdAt": f"2026-0{1 + n % 6}-{1 + n % 27:02d}T08:00:00Z",
                "source": f"thread-{n % 9}"}
        if category == "correction":
            fact["sourceError"] = f"did the opposite in thread {n}"
        facts.append(fact)
    data = {"version": "1.0", "lastUpdated": "2026-06-30T00:00:00Z",
            "user": {"workContext": {"summary": "Erin runs data platform ops.",
                                     "updatedAt": "2026-06-30T00:00:00Z"}},
            "history": {}, "facts": facts}
    path = base / "users" / user / "memory.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, ensure_ascii=False, indent=2), encoding="utf-8")
    return facts
