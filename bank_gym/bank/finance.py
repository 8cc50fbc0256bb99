"""The documented formulas: deposit maturity, closure quotes, TDS, EMIs, foreclosure and gold-loan LTV.

All arithmetic is Decimal on paise and basis points; results are rounded half-up to whole paise once, at
the end. Tools, the generator and the invariant tests all call these functions, so a figure shown to the
agent is always the figure stored in state.
"""

from __future__ import annotations

import calendar
from dataclasses import dataclass
from datetime import date
from decimal import Decimal, getcontext

from . import rules
from .money import round_paise

getcontext().prec = 40
D = Decimal
HUNDRED = D(100)
BPS = D(10_000)


def add_months(start: date, months: int) -> date:
    """Calendar-month arithmetic; the day is clamped to the end of a shorter month (31 Jan + 1 = 28/29 Feb)."""
    month_index = start.month - 1 + months
    year, month = start.year + month_index // 12, month_index % 12 + 1
    return date(year, month, min(start.day, calendar.monthrange(year, month)[1]))


def months_between(start: date, end: date) -> int:
    """Whole calendar months from start to end (0 if end is before start)."""
    months = (end.year - start.year) * 12 + end.month - start.month
    if end.day < start.day:
        months -= 1
    return max(months, 0)


# ---------------------------------------------------------------- rate cards


def slab_rate(slabs: tuple[tuple[int, int, int], ...], tenure_months: int) -> int | None:
    for low, high, bps in slabs:
        if low <= tenure_months <= high:
            return bps
    return None


def deposit_rate_bps(kind: str, tenure_months: int, senior: bool) -> int | None:
    """Card rate for an FD/RD tenure, with the senior-citizen uplift; None outside the card."""
    base = slab_rate(rules.FD_SLABS if kind == "FD" else rules.RD_SLABS, tenure_months)
    if base is None:
        return None
    return base + (rules.SENIOR_UPLIFT_BPS if senior else 0)


def loan_rate_bps(product: str, amount: int) -> int:
    for low, high, bps in rules.LOAN_SLABS[product]:
        if amount >= low and (high is None or amount < high):
            return bps
    return rules.LOAN_SLABS[product][-1][2]


# ---------------------------------------------------------------- deposits


def fd_maturity(principal: int, rate_bps: int, tenure_months: int, payout_type: str = "cumulative") -> dict:
    """Fixed-deposit projection.

    cumulative: interest compounded quarterly, ``M = P * (1 + r/400) ** (months/3)``.
    monthly / quarterly payout: simple interest paid out every period, ``P*r/1200`` or ``P*r/400``;
    the principal is returned at maturity.
    """
    p, r = D(principal), D(rate_bps) / HUNDRED
    if payout_type == "cumulative":
        maturity = round_paise(p / HUNDRED * (1 + r / 400) ** (D(tenure_months) / 3))
        return {"maturity_amount": maturity, "total_interest": maturity - principal, "periodic_payout": 0, "payouts": 0}
    per_year = 12 if payout_type == "monthly" else 4
    payout = round_paise(p / HUNDRED * r / HUNDRED / per_year)
    count = tenure_months if payout_type == "monthly" else tenure_months // 3
    return {"maturity_amount": principal, "total_interest": payout * count, "periodic_payout": payout, "payouts": count}


def rd_maturity(instalment: int, rate_bps: int, tenure_months: int) -> dict:
    """Recurring-deposit projection: each instalment compounds quarterly until maturity,
    ``M = sum_{i=1..n} R * (1 + r/400) ** ((n - i + 1) / 3)``."""
    r = D(rate_bps) / HUNDRED
    # factor ** (k/3) for k = 1..n as successive powers of one monthly step: one fractional power instead
    # of n (each costs ~40 us); identical after rounding to paise.
    step = (1 + r / 400) ** (D(1) / 3)
    total, growth = D(0), D(1)
    for _ in range(tenure_months):
        growth *= step
        total += growth
    maturity = round_paise(D(instalment) / HUNDRED * total)
    deposited = instalment * tenure_months
    return {"maturity_amount": maturity, "total_deposited": deposited, "total_interest": maturity - deposited}


@dataclass(frozen=True)
class ClosureQuote:
    matured: bool
    principal: int
    contract_rate_bps: int
    penalty_bps: int
    effective_rate_bps: int
    days_held: int
    interest: int
    tds: int
    net_payout: int


def tds_on(interest: int, tax, senior: bool, residency: str = "RESIDENT") -> int:
    """TDS on one interest credit, given the customer's tax profile (with the interest already credited this
    financial year) and the deposit's tax residency: ``"RESIDENT"``, ``"NRE"`` (exempt) or ``"NRO"`` (30 % plus
    4 % cess, no threshold, no Form 121). A resident's TDS starts once the year's interest exceeds the threshold
    (₹50,000; ₹1,00,000 for resident senior citizens): the credit that crosses it deducts on the whole year's
    interest (catching up the earlier credits), later credits on themselves."""
    if interest <= 0 or residency == "NRE":
        return 0
    if residency == "NRO":
        rate = D(rules.NRO_TDS_RATE_BPS) * (1 + D(rules.TDS_CESS_BPS) / BPS)
        return round_paise(D(interest) / HUNDRED * rate / BPS)
    if tax.form_15g_15h_on_file:
        return 0
    threshold = rules.TDS_THRESHOLD_SENIOR if senior else rules.TDS_THRESHOLD_GENERAL
    before = tax.fy_interest_paid
    if before + interest <= threshold:
        return 0
    base = before + interest if before <= threshold else interest
    rate = rules.TDS_RATE_WITH_PAN_BPS if tax.pan_on_file else rules.TDS_RATE_WITHOUT_PAN_BPS
    return round_paise(D(base) / HUNDRED * D(rate) / BPS)


def deposit_residency(customer, deposit) -> str:
    """The deposit's tax residency: funded from an NRE or NRO account it is NRE / NRO, else resident."""
    account = customer.accounts.get(deposit.source_account)
    kind = account.account_type if account is not None else ""
    return kind if kind in ("NRE", "NRO") else "RESIDENT"


def resident_senior(customer) -> bool:
    """The senior-citizen rate and TDS threshold are for resident senior citizens only."""
    return customer.profile.senior_citizen and customer.profile.residency == "RESIDENT"


def kyc_blocks(kyc, today: date) -> bool:
    """Whether the customer's KYC stops a booking or a cheque book today: expired, and not a low-risk customer
    within the year of grace after the due date."""
    if kyc.status != "EXPIRED":
        return False
    in_grace = kyc.risk_category == "LOW" and (today - kyc.rekyc_due_date).days <= rules.KYC_LOW_RISK_GRACE_DAYS
    return not in_grace


def closure_quote(deposit, today: date, tax, senior: bool, residency: str = "RESIDENT") -> ClosureQuote:
    """What closing a deposit today pays.

    Matured deposits pay the contracted maturity amount (cumulative FD, RD) or the principal (payout FDs,
    whose interest was already paid out). Premature closure pays simple interest for the days held at the
    contracted rate minus the 1.00 pp penalty (nothing if held under 7 days); for an RD each instalment
    earns from the date it was paid. An NRE deposit closed before its first anniversary earns nothing: the
    penalty is then the whole contracted rate (interest already paid out is recovered). TDS is deducted from the
    interest per the customer's tax profile and the deposit's residency (``tds_on``).
    """
    is_rd = deposit.kind == "RD"
    principal = deposit.total_deposited if is_rd else deposit.principal
    days_held = max((today - deposit.start_date).days, 0)
    matured = today >= deposit.maturity_date
    if matured:
        penalty = 0
        effective = deposit.rate_bps
        if is_rd or deposit.payout_type == "cumulative":
            interest = deposit.maturity_amount - principal
        else:
            interest = 0
    else:
        penalty = rules.PREMATURE_PENALTY_BPS
        if residency == "NRE" and today < add_months(deposit.start_date, rules.NRE_NO_INTEREST_MONTHS):
            penalty = deposit.rate_bps
        effective = max(deposit.rate_bps - penalty, 0)
        earns = days_held >= rules.MIN_DAYS_FOR_INTEREST and effective > 0
        if is_rd:
            total = D(0)
            for i in range(deposit.installments_paid if earns else 0):
                paid_on = add_months(deposit.start_date, i)
                total += D(deposit.monthly_installment) * D(effective) / BPS * D(max((today - paid_on).days, 0)) / 365
            interest = round_paise(total / HUNDRED)
        else:
            interest = round_paise(D(principal) / HUNDRED * D(effective) / BPS * D(days_held) / 365) if earns else 0
            if deposit.payout_type != "cumulative":
                # Interest already paid out at the contracted rate is recovered from the payout.
                paid_periods = months_between(deposit.start_date, today)
                if deposit.payout_type == "quarterly":
                    paid_periods //= 3
                already = fd_maturity(deposit.principal, deposit.rate_bps, deposit.tenure_months, deposit.payout_type)
                interest -= already["periodic_payout"] * paid_periods
    tds = tds_on(max(interest, 0), tax, senior, residency)
    return ClosureQuote(
        matured=matured,
        principal=principal,
        contract_rate_bps=deposit.rate_bps,
        penalty_bps=penalty,
        effective_rate_bps=effective,
        days_held=days_held,
        interest=interest,
        tds=tds,
        net_payout=principal + interest - tds,
    )


# ---------------------------------------------------------------- loans


def emi(principal: int, rate_bps: int, tenure_months: int) -> int:
    """``EMI = P*r*(1+r)^n / ((1+r)^n - 1)`` with ``r`` the monthly rate; ``P/n`` at 0 %."""
    p = D(principal) / HUNDRED
    if rate_bps == 0:
        return round_paise(p / tenure_months)
    r = D(rate_bps) / BPS / 12
    growth = (1 + r) ** tenure_months
    return round_paise(p * r * growth / (growth - 1))


def amortization(principal: int, rate_bps: int, tenure_months: int) -> list[dict]:
    """Month-by-month schedule; the last instalment absorbs rounding so the balance closes at exactly 0."""
    payment = emi(principal, rate_bps, tenure_months)
    balance = principal
    rows = []
    for month in range(1, tenure_months + 1):
        interest = round_paise(D(balance) / HUNDRED * D(rate_bps) / BPS / 12)
        principal_part = payment - interest
        if month == tenure_months or principal_part > balance:
            principal_part = balance
        balance -= principal_part
        rows.append(
            {"month": month, "emi": principal_part + interest, "principal": principal_part, "interest": interest,
             "balance": balance}
        )
    return rows


def outstanding_after(principal: int, rate_bps: int, tenure_months: int, paid: int) -> int:
    """Principal outstanding after ``paid`` instalments of the schedule."""
    if paid <= 0:
        return principal
    return amortization(principal, rate_bps, tenure_months)[min(paid, tenure_months) - 1]["balance"]


def foreclosure_quote(loan, as_of: date) -> dict:
    """Outstanding principal + interest accrued since the last instalment + foreclosure charge (fixed-rate
    loans only) + 18 % GST on the charge."""
    last_due = add_months(loan.next_due_date, -1)
    days = max((as_of - last_due).days, 0)
    accrued = round_paise(D(loan.outstanding) / HUNDRED * D(loan.rate_bps) / BPS * D(days) / 365)
    charge_bps = 0 if loan.rate_type == "FLOATING" else rules.FORECLOSURE_CHARGE_BPS.get(loan.loan_type, 0)
    charge = round_paise(D(loan.outstanding) / HUNDRED * D(charge_bps) / BPS)
    gst = round_paise(D(charge) / HUNDRED * D(rules.GST_BPS) / BPS)
    return {
        "outstanding_principal": loan.outstanding,
        "accrued_interest": accrued,
        "accrued_days": days,
        "foreclosure_charge": charge,
        "foreclosure_charge_bps": charge_bps,
        "gst_on_charge": gst,
        "overdue_amount": loan.overdue_amount,
        "total_payable": loan.outstanding + accrued + charge + gst + loan.overdue_amount,
    }


# ---------------------------------------------------------------- gold


def gold_loan_eligibility(grams: Decimal, rate_per_gram: int) -> dict:
    """Gold value and the largest loan allowed by the tiered LTV caps (85 % up to ₹2.5 lakh, 80 % up to
    ₹5 lakh, 75 % above): the best amount such that the loan is within the cap of its own tier."""
    value = round_paise(grams * D(rate_per_gram) / HUNDRED)
    eligible, cap_used = 0, rules.GOLD_LTV_TIERS[-1][1]
    for upper, cap_bps in rules.GOLD_LTV_TIERS:
        amount = round_paise(D(value) / HUNDRED * D(cap_bps) / BPS)
        if upper is not None:
            amount = min(amount, upper)
        if amount > eligible:
            eligible, cap_used = amount, cap_bps
    return {"gold_value": value, "eligible_loan": eligible, "ltv_percent_applied_bps": cap_used}
