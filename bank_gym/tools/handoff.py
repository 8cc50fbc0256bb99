"""The hand-off to a human agent (ends the episode)."""

from __future__ import annotations

from ..bank.state import EpisodeState
from .common import LongText
from .registry import tool


@tool("transfer", uncompared={"summary": "free text for the human agent"})
def transfer_to_human_agents(state: EpisodeState, summary: LongText) -> dict:
    """Transfer the customer to a human agent. This ends the conversation with the assistant.

    Use only when the customer explicitly asks for a human, or the request is outside what the tools and
    the policy allow (for example a bereavement claim, account closure, a legal matter, or a change of
    registered mobile number or email that the customer insists on).

    Args:
        summary: A short summary of the customer's request and of what has been done so far.
    """
    return {
        "status": "TRANSFERRED",
        "message": "You are being transferred to a human agent. Please hold; the agent will have a summary of "
        "this conversation.",
    }
