"""A service request's account is an optional link (raise_request's ``account_id``; compared by the "link"
comparator): leaving it out is fine, and so is any account where the case names none; but when the case names one
(the disputed transaction's account, the escalated request's, the blocked card's, the loan's repayment account,
the policy's auto-debit account), a request linked to another account of the customer is a wrong write
(red-team round 9's request_wrong_account)."""

from __future__ import annotations

import pytest

from bank_gym.scoring.verdict import replay_gold, score_calls
from bank_gym.tasks import load_tasks

FAMILIES = ("tl_request_followup", "sq_card_block_replace", "sq_loan_foreclosure_request", "sq_insurance_premium_help",
            "edge_blocked_card_unfreeze", "tl_foreclosure_vs_emi")


def _cases(bank):
    """(task, index of its raise_request, the case's account, another account of the customer) for each family."""
    found = {}
    for task in load_tasks("train") + load_tasks("test"):
        index = next((i for i, g in enumerate(task.gold) if g.name == "raise_request"), None)
        if task.family in found or task.family not in FAMILIES or task.perturbation is not None or index is None:
            continue
        used = replay_gold(task, bank)[index].used or {}
        case = used["_canonical"]["account_id"]
        customer = bank.new_episode(task.customer_id, task.session_date, task.seed).customer
        others = sorted(a for a in customer.accounts if a != case)
        if case and others:
            found[task.family] = (task, index, case, others[0])
    return list(found.values())


def _with_link(task, index, account):
    calls = [{"name": g.name, "arguments": dict(g.arguments)} for g in task.gold]
    if account is not None:
        calls[index]["arguments"]["account_id"] = account
    return calls


def test_a_request_links_the_cases_account_or_none(bank):
    cases = _cases(bank)
    assert {t.family for t, *_ in cases} >= {"tl_request_followup", "sq_card_block_replace",
                                             "sq_insurance_premium_help", "edge_blocked_card_unfreeze"}
    for task, index, case, other in cases:
        for fair in (None, case):
            assert score_calls(task, _with_link(task, index, fair), "user_stop", bank).paper_passed, (task.task_id, fair)
        wrong = score_calls(task, _with_link(task, index, other), "user_stop", bank)
        assert not wrong.paper_passed and wrong.failure_type == "unrequested_write", (task.task_id, other)


@pytest.mark.parametrize("family", ["tl_personal_loan_offer", "hp_complaint_then_human"])
def test_where_the_case_names_no_account_any_link_is_fair(bank, family):
    task = next(t for t in load_tasks("train") if t.family == family and t.perturbation is None
                and any(g.name == "raise_request" for g in t.gold))
    index = next(i for i, g in enumerate(task.gold) if g.name == "raise_request")
    assert (replay_gold(task, bank)[index].used or {})["_canonical"]["account_id"] is None
    customer = bank.new_episode(task.customer_id, task.session_date, task.seed).customer
    for account in sorted(customer.accounts):
        assert score_calls(task, _with_link(task, index, account), "user_stop", bank).paper_passed, account
