"""The PostgreSQL test fixtures themselves: a real server, a fresh database per test, and a
stop / start handle that keeps the data."""

from __future__ import annotations

from pathlib import Path

import psycopg
import pytest

from tests.support.postgres_plugin import PostgresServer

pytestmark = pytest.mark.postgres


def test_each_test_gets_a_fresh_empty_database(pg_server: PostgresServer, pg_dsn: str) -> None:
    with psycopg.connect(pg_dsn, autocommit=True) as conn:
        tables = conn.execute("SELECT count(*) FROM pg_tables WHERE schemaname = 'public'"
                              ).fetchone()
        conn.execute("CREATE TABLE marker (id int)")
        name = conn.execute("SELECT current_database()").fetchone()
    assert tables == (0,)
    assert name is not None and name[0] != "postgres" and pg_dsn == pg_server.dsn(name[0])


def test_stop_refuses_connections_and_start_keeps_the_data(pg_server: PostgresServer,
                                                          pg_dsn: str) -> None:
    with psycopg.connect(pg_dsn, autocommit=True) as conn:
        conn.execute("CREATE TABLE kept (id int)")
        conn.execute("INSERT INTO kept VALUES (7)")
    pg_server.stop()
    assert not pg_server.running()
    with pytest.raises(psycopg.OperationalError):
        psycopg.connect(pg_dsn, connect_timeout=2).close()
    pg_server.start()
    with psycopg.connect(pg_dsn) as conn:
        assert conn.execute("SELECT id FROM kept").fetchall() == [(7,)]


def test_the_server_does_not_run_as_root(pg_server: PostgresServer) -> None:
    pid = pg_server.postmaster_pid()
    assert pid is not None and pg_server.running()
    status = Path(f"/proc/{pid}/status").read_text().splitlines()
    uid = next(line.split()[1] for line in status if line.startswith("Uid:"))
    assert uid != "0"
