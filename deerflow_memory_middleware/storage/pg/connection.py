"""Connections to the shared Postgres database: a pool, the DSN, and one fault vocabulary.

Every database fault becomes a `StorageError` with code ``storage_unavailable`` (the server is
down, restarting or unreachable: retry later) or ``io_error`` (anything else), so the gateway,
the memory tool and the CLI report it like any other storage fault. A transaction that fails is
rolled back whole: nothing is ever half-applied.
"""

from __future__ import annotations

import logging
import os
import re
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, TypeVar

from ...errors import ConfigError, ErrorCode, NotConfiguredError, StorageError
from ...providers.breaker import CircuitBreaker

if TYPE_CHECKING:
    import psycopg
    from psycopg_pool import ConnectionPool

logger = logging.getLogger(__name__)

__all__ = ["PgConnector", "expand_dsn", "translate_errors"]

T = TypeVar("T")

_VAR_RE = re.compile(r"\$(?:\{([A-Za-z_][A-Za-z0-9_]*)\}|([A-Za-z_][A-Za-z0-9_]*))")
# SQLSTATE classes a retry can cure: serialization failure, deadlock.
_RETRY_STATES = frozenset({"40001", "40P01"})
_MAX_RETRIES = 5
# After the database was found unreachable, reads are refused at once for this long (then one
# read probes it again; any write may), so a turn does not wait the timeout at each check.
_DOWN_SECONDS = 1.0


def expand_dsn(dsn: str) -> str:
    """Replace ``$VAR`` / ``${VAR}`` in ``dsn`` with environment values (secrets stay out of
    config files).

    Raises:
        ConfigError: the DSN is empty or names a variable that is not set.
    """
    if not dsn.strip():
        raise ConfigError("storage.dsn is empty; set it to a Postgres URL such as "
                          "postgresql://memory:$MEMORY_DB_PASSWORD@db:5432/memory.")

    def value(match: re.Match[str]) -> str:
        name = match.group(1) or match.group(2)
        found = os.environ.get(name)
        if found is None:
            raise ConfigError(f"storage.dsn names ${name}, which is not set in the environment; "
                              f"export {name} or write the value into storage.dsn.")
        return found

    return _VAR_RE.sub(value, dsn)


def redact(dsn: str) -> str:
    """The DSN with its password hidden, for messages and logs."""
    return re.sub(r"(://[^:/@]*:)[^@]*@", r"\1***@", re.sub(r"password=\S+", "password=***", dsn))


@contextmanager
def translate_errors(action: str) -> Iterator[None]:
    """Turn psycopg and pool faults raised in the block into `StorageError`s with advice."""
    import psycopg
    from psycopg_pool import PoolTimeout

    try:
        yield
    except StorageError:
        raise
    except (psycopg.OperationalError, PoolTimeout) as exc:
        raise StorageError(
            ErrorCode.STORAGE_UNAVAILABLE,
            f"The memory database is unavailable while {action} ({_first_line(exc)}); nothing "
            "was changed. Check that Postgres is running and reachable, then retry.",
        ) from exc
    except psycopg.Error as exc:
        raise StorageError(
            ErrorCode.IO_ERROR,
            f"The memory database refused {action} ({_first_line(exc)}); nothing was changed.",
        ) from exc


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return text[0] if text else type(exc).__name__


class PgConnector:
    """A small connection pool to one database, opened lazily, closed by its owner.

    Args:
        dsn: the connection string (``$VAR`` already expanded, see `expand_dsn`).
        min_size: connections kept open.
        max_size: connections at most.
        timeout: seconds to wait for a connection (and to connect) before
            ``storage_unavailable``.
        clock: monotonic clock of the unreachable-database breaker (tests may pass a fake).
    """

    def __init__(self, dsn: str, *, min_size: int = 1, max_size: int = 4,
                 timeout: float = 5.0, clock: Callable[[], float] = time.monotonic) -> None:
        try:
            from psycopg_pool import ConnectionPool
        except ImportError as exc:
            raise NotConfiguredError(
                "storage.backend is 'postgres' but psycopg is not installed; install "
                "deerflow-memory-middleware[postgres].") from exc
        self.dsn = dsn
        self.timeout = timeout
        self._max_size = max_size
        self._pool: ConnectionPool = ConnectionPool(
            dsn, min_size=min_size, max_size=max_size, timeout=timeout, open=False,
            kwargs={"connect_timeout": max(1, int(timeout)), "autocommit": False},
            # No check on every checkout (a round trip on the hot path): reads retry on a
            # connection the server closed, writes check theirs first (`connection`).
            # Reconnection backs off exponentially for up to reconnect_timeout; left at its
            # default (5 min) the pool keeps refusing writes for about as long as an outage
            # lasted. Bounded by the checkout timeout, the first write after the database is
            # back gets a connection.
            reconnect_timeout=timeout,
            name="deerflow-memory",
        )
        self._opened = False
        self._breaker = CircuitBreaker(failure_threshold=1, cooldown_seconds=_DOWN_SECONDS,
                                       clock=clock)

    def _open(self) -> None:
        if not self._opened:
            with translate_errors(f"connecting to {redact(self.dsn)}"):
                self._pool.open(wait=False)
            self._opened = True

    @contextmanager
    def _guarded(self, action: str, *, fail_fast: bool) -> Iterator[None]:
        """Faults translated; with ``fail_fast`` (reads, which have fallbacks), a database found
        unreachable is refused at once for a moment, so that while it is down a turn's several
        checks do not each wait ``timeout``. Writes always try: one sent as the database comes
        back must succeed."""
        if fail_fast and not self._breaker.allow():
            raise StorageError(
                ErrorCode.STORAGE_UNAVAILABLE,
                f"The memory database was unreachable moments ago while {action}; nothing was "
                "changed. Check that Postgres is running and reachable, then retry.")
        try:
            self._open()
            with translate_errors(action):
                yield
        except StorageError as exc:
            if exc.code == ErrorCode.STORAGE_UNAVAILABLE:
                self._breaker.record_failure()
            else:
                self._breaker.record_success()  # reachable: it answered with a refusal
            raise
        except BaseException:
            self._breaker.release_probe()
            raise
        else:
            self._breaker.record_success()

    @contextmanager
    def connection(self, action: str) -> Iterator[psycopg.Connection[tuple[object, ...]]]:
        """A pooled connection inside one transaction, committed when the block ends normally
        and rolled back when it raises.

        Raises:
            StorageError: the database is unreachable or refused the work.
        """
        with self._guarded(action, fail_fast=False), self._live_connection() as conn:
            yield conn

    @contextmanager
    def _live_connection(self) -> Iterator[psycopg.Connection[tuple[object, ...]]]:
        """A pooled connection checked alive first: after a database restart every idle one
        is dead, and a write must not fail on them. A dead one is closed (the pool discards
        it) and the next is tried; a new one is made once the idle ones are used up."""
        from psycopg_pool import ConnectionPool

        for _ in range(self._max_size + 1):
            with self._pool.connection() as conn:
                try:
                    ConnectionPool.check_connection(conn)
                except Exception:  # noqa: BLE001 - any failure means this one is unusable
                    conn.close()
                    continue
                yield conn
                return
        raise StorageError(ErrorCode.STORAGE_UNAVAILABLE,
                           "Every connection to the memory database failed its check; check "
                           "that Postgres is running and reachable, then retry.")

    def fetch(self, action: str, sql: str, params: Sequence[object] = ()
              ) -> list[tuple[Any, ...]]:
        """Run one read statement in autocommit (one round trip, no ``BEGIN`` / ``COMMIT``)
        and return its rows. A pooled connection the server closed meanwhile (a restart) is
        replaced and the read sent once more: reads are safe to repeat.

        Raises:
            StorageError: the database is unreachable or refused the read.
        """
        import psycopg

        with self._guarded(action, fail_fast=True):
            for attempt in (1, 2):
                with self._pool.connection() as conn:
                    conn.autocommit = True
                    try:
                        return conn.execute(sql.encode(), params).fetchall()
                    except psycopg.OperationalError:
                        if not conn.broken or attempt == 2:
                            raise
                        logger.info("A pooled connection was closed by the server; reading again")
                    finally:
                        if not conn.closed:
                            conn.autocommit = False  # the pool hands it out for transactions
        raise AssertionError("unreachable")

    def transaction(self, action: str, work: Callable[[psycopg.Connection[tuple[object, ...]]],
                                                      T]) -> T:
        """Run ``work`` in one transaction, retried on serialization failures and deadlocks.

        ``work`` must not have effects outside the database: it may run more than once.
        """
        import psycopg

        for attempt in range(_MAX_RETRIES):
            try:
                with self.connection(action) as conn:
                    return work(conn)
            except StorageError as exc:
                cause = exc.__cause__
                state = cause.sqlstate if isinstance(cause, psycopg.Error) else None
                if state not in _RETRY_STATES or attempt == _MAX_RETRIES - 1:
                    raise
                logger.info("Retrying %s after %s (attempt %d)", action, state, attempt + 1)
                time.sleep(0.005 * (2 ** attempt))
        raise AssertionError("unreachable")

    def close(self) -> None:
        """Close every connection; idempotent."""
        if self._opened:
            self._pool.close()
            self._opened = False
