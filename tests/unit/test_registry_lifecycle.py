"""`MemoryRegistry`: a manager that leaves the cache is shut down, outside the registry lock.

The Hindsight provider keeps a thread's turns in memory until ``retain_every_n_turns`` of them
form one document; shutting the provider down queues that partial batch in the durable outbox.
These tests use the real provider, the real outbox journal on disk and a Hindsight URL where
nothing listens (the write waits in the journal), so a dropped batch would be visible as a
missing journal item.
"""

from __future__ import annotations

import threading

from deerflow_memory_middleware import MemoryConfig, MemoryProvider
from deerflow_memory_middleware.registry import MemoryRegistry
from tests.support.hindsight_testkit import dead_url


def batching_config() -> MemoryConfig:
    return MemoryConfig.model_validate({
        "provider": "hindsight",
        "hindsight": {"api_url": dead_url(), "retain_every_n_turns": 3,
                      "breaker_failure_threshold": 1, "breaker_cooldown_seconds": 600,
                      "shutdown_flush_timeout_seconds": 0},
    })


def queued_turns(registry: MemoryRegistry, user_id: str) -> list[str]:
    return [item.content for item in registry.backend().outbox.pending()
            if item.op == "retain" and (item.metadata or {}).get("user_id") == user_id]


def test_evicted_manager_queues_its_partial_batch(tmp_path):
    registry = MemoryRegistry(batching_config(), base_dir=tmp_path, max_managers=1)
    try:
        registry.manager_for("alice").sync_turn("My cat is Miso.", "Noted.", thread_id="t1")
        assert queued_turns(registry, "alice") == [], "1 of 3 turns: still batching"
        registry.manager_for("bob")  # the cache holds one manager: alice's is evicted
        queued = queued_turns(registry, "alice")
        assert len(queued) == 1 and "My cat is Miso." in queued[0]
    finally:
        registry.shutdown()


def test_forget_queues_the_partial_batch_of_every_dropped_manager(tmp_path):
    registry = MemoryRegistry(batching_config(), base_dir=tmp_path)
    try:
        for agent in ("coder", "writer"):
            registry.manager_for("alice", agent).sync_turn(f"Hello {agent}.", "Hi.",
                                                           thread_id="t1")
        registry.manager_for("bob").sync_turn("Bob here.", "Hi Bob.", thread_id="t1")
        registry.forget("alice")
        assert sorted(queued_turns(registry, "alice")) == [
            "User: Hello coder.\nAssistant: Hi.", "User: Hello writer.\nAssistant: Hi."]
        assert queued_turns(registry, "bob") == [], "bob's manager is still cached"
        assert [m.scope.user_id for m in registry.cached_managers()] == ["bob"]
    finally:
        registry.shutdown()


class LockProbe(MemoryProvider):
    """Shutdown asks the registry for its managers from another thread: that only finishes
    when the registry lock is free."""

    def __init__(self, registry_box: list[MemoryRegistry], outcomes: list[bool]) -> None:
        self._box = registry_box
        self._outcomes = outcomes

    @property
    def name(self) -> str:
        return "lock-probe"

    def is_available(self) -> bool:
        return True

    def get_tool_schemas(self) -> list[dict]:
        return []

    def shutdown(self) -> None:
        probe = threading.Thread(target=self._box[0].cached_managers, daemon=True)
        probe.start()
        probe.join(2.0)
        self._outcomes.append(not probe.is_alive())


def test_evicted_managers_are_shut_down_outside_the_registry_lock(tmp_path):
    box: list[MemoryRegistry] = []
    outcomes: list[bool] = []
    registry = MemoryRegistry(
        MemoryConfig.model_validate({"provider": "hindsight"}), base_dir=tmp_path,
        max_managers=1, external_factory=lambda config, scope, base: LockProbe(box, outcomes))
    box.append(registry)
    registry.manager_for("alice")
    registry.manager_for("bob")
    registry.forget("bob")
    assert outcomes == [True, True], "eviction and forget shut down, lock released"
