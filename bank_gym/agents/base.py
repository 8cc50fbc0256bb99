"""The agent protocol: what the env hands an agent, and what an agent hands back.

``reset(info)`` receives the env's reset ``info`` (system prompt, OpenAI tool schemas, public task metadata,
transcript). ``act(observation, info)`` returns one action in any format the env accepts (DESIGN.md §2): plain
text (a message to the customer), a JSON tool call, a list of them, ``<tool_call>`` blocks, or an OpenAI
assistant message dict. Agents never see the gold chain or the customer's scenario (the oracle is the
documented exception: it reads the task to demonstrate a passing session).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any


class Agent(ABC):
    name: str = "agent"

    @abstractmethod
    def reset(self, info: dict) -> None:
        """Start a new episode."""

    @abstractmethod
    def act(self, observation: str, info: dict) -> Any:
        """The next assistant turn for the latest observation."""

    def describe(self) -> str:
        return self.name

    def usage(self) -> dict:
        """Token usage so far in this episode (model-backed agents)."""
        return {}
