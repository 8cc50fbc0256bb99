"""Loan tools: details, foreclosure quotes, EMI calculator, gold rate and gold-loan LTV."""

from __future__ import annotations

import json
from datetime import timedelta
from decimal import Decimal

import pytest
from tool_checks import call, ok, rejected

from bank_gym.bank import finance, rules
from bank_gym.bank.money import format_inr, rate_pct, rupees
from bank_gym.tools import REGISTRY

R = rules.RUPEE


def masked(output, item_id):
    return json.dumps(output, sort_keys=True, ensure_ascii=False).replace(item_id, "<ID>")


def has_loan(loan_type=None):
    return lambda c: any(loan_type is None or x.loan_type == loan_type for x in c.loans.values())


def pick_loan(customer, loan_type):
    return next(x for x in customer.loans.values() if x.loan_type == loan_type)


def test_tools_registered_with_public_signatures():
    expected = {
        "get_loan_details": (["loan_ids"], ["loan_ids"]),
        "get_loan_foreclosure_quote": (["loan_ids", "as_of_date"], ["loan_ids"]),
        "calculate_emi": (["principal", "rate", "tenure_months"], ["principal", "rate", "tenure_months"]),
        "get_gold_rate": (["purity_karat"], ["purity_karat"]),
        "calculate_gold_loan_ltv": (["gold_grams", "purity_karat", "gold_rate_per_gram"],
                                    ["gold_grams", "purity_karat", "gold_rate_per_gram"]),
    }
    for name, (args, required) in expected.items():
        spec = REGISTRY[name]
        params = spec.schema["function"]["parameters"]
        assert list(params["properties"]) == args and params["required"] == required, name
        assert all(params["properties"][a].get("description") for a in args), name
        assert spec.kind == "read" and not spec.changes_records and spec.description
    assert REGISTRY["get_loan_details"].set_like_args == {"loan_ids"}
    assert REGISTRY["get_loan_foreclosure_quote"].set_like_args == {"loan_ids"}
    assert REGISTRY["get_gold_rate"].schema["function"]["parameters"]["properties"]["purity_karat"]["enum"] == [18, 22, 24]


# ---------------------------------------------------------------- details


def test_get_loan_details(bank, find):
    customer = find(lambda c: len(c.loans) >= 2)
    state = bank.new_episode(customer.customer_id)
    before = state.state_hash()
    loans = list(customer.loans.values())
    out = ok(state, "get_loan_details", loan_ids=[x.loan_id for x in loans] + [loans[0].loan_id])
    assert out["errors"] == [] and [x["loan_id"] for x in out["loans"]] == [x.loan_id for x in loans]
    for loan, shown in zip(loans, out["loans"], strict=True):
        assert shown["outstanding"] == rupees(loan.outstanding) and shown["emi"] == rupees(loan.emi)
        assert shown["sanctioned_amount"] == rupees(loan.sanctioned_amount)
        assert shown["overdue_amount"] == rupees(loan.overdue_amount)
        assert shown["rate"] == rate_pct(loan.rate_bps) and "rate_bps" not in shown
        assert shown["next_due_date"] == loan.next_due_date.isoformat() and shown["rate_type"] == loan.rate_type
    assert state.state_hash() == before


@pytest.mark.parametrize("tool", ["get_loan_details", "get_loan_foreclosure_quote"])
def test_loan_reads_authorization(bank, find, tool):
    customer = find(has_loan())
    other = find(lambda c: c.customer_id != customer.customer_id and has_loan()(c))
    other_id = next(iter(other.loans))
    state = bank.new_episode(customer.customer_id)
    before = state.state_hash()
    first = ok(state, tool, loan_ids=[other_id])
    second = ok(state, tool, loan_ids=["LN00001"])
    assert masked(first, other_id) == masked(second, "LN00001")
    assert first["errors"][0]["error_code"] == "NOT_FOUND" and len(first["errors"]) == 1
    assert state.state_hash() == before
    # a mixed request answers the own loan and reports the other
    own = next(iter(customer.loans))
    mixed = ok(state, tool, loan_ids=[own, other_id])
    assert [e["id"] for e in mixed["errors"]] == [other_id]


# ---------------------------------------------------------------- foreclosure


@pytest.mark.parametrize("loan_type,charge_bps", [("personal_loan", 300), ("car_loan", 300), ("gold_loan", 0),
                                                  ("home_loan", 0)])
def test_foreclosure_quote_matches_finance(bank, find, loan_type, charge_bps):
    customer = find(has_loan(loan_type))
    loan = pick_loan(customer, loan_type)
    state = bank.new_episode(customer.customer_id)
    before = state.state_hash()
    for as_of_date, as_of in ((None, state.today), ("2026-08-03", state.today + timedelta(days=18))):
        args = {"loan_ids": [loan.loan_id]} | ({"as_of_date": as_of_date} if as_of_date else {})
        out = ok(state, "get_loan_foreclosure_quote", **args)
        q = finance.foreclosure_quote(loan, as_of)
        assert q["foreclosure_charge_bps"] == charge_bps
        assert out["errors"] == [] and "loan_foreclosure" in out["note"] and "raise_request" in out["note"]
        assert out["quotes"] == [{
            "loan_id": loan.loan_id, "loan_type": loan_type, "rate_type": loan.rate_type,
            "as_of_date": as_of.isoformat(),
            "outstanding_principal": rupees(q["outstanding_principal"]),
            "accrued_interest": rupees(q["accrued_interest"]), "accrued_days": q["accrued_days"],
            "foreclosure_charge_rate": rate_pct(charge_bps), "foreclosure_charge": rupees(q["foreclosure_charge"]),
            "gst_on_charge": rupees(q["gst_on_charge"]), "overdue_amount": rupees(q["overdue_amount"]),
            "total_payable": rupees(q["total_payable"]),
        }]
    assert state.state_hash() == before


def test_foreclosure_quote_dates(bank, find):
    customer = find(has_loan())
    loan_id = next(iter(customer.loans))
    state = bank.new_episode(customer.customer_id)
    msg = rejected(state, "get_loan_foreclosure_quote", "VALIDATION_ERROR", loan_ids=[loan_id],
                   as_of_date=(state.today - timedelta(days=1)).isoformat())
    assert state.today.isoformat() in msg["message"]
    rejected(state, "get_loan_foreclosure_quote", "VALIDATION_ERROR", loan_ids=[loan_id], as_of_date="2026-02-30")
    assert call(state, "get_loan_foreclosure_quote", loan_ids=[loan_id], as_of_date="16/07/2026").failed
    assert ok(state, "get_loan_foreclosure_quote", loan_ids=[loan_id],
              as_of_date=state.today.isoformat())["quotes"][0]["as_of_date"] == state.today.isoformat()


def test_foreclosure_quote_closed_loan(bank, find):
    customer = find(lambda c: len(c.loans) >= 2)
    closed_id, open_id = list(customer.loans)[:2]
    state = bank.new_episode(customer.customer_id)
    closed = customer.loans[closed_id].model_copy(update={"status": "CLOSED", "outstanding": 0})
    state.set_customer(customer.model_copy(update={"loans": {**customer.loans, closed_id: closed}}))
    before = state.state_hash()
    out = ok(state, "get_loan_foreclosure_quote", loan_ids=[closed_id, open_id])
    assert [q["loan_id"] for q in out["quotes"]] == [open_id]
    assert out["errors"] == [{"id": closed_id, "error_code": "ALREADY_CLOSED", "message": f"Loan {closed_id} is already closed."}]
    assert state.state_hash() == before


# ---------------------------------------------------------------- EMI


@pytest.mark.parametrize("principal,rate,tenure", [(500000, 9.5, 60), (2_500_000.75, 8.1, 240), (120000, 0, 12),
                                                   (10000, 13, 1)])
def test_calculate_emi(bank, find, principal, rate, tenure):
    state = bank.new_episode(find(lambda c: True).customer_id)
    before = state.state_hash()
    out = ok(state, "calculate_emi", principal=principal, rate=rate, tenure_months=tenure)
    p, r = int(Decimal(repr(principal)) * 100), int(Decimal(repr(rate)) * 100)
    schedule = finance.amortization(p, r, tenure)
    total = sum(row["emi"] for row in schedule)
    assert out["emi"] == rupees(finance.emi(p, r, tenure))
    assert out["total_payment"] == rupees(total)
    assert out["total_interest"] == rupees(sum(row["interest"] for row in schedule)) == rupees(total - p)
    assert out["principal"] == rupees(p) and out["rate"] == rate_pct(r) and out["tenure_months"] == tenure
    assert out["first_three_months"] == [
        {k: (rupees(v) if k != "month" else v) for k, v in row.items()} for row in schedule[:3]
    ]
    assert len(out["first_three_months"]) == min(3, tenure)
    assert state.state_hash() == before


def test_calculate_emi_rejects_sub_paise(bank, find):
    state = bank.new_episode(find(lambda c: True).customer_id)
    rejected(state, "calculate_emi", "VALIDATION_ERROR", principal=1000.123, rate=9, tenure_months=12)
    rejected(state, "calculate_emi", "VALIDATION_ERROR", principal=1000, rate=9.125, tenure_months=12)
    assert call(state, "calculate_emi", principal=-5, rate=9, tenure_months=12).failed


# ---------------------------------------------------------------- gold


@pytest.mark.parametrize("karat", [18, 22, 24])
def test_get_gold_rate(bank, find, karat):
    state = bank.new_episode(find(lambda c: True).customer_id)
    before = state.state_hash()
    assert ok(state, "get_gold_rate", purity_karat=karat) == {
        "purity_karat": karat, "rate_per_gram": rupees(rules.GOLD_RATE_PER_GRAM[karat]), "currency": "INR",
        "date": state.today.isoformat(),
    }
    assert state.state_hash() == before
    assert call(state, "get_gold_rate", purity_karat=20).failed


@pytest.mark.parametrize("grams,karat", [(10, 22), (35.5, 24), (60, 22), (120.25, 18), (0.001, 24)])
def test_gold_loan_ltv_with_bank_rate(bank, find, grams, karat):
    state = bank.new_episode(find(lambda c: True).customer_id)
    before = state.state_hash()
    rate = rules.GOLD_RATE_PER_GRAM[karat]
    out = ok(state, "calculate_gold_loan_ltv", gold_grams=grams, purity_karat=karat, gold_rate_per_gram=rate / 100)
    expected = finance.gold_loan_eligibility(Decimal(repr(float(grams))), rate)
    assert out["gold_value"] == rupees(expected["gold_value"])
    assert out["eligible_loan"] == rupees(expected["eligible_loan"])
    assert out["ltv_percent_applied"] == rate_pct(expected["ltv_percent_applied_bps"])
    assert out["gold_rate_per_gram"] == rupees(rate) and out["purity_karat"] == karat
    assert out["ltv_tiers"] == [
        {"loan_above": 0, "loan_up_to": 250000, "ltv_percent": 85.0},
        {"loan_above": 250000, "loan_up_to": 500000, "ltv_percent": 80.0},
        {"loan_above": 500000, "loan_up_to": None, "ltv_percent": 75.0},
    ]
    assert "note" not in out
    assert state.state_hash() == before


def test_gold_loan_ltv_tiers():
    """Spot figures: 85 % below the first cap, capped at ₹2.5 lakh / ₹5 lakh, 75 % above."""
    value = finance.gold_loan_eligibility(Decimal("20"), 10_250 * R)
    assert value["gold_value"] == 205_000 * R and value["eligible_loan"] == 174_250 * R
    value = finance.gold_loan_eligibility(Decimal("30"), 10_250 * R)  # 85 % = 2,61,375 > cap; 80 % = 2,46,000
    assert value["eligible_loan"] == 250_000 * R and value["ltv_percent_applied_bps"] == 8500


def test_gold_loan_ltv_other_rate_adds_note(bank, find):
    state = bank.new_episode(find(lambda c: True).customer_id)
    out = ok(state, "calculate_gold_loan_ltv", gold_grams=50, purity_karat=22, gold_rate_per_gram=9000)
    expected = finance.gold_loan_eligibility(Decimal("50.0"), 9000 * R)
    assert out["gold_value"] == rupees(expected["gold_value"]) == 450000
    assert out["eligible_loan"] == rupees(expected["eligible_loan"])
    assert format_inr(rules.GOLD_RATE_PER_GRAM[22]) in out["note"]
    rejected(state, "calculate_gold_loan_ltv", "VALIDATION_ERROR", gold_grams=50, purity_karat=22,
             gold_rate_per_gram=9000.005)
    for bad in ({"gold_grams": 0}, {"gold_grams": 10001}, {"purity_karat": 21}):
        args = {"gold_grams": 50, "purity_karat": 22, "gold_rate_per_gram": 9395} | bad
        assert call(state, "calculate_gold_loan_ltv", **args).failed
