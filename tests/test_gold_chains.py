"""Minimal gold chains and canonical arguments (tasks.chain, scoring.matching): a chain demands only the orders its
data, the customer's changes and its verifications need; a read that only repeats what an earlier call returned
is not demanded; the release validator holds every chain to that rule; an argument compares as the value the tool
uses, and an argument the verdict never compares never reaches the final-state hash."""

from __future__ import annotations

import json

import pytest

from bank_gym.scoring import gold_session_problems, score_calls
from bank_gym.scoring.verdict import replay_gold
from bank_gym.tasks import load_tasks
from bank_gym.tasks.chain import chain_problems, minimal_chain
from bank_gym.tasks.io import task_from_row, task_to_row
from bank_gym.tasks.validate import validate
from bank_gym.tools import REGISTRY, WRITE_TOOLS, execute


@pytest.fixture(scope="module")
def base():
    return {t.task_id: t for t in load_tasks("base")}


def _first(base, family, shape):
    """The first released task of ``family`` with this gold chain (a family's procedure varies: issue 29)."""
    return next(t for t in base.values() if t.family == family and [g.name for g in t.gold] == shape)


UPI_DISPUTE = ["get_account_balance", "get_transaction_history", "raise_request", "get_request_status"]
FOLLOWUP = ["get_request_status", "get_transaction_history", "raise_request", "get_request_status"]
FD_BOOKING = ["get_account_balance", "get_deposit_loan_rates", "calculate_fd_maturity", "create_fd",
              "get_account_balance", "get_fd_details"]


def _with_gold(task, index, **update):
    gold = list(task.gold)
    gold[index] = gold[index].model_copy(update=update)
    return task.model_copy(update={"gold": gold})


def _calls(task, skip=(), replace=None):
    replace = replace or {}
    return [(g.name, replace.get(i, dict(g.arguments))) for i, g in enumerate(task.gold) if i not in skip]


def _deps(task):
    return [(g.name, g.depends_on, g.required) for g in task.gold]


# ---------------------------------------------------------------- the dependency rule


def test_a_chain_depends_on_data_write_order_and_verification_only(bank, base):
    task = _first(base, "sq_fd_book_projection", FD_BOOKING)
    assert _deps(task) == [
        ("get_account_balance", [], True),
        ("get_deposit_loan_rates", [], True),  # no longer "after the balance read"
        ("calculate_fd_maturity", [1], True),  # data: the rate 6.25 comes from the rate card
        ("create_fd", [0], True),  # the balance read reports the account as it was before the debit
        ("get_account_balance", [3], False),  # verification; redundant: create_fd returned the balance after
        ("get_fd_details", [3], False),  # data: the new deposit's id; redundant: create_fd returned its maturity date
    ]
    assert minimal_chain(task, bank) == task.gold and chain_problems(task, bank) == []


def test_the_previous_change_and_the_reads_of_a_writes_own_step_come_first(bank, base):
    task = _first(base, "sq_fd_close_rebook", ["get_fd_details", "get_deposit_closure_quote", "close_deposit",
                                                "get_account_balance", "get_deposit_loan_rates", "create_fd"])
    steps = [s.calls for s in task.scenario.steps]
    assert steps[-1] == [4, 5]  # the rate card is read in the step that books the new deposit
    assert task.gold[5].depends_on == [3, 4]
    # the booking's dependency on the closure (write order) is implied through the balance read that verifies it
    assert task.gold[3].depends_on == [2] and task.gold[2].depends_on == [0, 1]


def test_a_knowledge_search_no_longer_orders_a_rate_card_read(bank, base):
    task = base["tl_scheme_vs_fd_0000"]
    assert [g.name for g in task.gold][:2] == ["search_knowledge_base", "get_deposit_loan_rates"]
    assert task.gold[1].depends_on == []
    calls = _calls(task)
    calls[0], calls[1] = calls[1], calls[0]  # the rate card first: no order broken
    assert score_calls(task, calls, "user_stop", bank).paper_passed


def test_every_released_chain_is_what_the_rule_derives(bank):
    for split in ("base", "safety"):
        for task in load_tasks(split):
            assert chain_problems(task, bank) == [], task.task_id


# ---------------------------------------------------------------- redundant reads


def test_a_status_read_right_after_raising_the_request_is_not_required(bank, base):
    task = _first(base, "tl_request_followup", FOLLOWUP)
    assert [g.name for g in task.gold][2:] == ["raise_request", "get_request_status"]
    assert task.gold[3].required is False and task.gold[3].depends_on == [2]
    without = score_calls(task, _calls(task, skip={3}), "user_stop", bank)
    with_it = score_calls(task, _calls(task), "user_stop", bank)
    assert without.paper_passed and with_it.paper_passed
    assert without.missing_calls == [] and without.gold_completion == 1.0
    # a required call left out still fails coverage
    short = score_calls(task, _calls(task, skip={2, 3}), "user_stop", bank)
    assert [m.index for m in short.missing_calls] == [2] and short.paper_failure_type == "stopped_short"


def test_a_status_read_that_tells_what_raising_did_not_stays_required(base):
    task = _first(base, "sq_failed_upi_dispute", UPI_DISPUTE)
    assert [g.name for g in task.gold][2:] == ["raise_request", "get_request_status"]
    assert task.gold[3].required  # its regulatory facts (compensation, dates) come from the status read only


def test_required_is_left_out_of_rows_and_an_older_row_still_loads(base):
    task = _first(base, "tl_request_followup", FOLLOWUP)
    row = task_to_row(task)
    gold = json.loads(row["gold"])
    assert "required" not in gold[0] and gold[3]["required"] is False
    assert task_from_row(row) == task
    for call in gold:
        call.pop("required", None)  # a task file written before the field: every call required
    old = task_from_row({**row, "gold": json.dumps(gold)})
    assert all(g.required for g in old.gold)


# ---------------------------------------------------------------- the validator


def _problems(bank, task):
    report = validate([task], {"base": [task.task_id], "lite": [], "train": [], "test": []}, bank,
                      replay=gold_session_problems)
    return [p for p in report["problems"] if p.startswith(task.task_id)]


def test_the_release_validator_rejects_an_order_that_is_no_dependency(bank, base):
    task = base["tl_scheme_vs_fd_0000"]
    assert _problems(bank, task) == []
    broken = _with_gold(task, 1, depends_on=[0])  # the rate card "after" the knowledge search, as chains were
    problems = _problems(bank, broken)
    assert problems == [f"{task.task_id}: gold call 1 (get_deposit_loan_rates) depends on call 0 "
                        "(search_knowledge_base), which is neither a data dependency, write order, a verification "
                        "nor a read the write changes"]


def test_the_release_validator_rejects_a_missing_dependency(bank, base):
    task = _first(base, "sq_fd_book_projection", FD_BOOKING)
    problems = _problems(bank, _with_gold(task, 2, depends_on=[]))
    assert len(problems) == 1 and "lacks its dependency on call 1 (get_deposit_loan_rates): data" in problems[0]


def test_the_release_validator_rejects_a_required_redundant_read_and_an_excused_needed_one(bank, base):
    task = _first(base, "tl_request_followup", FOLLOWUP)
    problems = _problems(bank, _with_gold(task, 3, required=True))
    assert problems == [f"{task.task_id}: gold call 3 (get_request_status) is a redundant read (every fact it shows "
                        "an earlier call already showed) but is required"]
    problems = _problems(bank, _with_gold(task, 1, required=False))
    assert problems == [f"{task.task_id}: gold call 1 (get_transaction_history) is not required but is not a "
                        "redundant read"]


# ---------------------------------------------------------------- canonical arguments


def test_a_setting_left_out_equals_the_one_the_card_keeps(bank, base):
    task = base["sq_card_atm_limit_0000"]
    index = next(i for i, g in enumerate(task.gold) if g.name == "set_card_controls")
    gold = task.gold[index].arguments
    assert gold["atm"]["domestic"]["enabled"] is True
    card = bank.customers[task.customer_id].cards[gold["card_id"]]
    assert card.controls.atm.domestic.enabled  # already on: omitting it keeps it on
    omitted = {**gold, "atm": {"domestic": {"daily_limit": gold["atm"]["domestic"]["daily_limit"]}}}
    assert score_calls(task, _calls(task, replace={index: omitted}), "user_stop", bank).paper_passed
    # spelling out a setting the card already has elsewhere is the same call too
    extra = {**gold, "pos": {"domestic": {"enabled": card.controls.pos.domestic.enabled}}}
    assert score_calls(task, _calls(task, replace={index: extra}), "user_stop", bank).paper_passed
    # a setting that differs is another call
    other = {**gold, "atm": {"domestic": {"daily_limit": gold["atm"]["domestic"]["daily_limit"] + 1000}}}
    verdict = score_calls(task, _calls(task, replace={index: other}), "user_stop", bank)
    assert not verdict.paper_passed and verdict.paper_failure_type == "unrequested_write"


def test_naming_the_deposits_own_payout_account_equals_leaving_it_out(bank, base):
    task = base["sq_fd_close_rebook_0000"]
    index = next(i for i, g in enumerate(task.gold) if g.name == "close_deposit")
    deposit = bank.customers[task.customer_id].deposits[task.gold[index].arguments["deposit_id"]]
    assert "payout_account" not in task.gold[index].arguments
    named = {**task.gold[index].arguments, "payout_account": deposit.payout_account}
    assert score_calls(task, _calls(task, replace={index: named}), "user_stop", bank).paper_passed
    others = [a for a, acc in bank.customers[task.customer_id].accounts.items()
              if a != deposit.payout_account and acc.status == "ACTIVE"]
    if others:  # another account is another write
        elsewhere = {**named, "payout_account": others[0]}
        assert not score_calls(task, _calls(task, replace={index: elsewhere}), "user_stop", bank).paper_passed


def test_a_narrower_history_that_still_shows_the_disputed_transaction_matches(bank, base):
    task = _first(base, "sq_failed_upi_dispute", UPI_DISPUTE)
    history = task.gold[1].arguments
    disputed = task.gold[2].arguments["related_transaction_id"]
    narrower = {**history, "type": "debit"}
    state = bank.new_episode(task.customer_id, task.session_date, task.seed)
    shown = [t["txn_id"] for t in execute(state, "get_transaction_history", narrower).output["transactions"]]
    assert disputed in shown
    assert score_calls(task, _calls(task, replace={1: narrower}), "user_stop", bank).paper_passed
    hidden = {**history, "type": "credit"}  # narrower still, but the disputed debit is not in it
    verdict = score_calls(task, _calls(task, replace={1: hidden}), "user_stop", bank)
    assert not verdict.paper_passed and [m.name for m in verdict.missing_calls] == ["get_transaction_history"]


def test_an_uncompared_argument_never_reaches_the_final_state_hash(bank, base):
    task = _first(base, "tl_request_followup", FOLLOWUP)
    index = next(i for i, g in enumerate(task.gold) if g.name == "raise_request")
    args = task.gold[index].arguments
    # the request's account is an optional link (compared by the "link" comparator, never hashed): the case's
    account = (replay_gold(task, bank)[index].used or {})["_canonical"]["account_id"]
    assert REGISTRY["raise_request"].compare["account_id"] == "link" and "account_id" not in args and account
    linked = {**args, "account_id": account, "description": args["description"] + " Please hurry."}
    plain = score_calls(task, _calls(task), "user_stop", bank)
    other = score_calls(task, _calls(task, replace={index: linked}), "user_stop", bank)
    assert other.final_state.actual_hash == plain.final_state.actual_hash == plain.final_state.expected_hash
    assert other.paper_passed


def test_no_write_of_the_release_changes_the_hash_through_an_uncompared_argument(bank):
    checked = 0
    for task in load_tasks("base"):
        for index, g in enumerate(task.gold):
            spec = REGISTRY[g.name]
            if g.name not in WRITE_TOOLS or not _unhashed(spec):
                continue
            state = bank.new_episode(task.customer_id, task.session_date, task.seed)
            for call in task.gold[:index]:
                execute(state, call.name, dict(call.arguments))
            hashes = set()
            for variant in _uncompared_variants(task, g, bank):
                trial = state.copy()
                assert execute(trial, g.name, variant).ok, (task.task_id, variant)
                hashes.add(trial.state_hash())
            assert len(hashes) == 1, (task.task_id, g.name)
            checked += 1
    assert checked >= 100


def _unhashed(spec) -> list[str]:
    """A tool's arguments that never reach the state hash: the uncompared ones and the optional links."""
    return [*spec.uncompared, *(k for k, c in spec.compare.items() if c == "link")]


def _uncompared_variants(task, gold, bank):
    args = dict(gold.arguments)
    out = [args]
    for key in _unhashed(REGISTRY[gold.name]):
        if key == "description":
            out.append({**args, key: "Something else, in other words."})
        elif key == "account_id":
            txn = args.get("related_transaction_id")
            accounts = bank.customers[task.customer_id].accounts
            owner = next((a for a, acc in accounts.items() if any(t.txn_id == txn for t in acc.transactions)), None)
            out.append({**args, key: owner or next(iter(accounts))})
            out.append({k: v for k, v in args.items() if k != key})
    return out
