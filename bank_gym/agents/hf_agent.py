"""An agent backed by a local transformers causal LM (loaded offline from a folder).

Each turn renders the env's transcript with the model's own chat template,
``tokenizer.apply_chat_template(messages, tools=info["tools"], add_generation_prompt=True)``, generates, and
returns the decoded text as the action. The env parses it (docs/design.md §2): Qwen/Hermes ``<tool_call>{...}</tool_call>``
blocks and bare JSON become tool calls, anything else is a message to the customer. The backend is
``bank_gym.llm.local.LocalChatModel``.

A model trained by this project's scripts records in its folder that it speaks the send-message protocol of TRL's
tool loop (``bank_gym.agents.tool_protocol``, ``bank_gym_protocol.json``). It is then evaluated in that
protocol: the transcript is rendered as the training conversations were (messages to the customer as
``send_message`` calls whose results are the replies, the tools it was trained with), and a turn with no tool
call ends the session as the assistant's stop, exactly as a GRPO rollout ends.
"""

from __future__ import annotations

import time

from ..llm.local import LocalChatModel, template_messages
from ..llm.openai_client import empty_usage
from .base import Agent
from .tool_protocol import USER_PROMPT, action_of, read_protocol, to_tool_protocol

__all__ = ["HFAgent", "LocalChatModel", "template_messages"]


class HFAgent(Agent):
    name = "hf"

    def __init__(self, path: str, max_new_tokens: int = 512, temperature: float = 0.0, device: str | None = None,
                 protocol: str | None = None):
        """``protocol``: ``None`` reads it from the model folder; ``"chat"`` forces plain chat; a path to a
        protocol file (``bank_gym_protocol.json``, or its folder) evaluates an untrained model in that protocol,
        so a before/after comparison keeps one protocol on both sides."""
        self.path = str(path)
        self.chat = LocalChatModel(path, max_new_tokens=max_new_tokens, temperature=temperature, device=device)
        if protocol == "chat":
            self.protocol = None  # plain chat: messages to the customer as assistant text
        else:
            source = path if protocol is None else protocol
            self.protocol = read_protocol(source)
            if protocol is not None and self.protocol is None:
                raise FileNotFoundError(f"no send-message protocol file at {protocol}")
        self.tools: list[dict] = []
        self.messages: list[dict] = []
        self._usage = empty_usage()

    def describe(self) -> str:
        return f"hf:{self.path}"

    def reset(self, info: dict) -> None:
        self.tools = list(info.get("tools") or [])
        self.system_prompt = info.get("system_prompt")
        self.messages = list(info.get("messages") or [])
        self._usage = empty_usage()

    def act(self, observation: str, info: dict) -> str:
        messages = list(info.get("messages") or []) or self.messages + [{"role": "user", "content": observation}]
        system = info.get("system_prompt") or getattr(self, "system_prompt", None)
        if system and (not messages or messages[0].get("role") != "system"):
            messages.insert(0, {"role": "system", "content": system})
        tools = info.get("tools") or self.tools
        if self.protocol is not None:  # the conversation as the model was trained on it
            messages = to_tool_protocol(messages, user_prompt=self.protocol.get("user_prompt", USER_PROMPT))
            tools = self.protocol.get("tools") or tools
        started = time.perf_counter()
        text, prompt_tokens, completion_tokens = self.chat.generate(messages, tools)
        self.chat.usage_after(self._usage, prompt_tokens, completion_tokens, time.perf_counter() - started)
        self.messages = messages + [{"role": "assistant", "content": text}]
        return action_of(text) if self.protocol is not None else text

    def usage(self) -> dict:
        return dict(self._usage)

    def settings(self) -> dict:
        return {"kind": "hf", "path": self.path, "max_new_tokens": self.chat.max_new_tokens,
                "temperature": self.chat.temperature, "device": self.chat.device,
                "protocol": "send_message" if self.protocol is not None else "chat"}
