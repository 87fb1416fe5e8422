"""`EmptyBanks`: marks expire, our own writes end them at once, a zero TTL disables the cache."""

from __future__ import annotations

from deerflow_memory_middleware.providers.empty_banks import EmptyBanks


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_a_marked_bank_is_skipped_until_the_mark_expires():
    clock = Clock()
    banks = EmptyBanks(30.0, clock=clock)
    assert not banks.is_empty("b")
    banks.mark_empty("b")
    assert banks.is_empty("b") and banks.is_empty("b")
    assert banks.skipped == 2
    clock.now += 29.9
    assert banks.is_empty("b")
    clock.now += 0.2
    assert not banks.is_empty("b"), "expired: asked again (another process may have written)"


def test_our_own_write_ends_the_mark_at_once():
    banks = EmptyBanks(30.0, clock=Clock())
    banks.mark_empty("user-bank")
    banks.mark_empty("work-bank")
    banks.invalidate("user-bank")
    assert not banks.is_empty("user-bank")
    assert banks.is_empty("work-bank")


def test_zero_ttl_disables_the_cache():
    banks = EmptyBanks(0.0, clock=Clock())
    banks.mark_empty("b")
    assert not banks.is_empty("b")


def test_marks_are_bounded():
    banks = EmptyBanks(30.0, clock=Clock())
    for i in range(10_050):
        banks.mark_empty(f"b{i}")
    assert not banks.is_empty("b0") and banks.is_empty("b10049")
