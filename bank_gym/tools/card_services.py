"""Credit card servicing tools: the latest statement, a billing dispute, and turning a purchase into EMIs.

The statement is ``bank.servicing.card_statement`` (generated from its own random stream); what a session does to
it lives in the customer's records: a dispute is a service request of category ``card_dispute`` naming the
statement transaction, an EMI conversion a ``CardEmiPlan`` (its processing fee and GST taken from the card's
available limit). The bank's rules are in ``bank.rules`` (card disputes, card EMIs).
"""

from __future__ import annotations

from datetime import timedelta
from typing import Literal

from ..bank import finance, rules, servicing
from ..bank.models import Card, CardEmiPlan, ServiceRequest
from ..bank.money import rate_pct, rupees
from ..bank.state import EpisodeState
from .common import Id, LongText, Months, owned
from .registry import ToolError, tool
from .requests import reference

DisputeReason = Literal["duplicate_charge", "not_recognised", "wrong_amount", "not_received"]
_REASONS = {"duplicate_charge": "charged twice for one purchase", "not_recognised": "a charge the customer does not recognise",
            "wrong_amount": "charged a different amount than agreed", "not_received": "goods or service not received"}
OPEN = ("OPEN", "IN_PROGRESS")


def _credit_card(state: EpisodeState, card_id: str) -> tuple[Card, servicing.CardStatement]:
    card = owned(state, "cards", card_id, "card")
    statement = servicing.card_statement(state.bank, state.customer_id, card_id)
    if card.card_type != "CREDIT" or statement is None:
        raise ToolError("NOT_A_CREDIT_CARD", f"Card {card_id} is a debit card; only credit cards have statements.")
    return card, statement


def _line(statement: servicing.CardStatement, card_id: str, transaction_id: str) -> servicing.CardLine:
    line = statement.line(transaction_id)
    if line is None:
        raise ToolError("NOT_FOUND", f"No transaction {transaction_id!r} is on the statement of card {card_id} "
                                     "(find it with get_card_statement).")
    return line


def disputes(state: EpisodeState) -> dict[str, ServiceRequest]:
    """Open card disputes by the statement transaction they name."""
    return {r.related_transaction_id: r for r in state.customer.requests.values()
            if r.category == "card_dispute" and r.status in OPEN and r.related_transaction_id}


def emi_plans(state: EpisodeState) -> dict[str, CardEmiPlan]:
    return {p.transaction_id: p for p in state.customer.card_emis.values() if p.status == "ACTIVE"}


def _line_view(line: servicing.CardLine, disputed: dict, plans: dict) -> dict:
    status = "DISPUTED" if line.txn_id in disputed else "ON_EMI" if line.txn_id in plans else "POSTED"
    return {"transaction_id": line.txn_id, "date": line.date.isoformat(), "description": line.description,
            "merchant": line.merchant, "category": line.category, "type": line.kind, "amount": rupees(line.amount),
            "billed": line.billed, "status": status}


@tool("read")
def get_card_statement(state: EpisodeState, card_id: Id) -> dict:
    """Get a credit card's latest statement and the purchases made since it (unbilled).

    Returns the statement date and period, the payment due date, the total due, the amount under dispute and
    the amount moved to EMIs (both kept out of what is payable), the amount payable and the minimum amount due,
    the unbilled total, and every transaction: id (e.g. "CCT1234567890"), date, description as printed on the
    statement, merchant, category, type (purchase or payment), amount in INR, billed (on the latest statement)
    or not, and status (POSTED, DISPUTED, ON_EMI). Debit cards have no statement.

    Args:
        card_id: The credit card's id, e.g. "CARD12345".
    """
    card, statement = _credit_card(state, card_id)
    disputed, plans = disputes(state), emi_plans(state)
    billed = [x for x in statement.lines if x.billed and x.kind == "purchase"]
    under_dispute = sum(x.amount for x in billed if x.txn_id in disputed)
    on_emi = sum(x.amount for x in billed if x.txn_id in plans)
    payable = statement.total_due - under_dispute - on_emi
    return {
        "card_id": card_id,
        "masked_number": card.masked_number,
        "statement_date": statement.statement_date.isoformat(),
        "statement_period": {"from": statement.period_start.isoformat(), "to": statement.statement_date.isoformat()},
        "payment_due_date": statement.due_date.isoformat(),
        "previous_balance": rupees(statement.previous_balance),
        "payments_received": rupees(statement.previous_balance),
        "total_due": rupees(statement.total_due),
        "disputed_amount": rupees(under_dispute),
        "amount_moved_to_emi": rupees(on_emi),
        "amount_payable": rupees(payable),
        "minimum_due": rupees(servicing.minimum_due(payable)),
        "unbilled_total": rupees(statement.unbilled_total),
        "transactions": [_line_view(x, disputed, plans) for x in statement.lines],
        "note": "A charge under dispute is kept out of the amount payable, with no interest or late fee on it, until "
                "the dispute is resolved.",
    }


@tool("write", uncompared={"description": "free text in the assistant's own words"})
def raise_card_dispute(state: EpisodeState, card_id: Id, transaction_id: Id, reason: DisputeReason,
                       description: LongText | None = None) -> dict:
    """Dispute a charge on a credit card statement (a billing dispute; the bank may raise a chargeback).

    Reasons: duplicate_charge (the same purchase charged twice: dispute the repeated one; another charge of the
    same amount at the same place within three days must be on the statement), not_recognised, wrong_amount,
    not_received. A charge already under dispute or moved to EMIs cannot be disputed again. The bank resolves
    the dispute within 30 days; meanwhile the amount is kept out of the amount payable.

    Args:
        card_id: The credit card's id.
        transaction_id: The statement transaction disputed, e.g. "CCT1234567890" (from get_card_statement).
        reason: Why the customer disputes it (see above).
        description: What the customer says about it, in a sentence (optional).
    """
    _card, statement = _credit_card(state, card_id)
    line = _line(statement, card_id, transaction_id)
    if line.kind != "purchase":
        raise ToolError("VALIDATION_ERROR", f"Transaction {transaction_id} is a payment to the card; only a charge "
                                            "can be disputed.")
    disputed, plans = disputes(state), emi_plans(state)
    if transaction_id in disputed:
        raise ToolError("DUPLICATE_REQUEST", f"Transaction {transaction_id} is already under dispute (request "
                                             f"{disputed[transaction_id].request_id}); follow it up with get_request_status.")
    if transaction_id in plans:
        raise ToolError("INVALID_STATE", f"Transaction {transaction_id} has been converted into EMIs (plan "
                                         f"{plans[transaction_id].plan_id}); it can no longer be disputed here.")
    if reason == "duplicate_charge":
        twins = statement.twins(line)
        if not twins:
            raise ToolError("NO_DUPLICATE_FOUND", f"No other charge of the same amount at {line.description} within three "
                                                  f"days is on the statement; {transaction_id} is charged once.")
        if any(t.txn_id in disputed for t in twins):
            raise ToolError("DUPLICATE_REQUEST", "The other charge of this pair is already disputed as a duplicate.")
    customer = state.customer
    request_id = reference(state, "SR-", taken=customer.requests)
    eta = state.today + timedelta(days=rules.SERVICING_REQUEST_TAT_DAYS["card_dispute"])
    text = (description or "").strip() or f"Card {card_id}: {_REASONS[reason]} ({line.description})"
    request = ServiceRequest(request_id=request_id, category="card_dispute", description=text,
                             related_transaction_id=transaction_id, account_id=None, status="OPEN",
                             priority="HIGH" if reason == "not_recognised" else "NORMAL", created_on=state.today, eta=eta)
    state.set_customer(customer.model_copy(update={"requests": {**customer.requests, request_id: request}}))
    return {
        "status": "RAISED",
        "request_id": request_id,
        "category": "card_dispute",
        "card_id": card_id,
        "transaction_id": transaction_id,
        "reason": reason,
        "amount_disputed": rupees(line.amount),
        "created_on": state.today.isoformat(),
        "resolve_by": eta.isoformat(),
        "note": "The disputed amount is kept out of the amount payable, with no interest or late fee on it, while "
                "the dispute is open. No refund is promised: the bank reports its findings by the resolve-by date.",
    }


def _emi_checks(state: EpisodeState, card: Card, line: servicing.CardLine) -> str | None:
    """Why ``line`` cannot be converted now (None if it can)."""
    if card.status != "ACTIVE":
        return f"the card is {card.status.lower()}; only an active card's purchases can be converted"
    if line.txn_id in disputes(state):
        return "the purchase is under dispute"
    if line.txn_id in emi_plans(state):
        return "the purchase is already converted into EMIs"
    return servicing.emi_block(line, state.today)


def emi_terms(principal: int, tenure: int) -> dict[str, int]:
    """The terms of converting ``principal`` (paise) over ``tenure`` months, in paise (the rate in basis points)."""
    rate = rules.CARD_EMI_RATE_BPS[tenure]
    fee = servicing.emi_fee(principal)
    return {"rate": rate, "emi": finance.emi(principal, rate, tenure), "fee": fee, "gst": servicing.gst_on(fee),
            "interest": sum(row["interest"] for row in finance.amortization(principal, rate, tenure))}


def _option(principal: int, tenure: int) -> dict:
    t = emi_terms(principal, tenure)
    return {"tenure_months": tenure, "interest_rate": rate_pct(t["rate"]), "emi": rupees(t["emi"]),
            "total_interest": rupees(t["interest"]), "processing_fee": rupees(t["fee"]), "gst_on_fee": rupees(t["gst"]),
            "fee_with_gst": rupees(t["fee"] + t["gst"])}


@tool("read")
def get_card_emi_options(state: EpisodeState, card_id: Id, transaction_id: Id) -> dict:
    """Check whether a credit card purchase can be converted into EMIs, and on what terms.

    A purchase can be converted if it is ₹2,500 or more, made in the last 30 days, not a cash withdrawal, fuel
    or jewellery, not under dispute and not already converted, on an active card. Returns eligible (true or
    false) with the reason, the last date it can be converted, and per tenure (3, 6, 9, 12, 18 or 24 months):
    the interest rate (p.a., reducing balance), the monthly EMI, the total interest, and the one-time processing
    fee with its 18% GST (all in INR).

    Args:
        card_id: The credit card's id.
        transaction_id: The purchase, e.g. "CCT1234567890" (from get_card_statement).
    """
    card, statement = _credit_card(state, card_id)
    line = _line(statement, card_id, transaction_id)
    why = _emi_checks(state, card, line)
    out = {"card_id": card_id, "transaction_id": transaction_id, "description": line.description,
           "date": line.date.isoformat(), "amount": rupees(line.amount), "eligible": why is None, "reason": why,
           "convert_by": (line.date + timedelta(days=rules.CARD_EMI_WINDOW_DAYS)).isoformat()}
    if why is None:
        out["options"] = [_option(line.amount, tenure) for tenure in rules.CARD_EMI_RATE_BPS]
        out["note"] = ("The EMI excludes GST, which is charged on each month's interest and billed with the statement. "
                       "The first EMI is billed on the next statement.")
    return out


@tool("write")
def convert_to_emi(state: EpisodeState, card_id: Id, transaction_id: Id, tenure_months: Months) -> dict:
    """Convert a credit card purchase into monthly EMIs (equated monthly instalments).

    Check get_card_emi_options first: the purchase must be eligible and the tenure one of 3, 6, 9, 12, 18 or
    24 months. The purchase is moved out of the amount payable; the processing fee and its GST are charged
    once to the card (its available limit falls by them), and the first EMI is billed on the next statement.

    Args:
        card_id: The credit card's id.
        transaction_id: The purchase, e.g. "CCT1234567890".
        tenure_months: The number of monthly instalments: 3, 6, 9, 12, 18 or 24.
    """
    card, statement = _credit_card(state, card_id)
    if tenure_months not in rules.CARD_EMI_RATE_BPS:
        raise ToolError("VALIDATION_ERROR", "tenure_months must be one of 3, 6, 9, 12, 18 or 24.")
    line = _line(statement, card_id, transaction_id)
    why = _emi_checks(state, card, line)
    if why is not None:
        raise ToolError("NOT_ELIGIBLE", f"Transaction {transaction_id} cannot be converted into EMIs: {why}.")
    terms = emi_terms(line.amount, tenure_months)
    fee, gst = terms["fee"], terms["gst"]
    available = card.available_limit or 0
    if available < fee + gst:
        raise ToolError("INSUFFICIENT_LIMIT", "The card's available limit does not cover the processing fee and GST.")
    customer = state.customer
    plan_id = reference(state, "EMI", taken=customer.card_emis)
    first = finance.add_months(statement.statement_date, 1)
    plan = CardEmiPlan(plan_id=plan_id, card_id=card_id, transaction_id=transaction_id, principal=line.amount,
                       tenure_months=tenure_months, rate_bps=terms["rate"], emi=terms["emi"],
                       total_interest=terms["interest"], processing_fee=fee, gst=gst, booked_on=state.today,
                       first_emi_date=first)
    cards = {**customer.cards, card_id: card.model_copy(update={"available_limit": available - fee - gst})}
    state.set_customer(customer.model_copy(update={"cards": cards, "card_emis": {**customer.card_emis, plan_id: plan}}))
    return {
        "status": "CONVERTED",
        "plan_id": plan_id,
        "card_id": card_id,
        "transaction_id": transaction_id,
        "principal": rupees(line.amount),
        "tenure_months": tenure_months,
        "interest_rate": rate_pct(terms["rate"]),
        "emi": rupees(terms["emi"]),
        "total_interest": rupees(terms["interest"]),
        "processing_fee": rupees(fee),
        "gst_on_fee": rupees(gst),
        "first_emi_date": first.isoformat(),
        "available_limit": rupees(available - fee - gst),
        "note": "The purchase is moved out of the amount payable and billed in monthly EMIs from the next statement; "
                "GST on each month's interest is billed with it.",
    }


__all__ = ["convert_to_emi", "disputes", "emi_plans", "emi_terms", "get_card_emi_options", "get_card_statement", "raise_card_dispute"]
