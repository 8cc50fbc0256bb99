"""Loan tools: loan details, foreclosure quotes, the EMI calculator and gold-loan estimates."""

from __future__ import annotations

from decimal import Decimal
from typing import Annotated, Literal

from pydantic import Field

from ..bank import finance, rules
from ..bank.money import format_inr, rate_pct, rupees
from ..bank.state import EpisodeState
from .common import Amount, DateText, IdList, Months, Rate, bps, lookup_each, paise, parse_date, view
from .registry import ToolError, tool

Purity = Literal[18, 22, 24]
LOAN_MONEY = ("sanctioned_amount", "emi", "outstanding", "overdue_amount")
FORECLOSURE_NOTE = (
    "No tool closes a loan. If the customer confirms they want to foreclose, raise a service request with "
    "raise_request (category loan_foreclosure) naming the loan."
)


@tool("read", set_like=("loan_ids",))
def get_loan_details(state: EpisodeState, loan_ids: IdList) -> dict:
    """Get details of the customer's loans.

    Returns, per loan, the type, rate (% p.a.) and whether it is FIXED or FLOATING, sanctioned amount, tenure,
    EMI, EMIs paid, outstanding principal, remaining tenure, disbursal and next due dates, repayment account,
    status and any overdue amount. Money is in INR.

    Args:
        loan_ids: The loan account numbers to look up, e.g. ["LN12345"].
    """
    loans, errors = lookup_each(state, "loans", loan_ids, "loan",
                                lambda loan: view(loan, money=LOAN_MONEY, rates=("rate_bps",)))
    return {"loans": loans, "errors": errors}


def _quote_date(state: EpisodeState, used: dict, output: dict) -> dict:
    """A quote without a date is a quote for today."""
    return {"as_of_date": used.get("as_of_date") or state.today.isoformat()}


@tool("read", set_like=("loan_ids",), resolve=_quote_date)
def get_loan_foreclosure_quote(state: EpisodeState, loan_ids: IdList, as_of_date: DateText | None = None) -> dict:
    """Quote the amount needed to foreclose (fully repay early) the customer's loans on a date.

    Per loan: outstanding principal, interest accrued since the last instalment, foreclosure charge (fixed-rate
    personal and car loans: % of the outstanding principal; nil for gold loans and floating-rate loans) plus
    18% GST on the charge, any overdue amount, and the total payable, in INR. This only quotes: no tool
    closes a loan; a foreclosure is requested with raise_request (category loan_foreclosure).

    Args:
        loan_ids: The loan account numbers to quote.
        as_of_date: Foreclosure date, YYYY-MM-DD (today or later); defaults to today.
    """
    as_of = parse_date(as_of_date, "as_of_date") or state.today
    if as_of < state.today:
        raise ToolError("VALIDATION_ERROR", f"as_of_date must not be before today ({state.today.isoformat()}).")
    def render(loan) -> dict:
        if loan.status == "CLOSED":
            raise ToolError("ALREADY_CLOSED", f"Loan {loan.loan_id} is already closed.")
        q = finance.foreclosure_quote(loan, as_of)
        return {
                "loan_id": loan.loan_id,
                "loan_type": loan.loan_type,
                "rate_type": loan.rate_type,
                "as_of_date": as_of.isoformat(),
                "outstanding_principal": rupees(q["outstanding_principal"]),
                "accrued_interest": rupees(q["accrued_interest"]),
                "accrued_days": q["accrued_days"],
                "foreclosure_charge_rate": rate_pct(q["foreclosure_charge_bps"]),
                "foreclosure_charge": rupees(q["foreclosure_charge"]),
                "gst_on_charge": rupees(q["gst_on_charge"]),
                "overdue_amount": rupees(q["overdue_amount"]),
                "total_payable": rupees(q["total_payable"]),
            }

    quotes, errors = lookup_each(state, "loans", loan_ids, "loan", render)
    return {"quotes": quotes, "errors": errors, "note": FORECLOSURE_NOTE}


@tool("read")
def calculate_emi(state: EpisodeState, principal: Amount, rate: Rate, tenure_months: Months) -> dict:
    """Calculate the monthly EMI, total interest and total repayment of a loan, with the first three months'
    split of the EMI into principal and interest.

    Args:
        principal: Loan amount in INR.
        rate: Interest rate in % per annum, e.g. 9.25.
        tenure_months: Tenure in months.
    """
    amount, rate_bps = paise(principal, "principal"), bps(rate)
    schedule = finance.amortization(amount, rate_bps, tenure_months)
    total_payment = sum(row["emi"] for row in schedule)
    return {
        "principal": rupees(amount),
        "rate": rate_pct(rate_bps),
        "tenure_months": tenure_months,
        "emi": rupees(finance.emi(amount, rate_bps, tenure_months)),
        "total_interest": rupees(total_payment - amount),
        "total_payment": rupees(total_payment),
        "first_three_months": [
            {"month": row["month"], "emi": rupees(row["emi"]), "principal": rupees(row["principal"]),
             "interest": rupees(row["interest"]), "balance": rupees(row["balance"])}
            for row in schedule[:3]
        ],
    }


@tool("read")
def get_gold_rate(state: EpisodeState, purity_karat: Purity) -> dict:
    """Get the bank's gold rate today, in INR per gram, for a purity (18, 22 or 24 karat).

    Use it with calculate_gold_loan_ltv to estimate a gold loan.

    Args:
        purity_karat: Gold purity in karat: 18, 22 or 24.
    """
    return {
        "purity_karat": purity_karat,
        "rate_per_gram": rupees(rules.GOLD_RATE_PER_GRAM[purity_karat]),
        "currency": "INR",
        "date": state.today.isoformat(),
    }


@tool("read")
def calculate_gold_loan_ltv(
    state: EpisodeState,
    gold_grams: Annotated[float, Field(gt=0, le=10000)],
    purity_karat: Purity,
    gold_rate_per_gram: Amount,
) -> dict:
    """Estimate a gold loan: the gold's value and the largest loan the loan-to-value (LTV) caps allow.

    LTV caps by loan amount: up to ₹2,50,000: 85%; up to ₹5,00,000: 80%; above: 75%. Use the rate from
    get_gold_rate. An estimate only: a loan is sanctioned after the gold is assayed at a branch.

    Args:
        gold_grams: Weight of the gold in grams.
        purity_karat: Gold purity in karat: 18, 22 or 24.
        gold_rate_per_gram: Gold rate in INR per gram for that purity.
    """
    rate = paise(gold_rate_per_gram, "gold_rate_per_gram")
    result = finance.gold_loan_eligibility(Decimal(repr(gold_grams)), rate)
    tiers, low = [], 0
    for upper, cap_bps in rules.GOLD_LTV_TIERS:
        tiers.append({"loan_above": rupees(low), "loan_up_to": rupees(upper) if upper is not None else None,
                      "ltv_percent": rate_pct(cap_bps)})
        low = upper if upper is not None else low
    out = {
        "gold_grams": gold_grams,
        "purity_karat": purity_karat,
        "gold_rate_per_gram": rupees(rate),
        "gold_value": rupees(result["gold_value"]),
        "eligible_loan": rupees(result["eligible_loan"]),
        "ltv_percent_applied": rate_pct(result["ltv_percent_applied_bps"]),
        "ltv_tiers": tiers,
    }
    bank_rate = rules.GOLD_RATE_PER_GRAM[purity_karat]
    if rate != bank_rate:
        out["note"] = (
            f"The rate used ({format_inr(rate)} per gram) is not {rules.BANK_SHORT_NAME}'s rate today for "
            f"{purity_karat} karat gold, which is {format_inr(bank_rate)} per gram (see get_gold_rate)."
        )
    return out
