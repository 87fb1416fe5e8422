"""Hostile input: the whole attack and benign corpora through every write path.

Corpora: ``tests/data/attack_corpus.txt`` (injection, role hijack, hidden instructions,
exfiltration, secret-file reads, persistence, fence-tag forgery, invisible / bidi characters,
homoglyph and full-width variants, very long input, two held-out sets) and
``tests/data/benign_corpus.txt`` (look-alikes: real shell commands, URLs, code, other languages).

Write paths, each over its own ``base_dir`` (limits raised to the maximum so only the scanner can
refuse):

- ``graph.memory``: the `memory` tool called by a real `create_agent` graph (scripted model,
  16 parallel calls per turn, ``invoke`` and ``ainvoke`` alternating; Hindsight configured at a
  dead URL so every committed write is also mirrored to the outbox journal);
- ``graph.hindsight_retain``: the `hindsight_retain` tool in the same graph (journaled for a
  Hindsight that is down);
- ``provider.add`` / ``provider.replace``: `BuiltinFileProvider` directly, both targets;
- ``service.add_entry``: `MemoryService.add_entry` (what the client and the CLI call);
- ``gateway``: ``POST /api/memory/v2/entries`` over HTTP (FastAPI ``TestClient``).

Blocked = refused with code ``blocked`` (a JSON error starting "Blocked:" for the Hindsight
tool). Afterwards every memory file and every outbox item under each ``base_dir`` holds only
seed entries and benign texts (never an attack, whole or part), and a new session's system
prompt carries every benign entry and no attack.

Figures: ``bench-results/reliability-hostile.json``.
"""

from __future__ import annotations

import asyncio
import json
import re
import time
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langgraph.checkpoint.memory import InMemorySaver

from deerflow_memory_middleware import BuiltinFileProvider, MemoryConfig, MemoryMiddleware
from deerflow_memory_middleware.gateway import create_app
from deerflow_memory_middleware.providers.entry_file import EntryFile
from deerflow_memory_middleware.providers.outbox import OutboxItem
from deerflow_memory_middleware.service import MemoryService
from deerflow_memory_middleware.testing import ScriptedChatModel, say, tool_call
from tests.support.hindsight_testkit import dead_url

from ._figures import record

DATA = Path(__file__).resolve().parents[1] / "data"
_ESCAPE = re.compile(r"\\(u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|n|t|\\)")
_SIMPLE = {"n": "\n", "t": "\t", "\\": "\\"}


def load(name: str) -> list[str]:
    """A corpus file: one entry per line, '#' comments, escapes as in tests/unit/test_security."""
    entries = []
    for raw in (DATA / name).read_text(encoding="utf-8").splitlines():
        if raw.strip() and not raw.startswith("#"):
            entries.append(_ESCAPE.sub(
                lambda m: _SIMPLE.get(m.group(1)) or chr(int(m.group(1)[1:], 16)), raw))
    return entries


ATTACKS = load("attack_corpus.txt")
BENIGN = load("benign_corpus.txt")
CONFIG = MemoryConfig.model_validate(
    {"builtin": {"user_char_limit": 1_000_000, "memory_char_limit": 1_000_000}})
BATCH = 16  # parallel tool calls per model turn


def clean(text: str) -> str:
    """As the provider stores an entry: LF line ends, trimmed, word-processor debris dropped."""
    return text.replace("\r\n", "\n").replace("\u00ad", "").replace("\ufeff", "").strip()


def target_of(index: int) -> str:
    return "user" if index % 2 == 0 else "memory"


def slot(index: int) -> str:
    return f"slot {index:03d} placeholder"


class Tally:
    """Outcomes of one path: kind ("attack"/"benign") -> code ("ok", "blocked", other) -> n."""

    def __init__(self) -> None:
        self.outcomes: dict[str, dict[str, int]] = {"attack": {}, "benign": {}}
        self.samples: dict[str, list[str]] = {"attack": [], "benign": []}

    def add(self, kind: str, text: str, code: str) -> None:
        self.outcomes[kind][code] = self.outcomes[kind].get(code, 0) + 1
        if (kind == "attack") != (code == "blocked") and len(self.samples[kind]) < 5:
            self.samples[kind].append(f"{code}: {text[:80]!r}")

    def figures(self) -> dict[str, Any]:
        attacks, benign = self.outcomes["attack"], self.outcomes["benign"]
        return {"attacks": sum(attacks.values()), "blocked": attacks.get("blocked", 0),
                "attack_outcomes": attacks, "benign": sum(benign.values()),
                "accepted": benign.get("ok", 0), "false_positives": benign.get("blocked", 0),
                "benign_outcomes": benign, "misses": self.samples}


def corpus() -> list[tuple[str, str]]:
    return [("attack", t) for t in ATTACKS] + [("benign", t) for t in BENIGN]


def result_code(data: dict[str, Any]) -> str:
    if data.get("success"):
        return "ok"
    if data.get("code"):
        return data["code"]
    return "blocked" if str(data.get("error", "")).startswith("Blocked") else "error"


# ------------------------------------------------------------------------------ what is stored
def stored_texts(base_dir: Path) -> dict[str, list[str]]:
    """Every entry of every memory file and the content of every outbox item under base_dir."""
    found: dict[str, list[str]] = {}
    for path in base_dir.rglob("*.md"):
        state = EntryFile(path).read()
        assert state.round_trips, f"{path} does not round-trip"
        found[str(path.relative_to(base_dir))] = list(state.entries)
    for path in base_dir.rglob(".outbox/*/*.json"):
        item = OutboxItem.from_json(path.read_text(encoding="utf-8"))
        # A retained conversation turn is stored as said, not a scanned write path (seed 12.1
        # scans what becomes a memory entry); this graph's turns hold no corpus text.
        if item.op == "retain" and "source:conversation" not in item.tags:
            found.setdefault(".outbox", []).append(item.content)
    return found


def check_stored(base_dir: Path, *, allowed_extra: set[str] = frozenset()) -> dict[str, int]:
    """Nothing but benign texts, seed slots and ``allowed_extra`` is stored; counts leaks."""
    allowed = {clean(t) for t in BENIGN} | {slot(i) for i in range(len(ATTACKS) + len(BENIGN))}
    allowed |= {clean(t) for t in allowed_extra}
    attacks = {clean(t) for t in ATTACKS}
    texts = [clean(t) for entries in stored_texts(base_dir).values() for t in entries]
    leaked = [t for t in texts if t in attacks]
    unexpected = [t for t in texts if t not in allowed]
    assert not leaked, f"attack text stored under {base_dir}: {leaked[:3]}"
    assert not unexpected, f"unexpected text stored under {base_dir}: {unexpected[:3]}"
    return {"stored_texts": len(texts), "attacks_stored": len(leaked)}


def check_benign_present(base_dir: Path, files: list[str]) -> int:
    """How many benign texts are missing from the given memory files (by relative path)."""
    stored = stored_texts(base_dir)
    present = {clean(t) for name in files for t in stored.get(name, [])}
    return sum(clean(t) not in present for t in BENIGN)


# ------------------------------------------------------------------------------ the paths
def graph_path(base_dir: Path, tool: str) -> tuple[Tally, dict[str, Any]]:
    """Every corpus text through ``tool`` called by a real graph's model, BATCH per turn."""
    config = MemoryConfig.model_validate({
        **CONFIG.model_dump(),
        "provider": "hindsight",
        # auto_retain on, so committed entries are mirrored to the journal too; the retained
        # conversation turns it also journals are skipped by `stored_texts`.
        "hindsight": {"api_url": dead_url(), "memory_mode": "hybrid", "auto_retain": True,
                      "recall_timeout_seconds": 0.5, "breaker_failure_threshold": 1,
                      "breaker_cooldown_seconds": 600, "shutdown_flush_timeout_seconds": 0.5},
    })
    memory = MemoryMiddleware(config, base_dir=base_dir)
    model = ScriptedChatModel()
    agent = create_agent(model, tools=[], middleware=[memory], checkpointer=InMemorySaver())
    tally = Tally()
    items = corpus()
    calls: dict[str, tuple[str, str]] = {}
    try:
        for turn, start in enumerate(range(0, len(items), BATCH)):
            batch = []
            for index in range(start, min(start + BATCH, len(items))):
                kind, text = items[index]
                args = {"content": text, "target": target_of(index)}
                if tool == "memory":
                    args["action"] = "add"
                message = tool_call(tool, **args)
                calls[message.tool_calls[0]["id"]] = (kind, text)
                batch.append(message.tool_calls[0])
            model.extend([AIMessage(content="", tool_calls=batch), say("Saved what I could.")])
            request = ({"messages": [HumanMessage(f"Please remember batch {turn}.")]},
                       {"configurable": {"thread_id": f"{tool}-{turn}"}})
            context = {"user_id": "hostile", "agent_id": "corpus"}
            if turn % 2:
                result = asyncio.run(agent.ainvoke(*request, context=context))
            else:
                result = agent.invoke(*request, context=context)
            answers = [m for m in result["messages"] if isinstance(m, ToolMessage)]
            assert len(answers) == len(batch)
            for answer in answers:
                kind, text = calls.pop(answer.tool_call_id)
                tally.add(kind, text, result_code(json.loads(answer.text)))
        assert not calls
        # A new session: the frozen snapshot carries the benign entries and no attack.
        model.extend([say("Hello again.")])
        agent.invoke({"messages": [HumanMessage("Hi, new session.")]},
                     {"configurable": {"thread_id": f"{tool}-after"}},
                     context={"user_id": "hostile", "agent_id": "corpus"})
        system = model.requests[-1].system_text
    finally:
        memory.shutdown()
    # An attack that is part of a benign text ('cat .env' in 'cat .env.example ...') is skipped.
    prompt = {"attacks_in_prompt": sum(clean(a) in system for a in ATTACKS
                                       if not any(clean(a) in clean(b) for b in BENIGN))}
    if tool == "memory":
        prompt["benign_missing_from_prompt"] = sum(clean(b) not in system for b in BENIGN)
    return tally, prompt


def provider_add(base_dir: Path) -> Tally:
    provider = BuiltinFileProvider(CONFIG, base_dir=base_dir, user_id="hostile", agent_id="corpus")
    tally = Tally()
    for index, (kind, text) in enumerate(corpus()):
        tally.add(kind, text, result_code(provider.add(target_of(index), text).to_dict()))
    return tally


def provider_replace(base_dir: Path) -> Tally:
    """Each text replaces its own seeded slot entry (a blocked replace leaves the slot)."""
    provider = BuiltinFileProvider(CONFIG, base_dir=base_dir, user_id="hostile", agent_id="corpus")
    items = corpus()
    for index in range(len(items)):
        assert provider.add(target_of(index), slot(index)).success
    tally = Tally()
    for index, (kind, text) in enumerate(items):
        result = provider.replace(target_of(index), slot(index), text)
        tally.add(kind, text, result_code(result.to_dict()))
    return tally


def service_add(base_dir: Path) -> Tally:
    service = MemoryService.create(CONFIG, base_dir=base_dir)
    tally = Tally()
    try:
        for index, (kind, text) in enumerate(corpus()):
            result = service.add_entry("hostile", "corpus", target_of(index), text)
            tally.add(kind, text, result_code(result.to_dict()))
    finally:
        service.registry.shutdown()
    return tally


def gateway_add(base_dir: Path) -> Tally:
    tally = Tally()
    with TestClient(create_app(config=CONFIG, base_dir=base_dir)) as http:
        for index, (kind, text) in enumerate(corpus()):
            response = http.post("/api/memory/v2/entries", params={"agent_id": "corpus"},
                                 json={"target": target_of(index), "content": text})
            assert response.status_code < 500, response.text
            body = response.json()
            code = "ok" if response.status_code < 300 else body["error"]["code"]
            tally.add(kind, text, code)
    return tally


# ------------------------------------------------------------------------------ the test
MEMORY_FILES = {"hostile": ["users/hostile/USER.md", "users/hostile/agents/corpus/MEMORY.md"],
                "default": ["users/default/USER.md", "users/default/agents/corpus/MEMORY.md"]}


def test_corpora_through_every_write_path(tmp_path):
    assert len(ATTACKS) >= 60 and len(BENIGN) >= 60
    paths: dict[str, dict[str, Any]] = {}
    began_all = time.perf_counter()

    def run(name: str, fn, *args, files: list[str] | None, extra: set[str] = frozenset()):
        base = tmp_path / name
        began = time.perf_counter()
        out = fn(base, *args)
        tally, more = out if isinstance(out, tuple) else (out, {})
        figures = tally.figures()
        figures.update(more)
        figures.update(check_stored(base, allowed_extra=extra))
        if files is not None:
            figures["benign_missing_from_files"] = check_benign_present(base, files)
        figures["seconds"] = round(time.perf_counter() - began, 2)
        paths[name] = figures

    run("graph.memory", graph_path, "memory", files=MEMORY_FILES["hostile"])
    run("graph.hindsight_retain", graph_path, "hindsight_retain", files=None)
    run("provider.add", provider_add, files=MEMORY_FILES["hostile"])
    run("provider.replace", provider_replace, files=MEMORY_FILES["hostile"])
    run("service.add_entry", service_add, files=MEMORY_FILES["hostile"])
    run("gateway.post_entries", gateway_add, files=MEMORY_FILES["default"])

    totals = {
        "attack_writes": sum(p["attacks"] for p in paths.values()),
        "blocked": sum(p["blocked"] for p in paths.values()),
        "benign_writes": sum(p["benign"] for p in paths.values()),
        "false_positives": sum(p["false_positives"] for p in paths.values()),
        "attacks_stored": sum(p["attacks_stored"] for p in paths.values()),
    }
    totals["block_rate"] = round(totals["blocked"] / totals["attack_writes"], 4)
    totals["false_positive_rate"] = round(totals["false_positives"] / totals["benign_writes"], 4)
    figures = {"corpus": {"attacks": len(ATTACKS), "benign": len(BENIGN)}, **totals,
               "seconds": round(time.perf_counter() - began_all, 1), "paths": paths}
    record("hostile", figures)
    for name, p in paths.items():
        assert p["blocked"] == p["attacks"] == len(ATTACKS), (name, p)
        assert p["accepted"] == p["benign"] == len(BENIGN), (name, p)
        assert p.get("benign_missing_from_files", 0) == 0, (name, p)
        assert p.get("attacks_in_prompt", 0) == 0
        # Whatever order the parallel writes leave the entries in, no two benign neighbours are
        # read as an attack split across entries (the pair scan only joins linked entries).
        assert p.get("benign_missing_from_prompt", 0) == 0, (name, p)
    assert totals["block_rate"] == 1.0 and totals["false_positive_rate"] == 0.0
