"""Many worker processes on one Postgres: 4 agent processes and 2 gateway processes, SIGKILLs,
and the database itself restarted mid-run.

Everything is real: a PostgreSQL server (tests/support/postgres_plugin.py); agent processes each
running a `create_agent` graph with `MemoryMiddleware` on the ``postgres`` backend and a scripted
model that issues real `memory` tool calls (tests/support/pg_agent_worker.py); gateway processes
running ``deerflow-memory serve`` (uvicorn) from a YAML config; SIGKILL; ``pg_ctl stop``.

What must hold afterwards, read straight from the database:

- every acknowledged write (a tool result with ``success`` true, an HTTP 2xx) is stored exactly
  once, in the document it was meant for;
- nothing is half-applied: every stored entry is one whole text some writer attempted, no entry
  is stored twice, every definite refusal (a tool result with ``success`` false, an HTTP error
  with a code) is absent;
- the USER.md limit held although the writers overran it;
- a write acknowledged by one gateway process is in the snapshot of the next new thread of every
  agent process.
"""

from __future__ import annotations

import collections
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import psycopg
import pytest

from deerflow_memory_middleware.storage.base import parse_entries
from tests.support.pg_fleet import (
    REPO,
    AgentProcess,
    GatewayProcess,
    Outcome,
    Poster,
    read_log,
    wait_for,
    write_config,
)
from tests.support.postgres_plugin import PostgresServer

pytestmark = pytest.mark.postgres

USER = "li.lei@example.com"  # an HTTP header carries it: ASCII
AGENT = "shared"
USER_LIMIT = 1500
START_TIMEOUT = 180.0  # six interpreters importing LangChain on a busy 2-core machine
WRITES = 30  # per agent incarnation


def _stored(dsn: str) -> dict[str, list[str]]:
    """The entries of the shared USER.md and MEMORY.md, as the database holds them."""
    with psycopg.connect(dsn, connect_timeout=10) as conn:
        rows = conn.execute("SELECT target, agent_id, content FROM memory_entries "
                            "WHERE user_id = %s", (USER,)).fetchall()
    found = {"user": [], "memory": []}
    for target, agent, content in rows:
        assert target == "user" or agent == AGENT, (target, agent)
        found[str(target)] = parse_entries(str(content))
    return found


def _acknowledged(records: list[dict[str, Any]], outcomes: list[Outcome]) -> dict[str, str]:
    """text -> target of every acknowledged write (agents and gateways)."""
    acked = {r["text"]: r["target"] for r in records if r["kind"] == "result" and r["success"]}
    acked.update({o.text: o.target for o in outcomes if 200 <= o.status < 300})
    return acked


def _refused(records: list[dict[str, Any]], outcomes: list[Outcome]) -> dict[str, str]:
    """text -> code of every definite refusal (the writer was told nothing was written)."""
    refused = {r["text"]: str(r["code"]) for r in records
               if r["kind"] == "result" and not r["success"]}
    refused.update({o.text: str(o.code) for o in outcomes if o.status >= 400 and o.code})
    return refused


def _check_store(dsn: str, records: list[dict[str, Any]], outcomes: list[Outcome], *,
                 user_limit: int) -> dict[str, list[str]]:
    stored = _stored(dsn)
    attempted = {r["text"] for r in records if r["kind"] == "attempt"} | {
        o.text for o in outcomes}
    acked, refused = _acknowledged(records, outcomes), _refused(records, outcomes)
    for target, entries in stored.items():
        twice = {text: n for text, n in collections.Counter(entries).items() if n > 1}
        assert not twice, f"stored more than once in {target}: {twice}"
        assert set(entries) <= attempted, f"not a whole attempted text: {set(entries) - attempted}"
    lost = {text: target for text, target in acked.items() if text not in stored[target]}
    assert not lost, f"{len(lost)} acknowledged write(s) lost: {lost}"
    present = {text: code for text, code in refused.items()
               if text in stored["user"] or text in stored["memory"]}
    assert not present, f"refused writes stored anyway: {present}"
    assert len("\n§\n".join(stored["user"])) <= user_limit
    unacknowledged = (set(stored["user"]) | set(stored["memory"])) - set(acked)
    print(f"\nacknowledged {len(acked)} (agents "
          f"{sum(r['kind'] == 'result' and r['success'] for r in records)}, HTTP "
          f"{sum(200 <= o.status < 300 for o in outcomes)}); refused {len(refused)} "
          f"{dict(collections.Counter(refused.values()))}; no answer (killed / cut off): "
          f"{sum(o.status == 0 for o in outcomes)} HTTP, "
          f"{len(attempted) - len(acked) - len(refused)} in all; stored without an ack: "
          f"{len(unacknowledged)}; raised: {sum(r['kind'] == 'raised' for r in records)}; "
          f"USER.md {len(chr(10).join(stored['user']))}/{user_limit} chars")
    return stored


def test_four_agents_two_gateways_with_sigkills(pg_dsn: str, tmp_path: Path) -> None:
    config_file = write_config(tmp_path / "memory.yaml", pg_dsn, user_limit=USER_LIMIT,
                               connect_timeout=5.0)
    gateways = [GatewayProcess(f"g{n}", config_file, tmp_path / f"g{n}-unused")
                for n in (1, 2)]
    agents = [AgentProcess(f"a{n}", pg_dsn, tmp_path, WRITES, pause=0.05,
                           user_limit=USER_LIMIT, connect_timeout=5.0) for n in range(1, 5)]
    posters: list[Poster] = []
    try:
        for worker in [*gateways, *agents]:
            worker.start()
        for worker in [*gateways, *agents]:
            wait_for(worker.ready, timeout=START_TIMEOUT, what=f"{worker.name} to start")
        (tmp_path / "go").touch()
        posters = [Poster(gateways, user=USER, agent=AGENT, prefix=f"p{n}").start()
                   for n in (1, 2)]

        def results_of(agent: AgentProcess) -> list[dict[str, Any]]:
            first = agent.incarnation * 10_000
            return [r for r in read_log(tmp_path, [agent.name]) if r["kind"] != "attempt"
                    and int(r["text"].split("#", 1)[1].split("]")[0]) >= first]

        def mid_write(agent: AgentProcess) -> bool:
            lines = (tmp_path / f"{agent.name}.log").read_text("utf-8").splitlines()
            return bool(lines) and '"kind": "attempt"' in lines[-1]

        # Churn: kill two agents while a write of theirs is in flight, and one gateway while
        # requests reach it; start each again and let everyone go on writing.
        for victim in (agents[1], agents[2]):
            wait_for(lambda v=victim: len(results_of(v)) >= 6, timeout=120,
                     what=f"{victim.name} to write")
            wait_for(lambda v=victim: mid_write(v), timeout=30, what=f"{victim.name} mid-write",
                     interval=0.002)
            victim.restart()
        def g2_answers() -> int:
            return sum(o.gateway == "g2" and o.status > 0 for p in posters for o in p.outcomes)

        wait_for(lambda: g2_answers() >= 10, timeout=60, what="g2 to answer")
        gateways[1].restart()
        answered_before = g2_answers()
        for worker in [gateways[1], agents[1], agents[2]]:
            wait_for(worker.ready, timeout=START_TIMEOUT, what=f"{worker.name} to restart")
        wait_for(lambda: all(len(results_of(a)) >= WRITES for a in agents), timeout=300,
                 what="every agent to finish its writes")
        wait_for(lambda: g2_answers() >= answered_before + 10, timeout=60,
                 what="the restarted g2 to answer")
        for poster in posters:
            poster.stop()

        # A write acknowledged by gateway 1 is in the next new thread of every agent process.
        marker = f"marker {time.time_ns()} 标记：下周二发布"
        marking = Poster(gateways, user=USER, agent=AGENT, prefix="m")
        posters.append(marking)
        answer = marking.post(gateways[0], "memory", marker)
        assert answer.status == 201, answer
        probes = {a.name: a.probe(marker, timeout=60) for a in agents}
        assert all(p["seen"] for p in probes.values()), probes
    finally:
        (tmp_path / "stop").touch()
        for poster in posters:
            poster.stop()  # idempotent; a poster that never started is not waited for
        for worker in [*agents, *gateways]:
            worker.end()

    records = read_log(tmp_path, [a.name for a in agents])
    outcomes = [o for p in posters for o in p.outcomes]
    assert not [r for r in records if r["kind"] == "raised"], "no turn may raise without an outage"
    stored = _check_store(pg_dsn, records, outcomes, user_limit=USER_LIMIT)
    assert marker in stored["memory"]
    # The run exercised what it claims to: kills mid-write, refusals at the limit, both faces.
    assert sum(r["kind"] == "result" and r["success"] for r in records) >= 4 * WRITES // 2
    assert any(r["kind"] == "result" and r["code"] == "over_limit" for r in records)
    assert sum(200 <= o.status < 300 for o in outcomes) >= 20
    assert {o.gateway for o in outcomes if 200 <= o.status < 300} == {"g1", "g2"}


def test_postgres_restarted_mid_run(pg_server: PostgresServer, pg_dsn: str,
                                    tmp_path: Path) -> None:
    """Writers keep going while the database stops and starts again."""
    connect_timeout = 2.0
    config_file = write_config(tmp_path / "memory.yaml", pg_dsn, user_limit=100_000,
                               connect_timeout=connect_timeout)
    gateway = GatewayProcess("g1", config_file, tmp_path / "g1-unused")
    agents = [AgentProcess(f"a{n}", pg_dsn, tmp_path, 100_000, pause=0.05,
                           user_limit=100_000, connect_timeout=connect_timeout)
              for n in (1, 2)]
    poster: Poster | None = None
    outage: dict[str, float] = {}
    cli: list[tuple[str, float, subprocess.CompletedProcess[str]]] = []
    try:
        for worker in [gateway, *agents]:
            worker.start()
        for worker in [gateway, *agents]:
            wait_for(worker.ready, timeout=START_TIMEOUT, what=f"{worker.name} to start")
        (tmp_path / "go").touch()
        poster = Poster([gateway], user=USER, agent=AGENT, prefix="p", pause=0.05,
                        timeout=connect_timeout + 10).start()
        wait_for(lambda: len(read_log(tmp_path, ["a1", "a2"])) >= 10 and
                 len(poster.outcomes) >= 5, timeout=120, what="writes before the outage")

        outage["down"] = time.time()
        pg_server.stop()
        outage["stopped"] = time.time()
        cli.append(("during", time.time(), _cli_add(config_file, tmp_path, "CLI write 停机期间")))
        time.sleep(max(0.0, outage["stopped"] + 8.0 - time.time()))
        outage["up"] = time.time()
        pg_server.start()
        outage["started"] = time.time()
        cli.append(("after", time.time(), _cli_add(config_file, tmp_path, "CLI write 恢复之后")))
        wait_for(lambda: len([o for o in poster.outcomes if o.began > outage["started"]]) >= 10
                 and all(len([r for r in read_log(tmp_path, [a.name])
                              if r["kind"] != "attempt" and r["at"] > outage["started"] + 0.5])
                         >= 5 for a in agents),
                 timeout=120, what="writes after the outage")
    finally:
        (tmp_path / "stop").touch()
        if poster is not None:
            poster.stop()
        if not pg_server.running():
            pg_server.start()
        for worker in [*agents, gateway]:
            worker.end()

    records = read_log(tmp_path, ["a1", "a2"])
    outcomes = poster.outcomes
    # During the outage: a clear error, bounded by the connect timeout, never a hang.
    bound = connect_timeout * 2 + 5
    # A request sent in the outage is refused with storage_unavailable, or waits for a
    # connection (at most the connect timeout) and succeeds when the server came back meanwhile.
    during = [o for o in outcomes if outage["stopped"] < o.began < outage["up"]]
    assert during and all((o.status == 503 and o.code == "storage_unavailable") or (
        200 <= o.status < 300 and o.began + o.took > outage["up"]) for o in during), (
        [(o.status, o.code) for o in during])
    assert any(o.status == 503 for o in during)
    assert max(o.took for o in outcomes) < bound
    # Every agent write that overlapped the outage either failed with the storage error or
    # waited and was acknowledged after the restart (how many of each depends on the machine's
    # speed, so neither count is asserted; the acknowledged ones are checked as stored below).
    # A write begun before the server had stopped may have committed before it did: its reply
    # is logged when the agent process gets to it, which on a loaded machine can be after the
    # stop.
    overlapping = [r for r in records if r["kind"] != "attempt" and
                   r["at"] - r["took"] < outage["up"] and r["at"] > outage["stopped"]]
    assert overlapping, "no agent write overlapped the outage"
    for record in overlapping:
        if record["kind"] == "result" and record["success"]:
            # acknowledged only once back, or begun while the server was still up
            assert (record["at"] > outage["up"]
                    or record["at"] - record["took"] < outage["stopped"]), record
            continue
        assert record["code"] == "storage_unavailable", record
    assert max(r["took"] for r in records if r["kind"] != "attempt") < bound
    _, _, cli_during = cli[0]
    assert cli_during.returncode == 11, cli_during.stderr
    assert "storage_unavailable" in cli_during.stderr or "unavailable" in cli_during.stderr
    # After start: writes succeed again at once.
    _, _, cli_after = cli[1]
    assert cli_after.returncode == 0, cli_after.stderr
    after = sorted((o for o in outcomes if o.began > outage["started"]), key=lambda o: o.began)
    assert after and all(200 <= o.status < 300 for o in after), [(o.status, o.code)
                                                                 for o in after]
    for agent in ("a1", "a2"):
        later = [r for r in read_log(tmp_path, [agent]) if r["kind"] != "attempt"
                 and r["at"] - r["took"] > outage["started"]]
        assert later and all(r["kind"] == "result" and r["success"] for r in later), later[:3]
    # Nothing acknowledged lost, nothing refused stored, nothing stored twice.
    everything = records + [{"kind": "attempt", "text": t} for t in
                            ("CLI write 停机期间", "CLI write 恢复之后")]
    acked_cli = [{"kind": "result", "text": "CLI write 恢复之后", "target": "user",
                  "success": True, "code": None},
                 {"kind": "result", "text": "CLI write 停机期间", "target": "user",
                  "success": False, "code": "storage_unavailable"}]
    _check_store(pg_dsn, everything + acked_cli, outcomes, user_limit=100_000)


def _cli_add(config_file: Path, tmp_path: Path, text: str) -> subprocess.CompletedProcess[str]:
    """``deerflow-memory add user TEXT`` as the shared user, bounded."""
    return subprocess.run(
        [sys.executable, "-m", "deerflow_memory_middleware.cli", "--config", str(config_file),
         "--base-dir", str(tmp_path / "cli-unused"), "--user", USER, "--agent", AGENT,
         "add", "user", text], check=False, cwd=REPO, capture_output=True, text=True,
        timeout=120)


def _graph_on(dsn: str, tmp_path: Path, script: list[Any]) -> tuple[Any, Any, Any]:
    from langchain.agents import create_agent
    from langgraph.checkpoint.memory import InMemorySaver

    from deerflow_memory_middleware import MemoryMiddleware
    from deerflow_memory_middleware.testing import ScriptedChatModel
    from tests.support.pg_agent_worker import worker_config

    memory = MemoryMiddleware(worker_config(dsn, user_limit=100_000, connect_timeout=1.0),
                              base_dir=tmp_path / "unused")
    model = ScriptedChatModel(script)
    graph = create_agent(model, tools=[], middleware=[memory], checkpointer=InMemorySaver())
    return graph, model, memory


def _tool_results(state: dict[str, Any]) -> list[dict[str, Any]]:
    import json

    return [json.loads(m.content) for m in state["messages"] if m.type == "tool"]


def test_a_memory_tool_call_in_an_outage_returns_storage_unavailable(
        pg_server: PostgresServer, pg_dsn: str, tmp_path: Path) -> None:
    """The database goes away between the turn's model call and its `memory` call: the tool
    answers the model with ``storage_unavailable`` (it never raises into the graph), nothing is
    written, and the same call succeeds once the database is back."""
    from deerflow_memory_middleware.testing import say, tool_call

    def stop_then_write(messages: Any) -> Any:
        pg_server.stop()
        return tool_call("memory", action="add", target="user", content="停机时写入的事实")

    graph, model, memory = _graph_on(pg_dsn, tmp_path, [stop_then_write, say("noted")])
    run = {"configurable": {"thread_id": "t1"}}
    context = {"user_id": USER, "agent_id": AGENT}
    try:
        began = time.monotonic()
        state = graph.invoke({"messages": [("user", "remember this")]}, run, context=context)
        assert time.monotonic() - began < 15, "bounded by the connect timeout"
        [refused] = _tool_results(state)
        assert refused["success"] is False and refused["code"] == "storage_unavailable", refused
        pg_server.start()
        model.extend([tool_call("memory", action="add", target="user", content="恢复后写入的事实"),
                      say("noted")])
        state = graph.invoke({"messages": [("user", "and this")]}, run, context=context)
        assert [r["success"] for r in _tool_results(state)[-1:]] == [True]
    finally:
        if not pg_server.running():
            pg_server.start()
        memory.shutdown()
    assert _stored(pg_dsn)["user"] == ["恢复后写入的事实"]


def test_a_turn_in_an_outage_still_reaches_the_model(
        pg_server: PostgresServer, pg_dsn: str, tmp_path: Path) -> None:
    """The memory database going down stops memory writes, never the agent's turn: the
    effective config falls back to the last known one and the snapshot to the last render."""
    from deerflow_memory_middleware.testing import say

    graph, _model, memory = _graph_on(pg_dsn, tmp_path, [say("hello"), say("still here")])
    run = {"configurable": {"thread_id": "t1"}}
    context = {"user_id": USER, "agent_id": AGENT}
    try:
        graph.invoke({"messages": [("user", "hi")]}, run, context=context)
        pg_server.stop()
        state = graph.invoke({"messages": [("user", "are you there?")]}, run, context=context)
        assert state["messages"][-1].content == "still here"
    finally:
        if not pg_server.running():
            pg_server.start()
        memory.shutdown()
