"""Cheque servicing tools: the customer's cheques returned unpaid (reason and charge), and Positive Pay, the
details of a large cheque confirmed to the bank before the payee presents it."""

from __future__ import annotations

from datetime import timedelta
from typing import Annotated

from pydantic import Field

from ..bank.finance import add_months
from ..bank.money import format_inr, rupees
from ..bank.service_records import (
    CHEQUE_VALIDITY_MONTHS,
    POSITIVE_PAY_MANDATORY,
    POSITIVE_PAY_MIN,
    cheque_returns,
)
from ..bank.state import EpisodeState
from .common import Amount, DateText, Id, ShortText, owned, paise, parse_date, proper
from .registry import ToolError, tool
from .requests import reference

ChequeNumber = Annotated[str, Field(pattern=r"^\d{6}$")]
POSITIVE_PAY_AHEAD_DAYS = 90  # a cheque confirmed may be dated up to three months ahead


def _pristine(state: EpisodeState):
    """The customer as the bank holds it before this episode (a past return does not change with the episode)."""
    return state.bank.customers[state.customer_id]


@tool("read", compare={"from_date": "range_start", "to_date": "range_end"})
def get_returned_cheques(state: EpisodeState, account_id: Id, from_date: DateText | None = None,
                         to_date: DateText | None = None) -> dict:
    """List the cheques drawn on one of the customer's accounts that were returned unpaid ("bounced").

    Returns, per cheque: number, amount, payee, the date on it, the day it was presented and returned, the reason
    on the return memo, and the return charge (with 18% GST; none when the return was not the customer's fault),
    and the last day it can be presented again (three months from its date).

    Args:
        account_id: The account the cheques were drawn on.
        from_date: Earliest presentation date to include, YYYY-MM-DD (inclusive).
        to_date: Latest presentation date to include, YYYY-MM-DD (inclusive).
    """
    owned(state, "accounts", account_id, "account")
    start, end = parse_date(from_date, "from_date"), parse_date(to_date, "to_date")
    if start and end and start > end:
        raise ToolError("VALIDATION_ERROR", "from_date must not be after to_date.")
    rows = []
    for r in cheque_returns(_pristine(state), state.bank.seed, state.bank.today):
        if r.account_id != account_id or (start and r.presented_on < start) or (end and r.presented_on > end):
            continue
        rows.append({
            "cheque_number": r.cheque_number, "amount": rupees(r.amount), "payee": r.payee,
            "cheque_date": r.issue_date.isoformat(), "presented_on": r.presented_on.isoformat(),
            "returned_on": r.presented_on.isoformat(), "return_reason": r.reason,
            "customer_at_fault": r.kind != "technical", "return_charge": rupees(r.charge), "gst": rupees(r.gst),
            "total_charge": rupees(r.charge + r.gst), "can_be_presented_again_until": r.valid_until.isoformat(),
        })
    return {"account_id": account_id, "returned_cheques": rows, "total": len(rows),
            "note": "A returned cheque stays unpaid: the payee may present it again while it is valid. Return "
                    "charges are debited with the month's service charges."}


def _payee_canonical(_state: EpisodeState, used: dict, _output: dict) -> dict:
    """For the verdict: the payee as recorded (``proper``: the same name in another case is the same payee)."""
    payee = used.get("payee")
    return {"_canonical": {"payee": proper(payee)}} if isinstance(payee, str) else {}


@tool("write", resolve=_payee_canonical)
def register_positive_pay(
    state: EpisodeState,
    account_id: Id,
    cheque_number: ChequeNumber,
    amount: Amount,
    payee: ShortText,
    cheque_date: DateText,
) -> dict:
    """Confirm a cheque's details to the bank under the Positive Pay System before the payee presents it.

    For a cheque of ₹50,000 or more (required from ₹5,00,000) from an unused leaf of the customer's own active
    account (see get_account_details), dated today or up to three months ahead. When the cheque is presented,
    its number, date, payee and amount are matched against these details; a mismatch is returned. The leaf is
    recorded as issued with these details. Confirm every detail with the customer before calling.

    Args:
        account_id: The account the cheque is drawn on.
        cheque_number: The 6-digit cheque number.
        amount: The amount written on the cheque, in INR.
        payee: The payee's name as written on the cheque.
        cheque_date: The date written on the cheque, YYYY-MM-DD.
    """
    account = owned(state, "accounts", account_id, "account")
    value = paise(amount)
    day = parse_date(cheque_date, "cheque_date")
    name = proper(payee)
    if not name:
        raise ToolError("VALIDATION_ERROR", "payee must not be blank.")
    if account.status != "ACTIVE":
        raise ToolError("ACCOUNT_NOT_ACTIVE", f"Account {account_id} is {account.status}; cheques can be confirmed "
                        "only on an active account.")
    leaf = next((c for c in account.cheques if c.cheque_number == cheque_number), None)
    if leaf is None:
        raise ToolError("NOT_FOUND", f"No cheque {cheque_number} was issued to account {account_id} in a cheque book.")
    if leaf.status != "UNUSED":
        raise ToolError("CHEQUE_ALREADY_USED", f"Cheque {cheque_number} is {leaf.status.lower()}, not an unused leaf; "
                        "only a cheque about to be issued can be confirmed.")
    if value < POSITIVE_PAY_MIN:
        raise ToolError("BELOW_POSITIVE_PAY_LIMIT", f"Positive Pay is for cheques of {format_inr(POSITIVE_PAY_MIN)} "
                        f"and above; {format_inr(value)} is below it, so the cheque needs no confirmation.")
    if not state.today <= day <= state.today + timedelta(days=POSITIVE_PAY_AHEAD_DAYS):
        raise ToolError("VALIDATION_ERROR", f"cheque_date must be from today ({state.today.isoformat()}) to "
                        f"{(state.today + timedelta(days=POSITIVE_PAY_AHEAD_DAYS)).isoformat()}.")
    cheques = tuple(c.model_copy(update={"status": "ISSUED", "amount": value, "payee": name, "issue_date": day,
                                         "positive_pay": True}) if c is leaf else c for c in account.cheques)
    customer = state.customer
    updated = account.model_copy(update={"cheques": cheques})
    state.set_customer(customer.model_copy(update={"accounts": {**customer.accounts, account_id: updated}}))
    return {"status": "CONFIRMED", "reference": reference(state, "PPS"), "account_id": account_id,
            "cheque_number": cheque_number, "amount": rupees(value), "payee": name, "cheque_date": day.isoformat(),
            "mandatory": value >= POSITIVE_PAY_MANDATORY,
            "valid_until": add_months(day, CHEQUE_VALIDITY_MONTHS).isoformat(),
            "note": "The cheque is paid only if the details presented match these."}

