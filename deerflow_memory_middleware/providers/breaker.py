"""A small thread-safe circuit breaker: a dead server is skipped instead of waited for.

States: ``closed`` (calls pass), ``open`` (calls are refused at once for the cool-down),
``half_open`` (after the cool-down exactly one probe call passes; its outcome closes the breaker
or opens it for another cool-down). `allow` costs a lock and a clock read, microseconds, so a
tripped breaker makes a down server cost nothing per model call.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Literal

__all__ = ["BreakerState", "CircuitBreaker"]

BreakerState = Literal["closed", "open", "half_open"]


class CircuitBreaker:
    """Counts consecutive failures and refuses calls for a cool-down once they reach a threshold.

    Args:
        failure_threshold: consecutive failures that open the breaker.
        cooldown_seconds: how long it stays open before one probe call is let through.
        clock: monotonic clock (tests may pass a fake one).
    """

    def __init__(
        self,
        *,
        failure_threshold: int,
        cooldown_seconds: float,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.failure_threshold = max(1, failure_threshold)
        self.cooldown_seconds = max(0.0, cooldown_seconds)
        self._clock = clock
        self._lock = threading.Lock()
        self._failures = 0
        self._opened_at: float | None = None
        self._probe_in_flight = False
        self.times_opened = 0

    @property
    def state(self) -> BreakerState:
        with self._lock:
            return self._state_locked()

    def _state_locked(self) -> BreakerState:
        if self._opened_at is None:
            return "closed"
        if self._clock() - self._opened_at >= self.cooldown_seconds:
            return "half_open"
        return "open"

    @property
    def consecutive_failures(self) -> int:
        return self._failures

    def allow(self) -> bool:
        """Whether a call may go out now (in ``half_open``, only the first caller's may)."""
        with self._lock:
            state = self._state_locked()
            if state == "closed":
                return True
            if state == "open" or self._probe_in_flight:
                return False
            self._probe_in_flight = True
            return True

    def record_success(self) -> None:
        """A call succeeded: close the breaker."""
        with self._lock:
            self._failures = 0
            self._opened_at = None
            self._probe_in_flight = False

    def record_failure(self) -> None:
        """A call failed because the server is unreachable, slow or unavailable."""
        with self._lock:
            self._failures += 1
            reopen = self._opened_at is not None  # a failed probe (or a late failure)
            if reopen or self._failures >= self.failure_threshold:
                if self._opened_at is None:
                    self.times_opened += 1
                self._opened_at = self._clock()
            self._probe_in_flight = False

    def release_probe(self) -> None:
        """The probe call was abandoned without an outcome (e.g. cancelled): allow another."""
        with self._lock:
            self._probe_in_flight = False
