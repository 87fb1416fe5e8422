"""220 facts over the USER.md / MEMORY.md limits: without Hindsight every one that does not fit
is listed and the run ends with the overflow exit bit; with the real Hindsight server they are
retained with the fact's own date, history summaries go to the user bank, and re-runs add
nothing."""

from __future__ import annotations

import json
import urllib.parse
import urllib.request

import pytest

from deerflow_memory_middleware.migration import EXIT_OVERFLOW, migrate
from tests.migration.deerflow_fixtures import copy_base, many_facts_user, tree_bytes
from tests.migration.test_migrate_layouts import cli, entries
from tests.support.hindsight_plugin import count_bank_memories
from tests.support.hindsight_testkit import hs_config


@pytest.fixture
def home(tmp_path):
    base = copy_base(tmp_path)
    many_facts_user(base, "erin", 220)
    return base


def test_overflow_without_hindsight_lists_each_fact_and_sets_the_exit_bit(home):
    run = cli("migrate", "--user-id", "erin", "--skip-hindsight", "--json",
              env={"DEER_FLOW_HOME": str(home)})
    assert run.returncode == EXIT_OVERFLOW, run.stderr
    report = json.loads(run.stdout)
    erin = report["users"][0]
    items = [i for i in erin["items"] if i["fact_id"]]
    assert len(items) == 220
    outcomes = {i["outcome"] for i in items}
    assert outcomes == {"written", "overflowed"}
    overflowed = [i for i in items if i["outcome"] == "overflowed"]
    assert [o["fact_id"] for o in report["overflowed"]] == [o["fact_id"] for o in overflowed]
    assert "did not fit and had nowhere to go" in run.stderr
    user_md = home / "users/erin/USER.md"
    memory_md = home / "users/erin/agents/default/MEMORY.md"
    assert len(user_md.read_text(encoding="utf-8")) <= 1375
    assert len(memory_md.read_text(encoding="utf-8")) <= 2200
    written = {i["text"] for i in items if i["outcome"] == "written"}
    assert written == set(entries(user_md) + entries(memory_md)) - {
        "[Work context] Erin runs data platform ops."}
    # Corrections got the space first.
    corrections = [i for i in items if i["category"] == "correction"]
    assert all(i["outcome"] == "written" for i in corrections[:3])
    # Counts add up per agent.
    row = erin["agents"]["default"]
    assert row["read"] == 221 and row["written"] + row["overflowed"] == 221

    # A second local-only run retries only the overflowed facts (still nowhere to go).
    again = cli("migrate", "--user-id", "erin", "--skip-hindsight", "--json",
                env={"DEER_FLOW_HOME": str(home)})
    assert again.returncode == EXIT_OVERFLOW
    second = json.loads(again.stdout)
    assert len(second["overflowed"]) == len(overflowed)


def _memories(url: str, bank: str) -> list[dict]:
    query = urllib.parse.quote(bank, safe="")
    with urllib.request.urlopen(f"{url}/v1/default/banks/{query}/memories/list?limit=500",
                                timeout=10) as resp:
        return json.loads(resp.read())["items"]


@pytest.mark.hindsight
def test_with_the_real_hindsight_server(home, hindsight_url, unique_bank_prefix):
    config = hs_config(hindsight_url, unique_bank_prefix)
    before = tree_bytes(home)
    report = migrate(config, source_dir=home, user_id="erin", flush_timeout=300)
    assert report.exit_status == 0 and report.hindsight_flushed is True
    erin = report.users[0]
    facts = [i for i in erin.items if i.fact_id]
    # Retains go through the durable outbox: sent at once (retained) or by the sender
    # thread (queued); the final flush says all were delivered.
    assert {i.outcome for i in facts} <= {"written", "retained", "queued"}
    retained = [i for i in facts if i.outcome in ("retained", "queued")]
    assert len(retained) > 100 and all(i.where.startswith("hindsight:") for i in retained)
    user_bank = f"{unique_bank_prefix}-user-erin"
    work_bank = f"{unique_bank_prefix}-work-erin-default"
    counted = count_bank_memories(hindsight_url, user_bank) + count_bank_memories(
        hindsight_url, work_bank)
    assert counted >= len(retained)
    # The fact's own date is the Hindsight timestamp, not the migration time.
    dates = {str(m.get("mentioned_at") or m.get("occurred_start") or m.get("date") or "")[:7]
             for m in _memories(hindsight_url, work_bank)}
    assert dates & {f"2026-0{n}" for n in range(1, 7)}, dates
    assert {k: v for k, v in tree_bytes(home).items() if k in before} == before

    # Re-run: nothing new anywhere.
    user_count = count_bank_memories(hindsight_url, user_bank)
    again = migrate(config, source_dir=home, user_id="erin")
    assert again.users[0].status == "unchanged"
    assert count_bank_memories(hindsight_url, user_bank) == user_count


@pytest.mark.hindsight
def test_history_summaries_go_to_the_user_bank(tmp_path, hindsight_url, unique_bank_prefix):
    home = copy_base(tmp_path)
    config = hs_config(hindsight_url, unique_bank_prefix)
    report = migrate(config, source_dir=home, user_id="alice")
    alice = report.users[0]
    history = {i.text: (i.outcome, i.where) for i in alice.items
               if i.category.startswith("history.")}
    assert set(history) == {"[Recent months] Spent May profiling the ledger service.",
                            "[Earlier context] Moved from Go to Rust in 2024."}
    assert all(outcome in ("retained", "queued") and where == "hindsight:user"
               for outcome, where in history.values())
    assert not any("[Recent months]" in e for e in entries(home / "users/alice/USER.md"))
