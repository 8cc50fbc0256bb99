"""The simulated-customer protocol (DESIGN.md §6).

A customer sees only the task's scenario and what the assistant SAID (never tool calls or results) and produces
the next message, possibly containing a stop token. Every customer implementation (scripted, OpenAI-compatible,
local transformers) follows this interface, so agents, the env and the eval runner never care which one runs.
"""

from __future__ import annotations

from abc import ABC, abstractmethod

STOP = "###STOP###"
TRANSFER = "###TRANSFER###"
OUT_OF_SCOPE = "###OUT-OF-SCOPE###"
STOP_TOKENS = (STOP, TRANSFER, OUT_OF_SCOPE)


def is_stop(message: str) -> bool:
    return any(token in message for token in STOP_TOKENS)


class SimulatedCustomer(ABC):
    """One conversation at a time: ``start`` then ``reply`` per assistant message."""

    name: str = "customer"

    @abstractmethod
    def start(self, task, seed: int) -> str:
        """Begin a conversation for ``task`` and return the opening message."""

    @abstractmethod
    def reply(self, assistant_message: str) -> str:
        """The customer's answer to one assistant message (may contain a stop token)."""

    def transferred(self) -> str:
        """What the customer says once the assistant has handed over to a human."""
        return f"Okay, I'll wait for the human agent. {TRANSFER}"

    def describe(self) -> str:
        return self.name
