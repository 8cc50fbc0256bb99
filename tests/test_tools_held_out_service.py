"""The held-out families' servicing tools: KYC status and re-KYC, nominees, cheques returned and Positive Pay, TDS by
year and quarter, Form 121, a loan's repayments in a year and tax certificates. Each: a good call, malformed
arguments (a failed call), another customer's record (answered as a missing one), and a refused write that leaves
the episode exactly as it was; and the later record fields that keep the released digests unchanged."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from tool_checks import expect_ok, expect_rejected, expect_same_as_missing, foreign

from bank_gym.bank import finance, rules
from bank_gym.bank.models import Cheque, Nominee
from bank_gym.bank.service_records import (
    certificate_date,
    cheque_returns,
    fy_bounds,
    fy_of,
    loan_year,
    tds_quarters,
)
from bank_gym.tools import READ_TOOLS, REGISTRY, WRITE_TOOLS, execute
from bank_gym.tools.common import view

NEW = ("get_kyc_status", "update_kyc", "get_nominees", "update_nominees", "get_returned_cheques",
       "register_positive_pay", "get_tds_details", "submit_form_121", "get_loan_interest_summary",
       "request_tax_certificate")


def start(bank, customer):
    return bank.new_episode(customer.customer_id)


def malformed(state, name, args):
    before = state.state_hash()
    result = execute(state, name, args)
    assert result.failed and result.error_code == "INVALID_ARGUMENTS", result.output
    assert state.state_hash() == before


def test_the_tools_are_registered_as_reads_and_writes_after_the_released_34():
    names = list(REGISTRY)
    assert names[34:34 + len(NEW)] == list(NEW) and len(names) >= 34 + len(NEW)  # right after the release's 34
    assert {n for n in NEW if n.startswith(("get_",))} <= READ_TOOLS
    assert {"update_kyc", "update_nominees", "register_positive_pay", "submit_form_121",
            "request_tax_certificate"} <= WRITE_TOOLS
    assert not REGISTRY["request_tax_certificate"].changes_records
    for name in NEW:
        assert REGISTRY[name].schema["function"]["description"]


# ---------------------------------------------------------------- later fields: the released digests stay


def test_a_later_field_at_its_default_is_left_out_of_the_digest_and_the_views():
    leaf = Cheque(cheque_number="123456", status="UNUSED")
    assert "positive_pay" not in leaf.normalized() and "positive_pay" not in view(leaf)
    confirmed = leaf.model_copy(update={"positive_pay": True})
    assert confirmed.normalized()["positive_pay"] is True and view(confirmed)["positive_pay"] is True
    assert confirmed.digest() != leaf.digest()


def test_nominees_hash_as_a_set():
    a, b = Nominee(name="A B", relationship="Son", age=30), Nominee(name="C B", relationship="Mother", age=60)
    from bank_gym.bank.models import Account
    base = dict(account_id="SB1", account_type="SAVINGS", status="ACTIVE", ifsc="X", branch="Y", holders=("Z",),
                nominee=None, open_date=date(2020, 1, 1), available_balance=0, min_balance=0)
    assert Account(**base, nominees=(a, b)).digest() == Account(**base, nominees=(b, a)).digest()
    assert Account(**base).digest() != Account(**base, nominees=(a,)).digest()


# ---------------------------------------------------------------- KYC


def test_kyc_status_and_a_no_change_re_kyc_lift_the_hold(bank, find):
    customer = find(lambda c: finance.kyc_blocks(c.profile.kyc, bank.today) and any(
        a.status == "ACTIVE" for a in c.accounts.values()))
    state = start(bank, customer)
    status = expect_ok(state, "get_kyc_status", {})
    assert status["status"] == "EXPIRED" and status["new_deposits_and_cheque_books_on_hold"] is True
    account = next(a for a in customer.accounts.values() if a.status == "ACTIVE")
    expect_rejected(state, "request_cheque_book", {"account_id": account.account_id}, "KYC_EXPIRED")
    out = expect_ok(state, "update_kyc", {"declaration": "no_change"})
    period = rules.KYC_PERIOD_YEARS[customer.profile.kyc.risk_category]
    assert out["next_due_date"] == finance.add_months(bank.today, 12 * period).isoformat()
    assert out["reference"].startswith("KYC") and state.customer.profile.kyc.status == "COMPLETE"
    assert expect_ok(state, "get_kyc_status", {})["new_deposits_and_cheque_books_on_hold"] is False
    assert execute(state, "request_cheque_book", {"account_id": account.account_id}).ok


def test_a_re_kyc_with_a_new_address_logs_it_for_verification(bank, find):
    customer = find(lambda c: c.profile.kyc.status == "DUE")
    state = start(bank, customer)
    out = expect_ok(state, "update_kyc", {"declaration": "address_changed", "line1": "Flat 9, Sai Residency",
                                          "city": "Pune", "state": "maharashtra", "pincode": "411023"})
    assert out["address_verification_by"] == finance.add_months(bank.today, 2).isoformat()
    change = state.customer.address_changes[-1]
    assert change.address.state == "Maharashtra" and change.status == "PENDING_VERIFICATION"
    assert state.customer.profile.permanent_address == customer.profile.permanent_address  # until verified
    assert expect_ok(state, "get_kyc_status", {})["addresses_pending_verification"][0]["pincode"] == "411023"


def test_update_kyc_refusals_change_nothing(bank, find):
    up_to_date = find(lambda c: c.profile.kyc.status == "COMPLETE")
    expect_rejected(start(bank, up_to_date), "update_kyc", {"declaration": "no_change"}, "KYC_UP_TO_DATE")
    due = find(lambda c: c.profile.kyc.status == "DUE")
    state = start(bank, due)
    expect_rejected(state, "update_kyc", {"declaration": "address_changed", "line1": "1 Road", "city": "Pune"},
                    "VALIDATION_ERROR")
    expect_rejected(state, "update_kyc", {"declaration": "no_change", "pincode": "411023"}, "VALIDATION_ERROR")
    expect_rejected(state, "update_kyc", {"declaration": "address_changed", "line1": "1 Road", "city": "Pune",
                                          "state": "Atlantis", "pincode": "411023"}, "VALIDATION_ERROR")
    permanent = due.profile.permanent_address
    expect_rejected(state, "update_kyc", {"declaration": "address_changed", "line1": permanent.line1,
                                          "line2": permanent.line2, "city": permanent.city,
                                          "state": permanent.state, "pincode": permanent.pincode}, "NO_CHANGE")
    malformed(state, "update_kyc", {"declaration": "changed"})
    malformed(state, "update_kyc", {"declaration": "address_changed", "pincode": "012345"})
    malformed(state, "get_kyc_status", {"customer_id": "x"})


# ---------------------------------------------------------------- nominees


def single_holder_with_nominee(c):
    return any(len(a.holders) == 1 and a.nominee for a in c.accounts.values())


def test_get_nominees_reads_accounts_and_deposits(bank, find):
    customer = find(lambda c: single_holder_with_nominee(c) and c.deposits)
    account = next(a for a in customer.accounts.values() if len(a.holders) == 1 and a.nominee)
    deposit = next(iter(customer.deposits.values()))
    out = expect_ok(start(bank, customer), "get_nominees", {"record_ids": [account.account_id, deposit.deposit_id]})
    first, second = out["records"]
    assert first["nominees"] == [{"name": account.nominee.name, "relationship": account.nominee.relationship,
                                  "age": account.nominee.age, "minor": account.nominee.age < 18,
                                  "guardian_name": account.nominee.guardian_name, "share_percent": 100}]
    assert first["holders"] == list(account.holders) and second["record_type"] == "fixed deposit" \
        if deposit.kind == "FD" else second["record_type"] == "recurring deposit"
    expect_same_as_missing(bank, customer, "get_nominees", {}, "record_ids", foreign(bank, customer, "accounts"), as_list=True)


def test_update_nominees_registers_up_to_four_with_shares(bank, find):
    customer = find(single_holder_with_nominee)
    account = next(a for a in customer.accounts.values() if len(a.holders) == 1 and a.nominee)
    state = start(bank, customer)
    nominees = [{"name": "asha  rao", "relationship": "daughter", "age": 12, "guardian_name": "ravi rao",
                 "share_percent": 60}, {"name": "Mohan Rao", "relationship": "Son", "age": 30, "share_percent": 40}]
    out = expect_ok(state, "update_nominees", {"record_id": account.account_id, "nominees": nominees})
    assert out["reference"].startswith("NOM") and [n["name"] for n in out["nominees"]] == ["Asha Rao", "Mohan Rao"]
    record = state.customer.accounts[account.account_id]
    assert record.nominee is None and sum(n.share_percent for n in record.nominees) == 100
    assert record.nominees[0].guardian_name == "Ravi Rao" and record.nominees[0].relationship == "Daughter"
    details = execute(state, "get_account_details", {"account_ids": [account.account_id]}).output["accounts"][0]
    assert len(details["nominees"]) == 2
    # the same nomination in another order or case is the same call and the same state
    other = start(bank, customer)
    again = execute(other, "update_nominees", {"record_id": account.account_id, "nominees": nominees[::-1]})
    assert again.ok and other.state_hash() == state.state_hash()
    assert again.used["_canonical"] == execute(start(bank, customer), "update_nominees", {
        "record_id": account.account_id, "nominees": nominees}).used["_canonical"]
    expect_rejected(state, "update_nominees", {"record_id": account.account_id, "nominees": nominees}, "NO_CHANGE")


@pytest.mark.parametrize("nominees, code", [
    ([{"name": "A", "relationship": "Son", "age": 30, "share_percent": 50}], "SHARES_NOT_100"),
    ([{"name": f"N{i}", "relationship": "Son", "age": 30, "share_percent": 20} for i in range(5)], "TOO_MANY_NOMINEES"),
    ([{"name": "Kid", "relationship": "Son", "age": 9, "share_percent": 100}], "VALIDATION_ERROR"),
    ([{"name": "A", "relationship": "Son", "age": 30, "share_percent": 50},
      {"name": "a", "relationship": "Son", "age": 30, "share_percent": 50}], "VALIDATION_ERROR"),
])
def test_update_nominees_refusals_change_nothing(bank, find, nominees, code):
    customer = find(single_holder_with_nominee)
    account = next(a for a in customer.accounts.values() if len(a.holders) == 1 and a.nominee)
    expect_rejected(start(bank, customer), "update_nominees", {"record_id": account.account_id,
                                                               "nominees": nominees}, code)


def test_update_nominees_joint_accounts_guardians_and_foreign_records(bank, find):
    joint = find(lambda c: any(len(a.holders) > 1 for a in c.accounts.values()))
    account = next(a for a in joint.accounts.values() if len(a.holders) > 1)
    one = [{"name": "Asha Rao", "relationship": "Sister", "age": 40, "share_percent": 100}]
    expect_rejected(start(bank, joint), "update_nominees", {"record_id": account.account_id, "nominees": one},
                    "JOINT_ACCOUNT")
    customer = find(single_holder_with_nominee)
    own = next(a for a in customer.accounts.values() if len(a.holders) == 1)
    minor = [{"name": "Kid Rao", "relationship": "Son", "age": 9, "share_percent": 100,
              "guardian_name": customer.profile.name}]
    expect_rejected(start(bank, customer), "update_nominees", {"record_id": own.account_id, "nominees": minor},
                    "VALIDATION_ERROR")
    self_named = [{"name": customer.profile.name, "relationship": "Self", "age": 40, "share_percent": 100}]
    expect_rejected(start(bank, customer), "update_nominees", {"record_id": own.account_id, "nominees": self_named},
                    "VALIDATION_ERROR")
    expect_same_as_missing(bank, customer, "update_nominees", {"nominees": one}, "record_id",
                    foreign(bank, customer, "deposits"))
    state = start(bank, customer)
    malformed(state, "update_nominees", {"record_id": own.account_id, "nominees": []})
    malformed(state, "update_nominees", {"record_id": own.account_id, "nominees": [{"name": "A", "age": 3}]})
    malformed(state, "update_nominees", {"record_id": own.account_id, "nominees": [{**one[0], "share_percent": 0}]})


# ---------------------------------------------------------------- cheques returned, Positive Pay


def test_returned_cheques_are_drawn_from_their_own_stream_and_agree_with_the_records(bank):
    customers = list(bank.customers.values())[:300]
    returns = [r for c in customers for r in cheque_returns(c, bank.seed, bank.today)]
    assert len(returns) > 40 and {r.reason for r in returns} >= {"Funds insufficient", "Drawer's signature differs"}
    for c in customers:
        for r in cheque_returns(c, bank.seed, bank.today):
            leaf = next(x for x in c.accounts[r.account_id].cheques if x.cheque_number == r.cheque_number)
            assert leaf.status == "ISSUED" and leaf.amount == r.amount and r.issue_date <= r.presented_on < bank.today
            assert (r.charge == 0) == (r.reason.startswith("Image")) and r.gst == r.charge * 18 // 100


def test_get_returned_cheques_reports_reason_charge_and_validity(bank, find):
    customer = find(lambda c: bool(cheque_returns(c, bank.seed, bank.today)))
    r = cheque_returns(customer, bank.seed, bank.today)[0]
    state = start(bank, customer)
    out = expect_ok(state, "get_returned_cheques", {"account_id": r.account_id})
    row = out["returned_cheques"][0]
    assert row["cheque_number"] == r.cheque_number and row["return_reason"] == r.reason
    assert row["total_charge"] == (r.charge + r.gst) / 100
    assert row["can_be_presented_again_until"] == finance.add_months(r.issue_date, 3).isoformat()
    later = (r.presented_on + timedelta(days=1)).isoformat()
    assert expect_ok(state, "get_returned_cheques", {"account_id": r.account_id, "from_date": later})["total"] == 0
    expect_rejected(state, "get_returned_cheques", {"account_id": r.account_id, "from_date": later,
                                                    "to_date": r.presented_on.isoformat()}, "VALIDATION_ERROR")
    expect_same_as_missing(bank, customer, "get_returned_cheques", {}, "account_id", foreign(bank, customer, "accounts"))
    malformed(state, "get_returned_cheques", {"account_id": r.account_id, "from_date": "16-07-2026"})


def unused_leaf(c):
    return any(a.status == "ACTIVE" and any(x.status == "UNUSED" for x in a.cheques) for a in c.accounts.values())


def test_register_positive_pay_records_the_issued_leaf(bank, find):
    customer = find(unused_leaf)
    account = next(a for a in customer.accounts.values() if a.status == "ACTIVE" and
                   any(x.status == "UNUSED" for x in a.cheques))
    leaf = next(x for x in account.cheques if x.status == "UNUSED")
    state = start(bank, customer)
    day = (bank.today + timedelta(days=3)).isoformat()
    args = {"account_id": account.account_id, "cheque_number": leaf.cheque_number, "amount": 75000,
            "payee": "sharma  builders", "cheque_date": day}
    out = expect_ok(state, "register_positive_pay", args)
    assert out["reference"].startswith("PPS") and out["payee"] == "Sharma Builders" and out["mandatory"] is False
    stored = next(x for x in state.customer.accounts[account.account_id].cheques if x.cheque_number == leaf.cheque_number)
    assert (stored.status, stored.amount, stored.payee, stored.positive_pay) == ("ISSUED", 75000 * 100,
                                                                                 "Sharma Builders", True)
    expect_rejected(state, "register_positive_pay", args, "CHEQUE_ALREADY_USED")
    other = start(bank, customer)
    assert execute(other, "register_positive_pay", {**args, "payee": "SHARMA BUILDERS"}).ok
    assert other.state_hash() == state.state_hash()


def test_register_positive_pay_refusals_change_nothing(bank, find):
    customer = find(unused_leaf)
    account = next(a for a in customer.accounts.values() if a.status == "ACTIVE" and
                   any(x.status == "UNUSED" for x in a.cheques))
    leaf = next(x for x in account.cheques if x.status == "UNUSED").cheque_number
    state = start(bank, customer)
    base = {"account_id": account.account_id, "cheque_number": leaf, "amount": 75000, "payee": "A B",
            "cheque_date": bank.today.isoformat()}
    expect_rejected(state, "register_positive_pay", {**base, "amount": 49999}, "BELOW_POSITIVE_PAY_LIMIT")
    expect_rejected(state, "register_positive_pay", {**base, "cheque_number": "000001"}, "NOT_FOUND")
    past = (bank.today - timedelta(days=1)).isoformat()
    expect_rejected(state, "register_positive_pay", {**base, "cheque_date": past}, "VALIDATION_ERROR")
    far = (bank.today + timedelta(days=91)).isoformat()
    expect_rejected(state, "register_positive_pay", {**base, "cheque_date": far}, "VALIDATION_ERROR")
    expect_same_as_missing(bank, customer, "register_positive_pay", {k: v for k, v in base.items() if k != "account_id"},
                    "account_id", foreign(bank, customer, "accounts"))
    malformed(state, "register_positive_pay", {**base, "cheque_number": "12345"})
    malformed(state, "register_positive_pay", {**base, "amount": -5})


# ---------------------------------------------------------------- TDS, Form 121, certificates


def test_tds_quarters_follow_the_year_rules(bank):
    for c in list(bank.customers.values())[:200]:
        declared, quarters = tds_quarters(c, bank.seed, "2025-26")
        assert [q.quarter for q in quarters] == ["Q1", "Q2", "Q3", "Q4"]
        total = sum(q.interest for q in quarters)
        if declared or not total:
            assert not any(q.tds for q in quarters)
        elif c.profile.residency == "RESIDENT":
            threshold = rules.TDS_THRESHOLD_SENIOR if finance.resident_senior(c) else rules.TDS_THRESHOLD_GENERAL
            rate = 10 if c.profile.tax.pan_on_file else 20
            expected = total * rate // 100 if total > threshold else 0
            assert abs(sum(q.tds for q in quarters) - expected) <= 4  # rounding per credit
    assert fy_of(date(2026, 3, 31)) == "2025-26" and fy_bounds("2025-26", "Q3") == (date(2025, 10, 1),
                                                                                     date(2025, 12, 31))
    assert certificate_date("2025-26", "Q4") == date(2026, 6, 15)


def test_get_tds_details_past_and_current_year(bank, find):
    customer = find(lambda c: c.profile.residency == "RESIDENT")
    state = start(bank, customer)
    past = expect_ok(state, "get_tds_details", {"financial_year": "2025-26"})
    _, quarters = tds_quarters(customer, bank.seed, "2025-26")
    assert [q["tds_deducted"] * 100 for q in past["quarters"]] == [q.tds for q in quarters]
    assert past["quarters"][0]["certificate"] == "Form 16A"
    now = expect_ok(state, "get_tds_details", {"financial_year": "2026-27"})
    assert now["interest_paid_so_far"] * 100 == customer.profile.tax.fy_interest_paid
    assert now["quarters"][0]["certificate_available_from"] == "2026-08-15"
    expect_rejected(state, "get_tds_details", {"financial_year": "2024-25"}, "OUT_OF_RANGE")
    expect_rejected(state, "get_tds_details", {"financial_year": "2025-27"}, "VALIDATION_ERROR")
    malformed(state, "get_tds_details", {"financial_year": "FY26"})


def eligible(c):
    return c.profile.residency == "RESIDENT" and c.profile.tax.pan_on_file and not c.profile.tax.form_15g_15h_on_file


def test_form_121_stops_tds_on_later_interest(bank, find):
    def taxed_fd(c):
        return next((d for d in c.deposits.values() if d.status == "ACTIVE" and finance.closure_quote(
            d, bank.today, c.profile.tax, finance.resident_senior(c), finance.deposit_residency(c, d)).tds), None)
    customer = find(lambda c: eligible(c) and taxed_fd(c) is not None)
    deposit = taxed_fd(customer)
    state = start(bank, customer)
    before = execute(state, "get_deposit_closure_quote", {"deposit_ids": [deposit.deposit_id]}).output
    out = expect_ok(state, "submit_form_121", {"estimated_total_income": 300000, "estimated_interest_income": 80000})
    assert out["reference"].startswith("FRM") and out["valid_until"] == "2027-03-31"
    assert state.customer.profile.tax.form_15g_15h_on_file
    after = execute(state, "get_deposit_closure_quote", {"deposit_ids": [deposit.deposit_id]}).output
    assert before["quotes"][0]["tds_deducted"] > 0 and after["quotes"][0]["tds_deducted"] == 0
    assert after["quotes"][0]["net_payout"] == after["quotes"][0]["principal"] + after["quotes"][0]["interest_payable"]
    expect_rejected(state, "submit_form_121", {"estimated_total_income": 300000, "estimated_interest_income": 80000},
                    "ALREADY_ON_FILE")


@pytest.mark.parametrize("who, code", [("nri", "NOT_ELIGIBLE"), ("no_pan", "PAN_REQUIRED")])
def test_form_121_refusals_change_nothing(bank, find, who, code):
    test = {"nri": lambda c: c.profile.residency == "NRI",
            "no_pan": lambda c: c.profile.residency == "RESIDENT" and not c.profile.tax.pan_on_file}[who]
    state = start(bank, find(test))
    expect_rejected(state, "submit_form_121", {"estimated_total_income": 300000, "estimated_interest_income": 80000},
                    code)
    expect_rejected(state, "submit_form_121", {"estimated_total_income": 3000, "estimated_interest_income": 8000},
                    "VALIDATION_ERROR")
    expect_rejected(state, "submit_form_121", {"estimated_total_income": 3000, "estimated_interest_income": 800,
                                               "financial_year": "2025-26"}, "VALIDATION_ERROR")
    malformed(state, "submit_form_121", {"estimated_total_income": 300000})
    malformed(state, "submit_form_121", {"estimated_total_income": "lots", "estimated_interest_income": 1})


def test_tds_certificates(bank, find):
    def taxed(c):
        return c.profile.tax.pan_on_file and any(q.tds for q in tds_quarters(c, bank.seed, "2025-26")[1])
    customer = find(taxed)
    _, quarters = tds_quarters(customer, bank.seed, "2025-26")
    state = start(bank, customer)
    quarter = next(q for q in quarters if q.tds)
    out = expect_ok(state, "request_tax_certificate", {"certificate": "tds", "financial_year": "2025-26",
                                                       "quarter": quarter.quarter})
    assert out["tds_deducted"] * 100 == quarter.tds and out["certificate"] == "TDS certificate (Form 16A)"
    year = expect_ok(state, "request_tax_certificate", {"certificate": "tds", "financial_year": "2025-26",
                                                        "delivery_mode": "download"})
    assert year["tds_deducted"] * 100 == sum(q.tds for q in quarters) and "delivered_to" not in year
    expect_rejected(state, "request_tax_certificate", {"certificate": "tds", "financial_year": "2026-27",
                                                       "quarter": "Q1"}, "NOT_YET_AVAILABLE")
    untaxed = next((q for q in quarters if not q.tds), None)
    if untaxed is not None:
        expect_rejected(state, "request_tax_certificate", {"certificate": "tds", "financial_year": "2025-26",
                                                           "quarter": untaxed.quarter}, "NO_TDS")
    no_pan = find(lambda c: not c.profile.tax.pan_on_file)
    expect_rejected(start(bank, no_pan), "request_tax_certificate", {"certificate": "tds",
                                                                     "financial_year": "2025-26"}, "PAN_REQUIRED")
    malformed(state, "request_tax_certificate", {"certificate": "tds", "financial_year": "2025-26", "quarter": "Q5"})
    malformed(state, "request_tax_certificate", {"certificate": "form16", "financial_year": "2025-26"})


def test_loan_interest_summary_and_certificate(bank, find):
    customer = find(lambda c: any(loan_year(x, "2025-26")["emis"] for x in c.loans.values()))
    loan = next(x for x in customer.loans.values() if loan_year(x, "2025-26")["emis"])
    paid = loan_year(loan, "2025-26")
    start_, end = fy_bounds("2025-26")
    rows = finance.amortization(loan.sanctioned_amount, loan.rate_bps, loan.tenure_months)
    due = [r for r in rows[:loan.emis_paid] if start_ <= finance.add_months(loan.disbursal_date, r["month"]) <= end]
    assert paid == {"emis": len(due), "principal": sum(r["principal"] for r in due),
                    "interest": sum(r["interest"] for r in due)} and 0 < len(due) <= 12
    state = start(bank, customer)
    out = expect_ok(state, "get_loan_interest_summary", {"loan_id": loan.loan_id, "financial_year": "2025-26"})
    assert round(out["interest_paid"] * 100) == paid["interest"] and out["emis_paid"] == paid["emis"]
    cert = expect_ok(state, "request_tax_certificate", {"certificate": "loan_interest", "financial_year": "2025-26",
                                                        "loan_id": loan.loan_id})
    assert cert["reference"].startswith("CRT") and cert["delivered_to"] == customer.profile.email_masked
    expect_rejected(state, "get_loan_interest_summary", {"loan_id": loan.loan_id, "financial_year": "2026-27"},
                    "YEAR_NOT_OVER")
    expect_rejected(state, "request_tax_certificate", {"certificate": "loan_interest", "financial_year": "2025-26"},
                    "VALIDATION_ERROR")
    expect_rejected(state, "request_tax_certificate", {"certificate": "loan_interest", "financial_year": "2025-26",
                                                       "loan_id": loan.loan_id, "quarter": "Q1"}, "VALIDATION_ERROR")
    expect_rejected(state, "request_tax_certificate", {"certificate": "tds", "financial_year": "2025-26",
                                                       "loan_id": loan.loan_id}, "VALIDATION_ERROR")
    expect_same_as_missing(bank, customer, "get_loan_interest_summary", {"financial_year": "2025-26"}, "loan_id",
                    foreign(bank, customer, "loans"))
    expect_same_as_missing(bank, customer, "request_tax_certificate", {"certificate": "loan_interest",
                                                                "financial_year": "2025-26"}, "loan_id",
                    foreign(bank, customer, "loans"))
    malformed(state, "get_loan_interest_summary", {"loan_id": loan.loan_id})
