"""Tax servicing tools: TDS on the customer's deposit interest by year and quarter, the Form 121 no-deduction
declaration, a loan's repayments in a financial year, and the certificates the bank issues for them (the TDS
certificate of a quarter or a year, and a loan's interest certificate)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from ..bank import finance, rules
from ..bank.money import rupees
from ..bank.service_records import QUARTERS, certificate_date, fy_bounds, fy_of, loan_year, tds_quarters
from ..bank.state import EpisodeState
from .common import Amount, Id, owned, paise
from .registry import ToolError, tool
from .requests import reference

FinancialYear = Annotated[str, Field(pattern=r"^20\d{2}-\d{2}$", description="e.g. 2025-26")]
Quarter = Literal["Q1", "Q2", "Q3", "Q4"]
FORM_121_FY = "2026-27"  # Form 121 replaced Forms 15G and 15H from 1 April 2026


def _year(text: str) -> str:
    start = int(text[:4])
    if int(text[5:]) != (start + 1) % 100:
        raise ToolError("VALIDATION_ERROR", f"{text!r} is not a financial year: write it as 2025-26.")
    return text


def certificate_form(financial_year: str) -> str:
    """The TDS certificate's form: Form 16A up to 2025-26; from tax year 2026-27, under the Income-tax Rules,
    2026, Form 131."""
    return "Form 16A" if int(financial_year[:4]) < 2026 else "Form 131 (formerly Form 16A)"


def _tds_year(state: EpisodeState, financial_year: str) -> dict:
    """The TDS record of the last completed or the current financial year."""
    current = fy_of(state.today)
    last = f"{int(current[:4]) - 1}-{int(current[:4]) % 100:02d}"
    if financial_year not in (current, last):
        raise ToolError("OUT_OF_RANGE", f"The assistant shows TDS for {last} and {current}; earlier years are in the "
                        "customer's annual tax statement (Form 26AS) or at a branch.")
    customer = state.customer
    tax = customer.profile.tax
    out = {"financial_year": financial_year, "pan_on_file": tax.pan_on_file,
           "resident": customer.profile.residency == "RESIDENT"}
    quarters = []
    if financial_year == last:
        declared, rows = tds_quarters(state.bank.customers[state.customer_id], state.bank.seed, financial_year)
        out["no_deduction_declaration_on_record"] = declared
        for row in rows:
            start, end = fy_bounds(financial_year, row.quarter)
            quarters.append({"quarter": row.quarter, "from": start.isoformat(), "to": end.isoformat(),
                             "interest_paid": rupees(row.interest), "tds_deducted": rupees(row.tds)})
        out["total_interest_paid"] = rupees(sum(r.interest for r in rows))
        out["total_tds_deducted"] = rupees(sum(r.tds for r in rows))
    else:
        out["form_121_on_record"] = tax.form_15g_15h_on_file
        out["interest_paid_so_far"] = rupees(tax.fy_interest_paid)
        out["tds_deducted_so_far"] = rupees(tax.fy_tds_deducted)
        if out["resident"]:
            senior = finance.resident_senior(customer)
            out["tds_threshold"] = rupees(rules.TDS_THRESHOLD_SENIOR if senior else rules.TDS_THRESHOLD_GENERAL)
            out["tds_rate_percent"] = (rules.TDS_RATE_WITH_PAN_BPS if tax.pan_on_file else rules.TDS_RATE_WITHOUT_PAN_BPS) / 100
        for quarter in QUARTERS:
            start, end = fy_bounds(financial_year, quarter)
            quarters.append({"quarter": quarter, "from": start.isoformat(), "to": end.isoformat()})
    for q in quarters:
        q["certificate"] = certificate_form(financial_year)
        q["certificate_available_from"] = certificate_date(financial_year, q["quarter"]).isoformat()
    out["quarters"] = quarters
    return out


@tool("read")
def get_tds_details(state: EpisodeState, financial_year: FinancialYear) -> dict:
    """Get the TDS on the customer's deposit interest for the last completed or the current financial year.

    For the last completed year: each quarter's interest paid or credited and TDS deducted, the year's totals,
    and whether a no-deduction declaration (Form 15G or 15H) was on record. For the current year: the interest
    and TDS so far, the resident's TDS threshold and rate, and whether Form 121 is on record. For both, each
    quarter's TDS certificate and the date it becomes available (15 August, 15 November, 15 February and 15
    June for the four quarters).

    Args:
        financial_year: The financial (tax) year, April to March, e.g. "2025-26".
    """
    return _tds_year(state, _year(financial_year))


@tool("write")
def submit_form_121(
    state: EpisodeState,
    estimated_total_income: Amount,
    estimated_interest_income: Amount,
    financial_year: FinancialYear = FORM_121_FY,
) -> dict:
    """Record the customer's Form 121 for the year: their declaration that the tax on their estimated total income
    is nil, so that no TDS is deducted from their deposit interest (it replaced Forms 15G and 15H from 1 April
    2026).

    Only for a resident individual with a PAN on record, for the current tax year, once. The declaration is the
    customer's own: the bank records it as given and deducts no TDS from interest paid or credited afterwards in
    that year; TDS already deducted is not refunded by the bank (it is claimed in the income-tax return). Confirm
    the year and both estimates with the customer before calling.

    Args:
        estimated_total_income: The customer's estimated total income for the year, in INR.
        estimated_interest_income: The interest (and similar income) the declaration covers, in INR.
        financial_year: The tax year, e.g. "2026-27" (only the current one).
    """
    year = _year(financial_year)
    total, interest = paise(estimated_total_income, "estimated_total_income"), paise(estimated_interest_income,
                                                                                       "estimated_interest_income")
    customer = state.customer
    profile = customer.profile
    if year != fy_of(state.today):
        raise ToolError("VALIDATION_ERROR", f"Form 121 is given for the current tax year, {fy_of(state.today)}.")
    if interest > total:
        raise ToolError("VALIDATION_ERROR", "The interest covered cannot exceed the estimated total income.")
    if profile.residency != "RESIDENT":
        raise ToolError("NOT_ELIGIBLE", "Form 121 can be given only by a resident; a non-resident's NRO interest "
                        "carries TDS and NRE interest is exempt.")
    if not profile.tax.pan_on_file:
        raise ToolError("PAN_REQUIRED", "Form 121 is valid only with a PAN; no PAN is on record for this customer "
                        "(without one, TDS is deducted at 20%).")
    if profile.tax.form_15g_15h_on_file:
        raise ToolError("ALREADY_ON_FILE", f"A no-deduction declaration is already on record for {year}; no TDS is "
                        "being deducted from the customer's deposit interest.")
    tax = profile.tax.model_copy(update={"form_15g_15h_on_file": True})
    state.set_customer(customer.model_copy(update={"profile": profile.model_copy(update={"tax": tax})}))
    return {"status": "RECORDED", "reference": reference(state, "FRM"), "form": "Form 121", "financial_year": year,
            "estimated_total_income": rupees(total), "estimated_interest_income": rupees(interest),
            "valid_until": fy_bounds(year)[1].isoformat(), "tds_deducted_so_far": rupees(profile.tax.fy_tds_deducted),
            "note": "No TDS is deducted from deposit interest paid or credited from today to the end of the year. "
                    "A false declaration is an offence under income-tax law."}


# ---------------------------------------------------------------- loans


def _loan_year(state: EpisodeState, loan_id: str, financial_year: str) -> tuple:
    loan = owned(state, "loans", loan_id, "loan")
    year = _year(financial_year)
    start, end = fy_bounds(year)
    if end >= state.today:
        raise ToolError("YEAR_NOT_OVER", f"The financial year {year} ends on {end.isoformat()}; its figures are "
                        "final only after it ends.")
    if end < loan.disbursal_date:
        raise ToolError("NO_REPAYMENT", f"Loan {loan_id} was disbursed on {loan.disbursal_date.isoformat()}, after "
                        f"the financial year {year}.")
    return loan, year, loan_year(loan, year)


@tool("read")
def get_loan_interest_summary(state: EpisodeState, loan_id: Id, financial_year: FinancialYear) -> dict:
    """Get what the customer repaid on a loan in a completed financial year: the EMIs paid, and their principal
    and interest in INR (the figures of the loan's interest certificate).

    Args:
        loan_id: The loan account number, e.g. "LN12345".
        financial_year: A completed financial year, April to March, e.g. "2025-26".
    """
    loan, year, paid = _loan_year(state, loan_id, financial_year)
    start, end = fy_bounds(year)
    return {"loan_id": loan_id, "loan_type": loan.loan_type, "financial_year": year, "from": start.isoformat(),
            "to": end.isoformat(), "emis_paid": paid["emis"], "principal_repaid": rupees(paid["principal"]),
            "interest_paid": rupees(paid["interest"]), "total_paid": rupees(paid["principal"] + paid["interest"]),
            "outstanding_now": rupees(loan.outstanding)}


@tool("write", changes_records=False)
def request_tax_certificate(
    state: EpisodeState,
    certificate: Literal["tds", "loan_interest"],
    financial_year: FinancialYear,
    quarter: Quarter | None = None,
    loan_id: Id | None = None,
    delivery_mode: Literal["email", "download"] = "email",
) -> dict:
    """Send the customer a tax certificate: the TDS certificate on their deposit interest for one quarter (or,
    without a quarter, every quarter of the year), or a loan's interest certificate for a completed financial year.

    A TDS certificate needs a PAN on record, TDS deducted in the period, and the quarter's certificate issued
    (15 August, 15 November, 15 February, 15 June for Q1 to Q4). An interest certificate needs the loan
    (loan_id) and a completed financial year in which EMIs were paid. Email goes to the registered email address;
    a download link is sent by SMS to the registered mobile. Confirm the certificate, the period (and the loan)
    with the customer before calling.

    Args:
        certificate: tds (TDS on deposit interest) or loan_interest (a loan's interest certificate).
        financial_year: The financial year, e.g. "2025-26".
        quarter: For tds: Q1 (April-June), Q2 (July-September), Q3 (October-December) or Q4 (January-March);
            omit for the whole year.
        loan_id: For loan_interest: the loan account number.
        delivery_mode: email or download.
    """
    year = _year(financial_year)
    profile = state.customer.profile
    if certificate == "tds":
        if loan_id is not None:
            raise ToolError("VALIDATION_ERROR", "A TDS certificate is not for a loan: leave loan_id out.")
        if not profile.tax.pan_on_file:
            raise ToolError("PAN_REQUIRED", "TDS certificates are issued against a PAN; none is on record, so the "
                            "deduction cannot be credited to the customer's tax account.")
        record = _tds_year(state, year)
        wanted = [q for q in record["quarters"] if quarter is None or q["quarter"] == quarter]
        pending = [q for q in wanted if q["certificate_available_from"] > state.today.isoformat()]
        if pending:
            raise ToolError("NOT_YET_AVAILABLE", f"The TDS certificate for {pending[0]['quarter']} {year} is issued "
                            f"from {pending[0]['certificate_available_from']}; it cannot be sent before then.")
        with_tds = [q for q in wanted if q.get("tds_deducted")]
        if not with_tds:
            raise ToolError("NO_TDS", f"No TDS was deducted in {quarter + ' ' if quarter else ''}{year}, so there is "
                            "no TDS certificate for it.")
        out = {"certificate": f"TDS certificate ({certificate_form(year)})", "financial_year": year,
               "quarters": [q["quarter"] for q in with_tds],
               "tds_deducted": rupees(sum(paise(q["tds_deducted"]) for q in with_tds))}
    else:
        if quarter is not None:
            raise ToolError("VALIDATION_ERROR", "An interest certificate is for a whole financial year: leave "
                            "quarter out.")
        if loan_id is None:
            raise ToolError("VALIDATION_ERROR", "An interest certificate needs the loan: give loan_id.")
        loan, year, paid = _loan_year(state, loan_id, year)
        if not paid["emis"]:
            raise ToolError("NO_REPAYMENT", f"No EMI of loan {loan_id} was paid in {year}, so there is no interest "
                            "certificate for it.")
        out = {"certificate": "Loan interest certificate", "loan_id": loan_id, "financial_year": year,
               "interest_paid": rupees(paid["interest"]), "principal_repaid": rupees(paid["principal"])}
    out = {"status": "SENT" if delivery_mode == "email" else "LINK_SENT", "reference": reference(state, "CRT"),
           **out, "delivery_mode": delivery_mode}
    if delivery_mode == "email":
        out["delivered_to"] = profile.email_masked
    else:
        out["note"] = f"A download link was sent by SMS to the registered mobile number {profile.phone_masked}."
    return out

