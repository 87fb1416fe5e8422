"""Who a gateway request acts for: FastAPI identity dependencies.

The router resolves the user of every request through one dependency that returns a user id.
Three ready-made modes, plus anything the host provides:

- single user (`single_user`): every caller is the user ``default``. For a personal, loopback-only
  gateway; `create_app` logs a warning at start when it falls back to this mode.
- trusted header (`GatewayAuth(trusted_header="X-Forwarded-User")`): a reverse proxy in front of
  the gateway authenticates the caller and names the user in a header. Only safe when nothing but
  the proxy can reach the gateway.
- bearer tokens (`GatewayAuth(tokens_file=...)`): ``Authorization: Bearer <token>``, looked up in
  a file mapping token -> user id (re-read when it changes, so users can be added without a
  restart). It fails closed: a file that disappears, empties or stops parsing revokes every
  token until a valid file returns (the log says why).

A request carrying the identity header (or ``Authorization``) more than once is refused with 400:
which copy a proxy meant is not ours to guess.

A host that mounts `create_router` in its own app passes ``identity=`` (any FastAPI dependency
returning the user id) or overrides `single_user` through ``app.dependency_overrides``.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import threading
from pathlib import Path

from fastapi import Request

from ..errors import ConfigError
from ..identity import DEFAULT_ID, InvalidIdError, validate_id
from .errors import GatewayError

logger = logging.getLogger(__name__)

__all__ = ["GatewayAuth", "TokenFileError", "load_tokens", "single_user"]


class TokenFileError(ConfigError):
    """The bearer-token file is missing, unreadable or malformed; the message says where."""


async def single_user() -> str:
    """Identity of the single-user mode: every request acts for ``default``."""
    return DEFAULT_ID


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def load_tokens(path: str | os.PathLike[str]) -> dict[str, str]:
    """Read a token file into ``{sha256(token): user_id}``.

    Two formats are accepted: a JSON object ``{"<token>": "<user id>", ...}``, or text with one
    ``<token> <user id>`` pair per line (blank lines and ``#`` comments ignored).

    Raises:
        TokenFileError: the file cannot be read, a line is malformed, a user id is not a valid
            id, or the file holds no token.
    """
    file = Path(path)
    try:
        text = file.read_text(encoding="utf-8")
    except FileNotFoundError as exc:
        raise TokenFileError(f"Token file not found: {file}. Create it or drop --tokens-file.") \
            from exc
    except (OSError, UnicodeDecodeError) as exc:
        raise TokenFileError(f"Cannot read token file {file}: {exc}.") from exc
    pairs: list[tuple[str, object, str]] = []
    stripped = text.lstrip()
    if stripped.startswith("{"):
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise TokenFileError(f"Token file {file} is not valid JSON: {exc}.") from exc
        if not isinstance(data, dict):
            raise TokenFileError(f"Token file {file} must hold a JSON object token -> user id.")
        pairs = [(str(k), v, f"key {str(k)[:4]}...") for k, v in data.items()]
    else:
        for number, line in enumerate(text.splitlines(), start=1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            parts = line.split()
            if len(parts) != 2:
                raise TokenFileError(
                    f"{file}:{number}: expected '<token> <user id>', got {len(parts)} fields."
                )
            pairs.append((parts[0], parts[1], f"line {number}"))
    tokens: dict[str, str] = {}
    for token, user_id, where in pairs:
        if len(token) < 16:
            raise TokenFileError(f"{file} {where}: token too short; use at least 16 characters.")
        try:
            tokens[_digest(token)] = validate_id(user_id, "user_id")
        except InvalidIdError as exc:
            raise TokenFileError(f"{file} {where}: {exc}") from exc
    if not tokens:
        raise TokenFileError(f"Token file {file} holds no token.")
    return tokens


class GatewayAuth:
    """Identity dependency for the standalone gateway: trusted header or bearer tokens.

    Use the instance itself as the dependency (``create_router(identity=auth)``). Exactly one
    mode must be configured; for the single-user mode use `single_user` instead.

    Args:
        trusted_header: name of a header set by an authenticating reverse proxy.
        tokens_file: a file mapping bearer token -> user id (see `load_tokens`).

    Raises:
        ValueError: neither or both modes configured.
        TokenFileError: the token file is unusable (checked at construction, so a bad file
            stops the server from starting instead of locking every user out later).
    """

    def __init__(
        self,
        *,
        trusted_header: str | None = None,
        tokens_file: str | os.PathLike[str] | None = None,
    ) -> None:
        if bool(trusted_header) == bool(tokens_file):
            raise ValueError(
                "Configure exactly one identity mode: trusted_header (behind a proxy) or "
                "tokens_file (bearer tokens); use single_user for a personal gateway."
            )
        self.trusted_header = trusted_header
        self.tokens_file = Path(tokens_file) if tokens_file else None
        self._tokens: dict[str, str] = {}
        self._stamp: tuple[int, int, int] | None = None
        self._broken: str | None = None
        self._lock = threading.Lock()
        if self.tokens_file is not None:
            self._refresh_tokens()

    @property
    def mode(self) -> str:
        return "trusted_header" if self.trusted_header else "bearer_tokens"

    def describe(self) -> str:
        if self.trusted_header:
            return f"trusted header {self.trusted_header!r}"
        return f"bearer tokens from {self.tokens_file}"

    def __call__(self, request: Request) -> str:
        """Resolve the user id (sync on purpose: FastAPI runs it in the thread pool, so the
        token file's ``stat`` never blocks the event loop)."""
        name = self.trusted_header or "authorization"
        if len(request.headers.getlist(name)) > 1:
            raise GatewayError(
                "duplicate_identity_header",
                f"The request carries {name} more than once; send exactly one. (A proxy that "
                "sets the header must replace a client's copy, not append to it.)",
            )
        if self.trusted_header:
            value = request.headers.get(self.trusted_header)
            if not value:
                raise GatewayError(
                    "unauthenticated",
                    f"Missing {self.trusted_header} header: this gateway expects an "
                    "authenticating proxy in front of it.",
                )
            return self._checked(value.strip())
        header = request.headers.get("authorization", "")
        scheme, _, token = header.partition(" ")
        if scheme.lower() != "bearer" or not token.strip():
            raise GatewayError(
                "unauthenticated",
                "Send 'Authorization: Bearer <token>' with a token from the gateway's token file.",
                headers={"WWW-Authenticate": 'Bearer realm="deerflow-memory"'},
            )
        tokens = self._refresh_tokens()
        user_id = tokens.get(_digest(token.strip()))
        if user_id is None and self._broken:
            raise GatewayError(
                "unauthenticated",
                "Every token is revoked: the gateway's token file is missing or invalid. Ask "
                "the operator to restore it.",
                headers={"WWW-Authenticate": 'Bearer realm="deerflow-memory", error="invalid_token"'},
            )
        if user_id is None:
            raise GatewayError(
                "unauthenticated", "Unknown bearer token; ask the operator for a valid one.",
                headers={"WWW-Authenticate": 'Bearer realm="deerflow-memory", error="invalid_token"'},
            )
        return user_id

    def _checked(self, user_id: str) -> str:
        try:
            return validate_id(user_id, "user_id")
        except InvalidIdError as exc:
            raise GatewayError("invalid_user_id", str(exc)) from exc

    def _refresh_tokens(self) -> dict[str, str]:
        """The token map, re-read when the file's (inode, mtime, size) changed.

        Fails closed: when the file disappears, empties or stops parsing, every token is
        revoked (an error is logged once per change) until a valid file returns. Only the
        first load, at construction, raises.
        """
        assert self.tokens_file is not None
        try:
            st = self.tokens_file.stat()
            stamp: tuple[int, int, int] | None = (st.st_ino, st.st_mtime_ns, st.st_size)
        except OSError:
            stamp = None
        with self._lock:
            if stamp is not None and stamp == self._stamp:
                return self._tokens
            if stamp is None and self._stamp is None and self._broken:
                return self._tokens
            first = self._stamp is None and not self._tokens and not self._broken
            try:
                self._tokens = load_tokens(self.tokens_file)
                if self._broken:
                    logger.warning("Token file %s is valid again; %d token(s) active",
                                   self.tokens_file, len(self._tokens))
                self._broken = None
            except TokenFileError as exc:
                if first:
                    raise
                self._tokens = {}
                self._broken = str(exc)
                logger.error("Token file %s unusable, every token revoked until it is fixed: %s",
                             self.tokens_file, exc)
            self._stamp = stamp
            return self._tokens
