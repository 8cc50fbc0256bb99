"""The simulated-customer protocol (docs/design.md §6).

A customer sees only the task's scenario, what the assistant SAID (never tool calls or results) and what it knows
of its own records (``know``: the last four digits of its cards and accounts, its mandates' payees), and produces
the next message, possibly containing a stop token. Every customer implementation (scripted, OpenAI-compatible,
local transformers) follows this interface, so agents, the env and the eval runner never care which one runs.

Customers also report what they decided as **structured events** (``pop_events``), which the env attaches to the
customer message that carries them and the verdict reads:

* ``{"type": "decision", "decision": "yes" | "no" | "unclear", "write": gold index or None, "reason": str,
  "how": "scripted" | "tag" | "inferred"}``: the customer's answer to a proposal;
* ``{"type": "reveal", "key": ...}``: a piece of information handed over on request; ``{"type": "vague",
  "step": i}``: a request for details answered vaguely (the ``vague_answer`` robustness axis); ``{"type":
  "misread", "step": i, "key": ...}``: a wrong number given for it (``wrong_record``);
* ``{"type": "fact_heard", "step": i, "label": ...}``, ``{"type": "refusal_heard", "step": i}``,
  ``{"type": "step_done", "step": i}``: progress through the scenario (scripted customer);
* ``{"type": "served"}``: the customer got what it came for and ends the chat; ``{"type": "gave_up",
  "reason": ...}``: it ends the chat without being served; ``{"type": "transferred"}``: handed to a human.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence

STOP = "###STOP###"
TRANSFER = "###TRANSFER###"
OUT_OF_SCOPE = "###OUT-OF-SCOPE###"
STOP_TOKENS = (STOP, TRANSFER, OUT_OF_SCOPE)
EVENT_TYPES = ("decision", "reveal", "vague", "misread", "fact_heard", "refusal_heard", "step_done", "served", "gave_up",
               "transferred")


def is_stop(message: str) -> bool:
    return any(token in message for token in STOP_TOKENS)


class SimulatedCustomer(ABC):
    """One conversation at a time: ``start`` then ``reply`` per assistant message."""

    name: str = "customer"

    def know(self, aliases: Mapping[str, Sequence[str]]) -> None:
        """What the customer knows of its own records: record id -> other names it goes by (a card's last four
        digits, a mandate's payee). The env calls this before ``start``."""
        self.aliases = {str(k): [str(v) for v in vs] for k, vs in aliases.items()}

    def observe(self, output: str, write: bool = False) -> None:
        """A tool output of the session about the customer's own records (the env calls this for every executed
        call; ``write``: a change's). A customer knows its own records: their figures are context it recognises in
        a proposal, never something the assistant told it. The default ignores it."""
        return None

    @abstractmethod
    def start(self, task, seed: int) -> str:
        """Begin a conversation for ``task`` and return the opening message."""

    @abstractmethod
    def reply(self, assistant_message: str) -> str:
        """The customer's answer to one assistant message (may contain a stop token)."""

    def transferred(self) -> str:
        """What the customer says once the assistant has handed over to a human."""
        self._event({"type": "transferred"})
        return f"Okay, I'll wait for the human agent. {TRANSFER}"

    def describe(self) -> str:
        return self.name

    # ------------------------------------------------------------ events
    def _event(self, event: dict) -> None:
        if not hasattr(self, "_events"):
            self._events = []
        self._events.append(event)

    def pop_events(self) -> list[dict]:
        """The events recorded since the last call (the env attaches them to the message just produced)."""
        events = getattr(self, "_events", [])
        self._events = []
        return events

    def clear_events(self) -> None:
        self._events = []
