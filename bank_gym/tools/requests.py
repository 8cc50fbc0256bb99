"""Service-request tools: raise a request (complaint, dispute, query) and follow one up.

Also home of ``reference()``, the deterministic reference-number generator shared by the service tools.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Container
from datetime import timedelta
from typing import Literal

from ..bank import disputes, rules
from ..bank.models import ServiceRequest, Transaction
from ..bank.money import rupees
from ..bank.state import EpisodeState
from .common import Id, LongText, owned, view
from .registry import ToolError, tool

RequestCategory = Literal[rules.REQUEST_CATEGORIES]  # type: ignore[valid-type]
PRIORITY = {"unauthorized_debit": "URGENT", "failed_transaction": "HIGH"}


def reference(state: EpisodeState, prefix: str, digits: int = 8, taken: Container[str] = ()) -> str:
    """A deterministic reference: ``prefix`` + ``digits`` digits from sha256(customer id, per-episode counter).

    Re-derived with the next counter value while the result is in ``taken``.
    """
    counter = prefix.rstrip("-")
    while True:
        n = state.next_number(counter)
        h = hashlib.sha256(f"{counter}|{state.customer_id}|{n}".encode()).digest()
        candidate = f"{prefix}{int.from_bytes(h[:8], 'big') % 10**digits:0{digits}d}"
        if candidate not in taken:
            return candidate


def find_transaction(state: EpisodeState, txn_id: str) -> tuple[str, Transaction] | None:
    """(account id, transaction) for one of the logged-in customer's transactions, or None."""
    for account_id, account in state.customer.accounts.items():
        for txn in account.transactions:
            if txn.txn_id == txn_id:
                return account_id, txn
    return None


# The customer's records a request's description may name, and the field holding each one's own account.
_LINKS = (("requests", "account_id"), ("cards", "linked_account"), ("loans", "repayment_account"),
          ("insurance", "auto_debit_account"))
_RECORD_ID = re.compile(r"\b(?:SR-\d{8}|CARD\d+|LN\d+|POL\d+)\b")


def _linked_account(state: EpisodeState, used: dict, output: dict) -> dict:
    """For the verdict: the account the request concerns, as the bank links it. Given, or the transaction's, or
    the own account of the record its description names (the escalated request's, the card's, the loan's
    repayment account, the policy's auto-debit account); None where the case names none, and then any of the
    customer's accounts (or none) is a fair link."""
    account = output.get("account_id") if isinstance(output, dict) else None
    if account is None:
        raised = output.get("request_id") if isinstance(output, dict) else None
        customer = state.customer
        for record_id in _RECORD_ID.findall(str(used.get("description") or "")):
            for collection, field in _LINKS:
                record = getattr(customer, collection).get(record_id)
                if record is not None and record_id != raised and getattr(record, field, None):
                    # a loan's repayment account is where its EMIs are debited, not the only account the loan may
                    # be paid off from: an account the case's own procedure reads is fair too (``_paid_from``)
                    return {"_canonical": {"account_id": getattr(record, field)}, "_paid_from": collection == "loans"}
    return {"_canonical": {"account_id": account}}


@tool("write", compare={"related_transaction_id": "filter", "account_id": "link"},
      uncompared={"description": "free text in the assistant's own words"}, resolve=_linked_account)
def raise_request(
    state: EpisodeState,
    description: LongText,
    category: RequestCategory = "general_query",
    related_transaction_id: Id | None = None,
    account_id: Id | None = None,
) -> dict:
    """Raise a service request: a complaint, dispute, servicing need or query for the bank's back office.

    Categories (target turnaround in days): failed_transaction (1) money debited but the transfer or payment
    failed (ATM cash not dispensed: raise_payment_dispute); unauthorized_debit (1) a debit the customer did not
    make; charges_dispute (7) a disputed fee; loan_foreclosure (7); insurance_service (7) premium, servicing or
    claim help; service_quality (7); app_issue (3); general_query (5); other (5). failed_transaction,
    unauthorized_debit and charges_dispute must name the transaction (related_transaction_id, from
    get_transaction_history). A second open request for the same transaction and category is refused.

    Args:
        description: What the customer reports or needs, in a sentence or two (include loan/policy ids).
        category: The request category (see above).
        related_transaction_id: The transaction id concerned, e.g. "TXN1234567890".
        account_id: The account concerned; defaults to the transaction's account.
    """
    if not description.strip():
        raise ToolError("VALIDATION_ERROR", "description must not be blank.")
    customer = state.customer
    if category in rules.TRANSACTION_CATEGORIES and related_transaction_id is None:
        raise ToolError(
            "VALIDATION_ERROR",
            f"A {category} request must name the transaction: pass related_transaction_id "
            "(find it with get_transaction_history).",
        )
    if account_id is not None:
        owned(state, "accounts", account_id, "account")
    if related_transaction_id is not None:
        found = find_transaction(state, related_transaction_id)
        if found is None:
            raise ToolError("NOT_FOUND", f"No transaction {related_transaction_id!r} is linked to this customer.")
        txn_account = found[0]
        if account_id is not None and account_id != txn_account:
            raise ToolError(
                "VALIDATION_ERROR",
                f"Transaction {related_transaction_id} belongs to account {txn_account}, not {account_id}.",
            )
        account_id = txn_account
        for existing in customer.requests.values():
            if (
                existing.status in ("OPEN", "IN_PROGRESS")
                and existing.category == category
                and existing.related_transaction_id == related_transaction_id
            ):
                raise ToolError(
                    "DUPLICATE_REQUEST",
                    f"Request {existing.request_id} ({category}, {existing.status}) is already open for transaction "
                    f"{related_transaction_id}; use get_request_status to follow it up.",
                )
    request_id = reference(state, "SR-", taken=customer.requests)
    eta = state.today + timedelta(days=rules.REQUEST_TAT_DAYS[category])
    request = ServiceRequest(
        request_id=request_id,
        category=category,
        description=description.strip(),
        related_transaction_id=related_transaction_id,
        account_id=account_id,
        status="OPEN",
        priority=PRIORITY.get(category, "NORMAL"),
        created_on=state.today,
        eta=eta,
    )
    state.set_customer(customer.model_copy(update={"requests": {**customer.requests, request_id: request}}))
    return {
        "status": "RAISED",
        "request_id": request_id,
        "category": category,
        "priority": request.priority,
        "related_transaction_id": related_transaction_id,
        "account_id": account_id,
        "created_on": state.today.isoformat(),
        "eta": eta.isoformat(),
        "note": "The request is logged for the bank's team to review by the target date; no specific outcome "
        "(refund, reversal, waiver or approval) is promised.",
    }


@tool("read")
def get_request_status(state: EpisodeState, request_id: Id) -> dict:
    """Get the status of one of the customer's service requests.

    Returns category, description, related transaction/account, status (OPEN, IN_PROGRESS, RESOLVED,
    CLOSED), priority, created date, target date (eta) and resolution, if any. For a failed_transaction or
    unauthorized_debit request it adds "regulatory": what RBI's rules give the customer for that transaction
    (a failed debit: turnaround time, reversal due date, days of delay and the ₹100-a-day compensation owed;
    an unauthorised debit: working days from the debit to the report, liability class and amount, and the
    dates by which the amount is credited back and the complaint resolved).

    Args:
        request_id: The request id, e.g. "SR-12345678".
    """
    request = owned(state, "requests", request_id, "service request")
    out = view(request)
    regulatory = _regulatory(state, request)
    if regulatory is not None:
        out["regulatory"] = regulatory
    return out


def _regulatory(state: EpisodeState, request: ServiceRequest) -> dict | None:
    if request.category not in ("failed_transaction", "unauthorized_debit") or not request.related_transaction_id:
        return None
    found = find_transaction(state, request.related_transaction_id)
    if found is None:
        return None
    account_id, txn = found
    if request.category == "failed_transaction":
        f = disputes.failed_debit(txn, state.today)
        if f is None:
            return {"note": "Not a failed debit awaiting reversal: no turnaround-time compensation applies."}
        return {"turnaround_time": f"T+{f['tat_days']}", "reversal_due_date": f["reversal_due_date"].isoformat(),
                "days_delayed": f["days_delayed"],
                "compensation_per_day": rupees(rules.FAILED_TXN_COMPENSATION_PER_DAY),
                "compensation_owed": rupees(f["compensation_owed"]),
                "note": "Compensation is owed for each day past the turnaround time, without a claim."}
    u = disputes.unauthorised_debit(txn, state.customer.accounts[account_id], request.created_on)
    if u is None:
        return {"note": "Not a completed debit: no unauthorised-debit liability applies."}
    return {"transaction_date": txn.date.isoformat(), "reported_on": request.created_on.isoformat(),
            "working_days_to_report": u["working_days_to_report"], "liability_class": u["liability_class"],
            "customer_liability": rupees(u["customer_liability"]),
            "shadow_credit_amount": rupees(u["shadow_credit_amount"]),
            "shadow_credit_by": u["shadow_credit_by"].isoformat() if u["shadow_credit_by"] else None,
            "resolve_by": u["resolve_by"].isoformat(),
            "note": "Assumes a breach in the system; a loss caused by the customer sharing a PIN, OTP or password "
                    "is the customer's until it is reported."}
