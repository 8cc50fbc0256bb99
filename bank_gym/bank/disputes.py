"""What the RBI rules on disputed debits give a customer, computed from the transaction and the day it is reported.

* ``failed_debit``: a failed debit's turnaround time (TAT), the day its reversal was due and the compensation of
  ₹100 a day already owed for the delay (RBI circular on harmonisation of TAT, 20 Sep 2019).
* ``unauthorised_debit``: the customer's liability for a debit they did not make, by how many working days after
  the transaction they reported it, and the days by which the amount is credited back and the complaint resolved
  (RBI circular on limiting customer liability, 6 Jul 2017).

The figures live in ``rules``; ``get_request_status`` shows them for the requests they concern, and the dispute
task families check them.
"""

from __future__ import annotations

from datetime import date, timedelta

from . import rules
from .names import MERCHANTS

_MERCHANTS = frozenset(MERCHANTS)


def is_working_day(day: date) -> bool:
    """Every day but Sundays and the second and fourth Saturdays of the month (bank holidays are not modelled)."""
    if day.weekday() == 6:
        return False
    if day.weekday() == 5:
        return (day.day - 1) // 7 + 1 not in (2, 4)
    return True


def working_days_between(start: date, end: date) -> int:
    """Working days after ``start`` up to and including ``end`` (0 when ``end`` is not after ``start``)."""
    return sum(1 for k in range(1, (end - start).days + 1) if is_working_day(start + timedelta(days=k)))


def add_working_days(start: date, n: int) -> date:
    day = start
    while n > 0:
        day += timedelta(days=1)
        n -= is_working_day(day)
    return day


def failed_debit_kind(txn) -> str | None:
    """The TAT class of a failed debit (a ``rules.FAILED_TXN_TAT_DAYS`` key), or None where the 2019 TAT
    framework does not cover the channel."""
    if txn.channel == "UPI":
        return "UPI_MERCHANT" if txn.counterparty in _MERCHANTS else "UPI_PERSON"
    return txn.channel if txn.channel in rules.FAILED_TXN_TAT_DAYS else None


def failed_debit(txn, today: date) -> dict | None:
    """TAT, due date and compensation owed today for a failed debit still awaiting reversal, or None when the
    transaction is not one (not FAILED, not a debit, or a channel outside the framework)."""
    kind = failed_debit_kind(txn)
    if txn.status != "FAILED" or txn.direction != "debit" or kind is None:
        return None
    tat = rules.FAILED_TXN_TAT_DAYS[kind]
    due = txn.date + timedelta(days=tat)
    delay = max((today - due).days, 0)
    return {"kind": kind, "tat_days": tat, "reversal_due_date": due, "days_delayed": delay,
            "compensation_owed": delay * rules.FAILED_TXN_COMPENSATION_PER_DAY}


def liability_cap(account) -> int:
    """The cap on a customer's limited liability for the account (RBI 2017 table)."""
    if account.account_type == "CURRENT" and account.available_balance > rules.LARGE_CURRENT_ACCOUNT:
        return rules.LIMITED_LIABILITY_CAP_LARGE
    return rules.LIMITED_LIABILITY_CAP.get(account.account_type, rules.LIMITED_LIABILITY_CAP["SAVINGS"])


def unauthorised_debit(txn, account, reported_on: date) -> dict | None:
    """The customer's liability for a debit reported as unauthorised on ``reported_on``, for a breach in the
    system (neither the bank's nor the customer's fault), or None when the transaction is not a completed debit.

    ``liability_class``: ZERO (reported within 3 working days), LIMITED (4 to 7: the lower of the amount and
    the account's cap) or BANK_POLICY (later: the bank's Board-approved policy, at Aranya Bank the whole amount).
    The rest of the amount is credited back (shadow credit) within 10 working days of the report.
    """
    if txn.direction != "debit" or txn.status != "SUCCESS":
        return None
    amount = -txn.amount
    days = working_days_between(txn.date, reported_on)
    if days <= rules.ZERO_LIABILITY_WORKING_DAYS:
        cls, liability = "ZERO", 0
    elif days <= rules.LIMITED_LIABILITY_WORKING_DAYS:
        cls, liability = "LIMITED", min(amount, liability_cap(account))
    else:
        cls, liability = "BANK_POLICY", amount
    back = amount - liability
    return {"working_days_to_report": days, "liability_class": cls, "customer_liability": liability,
            "shadow_credit_amount": back,
            "shadow_credit_by": add_working_days(reported_on, rules.SHADOW_CREDIT_WORKING_DAYS) if back else None,
            "resolve_by": reported_on + timedelta(days=rules.UNAUTHORISED_RESOLUTION_DAYS)}
