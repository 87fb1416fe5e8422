"""``hindsight.mode: local_embedded``: the backend starts its own real Hindsight and stops it.

Starts a second real server (pg0 + hindsight-api, about 10-20 s), so it is one test only.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from deerflow_memory_middleware import MemoryConfig, MemoryMiddleware
from tests.support.hindsight_testkit import assert_state_clean, build_agent, injected_block, turn

pytestmark = pytest.mark.hindsight

ROOT = Path(__file__).resolve().parents[2]
VENV = Path(os.environ.get("DEERFLOW_HINDSIGHT_VENV") or ROOT / ".hindsight" / "venv")


@pytest.mark.skipif(not (VENV / "bin" / "hindsight-api").exists() and not os.environ.get("CI"),
                    reason="no Hindsight server venv (make test installs it)")
def test_local_embedded_mode_starts_recalls_and_stops(tmp_path, unique_bank_prefix):
    config = MemoryConfig.model_validate({
        "provider": "hindsight",
        "hindsight": {
            "mode": "local_embedded",
            "embedded_venv": str(VENV),
            "embedded_data_dir": str(tmp_path / "server"),
            "bank_id_template": f"{unique_bank_prefix}-user-{{user_id}}",
            "work_bank_id_template": f"{unique_bank_prefix}-work-{{user_id}}-{{agent_id}}",
        },
    })
    memory = MemoryMiddleware(config, base_dir=tmp_path / "memory")
    agent, model = build_agent(memory)
    server = None
    try:
        assert_state_clean(turn(agent, "My favourite tea is genmaicha.", thread="e1"))
        provider = memory.manager_for("alice").external
        backend = provider.backend
        assert backend.state == "ready", backend.status()
        server = backend.embedded_server
        assert server is not None and server.is_running()
        assert provider.flush(60)

        assert_state_clean(turn(agent, "Which tea do I like?", thread="e2"))
        assert "genmaicha" in injected_block(model.requests[-1])
        assert provider.status()["api_url"] == server.base_url
    finally:
        memory.shutdown()
    assert server is not None and not server.is_running(), "shutdown stops the embedded server"
