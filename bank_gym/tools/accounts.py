"""Account tools: balances, account details (with cheques) and transaction history."""

from __future__ import annotations

from typing import Literal

from ..bank.money import rupees
from ..bank.state import EpisodeState
from .common import DateText, Id, IdList, lookup_each, owned, parse_date, view
from .registry import ToolError, tool


@tool("read", set_like=("account_ids",))
def get_account_balance(state: EpisodeState, account_ids: IdList) -> dict:
    """Get the balances of the customer's accounts.

    Returns, per account, the available balance, the amount on hold (lien) and the usable balance
    (available minus holds), in INR.

    Args:
        account_ids: The account numbers to look up, e.g. ["SB1234567890"].
    """
    def render(account) -> dict:
        return {
                "account_id": account.account_id,
                "account_type": account.account_type,
                "status": account.status,
                "available_balance": rupees(account.available_balance),
                "hold_amount": rupees(account.hold_amount),
                "usable_balance": rupees(account.available_balance - account.hold_amount),
                "minimum_balance_required": rupees(account.min_balance),
                "currency": "INR",
                "as_of": state.today.isoformat(),
            }

    balances, errors = lookup_each(state, "accounts", account_ids, "account", render)
    return {"balances": balances, "errors": errors}


@tool("read", set_like=("account_ids",))
def get_account_details(state: EpisodeState, account_ids: IdList) -> dict:
    """Get details of the customer's accounts: type, status, IFSC, branch, holders, nominee and cheques.

    Balances are not included (use get_account_balance). The cheque list shows each cheque leaf's number
    and status (UNUSED, ISSUED, CLEARED, STOPPED).

    Args:
        account_ids: The account numbers to look up.
    """
    def render(account) -> dict:
        details = view(account, drop=("transactions", "available_balance", "hold_amount", "min_balance", "cheques"))
        details["cheques"] = [view(c, money=("amount",)) for c in account.cheques]
        details["kyc_status"] = state.customer.profile.kyc.status
        return details

    accounts, errors = lookup_each(state, "accounts", account_ids, "account", render)
    return {"accounts": accounts, "errors": errors}


@tool("read", compare={"from_date": "range_start", "to_date": "range_end", "type": "filter", "channel": "filter"},
      uncompared={"limit": "paging: how many rows a page shows", "offset": "paging"},
      resolve=lambda _state, _used, output: {"_shown": [t["txn_id"] for t in output.get("transactions") or ()]})
def get_transaction_history(
    state: EpisodeState,
    account_id: Id,
    from_date: DateText | None = None,
    to_date: DateText | None = None,
    type: Literal["debit", "credit", "all"] = "all",
    channel: Literal["upi", "neft", "imps", "rtgs", "atm", "pos", "cheque", "nach", "internal", "all"] = "all",
    limit: int = 10,
    offset: int = 0,
) -> dict:
    """List an account's transactions, newest first, with optional date, direction and channel filters.

    Args:
        account_id: The account number.
        from_date: Earliest date to include, YYYY-MM-DD (inclusive).
        to_date: Latest date to include, YYYY-MM-DD (inclusive).
        type: debit, credit or all.
        channel: Payment channel to filter on, or all.
        limit: Maximum number of transactions to return (1-50).
        offset: Number of matching transactions to skip (for paging).
    """
    account = owned(state, "accounts", account_id, "account")
    start, end = parse_date(from_date, "from_date"), parse_date(to_date, "to_date")
    if start and end and start > end:
        raise ToolError("VALIDATION_ERROR", "from_date must not be after to_date.")
    if not 1 <= limit <= 50:
        raise ToolError("VALIDATION_ERROR", "limit must be between 1 and 50.")
    if offset < 0:
        raise ToolError("VALIDATION_ERROR", "offset must not be negative.")
    matching = [
        t
        for t in reversed(account.transactions)
        if (start is None or t.date >= start)
        and (end is None or t.date <= end)
        and (type == "all" or t.direction == type)
        and (channel == "all" or t.channel == channel.upper())
    ]
    page = matching[offset : offset + limit]
    return {
        "account_id": account_id,
        "total_records": len(matching),
        "returned": len(page),
        "offset": offset,
        "limit": limit,
        "transactions": [view(t, money=("amount", "balance_after")) for t in page],
    }
