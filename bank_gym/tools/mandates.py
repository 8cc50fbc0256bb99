"""Mandate tools: list the customer's auto-debit mandates and cancel one."""

from __future__ import annotations

from typing import Literal

from ..bank.money import rupees
from ..bank.state import EpisodeState
from .common import Id, owned, replace_in, view
from .registry import ToolError, tool


@tool("read", compare={"account_id": "filter", "status": "filter"})
def show_mandates(
    state: EpisodeState,
    account_id: Id | None = None,
    status: Literal["active", "paused", "cancelled", "expired", "all"] = "all",
) -> dict:
    """List the customer's auto-debit mandates (e-NACH, UPI AutoPay, standing instructions).

    Each mandate shows its payee, purpose, amount in INR, frequency, debit account, next debit date and
    status. Use it to identify a mandate before cancel_mandate.

    Args:
        account_id: Only mandates debiting this account; omit for all accounts.
        status: Filter by status: active, paused, cancelled, expired, or all.
    """
    if account_id is not None:
        owned(state, "accounts", account_id, "account")
    wanted = status.upper()
    mandates = [
        view(m, money=("amount",))
        for m in state.customer.mandates.values()
        if (account_id is None or m.account_id == account_id) and (status == "all" or m.status == wanted)
    ]
    return {"total": len(mandates), "mandates": mandates}


@tool("write")
def cancel_mandate(state: EpisodeState, mandate_id: Id) -> dict:
    """Cancel an auto-debit mandate so that no future debits are made under it.

    Works on ACTIVE and PAUSED mandates. Cancelling does not reverse past debits (a disputed past debit
    needs a service request). Confirm the payee and amount with the customer first.

    Args:
        mandate_id: The mandate id, e.g. "MND12345678".
    """
    mandate = owned(state, "mandates", mandate_id, "mandate")
    if mandate.status == "CANCELLED":
        raise ToolError("ALREADY_CANCELLED", f"Mandate {mandate_id} was already cancelled on {mandate.cancelled_on}.")
    if mandate.status == "EXPIRED":
        raise ToolError("INVALID_STATE", f"Mandate {mandate_id} has expired; no further debits will be made under it.")
    updated = mandate.model_copy(update={"status": "CANCELLED", "cancelled_on": state.today, "next_debit_date": None})
    replace_in(state, "mandates", updated, "mandate_id")
    return {
        "status": "CANCELLED",
        "mandate_id": mandate_id,
        "payee": mandate.payee,
        "purpose": mandate.purpose,
        "amount": rupees(mandate.amount),
        "account_id": mandate.account_id,
        "cancelled_on": state.today.isoformat(),
        "future_debits_stopped": True,
    }
