"""The write lock is not held across the pair check's model calls, under contention.

Six threads append notes to one MEMORY.md at once (files and a real Postgres). The pair check that
runs before the lock is made slow (a fault injection standing in for a model call on a loaded
machine: the real one is fast here); the check under the lock must then be a remembered verdict,
warmed by the same write, except for a write whose retries ran out. Nothing is lost or stored
twice.
"""

from __future__ import annotations

import threading
import time
from collections import Counter

from deerflow_memory_middleware import BuiltinFileProvider, MemoryConfig
from deerflow_memory_middleware.providers import builtin, split_check

NOTES = ("User prefers green tea in the morning", "The repo uses pytest and ruff for checks",
         "Meetings with Dana happen every Monday", "Deploys go out on Thursday afternoons",
         "喜欢简洁的回答，先给代码再解释", "Réunion d'équipe le lundi à dix heures",
         "Backups run nightly to the office server", "Lunch is usually around half past noon")
WRITERS, WRITES = 6, 6


def test_pair_checks_under_the_lock_were_warmed_before_it(storage_backend, monkeypatch):
    config = MemoryConfig.model_validate({"builtin": {"memory_char_limit": 100_000}})
    local = threading.local()
    warmed: set[tuple[int, str, str]] = set()
    counts: Counter[str] = Counter()
    guard = threading.Lock()
    real_scan, real_refusal = split_check.scan_pair, builtin.split_refusal
    real_check = split_check.AppendWarmer.check

    def scan_pair(first, second, **kwargs):
        if getattr(local, "in_lock", False):
            with guard:
                counts["checked under the lock"] += 1
                counts["not warmed first"] += (threading.get_ident(), first, second) not in warmed
        else:
            time.sleep(0.02)  # a slow model call, outside the lock
            with guard:
                warmed.add((threading.get_ident(), first, second))
        return real_scan(first, second, **kwargs)

    def split_refusal(*args, **kwargs):  # only ever called under the write lock
        local.in_lock = True
        try:
            return real_refusal(*args, **kwargs)
        finally:
            local.in_lock = False

    def check(self, entries):
        retries_left = self._retries
        try:
            return real_check(self, entries)
        except split_check.NeighbourMoved:
            with guard:
                counts["retries"] += 1
            raise
        finally:
            if (retries_left == 0 and self._content not in entries
                    and list(entries[-1:]) != self._neighbour):
                with guard:
                    counts["retries ran out"] += 1

    monkeypatch.setattr(split_check, "scan_pair", scan_pair)
    monkeypatch.setattr(builtin, "split_refusal", split_refusal)
    monkeypatch.setattr(split_check.AppendWarmer, "check", check)
    results = []

    def writer(w: int) -> None:
        provider = BuiltinFileProvider(config, base_dir=storage_backend.base_dir, user_id="ada",
                                       agent_id="a", store=storage_backend.store)
        for n in range(WRITES):
            results.append(provider.add("memory", f"{NOTES[(w + n) % len(NOTES)]} ({w}.{n})."))

    threads = [threading.Thread(target=writer, args=(w,)) for w in range(WRITERS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert not any(thread.is_alive() for thread in threads)

    assert [(r.code, r.error) for r in results if not r.success] == []
    entries = BuiltinFileProvider(config, base_dir=storage_backend.base_dir, user_id="ada",
                                  agent_id="a", store=storage_backend.store).view("memory").entries
    assert len(entries) == len(set(entries)) == WRITERS * WRITES
    assert counts["checked under the lock"] >= WRITERS * WRITES - 1  # every add but the first
    # A write whose neighbour kept moving checks its last pair under the lock (at most one).
    assert counts["not warmed first"] <= counts["retries ran out"], counts
