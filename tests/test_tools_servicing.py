"""Servicing tools: mandates, cheques and statements, address changes, service requests, insurance, products,
the human hand-off and the knowledge base."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from tool_checks import MISSING, expect_ok, expect_rejected, expect_same_as_missing, foreign

from bank_gym.bank import finance, rules
from bank_gym.bank.models import ServiceRequest
from bank_gym.bank.money import rupees
from bank_gym.tools import REGISTRY, execute
from bank_gym.tools.profile import STATES_AND_UTS
from bank_gym.tools.requests import reference


def start(bank, customer):
    return bank.new_episode(customer.customer_id)


def rejected(state, name, args, code):
    return expect_rejected(state, name, args, code)


def succeeded(state, name, args):
    return expect_ok(state, name, args)


def mandate_with(status):
    return lambda c: any(m.status == status for m in c.mandates.values())


# ---------------------------------------------------------------- mandates


def test_show_mandates_filters(bank, find):
    customer = find(lambda c: len({m.status for m in c.mandates.values()}) >= 2)
    state = start(bank, customer)
    out = succeeded(state, "show_mandates", {})
    assert out["total"] == len(customer.mandates) == len(out["mandates"])
    for view in out["mandates"]:
        assert view["amount"] == rupees(customer.mandates[view["mandate_id"]].amount)
    for status in ("active", "paused", "cancelled", "expired"):
        out = succeeded(state, "show_mandates", {"status": status})
        assert {m["mandate_id"] for m in out["mandates"]} == {
            k for k, m in customer.mandates.items() if m.status == status.upper()}
    account_id = next(iter(customer.mandates.values())).account_id
    out = succeeded(state, "show_mandates", {"account_id": account_id})
    assert {m["mandate_id"] for m in out["mandates"]} == {k for k, m in customer.mandates.items() if m.account_id == account_id}
    assert state.state_hash() == start(bank, customer).state_hash()


def test_show_mandates_authorization(bank, find):
    customer = find(lambda c: bool(c.mandates))
    expect_same_as_missing(bank, customer, "show_mandates", {}, "account_id", foreign(bank, customer, "accounts"))
    assert execute(start(bank, customer), "show_mandates", {"account_id": MISSING}).error_code == "NOT_FOUND"


@pytest.mark.parametrize("status", ["ACTIVE", "PAUSED"])
def test_cancel_mandate(bank, find, status):
    customer = find(mandate_with(status))
    mandate = next(m for m in customer.mandates.values() if m.status == status)
    state = start(bank, customer)
    out = succeeded(state, "cancel_mandate", {"mandate_id": mandate.mandate_id})
    assert out["status"] == "CANCELLED" and out["future_debits_stopped"] is True
    assert out["payee"] == mandate.payee and out["amount"] == rupees(mandate.amount)
    assert state.customer.mandates[mandate.mandate_id] == mandate.model_copy(
        update={"status": "CANCELLED", "cancelled_on": state.today, "next_debit_date": None})
    assert state.customer.model_copy(update={"mandates": customer.mandates}) == customer
    rejected(state, "cancel_mandate", {"mandate_id": mandate.mandate_id}, "ALREADY_CANCELLED")


def test_cancel_mandate_errors(bank, find):
    customer = find(mandate_with("CANCELLED"))
    rejected(start(bank, customer), "cancel_mandate",
             {"mandate_id": next(k for k, m in customer.mandates.items() if m.status == "CANCELLED")}, "ALREADY_CANCELLED")
    customer = find(mandate_with("EXPIRED"))
    rejected(start(bank, customer), "cancel_mandate",
             {"mandate_id": next(k for k, m in customer.mandates.items() if m.status == "EXPIRED")}, "INVALID_STATE")


def test_cancel_mandate_authorization(bank, find):
    customer = find(lambda c: bool(c.mandates))
    expect_same_as_missing(bank, customer, "cancel_mandate", {}, "mandate_id", foreign(bank, customer, "mandates"))


# ---------------------------------------------------------------- stop_cheque_payment


def account_with_cheques(customer, *statuses):
    for account in customer.accounts.values():
        have = {c.status for c in account.cheques}
        if all(s in have for s in statuses):
            return account
    return None


def cheque(account, status):
    return next(c.cheque_number for c in account.cheques if c.status == status)


def test_stop_cheques(bank, find):
    customer = find(lambda c: account_with_cheques(c, "UNUSED", "ISSUED") is not None)
    account = account_with_cheques(customer, "UNUSED", "ISSUED")
    numbers = [cheque(account, "ISSUED"), cheque(account, "UNUSED")]
    state = start(bank, customer)
    out = succeeded(state, "stop_cheque_payment", {"account_id": account.account_id, "cheque_numbers": numbers + numbers[:1],
                                                   "reason": "lost"})
    assert out["status"] == "STOP_PLACED" and out["cheque_numbers"] == numbers
    assert re.fullmatch(r"STP\d{8}", out["reference"])
    stored = state.customer.accounts[account.account_id]
    expected = tuple(c.model_copy(update={"status": "STOPPED", "stop_reason": "lost"}) if c.cheque_number in numbers else c
                     for c in account.cheques)
    assert stored == account.model_copy(update={"cheques": expected})
    assert state.customer.model_copy(update={"accounts": customer.accounts}) == customer
    # deterministic reference
    again = execute(start(bank, customer), "stop_cheque_payment",
                    {"account_id": account.account_id, "cheque_numbers": numbers, "reason": "lost"})
    assert again.output["reference"] == out["reference"]
    rejected(state, "stop_cheque_payment", {"account_id": account.account_id, "cheque_numbers": numbers[:1]}, "ALREADY_STOPPED")


def test_stop_cheque_errors_are_atomic(bank, find):
    customer = find(lambda c: account_with_cheques(c, "ISSUED", "CLEARED", "STOPPED") is not None)
    account = account_with_cheques(customer, "ISSUED", "CLEARED", "STOPPED")
    issued, cleared, stopped = cheque(account, "ISSUED"), cheque(account, "CLEARED"), cheque(account, "STOPPED")
    state = start(bank, customer)
    result = rejected(state, "stop_cheque_payment", {"account_id": account.account_id, "cheque_numbers": [issued, "000001"]}, "NOT_FOUND")
    assert "000001" in result.output["message"] and issued not in result.output["message"]
    result = rejected(state, "stop_cheque_payment", {"account_id": account.account_id, "cheque_numbers": [issued, cleared]}, "CHEQUE_CLEARED")
    assert cleared in result.output["message"]
    result = rejected(state, "stop_cheque_payment", {"account_id": account.account_id, "cheque_numbers": [stopped, issued]}, "ALREADY_STOPPED")
    assert stopped in result.output["message"]
    assert state.customer.accounts[account.account_id].cheques == account.cheques
    # a cheque of another of the customer's accounts is not a cheque of this account
    other = next((a for a in customer.accounts.values() if a.account_id != account.account_id and a.cheques), None)
    if other is not None:
        rejected(state, "stop_cheque_payment", {"account_id": account.account_id,
                                                "cheque_numbers": [other.cheques[0].cheque_number]}, "NOT_FOUND")
    bad = execute(state, "stop_cheque_payment", {"account_id": account.account_id, "cheque_numbers": ["12345"]})
    assert bad.failed and bad.error_code == "INVALID_ARGUMENTS"


def test_stop_cheque_authorization(bank, find):
    customer = find(lambda c: account_with_cheques(c, "ISSUED") is not None)
    other = next(c for c in bank.customers.values() if c.customer_id != customer.customer_id
                 and account_with_cheques(c, "ISSUED") is not None)
    foreign_account = account_with_cheques(other, "ISSUED")
    expect_same_as_missing(bank, customer, "stop_cheque_payment", {"cheque_numbers": [cheque(foreign_account, "ISSUED")]},
                           "account_id", foreign_account.account_id)


# ---------------------------------------------------------------- request_cheque_book


def active_account(customer):
    return next((a for a in customer.accounts.values() if a.status == "ACTIVE"), None)


def test_request_cheque_book(bank, find):
    customer = find(lambda c: c.profile.kyc.status != "EXPIRED" and active_account(c) is not None)
    account = active_account(customer)
    state = start(bank, customer)
    out = succeeded(state, "request_cheque_book", {"account_id": account.account_id})
    address = customer.profile.communication_address
    assert out["status"] == "REQUESTED" and out["leaves"] == 25
    assert re.fullmatch(r"CHQ\d{8}", out["reference"])
    assert address.line1 in out["delivery_address"] and address.pincode in out["delivery_address"]
    assert out["expected_delivery"] == (state.today + timedelta(days=rules.CHEQUE_BOOK_DELIVERY_DAYS)).isoformat()
    out2 = succeeded(state, "request_cheque_book", {"account_id": account.account_id, "leaves": 50,
                                                    "delivery_address": "  12 MG Road,   Pune 411001 "})
    assert out2["leaves"] == 50 and out2["delivery_address"] == "12 MG Road, Pune 411001"
    assert out2["reference"] != out["reference"]
    assert state.customer is customer  # a service request only: no record changes
    rejected(state, "request_cheque_book", {"account_id": account.account_id, "delivery_address": "   "}, "VALIDATION_ERROR")
    assert execute(state, "request_cheque_book", {"account_id": account.account_id, "leaves": 20}).failed


def test_request_cheque_book_errors(bank, find):
    customer = find(lambda c: any(a.status != "ACTIVE" for a in c.accounts.values()))
    account = next(a for a in customer.accounts.values() if a.status != "ACTIVE")
    rejected(start(bank, customer), "request_cheque_book", {"account_id": account.account_id}, "ACCOUNT_NOT_ACTIVE")
    customer = find(lambda c: finance.kyc_blocks(c.profile.kyc, bank.today) and active_account(c) is not None)
    rejected(start(bank, customer), "request_cheque_book", {"account_id": active_account(customer).account_id}, "KYC_EXPIRED")


def test_request_cheque_book_authorization(bank, find):
    customer = find(lambda c: c.profile.kyc.status != "EXPIRED")
    expect_same_as_missing(bank, customer, "request_cheque_book", {}, "account_id", foreign(bank, customer, "accounts"))


# ---------------------------------------------------------------- request_duplicate_statement


def test_duplicate_statement(bank, find):
    customer = find(lambda c: True)
    account_id = next(iter(customer.accounts))
    state = start(bank, customer)
    today = state.today
    out = succeeded(state, "request_duplicate_statement", {"account_id": account_id, "from_date": "2026-01-01",
                                                           "to_date": today.isoformat()})
    assert out["status"] == "REQUESTED" and re.fullmatch(r"STMT\d{8}", out["reference"])
    assert out["delivered_to"] == customer.profile.email_masked and out["delivery_mode"] == "email"
    out = succeeded(state, "request_duplicate_statement", {"account_id": account_id, "from_date": "2026-07-01",
                                                           "to_date": "2026-07-01", "delivery_mode": "download"})
    assert "download" in out["note"] and customer.profile.phone_masked in out["note"]
    longest_start = today - timedelta(days=rules.STATEMENT_MAX_RANGE_DAYS - 1)
    succeeded(state, "request_duplicate_statement", {"account_id": account_id, "from_date": longest_start.isoformat(),
                                                     "to_date": today.isoformat()})
    assert state.customer is customer
    for start_text, end_text in (
        ("2026-07-10", "2026-07-01"),  # starts after it ends
        ("2026-07-01", (today + timedelta(days=1)).isoformat()),  # ends in the future
        ((longest_start - timedelta(days=1)).isoformat(), today.isoformat()),  # longer than 5 years
        ("2026-02-30", "2026-03-01"),  # not a date
    ):
        rejected(state, "request_duplicate_statement", {"account_id": account_id, "from_date": start_text, "to_date": end_text},
                 "VALIDATION_ERROR")


def test_duplicate_statement_authorization(bank, find):
    customer = find(lambda c: True)
    expect_same_as_missing(bank, customer, "request_duplicate_statement", {"from_date": "2026-01-01", "to_date": "2026-02-01"},
                           "account_id", foreign(bank, customer, "accounts"))


# ---------------------------------------------------------------- update_address


NEW_ADDRESS = {"line1": "Flat 12, Lotus Heights", "line2": "Anna Nagar", "city": "Chennai", "state": "tamil  nadu",
               "pincode": "600040"}


def test_states_and_union_territories():
    assert len(STATES_AND_UTS) == 36 and len(set(STATES_AND_UTS)) == 36


@pytest.mark.parametrize("address_type", ["communication", "permanent"])
def test_update_address(bank, find, address_type):
    customer = find(lambda c: c.profile.communication_address.state != "Tamil Nadu" and c.profile.permanent_address.state != "Tamil Nadu")
    state = start(bank, customer)
    out = succeeded(state, "update_address", {"address_type": address_type, **NEW_ADDRESS})
    assert out["status"] == "REQUEST_LOGGED" and re.fullmatch(r"ADR\d{8}", out["reference"])
    assert out["requested_address"] == {**NEW_ADDRESS, "state": "Tamil Nadu"}
    assert ("2 working days" in out["note"]) == (address_type == "communication")
    assert ("document" in out["note"]) == (address_type == "permanent")
    after = state.customer
    assert after.profile == customer.profile  # takes effect only after verification
    assert after.address_changes[:-1] == customer.address_changes
    change = after.address_changes[-1]
    assert change.address_type == address_type and change.status == "PENDING_VERIFICATION"
    assert change.requested_on == state.today and change.reference == out["reference"]
    assert change.address.model_dump() == {**NEW_ADDRESS, "state": "Tamil Nadu"}
    assert after.model_copy(update={"address_changes": customer.address_changes}) == customer


def test_update_address_errors(bank, find):
    customer = find(lambda c: True)
    state = start(bank, customer)
    rejected(state, "update_address", {"address_type": "communication", **NEW_ADDRESS, "state": "Atlantis"}, "VALIDATION_ERROR")
    rejected(state, "update_address", {"address_type": "communication", **NEW_ADDRESS, "line1": "   "}, "VALIDATION_ERROR")
    for address_type in ("communication", "permanent"):
        current = getattr(customer.profile, f"{address_type}_address")
        same = {"line1": current.line1.upper(), "city": " " + current.city, "state": current.state.lower(),
                "pincode": current.pincode}
        if current.line2:
            same["line2"] = current.line2
        rejected(state, "update_address", {"address_type": address_type, **same}, "NO_CHANGE")
    for bad in ({"pincode": "060040"}, {"pincode": "60004"}, {"city": "C"}, {"address_type": "office"}):
        assert execute(state, "update_address", {"address_type": "communication", **NEW_ADDRESS, **bad}).failed


# ---------------------------------------------------------------- raise_request / get_request_status


def debit_txn(customer):
    for account in customer.accounts.values():
        for txn in account.transactions:
            if txn.direction == "debit":
                return account.account_id, txn.txn_id
    return None


def test_raise_general_request(bank, find):
    customer = find(lambda c: True)
    state = start(bank, customer)
    out = succeeded(state, "raise_request", {"description": "  Please explain the SMS alert charges.  "})
    assert out["status"] == "RAISED" and re.fullmatch(r"SR-\d{8}", out["request_id"])
    assert out["category"] == "general_query" and out["priority"] == "NORMAL"
    assert out["eta"] == (state.today + timedelta(days=rules.REQUEST_TAT_DAYS["general_query"])).isoformat()
    assert "no specific outcome" in out["note"]
    stored = state.customer.requests[out["request_id"]]
    assert stored == ServiceRequest(request_id=out["request_id"], category="general_query", description="Please explain the SMS alert charges.",
                                    related_transaction_id=None, account_id=None, status="OPEN", priority="NORMAL",
                                    created_on=state.today, eta=state.today + timedelta(days=5))
    assert state.customer.model_copy(update={"requests": customer.requests}) == customer
    # determinism: a fresh episode derives the same id
    again = execute(start(bank, customer), "raise_request", {"description": "Please explain the SMS alert charges."})
    assert again.output["request_id"] == out["request_id"]
    # another open general query is not a duplicate (no transaction to match)
    second = succeeded(state, "raise_request", {"description": "Another question"})
    assert second["request_id"] != out["request_id"]
    view = succeeded(state, "get_request_status", {"request_id": out["request_id"]})
    assert view["status"] == "OPEN" and view["eta"] == out["eta"] and view["created_on"] == state.today.isoformat()


@pytest.mark.parametrize("category,priority", [("unauthorized_debit", "URGENT"), ("failed_transaction", "HIGH"),
                                               ("charges_dispute", "NORMAL")])
def test_raise_transaction_request(bank, find, category, priority):
    def fits(c):
        found = debit_txn(c)
        return found is not None and not any(r.related_transaction_id == found[1] for r in c.requests.values())

    customer = find(fits)
    account_id, txn_id = debit_txn(customer)
    state = start(bank, customer)
    out = succeeded(state, "raise_request", {"description": "I did not make this payment", "category": category,
                                             "related_transaction_id": txn_id})
    assert out["priority"] == priority and out["account_id"] == account_id
    assert out["eta"] == (state.today + timedelta(days=rules.REQUEST_TAT_DAYS[category])).isoformat()
    stored = state.customer.requests[out["request_id"]]
    assert (stored.related_transaction_id, stored.account_id, stored.priority, stored.status) == (txn_id, account_id, priority, "OPEN")
    result = rejected(state, "raise_request", {"description": "again", "category": category, "related_transaction_id": txn_id,
                                               "account_id": account_id}, "DUPLICATE_REQUEST")
    assert out["request_id"] in result.output["message"]
    # a different category for the same transaction is a different issue
    other = "general_query" if category != "general_query" else "other"
    succeeded(state, "raise_request", {"description": "question", "category": other, "related_transaction_id": txn_id})


def test_raise_request_errors(bank, find):
    customer = find(lambda c: len(c.accounts) >= 2 and debit_txn(c) is not None)
    account_id, txn_id = debit_txn(customer)
    state = start(bank, customer)
    for category in rules.TRANSACTION_CATEGORIES:
        rejected(state, "raise_request", {"description": "x", "category": category}, "VALIDATION_ERROR")
        rejected(state, "raise_request", {"description": "x", "category": category, "account_id": account_id}, "VALIDATION_ERROR")
    other_account = next(a for a in customer.accounts if a != account_id)
    rejected(state, "raise_request", {"description": "x", "category": "failed_transaction", "related_transaction_id": txn_id,
                                      "account_id": other_account}, "VALIDATION_ERROR")
    rejected(state, "raise_request", {"description": "   ", "category": "other"}, "VALIDATION_ERROR")
    assert execute(state, "raise_request", {"description": "x", "category": "complaint"}).failed


def test_raise_request_duplicate_of_generated_open_request(bank, find):
    def open_txn_request(c):
        return next((r for r in c.requests.values() if r.status in ("OPEN", "IN_PROGRESS") and r.related_transaction_id), None)

    customer = find(lambda c: open_txn_request(c) is not None)
    existing = open_txn_request(customer)
    rejected(start(bank, customer), "raise_request", {"description": "money not received", "category": existing.category,
                                                      "related_transaction_id": existing.related_transaction_id}, "DUPLICATE_REQUEST")
    closed = find(lambda c: any(r.status in ("RESOLVED", "CLOSED") and r.related_transaction_id for r in c.requests.values()))
    done = next(r for r in closed.requests.values() if r.status in ("RESOLVED", "CLOSED") and r.related_transaction_id)
    if not any(r.status in ("OPEN", "IN_PROGRESS") and r.category == done.category and r.related_transaction_id == done.related_transaction_id
               for r in closed.requests.values()):
        succeeded(start(bank, closed), "raise_request", {"description": "still not received", "category": done.category,
                                                         "related_transaction_id": done.related_transaction_id})


def test_raise_request_id_collision_is_rederived(bank, find):
    customer = find(lambda c: bool(c.requests))
    state = start(bank, customer)
    first = reference(state.copy(), "SR-")
    taken = next(iter(customer.requests.values())).model_copy(update={"request_id": first})
    state.set_customer(customer.model_copy(update={"requests": {**customer.requests, first: taken}}))
    out = succeeded(state, "raise_request", {"description": "a query"})
    assert out["request_id"] != first and re.fullmatch(r"SR-\d{8}", out["request_id"])
    assert state.customer.requests[first] is taken


def test_raise_request_authorization(bank, find):
    customer = find(lambda c: debit_txn(c) is not None)
    other = next(c for c in bank.customers.values() if c.customer_id != customer.customer_id and debit_txn(c) is not None)
    expect_same_as_missing(bank, customer, "raise_request", {"description": "x", "category": "unauthorized_debit"},
                           "related_transaction_id", debit_txn(other)[1])
    expect_same_as_missing(bank, customer, "raise_request", {"description": "x"}, "account_id", foreign(bank, customer, "accounts"))


def test_get_request_status(bank, find):
    customer = find(lambda c: bool(c.requests))
    request = next(iter(customer.requests.values()))
    state = start(bank, customer)
    out = succeeded(state, "get_request_status", {"request_id": request.request_id})
    assert out["request_id"] == request.request_id and out["status"] == request.status
    assert out["eta"] == request.eta.isoformat() and out["category"] == request.category
    expect_same_as_missing(bank, customer, "get_request_status", {}, "request_id", foreign(bank, customer, "requests"))


# ---------------------------------------------------------------- insurance, products, hand-off


def test_get_insurance_details(bank, find):
    customer = find(lambda c: bool(c.insurance))
    state = start(bank, customer)
    ids = list(customer.insurance)
    out = succeeded(state, "get_insurance_details", {"policy_ids": ids + [MISSING]})
    assert [p["policy_id"] for p in out["policies"]] == ids
    for view in out["policies"]:
        policy = customer.insurance[view["policy_id"]]
        assert view["sum_assured"] == rupees(policy.sum_assured) and view["premium"] == rupees(policy.premium)
        assert view["next_premium_date"] == policy.next_premium_date.isoformat()
    assert [e["id"] for e in out["errors"]] == [MISSING] and "insurance_service" in out["note"]
    expect_same_as_missing(bank, customer, "get_insurance_details", {}, "policy_ids", foreign(bank, customer, "insurance"), as_list=True)


def test_products_and_offers(bank, find):
    customer = find(lambda c: len({o.product_type for o in c.offers}) >= 2)
    state = start(bank, customer)
    everything = succeeded(state, "get_products_and_offers", {})
    codes = {p["code"] for p in everything["products"]}
    assert {"FD", "TAX_SAVER_FD", "RD", "SAVINGS", "HOME_LOAN", "PERSONAL_LOAN", "GOLD_LOAN", "CAR_LOAN", "EDUCATION_LOAN",
            "DEBIT_CARD", "CREDIT_CARD", "PMJJBY", "PMSBY", "TERM_LIFE", "HEALTH"} <= codes
    assert {o["offer_id"] for o in everything["offers"]} == {o.offer_id for o in customer.offers}
    assert "get_deposit_loan_rates" in everything["disclaimer"]
    for kind in ("deposit", "loan", "card", "insurance"):
        out = succeeded(state, "get_products_and_offers", {"type": kind})
        assert out["products"] and all(p["type"] == kind for p in out["products"])
        assert {o["offer_id"] for o in out["offers"]} == {o.offer_id for o in customer.offers if o.product_type == kind}
    offers = succeeded(state, "get_products_and_offers", {"type": "offer"})
    assert offers["products"] == [] and offers["offers"] == everything["offers"]
    fd = next(p for p in everything["products"] if p["code"] == "FD")
    assert "7.00%" in fd["summary"] and "₹5,000" in fd["summary"]
    assert state.state_hash() == start(bank, customer).state_hash()


def test_transfer_to_human_agents(bank, find):
    customer = find(lambda c: True)
    state = start(bank, customer)
    before = state.state_hash()
    result = execute(state, "transfer_to_human_agents", {"summary": "Customer wants to close the account."})
    assert result.ok and result.output["status"] == "TRANSFERRED" and "human agent" in result.output["message"]
    assert state.state_hash() == before and state.customer is customer
    assert REGISTRY["transfer_to_human_agents"].kind == "transfer"
    assert execute(state, "transfer_to_human_agents", {}).failed


# ---------------------------------------------------------------- knowledge base


def test_search_knowledge_base(bank, find):
    customer = find(lambda c: True)
    state = start(bank, customer)
    out = succeeded(state, "search_knowledge_base", {"query": "UPI failed transaction reversal"})
    assert out["query"] == "UPI failed transaction reversal"
    assert 1 <= out["total_results"] == len(out["results"]) <= 3
    assert set(out["results"][0]) >= {"doc_id", "title", "category", "section", "text", "score"}
    five = succeeded(state, "search_knowledge_base", {"query": "KYC updation", "top_k": 5})
    assert 1 <= five["total_results"] <= 5
    ignored = succeeded(state, "search_knowledge_base", {"query": "KYC updation", "top_k": 5, "bank_id": "OTHER_BANK"})
    assert ignored == five
    cards = succeeded(state, "search_knowledge_base", {"query": "limit", "category": "Payments", "top_k": 10})
    assert all(r["category"] == "Payments" for r in cards["results"])
    rejected(state, "search_knowledge_base", {"query": "   "}, "VALIDATION_ERROR")
    for bad in ({"query": ""}, {"query": "x", "top_k": 0}, {"query": "x", "top_k": 11}, {"query": "x" * 501}):
        assert execute(state, "search_knowledge_base", bad).failed


def test_servicing_tool_kinds():
    reads = ("show_mandates", "get_request_status", "get_insurance_details", "get_products_and_offers", "search_knowledge_base")
    for name in reads:
        assert REGISTRY[name].kind == "read" and not REGISTRY[name].changes_records
    for name in ("cancel_mandate", "stop_cheque_payment", "update_address", "raise_request"):
        assert REGISTRY[name].kind == "write" and REGISTRY[name].changes_records
    for name in ("request_cheque_book", "request_duplicate_statement"):
        assert REGISTRY[name].kind == "write" and not REGISTRY[name].changes_records
    assert REGISTRY["stop_cheque_payment"].set_like_args == {"cheque_numbers"}
    assert REGISTRY["get_insurance_details"].set_like_args == {"policy_ids"}
    params = REGISTRY["update_address"].schema["function"]["parameters"]
    assert set(params["required"]) == {"address_type", "line1", "city", "state", "pincode"}
