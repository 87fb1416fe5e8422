"""`LoopThread`: a private asyncio event loop on its own thread, owned and joined by its owner.

Sync callers bridge to it with ``run_coroutine_threadsafe(...).result(timeout)`` and async
callers with ``asyncio.wrap_future``, so one coroutine serves both. A blocking call from the loop's
own thread is refused (it would wait for itself), and a stopped loop answers with a
`HindsightError` of kind ``stopped``.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import threading
from collections.abc import Coroutine
from typing import Any, TypeVar

from .hindsight_errors import HindsightError

logger = logging.getLogger(__name__)

__all__ = ["Call", "LoopThread"]

T = TypeVar("T")
#: A coroutine of any yield and send type (the event loop drives it) returning ``T``.
Call = Coroutine[Any, Any, T]


class LoopThread:
    """A private asyncio event loop running on its own (joined) thread.

    Args:
        name: The thread's name.
    """

    def __init__(self, name: str) -> None:
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._loop.run_forever()

    @property
    def alive(self) -> bool:
        return self._thread.is_alive() and not self._loop.is_closed()

    def submit(self, coro: Call[T]) -> concurrent.futures.Future[T]:
        if threading.current_thread() is self._thread:
            coro.close()
            raise RuntimeError("A blocking Hindsight call was made from the I/O loop itself.")
        if not self.alive:
            coro.close()
            raise HindsightError("stopped", "The Hindsight backend was shut down.")
        return asyncio.run_coroutine_threadsafe(coro, self._loop)

    def run(self, coro: Call[T], timeout: float) -> T:
        """Run ``coro`` on the loop and wait up to ``timeout`` seconds (sync callers)."""
        future = self.submit(coro)
        try:
            return future.result(timeout)
        except concurrent.futures.TimeoutError:
            future.cancel()
            raise TimeoutError(f"no answer within {timeout:.1f}s") from None

    async def arun(self, coro: Call[T], timeout: float) -> T:
        """Async twin of `run`: the caller's loop awaits without blocking."""
        future = self.submit(coro)
        try:
            return await asyncio.wait_for(asyncio.wrap_future(future), timeout)
        except TimeoutError:
            future.cancel()
            raise TimeoutError(f"no answer within {timeout:.1f}s") from None

    def stop(self, cleanup: Call[object] | None, timeout: float) -> None:
        """Run ``cleanup``, cancel what is left, stop the loop and join the thread."""
        if not self.alive:
            if cleanup is not None:
                cleanup.close()
            return

        async def finish() -> None:
            if cleanup is not None:
                try:
                    await asyncio.wait_for(cleanup, timeout=max(0.1, timeout / 2))
                except (Exception, asyncio.CancelledError) as exc:  # noqa: BLE001 - logged
                    logger.warning("Hindsight client did not close cleanly: %r", exc)
            current = asyncio.current_task()
            tasks = [t for t in asyncio.all_tasks() if t is not current]
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)

        try:
            asyncio.run_coroutine_threadsafe(finish(), self._loop).result(timeout)
        except (concurrent.futures.TimeoutError, RuntimeError) as exc:
            logger.warning("Hindsight I/O loop cleanup incomplete: %r", exc)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout)
        if self._thread.is_alive():
            logger.warning("Hindsight I/O thread did not stop within %.1fs", timeout)
        else:
            self._loop.close()
