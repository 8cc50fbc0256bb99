"""A real OpenAI-compatible HTTP server for tests (stdlib ``http.server`` on 127.0.0.1, random free port).

It implements ``POST /v1/chat/completions`` (and ``GET /v1/models``) and answers with scripted, deterministic
responses: a test registers a *handler* per model name, ``handler(request_body) -> message``, where ``message``
is an assistant message dict (``{"content": ..., "tool_calls": [...]}``) or a plain string. The server wraps it
into a ``chat.completion`` object with a deterministic ``usage`` block (prompt tokens = characters of the request's
messages // 4, completion tokens = characters of the reply // 4, at least 1 each).

Failure injection: ``server.fail_next(n, status=500)`` makes the next ``n`` requests fail with that HTTP status
(an OpenAI-style error body), to exercise client retries; ``server.fail_always = 503`` fails every request until
reset to None; ``api_key="..."`` makes the server answer 401 to any other key. Every request body is kept in
``server.requests``.

Usage::

    with StubOpenAIServer({"agent-model": handler}) as server:
        client = openai.OpenAI(base_url=server.base_url, api_key="x")
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

Handler = Callable[[dict], Any]


def _tokens(text: str) -> int:
    return max(1, len(text) // 4)


class StubOpenAIServer:
    def __init__(self, handlers: dict[str, Handler] | None = None, default: Handler | None = None,
                 api_key: str | None = None):
        self.handlers: dict[str, Handler] = dict(handlers or {})
        self.api_key = api_key
        self.fail_always: int | None = None
        self.default = default
        self.requests: list[dict] = []
        self.failures: list[int] = []  # statuses of injected failures still to serve
        self.served = 0
        self._lock = threading.Lock()
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # ------------------------------------------------------------ control
    @property
    def base_url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}/v1"

    def fail_next(self, n: int = 1, status: int = 500) -> None:
        with self._lock:
            self.failures.extend([status] * n)

    def start(self) -> StubOpenAIServer:
        stub = self

        class RequestHandler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format, *args):  # keep test output clean
                pass

            def _send(self, status: int, payload: dict) -> None:
                body = json.dumps(payload).encode("utf-8")
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def do_GET(self):
                if self.path.rstrip("/") == "/v1/models":
                    models = [{"id": name, "object": "model", "owned_by": "stub"} for name in stub.handlers]
                    self._send(200, {"object": "list", "data": models})
                else:
                    self._send(404, {"error": {"message": "not found", "type": "invalid_request_error"}})

            def do_POST(self):
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length) if length else b""
                if self.path.rstrip("/") != "/v1/chat/completions":
                    self._send(404, {"error": {"message": "not found", "type": "invalid_request_error"}})
                    return
                try:
                    body = json.loads(raw or b"{}")
                except json.JSONDecodeError:
                    self._send(400, {"error": {"message": "invalid JSON body", "type": "invalid_request_error"}})
                    return
                auth = self.headers.get("Authorization") or ""
                if stub.api_key is not None and auth != f"Bearer {stub.api_key}":
                    self._send(401, {"error": {"message": "Incorrect API key provided", "type": "invalid_request_error",
                                               "code": "invalid_api_key"}})
                    return
                status, payload = stub._answer(body)
                self._send(status, payload)

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), RequestHandler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, kwargs={"poll_interval": 0.05},
                                        name="stub-openai", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    def __enter__(self) -> StubOpenAIServer:
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()

    # ------------------------------------------------------------ answering
    def _answer(self, body: dict) -> tuple[int, dict]:
        with self._lock:
            self.requests.append(body)
            if self.fail_always is not None:
                status = self.fail_always
                return status, {"error": {"message": f"injected failure ({status})", "type": "server_error"}}
            if self.failures:
                status = self.failures.pop(0)
                kind = "rate_limit_error" if status == 429 else "server_error"
                return status, {"error": {"message": f"injected failure ({status})", "type": kind, "code": None}}
            self.served += 1
            serial = self.served
        model = body.get("model", "")
        handler = self.handlers.get(model, self.default)
        if handler is None:
            return 404, {"error": {"message": f"model {model!r} not found", "type": "invalid_request_error"}}
        if not isinstance(body.get("messages"), list) or not body["messages"]:
            return 400, {"error": {"message": "messages must be a non-empty list", "type": "invalid_request_error"}}
        try:
            reply = handler(body)
        except Exception as exc:  # a bug in a test handler: report it as a 500 with the message
            return 500, {"error": {"message": f"handler failed: {type(exc).__name__}: {exc}", "type": "server_error"}}
        message = {"role": "assistant", "content": reply} if isinstance(reply, str) else {"role": "assistant", **reply}
        message.setdefault("content", None)
        if message.get("tool_calls"):
            for i, tc in enumerate(message["tool_calls"]):
                tc.setdefault("id", f"call_{serial}_{i}")
                tc.setdefault("type", "function")
                fn = tc["function"]
                if not isinstance(fn.get("arguments"), str):
                    fn["arguments"] = json.dumps(fn.get("arguments") or {}, ensure_ascii=False)
            finish = "tool_calls"
        else:
            message.pop("tool_calls", None)
            finish = "stop"
        prompt_tokens = _tokens(json.dumps(body["messages"], ensure_ascii=False))
        completion_tokens = _tokens(json.dumps(message, ensure_ascii=False))
        return 200, {
            "id": f"chatcmpl-stub-{serial}",
            "object": "chat.completion",
            "created": 1_700_000_000 + serial,
            "model": model,
            "choices": [{"index": 0, "message": message, "finish_reason": finish, "logprobs": None}],
            "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens,
                      "total_tokens": prompt_tokens + completion_tokens},
        }
