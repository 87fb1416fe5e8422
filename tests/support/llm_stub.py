"""A small OpenAI-compatible chat-completions server for the test Hindsight server.

A DELIBERATE IMITATION of an LLM endpoint (not of Hindsight): it lets the real Hindsight server
run retain, consolidation and reflect offline, deterministically, with no model. What it answers
to ``POST /v1/chat/completions``:

* a plain prompt (e.g. Hindsight's start-up probe "Say 'ok'") -> ``"ok"``;
* fact extraction (a JSON ``response_format`` whose prompt asks for ``"facts"``) -> ONE fact whose
  ``what`` is the retained chunk itself, verbatim (it follows the ``Content:`` line of the user
  message), so recall after retain finds the exact retained text;
* consolidation (asks for ``creates``/``updates``/``deletes``) -> nothing to create/update/delete;
* any other JSON ``response_format`` -> an empty skeleton of the schema;
* reflect's tool loop -> the named tool when ``tool_choice`` names one (``search_observations``,
  ``recall``, ...), otherwise ``recall`` once, then ``done`` with an answer made of the memory
  texts the tools returned.
"""

from __future__ import annotations

import json
import re
import threading
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Self

_CONTENT_MARK = re.compile(r"\n(?:Content|Text):\n")
_SEARCH_TOOLS = ("recall", "search_observations", "search_mental_models")


def _text_of(content: Any) -> str:
    """Flatten an OpenAI message ``content`` (string or list of parts) to text."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(p.get("text", "") for p in content if isinstance(p, dict))
    return ""


def _skeleton(schema: dict[str, Any], defs: dict[str, Any], depth: int = 0) -> Any:
    """The emptiest value satisfying ``schema`` (required properties only)."""
    if depth > 8:
        return None
    if "$ref" in schema:
        return _skeleton(defs.get(schema["$ref"].rsplit("/", 1)[-1], {}), defs, depth + 1)
    for key in ("anyOf", "oneOf", "allOf"):
        if schema.get(key):
            options = schema[key]
            pick = next((o for o in options if o.get("type") == "null"), options[0])
            return _skeleton(pick, defs, depth + 1)
    if "enum" in schema:
        return schema["enum"][0]
    kind = schema.get("type")
    if isinstance(kind, list):
        kind = "null" if "null" in kind else kind[0]
    if kind == "object" or "properties" in schema:
        props = schema.get("properties", {})
        return {k: _skeleton(props.get(k, {}), defs, depth + 1) for k in schema.get("required", [])}
    return {"array": [], "string": "", "integer": 0, "number": 0, "boolean": False}.get(kind)


class LLMStub:
    """OpenAI-compatible ``POST /v1/chat/completions`` on loopback, in a daemon thread.

    Attributes:
        requests: Every request body received, in order (for tests that inspect prompts).
    """

    def __init__(self, host: str = "127.0.0.1", port: int = 0) -> None:
        self._host, self._port = host, port
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None
        self.requests: list[dict[str, Any]] = []

    @property
    def base_url(self) -> str:
        """URL ending in ``/v1``, for ``HINDSIGHT_API_LLM_BASE_URL``."""
        if self._server is None:
            raise RuntimeError("LLMStub is not started")
        return f"http://{self._host}:{self._server.server_address[1]}/v1"

    def start(self) -> Self:
        """Bind and serve in a background thread."""
        stub = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:  # keep test output quiet
                pass

            def do_GET(self) -> None:  # /v1/models, for clients that probe it
                self._send(200, {"object": "list", "data": [{"id": "stub", "object": "model"}]})

            def do_POST(self) -> None:
                body = json.loads(
                    self.rfile.read(int(self.headers.get("Content-Length", 0))) or b"{}"
                )
                stub.requests.append(body)
                if not self.path.rstrip("/").endswith("/chat/completions"):
                    self._send(404, {"error": {"message": f"stub has no {self.path}"}})
                    return
                self._send(200, stub.complete(body))

            def _send(self, status: int, payload: dict[str, Any]) -> None:
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self._server = ThreadingHTTPServer((self._host, self._port), Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(
            target=self._server.serve_forever, name="llm-stub", daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop serving; idempotent."""
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None
        if self._thread is not None:
            self._thread.join(5)
            self._thread = None

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.stop()

    # -- answers --------------------------------------------------------------------------------

    def complete(self, body: dict[str, Any]) -> dict[str, Any]:
        """Build the chat-completion response for one request body."""
        messages = body.get("messages", [])
        if body.get("tools"):
            message = self._tool_turn(body, messages)
        else:
            message = {"role": "assistant", "content": self._text_turn(body, messages)}
        return {
            "id": f"chatcmpl-{uuid.uuid4().hex}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": body.get("model", "stub"),
            "choices": [
                {
                    "index": 0,
                    "message": message,
                    "finish_reason": "tool_calls" if message.get("tool_calls") else "stop",
                }
            ],
            "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
        }

    def _text_turn(self, body: dict[str, Any], messages: list[dict[str, Any]]) -> str:
        fmt = body.get("response_format")
        if not fmt:
            return "ok"
        prompt = "\n".join(_text_of(m.get("content")) for m in messages)
        schema = (fmt.get("json_schema") or {}).get("schema") or {}
        props = schema.get("properties", {})
        if "facts" in props or ('"facts"' in prompt and not props):
            user = next(
                (_text_of(m.get("content")) for m in messages if m.get("role") == "user"), ""
            )
            parts = _CONTENT_MARK.split(user, maxsplit=1)
            what = parts[1] if len(parts) == 2 else user
            fact = {
                "what": what,
                "when": "N/A",
                "where": "N/A",
                "who": "N/A",
                "why": "N/A",
                "fact_kind": "conversation",
                "fact_type": "world",
                "entities": [],
            }
            return json.dumps({"facts": [fact] if what.strip() else []})
        if {"creates", "updates", "deletes"} & set(props) or '"creates"' in prompt:
            return json.dumps({"creates": [], "updates": [], "deletes": []})
        return json.dumps(_skeleton(schema, schema.get("$defs", {})) if schema else {})

    def _tool_turn(self, body: dict[str, Any], messages: list[dict[str, Any]]) -> dict[str, Any]:
        names = [t.get("function", {}).get("name") for t in body.get("tools", [])]
        choice = body.get("tool_choice")
        named = choice.get("function", {}).get("name") if isinstance(choice, dict) else None
        searched = any(m.get("role") == "tool" for m in messages)
        if named is None:
            named = next((n for n in _SEARCH_TOOLS if n in names), None)
            if searched or named is None:
                named = "done" if "done" in names else names[0]
        # Reflect's first user message is the question; later ones are instructions.
        question = next(
            (_text_of(m.get("content")) for m in messages if m.get("role") == "user"), ""
        )
        if named == "done":
            args: dict[str, Any] = self._answer(messages)
        else:
            args = {"reason": "look up the question", "query": question.strip()[:500]}
        call = {
            "id": f"call_{uuid.uuid4().hex[:12]}",
            "type": "function",
            "function": {"name": named, "arguments": json.dumps(args)},
        }
        return {"role": "assistant", "content": None, "tool_calls": [call]}

    @staticmethod
    def _answer(messages: list[dict[str, Any]]) -> dict[str, Any]:
        texts: list[str] = []
        ids: list[str] = []

        def walk(node: Any) -> None:
            if isinstance(node, dict):
                if isinstance(node.get("text"), str) and node["text"] not in texts:
                    texts.append(node["text"])
                    if isinstance(node.get("id"), str):
                        ids.append(node["id"])
                for value in node.values():
                    walk(value)
            elif isinstance(node, list):
                for value in node:
                    walk(value)

        for m in messages:
            if m.get("role") == "tool":
                try:
                    walk(json.loads(_text_of(m.get("content"))))
                except ValueError:
                    pass
        if not texts:
            return {
                "answer": "I have no memories about that.",
                "memory_ids": [],
                "answer_found": False,
            }
        return {
            "answer": "From memory: " + " ".join(texts),
            "memory_ids": ids,
            "answer_found": True,
        }
