"""An agent backed by any OpenAI-compatible chat-completions endpoint.

Works with hosted OpenAI and with local servers that speak the same API (vLLM, SGLang, llama.cpp's server,
Ollama, LM Studio, ...): pass ``base_url`` (e.g. ``http://localhost:8000/v1``). The API key comes from the
argument, else ``OPENAI_API_KEY``, else ``"EMPTY"`` (what local servers expect).

Each turn sends the env's transcript (``info["messages"]``: system prompt, customer messages, assistant turns
with ``tool_calls``, tool results) with ``tools=info["tools"]`` and ``tool_choice="auto"``, and returns the
assistant message as an OpenAI assistant dict, which the env accepts as an action (docs/design.md §2). The env's
transcript is the single source of truth, so the agent's history can never drift from what the env recorded.

Transient failures (connection errors, timeouts, HTTP 408/409/429 and 5xx) are retried with exponential
backoff (``max_retries`` retries); other errors (bad request, authentication) are raised at once.
Token usage is accumulated per episode and reported by ``usage()``.
"""

from __future__ import annotations

import copy
import json
import logging
import os
import random
import time
from typing import Any

from .base import Agent

log = logging.getLogger(__name__)

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


def add_usage(total: dict, response) -> None:
    usage = getattr(response, "usage", None)
    total["calls"] += 1
    if usage is None:
        return
    prompt = getattr(usage, "prompt_tokens", None) or 0
    completion = getattr(usage, "completion_tokens", None) or 0
    total["prompt_tokens"] += prompt
    total["completion_tokens"] += completion
    total["total_tokens"] += getattr(usage, "total_tokens", None) or (prompt + completion)


def empty_usage() -> dict:
    return {"prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0, "calls": 0, "retries": 0}


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


class OpenAIAgent(Agent):
    name = "openai"

    def __init__(self, model: str, base_url: str | None = None, api_key: str | None = None, temperature: float = 0.0,
                 max_tokens: int = 1024, max_retries: int = 4, timeout: float = 60, *, backoff: float = 1.0,
                 **extra: Any):
        self.model = model
        self.base_url = base_url
        self.temperature = temperature
        self.max_tokens = max_tokens
        self.max_retries = max_retries
        self.backoff = backoff
        self.extra = extra  # forwarded to chat.completions.create (top_p, seed, extra_body, ...)
        self.client = make_client(base_url, api_key, timeout)
        self.tools: list[dict] = []
        self.messages: list[dict] = []
        self._usage = empty_usage()

    def describe(self) -> str:
        return f"openai:{self.model}" + (f"@{self.base_url}" if self.base_url else "")

    # ------------------------------------------------------------ protocol
    def reset(self, info: dict) -> None:
        self.tools = list(info.get("tools") or [])
        self.system_prompt = info.get("system_prompt")
        self.messages = list(info.get("messages") or [])
        self._usage = empty_usage()

    def act(self, observation: str, info: dict) -> dict:
        self.messages = self._history(observation, info)
        request = {"model": self.model, "messages": to_wire_messages(self.messages),
                   "temperature": self.temperature, "max_tokens": self.max_tokens, **self.extra}
        tools = info.get("tools") or self.tools
        if tools:
            request["tools"] = tools
            request["tool_choice"] = "auto"
        response, retries = create_with_retries(self.client, request, self.max_retries, self.backoff)
        self._usage["retries"] += retries
        add_usage(self._usage, response)
        if not response.choices:
            action = {"role": "assistant", "content": ""}
        else:
            action = self._action(response.choices[0].message)
        self.messages.append(action)
        return action

    def usage(self) -> dict:
        return dict(self._usage)

    # ------------------------------------------------------------ helpers
    def _history(self, observation: str, info: dict) -> list[dict]:
        """The env's transcript (with the system prompt first); if an env gives none, our own history plus the
        observation as the customer's message."""
        messages = info.get("messages")
        if messages:
            messages = list(messages)
        else:
            messages = self.messages + [{"role": "user", "content": observation}]
        system = info.get("system_prompt") or getattr(self, "system_prompt", None)
        if system and (not messages or messages[0].get("role") != "system"):
            messages.insert(0, {"role": "system", "content": system})
        return messages

    @staticmethod
    def _action(message) -> dict:
        action: dict[str, Any] = {"role": "assistant", "content": message.content or ""}
        calls = []
        for tc in message.tool_calls or ():
            function = getattr(tc, "function", None)
            if function is None:  # a custom (non-function) tool call: pass it on as text
                continue
            calls.append({"id": tc.id, "type": "function",
                          "function": {"name": function.name, "arguments": function.arguments or "{}"}})
        if calls:
            action["tool_calls"] = calls
        return action
