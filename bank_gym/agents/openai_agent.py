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

import json
import time
from typing import Any

from ..llm.openai_client import (
    AsyncClientSlot,
    CompletionBody,
    acreate_with_retries,
    add_usage,
    create_with_retries,
    empty_usage,
    make_client,
    to_wire_messages,
)
from ..llm.openai_client import preflight as check_endpoint
from .base import Agent

__all__ = ["OpenAIAgent", "to_wire_messages"]


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
        self.async_client = AsyncClientSlot(base_url, api_key, timeout)  # for aact (one per event loop)
        self.tools: list[dict] = []
        self.messages: list[dict] = []
        self._usage = empty_usage()
        self._body = CompletionBody()

    def describe(self) -> str:
        return f"openai:{self.model}" + (f"@{self.base_url}" if self.base_url else "")

    # ------------------------------------------------------------ protocol
    def reset(self, info: dict) -> None:
        self.tools = list(info.get("tools") or [])
        self.system_prompt = info.get("system_prompt")
        self.messages = list(info.get("messages") or [])
        self._usage = empty_usage()
        self._body = CompletionBody()  # the session's request, encoded message by message

    def act(self, observation: str, info: dict) -> dict:
        request = self._request(observation, info)
        started = time.perf_counter()
        response, retries = create_with_retries(self.client, request, self.max_retries, self.backoff, body=self._body)
        return self._answer(response, retries, started)

    async def aact(self, observation: str, info: dict) -> dict:
        """``act`` for an event loop: the completion is awaited, so one thread can keep hundreds of sessions
        waiting on the endpoint at once (``bank-gym eval --workers N`` with an ``openai:`` agent)."""
        request = self._request(observation, info)
        started = time.perf_counter()
        response, retries = await acreate_with_retries(self.async_client.get(), request, self.max_retries,
                                                       self.backoff, body=self._body)
        return self._answer(response, retries, started)

    def _request(self, observation: str, info: dict) -> dict:
        self.messages = self._history(observation, info)
        request = {"model": self.model, "messages": to_wire_messages(self.messages),
                   "temperature": self.temperature, "max_tokens": self.max_tokens, **self.extra}
        tools = info.get("tools") or self.tools
        if tools:
            request["tools"] = tools
            request["tool_choice"] = "auto"
        return request

    def _answer(self, response, retries: int, started: float) -> dict:
        self._usage["retries"] += retries
        add_usage(self._usage, response, time.perf_counter() - started)
        if not response.choices:
            action = {"role": "assistant", "content": ""}
        else:
            action = self._action(response.choices[0].message)
        self.messages.append(action)
        return action

    def usage(self) -> dict:
        return dict(self._usage)

    def preflight(self) -> None:
        """Fail fast (``RuntimeError``, one line) if the endpoint, key or model is wrong."""
        check_endpoint(self.client, self.model, "the agent", self.max_retries, self.backoff)

    def settings(self) -> dict:
        """What a run manifest records of this agent (never the key)."""
        return {"kind": "openai", "model": self.model, "base_url": self.base_url, "temperature": self.temperature,
                "max_tokens": self.max_tokens, "max_retries": self.max_retries,
                **{k: v for k, v in self.extra.items() if isinstance(v, (str, int, float, bool, type(None)))}}

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
        for i, tc in enumerate(message.tool_calls or ()):
            function = getattr(tc, "function", None)
            if function is None:  # a custom (non-function) tool call: pass it on as text
                continue
            arguments = function.arguments
            if not isinstance(arguments, str):  # a server that sends the arguments as an object
                arguments = json.dumps(arguments or {}, ensure_ascii=False)
            calls.append({"id": tc.id or f"call_{i}", "type": "function",
                          "function": {"name": function.name or "", "arguments": arguments or "{}"}})
        if calls:
            action["tool_calls"] = calls
        return action
