"""`deerflow-memory migrate` over base folders written by DeerFlow's own code, in every layout
(pre-2026-04 single user, 2026-04..07 per-user JSON, 2026-07-22+ Markdown facts with the
``.v1.bak``, per-agent files, corrupt files, CJK / emoji / RTL text). Asserts per fact where it
went, that DeerFlow's files are never changed, and that re-runs add nothing."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from deerflow_memory_middleware import MemoryConfig
from deerflow_memory_middleware.client import MemoryClient
from deerflow_memory_middleware.migration import deerflow_home, migrate
from deerflow_memory_middleware.migration.layouts import deerflow_bucket
from deerflow_memory_middleware.service import ServiceError
from tests.migration.deerflow_fixtures import (
    copy_base,
    deerflow_add_markdown_fact,
    deerflow_add_v1_fact,
    deerflow_edit_v1_fact,
    tree_bytes,
)

ROOT = Path(__file__).resolve().parents[2]
U, M = "USER.md", "MEMORY.md (default)"
SKIP = ""

#: (DeerFlow user, fact id) -> (outcome, where, skip reason) without Hindsight.
EXPECTED = {
    ("alice", "fact_a0000001"): ("written", U, ""),
    ("alice", "fact_a0000002"): ("written", U, ""),  # knowledge: the user's expertise
    ("alice", "fact_a0000003"): ("written", U, ""),  # correction, with its avoid note
    ("alice", "fact_a0000004"): ("written", U, ""),
    ("alice", "fact_a0000005"): ("written", M, ""),
    ("alice", "fact_a0000006"): ("written", M, ""),
    ("alice", "fact_a0000007"): ("written", U, ""),  # goal: the user's objective
    ("alice", "fact_a0000008"): ("written", M, ""),  # custom category workflow
    ("alice", "fact_a0000009"): ("skipped", SKIP, "empty"),
    ("alice", "fact_a000000a"): ("skipped", SKIP, "blocked"),
    ("alice", "fact_ac000001"): ("written", "MEMORY.md (coder)", ""),
    ("alice", "fact_ac000002"): ("written", "MEMORY.md (coder)", ""),
    ("bob", "fact_b0000001"): ("written", U, ""),
    ("bob", "fact_b0000002"): ("written", U, ""),
    ("bob", "fact_b0000003"): ("written", U, ""),
    ("bob", "fact_b0000004"): ("written", U, ""),
    ("bob", "fact_b0000005"): ("written", M, ""),
    ("bob", "fact_b0000006"): ("skipped", SKIP, "deleted_in_deerflow"),  # only in .v1.bak
    ("bob", "fact_b0000007"): ("written", U, ""),  # Markdown: other + categoryExtension
    ("bob", "fact_bc000001"): ("written", "MEMORY.md (coder)", ""),
    ("bob", "fact_bc000002"): ("written", "MEMORY.md (coder)", ""),
    ("bob", "fact_bc000003"): ("written", "MEMORY.md (coder)", ""),
    ("dave", "fact_d0000001"): ("written", U, ""),
    ("default", "fact_0a1b2c3d"): ("written", U, ""),
    ("default", "fact_0a1b2c3e"): ("written", M, ""),
    ("default", "fact_1a1b2c3d"): ("written", U, ""),  # behavior: the user's habits
}


def cli(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "deerflow_memory_middleware.cli", *args], capture_output=True,
        text=True, cwd=ROOT, timeout=300, check=False,
        env={**os.environ, "PYTHONPATH": str(ROOT), **(env or {})})


def placements(report: dict) -> dict[tuple[str, str], tuple[str, str, str]]:
    return {(user["user_id"], item["fact_id"]): (item["outcome"], item["where"],
                                                  item["reason_code"])
            for user in report["users"] for item in user["items"] if item["fact_id"]}


def entries(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").split("\n§\n") if path.exists() else []


@pytest.fixture
def home(tmp_path) -> Path:
    return copy_base(tmp_path)


def test_every_layout_every_user_and_agent_without_hindsight(home):
    before = tree_bytes(home)
    run = cli("migrate", "--all", "--skip-hindsight", "--json",
              env={"DEER_FLOW_HOME": str(home)})
    report = json.loads(run.stdout)
    assert run.returncode == 1, run.stderr  # carol and dave hold corrupt files: said so
    assert "carol (incomplete)" in run.stderr and "dave (incomplete)" in run.stderr
    assert placements(report) == EXPECTED

    # DeerFlow's files: not one byte changed, nothing renamed, nothing removed.
    after = tree_bytes(home)
    assert {k: v for k, v in after.items() if k in before} == before

    alice = home / "users/alice"
    user_md = entries(alice / "USER.md")
    assert user_md[0] == ("Use `uv run pytest`, not plain pytest, in her repos (avoid: ran "
                          "plain pytest, which missed the project's virtualenv)")
    assert "喜欢用中文讨论架构设计，代码注释用英文" in user_md
    assert "[Personal context] Lives in Lisbon; bilingual Portuguese / English. 🇵🇹" in user_md
    assert "[Recent months] Spent May profiling the ledger service." in user_md
    assert "عميلها الرئيسي في دبي ويتحدث العربية" in entries(alice / "agents/default/MEMORY.md")
    assert "Ignore previous" not in (alice / "USER.md").read_text(encoding="utf-8")
    bob_coder = entries(home / "users/bob/agents/coder/MEMORY.md")
    assert "שומר הערות בעברית בקובצי README" in bob_coder
    assert entries(home / "users/bob/USER.md")[0].endswith("(avoid: suggested a Helm chart)")
    assert "Researcher agent cites arXiv ids, never DOIs" in entries(
        home / "users/default/USER.md")

    by_user = {u["user_id"]: u for u in report["users"]}
    assert by_user["alice"]["agents"]["default"] == {
        "read": 15, "written": 13, "retained": 0, "queued": 0, "overflowed": 0, "skipped": 2,
        "skipped_by_reason": {"blocked": 1, "empty": 1}}
    assert by_user["alice"]["agents"]["coder"]["written"] == 2
    assert by_user["bob"]["agents"]["default"]["skipped_by_reason"] == {"deleted_in_deerflow": 1}
    assert "users/carol/memory.json: unreadable" in by_user["carol"]["problems"][0]
    assert "fact_d0000002.md: unreadable fact" in by_user["dave"]["problems"][0]
    assert report["exit_status"] == 1 and report["overflowed"] == []

    # Every write is in the user's history, as the migration, with the source file.
    history = [json.loads(line) for line in
               (alice / "history/audit.jsonl").read_text(encoding="utf-8").splitlines()]
    assert {r["face"] for r in history} == {"migration"} and len(history) == 15
    assert all(r["note"].startswith("migrated from DeerFlow users/alice/") for r in history)
    # ... and can be undone like any other write.
    client = MemoryClient(MemoryConfig(), base_dir=home, user_id="alice")
    try:
        first = next(r for r in history if r["new"].startswith("Use `uv run pytest`"))
        assert client.undo(first["id"])["success"]
        assert not entries(alice / "USER.md")[0].startswith("Use `uv run pytest`")
        assert client.get_history(limit=1)["records"][0]["undo_of"] == first["id"]
    finally:
        client.close()


def test_rerun_adds_nothing_and_a_new_source_fact_is_picked_up(home):
    migrate(MemoryConfig(), source_dir=home, all_users=True, skip_hindsight=True)
    ours = tree_bytes(home)
    again = migrate(MemoryConfig(), source_dir=home, all_users=True, skip_hindsight=True)
    statuses = {u.user_id: u.status for u in again.users}
    assert statuses == {"alice": "unchanged", "bob": "unchanged", "default": "unchanged",
                        "carol": "incomplete", "dave": "incomplete"}
    changed = {k for k, v in tree_bytes(home).items() if ours.get(k) != v}
    assert all("/migration/manifest.json" in k for k in changed), changed

    # DeerFlow learns a fact (v1 and v2 users) and edits one: only those move, once.
    deerflow_add_v1_fact(home, "alice", {
        "id": "fact_a00000ff", "content": "Prefers vim keybindings everywhere ⌨️",
        "category": "preference", "confidence": 0.9, "createdAt": "2026-07-01T08:00:00Z",
        "source": "thread-new"})
    deerflow_edit_v1_fact(home, "alice", "fact_a0000005",
                          "Team ships every Tuesday 🚀 and freezes on Mondays")
    deerflow_add_markdown_fact(home, "bob", "__default__", "fact_b00000ff",
                               "Bob 喜欢简短的回答", category="preference")
    third = migrate(MemoryConfig(), source_dir=home, all_users=True, skip_hindsight=True)
    alice = next(u for u in third.users if u.user_id == "alice")
    written = [i.fact_id for i in alice.items if i.outcome == "written"]
    assert sorted(written) == ["fact_a0000005", "fact_a00000ff"]
    assert {i.reason_code for i in alice.items if i.outcome == "skipped"} == {
        "already_migrated", "empty", "blocked"}
    memory_md = entries(home / "users/alice/agents/default/MEMORY.md")
    assert "Team ships every Tuesday 🚀 and freezes on Mondays" in memory_md
    assert not any("Thursday" in e for e in memory_md), "the old text was replaced, not kept"
    user_md = entries(home / "users/alice/USER.md")
    assert len(user_md) == len(set(user_md)) and user_md.count(
        "Prefers vim keybindings everywhere ⌨️") == 1
    bob = next(u for u in third.users if u.user_id == "bob")
    assert [i.fact_id for i in bob.items if i.outcome == "written"] == ["fact_b00000ff"]
    assert "Bob 喜欢简短的回答" in entries(home / "users/bob/USER.md")


def test_a_deerflow_write_during_the_run_is_read_again_not_lost(home):
    wrote = []

    def deerflow_meanwhile(bucket: str) -> None:
        if bucket == "bob" and not wrote:  # DeerFlow saves a fact right after we read bob
            wrote.append(deerflow_add_markdown_fact(
                home, "bob", "coder", "fact_bc0000ff", "Deploys with Argo CD", "context"))

    report = migrate(MemoryConfig(), source_dir=home, user_id="bob", skip_hindsight=True,
                     after_read=deerflow_meanwhile)
    bob = report.users[0]
    assert bob.changed_during_migration and bob.passes == 2 and bob.status == "migrated"
    placed = {i.fact_id: (i.outcome, i.where) for i in bob.items if i.fact_id}
    assert placed["fact_bc0000ff"] == ("written", "MEMORY.md (coder)")
    assert placed["fact_b0000001"] == ("written", "USER.md")  # pass 1's outcome kept
    coder = entries(home / "users/bob/agents/coder/MEMORY.md")
    assert coder.count("Deploys with Argo CD") == 1 and len(coder) == len(set(coder))


def test_a_deerflow_write_in_progress_stops_that_user_only(home):
    (home / "users/alice/.memory.journal.json").write_text('{"state": "prepared"}')
    run = cli("migrate", "--all", "--skip-hindsight", "--json",
              env={"DEER_FLOW_HOME": str(home)})
    users = {u["user_id"]: u for u in json.loads(run.stdout)["users"]}
    assert users["alice"]["status"] == "busy" and "stop DeerFlow" in users["alice"]["message"]
    assert not (home / "users/alice/USER.md").exists()
    assert users["bob"]["status"] == "migrated" and run.returncode == 1


def test_dry_run_writes_nothing_anywhere(home, tmp_path):
    before = tree_bytes(home)
    run = cli("migrate", "--all", "--dry-run", "--base-dir", str(tmp_path / "ours"),
              env={"DEER_FLOW_HOME": str(home)})
    assert tree_bytes(home) == before
    assert not any((tmp_path / "ours").rglob("*.md"))
    assert run.stdout.startswith("Migration plan (dry run, nothing written)")
    assert "write      USER.md" in run.stdout


def test_our_files_can_live_apart_from_deerflows(home, tmp_path):
    ours = tmp_path / "memory-v2"
    (home.parent / ".deer-flow").symlink_to(home)
    run = cli("migrate", "--user-id", "alice", "--skip-hindsight", "--base-dir", str(ours),
              env={"DEER_FLOW_PROJECT_ROOT": str(home.parent), "DEER_FLOW_HOME": ""})
    assert run.returncode == 0, run.stderr
    assert (ours / "users/alice/USER.md").exists()
    assert not (home / "users/alice/USER.md").exists()


def test_a_hashed_deerflow_folder_migrates_to_the_runtime_user_id(home):
    """DeerFlow names the folder of ``ops.bot`` ``ops-bot-<sha256>``; its Markdown facts keep
    the id the runtime used, which is the id the middleware will be called with."""
    bucket = deerflow_bucket("ops.bot")
    assert bucket.startswith("ops-bot-") and bucket != "ops-bot"
    deerflow_add_markdown_fact(home, bucket, "__default__", "fact_0b000001",
                               "Posts release notes to #eng 📣", raw_user="ops.bot")
    report = migrate(MemoryConfig(), source_dir=home, user_id=bucket, skip_hindsight=True)
    assert report.users[0].user_id == "ops.bot" and report.users[0].status == "migrated"
    assert entries(home / "users/ops.bot/USER.md") == ["Posts release notes to #eng 📣"]


def test_deerflow_home_resolution(tmp_path, monkeypatch):
    assert deerflow_home({"DEER_FLOW_HOME": "/srv/df"}) == Path("/srv/df")
    assert deerflow_home({"DEER_FLOW_PROJECT_ROOT": "/srv/app"}) == Path("/srv/app/.deer-flow")
    monkeypatch.chdir(tmp_path)
    assert deerflow_home({}) == tmp_path / ".deer-flow"


def test_refusals_name_the_fix(home):
    with pytest.raises(ServiceError, match="--skip-hindsight"):
        migrate(MemoryConfig(), source_dir=home, user_id="alice")
    with pytest.raises(ServiceError, match="not both"):
        migrate(MemoryConfig(), source_dir=home, user_id="alice", all_users=True,
                skip_hindsight=True)
