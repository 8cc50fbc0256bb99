"""The shaped reward (``reward_mode="shaped"``; opt-in, for RL only, NOT the benchmark score).

Per step it pays only for what the conversation itself shows, never for matching the hidden gold chain:
+``SHAPED_FACT`` per fact the customer newly heard, +``SHAPED_STEP`` per customer request completed;
-``SHAPED_FAILED`` per failed call, -``SHAPED_UNCONFIRMED`` per executed write without a fresh "yes" from the
customer, -``SHAPED_UNGROUNDED`` per id argument that appeared nowhere before. At termination: the verdict reward
(0 or 1) plus ``SHAPED_COMPLETION`` x gold-chain completion.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

__all__ = ["SHAPED_COMPLETION", "SHAPED_FACT", "SHAPED_FAILED", "SHAPED_STEP", "SHAPED_UNCONFIRMED",
           "SHAPED_UNGROUNDED", "conversation_credit"]

SHAPED_FACT = 0.05
SHAPED_STEP = 0.05
SHAPED_FAILED = 0.05
SHAPED_UNCONFIRMED = 0.1
SHAPED_UNGROUNDED = 0.05
SHAPED_COMPLETION = 0.1


def conversation_credit(events: Iterable[Mapping]) -> float:
    """What the customer's events of one step pay: facts newly heard and requests completed."""
    kinds = [e.get("type") for e in events]
    return SHAPED_FACT * kinds.count("fact_heard") + SHAPED_STEP * kinds.count("step_done")
