"""Account tools: balances (usable = available minus holds), details (with cheques, without balances) and the
transaction history's filters, paging and validation."""

from __future__ import annotations

from tool_checks import expect_ok, expect_rejected

from bank_gym.bank.money import rupees


def with_hold(bank):
    return next(c for _, c in sorted(bank.customers.items()) if any(a.hold_amount > 0 for a in c.accounts.values()))


def test_balance_reports_usable_balance_net_of_holds(bank):
    customer = with_hold(bank)
    account = next(a for a in customer.accounts.values() if a.hold_amount > 0)
    state = bank.new_episode(customer.customer_id)
    out = expect_ok(state, "get_account_balance", {"account_ids": [account.account_id, account.account_id, "SB0000000009"]})
    [row] = out["balances"]
    assert row["available_balance"] == rupees(account.available_balance)
    assert row["hold_amount"] == rupees(account.hold_amount)
    assert row["usable_balance"] == rupees(account.available_balance - account.hold_amount)
    assert row["minimum_balance_required"] == rupees(account.min_balance)
    assert [e["id"] for e in out["errors"]] == ["SB0000000009"]


def test_details_list_cheques_and_kyc_but_no_balances(bank):
    customer = next(c for _, c in sorted(bank.customers.items()) if any(a.cheques for a in c.accounts.values()))
    account = next(a for a in customer.accounts.values() if a.cheques)
    state = bank.new_episode(customer.customer_id)
    [details] = expect_ok(state, "get_account_details", {"account_ids": [account.account_id]})["accounts"]
    assert details["ifsc"] == account.ifsc and details["ifsc"].startswith("ARNY0")
    assert [c["cheque_number"] for c in details["cheques"]] == [c.cheque_number for c in account.cheques]
    assert details["kyc_status"] == customer.profile.kyc.status
    assert not {"available_balance", "hold_amount", "transactions"} & set(details)


def test_history_newest_first_with_filters_and_paging(bank):
    customer = next(c for _, c in sorted(bank.customers.items()) if any(len(a.transactions) > 20 for a in c.accounts.values()))
    account = next(a for a in customer.accounts.values() if len(a.transactions) > 20)
    state = bank.new_episode(customer.customer_id)
    out = expect_ok(state, "get_transaction_history", {"account_id": account.account_id, "limit": 5, "offset": 2})
    newest_first = list(reversed(account.transactions))
    assert [t["txn_id"] for t in out["transactions"]] == [t.txn_id for t in newest_first[2:7]]
    assert out["total_records"] == len(account.transactions) and out["returned"] == 5
    debits = expect_ok(state, "get_transaction_history", {"account_id": account.account_id, "type": "debit", "limit": 50})
    assert all(t["direction"] == "debit" and t["amount"] < 0 for t in debits["transactions"])
    channel = account.transactions[0].channel.lower()
    by_channel = expect_ok(state, "get_transaction_history", {"account_id": account.account_id, "channel": channel, "limit": 50})
    assert by_channel["total_records"] == sum(t.channel.lower() == channel for t in account.transactions)
    day = account.transactions[len(account.transactions) // 2].date.isoformat()
    window = expect_ok(state, "get_transaction_history", {"account_id": account.account_id, "from_date": day, "to_date": day})
    assert window["total_records"] == sum(t.date.isoformat() == day for t in account.transactions) >= 1


def test_history_rejects_bad_windows(bank):
    customer = next(c for _, c in sorted(bank.customers.items()))
    account_id = next(iter(customer.accounts))
    state = bank.new_episode(customer.customer_id)
    expect_rejected(state, "get_transaction_history", {"account_id": account_id, "from_date": "2026-07-10", "to_date": "2026-07-01"}, "VALIDATION_ERROR")
    expect_rejected(state, "get_transaction_history", {"account_id": account_id, "from_date": "2026-02-30"}, "VALIDATION_ERROR")
    expect_rejected(state, "get_transaction_history", {"account_id": account_id, "limit": 0}, "VALIDATION_ERROR")
    expect_rejected(state, "get_transaction_history", {"account_id": account_id, "offset": -1}, "VALIDATION_ERROR")
    expect_rejected(state, "get_transaction_history", {"account_id": "SB0000000009"}, "NOT_FOUND")


def test_schema_violations_are_failed_calls(bank):
    customer = next(c for _, c in sorted(bank.customers.items()))
    state = bank.new_episode(customer.customer_id)
    for name, args in [("get_account_balance", {"account_ids": "SB1"}), ("get_account_balance", {}),
                       ("get_account_balance", {"account_ids": ["x" * 65]}), ("get_account_balance", {"account_ids": [], "x": 1}),
                       ("get_transaction_history", {"account_id": "SB1", "type": "both"}), ("get_transaction_history", "[1, 2]"),
                       ("get_transaction_history", "{not json"), ("no_such_tool", {})]:
        result = execute_failed(state, name, args)
        assert result.output["error_code"] in ("INVALID_ARGUMENTS", "UNKNOWN_TOOL")


def execute_failed(state, name, args):
    from bank_gym.tools import execute

    before = state.state_hash()
    result = execute(state, name, args)
    assert result.failed and state.state_hash() == before
    return result
