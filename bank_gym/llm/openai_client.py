"""The OpenAI-compatible chat backend shared by agents and customers: one client per model, our own retries
(counted and logged), usage and latency accounting, and the line between a model's failure and the
infrastructure's.

* ``make_client``: an ``openai.OpenAI`` client with the SDK's own retries off;
* ``create_with_retries``: exponential backoff on transient errors (connection errors, timeouts, HTTP
  408/409/429 and 5xx), honouring ``Retry-After``;
* ``infrastructure_reason(exc)``: why an exception is the infrastructure's fault (unreachable endpoint, timeout,
  authentication, unknown model, 5xx or rate limits after retries) and not the model's — such sessions are kept
  out of every score and redone on resume;
* ``preflight``: one tiny request before a run, so a wrong key or model fails the run in seconds;
* ``to_wire_messages``: the env's transcript as chat-completions input.
"""

from __future__ import annotations

import copy
import json
import logging
import os
import random
import time

log = logging.getLogger(__name__)

__all__ = ["RETRY_STATUS", "add_usage", "create_with_retries", "empty_usage", "infrastructure_reason", "is_retryable",
           "make_client", "preflight", "resolve_api_key", "to_wire_messages"]

RETRY_STATUS = frozenset({408, 409, 429})


def resolve_api_key(api_key: str | None) -> str:
    return api_key or os.environ.get("OPENAI_API_KEY") or "EMPTY"


def make_client(base_url: str | None, api_key: str | None, timeout: float):
    """An ``openai.OpenAI`` client with the SDK's own retries off (retries are ours, counted and logged)."""
    try:
        import openai
    except ImportError as exc:  # pragma: no cover - depends on the install
        raise ImportError("OpenAI-compatible agents need the openai package: pip install 'bank_gym[llm]'") from exc
    return openai.OpenAI(base_url=base_url, api_key=resolve_api_key(api_key), timeout=timeout, max_retries=0)


def is_retryable(exc: BaseException) -> bool:
    import openai

    if isinstance(exc, (openai.APIConnectionError, openai.APITimeoutError)):  # timeout subclasses connection error
        return True
    if isinstance(exc, openai.APIStatusError):
        return exc.status_code in RETRY_STATUS or exc.status_code >= 500
    return False


def create_with_retries(client, request: dict, max_retries: int, backoff: float, max_backoff: float = 30.0,
                        sleep=time.sleep):
    """``client.chat.completions.create(**request)`` with exponential backoff on transient errors.

    Returns ``(response, retries_used)``."""
    attempt = 0
    while True:
        try:
            return client.chat.completions.create(**request), attempt
        except Exception as exc:
            if attempt >= max_retries or not is_retryable(exc):
                raise
            delay = min(max_backoff, max(backoff * (2**attempt), _retry_after(exc))) * (1.0 + 0.1 * random.random())
            log.warning("chat completion failed (%s: %s); retry %d/%d in %.2fs", type(exc).__name__,
                        str(exc)[:200], attempt + 1, max_retries, delay)
            sleep(delay)
            attempt += 1


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


def preflight(client, model: str, what: str = "the agent") -> None:
    """One minimal completion; raises ``RuntimeError`` with one line if the endpoint, key or model is wrong."""
    try:
        client.chat.completions.create(model=model, messages=[{"role": "user", "content": "ping"}], max_tokens=1)
    except Exception as exc:
        reason = infrastructure_reason(exc)
        if reason is None:
            return  # the endpoint answered (e.g. 400 for max_tokens=1): it is reachable and the key works
        raise RuntimeError(f"{what} ({model}): {reason}") from None
