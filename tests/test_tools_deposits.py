"""Deposit tools: details, rate cards, calculators, booking, closure quotes, closure and renewal instructions."""

from __future__ import annotations

import json
import re
from datetime import timedelta

import pytest
from tool_checks import call, ok, rejected

from bank_gym.bank import finance, rules
from bank_gym.bank.models import FixedDeposit
from bank_gym.bank.money import format_inr, rate_pct, rupees
from bank_gym.tools import REGISTRY

R = rules.RUPEE
FD_MONEY = ("principal", "maturity_amount", "closure_payout")
RD_MONEY = ("monthly_installment", "total_deposited", "maturity_amount", "closure_payout")


# ---------------------------------------------------------------- helpers


def masked(output, item_id):
    return json.dumps(output, sort_keys=True, ensure_ascii=False).replace(item_id, "<ID>")


def same_as_unknown(state, name, arg, other_id, fake_id, **rest):
    """Another customer's real id and a nonexistent id give the same answer (up to the id itself)."""
    before = state.state_hash()

    def wrap(value):
        return [value] if arg.endswith("_ids") else value

    first = call(state, name, **{arg: wrap(other_id)}, **rest)
    second = call(state, name, **{arg: wrap(fake_id)}, **rest)
    assert not first.failed and not second.failed
    assert masked(first.output, other_id) == masked(second.output, fake_id)
    assert state.state_hash() == before
    return first.output


def usable(account):
    return account.available_balance - account.hold_amount


def funded_account(customer, amount):
    return next(
        (a for a in customer.accounts.values() if a.status == "ACTIVE" and usable(a) >= amount), None
    )


def bookable(amount, senior=None):
    def predicate(c):
        return (
            c.profile.kyc.status != "EXPIRED"
            and funded_account(c, amount) is not None
            and (senior is None or finance.resident_senior(c) == senior)
        )

    return predicate


def has_deposit(kind, status, payout_type=None, min_days=0):
    def predicate(c):
        return any(
            d.kind == kind
            and d.status == status
            and (payout_type is None or getattr(d, "payout_type", None) == payout_type)
            and (rules.BANK_DATE - d.start_date).days >= min_days
            and c.accounts[d.payout_account].status == "ACTIVE"
            for d in c.deposits.values()
        )

    return predicate


def pick_deposit(customer, kind, status, payout_type=None, min_days=0):
    return next(
        d
        for d in customer.deposits.values()
        if d.kind == kind
        and d.status == status
        and (payout_type is None or getattr(d, "payout_type", None) == payout_type)
        and (rules.BANK_DATE - d.start_date).days >= min_days
        and customer.accounts[d.payout_account].status == "ACTIVE"
    )


def episode(bank, customer):
    return bank.new_episode(customer.customer_id)


def other_customer_with(bank, customer, predicate):
    return next(c for cid, c in sorted(bank.customers.items()) if cid != customer.customer_id and predicate(c))


def with_account(state, account_id, **changes):
    customer = state.customer
    account = customer.accounts[account_id].model_copy(update=changes)
    state.set_customer(customer.model_copy(update={"accounts": {**customer.accounts, account_id: account}}))


def with_tax(state, **changes):
    customer = state.customer
    tax = customer.profile.tax.model_copy(update=changes)
    state.set_customer(customer.model_copy(update={"profile": customer.profile.model_copy(update={"tax": tax})}))


def assert_only_changed(before, after, collections):
    for name in ("profile", "accounts", "cards", "deposits", "loans", "mandates", "insurance", "requests", "offers",
                 "address_changes"):
        if name not in collections:
            assert getattr(after, name) == getattr(before, name), name


# ---------------------------------------------------------------- registration


def test_tools_registered_with_public_signatures():
    expected = {
        "get_fd_details": (["deposit_ids"], ["deposit_ids"]),
        "get_rd_details": (["deposit_ids"], ["deposit_ids"]),
        "get_deposit_loan_rates": (["product_type", "tenure_months", "amount"], ["product_type"]),
        "calculate_fd_maturity": (["principal_amount", "rate", "tenure_months", "payout_type"],
                                  ["principal_amount", "rate", "tenure_months"]),
        "calculate_rd_maturity": (["monthly_installment", "rate", "tenure_months"],
                                  ["monthly_installment", "rate", "tenure_months"]),
        "create_fd": (["principal_amount", "tenure_months", "source_account", "payout_type", "maturity_instruction",
                       "nominee"], ["principal_amount", "tenure_months", "source_account"]),
        "create_rd": (["monthly_installment", "tenure_months", "source_account", "maturity_instruction", "nominee"],
                      ["monthly_installment", "tenure_months", "source_account"]),
        "get_deposit_closure_quote": (["deposit_ids"], ["deposit_ids"]),
        "close_deposit": (["deposit_id", "payout_account"], ["deposit_id"]),
        "update_deposit_renewal": (["deposit_id", "instruction"], ["deposit_id", "instruction"]),
    }
    for name, (args, required) in expected.items():
        spec = REGISTRY[name]
        params = spec.schema["function"]["parameters"]
        assert list(params["properties"]) == args, name
        assert params["required"] == required, name
        assert all(params["properties"][a].get("description") for a in args), name
        assert spec.description
    kinds = {n: REGISTRY[n].kind for n in expected}
    assert {n for n, k in kinds.items() if k == "write"} == {
        "create_fd", "create_rd", "close_deposit", "update_deposit_renewal"}
    for name in ("get_fd_details", "get_rd_details", "get_deposit_closure_quote"):
        assert REGISTRY[name].set_like_args == {"deposit_ids"}
    props = REGISTRY["create_fd"].schema["function"]["parameters"]["properties"]
    assert props["payout_type"]["default"] == "cumulative"
    assert props["maturity_instruction"]["default"] == "no_renewal"


# ---------------------------------------------------------------- details


def test_get_fd_and_rd_details(bank, find):
    customer = find(lambda c: {d.kind for d in c.deposits.values()} == {"FD", "RD"})
    state = episode(bank, customer)
    before = state.state_hash()
    fds = [d for d in customer.deposits.values() if d.kind == "FD"]
    rds = [d for d in customer.deposits.values() if d.kind == "RD"]
    out = ok(state, "get_fd_details", deposit_ids=[d.deposit_id for d in fds] + [fds[0].deposit_id])
    assert out["errors"] == [] and len(out["fds"]) == len(fds)
    for fd, shown in zip(fds, out["fds"], strict=True):
        assert shown["deposit_id"] == fd.deposit_id
        assert shown["principal"] == rupees(fd.principal) and shown["maturity_amount"] == rupees(fd.maturity_amount)
        assert shown["rate"] == rate_pct(fd.rate_bps) and "rate_bps" not in shown
        assert shown["maturity_date"] == fd.maturity_date.isoformat()
        assert shown["status"] == fd.status and shown["payout_type"] == fd.payout_type
    out = ok(state, "get_rd_details", deposit_ids=[d.deposit_id for d in rds])
    assert out["errors"] == [] and [r["deposit_id"] for r in out["rds"]] == [d.deposit_id for d in rds]
    rd, shown = rds[0], out["rds"][0]
    assert shown["monthly_installment"] == rupees(rd.monthly_installment)
    assert shown["total_deposited"] == rupees(rd.total_deposited)
    assert shown["installments_paid"] == rd.installments_paid and shown["rate"] == rate_pct(rd.rate_bps)
    # the wrong kind is reported per id, without hiding the other results
    out = ok(state, "get_fd_details", deposit_ids=[rds[0].deposit_id, fds[0].deposit_id])
    assert [f["deposit_id"] for f in out["fds"]] == [fds[0].deposit_id]
    assert out["errors"][0]["id"] == rds[0].deposit_id and "not a fixed deposit" in out["errors"][0]["message"]
    out = ok(state, "get_rd_details", deposit_ids=[fds[0].deposit_id])
    assert out["rds"] == [] and "not a recurring deposit" in out["errors"][0]["message"]
    assert state.state_hash() == before


def test_closed_fd_details_show_payout(bank, find):
    customer = find(has_deposit("FD", "CLOSED"))
    fd = next(d for d in customer.deposits.values() if d.kind == "FD" and d.status == "CLOSED")
    shown = ok(episode(bank, customer), "get_fd_details", deposit_ids=[fd.deposit_id])["fds"][0]
    assert shown["closure_payout"] == rupees(fd.closure_payout) and shown["closed_on"] == fd.closed_on.isoformat()


@pytest.mark.parametrize("tool,kind", [("get_fd_details", "FD"), ("get_rd_details", "RD"),
                                       ("get_deposit_closure_quote", "FD"), ("get_deposit_closure_quote", "RD")])
def test_deposit_reads_authorization(bank, find, tool, kind):
    customer = find(lambda c: len(c.deposits) > 0)
    other = other_customer_with(bank, customer, lambda c: any(d.kind == kind and d.status != "CLOSED" for d in c.deposits.values()))
    other_id = next(d for d, v in other.deposits.items() if v.kind == kind and v.status != "CLOSED")
    state = episode(bank, customer)
    out = same_as_unknown(state, tool, "deposit_ids", other_id, kind + "000001")
    assert out["errors"][0]["error_code"] == "NOT_FOUND" and len(out["errors"]) == 1
    assert other_id not in json.dumps({k: v for k, v in out.items() if k != "errors"})


# ---------------------------------------------------------------- rate card


def test_fd_rate_card_full(bank, find):
    state = episode(bank, find(lambda c: True))
    before = state.state_hash()
    out = ok(state, "get_deposit_loan_rates", product_type="fd")
    assert out["compounding"] == "quarterly" and out["effective_date"] == state.today.isoformat()
    assert out["slabs"] == [
        {"min_months": lo, "max_months": hi, "general_rate": rate_pct(b),
         "senior_citizen_rate": rate_pct(b + rules.SENIOR_UPLIFT_BPS)}
        for lo, hi, b in rules.FD_SLABS
    ]
    assert "applicable_rate" not in out
    out = ok(state, "get_deposit_loan_rates", product_type="rd")
    assert [(s["min_months"], s["max_months"]) for s in out["slabs"]] == [(lo, hi) for lo, hi, _ in rules.RD_SLABS]
    assert state.state_hash() == before


@pytest.mark.parametrize("senior", [False, True])
def test_deposit_rate_for_tenure_uses_customer_age(bank, find, senior):
    customer = find(lambda c: finance.resident_senior(c) == senior)
    state = episode(bank, customer)
    for product, kind in (("fd", "FD"), ("rd", "RD")):
        out = ok(state, "get_deposit_loan_rates", product_type=product, tenure_months=13)
        assert out["slabs"] == [{"min_months": 12, "max_months": 23, "general_rate": 6.8, "senior_citizen_rate": 7.3}]
        assert out["applicable_rate"] == rate_pct(finance.deposit_rate_bps(kind, 13, senior))
        assert out["applicable_rate"] == (7.3 if senior else 6.8)


def test_deposit_rate_outside_card(bank, find):
    state = episode(bank, find(lambda c: True))
    msg = rejected(state, "get_deposit_loan_rates", "VALIDATION_ERROR", product_type="fd", tenure_months=121)
    assert "1 to 120" in msg["message"]
    rejected(state, "get_deposit_loan_rates", "VALIDATION_ERROR", product_type="fd", tenure_months=0)
    msg = rejected(state, "get_deposit_loan_rates", "VALIDATION_ERROR", product_type="rd", tenure_months=3)
    assert "6 to 120" in msg["message"]
    ok(state, "get_deposit_loan_rates", product_type="fd", tenure_months=3)


def test_loan_rate_card(bank, find):
    state = episode(bank, find(lambda c: True))
    before = state.state_hash()
    out = ok(state, "get_deposit_loan_rates", product_type="home_loan")
    assert out["rate_type"] == "FLOATING" and len(out["slabs"]) == 3
    assert out["slabs"][0] == {"min_amount": 0, "max_amount": 3_000_000, "rate": 7.9}
    assert out["slabs"][-1]["max_amount"] is None
    out = ok(state, "get_deposit_loan_rates", product_type="home_loan", amount=3_000_000)  # boundary: next slab
    assert out["slabs"] == [{"min_amount": 3_000_000, "max_amount": 7_500_000, "rate": 8.1}]
    out = ok(state, "get_deposit_loan_rates", product_type="personal_loan", amount=200_000)
    assert out["rate_type"] == "FIXED" and out["slabs"][0]["rate"] == rate_pct(finance.loan_rate_bps("personal_loan", 200_000 * R))
    out = ok(state, "get_deposit_loan_rates", product_type="car_loan", amount=99_999_999)
    assert out["slabs"] == [{"min_amount": 0, "max_amount": None, "rate": 8.9}]
    rejected(state, "get_deposit_loan_rates", "VALIDATION_ERROR", product_type="gold_loan", amount=-5)
    rejected(state, "get_deposit_loan_rates", "VALIDATION_ERROR", product_type="gold_loan", amount=100.005)
    assert state.state_hash() == before


# ---------------------------------------------------------------- calculators


@pytest.mark.parametrize("payout", ["cumulative", "monthly", "quarterly"])
@pytest.mark.parametrize("tenure", [1, 13, 24, 120])
def test_calculate_fd_maturity(bank, find, payout, tenure):
    state = episode(bank, find(lambda c: True))
    before = state.state_hash()
    out = ok(state, "calculate_fd_maturity", principal_amount=250000.5, rate=7.05, tenure_months=tenure,
             payout_type=payout)
    expected = finance.fd_maturity(25_000_050, 705, tenure, payout)
    assert out == {
        "principal_amount": 250000.5, "rate": 7.05, "tenure_months": tenure, "payout_type": payout,
        "maturity_amount": rupees(expected["maturity_amount"]), "total_interest": rupees(expected["total_interest"]),
        "periodic_payout": rupees(expected["periodic_payout"]), "number_of_payouts": expected["payouts"],
    }
    assert state.state_hash() == before


def test_calculate_fd_maturity_rejects_sub_paise(bank, find):
    state = episode(bank, find(lambda c: True))
    rejected(state, "calculate_fd_maturity", "VALIDATION_ERROR", principal_amount=1000.001, rate=7, tenure_months=12)
    rejected(state, "calculate_fd_maturity", "VALIDATION_ERROR", principal_amount=1000, rate=7.001, tenure_months=12)
    assert call(state, "calculate_fd_maturity", principal_amount=1000, rate=7, tenure_months=0).failed


@pytest.mark.parametrize("tenure", [6, 12, 37, 120])
def test_calculate_rd_maturity(bank, find, tenure):
    state = episode(bank, find(lambda c: True))
    before = state.state_hash()
    out = ok(state, "calculate_rd_maturity", monthly_installment=5000, rate=7.0, tenure_months=tenure)
    expected = finance.rd_maturity(5000 * R, 700, tenure)
    assert out["maturity_amount"] == rupees(expected["maturity_amount"])
    assert out["total_deposited"] == rupees(expected["total_deposited"]) == 5000 * tenure
    assert out["total_interest"] == rupees(expected["total_interest"])
    assert out["rate"] == 7.0 and out["monthly_installment"] == 5000 and out["tenure_months"] == tenure
    assert state.state_hash() == before


def test_rd_maturity_matches_per_instalment_formula():
    """finance.rd_maturity (one fractional power) equals the documented per-instalment sum."""
    from decimal import Decimal as D

    for instalment, rate, tenure in [(500 * R, 625, 6), (1_234_56, 730, 37), (10 * rules.LAKH, 700, 120), (100, 0, 7)]:
        factor = 1 + D(rate) / 100 / 400
        total = sum(D(instalment) / 100 * factor ** (D(tenure - i + 1) / 3) for i in range(1, tenure + 1))
        from bank_gym.bank.money import round_paise

        assert finance.rd_maturity(instalment, rate, tenure)["maturity_amount"] == round_paise(total)


# ---------------------------------------------------------------- create_fd


def test_create_fd_books_and_debits(bank, find):
    customer = find(bookable(2 * rules.LAKH, senior=False))
    account = funded_account(customer, 2 * rules.LAKH)
    state = episode(bank, customer)
    before_hash = state.state_hash()
    nominee = {"name": "Asha Rao", "relationship": "Daughter", "age": 12, "guardian_name": "Ravi Rao"}
    out = ok(state, "create_fd", principal_amount=150000.5, tenure_months=13, source_account=account.account_id,
             payout_type="cumulative", maturity_instruction="renew_principal_interest", nominee=nominee)
    after = state.customer
    assert state.state_hash() != before_hash
    deposit_id = out["deposit_id"]
    assert re.fullmatch(r"FD[1-9]\d{5}", deposit_id)
    assert deposit_id not in customer.deposits
    assert all(deposit_id not in c.deposits for c in bank.customers.values())
    principal = 15_000_050
    rate = finance.deposit_rate_bps("FD", 13, False)
    projection = finance.fd_maturity(principal, rate, 13, "cumulative")
    maturity = finance.add_months(state.today, 13)
    fd = after.deposits[deposit_id]
    assert fd == FixedDeposit(
        deposit_id=deposit_id, principal=principal, rate_bps=rate, senior_citizen_rate=False, tenure_months=13,
        start_date=state.today, maturity_date=maturity, maturity_amount=projection["maturity_amount"],
        payout_type="cumulative", maturity_instruction="renew_principal_interest", status="ACTIVE",
        source_account=account.account_id, payout_account=account.account_id, nominee=fd.nominee,
    )
    assert fd.nominee.name == "Asha Rao" and fd.nominee.guardian_name == "Ravi Rao" and fd.nominee.age == 12
    assert set(after.deposits) == set(customer.deposits) | {deposit_id}
    new_account = after.accounts[account.account_id]
    assert new_account.available_balance == account.available_balance - principal
    assert new_account.hold_amount == account.hold_amount
    assert new_account.transactions[:-1] == account.transactions
    txn = new_account.transactions[-1]
    assert re.fullmatch(r"TXN\d{10}", txn.txn_id)
    assert (txn.date, txn.amount, txn.direction, txn.channel, txn.counterparty, txn.status) == (
        state.today, -principal, "debit", "INTERNAL", None, "SUCCESS")
    assert txn.description == f"FD {deposit_id} booking"
    assert txn.balance_after == new_account.available_balance
    assert {k: v for k, v in after.accounts.items() if k != account.account_id} == {
        k: v for k, v in customer.accounts.items() if k != account.account_id}
    assert_only_changed(customer, after, {"accounts", "deposits"})
    assert out == {
        "status": "BOOKED", "deposit_id": deposit_id, "principal_amount": 150000.5, "rate": rate_pct(rate),
        "senior_citizen_rate": False, "tenure_months": 13, "start_date": state.today.isoformat(),
        "maturity_date": maturity.isoformat(), "maturity_amount": rupees(projection["maturity_amount"]),
        "payout_type": "cumulative", "maturity_instruction": "renew_principal_interest",
        "source_account": account.account_id, "usable_balance_after": rupees(usable(account) - principal),
    }
    # the new deposit is immediately visible to the read tools
    assert ok(state, "get_fd_details", deposit_ids=[deposit_id])["fds"][0]["principal"] == 150000.5


def test_create_fd_senior_rate(bank, find):
    customer = find(bookable(50_000 * R, senior=True))
    account = funded_account(customer, 50_000 * R)
    state = episode(bank, customer)
    out = ok(state, "create_fd", principal_amount=20000, tenure_months=24, source_account=account.account_id,
             payout_type="quarterly")
    fd = state.customer.deposits[out["deposit_id"]]
    assert fd.rate_bps == finance.deposit_rate_bps("FD", 24, True) == 750 and fd.senior_citizen_rate
    assert out["rate"] == 7.5 and out["senior_citizen_rate"] is True
    assert fd.maturity_amount == finance.fd_maturity(20_000 * R, 750, 24, "quarterly")["maturity_amount"] == 20_000 * R
    assert fd.nominee is None and fd.maturity_instruction == "no_renewal"


def test_create_fd_ids_deterministic_and_distinct(bank, find):
    customer = find(bookable(3 * rules.LAKH))
    account = funded_account(customer, 3 * rules.LAKH)
    args = {"principal_amount": 50000, "tenure_months": 12, "source_account": account.account_id}
    first = episode(bank, customer)
    id_a = ok(first, "create_fd", **args)["deposit_id"]
    id_b = ok(first, "create_fd", **args)["deposit_id"]
    assert id_a != id_b and {id_a, id_b} <= set(first.customer.deposits)
    # unrelated calls (reads, other bookings, failed bookings) do not shift the ids of this booking
    second = episode(bank, customer)
    ok(second, "get_fd_details", deposit_ids=[id_a])
    ok(second, "create_fd", principal_amount=60000, tenure_months=12, source_account=account.account_id)
    ok(second, "create_fd", principal_amount=50000, tenure_months=12, source_account=account.account_id,
       payout_type="monthly")
    rejected(second, "create_fd", "VALIDATION_ERROR", **{**args, "tenure_months": 121})
    assert ok(second, "create_fd", **args)["deposit_id"] == id_a
    assert ok(second, "create_fd", **args)["deposit_id"] == id_b
    # a failed attempt does not consume a number
    third = episode(bank, customer)
    with_account(third, account.account_id, hold_amount=account.available_balance)
    rejected(third, "create_fd", "INSUFFICIENT_FUNDS", **args)
    with_account(third, account.account_id, hold_amount=account.hold_amount)
    assert ok(third, "create_fd", **args)["deposit_id"] == id_a


def test_create_fd_id_collision_is_salted(bank, find):
    customer = find(bookable(2 * rules.LAKH))
    account = funded_account(customer, 2 * rules.LAKH)
    args = {"principal_amount": 50000, "tenure_months": 12, "source_account": account.account_id}
    probe = episode(bank, customer)
    taken = ok(probe, "create_fd", **args)["deposit_id"]
    state = episode(bank, customer)
    squatter = probe.customer.deposits[taken].model_copy(update={"principal": 5_000 * R})
    state.set_customer(state.customer.model_copy(update={"deposits": {**state.customer.deposits, taken: squatter}}))
    fresh = ok(state, "create_fd", **args)["deposit_id"]
    assert fresh != taken and re.fullmatch(r"FD[1-9]\d{5}", fresh)
    assert state.customer.deposits[taken] == squatter and state.customer.deposits[fresh].principal == 50_000 * R


def test_create_fd_source_not_owned(bank, find):
    customer = find(bookable(10_000 * R))
    other = other_customer_with(bank, customer, lambda c: funded_account(c, 10_000 * R) is not None)
    other_account = funded_account(other, 10_000 * R).account_id
    state = episode(bank, customer)
    out = same_as_unknown(state, "create_fd", "source_account", other_account, "SB0000000001",
                          principal_amount=10000, tenure_months=12)
    assert out["error_code"] == "NOT_FOUND"
    rejected(state, "create_fd", "NOT_FOUND", principal_amount=10000, tenure_months=12, source_account=other_account)
    # ownership is checked first, before the amount
    rejected(state, "create_fd", "NOT_FOUND", principal_amount=1, tenure_months=500, source_account=other_account)


def test_create_fd_limits(bank, find):
    customer = find(bookable(2 * rules.LAKH))
    account = funded_account(customer, 2 * rules.LAKH).account_id
    state = episode(bank, customer)
    for principal in (4999.99, 30_000_000, 1e9):  # ₹3 crore is a bulk deposit
        msg = rejected(state, "create_fd", "VALIDATION_ERROR", principal_amount=principal, tenure_months=12,
                       source_account=account)
        assert format_inr(rules.FD_MIN_PRINCIPAL) in msg["message"]
    rejected(state, "create_fd", "VALIDATION_ERROR", principal_amount=10000.001, tenure_months=12, source_account=account)
    msg = rejected(state, "create_fd", "VALIDATION_ERROR", principal_amount=10000, tenure_months=121,
                   source_account=account)
    assert "1 to 120" in msg["message"]
    msg = rejected(state, "create_fd", "VALIDATION_ERROR", principal_amount=10000, tenure_months=12,
                   source_account=account, payout_type="monthly", maturity_instruction="renew_principal_interest")
    assert "cumulative" in msg["message"]
    msg = rejected(state, "create_fd", "VALIDATION_ERROR", principal_amount=10000, tenure_months=12,
                   source_account=account, nominee={"name": "Kid", "relationship": "Son", "age": 10})
    assert "guardian" in msg["message"]
    rejected(state, "create_fd", "VALIDATION_ERROR", principal_amount=10000, tenure_months=12,
             source_account=account, nominee={"name": "Kid", "relationship": "Son", "age": 10, "guardian_name": "  "})
    # the limits themselves are allowed
    ok(state, "create_fd", principal_amount=5000, tenure_months=1, source_account=account)
    ok(state, "create_fd", principal_amount=5000, tenure_months=120, source_account=account, payout_type="monthly",
       maturity_instruction="renew_principal")


def test_create_fd_account_not_active(bank, find):
    customer = find(lambda c: any(a.status != "ACTIVE" for a in c.accounts.values()))
    account = next(a for a in customer.accounts.values() if a.status != "ACTIVE")
    state = episode(bank, customer)
    with_account(state, account.account_id, available_balance=10 * rules.LAKH, hold_amount=0)
    msg = rejected(state, "create_fd", "ACCOUNT_NOT_ACTIVE", principal_amount=10000, tenure_months=12,
                   source_account=account.account_id)
    assert account.status in msg["message"]


def test_create_fd_kyc_expired(bank, find):
    customer = find(lambda c: finance.kyc_blocks(c.profile.kyc, bank.today)
                    and any(a.status == "ACTIVE" for a in c.accounts.values()))
    account = next(a for a in customer.accounts.values() if a.status == "ACTIVE")
    state = episode(bank, customer)
    with_account(state, account.account_id, available_balance=10 * rules.LAKH, hold_amount=0)
    msg = rejected(state, "create_fd", "KYC_EXPIRED", principal_amount=10000, tenure_months=12,
                   source_account=account.account_id)
    assert "KYC" in msg["message"]


def test_create_fd_insufficient_funds_counts_holds(bank, find):
    customer = find(bookable(2 * rules.LAKH))
    account = funded_account(customer, 2 * rules.LAKH)
    state = episode(bank, customer)
    with_account(state, account.account_id, available_balance=1 * rules.LAKH, hold_amount=40_000 * R)
    msg = rejected(state, "create_fd", "INSUFFICIENT_FUNDS", principal_amount=60000.01, tenure_months=12,
                   source_account=account.account_id)
    assert format_inr(60_000 * R) in msg["message"]  # the usable balance is stated
    out = ok(state, "create_fd", principal_amount=60000, tenure_months=12, source_account=account.account_id)
    assert out["usable_balance_after"] == 0
    assert state.customer.accounts[account.account_id].available_balance == 40_000 * R


# ---------------------------------------------------------------- create_rd


def test_create_rd_books_first_instalment(bank, find):
    customer = find(bookable(50_000 * R, senior=True))
    account = funded_account(customer, 50_000 * R)
    state = episode(bank, customer)
    before_hash = state.state_hash()
    out = ok(state, "create_rd", monthly_installment=2500, tenure_months=24, source_account=account.account_id,
             maturity_instruction="renew_principal", nominee={"name": "Mohan Das", "relationship": "Spouse", "age": 66})
    assert state.state_hash() != before_hash
    after = state.customer
    deposit_id = out["deposit_id"]
    assert re.fullmatch(r"RD[1-9]\d{5}", deposit_id)
    rate = finance.deposit_rate_bps("RD", 24, True)
    projection = finance.rd_maturity(2500 * R, rate, 24)
    rd = after.deposits[deposit_id]
    assert rd.kind == "RD" and rd.status == "ACTIVE" and rd.rate_bps == rate and rd.senior_citizen_rate
    assert (rd.monthly_installment, rd.installments_paid, rd.total_deposited) == (2500 * R, 1, 2500 * R)
    assert rd.start_date == state.today and rd.next_installment_date == finance.add_months(state.today, 1)
    assert rd.maturity_date == finance.add_months(state.today, 24)
    assert rd.maturity_amount == projection["maturity_amount"]
    assert rd.source_account == rd.payout_account == account.account_id
    assert rd.maturity_instruction == "renew_principal" and rd.nominee.name == "Mohan Das"
    new_account = after.accounts[account.account_id]
    assert new_account.available_balance == account.available_balance - 2500 * R
    assert new_account.transactions[:-1] == account.transactions
    txn = new_account.transactions[-1]
    assert (txn.amount, txn.direction, txn.channel, txn.date) == (-2500 * R, "debit", "INTERNAL", state.today)
    assert deposit_id in txn.description and txn.balance_after == new_account.available_balance
    assert_only_changed(customer, after, {"accounts", "deposits"})
    assert out["status"] == "BOOKED" and out["first_installment_debited"] == 2500
    assert out["maturity_amount"] == rupees(projection["maturity_amount"]) and out["rate"] == rate_pct(rate)
    assert out["maturity_date"] == rd.maturity_date.isoformat()
    assert out["next_installment_date"] == rd.next_installment_date.isoformat()
    assert out["usable_balance_after"] == rupees(usable(account) - 2500 * R)
    # identical bookings get distinct ids
    again = ok(state, "create_rd", monthly_installment=2500, tenure_months=24, source_account=account.account_id)
    assert again["deposit_id"] != deposit_id


def test_create_rd_limits(bank, find):
    customer = find(bookable(20 * rules.LAKH))
    account = funded_account(customer, 20 * rules.LAKH).account_id
    state = episode(bank, customer)
    for instalment in (400, 550, 1_000_100, 750.5):
        msg = rejected(state, "create_rd", "VALIDATION_ERROR", monthly_installment=instalment, tenure_months=12,
                       source_account=account)
        assert "multiples" in msg["message"]
    for tenure in (5, 121):
        msg = rejected(state, "create_rd", "VALIDATION_ERROR", monthly_installment=1000, tenure_months=tenure,
                       source_account=account)
        assert "6 to 120" in msg["message"]
    msg = rejected(state, "create_rd", "VALIDATION_ERROR", monthly_installment=1000, tenure_months=12,
                   source_account=account, maturity_instruction="renew_principal_interest")
    assert "cumulative fixed deposits" in msg["message"]
    rejected(state, "create_rd", "VALIDATION_ERROR", monthly_installment=1000, tenure_months=12,
             source_account=account, nominee={"name": "Kid", "relationship": "Son", "age": 3})
    ok(state, "create_rd", monthly_installment=500, tenure_months=6, source_account=account)
    ok(state, "create_rd", monthly_installment=1_000_000, tenure_months=120, source_account=account)


def test_create_rd_account_checks(bank, find):
    customer = find(bookable(10_000 * R))
    account = funded_account(customer, 10_000 * R)
    other = other_customer_with(bank, customer, lambda c: funded_account(c, 10_000 * R) is not None)
    state = episode(bank, customer)
    out = same_as_unknown(state, "create_rd", "source_account", funded_account(other, 10_000 * R).account_id,
                          "SB0000000001", monthly_installment=1000, tenure_months=12)
    assert out["error_code"] == "NOT_FOUND"
    with_account(state, account.account_id, status="DORMANT")
    rejected(state, "create_rd", "ACCOUNT_NOT_ACTIVE", monthly_installment=1000, tenure_months=12,
             source_account=account.account_id)
    with_account(state, account.account_id, status="ACTIVE", available_balance=5_000 * R, hold_amount=4_500 * R)
    msg = rejected(state, "create_rd", "INSUFFICIENT_FUNDS", monthly_installment=600, tenure_months=12,
                   source_account=account.account_id)
    assert format_inr(500 * R) in msg["message"]
    ok(state, "create_rd", monthly_installment=500, tenure_months=12, source_account=account.account_id)


def test_create_rd_kyc_expired(bank, find):
    customer = find(lambda c: finance.kyc_blocks(c.profile.kyc, bank.today)
                    and any(a.status == "ACTIVE" for a in c.accounts.values()))
    account = next(a for a in customer.accounts.values() if a.status == "ACTIVE")
    state = episode(bank, customer)
    with_account(state, account.account_id, available_balance=10 * rules.LAKH, hold_amount=0)
    rejected(state, "create_rd", "KYC_EXPIRED", monthly_installment=1000, tenure_months=12,
             source_account=account.account_id)


# ---------------------------------------------------------------- closure quote


def test_closure_quote_matches_finance(bank, find):
    customer = find(lambda c: has_deposit("FD", "ACTIVE", min_days=30)(c) and has_deposit("RD", "ACTIVE")(c))
    state = episode(bank, customer)
    before = state.state_hash()
    live = [d for d in customer.deposits.values() if d.status != "CLOSED"]
    out = ok(state, "get_deposit_closure_quote", deposit_ids=[d.deposit_id for d in live])
    assert [q["deposit_id"] for q in out["quotes"]] == [d.deposit_id for d in live]
    profile = customer.profile
    for deposit, quote in zip(live, out["quotes"], strict=True):
        q = finance.closure_quote(deposit, state.today, profile.tax, finance.resident_senior(customer),
                                  finance.deposit_residency(customer, deposit))
        assert quote == {
            "deposit_id": deposit.deposit_id, "kind": deposit.kind, "matured": q.matured,
            "principal": rupees(q.principal), "contract_rate": rate_pct(q.contract_rate_bps),
            "penalty_rate": rate_pct(q.penalty_bps), "effective_rate": rate_pct(q.effective_rate_bps),
            "days_held": q.days_held, "interest_payable": rupees(q.interest), "tds_deducted": rupees(q.tds),
            "net_payout": rupees(q.net_payout), "payout_account": deposit.payout_account,
            "quote_date": state.today.isoformat(),
        }
        if deposit.status == "ACTIVE":
            assert quote["penalty_rate"] == 1.0 and not quote["matured"]
    assert state.state_hash() == before


def test_closure_quote_closed_and_matured(bank, find):
    customer = find(lambda c: has_deposit("FD", "CLOSED")(c) or has_deposit("RD", "CLOSED")(c))
    closed = next(d for d in customer.deposits.values() if d.status == "CLOSED")
    state = episode(bank, customer)
    out = ok(state, "get_deposit_closure_quote", deposit_ids=[closed.deposit_id])
    assert out["quotes"] == [] and out["errors"][0]["error_code"] == "ALREADY_CLOSED"
    assert out["errors"][0]["id"] == closed.deposit_id
    customer = find(has_deposit("FD", "MATURED", "cumulative"))
    matured = pick_deposit(customer, "FD", "MATURED", "cumulative")
    quote = ok(episode(bank, customer), "get_deposit_closure_quote", deposit_ids=[matured.deposit_id])["quotes"][0]
    assert quote["matured"] is True and quote["penalty_rate"] == 0
    assert quote["interest_payable"] == rupees(matured.maturity_amount - matured.principal)


# ---------------------------------------------------------------- close_deposit


def test_close_fd_premature_with_tds(bank, find):
    customer = find(has_deposit("FD", "ACTIVE", "cumulative", min_days=60))
    fd = pick_deposit(customer, "FD", "ACTIVE", "cumulative", min_days=60)
    state = episode(bank, customer)
    with_tax(state, pan_on_file=True, form_15g_15h_on_file=False, fy_interest_paid=rules.TDS_THRESHOLD_SENIOR,
             fy_tds_deducted=1234)
    start = state.customer
    before_hash = state.state_hash()
    senior, residency = finance.resident_senior(start), finance.deposit_residency(start, fd)
    q = finance.closure_quote(fd, state.today, start.profile.tax, senior, residency)
    assert q.interest > 0 and q.tds == finance.tds_on(q.interest, start.profile.tax, senior, residency) > 0
    out = ok(state, "close_deposit", deposit_id=fd.deposit_id)
    assert state.state_hash() != before_hash
    after = state.customer
    assert out == {
        "status": "CLOSED", "deposit_id": fd.deposit_id, "kind": "FD", "premature": True, "penalty_rate": 1.0,
        "interest_paid": rupees(q.interest), "tds_deducted": rupees(q.tds), "net_payout": rupees(q.net_payout),
        "payout_account": fd.payout_account, "future_installments_stopped": False,
    }
    assert after.deposits[fd.deposit_id] == fd.model_copy(
        update={"status": "CLOSED", "closed_on": state.today, "closure_payout": q.net_payout})
    account, new_account = start.accounts[fd.payout_account], after.accounts[fd.payout_account]
    assert new_account.available_balance == account.available_balance + q.net_payout
    assert new_account.transactions[:-1] == account.transactions
    txn = new_account.transactions[-1]
    assert (txn.amount, txn.direction, txn.channel, txn.description, txn.balance_after) == (
        q.net_payout, "credit", "INTERNAL", f"FD {fd.deposit_id} closure proceeds", new_account.available_balance)
    assert after.profile.tax.fy_interest_paid == rules.TDS_THRESHOLD_SENIOR + q.interest
    assert after.profile.tax.fy_tds_deducted == 1234 + q.tds
    assert after.profile.model_copy(update={"tax": start.profile.tax}) == start.profile
    assert_only_changed(start, after, {"accounts", "deposits", "profile"})
    rejected(state, "close_deposit", "ALREADY_CLOSED", deposit_id=fd.deposit_id)


def test_close_matured_deposit_to_other_account(bank, find):
    def predicate(c):
        return has_deposit("FD", "MATURED", "cumulative")(c) and sum(a.status == "ACTIVE" for a in c.accounts.values()) >= 2

    customer = find(predicate)
    fd = pick_deposit(customer, "FD", "MATURED", "cumulative")
    target = next(a for a in customer.accounts.values() if a.status == "ACTIVE" and a.account_id != fd.payout_account)
    state = episode(bank, customer)
    q = finance.closure_quote(fd, state.today, customer.profile.tax, finance.resident_senior(customer),
                              finance.deposit_residency(customer, fd))
    out = ok(state, "close_deposit", deposit_id=fd.deposit_id, payout_account=target.account_id)
    assert out["premature"] is False and out["penalty_rate"] == 0 and out["payout_account"] == target.account_id
    assert out["interest_paid"] == rupees(fd.maturity_amount - fd.principal)
    after = state.customer
    assert after.accounts[target.account_id].available_balance == target.available_balance + q.net_payout
    assert after.accounts[fd.payout_account] == customer.accounts[fd.payout_account]
    assert after.profile.tax.fy_interest_paid == customer.profile.tax.fy_interest_paid + q.interest


def test_close_rd_stops_instalments(bank, find):
    customer = find(has_deposit("RD", "ACTIVE", min_days=40))
    rd = pick_deposit(customer, "RD", "ACTIVE", min_days=40)
    state = episode(bank, customer)
    q = finance.closure_quote(rd, state.today, customer.profile.tax, finance.resident_senior(customer),
                              finance.deposit_residency(customer, rd))
    out = ok(state, "close_deposit", deposit_id=rd.deposit_id)
    assert out["kind"] == "RD" and out["future_installments_stopped"] is True and out["premature"] is True
    assert out["net_payout"] == rupees(q.net_payout) and q.principal == rd.total_deposited
    closed = state.customer.deposits[rd.deposit_id]
    assert closed.status == "CLOSED" and closed.next_installment_date is None and closed.closure_payout == q.net_payout
    txn = state.customer.accounts[rd.payout_account].transactions[-1]
    assert txn.description == f"RD {rd.deposit_id} closure proceeds" and txn.amount == q.net_payout


def test_close_fresh_deposit_pays_principal_only(bank, find):
    customer = find(bookable(50_000 * R))
    account = funded_account(customer, 50_000 * R)
    state = episode(bank, customer)
    deposit_id = ok(state, "create_fd", principal_amount=20000, tenure_months=12,
                    source_account=account.account_id)["deposit_id"]
    profile = state.customer.profile
    out = ok(state, "close_deposit", deposit_id=deposit_id)
    assert out["interest_paid"] == 0 and out["tds_deducted"] == 0 and out["net_payout"] == 20000
    assert state.customer.profile == profile  # no interest: the FY tax totals do not move
    assert state.customer.accounts[account.account_id].available_balance == account.available_balance


def test_close_deposit_errors(bank, find):
    customer = find(lambda c: has_deposit("FD", "ACTIVE")(c) and any(d.status == "CLOSED" for d in c.deposits.values()))
    fd = pick_deposit(customer, "FD", "ACTIVE")
    closed = next(d for d in customer.deposits.values() if d.status == "CLOSED")
    other = other_customer_with(bank, customer, lambda c: has_deposit("FD", "ACTIVE")(c))
    other_fd = pick_deposit(other, "FD", "ACTIVE")
    state = episode(bank, customer)
    out = same_as_unknown(state, "close_deposit", "deposit_id", other_fd.deposit_id, "FD000001")
    assert out["error_code"] == "NOT_FOUND"
    rejected(state, "close_deposit", "ALREADY_CLOSED", deposit_id=closed.deposit_id)
    out = same_as_unknown(state, "close_deposit", "payout_account", other_fd.payout_account, "SB0000000001",
                          deposit_id=fd.deposit_id)
    assert out["error_code"] == "NOT_FOUND"
    with_account(state, fd.payout_account, status="FROZEN")
    msg = rejected(state, "close_deposit", "ACCOUNT_NOT_ACTIVE", deposit_id=fd.deposit_id)
    assert "payout_account" in msg["message"]


# ---------------------------------------------------------------- renewal instruction


def test_update_renewal(bank, find):
    customer = find(has_deposit("FD", "ACTIVE", "cumulative"))
    fd = pick_deposit(customer, "FD", "ACTIVE", "cumulative")
    new = next(i for i in ("renew_principal_interest", "renew_principal", "no_renewal") if i != fd.maturity_instruction)
    state = episode(bank, customer)
    before_hash = state.state_hash()
    out = ok(state, "update_deposit_renewal", deposit_id=fd.deposit_id, instruction=new)
    assert out == {"status": "UPDATED", "deposit_id": fd.deposit_id, "kind": "FD",
                   "previous_instruction": fd.maturity_instruction, "new_instruction": new,
                   "effective_on": fd.maturity_date.isoformat()}
    assert state.customer.deposits[fd.deposit_id] == fd.model_copy(update={"maturity_instruction": new})
    assert state.state_hash() != before_hash
    assert_only_changed(customer, state.customer, {"deposits"})
    assert {k: v for k, v in state.customer.deposits.items() if k != fd.deposit_id} == {
        k: v for k, v in customer.deposits.items() if k != fd.deposit_id}
    rejected(state, "update_deposit_renewal", "NO_CHANGE", deposit_id=fd.deposit_id, instruction=new)
    # changing it back restores the pristine hash
    ok(state, "update_deposit_renewal", deposit_id=fd.deposit_id, instruction=fd.maturity_instruction)
    assert state.state_hash() == before_hash


def test_update_renewal_errors(bank, find):
    customer = find(lambda c: has_deposit("RD", "ACTIVE")(c) and has_deposit("FD", "ACTIVE")(c))
    rd = pick_deposit(customer, "RD", "ACTIVE")
    state = episode(bank, customer)
    msg = rejected(state, "update_deposit_renewal", "VALIDATION_ERROR", deposit_id=rd.deposit_id,
                   instruction="renew_principal_interest")
    assert "cumulative fixed deposits" in msg["message"]
    payout_customer = find(lambda c: any(d.kind == "FD" and d.status == "ACTIVE" and d.payout_type != "cumulative"
                                         for d in c.deposits.values()))
    payout_fd = next(d for d in payout_customer.deposits.values()
                     if d.kind == "FD" and d.status == "ACTIVE" and d.payout_type != "cumulative")
    rejected(episode(bank, payout_customer), "update_deposit_renewal", "VALIDATION_ERROR",
             deposit_id=payout_fd.deposit_id, instruction="renew_principal_interest")
    closed_customer = find(lambda c: any(d.status == "CLOSED" for d in c.deposits.values()))
    closed = next(d for d in closed_customer.deposits.values() if d.status == "CLOSED")
    rejected(episode(bank, closed_customer), "update_deposit_renewal", "ALREADY_CLOSED", deposit_id=closed.deposit_id,
             instruction="renew_principal")
    matured_customer = find(lambda c: any(d.status == "MATURED" for d in c.deposits.values()))
    matured = next(d for d in matured_customer.deposits.values() if d.status == "MATURED")
    msg = rejected(episode(bank, matured_customer), "update_deposit_renewal", "INVALID_STATE",
                   deposit_id=matured.deposit_id, instruction="renew_principal")
    assert "matured" in msg["message"]
    # an ACTIVE deposit whose maturity date has been reached (a later session date) is treated the same
    fd = pick_deposit(customer, "FD", "ACTIVE")
    late = bank.new_episode(customer.customer_id, today=fd.maturity_date + timedelta(days=1))
    rejected(late, "update_deposit_renewal", "INVALID_STATE", deposit_id=fd.deposit_id, instruction="no_renewal"
             if fd.maturity_instruction != "no_renewal" else "renew_principal")
    other = other_customer_with(bank, customer, lambda c: has_deposit("FD", "ACTIVE")(c))
    out = same_as_unknown(state, "update_deposit_renewal", "deposit_id", pick_deposit(other, "FD", "ACTIVE").deposit_id,
                          "FD000001", instruction="no_renewal")
    assert out["error_code"] == "NOT_FOUND"


# ---------------------------------------------------------------- reads never change the state


def test_reads_leave_hash_and_writes_change_it(bank, find):
    customer = find(lambda c: has_deposit("FD", "ACTIVE")(c) and has_deposit("RD", "ACTIVE")(c)
                    and bookable(50_000 * R)(c))
    state = episode(bank, customer)
    ids = list(customer.deposits)
    before = state.state_hash()
    for name, args in [
        ("get_fd_details", {"deposit_ids": ids}),
        ("get_rd_details", {"deposit_ids": ids}),
        ("get_deposit_closure_quote", {"deposit_ids": ids}),
        ("get_deposit_loan_rates", {"product_type": "fd", "tenure_months": 12}),
        ("calculate_fd_maturity", {"principal_amount": 10000, "rate": 7, "tenure_months": 12}),
        ("calculate_rd_maturity", {"monthly_installment": 1000, "rate": 7, "tenure_months": 12}),
    ]:
        assert REGISTRY[name].kind == "read"
        assert call(state, name, **args).ok
        assert state.state_hash() == before and state.customer is customer
    account = funded_account(customer, 50_000 * R).account_id
    ok(state, "create_rd", monthly_installment=1000, tenure_months=12, source_account=account)
    assert state.state_hash() != before
