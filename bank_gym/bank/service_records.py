"""What the servicing tools of the held-out families read beyond the generated records: cheques returned unpaid,
the TDS deducted on deposit interest in the last financial year, a loan's repayments in a financial year, and when
a TDS certificate becomes available; with the bank's figures for them (Positive Pay, cheque-return charges,
nominations, re-KYC).

Nothing here is stored on a customer. Each record is worked out from the customer's pristine records (a cheque
leaf, a loan's schedule) or drawn from a stream of its own, ``random.Random(f"{seed}:{customer id}:<what>")``, so
the generator's streams, every customer's data and every digest stay exactly as they were, and the same record
comes back on every machine and in every episode (a change made in the episode never rewrites the past).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta

from . import finance, rules
from .models import Account, Customer, Loan
from .rules import LAKH, RUPEE

__all__ = ["CHEQUE_VALIDITY_MONTHS", "KYC_ADDRESS_VERIFICATION_MONTHS", "MAX_NOMINEES", "POSITIVE_PAY_MANDATORY",
           "POSITIVE_PAY_MIN", "QUARTERS", "ChequeReturn", "TdsQuarter", "certificate_date", "cheque_returns",
           "fy_bounds", "fy_of", "loan_year", "tds_quarters"]

# ---------------------------------------------------------------- the bank's figures

# Positive Pay (RBI, from 1 January 2021): offered for cheques of ₹50,000 and above; Aranya Bank requires it from
# ₹5 lakh (RBI lets banks make it mandatory there).
POSITIVE_PAY_MIN = 50_000 * RUPEE
POSITIVE_PAY_MANDATORY = 5 * LAKH
CHEQUE_VALIDITY_MONTHS = 3
# Aranya Bank's charge on a cheque of the customer's returned unpaid, levied only where the customer is at fault:
# a financial reason (not enough funds) or a fault in how the cheque was drawn. GST of 18 % is added.
CHEQUE_RETURN_CHARGE = {"financial": 500 * RUPEE, "drawing": 150 * RUPEE, "technical": 0}
RETURN_REASONS = {  # reason as the return memo gives it -> kind of fault
    "Funds insufficient": "financial",
    "Drawer's signature differs": "drawing",
    "Amount in words and figures differ": "drawing",
    "Image not clear, to be presented again": "technical",
}
MAX_NOMINEES = 4  # Banking Laws (Amendment) Act, 2025, in force from 1 November 2025
KYC_ADDRESS_VERIFICATION_MONTHS = 2  # a self-declared new address is verified within two months (RBI KYC MD)

# ---------------------------------------------------------------- financial years and quarters

QUARTERS = ("Q1", "Q2", "Q3", "Q4")


def fy_of(day: date) -> str:
    """The financial year (April to March) of ``day``: "2026-27"."""
    start = day.year if day.month >= 4 else day.year - 1
    return f"{start}-{(start + 1) % 100:02d}"


def fy_bounds(financial_year: str, quarter: str | None = None) -> tuple[date, date]:
    """First and last day of a financial year ("2025-26"), or of one of its quarters (Q1 April-June ... Q4
    January-March)."""
    start = int(financial_year[:4])
    if quarter is None:
        return date(start, 4, 1), date(start + 1, 3, 31)
    n = QUARTERS.index(quarter)
    first = finance.add_months(date(start, 4, 1), 3 * n)
    return first, finance.add_months(first, 3) - timedelta(days=1)


def certificate_date(financial_year: str, quarter: str) -> date:
    """When the TDS certificate of a quarter is issued: 15 days after the due date of the quarter's TDS statement
    (31 July, 31 October, 31 January, 31 May), i.e. 15 August, 15 November, 15 February and 15 June."""
    start = int(financial_year[:4])
    return {"Q1": date(start, 8, 15), "Q2": date(start, 11, 15), "Q3": date(start + 1, 2, 15),
            "Q4": date(start + 1, 6, 15)}[quarter]


# ---------------------------------------------------------------- cheques returned unpaid


@dataclass(frozen=True)
class ChequeReturn:
    account_id: str
    cheque_number: str
    amount: int
    payee: str | None
    issue_date: date
    presented_on: date
    reason: str
    charge: int  # before GST
    gst: int

    @property
    def kind(self) -> str:
        return RETURN_REASONS[self.reason]

    @property
    def valid_until(self) -> date:
        """The last day the cheque may be presented again (three months from its date)."""
        return finance.add_months(self.issue_date, CHEQUE_VALIDITY_MONTHS)


def balance_on(account: Account, day: date) -> int:
    """The account's balance at the end of ``day``, from its transactions."""
    before = [t for t in account.transactions if t.date <= day]
    if before:
        return before[-1].balance_after
    if account.transactions:
        first = account.transactions[0]
        return first.balance_after - first.amount
    return account.available_balance


def cheque_returns(customer: Customer, seed: int, today: date) -> list[ChequeReturn]:
    """The customer's cheques returned unpaid: at most one issued (not yet paid) leaf per account, presented a few
    days after its date and returned the same day (continuous clearing). The reason is the balance's when the
    balance then was below the amount, else a fault in the drawing or the image."""
    out = []
    for account in customer.accounts.values():
        rng = random.Random(f"{seed}:{customer.customer_id}:{account.account_id}:returns")
        issued = [c for c in account.cheques if c.status == "ISSUED" and c.issue_date and c.amount]
        if not issued or rng.random() >= 0.6:
            continue
        leaf = rng.choice(issued)
        presented = min(leaf.issue_date + timedelta(days=rng.randint(1, 6)), today - timedelta(days=1))
        if presented < leaf.issue_date:
            continue
        if balance_on(account, presented) < leaf.amount:
            reason = "Funds insufficient"
        else:
            reason = rng.choice([r for r, kind in RETURN_REASONS.items() if kind != "financial"])
        charge = CHEQUE_RETURN_CHARGE[RETURN_REASONS[reason]]
        out.append(ChequeReturn(account.account_id, leaf.cheque_number, leaf.amount, leaf.payee, leaf.issue_date,
                                presented, reason, charge, charge * rules.GST_BPS // 10_000))
    return out


# ---------------------------------------------------------------- TDS of the last financial year


@dataclass(frozen=True)
class TdsQuarter:
    quarter: str
    interest: int  # deposit interest paid or credited in the quarter
    tds: int


def tds_quarters(customer: Customer, seed: int, financial_year: str) -> tuple[bool, list[TdsQuarter]]:
    """(whether a no-deduction declaration was on record, the four quarters) of a past financial year: the year's
    deposit interest drawn from the customer's own stream, its TDS worked out by the rules of that year (a
    resident's ₹50,000 threshold, ₹1,00,000 for a senior citizen, 10 % with a PAN and 20 % without; a
    non-resident's NRO interest at 31.2 % from the first rupee)."""
    rng = random.Random(f"{seed}:{customer.customer_id}:tds:{financial_year}")
    profile = customer.profile
    resident = profile.residency == "RESIDENT"
    declared = resident and profile.tax.form_15g_15h_on_file and rng.random() < 0.8
    total = rng.choice([0, rng.randrange(2_000, 48_000), rng.randrange(30_000, 1_40_000), rng.randrange(60_000, 3_00_000)])
    weights = [rng.randint(1, 4) for _ in QUARTERS]
    shares = [total * w // sum(weights) for w in weights]
    shares[-1] += total - sum(shares)
    senior = finance.resident_senior(customer)
    tax = profile.tax.model_copy(update={"fy_interest_paid": 0, "form_15g_15h_on_file": declared})
    quarters = []
    for quarter, rupees_ in zip(QUARTERS, shares, strict=True):
        interest = rupees_ * RUPEE
        tds = finance.tds_on(interest, tax, senior, "RESIDENT" if resident else "NRO")
        quarters.append(TdsQuarter(quarter, interest, tds))
        tax = tax.model_copy(update={"fy_interest_paid": tax.fy_interest_paid + interest})
    return declared, quarters


# ---------------------------------------------------------------- a loan's repayments in a financial year


def loan_year(loan: Loan, financial_year: str) -> dict:
    """The EMIs of ``loan`` due in a financial year and paid: how many, and their principal and interest (from the
    loan's schedule; an overdue EMI is not paid)."""
    start, end = fy_bounds(financial_year)
    rows = finance.amortization(loan.sanctioned_amount, loan.rate_bps, loan.tenure_months)
    paid = [row for row in rows[:loan.emis_paid]
            if start <= finance.add_months(loan.disbursal_date, row["month"]) <= end]
    return {"emis": len(paid), "principal": sum(r["principal"] for r in paid),
            "interest": sum(r["interest"] for r in paid)}
