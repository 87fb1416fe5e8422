"""pytest plugin: a real PostgreSQL server for the test session, one fresh database per test.

Register with ``pytest_plugins = ["tests.support.postgres_plugin"]`` in ``tests/conftest.py``.

The server is Debian's PostgreSQL (``/usr/lib/postgresql/<version>/bin``, or ``PG_BIN_DIR``),
initialised in a temporary directory and listening on a free loopback port. PostgreSQL refuses to
run as root, so when the tests run as root the server runs as the ``postgres`` user (``nobody``
when there is none) through ``runuser``. Every wait is bounded and the server is stopped (killed,
if it will not stop) at the end of the session.

Fixtures:

- ``pg_server`` (session): the `PostgresServer`, with ``stop()`` / ``start()`` / ``restart()``
  for tests of a database that goes away and comes back.
- ``pg_dsn`` (function): the DSN of a database created for this test and dropped after it, so
  tests never see each other's rows.

Tests using them get the ``postgres`` marker. When the binaries are missing or the server cannot
start, those tests are skipped with the reason, except under ``CI=true``, where they fail.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

__all__ = ["PostgresServer", "PostgresUnavailable", "find_bin_dir"]

_START_TIMEOUT = 60.0
_STOP_TIMEOUT = 30.0


class PostgresUnavailable(RuntimeError):
    """The test server cannot be found or started (the reason says which and why)."""


def _in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in {"1", "true", "yes"}


def find_bin_dir() -> Path | None:
    """The folder holding ``initdb`` and ``pg_ctl``: ``PG_BIN_DIR``, Debian's newest version,
    or ``PATH``; None when PostgreSQL is not installed."""
    configured = os.environ.get("PG_BIN_DIR")
    if configured:
        return Path(configured) if (Path(configured) / "initdb").exists() else None
    found = glob.glob("/usr/lib/postgresql/*/bin/initdb")
    if found:
        newest = max(found, key=lambda p: int(Path(p).parts[-3]) if Path(p).parts[-3].isdigit()
                     else 0)
        return Path(newest).parent
    on_path = shutil.which("initdb")
    return Path(on_path).parent if on_path else None


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class PostgresServer:
    """A throw-away PostgreSQL cluster in its own directory, on a loopback port.

    Args:
        bin_dir: the folder of ``initdb`` and ``pg_ctl``.
        root: an empty folder for the cluster, its socket and its log (removed by `cleanup`).
    """

    def __init__(self, *, bin_dir: Path, root: Path) -> None:
        self.bin_dir = bin_dir
        self.root = root
        self.data_dir = root / "data"
        self.log_file = root / "server.log"
        self.port = _free_port()
        self.user = "postgres"
        self._run_as: list[str] = []
        self._owner: pwd.struct_passwd | None = None
        if os.geteuid() == 0:  # postgres refuses root: run it as an unprivileged account
            for name in ("postgres", "nobody"):
                try:
                    self._owner = pwd.getpwnam(name)
                except KeyError:
                    continue
                self._run_as = ["runuser", "-u", name, "--"]
                break
            else:
                raise PostgresUnavailable("running as root and neither a 'postgres' nor a "
                                          "'nobody' account exists to run PostgreSQL")

    # ------------------------------------------------------------------ commands
    def _run(self, *args: str, timeout: float) -> subprocess.CompletedProcess[str]:
        command = [*self._run_as, str(self.bin_dir / args[0]), *args[1:]]
        return subprocess.run(command, capture_output=True, text=True, timeout=timeout,
                              cwd=self.root, check=False)

    def initialise(self) -> None:
        """Create the cluster (trust authentication: it only listens on loopback)."""
        self.root.chmod(0o755)
        if self._owner is not None:
            os.chown(self.root, self._owner.pw_uid, self._owner.pw_gid)
        done = self._run("initdb", "-D", str(self.data_dir), "-U", self.user, "-A", "trust",
                         "-E", "UTF8", "--locale=C", "--no-sync", timeout=_START_TIMEOUT)
        if done.returncode != 0:
            raise PostgresUnavailable(f"initdb failed: {(done.stderr or done.stdout).strip()}")

    def start(self) -> None:
        """Start the server and wait (bounded) until it accepts connections."""
        options = (f"-p {self.port} -c listen_addresses=127.0.0.1 "
                   f"-c unix_socket_directories={self.root} -c max_connections=200")
        done = self._run("pg_ctl", "start", "-D", str(self.data_dir), "-l", str(self.log_file),
                         "-w", "-t", str(int(_START_TIMEOUT)), "-o", options,
                         timeout=_START_TIMEOUT + 10)
        if done.returncode != 0:
            raise PostgresUnavailable(f"pg_ctl start failed: {done.stdout.strip()} "
                                      f"{done.stderr.strip()} {self._log_tail()}")
        self._wait_accepting(_START_TIMEOUT)

    def stop(self) -> None:
        """Stop the server (fast shutdown: open sessions are cut); kill it if it will not stop."""
        if not self.running():
            return
        done = self._run("pg_ctl", "stop", "-D", str(self.data_dir), "-m", "fast", "-w",
                         "-t", str(int(_STOP_TIMEOUT)), timeout=_STOP_TIMEOUT + 10)
        if done.returncode != 0 and self.running():
            self._run("pg_ctl", "stop", "-D", str(self.data_dir), "-m", "immediate", "-w",
                      "-t", "10", timeout=20)
        pid = self.postmaster_pid()
        if pid is not None:  # still there after both shutdowns: end it for good
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass

    def restart(self) -> None:
        """Stop, then start again on the same port with the same data."""
        self.stop()
        self.start()

    def running(self) -> bool:
        """Whether the postmaster of this cluster is alive."""
        pid = self.postmaster_pid()
        if pid is None:
            return False
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return False
        return True

    def cleanup(self) -> None:
        """Stop the server and remove its directory."""
        try:
            self.stop()
        finally:
            shutil.rmtree(self.root, ignore_errors=True)

    # ------------------------------------------------------------------ connecting
    def dsn(self, dbname: str = "postgres") -> str:
        """A libpq URL for ``dbname`` on this server."""
        return f"postgresql://{self.user}@127.0.0.1:{self.port}/{dbname}"

    def create_database(self) -> str:
        """Create an empty database with a unique name; returns the name."""
        import psycopg

        name = f"t_{uuid.uuid4().hex[:16]}"
        with psycopg.connect(self.dsn(), autocommit=True, connect_timeout=10) as conn:
            conn.execute(f'CREATE DATABASE "{name}"'.encode())
        return name

    def drop_database(self, name: str) -> None:
        """Drop a database, cutting the sessions still connected to it."""
        import psycopg

        with psycopg.connect(self.dsn(), autocommit=True, connect_timeout=10) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'.encode())

    def _wait_accepting(self, timeout: float) -> None:
        import psycopg

        deadline = time.monotonic() + timeout
        while True:
            try:
                with psycopg.connect(self.dsn(), connect_timeout=2) as conn:
                    conn.execute("SELECT 1")
                return
            except psycopg.OperationalError as exc:
                if time.monotonic() >= deadline:
                    raise PostgresUnavailable(f"server on port {self.port} did not accept "
                                              f"connections in {timeout:.0f}s: {exc}") from exc
                time.sleep(0.1)

    def postmaster_pid(self) -> int | None:
        try:
            first = (self.data_dir / "postmaster.pid").read_text().split("\n", 1)[0]
        except (FileNotFoundError, PermissionError):
            return None
        return int(first) if first.strip().isdigit() else None

    def _log_tail(self) -> str:
        try:
            return "log: " + " | ".join(self.log_file.read_text().strip().splitlines()[-5:])
        except OSError:
            return ""


def _unavailable(reason: str) -> None:
    if _in_ci():
        pytest.fail(f"PostgreSQL unavailable under CI: {reason}", pytrace=False)
    pytest.skip(f"PostgreSQL unavailable: {reason}")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every test that uses the server ``postgres`` (select with ``-m postgres``)."""
    for item in items:
        if {"pg_server", "pg_dsn"} & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.postgres)


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PostgresServer]:
    """A real PostgreSQL server for the session, stopped and removed at its end."""
    bin_dir = find_bin_dir()
    if bin_dir is None:
        _unavailable("no initdb found (install Debian's postgresql: `make postgres`)")
    assert bin_dir is not None
    try:
        import psycopg  # noqa: F401
    except ImportError:
        _unavailable("psycopg is not installed (pip install -e '.[postgres]')")
    root = Path(tempfile.mkdtemp(prefix="deerflow-pg-test-"))
    server: PostgresServer | None = None
    try:
        server = PostgresServer(bin_dir=bin_dir, root=root)
        server.initialise()
        for attempt in range(3):  # the free port may be taken between probe and bind
            try:
                server.start()
                break
            except PostgresUnavailable:
                if attempt == 2 or server.running():
                    raise
                server.port = _free_port()
    except (PostgresUnavailable, OSError, subprocess.TimeoutExpired) as exc:
        if server is not None:
            server.cleanup()
        else:
            shutil.rmtree(root, ignore_errors=True)
        _unavailable(str(exc))
    assert server is not None
    try:
        yield server
    finally:
        server.cleanup()


@pytest.fixture
def pg_dsn(pg_server: PostgresServer) -> Iterator[str]:
    """The DSN of a fresh, empty database for this test (dropped after it; a test that stopped
    the server gets it started again first)."""
    if not pg_server.running():
        pg_server.start()
    name = pg_server.create_database()
    try:
        yield pg_server.dsn(name)
    finally:
        if not pg_server.running():
            pg_server.start()
        pg_server.drop_database(name)
