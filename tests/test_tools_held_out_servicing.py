"""The servicing tools of the held-out families (``tools.card_services``, ``tools.payment_services``) and the records
they read (``bank.servicing``): good calls, malformed arguments, another customer's records, and rejected writes
that leave the episode exactly as it was."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest
from tool_checks import expect_ok, expect_rejected

from bank_gym.bank import finance, generate_bank, rules, servicing
from bank_gym.bank.models import Customer
from bank_gym.bank.money import rupees
from bank_gym.tools import REGISTRY, WRITE_TOOLS, execute

MISSING = "ZZ00000000"


def start(bank, customer):
    return bank.new_episode(customer.customer_id)


def statement_of(bank, customer, card):
    return servicing.card_statement(bank, customer.customer_id, card.card_id)


def credit_card_where(bank, predicate):
    """A credit card (customer, card, statement) whose statement satisfies ``predicate``."""
    for customer in bank.customers.values():
        for card in customer.cards.values():
            if card.card_type == "CREDIT" and card.status == "ACTIVE":
                statement = statement_of(bank, customer, card)
                if predicate(statement):
                    return customer, card, statement
    pytest.fail("no credit card of that kind")


def twin_line(statement):
    return next((x for x in statement.lines if x.billed and x.kind == "purchase" and statement.twins(x)), None)


def emi_line(bank, statement, eligible: bool):
    for x in statement.lines:
        if x.kind == "purchase" and x.amount >= rules.CARD_EMI_MIN_AMOUNT and x.category not in rules.CARD_EMI_EXCLUDED:
            if (servicing.emi_block(x, bank.today) is None) == eligible:
                return x
    return None


def debit_where(bank, channels, predicate=lambda record: True):
    """(customer, account, transaction, record) of a debit on ``channels`` whose trace satisfies ``predicate``."""
    for customer in bank.customers.values():
        for account in customer.accounts.values():
            for txn in account.transactions:
                if txn.channel in channels and txn.direction == "debit" and txn.status == "SUCCESS":
                    make = servicing.atm_record if txn.channel == "ATM" else servicing.transfer_trace
                    record = make(bank, customer.customer_id, txn.txn_id, account.account_id)
                    if predicate(record) and not any(r.related_transaction_id == txn.txn_id for r in customer.requests.values()):
                        return customer, account, txn, record
    pytest.fail("no such debit")


def charge_where(bank, reversible: bool, charge_type: str | None = None):
    for customer in bank.customers.values():
        for account in customer.accounts.values():
            for charge in servicing.account_charges(bank, customer.customer_id, account.account_id):
                if servicing.charge_reversible(charge)[0] == reversible and charge_type in (None, charge.charge_type):
                    return customer, account, charge
    pytest.fail("no such charge")


def same_as_missing(bank, customer, name, args, field, foreign_id):
    """Another customer's id gets exactly the answer a made-up id gets, and changes nothing."""
    s1, s2 = start(bank, customer), start(bank, customer)
    r1, r2 = execute(s1, name, {**args, field: foreign_id}), execute(s2, name, {**args, field: MISSING})
    assert r1.error_code == r2.error_code == "NOT_FOUND"
    assert json.dumps(r1.output) == json.dumps(r2.output).replace(MISSING, foreign_id)
    assert s1.state_hash() == s2.state_hash() == start(bank, customer).state_hash()


# ---------------------------------------------------------------- registration and the data


def test_the_servicing_tools_are_registered_with_schemas_and_kinds():
    reads = {"get_card_statement", "get_card_emi_options", "trace_transaction", "get_account_charges"}
    writes = {"raise_card_dispute", "convert_to_emi", "raise_payment_dispute", "reverse_charge", "dispute_charge"}
    assert reads | writes <= set(REGISTRY) and writes <= WRITE_TOOLS and not reads & WRITE_TOOLS
    for name in reads | writes:
        schema = REGISTRY[name].schema["function"]
        assert schema["description"] and schema["parameters"]["additionalProperties"] is False
        assert REGISTRY[name].id_args, name  # every one takes a record id the verdict checks the provenance of


def test_records_are_deterministic_and_change_no_generated_customer(bank):
    other = generate_bank()  # a second, independent build of the same bank
    customer, card, statement = credit_card_where(bank, lambda s: bool(s.lines))
    assert servicing.card_statement(other, customer.customer_id, card.card_id) == statement
    # the statement adds up to what the card has used of its limit
    assert statement.total_due + statement.unbilled_total == card.credit_limit - card.available_limit
    # a customer with no EMI plan hashes as before the field existed; one with a plan does not
    assert "card_emis" not in customer.normalized() and set(customer.normalized()) == set(Customer.model_fields) - {"card_emis"}
    _, account, txn, record = debit_where(bank, ("ATM",))
    assert servicing.atm_record(other, _.customer_id, txn.txn_id, account.account_id) == record


def test_debit_cards_and_malformed_calls(bank, find):
    customer = find(lambda c: any(x.card_type == "DEBIT" for x in c.cards.values()))
    debit = next(x for x in customer.cards.values() if x.card_type == "DEBIT")
    state = start(bank, customer)
    expect_rejected(state, "get_card_statement", {"card_id": debit.card_id}, "NOT_A_CREDIT_CARD")
    for name, args in [("get_card_statement", {}), ("get_card_statement", {"card_id": 5}),
                       ("raise_card_dispute", {"card_id": debit.card_id, "transaction_id": "CCT1", "reason": "angry"}),
                       ("convert_to_emi", {"card_id": debit.card_id, "transaction_id": "CCT1", "tenure_months": "six"}),
                       ("trace_transaction", {"transaction_id": ""}), ("raise_payment_dispute", {"transaction_id": "TXN1"}),
                       ("get_account_charges", {"account_id": ["SB1"]}), ("reverse_charge", {"charge": "CHG1"}),
                       ("dispute_charge", {"charge_id": "CHG1", "extra": 1}), ("raise_card_dispute", "not json")]:
        before = state.state_hash()
        result = execute(state, name, args)
        assert result.failed and result.error_code == "INVALID_ARGUMENTS", (name, args)
        assert state.state_hash() == before


# ---------------------------------------------------------------- card statements and disputes


def test_a_duplicate_charge_is_disputed_and_kept_out_of_the_amount_payable(bank):
    customer, card, statement = credit_card_where(bank, lambda s: twin_line(s) is not None)
    line = twin_line(statement)
    state = start(bank, customer)
    before = expect_ok(state, "get_card_statement", {"card_id": card.card_id})
    assert before["total_due"] == before["amount_payable"] == rupees(statement.total_due)
    out = expect_ok(state, "raise_card_dispute", {"card_id": card.card_id, "transaction_id": line.txn_id,
                                                  "reason": "duplicate_charge"})
    assert out["status"] == "RAISED" and out["amount_disputed"] == rupees(line.amount)
    assert out["resolve_by"] == (state.today + timedelta(days=rules.CARD_DISPUTE_RESOLUTION_DAYS)).isoformat()
    request = state.customer.requests[out["request_id"]]
    assert request.category == "card_dispute" and request.related_transaction_id == line.txn_id
    after = expect_ok(state, "get_card_statement", {"card_id": card.card_id})
    assert after["disputed_amount"] == rupees(line.amount)
    assert after["amount_payable"] == rupees(statement.total_due - line.amount)
    assert next(x for x in after["transactions"] if x["transaction_id"] == line.txn_id)["status"] == "DISPUTED"
    assert expect_ok(state, "get_request_status", {"request_id": out["request_id"]})["category"] == "card_dispute"
    args = {"card_id": card.card_id, "transaction_id": line.txn_id, "reason": "not_recognised"}
    expect_rejected(state, "raise_card_dispute", args, "DUPLICATE_REQUEST")
    twin = statement.twins(line)[0]
    expect_rejected(state, "raise_card_dispute", {**args, "transaction_id": twin.txn_id, "reason": "duplicate_charge"},
                    "DUPLICATE_REQUEST")  # the other charge of the pair is the one the customer paid for


def test_card_dispute_rejections_change_nothing(bank):
    customer, card, statement = credit_card_where(
        bank, lambda s: any(x.kind == "purchase" and not s.twins(x) for x in s.lines))
    single = next(x for x in statement.lines if x.kind == "purchase" and not statement.twins(x))
    payment = next(x for x in statement.lines if x.kind == "payment")
    state = start(bank, customer)
    base = {"card_id": card.card_id, "reason": "duplicate_charge"}
    expect_rejected(state, "raise_card_dispute", {**base, "transaction_id": single.txn_id}, "NO_DUPLICATE_FOUND")
    expect_rejected(state, "raise_card_dispute", {**base, "transaction_id": payment.txn_id}, "VALIDATION_ERROR")
    expect_rejected(state, "raise_card_dispute", {**base, "transaction_id": "CCT0000000000"}, "NOT_FOUND")
    other = next(c for c in bank.customers.values() if c.customer_id != customer.customer_id
                 and any(x.card_type == "CREDIT" for x in c.cards.values()))
    foreign = next(x.card_id for x in other.cards.values() if x.card_type == "CREDIT")
    same_as_missing(bank, customer, "get_card_statement", {}, "card_id", foreign)
    same_as_missing(bank, customer, "raise_card_dispute", {"transaction_id": single.txn_id, "reason": "not_recognised"},
                    "card_id", foreign)


# ---------------------------------------------------------------- EMIs


def test_an_eligible_purchase_is_converted_into_emis(bank):
    customer, card, statement = credit_card_where(bank, lambda s: emi_line(bank, s, True) is not None)
    line = emi_line(bank, statement, True)
    state = start(bank, customer)
    options = expect_ok(state, "get_card_emi_options", {"card_id": card.card_id, "transaction_id": line.txn_id})
    assert options["eligible"] is True and [o["tenure_months"] for o in options["options"]] == [3, 6, 9, 12, 18, 24]
    six = next(o for o in options["options"] if o["tenure_months"] == 6)
    rate = rules.CARD_EMI_RATE_BPS[6]
    assert six["emi"] == rupees(finance.emi(line.amount, rate, 6)) and six["interest_rate"] == rate / 100
    fee = min(max(line.amount // 100, rules.CARD_EMI_FEE_MIN), rules.CARD_EMI_FEE_MAX)
    assert six["processing_fee"] == rupees(fee) and six["gst_on_fee"] == rupees(round(fee * 0.18))
    out = expect_ok(state, "convert_to_emi", {"card_id": card.card_id, "transaction_id": line.txn_id, "tenure_months": 6})
    assert out["emi"] == six["emi"] and out["total_interest"] == six["total_interest"]
    assert out["first_emi_date"] == finance.add_months(statement.statement_date, 1).isoformat()
    assert state.customer.cards[card.card_id].available_limit == card.available_limit - fee - round(fee * 0.18)
    plan = state.customer.card_emis[out["plan_id"]]
    assert (plan.transaction_id, plan.tenure_months, plan.principal) == (line.txn_id, 6, line.amount)
    view = expect_ok(state, "get_card_statement", {"card_id": card.card_id})
    assert next(x for x in view["transactions"] if x["transaction_id"] == line.txn_id)["status"] == "ON_EMI"
    expect_rejected(state, "convert_to_emi", {"card_id": card.card_id, "transaction_id": line.txn_id, "tenure_months": 12},
                    "NOT_ELIGIBLE")
    expect_rejected(state, "raise_card_dispute", {"card_id": card.card_id, "transaction_id": line.txn_id,
                                                  "reason": "not_received"}, "INVALID_STATE")


def test_an_old_purchase_or_a_wrong_tenure_is_refused(bank):
    customer, card, statement = credit_card_where(bank, lambda s: emi_line(bank, s, False) is not None)
    line = emi_line(bank, statement, False)
    state = start(bank, customer)
    options = expect_ok(state, "get_card_emi_options", {"card_id": card.card_id, "transaction_id": line.txn_id})
    assert options["eligible"] is False and "30 days" in options["reason"] and "options" not in options
    assert options["convert_by"] == (line.date + timedelta(days=rules.CARD_EMI_WINDOW_DAYS)).isoformat()
    expect_rejected(state, "convert_to_emi", {"card_id": card.card_id, "transaction_id": line.txn_id, "tenure_months": 6},
                    "NOT_ELIGIBLE")
    expect_rejected(state, "convert_to_emi", {"card_id": card.card_id, "transaction_id": line.txn_id, "tenure_months": 7},
                    "VALIDATION_ERROR")


# ---------------------------------------------------------------- ATM withdrawals and transfers


def test_an_atm_that_dispensed_nothing_owes_the_reversal_by_t_plus_5_and_100_a_day_after(bank):
    customer, account, txn, record = debit_where(bank, ("ATM",), lambda r: r.status == "NOT_DISPENSED")
    state = start(bank, customer)
    out = expect_ok(state, "trace_transaction", {"transaction_id": txn.txn_id})
    due = txn.date + timedelta(days=5)
    delay = max((state.today - due).days, 0)
    assert out["dispense_status"] == "NOT_DISPENSED" and out["amount_not_dispensed"] == rupees(-txn.amount)
    assert out["turnaround_time"] == "T+5" and out["reversal_due_date"] == due.isoformat()
    assert out["compensation_owed"] == rupees(delay * 100 * rules.RUPEE)
    raised = expect_ok(state, "raise_payment_dispute", {"transaction_id": txn.txn_id, "issue": "cash_not_dispensed"})
    assert raised["category"] == "atm_cash_not_dispensed" and raised["eta"] == (state.today + timedelta(days=1)).isoformat()
    assert raised["compensation_owed"] == out["compensation_owed"]
    assert state.customer.requests[raised["request_id"]].priority == "HIGH"
    expect_rejected(state, "raise_payment_dispute", {"transaction_id": txn.txn_id, "issue": "cash_not_dispensed"},
                    "DUPLICATE_REQUEST")
    expect_rejected(state, "raise_payment_dispute", {"transaction_id": txn.txn_id, "issue": "sent_to_wrong_account"},
                    "VALIDATION_ERROR")


def test_an_atm_that_dispensed_in_full_owes_nothing_but_can_be_disputed(bank):
    customer, _account, txn, _record = debit_where(bank, ("ATM",), lambda r: r.status == "DISPENSED")
    state = start(bank, customer)
    out = expect_ok(state, "trace_transaction", {"transaction_id": txn.txn_id})
    assert out["amount_not_dispensed"] == 0 and "compensation_owed" not in out
    raised = expect_ok(state, "raise_payment_dispute", {"transaction_id": txn.txn_id, "issue": "cash_not_dispensed"})
    assert "compensation_owed" not in raised and "review" in raised["note"]


def test_a_credited_transfer_shows_its_utr_and_cannot_be_traced_again(bank):
    customer, _account, txn, trace = debit_where(bank, ("NEFT", "IMPS", "RTGS"), lambda r: r.status == "CREDITED")
    state = start(bank, customer)
    out = expect_ok(state, "trace_transaction", {"transaction_id": txn.txn_id})
    assert out["utr"] == trace.utr and out["credited_on"] == trace.credited_at.date().isoformat()
    assert out["beneficiary"]["account"].endswith(trace.account_last4) and out["amount"] == rupees(-txn.amount)
    expect_rejected(state, "raise_payment_dispute", {"transaction_id": txn.txn_id, "issue": "transfer_not_credited"},
                    "ALREADY_CREDITED")
    recall = expect_ok(state, "raise_payment_dispute", {"transaction_id": txn.txn_id, "issue": "sent_to_wrong_account"})
    assert recall["category"] == "wrong_account_recall" and "consent" in recall["note"]
    assert recall["eta"] == (state.today + timedelta(days=rules.SERVICING_REQUEST_TAT_DAYS["wrong_account_recall"])).isoformat()


def test_an_unconfirmed_imps_transfer_owes_its_reversal_by_t_plus_1(bank):
    customer, _account, txn, _trace = debit_where(bank, ("IMPS",), lambda r: r.status != "CREDITED")
    state = start(bank, customer)
    out = expect_ok(state, "trace_transaction", {"transaction_id": txn.txn_id})
    assert out["status"] == "CREDIT_NOT_CONFIRMED" and out["turnaround_time"] == "T+1"
    assert out["reversal_due_date"] == (txn.date + timedelta(days=1)).isoformat()
    expect_rejected(state, "raise_payment_dispute", {"transaction_id": txn.txn_id, "issue": "sent_to_wrong_account"},
                    "NOT_CREDITED")
    raised = expect_ok(state, "raise_payment_dispute", {"transaction_id": txn.txn_id, "issue": "transfer_not_credited"})
    assert raised["utr"] == out["utr"] and raised["compensation_owed"] == out["compensation_owed"]


def test_only_atm_withdrawals_and_transfers_are_traced(bank, find):
    customer = find(lambda c: any(t.channel == "UPI" for a in c.accounts.values() for t in a.transactions))
    upi = next(t for a in customer.accounts.values() for t in a.transactions if t.channel == "UPI")
    state = start(bank, customer)
    expect_rejected(state, "trace_transaction", {"transaction_id": upi.txn_id}, "NOT_TRACEABLE")
    expect_rejected(state, "raise_payment_dispute", {"transaction_id": upi.txn_id, "issue": "cash_not_dispensed"},
                    "NOT_TRACEABLE")
    other, _account, txn, _record = debit_where(bank, ("ATM",))
    if other.customer_id != customer.customer_id:
        same_as_missing(bank, customer, "trace_transaction", {}, "transaction_id", txn.txn_id)
        same_as_missing(bank, customer, "raise_payment_dispute", {"issue": "cash_not_dispensed"}, "transaction_id", txn.txn_id)


# ---------------------------------------------------------------- service charges


def test_a_charge_levied_in_error_is_reversed_and_credited_back(bank):
    customer, account, charge = charge_where(bank, reversible=True, charge_type="MIN_BALANCE")
    state = start(bank, customer)
    listed = expect_ok(state, "get_account_charges", {"account_id": account.account_id})
    view = next(c for c in listed["charges"] if c["charge_id"] == charge.charge_id)
    assert view["reversible"] is True and view["status"] == "LEVIED" and view["amount"] == rupees(charge.amount)
    assert view["basis"]["required_monthly_average_balance"] == rupees(account.min_balance)
    assert charge.amount == charge.base_amount + round(charge.base_amount * 0.18)
    out = expect_ok(state, "reverse_charge", {"charge_id": charge.charge_id})
    assert out["amount_credited"] == rupees(charge.amount)
    assert state.customer.accounts[account.account_id].available_balance == account.available_balance + charge.amount
    history = expect_ok(state, "get_transaction_history", {"account_id": account.account_id, "from_date": state.today.isoformat()})
    assert any(charge.charge_id in t["description"] and t["amount"] == rupees(charge.amount) for t in history["transactions"])
    after = expect_ok(state, "get_account_charges", {"account_id": account.account_id})
    assert next(c for c in after["charges"] if c["charge_id"] == charge.charge_id)["status"] == "REVERSED"
    expect_rejected(state, "reverse_charge", {"charge_id": charge.charge_id}, "ALREADY_REVERSED")
    expect_rejected(state, "dispute_charge", {"charge_id": charge.charge_id}, "ALREADY_REVERSED")


def test_a_charge_levied_by_the_rules_is_refused_and_can_be_disputed(bank):
    customer, account, charge = charge_where(bank, reversible=False, charge_type="MIN_BALANCE")
    assert charge.notice_sent_on is not None and charge.average_balance < charge.required_balance
    assert (charge.levied_on - charge.notice_sent_on).days >= rules.MIN_BALANCE_NOTICE_DAYS
    shortfall = charge.required_balance - charge.average_balance
    assert charge.base_amount == min(max(shortfall // 10 // 100 * 100, rules.MIN_BALANCE_CHARGE_MIN),
                                     rules.MIN_BALANCE_CHARGE_MAX.get(account.account_type, 500 * rules.RUPEE))
    state = start(bank, customer)
    expect_rejected(state, "reverse_charge", {"charge_id": charge.charge_id}, "NOT_REVERSIBLE")
    out = expect_ok(state, "dispute_charge", {"charge_id": charge.charge_id})
    request = state.customer.requests[out["request_id"]]
    assert (request.category, request.related_transaction_id, request.account_id) == (
        "charges_dispute", charge.charge_id, account.account_id)
    assert out["eta"] == (state.today + timedelta(days=rules.REQUEST_TAT_DAYS["charges_dispute"])).isoformat()
    listed = expect_ok(state, "get_account_charges", {"account_id": account.account_id})
    assert next(c for c in listed["charges"] if c["charge_id"] == charge.charge_id)["status"] == "UNDER_DISPUTE"
    expect_rejected(state, "dispute_charge", {"charge_id": charge.charge_id}, "DUPLICATE_REQUEST")
    other, other_account, other_charge = charge_where(bank, reversible=True)
    if other.customer_id != customer.customer_id:
        same_as_missing(bank, customer, "reverse_charge", {}, "charge_id", other_charge.charge_id)
        same_as_missing(bank, customer, "get_account_charges", {}, "account_id", other_account.account_id)


def test_sms_alerts_are_charged_on_actual_use(bank):
    _customer, _account, charge = charge_where(bank, reversible=False, charge_type="SMS_ALERTS")
    assert charge.base_amount == min(charge.sms_sent * rules.SMS_ALERT_CHARGE_PER_SMS, rules.SMS_ALERT_QUARTERLY_CAP)
    _customer, _account, wrong = charge_where(bank, reversible=True, charge_type="SMS_ALERTS")
    assert wrong.sms_sent == 0 and "no SMS alert" in servicing.charge_reversible(wrong)[1]
