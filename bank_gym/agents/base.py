"""The agent protocol: what the env hands an agent, and what an agent hands back.

``reset(info)`` receives the env's reset ``info`` (system prompt, OpenAI tool schemas, the session date, the
transcript; nothing that identifies the task). ``act(observation, info)`` returns one action in any format the env accepts (docs/design.md §2): plain
text (a message to the customer), a JSON tool call, a list of them, ``<tool_call>`` blocks, or an OpenAI
assistant message dict. Agents never see the gold chain or the customer's scenario (the oracle is the
documented exception: it reads the task to demonstrate a passing session). An agent that needs the task says so
with ``privileged = True`` and is reset as ``reset(info, task=...)`` by ``begin_episode``, which every harness
(runner, benchmark, SFT data) uses, so the task never travels through ``info``.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any


class Agent(ABC):
    name: str = "agent"
    privileged: bool = False  # True: reset with the task itself (the oracle and probes built on it)

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


def begin_episode(agent: Agent, info: dict, env: Any) -> None:
    """Reset ``agent`` for the episode ``env`` has just started (privileged agents also get ``env``'s task)."""
    if getattr(agent, "privileged", False):
        agent.reset(info, task=env.unwrapped.task)
    else:
        agent.reset(info)
