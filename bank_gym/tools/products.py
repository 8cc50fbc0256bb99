"""Product catalogue and the customer's personalised offers."""

from __future__ import annotations

from typing import Literal

from ..bank import finance, rules
from ..bank.money import format_inr, rate_pct
from ..bank.state import EpisodeState
from .common import view
from .registry import tool


def _pct(bps: int) -> str:
    return f"{rate_pct(bps):.2f}%"


def _loan_from(product: str) -> str:
    return _pct(min(bps for _, _, bps in rules.LOAN_SLABS[product]))


def _catalogue() -> tuple[dict, ...]:
    fd_rates = [bps for _, _, bps in rules.FD_SLABS]
    rd_rates = [bps for _, _, bps in rules.RD_SLABS]
    senior = _pct(rules.SENIOR_UPLIFT_BPS)
    min_bal = rules.MIN_BALANCE
    cash_pct = rules.CREDIT_CASH_LIMIT_BPS // 100
    gold_ltv = rules.GOLD_LTV_TIERS[0]
    items = (
        ("FD", "Fixed Deposit", "deposit",
         f"{rules.FD_MIN_TENURE_MONTHS}-{rules.FD_MAX_TENURE_MONTHS} months, {_pct(min(fd_rates))} to {_pct(max(fd_rates))} "
         f"a year (+{senior} for senior citizens), from {format_inr(rules.FD_MIN_PRINCIPAL)}; cumulative or monthly/quarterly payout."),
        ("TAX_SAVER_FD", "Tax-saver Fixed Deposit", "deposit",
         f"5-year lock-in FD at {_pct(finance.slab_rate(rules.FD_SLABS, 60))} a year (+{senior} for senior citizens), "
         "eligible for deduction under Section 80C; no premature closure."),
        ("RD", "Recurring Deposit", "deposit",
         f"Monthly instalments from {format_inr(rules.RD_MIN_INSTALMENT)} in multiples of {format_inr(rules.RD_INSTALMENT_MULTIPLE)}, "
         f"{rules.RD_MIN_TENURE_MONTHS}-{rules.RD_MAX_TENURE_MONTHS} months, {_pct(min(rd_rates))} to {_pct(max(rd_rates))} a year "
         f"(FD rate for the same tenure)."),
        ("SAVINGS", "Savings Account", "deposit",
         f"Monthly average balance: metro/urban {format_inr(min_bal[('SAVINGS', 'METRO')])}, semi-urban "
         f"{format_inr(min_bal[('SAVINGS', 'SEMI_URBAN')])}, rural {format_inr(min_bal[('SAVINGS', 'RURAL')])}; "
         f"deposits insured by DICGC up to {format_inr(rules.DICGC_COVER)}."),
        ("HOME_LOAN", "Home Loan", "loan",
         f"Floating rate from {_loan_from('home_loan')} a year; no foreclosure charge on floating-rate loans to individuals."),
        ("PERSONAL_LOAN", "Personal Loan", "loan",
         f"Fixed rate from {_loan_from('personal_loan')} a year; foreclosure charge "
         f"{_pct(rules.FORECLOSURE_CHARGE_BPS['personal_loan'])} of the outstanding plus GST."),
        ("GOLD_LOAN", "Gold Loan", "loan",
         f"Fixed rate from {_loan_from('gold_loan')} a year; loan up to {gold_ltv[1] // 100}% of the gold's value "
         f"for loans up to {format_inr(gold_ltv[0])}; no foreclosure charge."),
        ("CAR_LOAN", "Car Loan", "loan",
         f"Fixed rate from {_loan_from('car_loan')} a year; foreclosure charge "
         f"{_pct(rules.FORECLOSURE_CHARGE_BPS['car_loan'])} of the outstanding plus GST."),
        ("EDUCATION_LOAN", "Education Loan", "loan",
         f"Floating rate from {_loan_from('education_loan')} a year; no foreclosure charge."),
        ("DEBIT_CARD", "Debit Card (RuPay / Visa / Mastercard)", "card",
         f"Daily limits you control: ATM up to {format_inr(rules.DEBIT_CHANNEL_MAX['atm'])}, POS and online up to "
         f"{format_inr(rules.DEBIT_CHANNEL_MAX['pos'])}; international use off unless enabled."),
        ("CREDIT_CARD", "Credit Card", "card",
         f"Spend up to the credit limit; cash withdrawal up to {cash_pct}% of the credit limit; "
         "channel controls and limits set in the app or by the assistant."),
        ("PMJJBY", "Pradhan Mantri Jeevan Jyoti Bima Yojana", "insurance",
         "Life cover of ₹2,00,000 for ₹436 a year, auto-debited, for ages 18-50."),
        ("PMSBY", "Pradhan Mantri Suraksha Bima Yojana", "insurance",
         "Accident cover of ₹2,00,000 for ₹20 a year, auto-debited, for ages 18-70."),
        ("TERM_LIFE", "Term Life Insurance", "insurance",
         "Pure life cover from partner insurers; premium by age, cover and term."),
        ("HEALTH", "Health Insurance", "insurance",
         "Hospitalisation cover for individuals and families from partner insurers."),
    )
    return tuple({"code": c, "name": n, "type": t, "summary": s} for c, n, t, s in items)


CATALOGUE = _catalogue()


# the customer's offers are what a read of its offers is for: a narrower type that still shows the offer a later
# call names (type "offer" for an offer of type "loan") shows what the gold read shows
@tool("read", compare={"type": "filter"},
      resolve=lambda _state, _used, output: {"_shown": [o.get("offer_id") for o in output.get("offers") or ()
                                                        if isinstance(o, dict)]})
def get_products_and_offers(
    state: EpisodeState, type: Literal["deposit", "loan", "card", "insurance", "offer", "all"] = "all"
) -> dict:
    """List the bank's products and the customer's current personalised offers.

    Products are summarised in one line each (deposits, loans, cards, insurance). Offers are indicative;
    for exact current rates use get_deposit_loan_rates.

    Args:
        type: deposit, loan, card, insurance, offer (offers only) or all.
    """
    products = [p for p in CATALOGUE if type == "all" or p["type"] == type]
    offers = [
        view(o)
        for o in state.customer.offers
        if o.valid_till >= state.today and (type in ("all", "offer") or o.product_type == type)
    ]
    return {
        "type": type,
        "products": products,
        "offers": offers,
        "disclaimer": "Offers are indicative and subject to eligibility; exact rates come from get_deposit_loan_rates.",
    }
