"""Deposit tools: FD/RD details, rate cards, maturity calculators, booking, closure and renewal instructions."""

from __future__ import annotations

import hashlib
from typing import Literal

from ..bank import finance, rules
from ..bank.ids import BOOKING_DIGITS, LEGACY_CUSTOMERS
from ..bank.models import Account, FixedDeposit, MaturityInstruction, RecurringDeposit, Transaction
from ..bank.money import format_inr, rate_pct, rupees
from ..bank.state import EpisodeState
from .common import Amount, Id, IdList, Months, NomineeInput, Rate, bps, lookup_each, nominee_record, owned, paise, view
from .common import canonical_nominee as nominee_as_recorded
from .common import deposit_amount_unread as rate_card_as_read
from .registry import ToolError, tool

PayoutType = Literal["cumulative", "monthly", "quarterly"]
DEPOSIT_KIND = {"FD": "fixed deposit", "RD": "recurring deposit"}
FD_MONEY = ("principal", "maturity_amount", "closure_payout")
RD_MONEY = ("monthly_installment", "total_deposited", "maturity_amount", "closure_payout")
# ---------------------------------------------------------------- helpers

def _digits(text: str, n: int) -> str:
    """n decimal digits (no leading zero) derived from sha256(text)."""
    value = int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")
    return str(10 ** (n - 1) + value % (9 * 10 ** (n - 1)))


def _new_deposit_id(state: EpisodeState, kind: str, key: str) -> str:
    """Deterministic id for a booking: content key + its per-episode occurrence number, salted on collision.

    A legacy customer's bookings avoid every legacy pristine deposit id (read from the legacy table, so nothing
    is scanned); a scaled customer's carry its own block, which no other customer's ids can hold."""
    base = f"{key}:{state.next_number(key)}"
    customers = state.bank.customers
    index = customers.index_of(state.customer_id) if hasattr(customers, "index_of") else None
    scaled = index is not None and index >= LEGACY_CUSTOMERS
    taken = frozenset() if scaled else _legacy_deposit_ids(customers)
    salt = 0
    while True:
        text = base if salt == 0 else f"{base}:{salt}"
        if scaled:
            candidate = customers.scheme.booking_id(index, kind, int(_digits(text, BOOKING_DIGITS)))
        else:
            candidate = kind + _digits(text, 6)
        if candidate not in state.customer.deposits and candidate not in taken:
            return candidate
        salt += 1


def _legacy_deposit_ids(customers) -> frozenset[str]:
    if hasattr(customers, "legacy_deposit_ids"):
        return customers.legacy_deposit_ids()
    return frozenset(d for c in customers.values() for d in c.deposits)  # a hand-made bank (a plain dict)


def _post(state: EpisodeState, account: Account, amount: int, description: str, reference: str) -> Account:
    """The account with one INTERNAL transaction of signed ``amount`` posted today."""
    balance = account.available_balance + amount
    txn = Transaction(
        txn_id="TXN" + _digits(f"{account.account_id}:{len(account.transactions)}:{reference}", 10),
        date=state.today,
        description=description,
        amount=amount,
        direction="debit" if amount < 0 else "credit",
        channel="INTERNAL",
        counterparty=None,
        balance_after=balance,
    )
    return account.model_copy(
        update={
            "available_balance": balance,
            "transactions": account.transactions + (txn,),
            "last_customer_txn_date": state.today,
        }
    )


def _check_funding(state: EpisodeState, account: Account, amount: int, what: str) -> int:
    """Account status, KYC and usable funds for a booking debit; returns the usable balance."""
    if account.status != "ACTIVE":
        raise ToolError(
            "ACCOUNT_NOT_ACTIVE",
            f"Account {account.account_id} is {account.status}; a deposit can only be funded from an ACTIVE account.",
        )
    kyc = state.customer.profile.kyc
    if finance.kyc_blocks(kyc, state.today):
        raise ToolError(
            "KYC_EXPIRED",
            f"The customer's KYC expired (periodic updation was due on {kyc.rekyc_due_date.isoformat()}); under the "
            "bank's policy a deposit cannot be booked until KYC updation is completed (low-risk customers keep "
            "full use for one year after the due date).",
        )
    usable = account.available_balance - account.hold_amount
    if usable < amount:
        raise ToolError(
            "INSUFFICIENT_FUNDS",
            f"Account {account.account_id} has a usable balance (available minus holds) of {format_inr(usable)}, "
            f"less than the {what} of {format_inr(amount)}.",
        )
    return usable


def _commit_booking(state: EpisodeState, account: Account, amount: int, deposit, description: str) -> None:
    """Debit the booking amount and record the new deposit in one commit."""
    customer = state.customer
    debited = _post(state, account, -amount, description, deposit.deposit_id)
    state.set_customer(customer.model_copy(update={
        "accounts": {**customer.accounts, account.account_id: debited},
        "deposits": {**customer.deposits, deposit.deposit_id: deposit},
    }))


def _deposit_view(deposit) -> dict:
    return view(deposit, money=FD_MONEY if deposit.kind == "FD" else RD_MONEY, rates=("rate_bps",))


def _details(state: EpisodeState, deposit_ids: list[str], kind: str) -> tuple[list, list]:
    label = DEPOSIT_KIND[kind]

    def render(deposit) -> dict:
        if deposit.kind != kind:
            other = "get_rd_details" if kind == "FD" else "get_fd_details"
            raise ToolError("VALIDATION_ERROR",
                            f"{deposit.deposit_id} is a {DEPOSIT_KIND[deposit.kind]}, not a {label}: use {other}.")
        return _deposit_view(deposit)

    return lookup_each(state, "deposits", deposit_ids, label, render)


def _closure_quote(state: EpisodeState, deposit) -> finance.ClosureQuote:
    customer = state.customer
    return finance.closure_quote(deposit, state.today, customer.profile.tax, finance.resident_senior(customer),
                                 finance.deposit_residency(customer, deposit))


def _check_nre_tenure(account: Account, tenure_months: int, what: str) -> None:
    if account.account_type == "NRE" and tenure_months < rules.NRE_FD_MIN_TENURE_MONTHS:
        raise ToolError(
            "VALIDATION_ERROR",
            f"A {what} funded from an NRE account must run at least {rules.NRE_FD_MIN_TENURE_MONTHS} months.",
        )


def _already_closed(deposit) -> str:
    on = f" on {deposit.closed_on.isoformat()}" if deposit.closed_on else ""
    return f"Deposit {deposit.deposit_id} was already closed{on}."


# ---------------------------------------------------------------- reads


@tool("read", set_like=("deposit_ids",))
def get_fd_details(state: EpisodeState, deposit_ids: IdList) -> dict:
    """Get details of the customer's fixed deposits (FDs).

    Returns, per FD, the principal, rate (% p.a.), tenure, start and maturity dates, maturity amount, payout
    type, maturity (renewal) instruction, status (ACTIVE, MATURED, CLOSED), source and payout accounts and
    nominee. Money is in INR. Recurring deposits are looked up with get_rd_details.

    Args:
        deposit_ids: The FD numbers to look up, e.g. ["FD123456"].
    """
    fds, errors = _details(state, deposit_ids, "FD")
    return {"fds": fds, "errors": errors}


@tool("read", set_like=("deposit_ids",))
def get_rd_details(state: EpisodeState, deposit_ids: IdList) -> dict:
    """Get details of the customer's recurring deposits (RDs).

    Returns, per RD, the monthly instalment, rate (% p.a.), tenure, instalments paid, total deposited, next
    instalment date, maturity date and amount, maturity instruction, status (ACTIVE, MATURED, CLOSED),
    source and payout accounts and nominee. Money is in INR. Fixed deposits are looked up with get_fd_details.

    Args:
        deposit_ids: The RD numbers to look up, e.g. ["RD123456"].
    """
    rds, errors = _details(state, deposit_ids, "RD")
    return {"rds": rds, "errors": errors}


@tool("read", compare={"tenure_months": "filter", "amount": "filter"}, resolve=rate_card_as_read)
def get_deposit_loan_rates(
    state: EpisodeState,
    product_type: Literal["fd", "rd", "home_loan", "personal_loan", "gold_loan", "car_loan", "education_loan"],
    tenure_months: int | None = None,
    amount: float | None = None,
) -> dict:
    """Get the bank's current interest-rate card for a deposit or loan product.

    Deposits (fd, rd): rate slabs by tenure with the general and senior-citizen rates (% p.a., compounded
    quarterly). Give tenure_months to get only that slab plus the rate that applies to this customer
    (the senior-citizen rate if the customer is a senior citizen). Loans: rate slabs by loan amount (% p.a.)
    and whether the rate is FIXED or FLOATING; give amount to get only the slab for that amount.

    Args:
        product_type: fd, rd, home_loan, personal_loan, gold_loan, car_loan or education_loan.
        tenure_months: Deposit tenure in months (deposits only).
        amount: Loan amount in INR (loans only).
    """
    today = state.today.isoformat()
    if product_type in ("fd", "rd"):
        kind = product_type.upper()
        card = rules.FD_SLABS if kind == "FD" else rules.RD_SLABS
        slabs = [
            {"min_months": low, "max_months": high, "general_rate": rate_pct(bps_),
             "senior_citizen_rate": rate_pct(bps_ + rules.SENIOR_UPLIFT_BPS)}
            for low, high, bps_ in card
        ]
        out = {"product_type": product_type, "compounding": "quarterly", "effective_date": today}
        if tenure_months is None:
            return {**out, "slabs": slabs}
        low, high = card[0][0], card[-1][1]
        if not low <= tenure_months <= high:
            raise ToolError(
                "VALIDATION_ERROR",
                f"No {DEPOSIT_KIND[kind]} rate for {tenure_months} months: the rate card covers tenures of {low} to "
                f"{high} months.",
            )
        senior = finance.resident_senior(state.customer)
        slab = next(s for s in slabs if s["min_months"] <= tenure_months <= s["max_months"])
        return {
            **out,
            "tenure_months": tenure_months,
            "slabs": [slab],
            "applicable_rate": rate_pct(finance.deposit_rate_bps(kind, tenure_months, senior)),
            "rate_basis": "senior_citizen" if senior else "general",
        }
    card = rules.LOAN_SLABS[product_type]
    chosen = card
    out = {"product_type": product_type, "rate_type": rules.LOAN_RATE_TYPE[product_type], "effective_date": today}
    if amount is not None:
        value = paise(amount, "amount")
        if value <= 0:
            raise ToolError("VALIDATION_ERROR", "amount must be a positive loan amount in INR.")
        chosen = tuple(s for s in card if value >= s[0] and (s[1] is None or value < s[1]))
        out["amount"] = rupees(value)
    out["slabs"] = [
        {"min_amount": rupees(low), "max_amount": rupees(high) if high is not None else None, "rate": rate_pct(bps_)}
        for low, high, bps_ in chosen
    ]
    return out


@tool("read")
def calculate_fd_maturity(
    state: EpisodeState,
    principal_amount: Amount,
    rate: Rate,
    tenure_months: Months,
    payout_type: PayoutType = "cumulative",
) -> dict:
    """Calculate a fixed deposit's maturity value and interest for a given principal, rate and tenure.

    Cumulative FDs compound quarterly and pay everything at maturity; monthly/quarterly payout FDs pay simple
    interest every period and return the principal at maturity. Use the rate from get_deposit_loan_rates.

    Args:
        principal_amount: Principal in INR.
        rate: Interest rate in % per annum, e.g. 7.0.
        tenure_months: Tenure in months.
        payout_type: cumulative, monthly or quarterly.
    """
    principal, rate_bps = paise(principal_amount, "principal_amount"), bps(rate)
    result = finance.fd_maturity(principal, rate_bps, tenure_months, payout_type)
    return {
        "principal_amount": rupees(principal),
        "rate": rate_pct(rate_bps),
        "tenure_months": tenure_months,
        "payout_type": payout_type,
        "maturity_amount": rupees(result["maturity_amount"]),
        "total_interest": rupees(result["total_interest"]),
        "periodic_payout": rupees(result["periodic_payout"]),
        "number_of_payouts": result["payouts"],
    }


@tool("read")
def calculate_rd_maturity(state: EpisodeState, monthly_installment: Amount, rate: Rate, tenure_months: Months) -> dict:
    """Calculate a recurring deposit's maturity value: each monthly instalment compounds quarterly to maturity.

    Use the rate from get_deposit_loan_rates.

    Args:
        monthly_installment: Monthly instalment in INR.
        rate: Interest rate in % per annum, e.g. 7.0.
        tenure_months: Tenure in months (number of instalments).
    """
    instalment, rate_bps = paise(monthly_installment, "monthly_installment"), bps(rate)
    result = finance.rd_maturity(instalment, rate_bps, tenure_months)
    return {
        "monthly_installment": rupees(instalment),
        "rate": rate_pct(rate_bps),
        "tenure_months": tenure_months,
        "total_deposited": rupees(result["total_deposited"]),
        "maturity_amount": rupees(result["maturity_amount"]),
        "total_interest": rupees(result["total_interest"]),
    }


@tool("read", set_like=("deposit_ids",))
def get_deposit_closure_quote(state: EpisodeState, deposit_ids: IdList) -> dict:
    """Quote what closing deposits (FD or RD) today would pay, before closing them.

    Per deposit: whether it has matured, the principal, contracted rate, premature-closure penalty
    (percentage points), effective rate, days held, interest payable, TDS deducted and the net payout (INR)
    to the payout account. Nothing is closed; use close_deposit after the customer confirms.

    Args:
        deposit_ids: The FD/RD numbers to quote.
    """
    def render(deposit) -> dict:
        if deposit.status == "CLOSED":
            raise ToolError("ALREADY_CLOSED", _already_closed(deposit))
        q = _closure_quote(state, deposit)
        return {
                "deposit_id": deposit.deposit_id,
                "kind": deposit.kind,
                "matured": q.matured,
                "principal": rupees(q.principal),
                "contract_rate": rate_pct(q.contract_rate_bps),
                "penalty_rate": rate_pct(q.penalty_bps),
                "effective_rate": rate_pct(q.effective_rate_bps),
                "days_held": q.days_held,
                "interest_payable": rupees(q.interest),
                "tds_deducted": rupees(q.tds),
                "net_payout": rupees(q.net_payout),
                "payout_account": deposit.payout_account,
                "quote_date": state.today.isoformat(),
            }

    quotes, errors = lookup_each(state, "deposits", deposit_ids, "deposit", render)
    return {"quotes": quotes, "errors": errors}


# ---------------------------------------------------------------- writes


@tool("write", resolve=nominee_as_recorded)
def create_fd(
    state: EpisodeState,
    principal_amount: Amount,
    tenure_months: Months,
    source_account: Id,
    payout_type: PayoutType = "cumulative",
    maturity_instruction: MaturityInstruction = "no_renewal",
    nominee: NomineeInput | None = None,
) -> dict:
    """Book a new fixed deposit funded by a debit from the customer's own active account.

    The rate is the card rate for the tenure (the senior-citizen rate for resident senior citizens). Principal
    ₹5,000 to ₹2,99,99,999; tenure 1 to 120 months (at least 12 from an NRE account); the source account's usable
    balance (available minus holds) must cover the principal. Call only after the customer has confirmed the
    details.

    Args:
        principal_amount: Principal in INR.
        tenure_months: Tenure in months (1-120).
        source_account: The customer's account to debit.
        payout_type: cumulative (interest paid at maturity), monthly or quarterly interest payout.
        maturity_instruction: no_renewal, renew_principal, or renew_principal_interest (cumulative FDs only).
        nominee: Optional nominee (name, relationship, age; for a nominee under 18 a guardian_name, not the depositor).
    """
    account = owned(state, "accounts", source_account, "account")
    principal = paise(principal_amount, "principal_amount")
    if not rules.FD_MIN_PRINCIPAL <= principal <= rules.FD_MAX_PRINCIPAL:
        raise ToolError(
            "VALIDATION_ERROR",
            f"A fixed deposit's principal must be from {format_inr(rules.FD_MIN_PRINCIPAL)} to "
            f"{format_inr(rules.FD_MAX_PRINCIPAL)}.",
        )
    if not rules.FD_MIN_TENURE_MONTHS <= tenure_months <= rules.FD_MAX_TENURE_MONTHS:
        raise ToolError(
            "VALIDATION_ERROR",
            f"A fixed deposit's tenure must be from {rules.FD_MIN_TENURE_MONTHS} to {rules.FD_MAX_TENURE_MONTHS} months.",
        )
    if maturity_instruction == "renew_principal_interest" and payout_type != "cumulative":
        raise ToolError(
            "VALIDATION_ERROR",
            "renew_principal_interest is only available for cumulative fixed deposits; a payout FD can use "
            "no_renewal or renew_principal.",
        )
    _check_nre_tenure(account, tenure_months, "fixed deposit")
    nominee_rec = nominee_record(nominee, state.customer.profile.name)
    usable = _check_funding(state, account, principal, "principal")

    customer = state.customer
    senior = finance.resident_senior(customer)
    rate = finance.deposit_rate_bps("FD", tenure_months, senior)
    projection = finance.fd_maturity(principal, rate, tenure_months, payout_type)
    key = f"{state.bank.seed}:{customer.customer_id}:FD:{principal}:{tenure_months}:{source_account}:{payout_type}"
    deposit_id = _new_deposit_id(state, "FD", key)
    maturity_date = finance.add_months(state.today, tenure_months)
    deposit = FixedDeposit(
        deposit_id=deposit_id,
        principal=principal,
        rate_bps=rate,
        senior_citizen_rate=senior,
        tenure_months=tenure_months,
        start_date=state.today,
        maturity_date=maturity_date,
        maturity_amount=projection["maturity_amount"],
        payout_type=payout_type,
        maturity_instruction=maturity_instruction,
        status="ACTIVE",
        source_account=source_account,
        payout_account=source_account,
        nominee=nominee_rec,
    )
    _commit_booking(state, account, principal, deposit, f"FD {deposit_id} booking")
    return {
        "status": "BOOKED",
        "deposit_id": deposit_id,
        "principal_amount": rupees(principal),
        "rate": rate_pct(rate),
        "senior_citizen_rate": senior,
        "tenure_months": tenure_months,
        "start_date": state.today.isoformat(),
        "maturity_date": maturity_date.isoformat(),
        "maturity_amount": rupees(projection["maturity_amount"]),
        "payout_type": payout_type,
        "maturity_instruction": maturity_instruction,
        "source_account": source_account,
        "usable_balance_after": rupees(usable - principal),
    }


@tool("write", resolve=nominee_as_recorded)
def create_rd(
    state: EpisodeState,
    monthly_installment: Amount,
    tenure_months: Months,
    source_account: Id,
    maturity_instruction: MaturityInstruction = "no_renewal",
    nominee: NomineeInput | None = None,
) -> dict:
    """Book a new recurring deposit; the first instalment is debited now from the customer's own active account.

    Later instalments are debited monthly from the same account. The rate is the fixed-deposit card rate for
    the tenure (the senior-citizen rate for resident senior citizens; at least 12 months from an NRE account).
    Instalment ₹500 to ₹10,00,000 in multiples of
    ₹100; tenure 6 to 120 months. Call only after the customer has confirmed the details.

    Args:
        monthly_installment: Monthly instalment in INR.
        tenure_months: Tenure in months (6-120).
        source_account: The customer's account to debit each month.
        maturity_instruction: no_renewal or renew_principal (renew_principal_interest is for cumulative FDs only).
        nominee: Optional nominee (name, relationship, age; for a nominee under 18 a guardian_name, not the depositor).
    """
    account = owned(state, "accounts", source_account, "account")
    instalment = paise(monthly_installment, "monthly_installment")
    if not rules.RD_MIN_INSTALMENT <= instalment <= rules.RD_MAX_INSTALMENT or instalment % rules.RD_INSTALMENT_MULTIPLE:
        raise ToolError(
            "VALIDATION_ERROR",
            f"A recurring deposit's monthly instalment must be from {format_inr(rules.RD_MIN_INSTALMENT)} to "
            f"{format_inr(rules.RD_MAX_INSTALMENT)}, in multiples of {format_inr(rules.RD_INSTALMENT_MULTIPLE)}.",
        )
    if not rules.RD_MIN_TENURE_MONTHS <= tenure_months <= rules.RD_MAX_TENURE_MONTHS:
        raise ToolError(
            "VALIDATION_ERROR",
            f"A recurring deposit's tenure must be from {rules.RD_MIN_TENURE_MONTHS} to {rules.RD_MAX_TENURE_MONTHS} months.",
        )
    if maturity_instruction == "renew_principal_interest":
        raise ToolError(
            "VALIDATION_ERROR",
            "renew_principal_interest is only available for cumulative fixed deposits; a recurring deposit can use "
            "no_renewal or renew_principal.",
        )
    _check_nre_tenure(account, tenure_months, "recurring deposit")
    nominee_rec = nominee_record(nominee, state.customer.profile.name)
    usable = _check_funding(state, account, instalment, "first instalment")

    customer = state.customer
    senior = finance.resident_senior(customer)
    rate = finance.deposit_rate_bps("RD", tenure_months, senior)
    projection = finance.rd_maturity(instalment, rate, tenure_months)
    key = f"{state.bank.seed}:{customer.customer_id}:RD:{instalment}:{tenure_months}:{source_account}"
    deposit_id = _new_deposit_id(state, "RD", key)
    maturity_date = finance.add_months(state.today, tenure_months)
    next_date = finance.add_months(state.today, 1)
    deposit = RecurringDeposit(
        deposit_id=deposit_id,
        monthly_installment=instalment,
        rate_bps=rate,
        senior_citizen_rate=senior,
        tenure_months=tenure_months,
        installments_paid=1,
        total_deposited=instalment,
        start_date=state.today,
        maturity_date=maturity_date,
        maturity_amount=projection["maturity_amount"],
        next_installment_date=next_date,
        maturity_instruction=maturity_instruction,
        status="ACTIVE",
        source_account=source_account,
        payout_account=source_account,
        nominee=nominee_rec,
    )
    _commit_booking(state, account, instalment, deposit, f"RD {deposit_id} instalment 1")
    return {
        "status": "BOOKED",
        "deposit_id": deposit_id,
        "monthly_installment": rupees(instalment),
        "rate": rate_pct(rate),
        "senior_citizen_rate": senior,
        "tenure_months": tenure_months,
        "start_date": state.today.isoformat(),
        "first_installment_debited": rupees(instalment),
        "next_installment_date": next_date.isoformat(),
        "maturity_date": maturity_date.isoformat(),
        "total_to_be_deposited": rupees(projection["total_deposited"]),
        "maturity_amount": rupees(projection["maturity_amount"]),
        "maturity_instruction": maturity_instruction,
        "source_account": source_account,
        "usable_balance_after": rupees(usable - instalment),
    }


@tool("write", resolve=lambda state, used, _out: {"_canonical": {"payout_account": used.get("payout_account")
                                                 or state.customer.deposits[used["deposit_id"]].payout_account}})
def close_deposit(state: EpisodeState, deposit_id: Id, payout_account: Id | None = None) -> dict:
    """Close a fixed or recurring deposit (prematurely or at maturity) and credit the proceeds.

    Premature closure pays interest at 1.00 percentage point below the contracted rate (none if held under 7
    days); TDS is deducted per the customer's tax profile. Proceeds go to the deposit's payout account unless
    another of the customer's active accounts is named. Get a get_deposit_closure_quote and the customer's
    confirmation first.

    Args:
        deposit_id: The FD/RD number to close.
        payout_account: The customer's active account to credit; defaults to the deposit's payout account.
    """
    deposit = owned(state, "deposits", deposit_id, "deposit")
    if deposit.status == "CLOSED":
        raise ToolError("ALREADY_CLOSED", _already_closed(deposit))
    target_id = payout_account or deposit.payout_account
    target = owned(state, "accounts", target_id, "account")
    if target.status != "ACTIVE":
        raise ToolError(
            "ACCOUNT_NOT_ACTIVE",
            f"Account {target_id} is {target.status} and cannot receive the proceeds; name another of the "
            "customer's ACTIVE accounts as payout_account.",
        )
    q = _closure_quote(state, deposit)
    customer = state.customer
    credited = _post(state, target, q.net_payout, f"{deposit.kind} {deposit_id} closure proceeds", deposit_id)
    changes = {"status": "CLOSED", "closed_on": state.today, "closure_payout": q.net_payout}
    if deposit.kind == "RD":
        changes["next_installment_date"] = None
    update = {
        "accounts": {**customer.accounts, target_id: credited},
        "deposits": {**customer.deposits, deposit_id: deposit.model_copy(update=changes)},
    }
    if q.interest > 0:
        profile = customer.profile
        tax = profile.tax.model_copy(
            update={
                "fy_interest_paid": profile.tax.fy_interest_paid + q.interest,
                "fy_tds_deducted": profile.tax.fy_tds_deducted + q.tds,
            }
        )
        update["profile"] = profile.model_copy(update={"tax": tax})
    state.set_customer(customer.model_copy(update=update))
    return {
        "status": "CLOSED",
        "deposit_id": deposit_id,
        "kind": deposit.kind,
        "premature": not q.matured,
        "penalty_rate": rate_pct(q.penalty_bps),
        "interest_paid": rupees(q.interest),
        "tds_deducted": rupees(q.tds),
        "net_payout": rupees(q.net_payout),
        "payout_account": target_id,
        "future_installments_stopped": deposit.kind == "RD",
    }


@tool("write")
def update_deposit_renewal(state: EpisodeState, deposit_id: Id, instruction: MaturityInstruction) -> dict:
    """Change what happens to an active fixed or recurring deposit at maturity.

    no_renewal pays out to the payout account; renew_principal renews the principal and pays out the
    interest; renew_principal_interest renews both (cumulative fixed deposits only). Confirm with the
    customer first.

    Args:
        deposit_id: The FD/RD number.
        instruction: no_renewal, renew_principal or renew_principal_interest.
    """
    deposit = owned(state, "deposits", deposit_id, "deposit")
    if deposit.status == "CLOSED":
        raise ToolError("ALREADY_CLOSED", _already_closed(deposit))
    if deposit.status == "MATURED" or state.today >= deposit.maturity_date:
        raise ToolError(
            "INVALID_STATE",
            f"Deposit {deposit_id} already matured on {deposit.maturity_date.isoformat()}; its maturity instruction "
            "can no longer change: close it (close_deposit) or book a new deposit.",
        )
    if instruction == "renew_principal_interest" and not (deposit.kind == "FD" and deposit.payout_type == "cumulative"):
        raise ToolError(
            "VALIDATION_ERROR",
            "renew_principal_interest is only available for cumulative fixed deposits; this deposit can use "
            "no_renewal or renew_principal.",
        )
    if instruction == deposit.maturity_instruction:
        raise ToolError("NO_CHANGE", f"Deposit {deposit_id}'s maturity instruction is already {instruction}.")
    customer = state.customer
    updated = deposit.model_copy(update={"maturity_instruction": instruction})
    state.set_customer(customer.model_copy(update={"deposits": {**customer.deposits, deposit_id: updated}}))
    return {
        "status": "UPDATED",
        "deposit_id": deposit_id,
        "kind": deposit.kind,
        "previous_instruction": deposit.maturity_instruction,
        "new_instruction": instruction,
        "effective_on": deposit.maturity_date.isoformat(),
    }
