"""Cheque and statement tools: stop payment of cheques, order a cheque book, request a duplicate statement."""

from __future__ import annotations

from datetime import timedelta
from typing import Annotated, Literal

from pydantic import Field

from ..bank import finance, rules
from ..bank.models import Address
from ..bank.state import EpisodeState
from .common import DateText, Id, ShortText, owned, parse_date
from .registry import ToolError, tool
from .requests import reference

ChequeNumber = Annotated[str, Field(pattern=r"^\d{6}$")]


def format_address(address: Address) -> str:
    parts = [address.line1, address.line2, address.city, address.state]
    return ", ".join(p for p in parts if p) + f" - {address.pincode}"


@tool("write", set_like=("cheque_numbers",))
def stop_cheque_payment(
    state: EpisodeState,
    account_id: Id,
    cheque_numbers: Annotated[list[ChequeNumber], Field(min_length=1, max_length=50)],
    reason: Literal["lost", "dispute", "other"] = "other",
) -> dict:
    """Stop payment of one or more cheques of an account (all or nothing).

    Every number must be a cheque leaf of that account (see get_account_details) that is not yet cleared
    and not already stopped; otherwise nothing is stopped. Unused (blank) leaves that were lost can be
    stopped too.

    Args:
        account_id: The account the cheques belong to.
        cheque_numbers: The 6-digit cheque numbers, e.g. ["123456"].
        reason: Why: lost, dispute or other.
    """
    account = owned(state, "accounts", account_id, "account")
    numbers = list(dict.fromkeys(cheque_numbers))
    by_number = {c.cheque_number: c for c in account.cheques}
    missing = [n for n in numbers if n not in by_number]
    if missing:
        raise ToolError("NOT_FOUND", f"No cheque {', '.join(missing)} was issued on account {account_id}; nothing was stopped.")
    cleared = [n for n in numbers if by_number[n].status == "CLEARED"]
    if cleared:
        raise ToolError(
            "CHEQUE_CLEARED",
            f"Cheque {', '.join(cleared)} has already been paid (cleared) and cannot be stopped; nothing was stopped.",
        )
    stopped = [n for n in numbers if by_number[n].status == "STOPPED"]
    if stopped:
        raise ToolError("ALREADY_STOPPED", f"Payment of cheque {', '.join(stopped)} is already stopped; nothing was changed.")
    wanted = set(numbers)
    cheques = tuple(
        c.model_copy(update={"status": "STOPPED", "stop_reason": reason}) if c.cheque_number in wanted else c
        for c in account.cheques
    )
    ref = reference(state, "STP")
    customer = state.customer
    updated = account.model_copy(update={"cheques": cheques})
    state.set_customer(customer.model_copy(update={"accounts": {**customer.accounts, account_id: updated}}))
    return {
        "status": "STOP_PLACED",
        "account_id": account_id,
        "cheque_numbers": numbers,
        "reason": reason,
        "reference": ref,
        "effective_from": state.today.isoformat(),
    }


def _delivery_address(state: EpisodeState, used: dict, output: dict) -> dict:
    """Where the book goes: the address given, else the registered communication address at the time."""
    given = used.get("delivery_address")
    return {"delivery_address": " ".join(given.split()) if given else
            format_address(state.customer.profile.communication_address)}


@tool("write", changes_records=False, compare={"delivery_address": "address"}, resolve=_delivery_address)
def request_cheque_book(
    state: EpisodeState,
    account_id: Id,
    leaves: Literal[10, 25, 50] = 25,
    delivery_address: ShortText | None = None,
) -> dict:
    """Order a new cheque book for an account (a service request; delivered within 7 days).

    The account must be ACTIVE and the customer's KYC must not have expired. The book goes to the
    registered communication address unless the customer gives another address.

    Args:
        account_id: The account number.
        leaves: Number of cheque leaves: 10, 25 or 50.
        delivery_address: A different delivery address as one line of text; omit for the registered address.
    """
    account = owned(state, "accounts", account_id, "account")
    if account.status != "ACTIVE":
        raise ToolError("ACCOUNT_NOT_ACTIVE", f"Account {account_id} is {account.status}; a cheque book can be issued only on an active account.")
    if finance.kyc_blocks(state.customer.profile.kyc, state.today):
        raise ToolError("KYC_EXPIRED", "The customer's KYC has expired; under the bank's policy KYC updation must be "
                        "completed before a cheque book is issued (low-risk customers keep full use for one year "
                        "after the due date).")
    if delivery_address is not None:
        address = " ".join(delivery_address.split())
        if not address:
            raise ToolError("VALIDATION_ERROR", "delivery_address must not be blank; omit it to use the registered address.")
    else:
        address = format_address(state.customer.profile.communication_address)
    return {
        "status": "REQUESTED",
        "reference": reference(state, "CHQ"),
        "account_id": account_id,
        "leaves": leaves,
        "delivery_address": address,
        "expected_delivery": (state.today + timedelta(days=rules.CHEQUE_BOOK_DELIVERY_DAYS)).isoformat(),
    }


@tool("write", changes_records=False)
def request_duplicate_statement(
    state: EpisodeState,
    account_id: Id,
    from_date: DateText,
    to_date: DateText,
    delivery_mode: Literal["email", "download"] = "email",
) -> dict:
    """Request a duplicate account statement for a date range, by email or as a download link.

    Email goes to the registered email address; a download link is sent by SMS to the registered mobile.
    The range must not start after it ends, must not end in the future and may cover at most 5 years.

    Args:
        account_id: The account number.
        from_date: First day of the statement, YYYY-MM-DD.
        to_date: Last day of the statement, YYYY-MM-DD.
        delivery_mode: email or download.
    """
    owned(state, "accounts", account_id, "account")
    start, end = parse_date(from_date, "from_date"), parse_date(to_date, "to_date")
    if start > end:
        raise ToolError("VALIDATION_ERROR", "from_date must not be after to_date.")
    if end > state.today:
        raise ToolError("VALIDATION_ERROR", f"to_date must not be in the future (today is {state.today.isoformat()}).")
    if (end - start).days + 1 > rules.STATEMENT_MAX_RANGE_DAYS:
        raise ToolError("VALIDATION_ERROR", "A statement can cover at most 5 years; request a shorter range.")
    profile = state.customer.profile
    out = {
        "status": "REQUESTED",
        "reference": reference(state, "STMT"),
        "account_id": account_id,
        "from_date": start.isoformat(),
        "to_date": end.isoformat(),
        "delivery_mode": delivery_mode,
    }
    if delivery_mode == "email":
        out["delivered_to"] = profile.email_masked
    else:
        out["note"] = f"A download link will be sent by SMS to the registered mobile number {profile.phone_masked}."
    return out
