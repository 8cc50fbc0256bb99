"""The OpenAI-compatible chat backend shared by agents and customers: one client per model, our own retries
(counted and logged), usage and latency accounting, and the line between a model's failure and the
infrastructure's.

* ``make_client``: an ``openai.OpenAI`` client with the SDK's own retries off;
* ``create_with_retries``: exponential backoff on transient errors (connection errors, timeouts, HTTP
  408/409/429 and 5xx), honouring ``Retry-After``; ``acreate_with_retries`` the same for an ``AsyncOpenAI``
  client (``AsyncClientSlot`` holds one per event loop);
* ``infrastructure_reason(exc)``: why an exception is the infrastructure's fault (unreachable endpoint, timeout,
  authentication, unknown model, 5xx or rate limits after retries, an answer that is not a well-formed completion
  — ``MalformedCompletion``: a truncated body, no choices, an error object or a non-JSON page in a 200) and not
  the model's — such sessions are kept out of every score and redone on resume;
* ``preflight``: one tiny request before a run, so a wrong key or model fails the run in seconds;
* ``to_wire_messages``: the env's transcript as chat-completions input.
"""

from __future__ import annotations

import copy
import inspect
import itertools
import json
import logging
import os
import random
import time
import weakref
from functools import lru_cache
from types import SimpleNamespace

log = logging.getLogger(__name__)

__all__ = ["RETRY_STATUS", "AsyncClientSlot", "Completion", "CompletionBody", "MalformedCompletion",
           "acreate_with_retries", "add_usage", "create_with_retries", "empty_usage", "infrastructure_reason", "is_retryable", "make_client", "preflight",
           "resolve_api_key", "to_wire_messages"]

RETRY_STATUS = frozenset({408, 409, 429})


def resolve_api_key(api_key: str | None) -> str:
    return api_key or os.environ.get("OPENAI_API_KEY") or "EMPTY"


def make_client(base_url: str | None, api_key: str | None, timeout: float):
    """An ``openai.OpenAI`` client with the SDK's own retries off (retries are ours, counted and logged); one per
    (endpoint, key, timeout) in a process, shared by every agent and customer (a client is thread-safe, and
    making one costs ~50 ms of TLS set-up)."""
    try:
        import openai  # noqa: F401
    except ImportError as exc:  # pragma: no cover - depends on the install
        raise ImportError("OpenAI-compatible agents need the openai package: pip install 'bank_gym[llm]'") from exc
    return _shared_client(base_url, resolve_api_key(api_key), float(timeout))


@lru_cache(maxsize=64)
def _shared_client(base_url: str | None, api_key: str, timeout: float):
    import openai

    return openai.OpenAI(base_url=base_url, api_key=api_key, timeout=timeout, max_retries=0)


_ASYNC_CLIENTS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
# Async clients per (loop, endpoint): the sessions of a loop are spread over this many connection pools. A pool
# scans its pending requests and connections on every request and every response (httpcore), so one pool serving
# 256 sessions costs ~2.2 ms of CPU per request against ~1.4 ms for 16 pools of 16 (measured on this project's
# machine, loopback endpoint): past ~100 sessions that scan, not the endpoint, is what one loop runs out of.
ASYNC_CLIENT_SHARDS = 16
_SLOTS = itertools.count()


class AsyncClientSlot:
    """The ``openai.AsyncOpenAI`` client of an endpoint in the running event loop: one per (loop, endpoint, key,
    timeout, shard), shared by the sessions of the loop whose slots fall in that shard (slots are dealt round
    the ``ASYNC_CLIENT_SHARDS`` shards as they are made; an async client's connections belong to the loop that
    opened them, so a new loop gets new clients), so a model object can serve both ``act`` and ``aact``."""

    def __init__(self, base_url: str | None, api_key: str | None, timeout: float):
        self.key = (base_url, resolve_api_key(api_key), float(timeout), next(_SLOTS) % ASYNC_CLIENT_SHARDS)
        self._last = (None, None)  # (loop, client) of the latest call

    def get(self):
        import asyncio

        loop = asyncio.get_running_loop()
        if self._last[0] is loop:
            return self._last[1]
        import openai

        clients = _ASYNC_CLIENTS.setdefault(loop, {})
        client = clients.get(self.key)
        if client is None:
            base_url, api_key, timeout, _shard = self.key
            client = clients[self.key] = openai.AsyncOpenAI(base_url=base_url, api_key=api_key, timeout=timeout,
                                                            max_retries=0)
        self._last = (loop, client)
        return client

    def __getstate__(self):  # a model object sent to another process opens its own connections there
        return {"key": self.key, "_last": (None, None)}


class MalformedCompletion(Exception):
    """The endpoint answered (often 200 OK) with something that is not a well-formed chat completion: a body cut
    off mid-JSON, no choices, an error object, an HTML or text page. That is the infrastructure's failure (a
    gateway, a proxy, an overloaded server), never the model's: it is retried, then recorded as an
    infrastructure error that ``--resume`` redoes."""


def is_retryable(exc: BaseException) -> bool:
    import openai

    if isinstance(exc, MalformedCompletion):
        return True
    if isinstance(exc, (openai.APIConnectionError, openai.APITimeoutError)):  # timeout subclasses connection error
        return True
    if isinstance(exc, openai.APIStatusError):
        return exc.status_code in RETRY_STATUS or exc.status_code >= 500
    return False


def create_with_retries(client, request: dict, max_retries: int, backoff: float, max_backoff: float = 30.0,
                        sleep=time.sleep, body: CompletionBody | None = None):
    """``client.chat.completions.create(**request)`` with exponential backoff on transient errors.

    Returns ``(response, retries_used)``."""
    attempt = 0
    while True:
        try:
            return _post_completion(client, request, body), attempt
        except Exception as exc:
            sleep(_retry_delay(exc, attempt, max_retries, backoff, max_backoff))
            attempt += 1


async def acreate_with_retries(client, request: dict, max_retries: int, backoff: float, max_backoff: float = 30.0,
                              body: CompletionBody | None = None):
    """``create_with_retries`` for an ``AsyncOpenAI`` client: awaits the completion and the backoff."""
    import asyncio

    attempt = 0
    while True:
        try:
            return await _post_completion(client, request, body), attempt
        except Exception as exc:
            await asyncio.sleep(_retry_delay(exc, attempt, max_retries, backoff, max_backoff))
            attempt += 1


def _retry_delay(exc: Exception, attempt: int, max_retries: int, backoff: float, max_backoff: float) -> float:
    """Seconds to wait before retrying after ``exc`` (logged); re-raises it when it is not worth a retry. Called
    inside the ``except`` block (the exception keeps its traceback)."""
    if attempt >= max_retries or not is_retryable(exc):
        raise exc
    delay = min(max_backoff, max(backoff * (2**attempt), _retry_after(exc))) * (1.0 + 0.1 * random.random())
    log.warning("chat completion failed (%s: %s); retry %d/%d in %.2fs", type(exc).__name__, str(exc)[:200],
                attempt + 1, max_retries, delay)
    return delay


def _post_completion(client, request: dict, body: CompletionBody | None = None):
    """``client.chat.completions.create(**request)`` without the SDK's typed transform and models: the request is
    plain JSON already, and the transform walks every message and tool schema (5–15 ms of CPU per request with
    34 tools), which would cap how many sessions one process keeps waiting on an endpoint. Posted with the SDK's
    own ``client.post`` (its errors, retries off) as bytes — ``body`` encodes each message and tool list once —
    and read back as a light ``Completion``. ``extra_body`` / ``extra_headers`` / ``extra_query`` / ``timeout``
    keep their meaning. An async client gives an awaitable."""
    request = dict(request)
    options: dict = {"headers": {"Content-Type": "application/json", **(request.pop("extra_headers", None) or {})}}
    query, timeout = request.pop("extra_query", None), request.pop("timeout", None)
    if query:
        options["params"] = query
    if timeout is not None:
        options["timeout"] = timeout
    request.update(request.pop("extra_body", None) or {})
    content = (body or CompletionBody()).encode(request)
    sent = client.post("/chat/completions", cast_to=_response_class(), content=content, options=options)
    if inspect.isawaitable(sent):
        async def finish():
            return _read_completion(await sent)
        return finish()
    return _read_completion(sent)


@lru_cache(maxsize=1)
def _response_class():
    """The HTTP response class of the installed SDK's transport (``httpx2`` in recent ``openai`` releases,
    ``httpx`` before): asked for as ``cast_to``, the SDK hands back the response itself, headers included."""
    import importlib

    for name in ("httpx2", "httpx"):
        try:
            return importlib.import_module(name).Response
        except ImportError:
            continue
    raise ImportError("the openai package's HTTP library (httpx2 or httpx) is not installed")


def _read_completion(response):
    """A completion from the endpoint's HTTP response (``MalformedCompletion`` if it is not one)."""
    kind = (response.headers.get("content-type") or "").split(";")[0].strip().lower()
    if kind and "json" not in kind:
        raise MalformedCompletion(f"the endpoint answered HTTP {response.status_code} with content type {kind!r}, "
                                  f"not JSON: {response.text[:120]!r}")
    return Completion.parse(response.text)


def _dumps(value) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


class CompletionBody:
    """A chat-completion request encoded as JSON bytes, incrementally: a session's transcript only grows, so each
    message (the ~17 kB system prompt first) and the tool list are encoded once per session, not once per turn."""

    def __init__(self):
        self._messages: list = []
        self._fragments: list[str] = []
        self._tools = None
        self._tools_json = ""

    def encode(self, request: dict) -> bytes:
        messages = list(request.get("messages") or [])
        keep = 0
        for old, new in zip(self._messages, messages):
            if old is not new and old != new:
                break
            keep += 1
        self._fragments = self._fragments[:keep] + [_dumps(m) for m in messages[keep:]]
        self._messages = messages
        tools = request.get("tools")
        if tools is not None and tools is not self._tools and tools != self._tools:
            self._tools, self._tools_json = tools, _dumps(tools)
        parts = [f"{_dumps(k)}:{_dumps(v)}" for k, v in request.items() if k not in ("messages", "tools")]
        parts.append('"messages":[' + ",".join(self._fragments) + "]")
        if tools is not None:
            parts.append('"tools":' + self._tools_json)
        return ("{" + ",".join(parts) + "}").encode("utf-8")


class _Record(SimpleNamespace):
    """An attribute view of a JSON object whose missing fields read as None (like the SDK's models)."""

    def __getattr__(self, name: str):
        if name.startswith("__"):
            raise AttributeError(name)
        return None


def _wrap(value):
    if isinstance(value, dict):  # a tool call's arguments stay as sent (a JSON string, or an object some servers send)
        return _Record(**{k: v if k == "arguments" else _wrap(v) for k, v in value.items()
                          if isinstance(k, str) and k.isidentifier()})
    if isinstance(value, list):
        return [_wrap(v) for v in value]
    return value


class Completion:
    """A chat completion read from the endpoint's JSON: ``choices[i].message.content`` / ``.tool_calls``
    (``id``, ``type``, ``function.name``, ``function.arguments``) and ``usage`` as in the SDK's type."""

    @staticmethod
    def parse(text: str):
        """The completion in ``text``; ``MalformedCompletion`` unless it is a JSON object with at least one choice
        holding a message (a truncated body, no choices or an error object sent with 200 OK are not)."""
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):
            raise MalformedCompletion(f"the endpoint answered with something that is not JSON (cut off?): "
                                      f"{text[:200]!r}") from None
        if not isinstance(data, dict):
            raise MalformedCompletion(f"the endpoint answered with {type(data).__name__}, not a completion object")
        if data.get("error") is not None:
            error = data["error"]
            message = error.get("message") if isinstance(error, dict) else error
            raise MalformedCompletion(f"the endpoint answered with an error object: {str(message)[:200]!r}")
        choices = data.get("choices")
        if not isinstance(choices, list) or not choices:
            raise MalformedCompletion("the endpoint answered with no choices (an upstream error some gateways send "
                                      "as 200 OK)")
        if not isinstance(choices[0], dict) or not isinstance(choices[0].get("message"), dict):
            raise MalformedCompletion("the endpoint answered with a choice that holds no message")
        return _wrap(data)


def _retry_after(exc: BaseException) -> float:
    """The server's ``Retry-After`` (seconds) on a 429/503, else 0."""
    response = getattr(exc, "response", None)
    headers = getattr(response, "headers", None) or {}
    try:
        return max(0.0, float(headers.get("retry-after", 0) or 0))
    except (TypeError, ValueError):
        return 0.0


def add_usage(total: dict, response, seconds: float = 0.0) -> None:
    """Add one completion's tokens (and its wall time) to ``total`` (see ``empty_usage``)."""
    usage = getattr(response, "usage", None)
    total["calls"] += 1
    total["seconds"] = round(total.get("seconds", 0.0) + seconds, 6)
    if usage is None:
        return
    prompt = getattr(usage, "prompt_tokens", None) or 0
    completion = getattr(usage, "completion_tokens", None) or 0
    total["prompt_tokens"] += prompt
    total["completion_tokens"] += completion
    total["total_tokens"] += getattr(usage, "total_tokens", None) or (prompt + completion)


def empty_usage() -> dict:
    """Token usage of one model in one session: tokens, completions, retries and seconds spent waiting."""
    return {"prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0, "calls": 0, "retries": 0, "seconds": 0.0}


def to_wire_messages(messages: list[dict]) -> list[dict]:
    """The transcript as chat-completions input: tool-call arguments as JSON strings (the API's format), no
    ``None`` fields that strict servers reject, tool messages with a ``tool_call_id``."""
    out = []
    for message in messages:
        m = {k: v for k, v in message.items() if v is not None or k == "content"}
        role = m.get("role")
        if role == "tool":  # the API's tool message is {role, tool_call_id, content}
            m.pop("name", None)
        if role == "assistant":
            if m.get("tool_calls"):
                calls = []
                for i, tc in enumerate(m["tool_calls"]):
                    tc = copy.deepcopy(tc)
                    fn = tc.setdefault("function", {})
                    if not isinstance(fn.get("arguments"), str):
                        fn["arguments"] = json.dumps(fn.get("arguments") or {}, ensure_ascii=False)
                    tc.setdefault("type", "function")
                    tc.setdefault("id", f"call_{i}")
                    calls.append(tc)
                m["tool_calls"] = calls
            else:
                m.pop("tool_calls", None)
            if m.get("content") is None and not m.get("tool_calls"):
                m["content"] = ""
        elif m.get("content") is None:
            m["content"] = ""
        out.append(m)
    return out




# HTTP statuses that mean the run is misconfigured, not that the model failed: retrying or scoring them is wrong.
CONFIGURATION_STATUS = {401: "authentication failed (check the API key)", 403: "permission denied",
                        404: "not found (check the model name and the base URL)"}


def infrastructure_reason(exc: BaseException) -> str | None:
    """Why ``exc`` is an infrastructure failure, or None if it is the model's (or a bug). Connection errors,
    timeouts, authentication, unknown models and endpoints, 5xx and 429 (after our retries) are infrastructure;
    400 and 422 (a request the model's own output made invalid, e.g. a context overflow) are not."""
    try:
        import openai
    except ImportError:  # pragma: no cover - depends on the install
        return None
    if isinstance(exc, MalformedCompletion):
        return "the endpoint's answer was not a completion after retries"
    if isinstance(exc, openai.APITimeoutError):
        return "the endpoint timed out"
    if isinstance(exc, openai.APIConnectionError):
        return "the endpoint could not be reached"
    if isinstance(exc, openai.APIStatusError):
        status = exc.status_code
        if status in CONFIGURATION_STATUS:
            return f"HTTP {status}: {CONFIGURATION_STATUS[status]}"
        if status in RETRY_STATUS or status >= 500:
            return f"HTTP {status} after retries"
    return None


def preflight(client, model: str, what: str = "the agent", max_retries: int = 4, backoff: float = 1.0,
              sleep=time.sleep) -> None:
    """One minimal completion, retried on transient errors exactly as a session's completions are (a server that
    answers 503 while it warms up is waited for); raises ``RuntimeError`` with one line if the endpoint, key or
    model is wrong, or the endpoint still fails after ``max_retries`` retries."""
    attempt = 0
    while True:
        try:
            client.chat.completions.create(model=model, messages=[{"role": "user", "content": "ping"}], max_tokens=1)
            return
        except Exception as exc:
            if attempt < max_retries and is_retryable(exc):
                sleep(_retry_delay(exc, attempt, max_retries, backoff, 30.0))
                attempt += 1
                continue
            reason = infrastructure_reason(exc)
            if reason is None:
                return  # the endpoint answered (e.g. 400 for max_tokens=1): it is reachable and the key works
            if attempt:
                reason = reason.replace(" after retries", "") + f" after {attempt} retries"
            raise RuntimeError(f"{what} ({model}): {reason}") from None
