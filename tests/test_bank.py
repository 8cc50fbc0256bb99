"""Invariants over the whole generated bank, determinism, exact money and the normalized state hash."""

from __future__ import annotations

from collections import Counter
from decimal import Decimal

import pytest

from bank_gym.bank import finance, generate_bank, rules
from bank_gym.bank.money import MoneyError, format_inr, group_indian, rupees, to_paise
from bank_gym.tools import execute


def all_customers(bank):
    return list(bank.customers.values())


def test_bank_size_and_variety(bank):
    customers = all_customers(bank)
    assert len(customers) >= 944
    accounts = [a for c in customers for a in c.accounts.values()]
    cards = [k for c in customers for k in c.cards.values()]
    deposits = [d for c in customers for d in c.deposits.values()]
    mandates = [m for c in customers for m in c.mandates.values()]
    cheques = [q for a in accounts for q in a.cheques]
    assert {a.status for a in accounts} == {"ACTIVE", "DORMANT", "FROZEN"}
    assert {a.account_type for a in accounts} == {"SAVINGS", "SALARY", "CURRENT", "NRE", "NRO"}
    assert {k.status for k in cards} == {"ACTIVE", "FROZEN", "BLOCKED", "EXPIRED"}
    assert {m.status for m in mandates} == {"ACTIVE", "PAUSED", "CANCELLED", "EXPIRED"}
    assert {m.mandate_type for m in mandates} == {"ENACH", "UPI_AUTOPAY", "STANDING_INSTRUCTION"}
    assert {"CLEARED", "ISSUED", "STOPPED", "UNUSED"} <= {q.status for q in cheques}
    assert {c.profile.kyc.status for c in customers} == {"COMPLETE", "DUE", "EXPIRED"}
    today = bank.today
    assert any(d.status == "MATURED" for d in deposits) and any(d.status == "ACTIVE" and d.maturity_date > today for d in deposits)
    assert {d.kind for d in deposits} == {"FD", "RD"} and {d.payout_type for d in deposits if d.kind == "FD"} == {"cumulative", "monthly", "quarterly"}
    assert {x.loan_type for c in customers for x in c.loans.values()} == set(rules.LOAN_SLABS)
    assert sum(c.profile.senior_citizen for c in customers) > 100
    assert len({c.profile.communication_address.state for c in customers}) >= 15
    balances = [a.available_balance for a in accounts]
    assert min(balances) < 1_000 * rules.RUPEE and max(balances) > rules.CRORE
    assert {"UPI", "NEFT", "IMPS", "RTGS", "ATM", "POS", "NACH"} <= {t.channel for a in accounts for t in a.transactions}


def test_every_id_is_unique(bank):
    ids = Counter()
    for c in all_customers(bank):
        ids[c.customer_id] += 1
        for collection in (c.accounts, c.cards, c.deposits, c.loans, c.mandates, c.insurance, c.requests):
            ids.update(list(collection))
        ids.update(o.offer_id for o in c.offers)
        ids.update(t.txn_id for a in c.accounts.values() for t in a.transactions)
        for key, collection in (("account_id", c.accounts), ("card_id", c.cards), ("deposit_id", c.deposits),
                                ("loan_id", c.loans), ("mandate_id", c.mandates), ("policy_id", c.insurance), ("request_id", c.requests)):
            assert all(getattr(v, key) == k for k, v in collection.items())
    assert max(ids.values()) == 1


def test_running_balances_chain(bank):
    for c in all_customers(bank):
        for a in c.accounts.values():
            assert 0 <= a.hold_amount <= max(a.available_balance, 0)
            for previous, txn in zip(a.transactions, a.transactions[1:]):
                assert txn.balance_after == previous.balance_after + txn.amount
                assert previous.date <= txn.date
            for txn in a.transactions:
                assert (txn.amount < 0) == (txn.direction == "debit") and txn.balance_after >= 0
            if a.transactions:
                assert a.transactions[-1].balance_after == a.available_balance


def test_loans_deposits_follow_the_documented_formulas(bank):
    for c in all_customers(bank):
        senior = finance.resident_senior(c)  # NRE/NRO deposits never get the senior-citizen rate
        for x in c.loans.values():
            assert x.emi == finance.emi(x.sanctioned_amount, x.rate_bps, x.tenure_months)
            assert x.outstanding == finance.outstanding_after(x.sanctioned_amount, x.rate_bps, x.tenure_months, x.emis_paid)
            assert x.remaining_tenure_months == x.tenure_months - x.emis_paid
            assert x.rate_type == rules.LOAN_RATE_TYPE[x.loan_type]
        for d in c.deposits.values():
            assert d.maturity_date == finance.add_months(d.start_date, d.tenure_months)
            assert d.rate_bps == finance.deposit_rate_bps(d.kind, d.tenure_months, senior)
            if d.kind == "FD":
                assert d.maturity_amount == finance.fd_maturity(d.principal, d.rate_bps, d.tenure_months, d.payout_type)["maturity_amount"]
            else:
                assert d.maturity_amount == finance.rd_maturity(d.monthly_installment, d.rate_bps, d.tenure_months)["maturity_amount"]
                assert d.total_deposited == d.monthly_installment * d.installments_paid
            assert (d.status == "MATURED") == (d.status != "CLOSED" and d.maturity_date <= bank.today)


def test_formulas_against_hand_computed_values():
    # FD: 1,00,000 at 7 % for 12 months, quarterly compounding: 100000 * 1.0175^4 = 107185.90
    assert finance.fd_maturity(100_000 * 100, 700, 12)["maturity_amount"] == 10_718_590
    assert finance.fd_maturity(100_000 * 100, 700, 12, "quarterly")["periodic_payout"] == 175_000
    # EMI: 10,00,000 at 8.5 % for 240 months is ₹8,678.23 (standard amortisation table)
    assert finance.emi(1_000_000 * 100, 850, 240) == 867_823
    schedule = finance.amortization(500_000 * 100, 1200, 24)
    assert schedule[-1]["balance"] == 0 and sum(r["principal"] for r in schedule) == 500_000 * 100
    # RD: 1,000 a month for 12 months at 6.8 %: each instalment compounds quarterly to maturity
    expected = sum(Decimal(1000) * (1 + Decimal("6.8") / 400) ** (Decimal(12 - i + 1) / 3) for i in range(1, 13))
    assert abs(finance.rd_maturity(100_000, 680, 12)["maturity_amount"] - int(expected * 100)) <= 1
    gold = finance.gold_loan_eligibility(Decimal(10), 10_250 * 100)
    assert gold["gold_value"] == 102_500 * 100 and gold["eligible_loan"] == 87_125 * 100  # 85 % tier


def test_closure_quote_matches_independent_arithmetic(bank):
    checked = 0
    for c in all_customers(bank):
        for d in c.deposits.values():
            if d.kind != "FD" or d.status == "CLOSED" or d.payout_type != "cumulative" or bank.today >= d.maturity_date:
                continue
            quote = finance.closure_quote(d, bank.today, c.profile.tax, finance.resident_senior(c),
                                         finance.deposit_residency(c, d))
            days = (bank.today - d.start_date).days
            # an NRE deposit closed before its first anniversary earns nothing; others the rate less 1 pp
            first_year = finance.deposit_residency(c, d) == "NRE" and bank.today < finance.add_months(d.start_date, 12)
            penalty = d.rate_bps if first_year else rules.PREMATURE_PENALTY_BPS
            rate = Decimal(d.rate_bps - penalty) / 10_000
            interest = int(Decimal(d.principal) * rate * days / 365 + Decimal("0.5")) if days >= 7 else 0
            assert quote.interest == interest and quote.penalty_bps == penalty
            assert quote.net_payout == d.principal + interest - quote.tds
            checked += 1
    assert checked > 100


def test_every_linked_id_exists(bank):
    for c in all_customers(bank):
        accounts = c.accounts
        txns = {t.txn_id for a in accounts.values() for t in a.transactions}
        assert all(k.linked_account is None or k.linked_account in accounts for k in c.cards.values())
        assert all(d.source_account in accounts and d.payout_account in accounts for d in c.deposits.values())
        assert all(x.repayment_account in accounts for x in c.loans.values())
        assert all(m.account_id in accounts for m in c.mandates.values())
        assert all(p.auto_debit_account is None or p.auto_debit_account in accounts for p in c.insurance.values())
        assert all(r.account_id in accounts and (r.related_transaction_id is None or r.related_transaction_id in txns)
                   for r in c.requests.values())


def test_only_masked_personal_data(bank):
    for c in all_customers(bank):
        p = c.profile
        assert "X" in p.phone_masked and "*" in p.email_masked
        assert p.pan_masked is None or p.pan_masked.startswith("XXXXX")
        assert p.senior_citizen == (p.age >= 60)
    fields = set(type(all_customers(bank)[0].profile).model_fields)
    assert not {"aadhaar", "aadhaar_number", "national_id", "pan"} & fields


def test_generation_is_deterministic():
    a, b = generate_bank(seed=11, n_customers=40), generate_bank(seed=11, n_customers=40)
    assert a.full_digest() == b.full_digest()
    assert generate_bank(seed=12, n_customers=40).full_digest() != a.full_digest()


def _customer_with(bank, predicate):
    return next(c for _, c in sorted(bank.customers.items()) if predicate(c))


def test_hash_reads_never_change_writes_always_do_and_same_ops_same_hash(bank):
    c = _customer_with(bank, lambda c: any(k.status == "ACTIVE" for k in c.cards.values()))
    card = next(k for k in c.cards.values() if k.status == "ACTIVE")
    account = next(iter(c.accounts))
    pristine = bank.new_episode(c.customer_id).state_hash()
    hashes = []
    for _ in range(2):
        state = bank.new_episode(c.customer_id)
        execute(state, "get_account_balance", {"account_ids": [account]})
        execute(state, "get_card_details", {"card_ids": [card.card_id]})
        assert state.state_hash() == pristine
        execute(state, "toggle_card_freeze", {"card_id": card.card_id, "state": "freeze"})
        assert state.state_hash() != pristine
        hashes.append(state.state_hash())
        execute(state, "toggle_card_freeze", {"card_id": card.card_id, "state": "unfreeze"})
        assert state.state_hash() == pristine  # content equal to pristine again
    assert hashes[0] == hashes[1]


def test_failed_write_leaves_state_unchanged(bank):
    c = _customer_with(bank, lambda c: any(a.status == "ACTIVE" for a in c.accounts.values()) and c.profile.kyc.status != "EXPIRED")
    account = next(a for a in c.accounts.values() if a.status == "ACTIVE")
    state = bank.new_episode(c.customer_id)
    before = state.state_hash()
    huge = (account.available_balance - account.hold_amount) / 100 + 10_000_000
    result = execute(state, "create_fd", {"principal_amount": huge, "tenure_months": 12, "source_account": account.account_id})
    assert result.error_code in ("INSUFFICIENT_FUNDS", "VALIDATION_ERROR")
    assert state.state_hash() == before and state.customer is bank.customers[c.customer_id]


def test_whole_and_decimal_amounts_are_the_same_in_state_and_hash(bank):
    c = _customer_with(bank, lambda c: c.profile.kyc.status != "EXPIRED" and any(
        a.status == "ACTIVE" and a.available_balance - a.hold_amount > 2 * rules.LAKH for a in c.accounts.values()))
    account = next(a for a in c.accounts.values() if a.status == "ACTIVE" and a.available_balance - a.hold_amount > 2 * rules.LAKH)
    states = []
    for principal in (100000, 100000.0, 100000.00):
        state = bank.new_episode(c.customer_id)
        result = execute(state, "create_fd", {"principal_amount": principal, "tenure_months": 12, "source_account": account.account_id})
        assert result.ok, result.output
        states.append(state)
    assert len({s.state_hash() for s in states}) == 1
    fd = next(d for d in states[1].customer.deposits.values() if d.deposit_id not in c.deposits)
    assert fd.principal == 10_000_000 and isinstance(fd.principal, int)


def test_money_helpers():
    assert to_paise(100000) == to_paise(100000.0) == to_paise("100000.00") == 10_000_000
    assert to_paise(0.1) == 10 and rupees(10_000_000) == 100000 and rupees(150) == 1.5
    for bad in (1.234, float("nan"), float("inf"), True, "abc", None):
        with pytest.raises(MoneyError):
            to_paise(bad)
    assert group_indian(12345678) == "1,23,45,678" and group_indian(999) == "999"
    assert format_inr(2_00_00_000 * 100) == "₹2,00,00,000" and format_inr(123456_50) == "₹1,23,456.50"
