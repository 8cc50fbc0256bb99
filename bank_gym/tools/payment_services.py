"""Payment servicing tools: trace an ATM withdrawal or a transfer, raise a dispute about one, and check, reverse or
dispute the service charges levied on an account.

The ATM's record, the transfer's trace and the charges are ``bank.servicing``'s (generated from their own random
streams). What a session does is kept in the customer's records: a dispute is a service request (categories
``atm_cash_not_dispensed``, ``transfer_not_credited``, ``wrong_account_recall`` and ``charges_dispute``) naming
the transaction or charge; a reversed charge is a credit to the account whose description names the charge.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Literal

from ..bank import rules, servicing
from ..bank.models import Account, ServiceRequest, Transaction
from ..bank.money import rupees
from ..bank.state import EpisodeState
from .common import Id, LongText, owned
from .registry import ToolError, tool
from .requests import find_transaction, reference

Issue = Literal["cash_not_dispensed", "transfer_not_credited", "sent_to_wrong_account"]
CATEGORY = {"cash_not_dispensed": "atm_cash_not_dispensed", "transfer_not_credited": "transfer_not_credited",
            "sent_to_wrong_account": "wrong_account_recall"}
OPEN = ("OPEN", "IN_PROGRESS")
IMPS_TAT_DAYS = 1  # RBI TAT (2019): IMPS debited but not credited to the beneficiary, reversed by T+1


def _open_request(state: EpisodeState, category: str, related: str) -> ServiceRequest | None:
    return next((r for r in state.customer.requests.values() if r.category == category and r.status in OPEN
                 and r.related_transaction_id == related), None)


def _traced(state: EpisodeState, transaction_id: str):
    """(account id, transaction, ATM record or transfer trace) of one of the customer's debits."""
    found = find_transaction(state, transaction_id)
    if found is None:
        raise ToolError("NOT_FOUND", f"No transaction {transaction_id!r} is linked to this customer.")
    account_id, txn = found
    if txn.channel == "ATM":
        record = servicing.atm_record(state.bank, state.customer_id, transaction_id, account_id)
    else:
        record = servicing.transfer_trace(state.bank, state.customer_id, transaction_id, account_id)
    if record is None:
        raise ToolError("NOT_TRACEABLE", f"Transaction {transaction_id} is not an ATM cash withdrawal or an NEFT, RTGS "
                                         "or IMPS transfer sent from the account; only those can be traced.")
    return account_id, txn, record


def _tat(state: EpisodeState, day, days: int, amount: int) -> dict:
    """What RBI's turnaround time gives the customer today for ``amount`` debited on ``day`` and not delivered."""
    due = day + timedelta(days=days)
    delay = max((state.today - due).days, 0)
    return {"amount_not_delivered": rupees(amount), "turnaround_time": f"T+{days}", "reversal_due_date": due.isoformat(),
            "days_delayed": delay, "compensation_per_day": rupees(rules.FAILED_TXN_COMPENSATION_PER_DAY),
            "compensation_owed": rupees(delay * rules.FAILED_TXN_COMPENSATION_PER_DAY)}


def _atm_view(state: EpisodeState, account_id: str, txn: Transaction, record: servicing.AtmRecord) -> dict:
    out = {"transaction_id": txn.txn_id, "channel": "ATM", "account_id": account_id, "date": txn.date.isoformat(),
           "time": record.time, "amount_debited": rupees(record.amount_requested),
           "atm": {"terminal_id": record.terminal_id, "owner_bank": record.owner_bank, "location": record.location},
           "dispense_status": record.status, "amount_dispensed": rupees(record.amount_dispensed),
           "amount_not_dispensed": rupees(record.not_dispensed), "journal_entry": record.journal}
    if record.not_dispensed:
        out.update(_tat(state, txn.date, rules.FAILED_TXN_TAT_DAYS["ATM"], record.not_dispensed))
        out["note"] = ("The ATM did not dispense this amount; RBI's turnaround time is T+5 for the reversal, and for "
                       "each day after it the bank pays ₹100 without a claim. Raise a cash_not_dispensed dispute.")
    else:
        out["note"] = ("The ATM's journal shows the cash dispensed in full: no automatic reversal or compensation is "
                       "due. A customer who disagrees can still raise a cash_not_dispensed dispute for review.")
    return out


def _transfer_view(state: EpisodeState, account_id: str, txn: Transaction, trace: servicing.TransferTrace) -> dict:
    out = {"transaction_id": txn.txn_id, "channel": trace.channel, "account_id": account_id,
           "date": txn.date.isoformat(), "amount": rupees(-txn.amount), "utr": trace.utr,
           "initiated_at": trace.initiated_at.strftime("%Y-%m-%d %H:%M"),
           "beneficiary": {"name": trace.beneficiary_name, "bank": trace.beneficiary_bank, "ifsc": trace.ifsc,
                           "account": trace.beneficiary_account, "account_last4": trace.account_last4},
           "status": trace.status}
    if trace.credited_at is not None:
        out["credited_on"] = trace.credited_at.date().isoformat()
        out["credited_at"] = trace.credited_at.strftime("%Y-%m-%d %H:%M")
        out["note"] = ("The beneficiary bank confirmed the credit to the account above. The beneficiary can check "
                       "with their bank quoting the UTR.")
    else:
        out["note"] = ("The beneficiary bank has neither confirmed the credit nor returned the money. Raise a "
                       "transfer_not_credited dispute to have it traced.")
        if trace.channel == "IMPS":
            out.update(_tat(state, txn.date, IMPS_TAT_DAYS, -txn.amount))
    return out


@tool("read")
def trace_transaction(state: EpisodeState, transaction_id: Id) -> dict:
    """Trace a debit through the payment network: an ATM cash withdrawal or an NEFT, RTGS or IMPS transfer.

    For an ATM withdrawal: the ATM (terminal, owning bank, location), whether its journal shows the cash
    dispensed in full, in part or not at all, and for cash not dispensed RBI's turnaround time (T+5), the
    reversal due date, the days of delay and the compensation of ₹100 a day owed after it. For a transfer: the
    UTR, the beneficiary (name as entered, bank, IFSC, masked account) and
    whether the beneficiary bank confirmed the credit, with the date and time (for an unconfirmed IMPS
    transfer also the T+1 turnaround and compensation owed).

    Args:
        transaction_id: The debit, e.g. "TXN1234567890" (from get_transaction_history).
    """
    account_id, txn, record = _traced(state, transaction_id)
    if isinstance(record, servicing.AtmRecord):
        return _atm_view(state, account_id, txn, record)
    return _transfer_view(state, account_id, txn, record)


@tool("write", uncompared={"description": "free text in the assistant's own words"})
def raise_payment_dispute(state: EpisodeState, transaction_id: Id, issue: Issue,
                          description: LongText | None = None) -> dict:
    """Raise a dispute about a traced debit (see trace_transaction).

    Issues: cash_not_dispensed (an ATM withdrawal whose cash did not come out, in full or in part: the bank
    reverses what was not dispensed; target 1 day, RBI's turnaround T+5 with ₹100 a day after it);
    transfer_not_credited (an NEFT, RTGS or IMPS transfer the beneficiary bank has not confirmed: traced with
    it, target 1 day; refused if the credit is confirmed: give the customer the UTR instead);
    sent_to_wrong_account (a transfer credited to a wrong account by the customer's own mistake: the bank asks
    the beneficiary bank to return it, which needs the beneficiary's consent; target 15 days). One open dispute
    per transaction and issue.

    Args:
        transaction_id: The debit, e.g. "TXN1234567890".
        issue: What went wrong (see above).
        description: What the customer says about it, in a sentence (optional).
    """
    account_id, txn, record = _traced(state, transaction_id)
    atm = isinstance(record, servicing.AtmRecord)
    if (issue == "cash_not_dispensed") != atm:
        kind = "an ATM withdrawal" if atm else f"an {record.channel} transfer"
        raise ToolError("VALIDATION_ERROR", f"Transaction {transaction_id} is {kind}; the issue {issue} does not apply "
                                            "to it.")
    if issue == "transfer_not_credited" and record.status == "CREDITED":
        raise ToolError("ALREADY_CREDITED", f"The beneficiary bank confirmed the credit of {transaction_id} on "
                                            f"{record.credited_at:%Y-%m-%d %H:%M} (UTR {record.utr}); nothing is "
                                            "pending. Give the customer the UTR to share with the beneficiary.")
    if issue == "sent_to_wrong_account" and record.status != "CREDITED":
        raise ToolError("NOT_CREDITED", f"The credit of {transaction_id} is not confirmed by the beneficiary bank; "
                                        "raise transfer_not_credited to have it traced instead.")
    category = CATEGORY[issue]
    existing = _open_request(state, category, transaction_id)
    if existing is not None:
        raise ToolError("DUPLICATE_REQUEST", f"Request {existing.request_id} ({category}) is already open for "
                                             f"{transaction_id}; follow it up with get_request_status.")
    customer = state.customer
    request_id = reference(state, "SR-", taken=customer.requests)
    eta = state.today + timedelta(days=rules.SERVICING_REQUEST_TAT_DAYS[category])
    default = {"cash_not_dispensed": "ATM debited but cash not dispensed",
               "transfer_not_credited": "Transfer not credited to the beneficiary",
               "sent_to_wrong_account": "Money sent to a wrong account by mistake: recall requested"}[issue]
    request = ServiceRequest(request_id=request_id, category=category,
                             description=(description or "").strip() or default, related_transaction_id=transaction_id,
                             account_id=account_id, status="OPEN",
                             priority="NORMAL" if issue == "sent_to_wrong_account" else "HIGH",
                             created_on=state.today, eta=eta)
    state.set_customer(customer.model_copy(update={"requests": {**customer.requests, request_id: request}}))
    out = {"status": "RAISED", "request_id": request_id, "category": category, "transaction_id": transaction_id,
           "created_on": state.today.isoformat(), "eta": eta.isoformat()}
    if atm and record.not_dispensed:
        out.update(_tat(state, txn.date, rules.FAILED_TXN_TAT_DAYS["ATM"], record.not_dispensed))
        out["note"] = ("The amount not dispensed is reversed to the account; for each day past the reversal due date "
                       "the bank pays ₹100 without a claim.")
    elif atm:
        out["note"] = ("The ATM's journal shows the cash dispensed; the bank will review the ATM's cash balance and "
                       "camera footage. No reversal is promised.")
    elif issue == "transfer_not_credited":
        out["utr"] = record.utr
        if record.channel == "IMPS":
            out.update(_tat(state, txn.date, IMPS_TAT_DAYS, -txn.amount))
        out["note"] = "The transfer is traced with the beneficiary bank: it must credit it or return the money."
    else:
        out["note"] = ("The bank asks the beneficiary bank to contact its customer and return the money. A credited "
                       "transfer can be returned only with the beneficiary's consent; the bank cannot reverse it.")
    return out


# ---------------------------------------------------------------- service charges


def _reversal_of(account: Account, charge_id: str) -> Transaction | None:
    return next((t for t in account.transactions if t.direction == "credit" and charge_id in t.description), None)


def _charge_view(state: EpisodeState, account: Account, charge: servicing.Charge) -> dict:
    reversal = _reversal_of(account, charge.charge_id)
    disputed = _open_request(state, "charges_dispute", charge.charge_id)
    reversible, why = servicing.charge_reversible(charge)
    out = {"charge_id": charge.charge_id, "type": charge.charge_type, "description": f"{charge.label.capitalize()} "
           f"charge for {charge.period}", "period": charge.period, "levied_on": charge.levied_on.isoformat(),
           "charge": rupees(charge.base_amount), "gst": rupees(charge.gst), "amount": rupees(charge.amount),
           "status": "REVERSED" if reversal else "UNDER_DISPUTE" if disputed else "LEVIED",
           "reversible": reversible and reversal is None, "assessment": why}
    if charge.charge_type == "MIN_BALANCE":
        out["basis"] = {"required_monthly_average_balance": rupees(charge.required_balance or 0),
                        "monthly_average_balance": rupees(charge.average_balance or 0),
                        "shortfall": rupees(max((charge.required_balance or 0) - (charge.average_balance or 0), 0)),
                        "notice_sent_on": charge.notice_sent_on.isoformat() if charge.notice_sent_on else None}
    else:
        out["basis"] = {"sms_sent": charge.sms_sent, "rate_per_sms": rupees(rules.SMS_ALERT_CHARGE_PER_SMS),
                        "quarterly_cap": rupees(rules.SMS_ALERT_QUARTERLY_CAP)}
    if reversal is not None:
        out["reversed_on"] = reversal.date.isoformat()
    if disputed is not None:
        out["dispute_request_id"] = disputed.request_id
    return out


@tool("read")
def get_account_charges(state: EpisodeState, account_id: Id) -> dict:
    """List the service charges levied on an account recently, and whether each may be reversed.

    Minimum-balance charges (monthly: the required and actual monthly average balance, the shortfall, the date
    the shortfall notice was sent) and SMS-alert charges (quarterly: alerts sent, rate, cap), each with its id
    (e.g. "CHG12345678"), period, date levied, charge, GST and amount in INR, status (LEVIED, REVERSED,
    UNDER_DISPUTE), and the bank's assessment: reversible (levied in error under the bank's rules) or not, and
    why.

    Args:
        account_id: The account number.
    """
    account = owned(state, "accounts", account_id, "account")
    charges = [_charge_view(state, account, c) for c in servicing.account_charges(state.bank, state.customer_id, account_id)]
    return {"account_id": account_id, "account_type": account.account_type, "charges": charges,
            "note": "Minimum-balance charges are levied only after a shortfall notice and a month to restore the "
                    "balance, in proportion to the shortfall; SMS alerts are charged on actual use. A charge levied "
                    "in error can be reversed; any other can be disputed for review."}


def _charge(state: EpisodeState, charge_id: str) -> tuple[Account, servicing.Charge]:
    charge = servicing.find_charge(state.bank, state.customer, charge_id)
    if charge is None:
        raise ToolError("NOT_FOUND", f"No charge {charge_id!r} is linked to this customer.")
    account = state.customer.accounts[charge.account_id]
    if _reversal_of(account, charge_id) is not None:
        raise ToolError("ALREADY_REVERSED", f"Charge {charge_id} has already been reversed.")
    return account, charge


@tool("write")
def reverse_charge(state: EpisodeState, charge_id: Id) -> dict:
    """Reverse a service charge levied in error: its amount (with GST) is credited back to the account today.

    Only a charge get_account_charges assesses as reversible can be reversed; for any other the customer can
    dispute it (dispute_charge). The account must be active.

    Args:
        charge_id: The charge, e.g. "CHG12345678" (from get_account_charges).
    """
    account, charge = _charge(state, charge_id)
    reversible, why = servicing.charge_reversible(charge)
    if not reversible:
        raise ToolError("NOT_REVERSIBLE", f"Charge {charge_id} was {why}, so it cannot be reversed; the customer can "
                                          "dispute it for review instead.")
    if account.status != "ACTIVE":
        raise ToolError("INVALID_STATE", f"Account {account.account_id} is {account.status.lower()}; it cannot be "
                                         "credited now.")
    customer = state.customer
    taken = {t.txn_id for a in customer.accounts.values() for t in a.transactions}
    txn_id = reference(state, "TXN", 10, taken=taken)
    balance = account.available_balance + charge.amount
    credit = Transaction(txn_id=txn_id, date=state.today, description=f"Reversal of {charge.label} charge {charge_id}",
                         amount=charge.amount, direction="credit", channel="INTERNAL", status="SUCCESS",
                         balance_after=balance)
    updated = account.model_copy(update={"available_balance": balance, "transactions": (*account.transactions, credit)})
    state.set_customer(customer.model_copy(update={"accounts": {**customer.accounts, account.account_id: updated}}))
    return {"status": "REVERSED", "charge_id": charge_id, "account_id": account.account_id,
            "amount_credited": rupees(charge.amount), "credited_on": state.today.isoformat(), "transaction_id": txn_id,
            "available_balance": rupees(balance), "usable_balance": rupees(balance - account.hold_amount)}


@tool("write", uncompared={"description": "free text in the assistant's own words"})
def dispute_charge(state: EpisodeState, charge_id: Id, description: LongText | None = None) -> dict:
    """Raise a charges dispute about a service charge the customer thinks is wrong, for the bank's review.

    Use it for a charge that is not reversible here (see get_account_charges); the team reviews it within 7
    days, and no reversal is promised. One open dispute per charge.

    Args:
        charge_id: The charge, e.g. "CHG12345678" (from get_account_charges).
        description: What the customer says about it, in a sentence (optional).
    """
    account, charge = _charge(state, charge_id)
    existing = _open_request(state, "charges_dispute", charge_id)
    if existing is not None:
        raise ToolError("DUPLICATE_REQUEST", f"Request {existing.request_id} is already open for charge {charge_id}; "
                                             "follow it up with get_request_status.")
    customer = state.customer
    request_id = reference(state, "SR-", taken=customer.requests)
    eta = state.today + timedelta(days=rules.REQUEST_TAT_DAYS["charges_dispute"])
    text = (description or "").strip() or f"Customer disputes the {charge.label} charge {charge_id}"
    request = ServiceRequest(request_id=request_id, category="charges_dispute", description=text,
                             related_transaction_id=charge_id, account_id=account.account_id, status="OPEN",
                             priority="NORMAL", created_on=state.today, eta=eta)
    state.set_customer(customer.model_copy(update={"requests": {**customer.requests, request_id: request}}))
    return {"status": "RAISED", "request_id": request_id, "category": "charges_dispute", "charge_id": charge_id,
            "amount": rupees(charge.amount), "created_on": state.today.isoformat(), "eta": eta.isoformat(),
            "note": "The team reviews the charge by the target date; a reversal is not promised."}
