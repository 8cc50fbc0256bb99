"""Authorization across every customer-scoped tool: another customer's real id gets exactly the answer a
non-existent id gets (the id itself aside), and neither changes anything."""

from __future__ import annotations

import json

import pytest

from bank_gym.tools import REGISTRY, execute

# tool -> (argument holding the id, kind of record, other valid arguments)
SCOPED = {
    "get_account_balance": ("account_ids", "account", {}),
    "get_account_details": ("account_ids", "account", {}),
    "get_transaction_history": ("account_id", "account", {}),
    "get_fd_details": ("deposit_ids", "fd", {}),
    "get_rd_details": ("deposit_ids", "rd", {}),
    "create_fd": ("source_account", "account", {"principal_amount": 10000, "tenure_months": 12}),
    "create_rd": ("source_account", "account", {"monthly_installment": 1000, "tenure_months": 12}),
    "get_deposit_closure_quote": ("deposit_ids", "fd", {}),
    "close_deposit": ("deposit_id", "fd", {}),
    "update_deposit_renewal": ("deposit_id", "fd", {"instruction": "no_renewal"}),
    "get_loan_details": ("loan_ids", "loan", {}),
    "get_loan_foreclosure_quote": ("loan_ids", "loan", {}),
    "get_card_details": ("card_ids", "card", {}),
    "toggle_card_freeze": ("card_id", "card", {"state": "freeze"}),
    "block_card": ("card_id", "card", {"reason": "lost"}),
    "set_card_controls": ("card_id", "card", {"atm": {"domestic": {"daily_limit": 5000}}}),
    "show_mandates": ("account_id", "account", {}),
    "cancel_mandate": ("mandate_id", "mandate", {}),
    "stop_cheque_payment": ("account_id", "account", {"cheque_numbers": ["123456"]}),
    "request_cheque_book": ("account_id", "account", {}),
    "request_duplicate_statement": ("account_id", "account", {"from_date": "2026-06-01", "to_date": "2026-06-30"}),
    "raise_request": ("related_transaction_id", "txn", {"category": "failed_transaction", "description": "money debited"}),
    "get_request_status": ("request_id", "request", {}),
    "get_insurance_details": ("policy_ids", "policy", {}),
    # the held-out families' servicing tools
    "get_nominees": ("record_ids", "account", {}),
    "update_nominees": ("record_id", "fd", {"nominees": [{"name": "A B", "relationship": "Son", "age": 30,
                                                          "share_percent": 100}]}),
    "get_returned_cheques": ("account_id", "account", {}),
    "register_positive_pay": ("account_id", "account", {"cheque_number": "123456", "amount": 75000, "payee": "A B",
                                                        "cheque_date": "2026-07-20"}),
    "get_loan_interest_summary": ("loan_id", "loan", {"financial_year": "2025-26"}),
    "request_tax_certificate": ("loan_id", "loan", {"certificate": "loan_interest", "financial_year": "2025-26"}),
    # the servicing tools of the held-out families (another customer's real charge ids: test_tools_held_out_servicing)
    "get_card_statement": ("card_id", "card", {}),
    "raise_card_dispute": ("card_id", "card", {"transaction_id": "CCT0000000001", "reason": "not_recognised"}),
    "get_card_emi_options": ("card_id", "card", {"transaction_id": "CCT0000000001"}),
    "convert_to_emi": ("card_id", "card", {"transaction_id": "CCT0000000001", "tenure_months": 6}),
    "trace_transaction": ("transaction_id", "txn", {}),
    "raise_payment_dispute": ("transaction_id", "txn", {"issue": "cash_not_dispensed"}),
    "get_account_charges": ("account_id", "account", {}),
    "reverse_charge": ("charge_id", "txn", {}),
    "dispute_charge": ("charge_id", "txn", {}),
}
FAKE = {"account": "SB0000000001", "fd": "FD000001", "rd": "RD000001", "loan": "LN00001", "card": "CARD00001",
        "mandate": "MND00000001", "txn": "TXN0000000001", "request": "SR-00000001", "policy": "POL000001"}


def ids_of(customer, kind):
    if kind == "account":
        return list(customer.accounts)
    if kind in ("fd", "rd"):
        return [d for d, v in customer.deposits.items() if v.kind == kind.upper()]
    if kind == "txn":
        return [t.txn_id for a in customer.accounts.values() for t in a.transactions]
    return list({"loan": customer.loans, "card": customer.cards, "mandate": customer.mandates,
                 "request": customer.requests, "policy": customer.insurance}[kind])


def test_every_customer_scoped_tool_is_covered():
    takes_ids = {name for name, tool in REGISTRY.items()
                 if any(arg.endswith(("_id", "_ids", "_account")) for arg in tool.args_model.model_fields)}
    # search_knowledge_base takes a bank_id (ignored, single bank): not a customer record
    assert takes_ids - {"search_knowledge_base"} <= set(SCOPED)


@pytest.mark.parametrize("tool", sorted(SCOPED))
def test_other_customers_ids_look_like_missing_ids(bank, tool):
    argument, kind, rest = SCOPED[tool]
    customers = [c for _, c in sorted(bank.customers.items())]
    me = customers[0]
    other = next(c for c in customers[1:] if ids_of(c, kind))
    foreign = ids_of(other, kind)[0]
    state = bank.new_episode(me.customer_id)
    before = state.state_hash()

    def answer(value):
        wrapped = [value] if argument.endswith("_ids") else value
        result = execute(state, tool, {**rest, argument: wrapped})
        assert not result.failed, result.output
        return json.dumps(result.output, sort_keys=True).replace(value, "<ID>")

    assert answer(foreign) == answer(FAKE[kind])
    assert state.state_hash() == before
    assert foreign not in ids_of(me, kind)
