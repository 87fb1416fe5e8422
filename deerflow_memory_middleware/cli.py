"""`deerflow-memory`: read and change memory, migrate v1 data, serve the gateway, run the demo.

Every memory command goes through `MemoryService`, the same operations the gateway and the
embedded client use. Exit status: 0 on success, 1 when the operation was refused or failed (one
line on stderr says why), 2 for a usage error, 5-10 for a storage fault of a memory file (5 not a
regular file or unsafe folder, 6 too large, 7 permission or read-only, 8 disk full, 9 unusable
lock, 10 other I/O error). ``--json`` prints machine-readable results.

Global options (``--base-dir``, ``--user``, ``--agent``, ``--config``, ``--json``) may come before
or after the subcommand. Defaults come from ``DEERFLOW_MEMORY_BASE_DIR``,
``DEERFLOW_MEMORY_USER`` and ``DEERFLOW_MEMORY_CONFIG`` when set.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
import traceback
from collections.abc import Sequence
from typing import Any

from . import cli_portability, cli_storage
from .audit import audit_actor
from .cli_format import format_memory, format_search, format_status
from .cli_history import COMMANDS as HISTORY_COMMANDS
from .cli_history import add_history_commands, run_history_command
from .config import load_memory_config_with_fields
from .errors import ErrorCode, MemoryV2Error
from .integrations.deerflow_paths import deerflow_base_dir
from .service import MemoryService

logger = logging.getLogger(__name__)

__all__ = ["main"]

PROG = "deerflow-memory"
LOOPBACK = frozenset({"127.0.0.1", "localhost", "::1"})


#: The one table from error code to exit status; every other code exits 1.
EXIT_STATUS: dict[ErrorCode, int] = {
    ErrorCode.NOT_A_REGULAR_FILE: 5,
    ErrorCode.UNSAFE_PATH: 5,
    ErrorCode.FILE_TOO_LARGE: 6,
    ErrorCode.PERMISSION_DENIED: 7,
    ErrorCode.READ_ONLY: 7,
    ErrorCode.DISK_FULL: 8,
    ErrorCode.LOCK_UNUSABLE: 9,
    ErrorCode.IO_ERROR: 10,
    ErrorCode.STORAGE_UNAVAILABLE: 11,
}


def exit_status(code: ErrorCode | str | None) -> int:
    """The exit status of an error code (1 for a code without its own)."""
    try:
        return EXIT_STATUS.get(ErrorCode(code), 1) if code else 1
    except ValueError:
        return 1


class CommandError(MemoryV2Error):
    """A refused or failed command: exit with this one-line reason (and, under ``--json``,
    ``data`` on stdout).

    Args:
        reason: What failed and what to do.
        data: The JSON printed under ``--json``.
        exit_code: The exit status (default: the one of ``code``).
        code: The error code behind the refusal.
    """

    def __init__(
        self, reason: str, *, data: dict[str, Any] | None = None, exit_code: int | None = None,
        code: ErrorCode | str = ErrorCode.INVALID_ARGUMENT,
    ) -> None:
        super().__init__(reason, code=code)
        self.data = data
        self.exit_code = exit_status(self.code) if exit_code is None else exit_code


# ---------------------------------------------------------------------------- parser
def _common() -> argparse.ArgumentParser:
    common = argparse.ArgumentParser(add_help=False)
    group = common.add_argument_group("global options")
    sup = argparse.SUPPRESS
    group.add_argument("--base-dir", default=sup,
                       help="memory data directory (default: $DEERFLOW_MEMORY_BASE_DIR, else "
                            "DeerFlow's: $DEER_FLOW_HOME or ./.deer-flow)")
    group.add_argument("--user", default=sup, help="user id (default: $DEERFLOW_MEMORY_USER or default)")
    group.add_argument("--agent", default=sup, help="agent id for MEMORY.md (default: default)")
    group.add_argument("--config", default=sup,
                       help="YAML file with a memory: section (default: $DEERFLOW_MEMORY_CONFIG)")
    group.add_argument("--json", action="store_true", default=sup, help="print JSON results")
    group.add_argument("-v", "--verbose", action="store_true", default=sup, help="debug logging")
    return common


def build_parser() -> argparse.ArgumentParser:
    common = _common()
    parser = argparse.ArgumentParser(
        prog=PROG, parents=[common],
        description="Memory V2 for DeerFlow / LangChain agents: USER.md, MEMORY.md, Hindsight.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    def command(name: str, help_text: str) -> argparse.ArgumentParser:
        return sub.add_parser(name, parents=[common], help=help_text, description=help_text)

    command("show", "show USER.md and the agent's MEMORY.md with indexes and usage").add_argument(
        "--target", choices=("user", "memory"), help="only this file")

    add = command("add", "add an entry (same rules as the memory tool)")
    add.add_argument("target", choices=("user", "memory"))
    add.add_argument("content", help="entry text, or - to read it from stdin")

    for name, help_text in (("replace", "replace an entry found by --old text or --index"),
                            ("remove", "remove an entry found by --old text or --index")):
        cmd = command(name, help_text)
        cmd.add_argument("target", choices=("user", "memory"))
        which = cmd.add_mutually_exclusive_group(required=True)
        which.add_argument("--old", metavar="TEXT", help="a unique part of the entry")
        which.add_argument("--index", type=int, help="the entry's index as `show` lists it")
        if name == "replace":
            cmd.add_argument("content", help="new entry text, or - to read it from stdin")
        cmd.add_argument("--revision", help="fail if the file changed since this revision")

    config = command("config", "show or change per-user config overrides")
    config_sub = config.add_subparsers(dest="config_command", metavar="ACTION", required=True)
    get = config_sub.add_parser("get", parents=[common], help="effective config and sources")
    get.add_argument("field", nargs="?", help="one dotted field, e.g. injection.enabled")
    set_ = config_sub.add_parser("set", parents=[common], help="set a user-writable field")
    set_.add_argument("field")
    set_.add_argument("value", help="JSON value (true, 500, \"text\") or plain text")
    unset = config_sub.add_parser("unset", parents=[common], help="drop a per-user override")
    unset.add_argument("field")

    search = command("search", "search the user's Hindsight banks (recall or reflect)")
    search.add_argument("query")
    search.add_argument("--mode", choices=("recall", "reflect"), default="recall")
    search.add_argument("--budget", choices=("low", "mid", "high"))

    command("status", "providers, Hindsight banks and outbox")
    cli_portability.add_parsers(command)

    migrate = command("migrate", "migrate DeerFlow memory (every layout) to V2; DeerFlow's "
                      "files are only read (exit 1: a user incomplete, 4: facts overflowed)")
    who = migrate.add_mutually_exclusive_group()
    who.add_argument("--user-id", help="migrate this user (default: --user, else default)")
    who.add_argument("--all", action="store_true", dest="all_users",
                     help="every DeerFlow user (and agent), with progress")
    migrate.add_argument("--source-dir", help="DeerFlow's base folder (default: "
                         "$DEER_FLOW_HOME, else $DEER_FLOW_PROJECT_ROOT/.deer-flow or "
                         "./.deer-flow); only read")
    migrate.add_argument("--verbose-report", action="store_true",
                         help="list every item and where it went")
    migrate.add_argument("--dry-run", action="store_true", help="print the plan, write nothing")
    migrate.add_argument("--skip-hindsight", action="store_true",
                         help="local files only; Hindsight-bound items are listed in the report")

    add_history_commands(sub, common)
    cli_storage.add_parsers(command)

    serve = command("serve", "run the memory gateway (HTTP API) with uvicorn")
    serve.add_argument("--host", default="127.0.0.1", help="bind address (default 127.0.0.1)")
    serve.add_argument("--port", type=int, default=8765, help="port (default 8765)")
    mode = serve.add_mutually_exclusive_group()
    mode.add_argument("--trusted-header", metavar="NAME",
                      help="user id from this header, set by an authenticating proxy")
    mode.add_argument("--tokens-file", metavar="FILE", help="bearer tokens: token -> user id")
    serve.add_argument("--insecure-single-user", action="store_true",
                       help="allow single-user mode on a non-loopback address")
    serve.add_argument("--i-know-a-proxy-sets-it", action="store_true",
                       dest="proxy_sets_header",
                       help="allow --trusted-header on a non-loopback address (only when an "
                            "authenticating proxy is the one client that can reach the port)")
    serve.add_argument("--log-level", default="info",
                       choices=("critical", "error", "warning", "info", "debug"))

    # The demo parses its own options (see `deerflow-memory demo --help`).
    sub.add_parser("demo", add_help=False, help="run the demo agent (options are the demo's own)")
    return parser


def _setting(args: argparse.Namespace, name: str, env: str | None, default: Any) -> Any:
    value = getattr(args, name, None)
    if value is None and env:
        value = os.environ.get(env) or None
    return default if value is None else value


# ---------------------------------------------------------------------------- output
def _emit(args: argparse.Namespace, data: Any, text: str) -> None:
    if getattr(args, "json", False):
        print(json.dumps(data, indent=2, ensure_ascii=False, default=str))
    else:
        print(text)


def _write_result(args: argparse.Namespace, result: Any) -> int:
    data = result.to_dict()
    data["revision"] = result.revision
    if not result.success:
        raise CommandError(f"{result.action} refused ({result.code}): {result.error}", data=data,
                           code=result.code or ErrorCode.INVALID_ARGUMENT)
    _emit(args, data, f"{result.message} ({result.target}: {result.usage}/{result.limit} chars)")
    return 0


def _content(value: str) -> str:
    return sys.stdin.read() if value == "-" else value


def _parse_value(raw: str) -> Any:
    try:
        return json.loads(raw)
    except json.JSONDecodeError:
        return raw


# ---------------------------------------------------------------------------- commands
def _run(args: argparse.Namespace) -> int:
    base_dir = _setting(args, "base_dir", "DEERFLOW_MEMORY_BASE_DIR", None) or str(
        deerflow_base_dir())
    user = _setting(args, "user", "DEERFLOW_MEMORY_USER", "default")
    agent = _setting(args, "agent", None, "default")
    config, _ = load_memory_config_with_fields(
        _setting(args, "config", "DEERFLOW_MEMORY_CONFIG", None))
    if args.command == "serve":
        return _serve(args, config, base_dir)
    if args.command == "migrate":
        return _migrate(args, config, base_dir, user)
    if args.command == "storage":
        return cli_storage.run(args, config, base_dir, _emit)
    service = MemoryService.create(config, base_dir=base_dir)
    try:
        with audit_actor(face="cli"):
            return _memory_command(args, service, user, agent)
    finally:
        if args.command in ("add", "replace", "remove", "import", "clear", "undo"):
            _deliver(service)
        service.registry.shutdown()


def _deliver(service: MemoryService) -> None:
    """A short-lived process: send mirrored Hindsight writes now (bounded) rather than leave
    them to the next run; say so when some stay queued."""
    if not service.registry.has_external():
        return
    timeout = service.registry.config.hindsight.shutdown_flush_timeout_seconds
    if not service.flush_hindsight(timeout):
        print(f"{PROG}: note: Hindsight did not take the write within {timeout:g}s; it waits "
              "in the outbox and is sent by the next run.", file=sys.stderr)


def _memory_command(args: argparse.Namespace, svc: MemoryService, user: str, agent: str) -> int:
    command = args.command
    if command in HISTORY_COMMANDS:
        status, data, text = run_history_command(args, svc, user, agent)
        if status:
            raise CommandError(text, data=data)
        _emit(args, data, text)
    elif command == "show":
        data = svc.get_memory(user, agent)
        _emit(args, data, format_memory(data, args.target))
    elif command == "add":
        return _write_result(args, svc.add_entry(user, agent, args.target, _content(args.content)))
    elif command == "replace":
        return _write_result(args, svc.replace_entry(
            user, agent, args.target, content=_content(args.content), index=args.index,
            old_text=args.old, revision=args.revision))
    elif command == "remove":
        return _write_result(args, svc.remove_entry(
            user, agent, args.target, index=args.index, old_text=args.old,
            revision=args.revision))
    elif command == "config":
        return _config_command(args, svc, user)
    elif command == "search":
        data = svc.search(user, agent, args.query, mode=args.mode, budget=args.budget)
        _emit(args, data, format_search(data))
    elif command == "status":
        data = svc.status(user, agent)
        _emit(args, data, format_status(data))
    elif command in cli_portability.COMMANDS:
        try:
            return cli_portability.run(args, svc, user, agent, _emit)
        except cli_portability.PortabilityError as exc:
            raise CommandError(str(exc), data=exc.data) from exc
    return 0


def _config_command(args: argparse.Namespace, svc: MemoryService, user: str) -> int:
    action = args.config_command
    if action == "set":
        data = svc.set_config(user, {args.field: _parse_value(args.value)})
    elif action == "unset":
        data = svc.unset_config(user, args.field)
    else:
        data = svc.get_config(user)
    fields = data["fields"]
    if action == "get" and args.field:
        if args.field not in fields:
            raise CommandError(f"Unknown config field {args.field!r}; run '{PROG} config get' "
                               "to list them.")
        info = fields[args.field]
        _emit(args, {"field": args.field, **info},
              f"{args.field} = {json.dumps(info['value'])} (source: {info['source']})")
        return 0
    if action != "get":
        found = fields.get(args.field)
        value, source = (found["value"], found["source"]) if found else (None, None)
        _emit(args, data, f"{args.field} = {json.dumps(value)} (source: {source})")
        return 0
    width = max(len(path) for path in fields)
    rows = [f"{path:<{width}}  {json.dumps(info['value'])}  [{info['source']}]"
            + ("  (user-writable)" if info["user_writable"] else "")
            for path, info in fields.items()]
    _emit(args, data, "\n".join(rows + [f"warning: {w}" for w in data["warnings"]]))
    return 0


def _migrate(args: argparse.Namespace, config: Any,
             base_dir: str, user: str) -> int:
    from .migration import deerflow_home, migrate  # only this command needs it

    user_id = args.user_id or (None if args.all_users else user)
    source = args.source_dir or str(deerflow_home())
    ours = base_dir  # DeerFlow's base dir unless one was named (option or environment)

    def progress(number: int, total: int, result: Any) -> None:
        done = int(20 * number / total)
        print(f"[{'#' * done}{'.' * (20 - done)}] {number}/{total} {result.user_id}: "
              f"{result.status}", file=sys.stderr, flush=True)

    report = migrate(
        config, base_dir=ours, source_dir=source, user_id=user_id, all_users=args.all_users,
        dry_run=args.dry_run, skip_hindsight=args.skip_hindsight,
        progress=progress if args.all_users else None,
    )
    _emit(args, report.to_dict(), report.format(verbose=args.verbose_report))
    status = report.exit_status
    bad = [u for u in report.users if not u.ok]
    if bad:
        names = ", ".join(f"{u.user_id} ({u.status})" for u in bad)
        print(f"{PROG}: error: {len(bad)} of {len(report.users)} user(s) not fully migrated: "
              f"{names}", file=sys.stderr)
    overflowed = sum(len(u.overflowed()) for u in report.users)
    if overflowed and not args.dry_run:
        print(f"{PROG}: error: {overflowed} fact(s) did not fit and had nowhere to go (listed "
              "above); configure Hindsight or make room, then run again", file=sys.stderr)
    return status


def _serve(args: argparse.Namespace, config: Any,
           base_dir: str) -> int:
    import uvicorn

    from .gateway import create_app

    if args.trusted_header and args.host not in LOOPBACK and not args.proxy_sets_header:
        raise CommandError(
            f"Refusing --trusted-header on {args.host}: anyone who reaches the port could send "
            f"{args.trusted_header} and act as any user. Bind to 127.0.0.1 behind the proxy, use "
            "--tokens-file, or add --i-know-a-proxy-sets-it when only the proxy can connect.")
    single = not (args.trusted_header or args.tokens_file)
    if single and args.host not in LOOPBACK and not args.insecure_single_user:
        raise CommandError(
            f"Refusing single-user mode on {args.host}: anyone who reaches it could read the "
            "memory. Use --trusted-header or --tokens-file, or --insecure-single-user.")
    app = create_app(config=config, base_dir=base_dir,
                     trusted_header=args.trusted_header, tokens_file=args.tokens_file)
    print(f"Memory gateway on http://{args.host}:{args.port}/api/memory/v2 "
          f"(identity: {app.state.identity_mode}; data: {base_dir})", file=sys.stderr, flush=True)
    uvicorn.run(app, host=args.host, port=args.port, log_level=args.log_level)
    return 0


def _demo(args: argparse.Namespace, demo_args: list[str]) -> int:
    try:
        from .demo import main as demo_main
    except ImportError as exc:
        raise CommandError(f"The demo is not available: {exc}.") from exc
    if demo_args[:1] == ["--"]:
        demo_args = demo_args[1:]
    base_dir = getattr(args, "base_dir", None)
    if base_dir and "--base-dir" not in demo_args:
        demo_args = ["--base-dir", base_dir, *demo_args]
    return int(demo_main(demo_args) or 0)


# ---------------------------------------------------------------------------- entry point
def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = build_parser()
    args, extra = parser.parse_known_args(argv)
    if extra and args.command != "demo":
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    verbose = getattr(args, "verbose", False)
    logging.basicConfig(level=logging.DEBUG if verbose else logging.WARNING,
                        format="%(levelname)s %(name)s: %(message)s")
    data: dict[str, Any] | None = None
    exit_code = 1
    try:
        if args.command == "demo":
            return _demo(args, extra)
        return _run(args)
    except CommandError as exc:
        reason, data, exit_code = str(exc), exc.data, exc.exit_code
    except MemoryV2Error as exc:
        reason, exit_code = f"{exc.message} [{exc.code}]", exit_status(exc.code)
    except ValueError as exc:
        reason = str(exc)
    except BrokenPipeError:  # `deerflow-memory show | head`: the reader left, not an error
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except OSError as exc:
        reason = f"{exc.strerror or exc} ({exc.filename})" if exc.filename else str(exc)
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # noqa: BLE001 - the boundary: one line, details with --verbose
        if verbose:
            traceback.print_exc()
        reason = f"unexpected {type(exc).__name__}: {exc} (rerun with --verbose for details)"
    reason = " ".join(reason.split())
    if getattr(args, "json", False):
        print(json.dumps(data or {"success": False, "error": reason}, indent=2,
                         ensure_ascii=False, default=str))
    print(f"{PROG}: error: {reason}", file=sys.stderr)
    return exit_code


if __name__ == "__main__":
    sys.exit(main())
